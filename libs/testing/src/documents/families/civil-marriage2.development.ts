import { fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { commaName, digits, givenNames, marriageTruth, near, ordinalDate, stateName, yearFirst } from './civil-common.development.js';

const ageAt = (dob: Date, at: Date) => Math.floor((at.getTime() - dob.getTime()) / (365.25 * 86400000));

/**
 * A county recorder's certified abstract of a marriage certificate (Nevada / Texas style): the two
 * parties side by side in a table, one column per spouse (name written SURNAME, Given), age,
 * birthplace and residence per row; then the date and place of the ceremony in boxes with the
 * label above the value, the officiant, witnesses and the recorder's certification.
 */
const abstractColumns = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantFirst = rng.chance(0.5);
  const [a, b] = applicantFirst ? [p.name, p.spouse] : [p.spouse, p.name];
  const [cityOf, st] = p.marriage.place.split(', ') as [string, string];
  const headers = rng.pick([['', 'SPOUSE 1', 'SPOUSE 2'], ['', 'GROOM / SPOUSE', 'BRIDE / SPOUSE'], ['', 'PARTY A', 'PARTY B'], ['Item', 'First Party', 'Second Party']]);
  // Long names do not fit one cell: the surname and the given names then get a row each.
  const split = [p.name, p.spouse].some((n) => fullName(n).length > 20);
  const nm = (n: Persona['name']) => (rng.chance(0.5) ? commaName(n) : upper(fullName(n)));
  const date = rng.pick([printDate(p.marriage.date, 'us'), printDate(p.marriage.date, 'month-name'), yearFirst(p.marriage.date)]);
  const dobOther = near(p.dob, rng, -3000, 3000);
  const ages = applicantFirst ? [ageAt(p.dob, p.marriage.date), ageAt(dobOther, p.marriage.date)] : [ageAt(dobOther, p.marriage.date), ageAt(p.dob, p.marriage.date)];
  const recorder = fullName(p.others.translator);
  const blocks: Block[] = [
    { type: 'lines', lines: [`OFFICE OF THE COUNTY RECORDER`, `${upper(rng.pick(['Clark', 'Washoe', 'Travis', 'Bexar', 'Dallas']))} COUNTY, ${upper(stateName(st))}`], align: 'center' },
    { type: 'title', text: rng.pick(['ABSTRACT OF MARRIAGE CERTIFICATE', 'CERTIFIED ABSTRACT OF MARRIAGE', 'MARRIAGE CERTIFICATE (ABSTRACT)']), align: 'center' },
    { type: 'lines', lines: [`Instrument No. ${new Date(p.marriage.date).getUTCFullYear()}${digits(rng, 8)}   Book ${digits(rng, 3)} Page ${digits(rng, 3)}`], align: 'right', size: 8 },
    {
      type: 'table',
      header: headers,
      widths: [0.3, 0.35, 0.35],
      rows: [
        ...(split
          ? [[rng.pick(['Surname', 'Last Name']), upper(a.family), upper(b.family)], [rng.pick(['Given Names', 'First and Middle Names']), upper(givenNames(a)), upper(givenNames(b))]]
          : [[rng.pick(['Name', 'Full Name']), nm(a), nm(b)]]),
        ['Age', String(ages[0]), String(ages[1])],
        [rng.pick(['Birthplace', 'State/Country of Birth']), upper(p.country.name), upper(rng.pick([p.country.name, stateName(st)]))],
        ['Residence', `${upper(p.address.city)}, ${p.address.state}`, `${upper(p.address.city)}, ${p.address.state}`],
      ],
    },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: rng.pick(['DATE OF MARRIAGE', 'DATE OF CEREMONY', 'MARRIED ON']), value: date },
        { label: rng.pick(['PLACE OF MARRIAGE (City, State)', 'CITY AND STATE OF CEREMONY', 'WHERE MARRIED']), value: `${upper(cityOf)}, ${rng.chance(0.5) ? st : upper(stateName(st))}`, span: 2 },
        { label: 'OFFICIANT', value: `${rng.pick(['Rev.', 'Judge', 'Deputy Commissioner'])} ${fullName(p.others.registrar)}`, span: 2 },
        { label: 'LICENSE NO.', value: `L${digits(rng, 7)}` },
        { label: 'WITNESS', value: fullName(p.others.landlord), span: 3 },
      ],
    },
    { type: 'paragraph', text: `I hereby certify that this is a true and correct abstract of the marriage certificate recorded in this office. ${recorder}, County Recorder, by Deputy ${fullName(p.others.hrContact)}.` },
    { type: 'stamp', lines: ['CERTIFIED COPY', `${upper(recorder)}`, 'COUNTY RECORDER', printDate(near(p.marriage.date, rng, 30, 900), 'us')] },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['marriage abstract.pdf', 'certified abstract of marriage.pdf']), styles: ['columns'], blocks, truth: marriageTruth(p) };
};

