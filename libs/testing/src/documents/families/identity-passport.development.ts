import { upper } from '../../formats.js';
import { checkDigit, mrzTd3 } from '../../mrz.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { LayoutFamily } from '../document-spec.js';
import { addDays, compactDate, foreignDate, givenNames, passportTruth, type ForeignDate } from './identity-support.development.js';

const spanishNationality: Record<string, string> = {
  MEX: 'MEXICANA', GTM: 'GUATEMALTECA', SLV: 'SALVADOREÑA', HND: 'HONDUREÑA', COL: 'COLOMBIANA', PER: 'PERUANA', VEN: 'VENEZOLANA',
};

/**
 * A Latin American ICAO 9303 data page: numbered bilingual labels (Spanish first), values boxed
 * under them, day-first dates, a personal number (CURP/NUIP) and the issuing office.
 */
const numberedBilingual: LayoutFamily = {
  id: 'passport/icao-numbered-bilingual',
  kind: 'passport',
  modelledOn: 'Mexican / Colombian ICAO 9303 passport data page (numbered bilingual fields, day-first dates)',
  build: (p: Persona, rng: Rng) => {
    const ds = rng.pick<ForeignDate>(['dd mm yyyy', 'dd MMM/MMM yyyy', 'dd.mm.yyyy']);
    const d = (x: Date) => foreignDate(x, ds);
    const numbered = rng.chance(0.7);
    let n = 0;
    const l = (es: string, en: string) => `${numbered ? `${++n}. ` : ''}${rng.chance(0.8) ? `${es} / ${en}` : `${es}/${en}`}`;
    const nationality = rng.chance(0.6) ? spanishNationality[p.country.code] ?? upper(p.country.demonym) : upper(p.country.demonym);
    const birthPlace = rng.pick([`${upper(p.birthCity)}, ${upper(p.country.name)}`, `${upper(p.birthCity)}, ${p.country.code}`]);
    const personal = `${upper(p.name.family).replace(/[^A-Z]/g, '').slice(0, 4)}${compactDate(p.dob).slice(-2)}${String(p.dob.getUTCMonth() + 1).padStart(2, '0')}HDFRRN0${rng.pick(['1', '4', '9'])}`;
    const cells = [
      { label: 'Tipo / Type', value: 'P' },
      { label: 'Clave del país / Country code', value: p.country.code },
      { label: 'Pasaporte No. / Passport No.', value: p.passportNumber },
      { label: l('Apellidos', 'Surnames'), value: upper(p.name.family), span: 3 },
      { label: l('Nombres', 'Given names'), value: upper(givenNames(p)), span: 3 },
      { label: l('Nacionalidad', 'Nationality'), value: nationality },
      { label: l('Fecha de nacimiento', 'Date of birth'), value: d(p.dob) },
      { label: l('Sexo', 'Sex'), value: p.sex === 'Male' ? rng.pick(['M', 'H']) : 'F' },
      { label: l('Lugar de nacimiento', 'Place of birth'), value: birthPlace, span: 2 },
      { label: l('Número personal', 'Personal No.'), value: personal },
      { label: l('Fecha de expedición', 'Date of issue'), value: d(p.passportIssued) },
      { label: l('Fecha de caducidad', 'Date of expiry'), value: d(p.passportExpires) },
      { label: l('Autoridad', 'Authority'), value: rng.pick(['SRE', 'CANCILLERIA', 'DIRECCION DE MIGRACION']) },
    ];
    const blocks: Block[] = [
      { type: 'lines', lines: [p.country.code === 'MEX' ? 'ESTADOS UNIDOS MEXICANOS' : `REPÚBLICA DE ${upper(p.country.name)}`], align: 'center' },
      { type: 'title', text: 'PASAPORTE / PASSPORT', align: 'center' },
      { type: 'grid', columns: 3, cells },
    ];
    if (rng.chance(0.5)) blocks.push({ type: 'lines', lines: ['Firma del titular / Holder\'s signature', '______________________________'], size: 8 });
    blocks.push({ type: 'mrz', lines: mrzTd3(p) });
    return {
      kind: 'passport',
      fileName: rng.pick(['pasaporte.pdf', 'Pasaporte hoja de datos.pdf', 'passport_datapage.pdf']),
      styles: ['boxes'],
      blocks,
      truth: passportTruth(p),
    };
  },
};

