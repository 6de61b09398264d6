import type { FieldHandling } from '@formpath/contracts';
import type { CatalogForm } from '../catalog.js';

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

const rules: Record<CatalogForm, Rule[]> = {
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
  // The DRAFT I-589: filled from the asylum questionnaire and the documents' data; the rest is the
  // applicant's to complete with their lawyer or accredited representative.
  'I-589': [
    [/PDF417BarCode/, 'Barcode: drawn by the form’s own scripts in Adobe Acrobat; left alone.', 'office'],
    [/#subform\[0\]\.CheckBox31\[0\]|CheckBoxtorture/, 'Asking also for protection under the Convention Against Torture: your own choice, to make with your lawyer or accredited representative; never checked for you.', 'yours'],
    [/#subform\[0\]\.(DateTimeField[34]\[0\]|TextField4\[[2-5]\]|DateTimeField2\[1\])$/, 'Earlier entries into the United States, and when your status ends: the questionnaire asks only about your last arrival.', 'yours'],
    [/#subform\[0\]\.(TextField5\[2\]|DateTimeField2\[2\])$/, 'Travel document number and passport expiration date: not in your answers or in the data read from your documents.', 'notRead'],
    [/PtAILine9_(InCareOf|AreaCode|TelephoneNumbe)/, '“In care of” name and telephone of a mailing address: not in your answers or in the data read from your documents.', 'notRead'],
    [/NotMarried\[0\]\./, 'Your spouse: the draft fills the name and the marriage; the A-Number, passport, birth, nationality, group, sex, whereabouts and status are yours to add.', 'yours'],
    [/#subform\[(1|3)\]\.(Child(Nat|Race|Passport|Marital|SSN)\d|CheckBox\d+_Sex|CheckBox[1-4]7\[|PtAIILine(1[3-9]|2[01])_)/, 'A child’s nationality, group, passport, marital status, Social Security number, sex, whereabouts and status, and whether they are included: yours to add (the documents give each child’s name, birth and A-Number).', 'yours'],
    [/#subform\[12\]\.(TextField12\[(4|5|7|8|9|14|15|17|18|19)\]|Child(Entry|Exp|INum|Status|Current|ExpAuth)\d|CheckBox12_Sex|SuppA|SuppAL|SuppLA|CheckBox57)/, 'Supplement A, a child’s nationality, group, passport, marital status, Social Security number, sex, whereabouts and status: yours to add.', 'yours'],
    [/#subform\[1\]\.(TextField[89]\[0\]|DateTimeField2\[[3-6]\])$/, 'For the Immigration Court (EOIR) and USCIS only.', 'office'],
    [/#subform\[4\]\.(TextField13\[[1357]\]|DateTimeField2[23]\[0\])$/, 'Part A.III item 1, second row: your last address in the country where you fear persecution, when it is not the last address abroad above.', 'yours'],
    [/#subform\[4\]\.(TextField13\[(2[89]|3\d|4[0-5])\]|DateTimeField(3[4-9]|4[0-7])\[0\])$/, 'Education and employment: the history read from your documents does not tell schools from employers, so you list them yourself.', 'yours'],
    [/#subform\[4\]\.(TextField13\[(48|5[1-7])\]|TextField35\[[2-5]\]|CheckBoxAIII5)/, 'Brothers and sisters, and whether a parent has died: not in your answers or in the data read from your documents.', 'yours'],
    [/#subform\[4\]\.(TextField13\[(49|50)\]|TextField35\[[01]\])$/, 'A parent’s birthplace and where they live now: filled only when your documents say which parent is your mother and which your father (the I-485 data does not; those parents are listed on Supplement B).', 'notRead'],
    [/#subform\[8\]\.(ckboxync2b|PCL3_TextField)/, 'Lawful status in another country (Part C 2.B) and what happened if you harmed others (Part C 3): the questionnaire does not ask; yours to answer.', 'yours'],
    [/#subform\[10\]\.(TextField22\[0\]|DateTimeField48\[0\])$|#subform\[12\]\.(DateTimeField57|TextField28)|#subform\[13\]\.(DateTimeField58|TextField30)/, 'Signed and dated by hand, in ink, after printing.', 'byHand'],
    [/#subform\[10\]\.(TextField20|PtD_|ckboxynd[23])/, 'Part D: your name as you sign, in your native alphabet, and who helped you: completed by you when you sign.', 'yours'],
    [/#subform\[10\]\.(PtE_|TextField25|CheckBox1\[0\])/, 'Preparer’s section.', 'preparer'],
    [/#subform\[10\]\.(AttorneyStateBarNumber|USCISOnlineAcctNumber)/, 'For the attorney or accredited representative filing Form G-28.', 'office'],
    [/#subform\[11\]\./, 'Parts F and G: completed at your asylum interview or your hearing, in front of the officer or the judge.', 'interview'],
  ],
};

const ruleFor = (form: CatalogForm, field: string) => rules[form].find(([pattern]) => pattern.test(field));

/** Why a catalog field is left empty, if it is on purpose (for the coverage report). */
export const leftEmptyReason = (form: CatalogForm, field: string): string | undefined => ruleFor(form, field)?.[1];

/** How the field guide treats a field the maps leave empty on purpose. */
export const leftEmptyHandling = (form: CatalogForm, field: string): FieldHandling | undefined => ruleFor(form, field)?.[2];

/** `Name[3]` → `Name`: boxes of one question share a base name, one answer covers the group. */
export const fieldGroup = (field: string): string => field.replace(/\[\d+\]$/, '');
