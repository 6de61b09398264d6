// Held-out passport families: four ICAO 9303 TD3 data-page designs as applicants upload them.
import { upper } from '../../../formats.js';
import { mrzTd3 } from '../../../mrz.js';
import type { Persona } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Block } from '../../../render.js';
import type { DocumentSpec, LayoutFamily } from '../../document-spec.js';
import { dayMon, digits, dmy, givenNames, lawOffice, letter, mdyLong, passportTruth, personName, spanishCountry, us } from './identity-common.js';

const accented: Record<string, string> = { MEX: 'MÉXICO', PER: 'PERÚ' };
const stateName: Record<string, string> = {
  MEX: 'UNITED MEXICAN STATES', PHL: 'REPUBLIC OF THE PHILIPPINES', NGA: 'FEDERAL REPUBLIC OF NIGERIA', VEN: 'BOLIVARIAN REPUBLIC OF VENEZUELA', IND: 'REPUBLIC OF INDIA',
};
const issuingState = (p: Persona) => stateName[p.country.code] ?? `REPUBLIC OF ${upper(p.country.name)}`;
const consulates = ['LOS ANGELES', 'HOUSTON', 'CHICAGO', 'NEW YORK', 'MIAMI', 'SAN FRANCISCO', 'WASHINGTON'];

/** Latin American bilingual data page: Spanish label over English, values in boxed cells. */
const bilingualGrid: LayoutFamily = {
  id: 'passport/icao-bilingual-grid',
  kind: 'passport',
  modelledOn: 'Latin American ICAO 9303 data pages (Mexico, Guatemala, Colombia, Peru): Spanish/English labels above values, dates "15 ENE/JAN 1990", TD3 MRZ',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const es = spanishCountry[p.country.code];
    const l = (spanish: string, english: string, french: string) => (es ? `${spanish} / ${english}` : `${english} / ${french}`);
    const dateMode = es ? rng.pick(['es-first', 'es'] as const) : 'fr';
    const d = (x: Date) => dayMon(x, dateMode);
    const withCountry = rng.chance(0.5);
    const countryWord = es ? (accented[p.country.code] ?? upper(p.country.name)) : upper(p.country.name);
    const place = withCountry ? `${upper(p.birthCity)}, ${countryWord}` : upper(p.birthCity);
    const authority = es
      ? rng.pick([es.authority, `CONSULADO EN ${rng.pick(consulates)}`])
      : rng.pick(['MINISTRY OF FOREIGN AFFAIRS', 'DEPARTMENT OF FOREIGN AFFAIRS', `CONSULATE GENERAL ${rng.pick(consulates)}`]);
    const blocks: Block[] = [
      { type: 'lines', lines: [es ? es.state : issuingState(p)], align: 'center', size: 12 },
      { type: 'title', text: es ? 'PASAPORTE / PASSPORT' : 'PASSPORT / PASSEPORT', align: 'center' },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: l('Tipo', 'Type', 'Type'), value: 'P' },
          { label: l('Clave del país', 'Country code', 'Code du pays'), value: p.country.code },
          { label: l('Pasaporte No.', 'Passport No.', 'No. du passeport'), value: p.passportNumber },
          { label: l('Apellidos', 'Surname', 'Nom'), value: upper(p.name.family), span: 3 },
          { label: l('Nombres', 'Given names', 'Prénoms'), value: upper(givenNames(p.name)), span: 3 },
          { label: l('Nacionalidad', 'Nationality', 'Nationalité'), value: es ? es.demonym : upper(p.country.demonym) },
          { label: l('Fecha de nacimiento', 'Date of birth', 'Date de naissance'), value: d(p.dob) },
          { label: l('Sexo', 'Sex', 'Sexe'), value: p.sex[0] as string },
          { label: l('Lugar de nacimiento', 'Place of birth', 'Lieu de naissance'), value: place, span: 2 },
          es && p.country.code === 'MEX'
            ? { label: 'CURP', value: `${upper(p.name.family).replace(/[^A-Z]/g, 'X').slice(0, 2)}${upper(p.name.given)[0] ?? 'X'}X${dmy(p.dob, '-').slice(8, 10)}${letter(rng)}${letter(rng)}${digits(rng, 6)}` }
            : { label: l('Observaciones', 'Observations', 'Observations'), value: '-' },
          { label: l('Fecha de expedición', 'Date of issue', 'Date de délivrance'), value: d(p.passportIssued) },
          { label: l('Fecha de caducidad', 'Date of expiry', "Date d'expiration"), value: d(p.passportExpires) },
          { label: l('No. de serie', 'Serial No.', 'No. de série'), value: digits(rng, 9) },
          { label: l('Autoridad', 'Authority', 'Autorité'), value: authority, span: 3 },
        ],
      },
      { type: 'lines', lines: [es ? 'Firma del titular / Holder\'s signature: ____________________' : 'Holder\'s signature / Signature du titulaire: ____________________'], size: 8 },
      { type: 'mrz', lines: mrzTd3(p) },
    ];
    return {
      kind: 'passport',
      fileName: rng.pick(['pasaporte.pdf', 'Pasaporte escaneado.pdf', 'passport_bio_page.pdf', 'PASSPORT.pdf']),
      styles: ['boxes'],
      blocks,
      truth: passportTruth(p, withCountry),
    };
  },
};

