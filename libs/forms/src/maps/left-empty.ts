import type { FieldHandling } from '@formpath/contracts';
import type { SupportedForm } from '../catalog.js';

// Catalog fields the maps leave empty on purpose, and why. Every field of a supported edition is
// either written by its map (or is another box of a group the map answers) or explained here; a
// test holds the line, and `npm run forms:coverage` prints the report.
// Each rule also says how the field guide treats the field (libs/contracts FieldHandling): an
// answer that is the applicant's own, a box signed by hand, one for USCIS or an attorney, a
// section for someone else, a box only for addresses abroad, or one Formpath does not read.
type Rule = [RegExp, string, FieldHandling];

const shared: Rule[] = [
  [/PDF417BarCode/, 'Barcode: drawn by the form’s own scripts in Adobe Acrobat; left alone.', 'office'],
  [/Signature|Pt3Line7b_DateofSignature|Pt4Line6b_Date|Pt5Line8b_Date/, 'Signed and dated by hand, in ink, after printing.', 'byHand'],
  [/Province|PostalCode/, 'Province and postal code: only for addresses outside the United States (written then).', 'abroad'],
  [/InCareOf/i, '“In care of” name: not in the data model.', 'notRead'],
];

const rules: Record<SupportedForm, Rule[]> = {
  'I-485': [
    ...shared,
    [/#subform\[0\]\.(AttorneyStateBarNumber|CheckBox1|VolagNumber|USCISOnlineAcctNumber)/, 'For the attorney or accredited representative filing Form G-28.', 'office'],
    [/Pt2Line|Pt2Relative|Pt3Line1_CB|Pt2Line1g|Pt1Line2_DOB/, 'Part 2 (application type, filing category) and Part 3 (Affidavit of Support exemption): the applicant’s legal basis, chosen by the applicant, not guessed.', 'yours'],
    [/Pt1Line11_|Pt2Line11_CB/, 'Item 11, how you were last admitted or paroled: the applicant’s own answer.', 'yours'],
    [/Pt1Line3[AB]_OtherDOB|Pt1Line5[AB]_ANumber/, 'Other dates of birth and other A-Numbers used: not in the data model.', 'notRead'],
    [/Pt1Line10_(VisaNum|NonImmDate|CityTown|State|ExpDate)/, 'Visa number and issue date, passport expiry and the place of last arrival: not in the data model.', 'notRead'],
    [/Pt1Line12_Date|Pt1Line14_Status|Pt1Line15_Date/, 'Authorized stay expiry and a changed status: not in the data model.', 'notRead'],
    [/Pt4Line[234]_|Part4Line[78]_StreetName\[1\]|Part4Line8_StreetName\[0\]/, 'Immigrant visa applications abroad, and the source of support in periods without work: not in the data model.', 'notRead'],
    [/Pt1Line18_Recent(State|ZipCode)|P4Line8_(State|ZipCode)/, 'US state and ZIP boxes of an address abroad: an address outside the United States has province and postal code instead.', 'abroad'],
    [/P4Line[78]_(Unit|Number)/, 'Unit of an employer’s address: the data model’s employer address has no unit.', 'notRead'],
    [/Pt5Line[27]_/, 'A parent’s name at birth, only when different: not in the data model.', 'notRead'],
    [/Pt6Line5_|Pt5Line8_DateofBirth\[1\]|Pt6Line7_|P6Line8_|Part6Line8_/, 'The current spouse’s A-Number, birth and address: not in the data model.', 'notRead'],
    [/Pt5Line8_DateofBirth\[3\]|Pt6Line1[456]_|Pt6Line18_/, 'A prior spouse’s birth, citizenship, marriage date and where the marriage ended: not in the data model.', 'notRead'],
    [/Pt7Line[23]_Relationship/, 'The relationship to each child (biological, step, adopted): not in the data model.', 'notRead'],
    [/_YN\[|YesNo|YNNA|Pt9Line|Pt8Line|Table1|Pt9Line56|Pt9Line53|Pt9Line61|Pt9Line86/, 'Yes/No and eligibility questions (Part 9 and others): the applicant answers them personally, under penalty of perjury; never guessed from documents.', 'yours'],
    [/Pt11|P3_Line[456]_|Part11_/, 'Interpreter’s section.', 'interpreter'],
    [/Pt12|P12Line6/, 'Preparer’s section.', 'preparer'],
    [/Pt13_/, 'Completed at the interview, before a USCIS officer.', 'interview'],
  ],
  'I-765': [
    ...shared,
    [/Attorney-Rep/, 'For the attorney or accredited representative filing Form G-28.', 'office'],
    [/Part1_Checkbox/, 'Part 1, reason for applying (initial, replacement, renewal): the applicant’s choice.', 'yours'],
    [/Line[23][abc]_(FamilyName|GivenName|MiddleName)\[\d\]$/, 'Other names used: not in the I-765 data model.', 'notRead'],
    [/Line19_Checkbox|PtLine29|PtLine30b|Line27|Line28|Line18a_Receipt|#area\[1\]|Line20c_TravelDoc|Line20e_ExpDate|Line23_StatusLastEntry|place_entry|Line18b_CityTownOfBirth|Line17b_CountryOfBirth/, 'Eligibility category, earlier filings, arrests, second citizenship and travel-document details: the applicant’s own answers, not in the data model.', 'yours'],
    [/Pt3Line1|Part3_Checkbox|Pt3Line2_/, 'Applicant’s statement (language, preparer used): the applicant’s choice.', 'yours'],
    [/Pt4|Part4_/, 'Interpreter’s section.', 'interpreter'],
    [/Pt5|Pt6Line3[a-h]_|Part5Line7/, 'Preparer’s section.', 'preparer'],
  ],
};

const ruleFor = (form: SupportedForm, field: string) => rules[form].find(([pattern]) => pattern.test(field));

/** Why a catalog field is left empty, if it is on purpose (for the coverage report). */
export const leftEmptyReason = (form: SupportedForm, field: string): string | undefined => ruleFor(form, field)?.[1];

/** How the field guide treats a field the maps leave empty on purpose. */
export const leftEmptyHandling = (form: SupportedForm, field: string): FieldHandling | undefined => ruleFor(form, field)?.[2];

/** `Name[3]` → `Name`: boxes of one question share a base name, one answer covers the group. */
export const fieldGroup = (field: string): string => field.replace(/\[\d+\]$/, '');
