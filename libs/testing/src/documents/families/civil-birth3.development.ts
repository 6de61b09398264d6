import { fullName, printDate, upper } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { childTruth, commaName, dayFirst, digits, esDate, givenNames, near, ordinalDate, ownBirthTruth, parentsOf } from './civil-common.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];
const registrantOf = (p: Persona, child: boolean, rng: Rng) =>
  child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: rng.chance(0.5) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };

/**
 * A Commonwealth "certified copy of an entry of birth" (Jamaica RGD, Trinidad and Tobago, Ghana,
 * Belize, older Nigerian and Indian registers): the register's columns printed as numbered rows
 * "column heading | entry": "When and where born", "Name, if any", "Name and surname of father",
 * "Name, surname and maiden surname of mother", "Rank or profession of father", the informant's
 * signature, description and residence, the registrar. No parents' dates of birth.
 */
const registerEntry = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const when = (d: Date) => rng.pick([ordinalDate(d).replace(/^the /, ''), printDate(d, 'day-month-name'), printDate(d, 'month-name')]);
  const person = (n: Name) => rng.pick([fullName(n), upper(fullName(n)), `${givenNames(n)} ${upper(n.family)}`]);
  const no = (k: number, label: string) => (rng.chance(0.5) ? `${k}. ${label}` : `(${k}) ${label}`);
  const informant = fullName(p.others.translator);
  const rows: string[][] = [
    [no(1, 'When and where born'), `${when(who.dob)}, ${who.city}, ${p.country.name}`],
    [no(2, rng.pick(['Name, if any', 'Name (if any)', 'Name of child'])), person(who.name)],
    [no(3, 'Sex'), who.male ? rng.pick(['Male', 'MALE']) : rng.pick(['Female', 'FEMALE'])],
    [no(4, rng.pick(['Name and surname of father', 'Name and Surname of Father', 'Father: name and surname'])), person(father.name)],
    [no(5, rng.pick(['Name, surname and maiden surname of mother', 'Name and maiden surname of mother', 'Mother: name and maiden surname'])), person(mother.name)],
    [no(6, 'Rank or profession of father'), rng.pick(['Farmer', 'Mechanic', 'Teacher', 'Clerk', 'Carpenter'])],
    [no(7, 'Signature, description and residence of informant'), `${informant}, ${rng.pick(['Grandmother', 'Aunt', 'Present at the birth'])}, ${rng.pick(p.country.cities)}`],
    [no(8, 'When registered'), when(near(who.dob, rng, 5, 60))],
    [no(9, 'Signature of registrar'), fullName(p.others.registrar)],
  ];
  const blocks: Block[] = [
    { type: 'lines', lines: [rng.pick(['REGISTRAR GENERAL\'S DEPARTMENT', 'BIRTHS AND DEATHS REGISTRY', 'GENERAL REGISTER OFFICE']), `${upper(p.country.name)}`], align: 'center' },
    { type: 'title', text: rng.pick(['CERTIFIED COPY OF AN ENTRY OF BIRTH', 'Certified Copy of Entry of Birth']), align: 'center' },
    { type: 'lines', lines: [`Registration District: ${who.city}    Entry No. ${digits(rng, 3)}    Vol. ${digits(rng, 2)}`], size: 9 },
    { type: 'table', header: ['Column', 'Particulars entered in the register'], widths: [0.45, 0.55], rows },
    {
      type: 'paragraph',
      text: `I, ${fullName(p.others.registrar)}, Deputy Registrar General, hereby certify that this is a true copy of the entry No. ${digits(rng, 3)} in the Register of Births for the said district, which register is now legally in my custody.`,
    },
    { type: 'stamp', lines: ['REGISTRAR GENERAL', 'SEAL', printDate(near(who.dob, rng, 3000, 9000), 'day-month-abbr')] },
    { type: 'footer', text: 'CAUTION: It is an offence to falsify a certificate or to make or knowingly use a false certificate.' },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['birth certificate.pdf', 'certified copy entry of birth.pdf', 'long form birth.pdf']),
    styles: ['inline'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};

/**
 * A Peruvian RENIEC / Venezuelan SAREN "Acta de Nacimiento" (recent computerised formats): the
 * registered person's boxes, then the mother's and the father's data SIDE BY SIDE in one grid
 * with the same labels in both columns ("Apellidos y nombres", "Fecha de nacimiento", "Lugar de
 * nacimiento", "Nacionalidad", "DNI"), the declarant and the registrar below.
 */