/**
 * An English-language Commonwealth-style data page (India, Nigeria, Philippines): labels small
 * above values in two columns, dd/mm/yyyy dates, place and date of issue, a file number.
 */
const commonwealth: LayoutFamily = {
  id: 'passport/commonwealth-stacked',
  kind: 'passport',
  modelledOn: 'Indian / Nigerian / Philippine passport data page (English labels above values, dd/mm/yyyy dates)',
  build: (p: Persona, rng: Rng) => {
    const d = (x: Date) => foreignDate(x, rng.chance(0.8) ? 'dd/mm/yyyy' : 'dd MMM yyyy');
    const withCountry = rng.chance(0.6);
    const issuePlace = upper(p.country.cities.find((c) => c !== p.birthCity) ?? 'CAPITAL');
    const fields: Array<[string, string]> = [
      ['Type', 'P'],
      ['Country Code', p.country.code],
      [rng.pick(['Passport No.', 'Passport Number']), p.passportNumber],
      [rng.pick(['Surname', 'Surname / Nom']), upper(p.name.family)],
      [rng.pick(['Given Name(s)', 'Given Names', 'Other Names']), upper(givenNames(p))],
      ['Nationality', upper(p.country.demonym)],
      ['Sex', p.sex[0] as string],
      ['Date of Birth', d(p.dob)],
      ['Place of Birth', withCountry ? `${upper(p.birthCity)}, ${upper(p.country.name)}` : upper(p.birthCity)],
      ['Place of Issue', issuePlace],
      ['Date of Issue', d(p.passportIssued)],
      ['Date of Expiry', d(p.passportExpires)],
    ];
    const blocks: Block[] = [
      { type: 'title', text: rng.pick([`REPUBLIC OF ${upper(p.country.name)}`, `${upper(p.country.name)}`]), align: 'center' },
      { type: 'subtitle', text: 'PASSPORT', align: 'center' },
      { type: 'fields', fields, style: rng.pick(['stacked', 'boxes']) },
      { type: 'lines', lines: [`File No. ${p.country.code.slice(0, 2)}${String(p.dob.getUTCFullYear()).slice(2)}${p.passportNumber.slice(-6)}`, rng.pick(['Holder\'s Signature', 'Signature of Bearer'])], size: 8 },
      { type: 'mrz', lines: mrzTd3(p) },
    ];
    return {
      kind: 'passport',
      fileName: rng.pick(['passport front page.pdf', 'PP_bio.pdf', 'passport.pdf']),
      styles: ['stacked'],
      blocks,
      truth: passportTruth(p, withCountry),
    };
  },
};