/**
 * The decorative certificate an Orphans' Court / probate court issues with the licence
 * (Pennsylvania, Ohio style): centred lines "This is to certify that / NAME / and / NAME / were
 * united in marriage / on the 5th day of June, 2019 / at City, State", the officiant's and
 * witnesses' signature lines and the court clerk's seal.
 */
const decorative = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantFirst = rng.chance(0.5);
  const [a, b] = applicantFirst ? [p.name, p.spouse] : [p.spouse, p.name];
  const [cityOf, st] = p.marriage.place.split(', ') as [string, string];
  const nm = (n: Persona['name']) => (rng.chance(0.5) ? fullName(n) : upper(fullName(n)));
  const when = rng.pick([`on ${ordinalDate(p.marriage.date)}`, `on ${printDate(p.marriage.date, 'month-name')}`, `this ${ordinalDate(p.marriage.date).replace(/^the /, '')}`]);
  const where = rng.chance(0.5) ? `at ${cityOf}, ${stateName(st)}` : `in the City of ${cityOf}, ${rng.chance(0.5) ? st : stateName(st)}`;
  const blocks: Block[] = [
    { type: 'lines', lines: [`${rng.pick(['COMMONWEALTH OF', 'STATE OF'])} ${upper(stateName(st))}`, `${rng.pick(["ORPHANS' COURT DIVISION", 'PROBATE COURT'])} - ${upper(rng.pick(['Allegheny', 'Franklin', 'Cuyahoga', 'Lancaster']))} COUNTY`], align: 'center' },
    { type: 'title', text: rng.pick(['Certificate of Marriage', 'Marriage Certificate']), align: 'center' },
    { type: 'lines', lines: [`No. ${digits(rng, 6)}`], align: 'right', size: 8 },
    {
      type: 'lines',
      align: 'center',
      lines: [rng.pick(['This is to certify that', 'This Certifies That', 'I hereby certify that']), nm(a), rng.pick(['and', '- and -']), nm(b), rng.pick(['were united in marriage', 'were by me united in the Holy Bonds of Matrimony', 'were joined in marriage']), when, where, 'according to the laws of the State.'],
    },
    { type: 'spacer', height: 12 },
    {
      type: 'fields',
      style: 'two-column',
      fields: [
        ['Officiant', `${rng.pick(['Rev.', 'Pastor', 'Hon.'])} ${fullName(p.others.registrar)}`],
        ['Witness', fullName(p.others.landlord)],
        ['Witness', fullName(p.others.hrContact)],
        ['Marriage License No.', `${new Date(p.marriage.date).getUTCFullYear()}-${digits(rng, 4)}`],
      ],
    },
    { type: 'paragraph', text: `Recorded in the office of the Clerk of the ${rng.pick(["Orphans' Court", 'Probate Court'])}, ${fullName(p.others.translator)}, Clerk, ${printDate(near(p.marriage.date, rng, 5, 40), 'month-name')}.` },
    { type: 'stamp', lines: ['SEAL OF THE COURT', upper(fullName(p.others.translator)), 'CLERK'] },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['marriage certificate.pdf', 'certificate of marriage court.pdf']), styles: ['inline'], blocks, truth: marriageTruth(p) };
};

export const marriageDevelopment2: LayoutFamily[] = [
  { id: 'marriage_certificate/recorder-abstract-columns', kind: 'marriage_certificate', modelledOn: "County recorder's certified abstract of marriage (Nevada / Texas): parties side by side, one column per spouse, ceremony boxes", build: abstractColumns },
  { id: 'marriage_certificate/court-decorative', kind: 'marriage_certificate', modelledOn: "Orphans' / probate court decorative marriage certificate (Pennsylvania, Ohio): centred lines naming both parties, date and place", build: decorative },
];
