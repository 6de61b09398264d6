import { fullName, upper } from '../../../formats.js';
import type { Name } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { Block } from '../../../render.js';
import type { LayoutFamily } from '../../document-spec.js';
import {
  addDays, birthTruth, dayFirst, digits, esCountry, esLong, esNationality, esState, givenNames, monthDayYear, officialName, oneLine, registrant,
  surnameFirst, surnames, yearsBetween, type Registrant,
} from './civil-common.js';

// Birth records from Spanish-speaking registries: the Mexican single-format acta, a Central
// American prose certification of a register entry, and a certified English translation.

const sexEs = (r: Registrant, style: 'hombre' | 'masculino') =>
  style === 'hombre' ? (r.sex === 'Male' ? 'HOMBRE' : 'MUJER') : r.sex === 'Male' ? 'MASCULINO' : 'FEMENINO';

/** CURP-like key: four letters, the birth date as YYMMDD, H/M, five letters, two digits. */
const curp = (n: Name, dob: Date, sex: 'Male' | 'Female', rng: Rng) => {
  const letters = (upper(n.family) + upper(n.given) + 'XXXX').normalize('NFD').replace(/[^A-Z]/g, '');
  const ymd = dayFirst(dob, '/').split('/').reverse().join('').slice(2);
  return `${letters.slice(0, 4)}${ymd}${sex === 'Male' ? 'H' : 'M'}${rng.pick(['JC', 'DF', 'NL', 'PL', 'OC'])}${letters.slice(4, 7).padEnd(3, 'X')}${digits(rng, 2)}`;
};

const parentCells = (who: string, n: Name, age: number, nationality: string) => {
  const [first, second] = surnames(n);
  return [
    { label: `${who} - Nombre(s)`, value: upper(givenNames(n)), span: 2 },
    { label: 'Primer apellido', value: upper(first) },
    { label: 'Segundo apellido', value: upper(second) },
    { label: 'Edad', value: `${age} AÑOS` },
    { label: 'Nacionalidad', value: nationality },
    { label: 'CURP', value: '', span: 2 },
  ];
};

const mxActa: LayoutFamily = {
  id: 'birth_certificate/mx-acta-formato-unico',
  kind: 'birth_certificate',
  modelledOn: 'Mexican Registro Civil certified copy in the national single format (formato unico) of an Acta de Nacimiento, in Spanish, with electronic identifier, CURP and filiation boxes',
  build: (p, rng) => {
    const r = registrant(p, rng, 0.3);
    const registered = addDays(r.dob, rng.between(5, 60));
    const issued = addDays(new Date(Date.UTC(2023, 0, 1)), rng.between(0, 900));
    const sexStyle = rng.pick(['hombre', 'masculino'] as const);
    const born = rng.chance(0.7) ? dayFirst(r.dob) : upper(esLong(r.dob));
    const [first, second] = surnames(r.name);
    // The applicant's own age when the record is their child's; the spouse's is not known to the persona.
    const ageOf = (n: Name, b: Date | undefined, fallback: number) => (b ? yearsBetween(b, r.dob) : n === p.name ? yearsBetween(p.dob, r.dob) : fallback);
    const blocks: Block[] = [
      { type: 'lines', lines: [esState(r.country), 'REGISTRO CIVIL', 'COPIA CERTIFICADA'], align: 'center' },
      { type: 'title', text: 'ACTA DE NACIMIENTO', align: 'center' },
      { type: 'lines', lines: [`Identificador Electrónico ${digits(rng, 14)}`, ...(r.country.code === 'MEX' ? [`CURP ${curp(r.name, r.dob, r.sex, rng)}`] : [])], align: 'right', size: 8.5 },
      {
        type: 'grid',
        columns: 4,
        cells: [
          { label: 'Entidad de registro', value: upper(r.city) },
          { label: 'Municipio de registro', value: upper(r.city) },
          { label: 'Oficialía', value: String(Math.floor(rng.between(1, 40))).padStart(4, '0') },
          { label: 'Fecha de registro', value: dayFirst(registered) },
          { label: 'Libro', value: String(Math.floor(rng.between(1, 30))).padStart(4, '0') },
          { label: 'Número de acta', value: digits(rng, 5) },
        ],
      },
      { type: 'subtitle', text: 'Datos de la persona registrada' },
      {
        type: 'grid',
        columns: 4,
        cells: [
          { label: 'Nombre(s)', value: upper(givenNames(r.name)), span: 2 },
          { label: 'Primer apellido', value: upper(first) },
          { label: 'Segundo apellido', value: upper(second) },
          { label: 'Sexo', value: sexEs(r, sexStyle) },
          { label: 'Fecha de nacimiento', value: born, span: born.length > 12 ? 2 : 1 },
          { label: 'Lugar de nacimiento', value: `${upper(r.city)}, ${upper(esCountry(r.country))}`, span: 2 },
        ],
      },
      { type: 'subtitle', text: 'Datos de filiación de la persona registrada' },
      { type: 'grid', columns: 4, cells: parentCells('Padre', r.father, ageOf(r.father, r.fatherBirth?.dob, Math.floor(rng.between(24, 40))), esNationality(r.fatherBirth?.country ?? r.country)) },
      { type: 'grid', columns: 4, cells: parentCells('Madre', r.mother, ageOf(r.mother, r.motherBirth?.dob, Math.floor(rng.between(22, 38))), esNationality(r.motherBirth?.country ?? r.country)) },
      {
        type: 'paragraph',
        text: `${rng.pick(['El', 'El C.'])} ${upper(fullName(p.others.registrar))}, Juez del Registro Civil, certifica que la presente es copia fiel del acta que obra en los archivos de esta Oficialía. Se expide en ${r.city}, ${esCountry(r.country)}, el ${esLong(issued)}.`,
      },
      { type: 'stamp', lines: ['REGISTRO CIVIL', `OFICIALÍA ${upper(r.city)}`, 'SELLO'] },
      { type: 'footer', text: 'La presente copia certificada puede validarse con su identificador electrónico en el portal oficial del Registro Civil.' },
    ];
    return { kind: 'birth_certificate', fileName: rng.pick(['acta de nacimiento.pdf', 'ACTA_NACIMIENTO.pdf', 'acta-nac-copia-certificada.pdf']), blocks, styles: ['boxes'], truth: birthTruth(r) };
  },
};