/** Numbered fields (1-9) with English/French labels, scanned by a law office: header, footer, observations page. */
const numberedScan: LayoutFamily = {
  id: 'passport/numbered-fields-office-scan',
  kind: 'passport',
  modelledOn: 'ICAO data pages that number each field (1. Surname / Nom ... 9. Authority), English/French labels, dates "15.03.1990", as scanned by an immigration law office with its header, footer and the observations page',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const office = lawOffice(p, rng);
    const dots = rng.chance(0.6);
    const d = (x: Date) => (dots ? dmy(x, '.') : dayMon(x, 'fr'));
    const oldNumber = `${letter(rng)}${digits(rng, 7)}`;
    const fileNo = `${upper(p.name.family).split(' ')[0]}-${digits(rng, 4)}`;
    const blocks: Block[] = [
      { type: 'footer', text: `${office.firm} | ${office.street}, ${office.cityLine} | ${office.phone} | Privileged & Confidential` },
      { type: 'lines', lines: [`${office.firm} - scanned copy`, `Client file: ${fileNo}    Scanned ${us(new Date(Date.UTC(2025, rng.pick([0, 2, 4, 6, 8]), 1 + Math.floor(rng.next() * 27))))} by ${personName(p.others.hrContact)}, paralegal`], size: 7.5 },
      { type: 'title', text: `${issuingState(p)}` },
      { type: 'subtitle', text: 'PASSPORT / PASSEPORT' },
      {
        type: 'fields',
        style: 'inline',
        fields: [
          ['Type / Type', 'P'],
          ['Code / Code', p.country.code],
          ['Passport No. / No. du passeport', p.passportNumber],
        ],
      },
      {
        type: 'fields',
        style: 'stacked',
        fields: [
          ['1. Surname / Nom', upper(p.name.family)],
          ['2. Given names / Prénoms', upper(givenNames(p.name))],
          ['3. Nationality / Nationalité', upper(rng.pick([p.country.demonym, p.country.name]))],
          ['4. Date of birth / Date de naissance', d(p.dob)],
          ['5. Sex / Sexe', p.sex[0] as string],
          ['6. Place of birth / Lieu de naissance', `${upper(p.birthCity)}, ${p.country.code}`],
          ['7. Date of issue / Date de délivrance', d(p.passportIssued)],
          ['8. Date of expiry / Date d\'expiration', d(p.passportExpires)],
          ['9. Authority / Autorité', rng.pick(['MINISTRY OF FOREIGN AFFAIRS', 'PASSPORT OFFICE', 'IMMIGRATION SERVICE HQ'])],
        ],
      },
      { type: 'mrz', lines: mrzTd3(p) },
      { type: 'title', text: 'OBSERVATIONS / OBSERVATIONS' },
      {
        type: 'paragraph',
        text: rng.pick([
          `The bearer's previous passport No. ${oldNumber} has been cancelled and returned.`,
          `Previous passport ${oldNumber} declared lost. Police report on file.`,
        ]),
      },
      { type: 'paragraph', text: '10. Holder\'s signature / Signature du titulaire: ____________________' },
    ];
    return {
      kind: 'passport',
      fileName: rng.pick([`${fileNo} passport scan.pdf`, 'Passport (scan).pdf', 'Exhibit 3 - Passport.pdf']),
      styles: ['stacked'],
      blocks,
      truth: passportTruth(p, true),
    };
  },
};