const mrzText = (s: string) => s.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z0-9]+/g, '<');
const yymmdd = (d: Date) => `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;

/** The two 44-character lines of a US visa foil (MRV-A): "V<USA", the foil number, the holder's data. */
const visaMrz = (p: Persona, foil: string, expires: Date): string[] => {
  const names = `${mrzText(p.name.family)}<<${mrzText(givenNames(p))}`.padEnd(39, '<').slice(0, 39);
  const birth = yymmdd(p.dob);
  const exp = yymmdd(expires);
  const optional = mrzText(p.passportNumber).padEnd(16, '<').slice(0, 16);
  return [`V<USA${names}`, `${foil}${checkDigit(foil)}${p.country.code}${birth}${checkDigit(birth)}${p.sex[0]}${exp}${checkDigit(exp)}${optional}`];
};

/**
 * A passport copy of two pages: the data page with English-only labels in two columns, and the
 * US nonimmigrant visa foil (its own labels, dates like 15MAR1990, its own machine-readable zone
 * whose issuing state is the USA, not the passport's country).
 */
const withVisa: LayoutFamily = {
  id: 'passport/datapage-with-us-visa',
  kind: 'passport',
  modelledOn: 'scanned passport copy: data page plus the US nonimmigrant visa foil (MRV-A)',
  build: (p: Persona, rng: Rng) => {
    const foil = String(Math.floor(rng.between(10000000, 99999999)));
    const issued = addDays(p.arrival, -Math.floor(rng.between(30, 200)));
    const expires = addDays(issued, 3650);
    const visaClass = p.admissionClass === 'B2' ? 'B1/B2' : p.admissionClass;
    const dataPage: Block[] = [
      { type: 'title', text: `PASSPORT  ${upper(p.country.name)}` },
      {
        type: 'fields',
        style: 'two-column',
        fields: [
          ['Type', 'P'],
          ['Code', p.country.code],
          ['Passport No', p.passportNumber],
          ['Surname', upper(p.name.family)],
          ['Given names', upper(givenNames(p))],
          ['Nationality', upper(p.country.name)],
          ['Date of birth', foreignDate(p.dob, 'dd MMM yyyy')],
          ['Sex', p.sex[0] as string],
          ['Place of birth', `${upper(p.birthCity)}, ${upper(p.country.name)}`],
          ['Date of issue', foreignDate(p.passportIssued, 'dd MMM yyyy')],
          ['Date of expiry', foreignDate(p.passportExpires, 'dd MMM yyyy')],
          ['Authority', rng.pick(['MINISTRY OF FOREIGN AFFAIRS', 'DEPARTMENT OF FOREIGN AFFAIRS', 'PASSPORT OFFICE'])],
        ],
      },
      { type: 'mrz', lines: mrzTd3(p) },
    ];
    const visaPage: Block[] = [
      { type: 'title', text: 'UNITED STATES OF AMERICA' },
      { type: 'subtitle', text: 'NONIMMIGRANT VISA' },
      {
        type: 'grid',
        columns: 3,
        cells: [
          { label: 'Issuing Post Name', value: rng.pick(['CIUDAD JUAREZ', 'MEXICO CITY', 'MUMBAI', 'BOGOTA', 'MANILA', 'LAGOS']) },
          { label: 'Control Number', value: `2024${String(Math.floor(rng.between(1e9, 9e9)))}` },
          { label: 'Visa Type/Class', value: `R  ${visaClass}` },
          { label: 'Surname', value: upper(p.name.family), span: 2 },
          { label: 'Entries', value: 'M' },
          { label: 'Given Name', value: upper(givenNames(p)), span: 2 },
          { label: 'Passport Number', value: p.passportNumber },
          { label: 'Sex', value: p.sex[0] as string },
          { label: 'Birth Date', value: compactDate(p.dob) },
          { label: 'Nationality', value: p.country.code },
          { label: 'Issue Date', value: compactDate(issued) },
          { label: 'Expiration Date', value: compactDate(expires) },
          { label: 'Annotation', value: rng.pick(['', 'PET RCPT', 'SEVIS']) || 'NONE' },
        ],
      },
      { type: 'mrz', lines: visaMrz(p, foil, expires) },
    ];
    const visaFirst = rng.chance(0.3);
    return {
      kind: 'passport',
      fileName: rng.pick(['passport and visa.pdf', 'Passport + US visa.pdf', 'passport_copy.pdf']),
      styles: ['two-column'],
      blocks: visaFirst ? [...visaPage, { type: 'spacer', height: 800 }, ...dataPage] : [...dataPage, { type: 'spacer', height: 800 }, ...visaPage],
      truth: passportTruth(p),
    };
  },
};

export const passportDevelopment: LayoutFamily[] = [numberedBilingual, commonwealth, withVisa];
