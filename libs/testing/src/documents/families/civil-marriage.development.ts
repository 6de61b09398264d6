import { fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { digits, givenNames, marriageTruth, near, ordinalDate, stateName } from './civil-common.development.js';

/**
 * A county marriage license and certificate (the clerk's form): Party A / Party B blocks with
 * each party's names, birth date, birthplace and residence, then the officiant's certification
 * of the ceremony with the date and place, two witnesses and the county clerk's recording.
 */
const countyLicense = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantFirst = rng.chance(0.5);
  const [a, b] = applicantFirst ? [p.name, p.spouse] : [p.spouse, p.name];
  const dobs = applicantFirst ? [p.dob, near(p.dob, rng, -2000, 2000)] : [near(p.dob, rng, -2000, 2000), p.dob];
  const [cityOf, state] = p.marriage.place.split(', ') as [string, string];
  const labels = rng.pick([['PARTY A', 'PARTY B'], ['SPOUSE 1', 'SPOUSE 2'], ['APPLICANT 1', 'APPLICANT 2']]);
  const ds = rng.pick(['us', 'month-name'] as const);
  const officiant = `${rng.pick(['Rev.', 'Hon.', 'Pastor'])} ${fullName(p.others.registrar)}`;
  const witnesses = [fullName(p.others.landlord), fullName(p.others.hrContact)];
  const party = (title: string, n: Persona['name'], dob: Date, k: number): Block[] => [
    { type: 'subtitle', text: title },
    {
      type: 'grid',
      columns: 4,
      cells: [
        { label: `${k}a. FIRST NAME`, value: upper(n.given) },
        { label: `${k}b. MIDDLE NAME`, value: upper(n.middle) || '-' },
        { label: `${k}c. LAST NAME`, value: upper(n.family), span: 2 },
        { label: `${k}d. DATE OF BIRTH`, value: printDate(dob, 'us') },
        { label: `${k}e. STATE OR COUNTRY OF BIRTH`, value: upper(p.country.name) },
        { label: `${k}f. RESIDENCE - CITY AND STATE`, value: upper(`${p.address.city}, ${p.address.state}`), span: 2 },
      ],
    },
  ];
  const blocks: Block[] = [
    { type: 'lines', lines: [`STATE OF ${upper(stateName(state))}`, `COUNTY OF ${upper(rng.pick(['Cook', 'Harris', 'Maricopa', 'King', 'Clark', 'Wake']))}`], align: 'center' },
    { type: 'title', text: rng.pick(['MARRIAGE LICENSE AND CERTIFICATE', 'CERTIFICATE OF MARRIAGE', 'LICENSE AND CERTIFICATE OF MARRIAGE']), align: 'center' },
    { type: 'lines', lines: [`License No. ML-${digits(rng, 7)}`, `Date license issued: ${printDate(near(p.marriage.date, rng, -40, -2), ds)}`], align: 'right', size: 9 },
    ...party(labels[0] as string, a, dobs[0] as Date, 1),
    ...party(labels[1] as string, b, dobs[1] as Date, 2),
    { type: 'subtitle', text: 'CERTIFICATE OF PERSON PERFORMING CEREMONY' },
    rng.chance(0.5)
      ? {
          type: 'paragraph',
          text: `I, ${officiant}, hereby certify that the persons named above were joined by me in marriage on ${ordinalDate(p.marriage.date)}, at ${cityOf}, ${stateName(state)}, in accordance with the laws of this State.`,
        }
      : {
          type: 'grid',
          columns: 3,
          cells: [
            { label: '3a. DATE OF MARRIAGE', value: printDate(p.marriage.date, ds) },
            { label: '3b. CITY, STATE WHERE MARRIED', value: `${cityOf}, ${state}`, span: 2 },
            { label: '4a. NAME OF OFFICIANT', value: officiant, span: 2 },
            { label: '4b. TITLE', value: rng.pick(['Minister', 'Judge', 'Clergy']) },
          ],
        },
    { type: 'fields', fields: [['Witness', witnesses[0] as string], ['Witness', witnesses[1] as string]], style: 'two-column' },
    { type: 'stamp', lines: ['FILED AND RECORDED', printDate(near(p.marriage.date, rng, 3, 30), 'us'), `${upper(fullName(p.others.translator))}`, 'COUNTY CLERK'] },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['marriage license and certificate.pdf', 'marriage_cert_county.pdf']), styles: ['boxes', 'columns'], blocks, truth: marriageTruth(p) };
};

/**
 * A city clerk's "Certificate of Marriage Registration" (as New York City issues): one paragraph
 * naming both parties with their residences and birthplaces, the date and place of the marriage,
 * the license number, and the clerk's name; the applicant may be first or second.
 */
const registration = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantFirst = rng.chance(0.5);
  const [a, b] = applicantFirst ? [p.name, p.spouse] : [p.spouse, p.name];
  const [cityOf, state] = p.marriage.place.split(', ') as [string, string];
  const date = rng.pick([printDate(p.marriage.date, 'month-name'), printDate(p.marriage.date, 'us'), ordinalDate(p.marriage.date)]);
  const clerk = fullName(p.others.registrar);
  const person = (n: Persona['name'], first: boolean) =>
    rng.chance(0.5) ? `${upper(fullName(n))}${first ? ` residing at ${p.address.city}, ${p.address.state}` : ''}, born in ${p.country.name}` : `${givenNames(n)} ${upper(n.family)}`;
  const blocks: Block[] = [
    { type: 'lines', lines: [`THE CITY CLERK OF ${upper(cityOf)}`, `${stateName(state)}`], align: 'center' },
    { type: 'title', text: 'CERTIFICATE OF MARRIAGE REGISTRATION', align: 'center' },
    {
      type: 'paragraph',
      text: `This is to certify that ${person(a, true)}, and ${person(b, false)}, were married on ${date} in ${cityOf}, ${state}, as shown by the duly registered license and certificate of marriage on file in this office.`,
    },
    { type: 'fields', fields: [['Marriage License Number', `M-${new Date(p.marriage.date).getUTCFullYear()}-${digits(rng, 5)}`], ['Date Registered', printDate(near(p.marriage.date, rng, 5, 40), 'us')]], style: 'columns' },
    { type: 'lines', lines: [clerk, 'City Clerk and Clerk of the Council'], align: 'right' },
    { type: 'footer', text: `Office of the City Clerk - ${p.others.officeAddress.street}, ${p.others.officeAddress.city}, ${p.others.officeAddress.state} ${p.others.officeAddress.zip}` },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['marriage registration.pdf', 'certificate of marriage registration.pdf']), styles: ['inline'], blocks, truth: marriageTruth(p) };
};

export const marriageDevelopment: LayoutFamily[] = [
  { id: 'marriage_certificate/county-license', kind: 'marriage_certificate', modelledOn: 'US county marriage license and certificate: Party A/B grids, officiant certification, witnesses, clerk', build: countyLicense },
  { id: 'marriage_certificate/city-clerk-registration', kind: 'marriage_certificate', modelledOn: "City clerk's Certificate of Marriage Registration (NYC style): the marriage told in one certifying paragraph", build: registration },
];
