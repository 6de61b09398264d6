import { fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { commaName, digits, divorceTruth, marriageTruth, near, stateName } from './civil-common.development.js';

/**
 * A state vital-statistics "Verification of Marriage" (Texas DSHS / Washington DOH style): a letter
 * certifying that a marriage record is on file, the parties written "SURNAME, Given Middle", the
 * place split into City / County / State lines (the state spelled out), the date the record was
 * filed and the date of issue as distractors, and the state registrar's name.
 */
const verification = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantFirst = rng.chance(0.5);
  const [a, b] = applicantFirst ? [p.name, p.spouse] : [p.spouse, p.name];
  const [city, st] = p.marriage.place.split(', ') as [string, string];
  const ds = rng.pick(['month-name', 'us', 'day-month-abbr'] as const);
  const filed = near(p.marriage.date, rng, 10, 60);
  const [l1, l2] = rng.pick([
    ['Name of Spouse 1 (Last, First Middle)', 'Name of Spouse 2 (Last, First Middle)'],
    ['Spouse 1', 'Spouse 2'],
    ["Applicant 1's Name", "Applicant 2's Name"],
  ]) as [string, string];
  const county = rng.pick(['Travis', 'King', 'Harris', 'Clark', 'Cook', 'Maricopa']);
  const blocks: Block[] = [
    { type: 'lines', lines: [`${upper(stateName(st))} DEPARTMENT OF HEALTH`, 'Center for Health Statistics / Vital Records Section', `P.O. Box ${digits(rng, 5)}, ${p.others.officeAddress.city}, ${p.others.officeAddress.state} ${p.others.officeAddress.zip}`], align: 'center', size: 9 },
    { type: 'title', text: rng.pick(['VERIFICATION OF MARRIAGE', 'MARRIAGE VERIFICATION LETTER']), align: 'center' },
    { type: 'paragraph', text: 'THIS IS TO VERIFY that a record of the marriage described below is on file in the central index of this office. This verification is not a certified copy of the marriage certificate.' },
    {
      type: 'fields',
      style: rng.pick(['inline', 'leaders', 'columns'] as const),
      fields: [
        [l1, commaName(a)],
        [l2, commaName(b)],
        [rng.pick(['Date of Marriage', 'Marriage Date', 'Date of Ceremony']), printDate(p.marriage.date, ds)],
        [rng.pick(['City of Marriage', 'City or Town', 'City']), upper(city)],
        ['County of Marriage', upper(county)],
        [rng.pick(['State', 'State of Marriage']), rng.chance(0.5) ? upper(stateName(st)) : stateName(st)],
        [rng.pick(['Date Filed', 'Date Recorded']), printDate(filed, ds)],
        ['State File Number', `${new Date(filed).getUTCFullYear()}-${digits(rng, 6)}`],
      ],
    },
    { type: 'paragraph', text: `Issued on ${printDate(near(filed, rng, 400, 2000), 'month-name')} at the request of the registrant. Verified by ${fullName(p.others.registrar)}, State Registrar.` },
    { type: 'stamp', lines: ['OFFICIAL', 'VITAL RECORDS', upper(stateName(st))] },
    { type: 'footer', text: `VS-${digits(rng, 3)} Rev. ${digits(rng, 2)}/20${digits(rng, 2)}` },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['marriage verification.pdf', 'verification of marriage.pdf']), styles: ['inline', 'leaders'], blocks, truth: marriageTruth(p) };
};

/**
 * A Texas Final Decree of Divorce: the cause number and the "§" caption column ("IN THE MATTER OF
 * THE MARRIAGE OF / X / AND / Y"), the date the petition was filed and the separation date as
 * distractors, the findings ("were married on or about ... in ..."), "IT IS ORDERED AND DECREED
 * that X, Petitioner, and Y, Respondent, are divorced", and "SIGNED on ..." above the judge.
 */