/** A Central American register entry certified in prose: every value sits inside sentences. */
const svPartida: LayoutFamily = {
  id: 'birth_certificate/sv-partida-prose',
  kind: 'birth_certificate',
  modelledOn: 'Salvadoran/Honduran municipal "Certificación de Partida de Nacimiento": the registrar transcribes the register entry in Spanish prose, parents with age, origin and date of birth, index line in the margin',
  build: (p, rng) => {
    const r = registrant(p, rng, 0);
    const fb = r.fatherBirth ?? p.fatherBirth;
    const mb = r.motherBirth ?? p.motherBirth;
    const folio = Math.floor(rng.between(10, 300));
    const partida = Math.floor(rng.between(100, 999));
    const issued = addDays(new Date(Date.UTC(2022, 5, 1)), rng.between(0, 1000));
    const hour = Math.floor(rng.between(1, 23));
    const sexWord = r.sex === 'Male' ? 'masculino' : 'femenino';
    const parent = (n: Name, b: typeof fb, occupation: string, fem: boolean) =>
      `${upper(fullName(n))}, de ${yearsBetween(b.dob, r.dob)} años de edad, ${occupation}, ${fem ? 'originaria' : 'originario'} de ${b.city}, ${esCountry(b.country)}, ${fem ? 'nacida' : 'nacido'} el ${esLong(b.dob)}, de nacionalidad ${esNationality(b.country).toLowerCase()}`;
    const blocks: Block[] = [
      { type: 'lines', lines: [`ALCALDÍA MUNICIPAL DE ${upper(r.city)}`, 'REGISTRO DEL ESTADO FAMILIAR', esState(r.country)], align: 'center' },
      { type: 'title', text: 'CERTIFICACIÓN DE PARTIDA DE NACIMIENTO', align: 'center' },
      { type: 'lines', lines: [`Partida No. ${partida}   Folio ${folio}   Libro ${Math.floor(rng.between(1, 60))}   Año ${r.dob.getUTCFullYear()}`, `Inscrito(a): ${surnameFirst(r.name)}`], size: 9 },
      {
        type: 'paragraph',
        text: `${rng.pick(['El infrascrito', 'El suscrito'])} Registrador del Estado Familiar de esta ciudad CERTIFICA: que a folio ${folio} del libro de partidas de nacimiento que esta oficina llevó en el año ${r.dob.getUTCFullYear()} se encuentra asentada la partida número ${partida} que literalmente dice:`,
      },
      {
        type: 'paragraph',
        text: `"${upper(fullName(r.name))}, de sexo ${sexWord}, nació en ${rng.pick(['el Hospital Nacional de', 'su casa de habitación en', 'la Clínica Materno Infantil de'])} ${r.city}, ${esCountry(r.country)}, a las ${hour} horas del día ${esLong(r.dob)}, siendo su madre ${parent(r.mother, mb, rng.pick(['de oficios domésticos', 'comerciante', 'profesora']), true)}; y su padre ${parent(r.father, fb, rng.pick(['agricultor', 'empleado', 'mecánico', 'contador']), false)}. Dio los datos ${rng.pick(['el padre', 'la madre'])}, quien firma. Registrado el ${esLong(addDays(r.dob, rng.between(3, 40)))}."`,
      },
      {
        type: 'paragraph',
        text: `Es conforme con su original con el cual se confrontó. Alcaldía Municipal de ${r.city}, a los ${issued.getUTCDate()} días del mes de ${esLong(issued).split(' de ')[1]} de ${issued.getUTCFullYear()}.`,
      },
      { type: 'lines', lines: ['', upper(fullName(p.others.registrar)), 'Registrador del Estado Familiar'], align: 'center' },
      { type: 'stamp', lines: ['REGISTRO DEL ESTADO FAMILIAR', upper(r.city), 'CONFRONTADO'] },
    ];
    return { kind: 'birth_certificate', fileName: rng.pick(['partida de nacimiento.pdf', 'certificacion_partida.pdf']), blocks, styles: ['inline'], truth: birthTruth(r, true) };
  },
};