const sideBySide = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const date = (d: Date) => rng.pick([dayFirst(d), esDate(d), upper(esDate(d))]);
  // Surnames first ("Apellidos y nombres") always with the comma; given names first otherwise.
  const head = rng.pick([
    ['DATOS DE LA MADRE', 'DATOS DEL PADRE'],
    ['MADRE', 'PADRE'],
    ['PROGENITORA (MADRE)', 'PROGENITOR (PADRE)'],
  ]);
  const nameLabel = rng.pick(['Apellidos y Nombres', 'Nombres y Apellidos', 'Nombre completo']);
  const nameOf = (n: Name) => (nameLabel.startsWith('Apellidos') ? commaName(n) : rng.pick([upper(fullName(n)), fullName(n)]));
  const cells = (a: Parent, b: Parent, pa: string, pb: string) => [
    { label: pa, value: ' ' },
    { label: pb, value: ' ' },
    { label: nameLabel, value: nameOf(a.name) },
    { label: nameLabel, value: nameOf(b.name) },
    { label: 'Fecha de Nacimiento', value: date(a.dob) },
    { label: 'Fecha de Nacimiento', value: date(b.dob) },
    { label: 'Lugar de Nacimiento', value: `${upper(a.city)}, ${upper(a.country)}` },
    { label: 'Lugar de Nacimiento', value: `${upper(b.city)}, ${upper(b.country)}` },
    { label: 'Nacionalidad', value: upper(p.country.demonym) },
    { label: 'Nacionalidad', value: upper(p.country.demonym) },
    { label: rng.pick(['DNI', 'Doc. de Identidad', 'Cedula']), value: digits(rng, 8) },
    { label: rng.pick(['DNI', 'Doc. de Identidad', 'Cedula']), value: digits(rng, 8) },
  ];
  const motherFirst = rng.chance(0.7);
  const [family1, ...rest] = who.name.family.split(' ');
  const blocks: Block[] = [
    { type: 'lines', lines: [`REPUBLICA DE ${upper(p.country.name)}`, rng.pick(['REGISTRO NACIONAL DE IDENTIFICACION Y ESTADO CIVIL', 'SERVICIO AUTONOMO DE REGISTRO Y NOTARIAS'])], align: 'center' },
    { type: 'title', text: 'ACTA DE NACIMIENTO', align: 'center' },
    { type: 'fields', fields: [['CUI / Nro. de Acta', digits(rng, 10)], ['Oficina de Registro', upper(who.city)]], style: 'inline' },
    { type: 'subtitle', text: 'DATOS DEL NACIDO' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: 'Primer Apellido', value: upper(family1 ?? '') },
        { label: 'Segundo Apellido', value: upper(rest.join(' ')) || '-' },
        { label: 'Prenombres', value: upper(givenNames(who.name)) },
        { label: 'Sexo', value: who.male ? 'MASCULINO' : 'FEMENINO' },
        { label: 'Fecha de Nacimiento', value: date(who.dob) },
        { label: 'Lugar de Nacimiento', value: `${upper(who.city)}, ${upper(p.country.name)}` },
      ],
    },
    { type: 'grid', columns: 2, cells: motherFirst ? cells(mother, father, head[0] as string, head[1] as string) : cells(father, mother, head[1] as string, head[0] as string) },
    { type: 'subtitle', text: 'DATOS DEL DECLARANTE' },
    { type: 'fields', fields: [['Apellidos y Nombres', upper(fullName(p.others.translator))], ['Vinculo', rng.pick(['ABUELA', 'TIA', 'ABUELO'])]], style: 'inline' },
    { type: 'paragraph', text: `Registrador Civil: ${fullName(p.others.registrar)}. Se expide la presente copia certificada a solicitud de parte interesada, el ${esDate(near(who.dob, rng, 3000, 9000))}.` },
    { type: 'stamp', lines: ['COPIA CERTIFICADA', 'REGISTRO CIVIL'] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['acta de nacimiento.pdf', 'partida nacimiento.pdf', 'birth certificate peru.pdf']),
    styles: ['boxes'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true, parentBirth: true, parentCountry: true }),
  };
};

export const birthDevelopment4: LayoutFamily[] = [
  {
    id: 'birth_certificate/register-entry-rows',
    kind: 'birth_certificate',
    modelledOn: 'Commonwealth certified copy of an entry of birth (Jamaica RGD, Trinidad, Ghana, Belize): register columns as numbered rows, "Name and surname of father", "Name, surname and maiden surname of mother"',
    build: registerEntry,
  },
  {
    id: 'birth_certificate/parents-side-by-side',
    kind: 'birth_certificate',
    modelledOn: 'Peruvian RENIEC / Venezuelan SAREN acta de nacimiento: mother and father data side by side in one grid with the same labels in both columns',
    build: sideBySide,
  },
];
