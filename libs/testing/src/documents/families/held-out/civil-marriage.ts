import { formDate, fullName, upper } from '../../../formats.js';
import type { Name, Persona } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Block } from '../../../render.js';
import type { LayoutFamily } from '../../document-spec.js';
import {
  addDays, dayFirst, dayMonthYear, digits, esCountry, esLong, esNationality, esState, givenNames, marriageTruth, monthDayYear, officialName,
  officials, oneLine, stateName, surnames, yearsBetween,
} from './civil-common.js';

// Marriage records: a US county licence-and-certificate, a city clerk's certificate of marriage
// registration in prose, a consulate's report of marriage with husband/wife columns, and a
// Spanish-language consular acta de matrimonio. The marriage itself took place in the US.

interface Party {
  name: Name;
  dob: Date;
  birthplace: string;
  applicant: boolean;
}

/** The applicant and the spouse, in the order the record lists them; the spouse's birth is made up. */
const parties = (p: Persona, rng: Rng): [Party, Party] => {
  const me: Party = { name: p.name, dob: p.dob, birthplace: p.country.name, applicant: true };
  const spouse: Party = { name: p.spouse, dob: addDays(p.dob, rng.between(-2500, 2500)), birthplace: rng.chance(0.5) ? p.country.name : stateName(p.marriage.place.split(', ')[1] ?? ''), applicant: false };
  return rng.chance(0.5) ? [me, spouse] : [spouse, me];
};
const twoWitnesses = (rng: Rng) => {
  const first = rng.pick(officials.witnesses);
  return [first, rng.pick(officials.witnesses.filter((w) => w !== first))];
};
const cityState = (p: Persona) => {
  const [city = '', state = ''] = p.marriage.place.split(', ');
  return { city, state };
};

const countyLicense: LayoutFamily = {
  id: 'marriage_certificate/us-county-license-certificate',
  kind: 'marriage_certificate',
  modelledOn: 'US county clerk-recorder certified copy of a "License and Certificate of Marriage" (California VS-117 style): numbered Party A / Party B boxes, licence and registration dates, officiant certification with city and state of marriage, witnesses, clerk certification',
  build: (p, rng) => {
    const { city, state } = cityState(p);
    const [a, b] = parties(p, rng);
    const issued = addDays(p.marriage.date, -rng.between(3, 60));
    const partyCells = (x: Party, tag: 'A' | 'B') => [
      { label: `1${tag}. NAME OF PARTY ${tag} - FIRST`, value: upper(x.name.given) },
      { label: `2${tag}. MIDDLE`, value: upper(x.name.middle) },
      { label: `3${tag}. LAST (CURRENT)`, value: upper(x.name.family) },
      { label: `4${tag}. DATE OF BIRTH`, value: formDate(x.dob) },
      { label: `5${tag}. STATE/COUNTRY OF BIRTH`, value: upper(x.birthplace) },
      { label: `6${tag}. NUMBER OF THIS MARRIAGE`, value: x.applicant ? '2' : '1' },
    ];
    const blocks: Block[] = [
      { type: 'lines', lines: [`STATE OF ${upper(stateName(state))}`, 'COUNTY CLERK-RECORDER'], align: 'center' },
      { type: 'title', text: 'LICENSE AND CERTIFICATE OF MARRIAGE', align: 'center' },
      { type: 'lines', lines: [`LOCAL REGISTRATION NUMBER ${p.marriage.date.getUTCFullYear()}${digits(rng, 6)}`, `LICENSE NUMBER L${digits(rng, 7)}`], align: 'right', size: 8.5 },
      { type: 'subtitle', text: 'PARTY A' },
      { type: 'grid', columns: 3, cells: partyCells(a, 'A') },
      { type: 'subtitle', text: 'PARTY B' },
      { type: 'grid', columns: 3, cells: partyCells(b, 'B') },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: '7. RESIDENCE ADDRESS OF PARTIES', value: upper(oneLine(p.previousAddress)), span: 3 },
          { label: '8. DATE LICENSE ISSUED', value: formDate(issued) },
          { label: '9. LICENSE EXPIRES', value: formDate(addDays(issued, 90)) },
          { label: '10. PLACE OF ISSUE', value: upper(city) },
        ],
      },
      { type: 'subtitle', text: 'CERTIFICATION OF PERSON SOLEMNIZING MARRIAGE' },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: '11A. DATE OF MARRIAGE (MM/DD/YYYY)', value: formDate(p.marriage.date) },
          { label: '11B. CITY OF MARRIAGE', value: upper(city) },
          { label: '11C. STATE', value: state },
          { label: '12A. NAME OF OFFICIANT', value: upper(rng.pick(officials.officiants)), span: 2 },
          { label: '12B. OFFICIAL TITLE', value: rng.pick(['CLERGY', 'DEPUTY MARRIAGE COMMISSIONER', 'JUDGE']) },
          { label: '13. WITNESS', value: upper(rng.pick(officials.witnesses)), span: 2 },
          { label: '14. DATE ACCEPTED FOR REGISTRATION', value: formDate(addDays(p.marriage.date, rng.between(4, 30))) },
        ],
      },
      {
        type: 'paragraph',
        text: `CERTIFIED COPY OF VITAL RECORD. This is a true and exact reproduction of the document officially registered and placed on file in this office. ${upper(rng.pick(officials.clerks))}, County Clerk-Recorder, ${oneLine(p.others.officeAddress)}.`,
      },
      { type: 'stamp', lines: ['COUNTY CLERK-RECORDER', `${upper(city)}, ${state}`, `ISSUED ${formDate(addDays(p.marriage.date, rng.between(40, 900)))}`] },
    ];
    return { kind: 'marriage_certificate', fileName: rng.pick(['marriage license and certificate.pdf', 'marriage_cert_certified_copy.pdf']), blocks, styles: ['boxes'], truth: marriageTruth(p) };
  },
};