/** A translation company's English rendering of a long-form registry certificate, with the translator's certificate. */
const certifiedTranslation: LayoutFamily = {
  id: 'birth_certificate/renap-certified-translation',
  kind: 'birth_certificate',
  modelledOn: "Certified English translation of a Guatemalan RENAP long-form birth certificate (registrant, mother's and father's data tables with each parent's date and place of birth), with the translator's certificate of accuracy, name and office address",
  build: (p, rng) => {
    const r = registrant(p, rng, 0.3);
    const t = p.others.translator;
    const office = p.others.officeAddress;
    const dateOf = rng.pick([dayFirst, monthDayYear]);
    const parentRows = (n: Name, b: Registrant['fatherBirth']) => [
      ['Surnames and given names', surnameFirst(n)],
      ...(b ? [['Date of birth', dateOf(b.dob)], ['Place of birth', `${b.city}, ${b.country.name}`]] : [['Age', `${Math.floor(rng.between(22, 40))} years`]]),
      ['Identity document', `CUI ${digits(rng, 4)} ${digits(rng, 5)} ${digits(rng, 4)}`],
    ];
    const blocks: Block[] = [
      { type: 'lines', lines: ['[Translation from Spanish]', `[Coat of arms] ${upper(officialName(r.country))}`], align: 'center', size: 9 },
      { type: 'title', text: rng.pick(['BIRTH CERTIFICATE', 'CERTIFICATE OF BIRTH']), align: 'center' },
      { type: 'lines', lines: ['National Registry of Persons - Civil Registry', `Registration: Book ${Math.floor(rng.between(10, 99))}, Entry ${digits(rng, 4)}, Page ${Math.floor(rng.between(1, 400))}`], align: 'center' },
      {
        type: 'table',
        header: ['REGISTRANT', ''],
        widths: [0.38, 0.62],
        rows: [
          ['Given name(s)', givenNames(r.name)],
          ['Surname(s)', r.name.family],
          ['Sex', r.sex],
          [`Date of birth${dateOf === dayFirst ? ' (dd/mm/yyyy)' : ''}`, dateOf(r.dob)],
          ['Place of birth', `${r.city}, ${r.country.name}`],
        ],
      },
      { type: 'table', header: ["MOTHER'S DATA", ''], widths: [0.38, 0.62], rows: parentRows(r.mother, r.motherBirth) },
      { type: 'table', header: ["FATHER'S DATA", ''], widths: [0.38, 0.62], rows: parentRows(r.father, r.fatherBirth) },
      { type: 'lines', lines: [`[Signature illegible] ${fullName(p.others.registrar)}, Civil Registrar`, '[Seal: National Registry of Persons]'], size: 9 },
      { type: 'subtitle', text: 'CERTIFICATE OF TRANSLATION ACCURACY' },
      {
        type: 'paragraph',
        text: `I, ${fullName(t)}, certify that I am fluent in the Spanish and English languages and that the above is a complete and accurate translation of the attached birth certificate. ${rng.pick(['Translator ID', 'ATA member no.'])} ${digits(rng, 6)}.`,
      },
      { type: 'lines', lines: [fullName(t), rng.pick(['Lingua Bridge Translations', 'Certified Translation Services', 'ProDocs Language Solutions']), oneLine(office), `Date: ${monthDayYear(addDays(new Date(Date.UTC(2024, 0, 2)), rng.between(0, 600)))}`] },
    ];
    return { kind: 'birth_certificate', fileName: rng.pick(['birth certificate translation.pdf', 'certified-translation-birth.pdf']), blocks, styles: ['columns'], truth: birthTruth(r, true) };
  },
};

export const birthLatam: LayoutFamily[] = [mxActa, svPartida, certifiedTranslation];