/** Commonwealth-style page: plain English labels in two columns, dd/mm/yyyy, place of birth as a city only; sometimes the US visa page follows. */
const commonwealth: LayoutFamily = {
  id: 'passport/commonwealth-slash-dates',
  kind: 'passport',
  modelledOn: 'Indian, Nigerian and Philippine-style data pages: English-only labels, day-first dd/mm/yyyy dates, place of birth as a town, place of issue; copy often includes the US visa foil',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const d = (x: Date) => dmy(x, '/');
    const issuePlace = rng.pick([...consulates.map((c) => `CG ${c}`), 'MINISTRY OF FOREIGN AFFAIRS', upper(p.country.cities[0] ?? p.birthCity)]);
    const visa = rng.chance(0.5);
    const compact = (x: Date) => dayMon(x).replace(/ /g, '');
    const blocks: Block[] = [
      { type: 'title', text: issuingState(p), align: 'center' },
      { type: 'subtitle', text: 'PASSPORT', align: 'center' },
      {
        type: 'fields',
        fields: [
          ['Type', 'P'],
          ['Country Code', p.country.code],
          ['Passport No.', p.passportNumber],
          ['Surname', upper(p.name.family)],
          ['Given Name(s)', upper(givenNames(p.name))],
          ['Nationality', upper(p.country.demonym)],
          ['Sex', p.sex[0] as string],
          ['Date of Birth', d(p.dob)],
          ['Place of Birth', upper(p.birthCity)],
          ['Place of Issue', issuePlace],
          ['Date of Issue', d(p.passportIssued)],
          ['Date of Expiry', d(p.passportExpires)],
        ],
      },
      { type: 'lines', lines: [`File No. ${letter(rng)}${letter(rng)}${digits(rng, 10)}`], size: 8 },
      { type: 'mrz', lines: mrzTd3(p) },
    ];
    if (visa) {
      const visaIssued = new Date(p.arrival.getTime() - Math.round(rng.between(20, 300)) * 86400000);
      blocks.push(
        { type: 'title', text: 'UNITED STATES OF AMERICA - NONIMMIGRANT VISA' },
        {
          type: 'fields',
          style: 'inline',
          fields: [
            ['Issuing Post Name', rng.pick(['MEXICO CITY', 'BOGOTA', 'MANILA', 'MUMBAI', 'LAGOS', 'GUATEMALA CITY', 'LIMA', 'SAN SALVADOR'])],
            ['Control Number', digits(rng, 14)],
            ['Surname', upper(p.name.family)],
            ['Given Name', upper(givenNames(p.name))],
            ['Passport Number', p.passportNumber],
            ['Sex', p.sex[0] as string],
            ['Birth Date', compact(p.dob)],
            ['Nationality', p.country.code],
            ['Visa Type/Class', `R ${p.admissionClass === 'B2' ? 'B1/B2' : p.admissionClass}`],
            ['Entries', rng.pick(['M', '1'])],
            ['Issue Date', compact(visaIssued)],
            ['Expiration Date', compact(new Date(visaIssued.getTime() + 5 * 365 * 86400000))],
            ['Annotation', p.admissionClass === 'K1' ? `PETITIONER: ${upper(personName(p.spouse))}` : rng.pick(['NONE', '-'])],
          ],
        },
      );
    }
    return {
      kind: 'passport',
      fileName: rng.pick(['passport copy.pdf', 'Passport and visa.pdf', 'passport_front_page.pdf']),
      styles: ['columns', 'two-column'],
      blocks,
      truth: passportTruth(p, false),
    };
  },
};

/** A notary's certified true copy: certification letter, then the page transcribed in a table. */
const certifiedCopy: LayoutFamily = {
  id: 'passport/notary-certified-copy',
  kind: 'passport',
  modelledOn: 'a US notary public\'s "certification of a true copy" of a foreign passport: certification paragraph and seal naming the notary, the data page reproduced as a field/entry table with long-form dates, MRZ below',
  build: (p: Persona, rng: Rng): DocumentSpec => {
    const notary = personName(p.others.translator);
    const o = p.others.officeAddress;
    const certDate = new Date(p.arrival.getTime() + Math.round(rng.between(60, 500)) * 86400000);
    const longDate = rng.chance(0.5) ? mdyLong : (x: Date) => dayMon(x);
    const blocks: Block[] = [
      { type: 'title', text: rng.pick(['CERTIFICATION OF TRUE COPY', 'COPY CERTIFICATION BY DOCUMENT CUSTODIAN']), align: 'center' },
      { type: 'lines', lines: [`State of ${o.state}`, `County of ${o.city}`], size: 10 },
      {
        type: 'paragraph',
        text: `I, ${notary}, a Notary Public in and for the said State, certify that on ${mdyLong(certDate)} the document custodian, ${personName(p.name)}, presented to me the original passport described below, and that the attached is a true, exact, complete and unaltered photocopy of its biographic page.`,
      },
      { type: 'stamp', lines: [upper(notary), 'NOTARY PUBLIC', `STATE OF ${o.state}`, `COMMISSION NO. ${digits(rng, 7)}`, `${o.street}, ${o.city}`] },
      {
        type: 'table',
        header: ['Item on the data page', 'Entry'],
        widths: [0.4, 0.6],
        rows: [
          ['Issuing country', upper(p.country.name)],
          ['Passport number', p.passportNumber],
          ['Surname', upper(p.name.family)],
          ['Given names', upper(givenNames(p.name))],
          ['Nationality', upper(p.country.demonym)],
          ['Date of birth', longDate(p.dob)],
          ['Sex', p.sex === 'Male' ? rng.pick(['M', 'Male']) : rng.pick(['F', 'Female'])],
          ['Place of birth', `${p.birthCity}, ${p.country.name}`],
          ['Date of issue', longDate(p.passportIssued)],
          ['Date of expiration', longDate(p.passportExpires)],
        ],
      },
      { type: 'paragraph', text: `Signature of Notary: ______________________   My commission expires: ${mdyLong(new Date(certDate.getTime() + 3 * 365 * 86400000))}` },
      { type: 'mrz', lines: mrzTd3(p) },
    ];
    return {
      kind: 'passport',
      fileName: rng.pick(['certified passport copy.pdf', 'Passport - notarized.pdf']),
      styles: ['columns'],
      blocks,
      truth: passportTruth(p, true),
    };
  },
};

export const passportHeldOut: LayoutFamily[] = [bilingualGrid, numberedScan, commonwealth, certifiedCopy];