const clerkRegistration: LayoutFamily = {
  id: 'marriage_certificate/city-clerk-registration',
  kind: 'marriage_certificate',
  modelledOn: 'New York City Clerk "Certificate of Marriage Registration": one certifying sentence naming both spouses with residence, date and place of birth, then the date and place of the marriage; licence and certificate numbers; City Clerk signature and office address',
  build: (p, rng) => {
    const { city } = cityState(p);
    const [a, b] = parties(p, rng);
    const when = rng.pick([monthDayYear, formDate]);
    const who = (x: Party) => `${upper(fullName(x.name))}, residing at ${oneLine(p.previousAddress)}, born on ${when(x.dob)} in ${x.birthplace}`;
    const blocks: Block[] = [
      { type: 'lines', lines: [`THE CITY OF ${upper(city)}`, 'OFFICE OF THE CITY CLERK', 'MARRIAGE LICENSE BUREAU'], align: 'center' },
      { type: 'title', text: 'Certificate of Marriage Registration', align: 'center' },
      { type: 'paragraph', text: `This Is To Certify That ${who(a)}, and ${who(b)}, Were Married on ${when(p.marriage.date)} in ${p.marriage.place}, as shown by the duly registered license and certificate of marriage on file in this office.` },
      {
        type: 'fields',
        fields: [
          ['Certificate Number', `${p.marriage.date.getUTCFullYear()}${digits(rng, 5)}`],
          ['License Number', `M-${p.marriage.date.getUTCFullYear()}-${digits(rng, 5)}`],
          ['Date Issued', when(addDays(p.marriage.date, rng.between(20, 700)))],
        ],
      },
      { type: 'lines', lines: ['', `${rng.pick(officials.clerks)}`, 'City Clerk'], align: 'right' },
      { type: 'stamp', lines: ['OFFICE OF THE CITY CLERK', upper(city), 'SEAL'] },
      { type: 'footer', text: `Office of the City Clerk - ${oneLine(p.others.officeAddress)} - Any alteration or erasure voids this certificate.` },
    ];
    return { kind: 'marriage_certificate', fileName: rng.pick(['certificate of marriage registration.pdf', 'marriage-registration.pdf']), blocks, styles: ['columns', 'inline'], truth: marriageTruth(p) };
  },
};

const reportOfMarriage: LayoutFamily = {
  id: 'marriage_certificate/consular-report-of-marriage',
  kind: 'marriage_certificate',
  modelledOn: "Philippine Foreign Service 'Report of Marriage' (marriage of a national contracted abroad): Husband / Wife columns with numbered rows, place of marriage in office / city / province boxes, date as day month year, solemnizing officer, witnesses and the consular officer who received it",
  build: (p, rng) => {
    const { city, state } = cityState(p);
    const [a, b] = parties(p, rng);
    const [husband, wife] = (p.sex === 'Male') === a.applicant ? [a, b] : [b, a];
    const row = (label: string, f: (x: Party) => string) => [label, f(husband), f(wife)];
    const blocks: Block[] = [
      { type: 'lines', lines: [officialName(p.country), rng.pick(['Embassy', 'Consulate General']) + ` in the United States`], align: 'center' },
      { type: 'title', text: 'REPORT OF MARRIAGE', align: 'center' },
      { type: 'lines', lines: [`Registry No. ${p.marriage.date.getUTCFullYear()}-${digits(rng, 3)}`], align: 'right', size: 8.5 },
      {
        type: 'table',
        header: ['', 'HUSBAND', 'WIFE'],
        widths: [0.24, 0.38, 0.38],
        rows: [
          row('1. Given name(s)', (x) => upper(givenNames(x.name))),
          row('    Surname', (x) => upper(x.name.family)),
          row('2a. Date of Birth', (x) => dayMonthYear(x.dob)),
          row('2b. Age', (x) => String(yearsBetween(x.dob, p.marriage.date))),
          row('3. Place of Birth', (x) => upper(x.birthplace)),
          row('4. Citizenship', (x) => (x.birthplace === p.country.name ? upper(p.country.demonym) : 'AMERICAN')),
          row('5. Civil Status', (x) => (x.applicant ? 'DIVORCED' : 'SINGLE')),
        ],
      },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: '15. PLACE OF MARRIAGE (Office/Church)', value: rng.pick(['COUNTY CLERK', 'ST. JOSEPH PARISH', 'CITY HALL']) },
          { label: '(City/Municipality)', value: upper(city), span: 2 },
          { label: '(Province/State, Country)', value: `${state}, U.S.A.` },
          { label: '16. DATE OF MARRIAGE (Day) (Month) (Year)', value: dayMonthYear(p.marriage.date) },
          { label: '17. TIME OF MARRIAGE', value: rng.pick(['10:00 AM', '2:30 PM', '4:00 PM']) },
        ],
      },
      {
        type: 'fields',
        fields: [
          ['18. Solemnizing Officer', rng.pick(officials.officiants)],
          ['19. Witnesses', twoWitnesses(rng).join('; ')],
          ['Received by', `${fullName(p.others.registrar)}, Consul`],
          ['Date of Report', dayMonthYear(addDays(p.marriage.date, rng.between(30, 400)))],
        ],
      },
      { type: 'stamp', lines: ['CONSULAR SECTION', 'CIVIL REGISTRY'] },
    ];
    return { kind: 'marriage_certificate', fileName: rng.pick(['report of marriage.pdf', 'ROM.pdf']), blocks, styles: ['columns', 'inline'], truth: marriageTruth(p) };
  },
};