const texasDecree = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantPetitions = rng.chance(0.5);
  const [pet, resp] = applicantPetitions ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const ended = p.priorMarriage.ended;
  const filed = near(ended, rng, -300, -90);
  const separated = near(filed, rng, -200, -30);
  const ds = rng.pick(['month-name', 'us'] as const);
  const court = `${rng.pick(['245TH', '308TH', '53RD', '201ST'])} JUDICIAL DISTRICT`;
  const county = rng.pick(['HARRIS', 'TRAVIS', 'DALLAS', 'BEXAR']);
  const blocks: Block[] = [
    { type: 'lines', lines: [`CAUSE NO. ${new Date(filed).getUTCFullYear()}-${digits(rng, 5)}`], align: 'center' },
    {
      type: 'table',
      rows: [
        ['IN THE MATTER OF', '§', 'IN THE DISTRICT COURT'],
        ['THE MARRIAGE OF', '§', ''],
        [upper(fullName(pet)), '§', court],
        ['AND', '§', ''],
        [upper(fullName(resp)), '§', `${county} COUNTY, TEXAS`],
      ],
      widths: [0.45, 0.1, 0.45],
    },
    { type: 'title', text: 'FINAL DECREE OF DIVORCE', align: 'center' },
    { type: 'paragraph', text: `On ${printDate(ended, ds)} the Court heard this case. The Original Petition for Divorce was filed on ${printDate(filed, ds)}.` },
    { type: 'subtitle', text: 'Appearances' },
    { type: 'paragraph', text: `Petitioner, ${fullName(pet)}, appeared in person and through attorney of record, ${fullName(p.others.hrContact)}, and announced ready for trial. Respondent, ${fullName(resp)}, ${rng.pick(['appeared in person', 'although duly and properly cited, did not appear and wholly made default', 'filed a waiver of service'])}.` },
    { type: 'subtitle', text: 'Findings' },
    {
      type: 'paragraph',
      text: `The Court finds that the pleadings are in due form and that Petitioner and Respondent were married on or about ${printDate(p.priorMarriage.date, ds)} in ${p.priorMarriage.place}, and ceased to live together as spouses on or about ${printDate(separated, ds)}. The marriage has become insupportable because of discord or conflict of personalities.`,
    },
    { type: 'subtitle', text: 'Divorce' },
    { type: 'paragraph', text: `IT IS ORDERED AND DECREED that ${fullName(pet)}, Petitioner, and ${fullName(resp)}, Respondent, are divorced and that the marriage between them is dissolved on the ground of insupportability.` },
    { type: 'paragraph', text: 'IT IS ORDERED that all relief requested in this case and not expressly granted is denied.' },
    { type: 'lines', lines: [`SIGNED on ${printDate(ended, ds)}.`, '', '______________________________', 'JUDGE PRESIDING'], align: 'right' },
    { type: 'subtitle', text: 'APPROVED AS TO FORM ONLY:' },
    { type: 'lines', lines: [`${fullName(p.others.hrContact)}`, `State Bar No. ${digits(rng, 8)}`, `${p.others.officeAddress.street}`, `${p.others.officeAddress.city}, ${p.others.officeAddress.state} ${p.others.officeAddress.zip}`, 'Attorney for Petitioner'], size: 9 },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['final decree of divorce.pdf', 'divorce decree texas.pdf']), styles: ['inline'], blocks, truth: divorceTruth(p) };
};

export const marriageDevelopment4: LayoutFamily[] = [
  { id: 'marriage_certificate/vital-verification', kind: 'marriage_certificate', modelledOn: 'State vital-statistics Verification of Marriage letter (Texas DSHS / Washington DOH): SURNAME, Given parties, City / County / State lines, filed and issue dates', build: verification },
];

export const divorceDevelopment4: LayoutFamily[] = [
  { id: 'divorce_decree/texas-final-decree', kind: 'divorce_decree', modelledOn: 'Texas Final Decree of Divorce: cause number, § caption column, filing and separation dates, findings, "IT IS ORDERED AND DECREED ... are divorced", SIGNED on', build: texasDecree },
];