const actaMatrimonio: LayoutFamily = {
  id: 'marriage_certificate/acta-matrimonio-consular',
  kind: 'marriage_certificate',
  modelledOn: 'Spanish-language consular "Acta de Matrimonio" (inscription of a marriage celebrated abroad, Mexican Registro Civil format): Contrayente 1 / Contrayente 2 boxes with nombre(s) and apellidos, fecha y lugar de celebración, régimen patrimonial, testigos, Juez del Registro Civil',
  build: (p, rng) => {
    const [a, b] = parties(p, rng);
    const celebrated = rng.chance(0.6) ? upper(esLong(p.marriage.date)) : dayFirst(p.marriage.date);
    const contrayente = (x: Party, n: number) => {
      const [first, second] = surnames(x.name);
      return [
        { label: `Contrayente ${n} - Nombre(s)`, value: upper(givenNames(x.name)), span: 2 },
        { label: 'Primer apellido', value: upper(first) },
        { label: 'Segundo apellido', value: upper(second) },
        { label: 'Fecha de nacimiento', value: dayFirst(x.dob) },
        { label: 'Lugar de nacimiento', value: upper(x.birthplace === p.country.name ? esCountry(p.country) : x.birthplace), span: 2 },
        { label: 'Nacionalidad', value: x.birthplace === p.country.name ? esNationality(p.country) : 'ESTADOUNIDENSE' },
      ];
    };
    const blocks: Block[] = [
      { type: 'lines', lines: [esState(p.country), 'REGISTRO CIVIL - OFICINA CONSULAR'], align: 'center' },
      { type: 'title', text: 'ACTA DE MATRIMONIO', align: 'center' },
      { type: 'subtitle', text: 'Inscripción de matrimonio celebrado en el extranjero', align: 'center' },
      {
        type: 'grid',
        columns: 4,
        cells: [
          { label: 'Libro', value: String(Math.floor(rng.between(1, 9))) },
          { label: 'Número de acta', value: digits(rng, 4) },
          { label: 'Fecha de registro', value: dayFirst(addDays(p.marriage.date, rng.between(30, 400))) },
          { label: 'Identificador', value: digits(rng, 10) },
        ],
      },
      { type: 'subtitle', text: 'Datos de los contrayentes' },
      { type: 'grid', columns: 4, cells: contrayente(a, 1) },
      { type: 'grid', columns: 4, cells: contrayente(b, 2) },
      { type: 'subtitle', text: 'Datos del matrimonio' },
      {
        type: 'grid',
        columns: 2,
        cells: [
          { label: 'Fecha de celebración', value: celebrated },
          { label: 'Lugar de celebración', value: upper(p.marriage.place) },
          { label: 'País', value: 'ESTADOS UNIDOS DE AMÉRICA' },
          { label: 'Régimen patrimonial', value: rng.pick(['SOCIEDAD CONYUGAL', 'SEPARACIÓN DE BIENES']) },
        ],
      },
      { type: 'lines', lines: [`Testigos: ${twoWitnesses(rng).map(upper).join(' y ')}`] },
      {
        type: 'paragraph',
        text: `El C. ${upper(fullName(p.others.registrar))}, titular de la oficina consular en funciones de Juez del Registro Civil, certifica que los datos anteriores concuerdan con el acta de matrimonio presentada para su inscripción. Expedida el ${esLong(addDays(p.marriage.date, rng.between(60, 700)))}.`,
      },
      { type: 'stamp', lines: ['OFICINA CONSULAR', 'REGISTRO CIVIL', 'SELLO'] },
    ];
    return { kind: 'marriage_certificate', fileName: rng.pick(['acta de matrimonio.pdf', 'acta_matrimonio_inscripcion.pdf']), blocks, styles: ['boxes'], truth: marriageTruth(p) };
  },
};

export const marriageFamilies: LayoutFamily[] = [countyLicense, clerkRegistration, reportOfMarriage, actaMatrimonio];
