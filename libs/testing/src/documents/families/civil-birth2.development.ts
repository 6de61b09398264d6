import { fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { childTruth, commaName, dayFirst, digits, esDate, givenNames, near, ordinalDate, ownBirthTruth, parentsOf } from './civil-common.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];
const registrantOf = (p: Persona, child: boolean, rng: Rng) =>
  child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: rng.chance(0.5) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };
const ageAt = (dob: Date, at: Date) => Math.floor((at.getTime() - dob.getTime()) / (365.25 * 86400000));

/**
 * A Philippine PSA "Certificate of Live Birth" (Municipal Form No. 102) as a certified copy:
 * numbered items, the names in three sub-boxes "(First) (Middle) (Last)" under one item, the
 * MOTHER and FATHER sections with maiden name, citizenship, religion, occupation, age at the
 * time of the birth and residence (no parents' dates of birth), informant and civil registrar.
 */
const psaLiveBirth = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const date = (d: Date) => rng.pick([printDate(d, 'day-month-name'), printDate(d, 'month-name'), `${d.getUTCDate()} ${printDate(d, 'month-name').split(' ')[0]} ${d.getUTCFullYear()}`]);
  const nameCells = (no: string, label: string, n: Persona['name']) => [
    { label: `${no}. ${label} (First)`, value: upper(n.given) },
    { label: '(Middle)', value: upper(n.middle) || '-' },
    { label: '(Last)', value: upper(n.family) },
  ];
  const parent = (title: string, first: number, x: Parent, maiden: boolean): Block[] => [
    { type: 'subtitle', text: title },
    { type: 'grid', columns: 3, cells: nameCells(String(first), maiden ? 'MAIDEN NAME' : 'NAME', x.name) },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: `${first + 1}. CITIZENSHIP`, value: upper(p.country.demonym) },
        { label: `${first + 2}. RELIGION/RELIGIOUS SECT`, value: rng.pick(['Roman Catholic', 'Christian', 'Iglesia ni Cristo']) },
        { label: `${first + 3}. OCCUPATION`, value: rng.pick(['Housekeeper', 'Driver', 'Teacher', 'Farmer', 'Vendor', 'Nurse']) },
        { label: `${first + 4}. AGE at the time of this birth`, value: String(ageAt(x.dob, who.dob)) },
        { label: `${first + 5}. RESIDENCE (House No., Street, City/Municipality, Province, Country)`, value: `${digits(rng, 2)} Rizal St., ${who.city}`, span: 2 },
      ],
    },
  ];
  const mother1st = rng.chance(0.8);
  const blocks: Block[] = [
    { type: 'lines', lines: ['Municipal Form No. 102', '(Revised January 2007)'], align: 'left', size: 7 },
    { type: 'lines', lines: [`Republic of ${p.country.name === 'Philippines' ? 'the ' : ''}${p.country.name}`, rng.pick(['OFFICE OF THE CIVIL REGISTRAR GENERAL', 'PHILIPPINE STATISTICS AUTHORITY'])], align: 'center' },
    { type: 'title', text: 'CERTIFICATE OF LIVE BIRTH', align: 'center' },
    { type: 'fields', fields: [['Province', upper(rng.pick(p.country.cities))], ['City/Municipality', upper(who.city)], ['Registry No.', `${new Date(who.dob).getUTCFullYear()}-${digits(rng, 4)}`]], style: 'inline' },
    { type: 'subtitle', text: 'CHILD' },
    { type: 'grid', columns: 3, cells: nameCells('1', 'NAME', who.name) },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: '2. SEX (Male/Female)', value: who.male ? 'Male' : 'Female' },
        { label: '3. DATE OF BIRTH (Day) (Month) (Year)', value: date(who.dob), span: 2 },
        { label: '4. PLACE OF BIRTH (Hospital/Institution)', value: rng.pick(['Provincial Hospital', 'Medical Center', 'Lying-in Clinic']) },
        { label: '(City/Municipality)', value: upper(who.city) },
        { label: '(Province / Country)', value: upper(p.country.name) },
        { label: '5a. TYPE OF BIRTH', value: 'Single' },
        { label: '5c. BIRTH ORDER', value: rng.pick(['First', 'Second', 'Third']) },
        { label: '5d. WEIGHT AT BIRTH', value: `${Math.floor(rng.between(2500, 4000))} grams` },
      ],
    },
    ...(mother1st ? [...parent('MOTHER', 6, mother, true), ...parent('FATHER', 13, father, false)] : [...parent('FATHER', 6, father, false), ...parent('MOTHER', 13, mother, true)]),
    { type: 'subtitle', text: 'MARRIAGE OF PARENTS' },
    { type: 'grid', columns: 2, cells: [{ label: '20a. DATE', value: date(near(who.dob, rng, -2000, -300)) }, { label: '20b. PLACE', value: `${who.city}, ${p.country.name}` }] },
    {
      type: 'grid',
      columns: 2,
      cells: [
        { label: '22. INFORMANT - Name in print', value: upper(fullName(p.others.translator)) },
        { label: 'Relationship to the child', value: rng.pick(['Grandparent', 'Aunt', 'Uncle']) },
        { label: '24. RECEIVED AT THE OFFICE OF THE CIVIL REGISTRAR - Name in print', value: upper(fullName(p.others.registrar)) },
        { label: 'Title or Position', value: 'Municipal Civil Registrar' },
      ],
    },
    { type: 'paragraph', text: `This is a certified true copy of the record of birth on file in this office. Issued upon the request of ${rng.pick(['the registrant', 'the interested party'])} for ${rng.pick(['immigration', 'travel', 'whatever legal'])} purposes.` },
    { type: 'stamp', lines: ['CERTIFIED TRUE COPY', upper(fullName(p.others.registrar)), 'CIVIL REGISTRAR', printDate(near(who.dob, rng, 2000, 9000), 'day-month-abbr')] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['PSA birth certificate.pdf', 'certificate of live birth.pdf', 'colb.pdf']),
    styles: ['boxes'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};

/**
 * A Mexican "Acta de Nacimiento" in the national format (since 2016): registry data in boxes,
 * "Datos de la persona registrada" with Nombre(s) / Primer apellido / Segundo apellido, and the
 * "Datos de filiación" as a table with one column per parent (Padre | Madre) and one row per item:
 * names, date and place of birth, nationality, CURP.
 */
const actaFiliacion = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const date = (d: Date) => (rng.chance(0.6) ? dayFirst(d, rng.pick(['/', '-'] as const)) : esDate(d));
  const surnames = (n: Persona['name']): [string, string] => [n.family.split(' ')[0] ?? '', n.family.split(' ').slice(1).join(' ')];
  const [first, second] = surnames(who.name);
  const curp = () => `${upper(who.name.family.slice(0, 2))}${digits(rng, 6)}HJC${digits(rng, 5)}`;
  const header = rng.pick([['', 'PADRE', 'MADRE'], ['DATOS', 'Padre', 'Madre'], ['', 'PROGENITOR (PADRE)', 'PROGENITORA (MADRE)']]);
  const placeOf = (x: Parent) => `${upper(x.city)}, ${upper(x.country)}`;
  const blocks: Block[] = [
    { type: 'lines', lines: ['ESTADOS UNIDOS MEXICANOS', 'REGISTRO NACIONAL DE POBLACION'], align: 'center' },
    { type: 'title', text: 'ACTA DE NACIMIENTO', align: 'center' },
    { type: 'lines', lines: [`Identificador Electronico ${digits(rng, 14)}`], align: 'right', size: 8 },
    {
      type: 'grid',
      columns: 4,
      cells: [
        { label: 'Entidad de Registro', value: upper(rng.pick(p.country.cities)) },
        { label: 'Municipio de Registro', value: upper(who.city) },
        { label: 'Oficialia', value: digits(rng, 2) },
        { label: 'Fecha de Registro', value: dayFirst(near(who.dob, rng, 5, 300)) },
      ],
    },
    { type: 'subtitle', text: 'Datos de la Persona Registrada' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: 'Nombre(s)', value: upper(givenNames(who.name)) },
        { label: 'Primer Apellido', value: upper(first) },
        { label: 'Segundo Apellido', value: upper(second) || ' ' },
        { label: 'Sexo', value: who.male ? rng.pick(['HOMBRE', 'MASCULINO']) : rng.pick(['MUJER', 'FEMENINO']) },
        { label: 'Fecha de Nacimiento', value: date(who.dob) },
        { label: 'Lugar de Nacimiento', value: `${upper(who.city)}, ${upper(p.country.name)}` },
        { label: 'CURP', value: curp(), span: 3 },
      ],
    },
    { type: 'subtitle', text: rng.pick(['Datos de Filiacion de la Persona Registrada', 'DATOS DE LOS PADRES']) },
    {
      type: 'table',
      header,
      widths: [0.3, 0.35, 0.35],
      rows: [
        ['Nombre(s)', upper(givenNames(father.name)), upper(givenNames(mother.name))],
        ['Primer Apellido', upper(surnames(father.name)[0] as string), upper(surnames(mother.name)[0] as string)],
        ['Segundo Apellido', upper(surnames(father.name)[1] as string) || '-', upper(surnames(mother.name)[1] as string) || '-'],
        ['Fecha de Nacimiento', date(father.dob), date(mother.dob)],
        ['Lugar de Nacimiento', placeOf(father), placeOf(mother)],
        ['Nacionalidad', upper(p.country.demonym), upper(p.country.demonym)],
      ],
    },
    { type: 'paragraph', text: `Anotaciones marginales: ${rng.pick(['Sin anotaciones', 'Ninguna'])}. El suscrito Oficial del Registro Civil ${fullName(p.others.registrar)} certifica que los datos son copia fiel de los que obran en la base de datos del Registro Civil.` },
    { type: 'stamp', lines: ['REGISTRO CIVIL', upper(fullName(p.others.registrar)), 'OFICIAL DEL REGISTRO CIVIL'] },
    { type: 'footer', text: `Fecha de expedicion: ${dayFirst(near(who.dob, rng, 3000, 9000))}  Folio ${digits(rng, 9)}` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['acta de nacimiento.pdf', 'acta_nacimiento_mx.pdf']),
    styles: ['boxes', 'columns'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { parentBirth: true, parentCountry: true }),
  };
};

/**
 * A Central American "Certificación de partida de nacimiento" (El Salvador, Honduras): the
 * registrar certifies the entry, which is one paragraph: who was born, where and when, whose
 * child ("hijo de ... y de ..."), with each parent's birth, and the informant. Printed in Spanish
 * or as a certified English translation of the same entry ("son of ... and of ...").
 */
const partidaProse = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const english = rng.chance(0.4);
  const parentBirth = rng.chance(0.7);
  const shown = (n: Persona['name']) => (rng.chance(0.5) ? `${givenNames(n)} ${upper(n.family)}` : upper(fullName(n)));
  const date = (d: Date) => (english ? rng.pick([ordinalDate(d), printDate(d, 'month-name'), printDate(d, 'day-month-name')]) : esDate(d));
  const informant = fullName(p.others.translator);
  const registrar = fullName(p.others.registrar);
  const number = digits(rng, 3);
  const es = () => {
    const of = (x: Parent, female: boolean) =>
      parentBirth ? `${shown(x.name)}, ${female ? 'nacida' : 'nacido'} el ${date(x.dob)} en ${x.city}, ${x.country}` : `${shown(x.name)}, de ${ageAt(x.dob, who.dob)} años de edad, de nacionalidad ${p.country.demonym.toLowerCase()}`;
    return (
      `Partida número ${number}. ${shown(who.name)}, del sexo ${who.male ? 'masculino' : 'femenino'}, nació en ${who.city}, ${p.country.name}, a las ${Math.floor(rng.between(1, 12))} horas del día ${date(who.dob)}, ` +
      `siendo ${who.male ? 'hijo' : 'hija'} de ${of(father, false)}, y de ${of(mother, true)}. ` +
      `Dio los datos ${informant}, quien firma. Alcaldía Municipal de ${who.city}, ${esDate(near(who.dob, rng, 3, 60))}. ${registrar}, Registrador del Estado Familiar.`
    );
  };
  const en = () => {
    const of = (x: Parent) => (parentBirth ? `${shown(x.name)}, born on ${date(x.dob)} in ${x.city}, ${x.country}` : `${shown(x.name)}, ${ageAt(x.dob, who.dob)} years of age, a ${p.country.demonym} national`);
    return (
      `Entry number ${number}. ${shown(who.name)}, ${who.male ? 'male' : 'female'}, was born in ${who.city}, ${p.country.name}, at ${Math.floor(rng.between(1, 12))} o'clock on ${date(who.dob)}, ` +
      `${who.male ? 'son' : 'daughter'} of ${of(father)}, and of ${of(mother)}. ` +
      `The information was given by ${informant}, who signs. Municipal Hall of ${who.city}. ${registrar}, Civil Registrar.`
    );
  };
  const margin = rng.chance(0.5) ? [{ type: 'lines', lines: [`Partida No. ${number}`, commaName(who.name)], align: 'left', size: 8 } as Block] : [];
  const blocks: Block[] = [
    { type: 'lines', lines: [english ? '[Translation from Spanish]' : `REPUBLICA DE ${upper(p.country.name)}`, english ? `${upper(p.country.name)} - ${upper(who.city)} MUNICIPAL HALL` : `ALCALDIA MUNICIPAL DE ${upper(who.city)}`], align: 'center' },
    { type: 'title', text: english ? rng.pick(['CERTIFICATION OF BIRTH ENTRY', 'BIRTH CERTIFICATE']) : rng.pick(['CERTIFICACION DE PARTIDA DE NACIMIENTO', 'PARTIDA DE NACIMIENTO']), align: 'center' },
    {
      type: 'paragraph',
      text: english
        ? `The undersigned Civil Registrar CERTIFIES that in the Book of Births for the year ${new Date(who.dob).getUTCFullYear()} kept in this office is the entry which literally reads:`
        : `El infrascrito Registrador del Estado Familiar CERTIFICA: que en el Libro de Registro de Nacimientos del año ${new Date(who.dob).getUTCFullYear()} se encuentra asentada la partida que literalmente dice:`,
    },
    ...margin,
    { type: 'paragraph', text: english ? en() : es() },
    {
      type: 'paragraph',
      text: english
        ? `It is a true copy. Issued at ${who.city} on ${printDate(near(p.arrival, rng, -700, -30), 'month-name')}.`
        : `Es conforme con su original, con el cual se confrontó. ${who.city}, ${esDate(near(p.arrival, rng, -700, -30))}.`,
    },
    { type: 'lines', lines: [registrar, english ? 'Civil Registrar' : 'Registrador del Estado Familiar'], align: 'center' },
    ...(english ? [{ type: 'paragraph', text: `I, ${fullName(p.others.hrContact)}, certify that this is a true and accurate translation from Spanish into English.` } as Block] : []),
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['partida de nacimiento.pdf', 'certificacion partida.pdf', 'birth entry.pdf']),
    styles: ['inline'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { parentBirth, parentCountry: parentBirth }),
  };
};

export const birthDevelopment2: LayoutFamily[] = [
  { id: 'birth_certificate/psa-live-birth', kind: 'birth_certificate', modelledOn: 'Philippine PSA Certificate of Live Birth (Municipal Form 102): numbered items, (First)(Middle)(Last) sub-boxes, MOTHER/FATHER sections with age and citizenship', build: psaLiveBirth },
  { id: 'birth_certificate/acta-filiacion-table', kind: 'birth_certificate', modelledOn: 'Mexican Acta de Nacimiento (national format): registrant boxes and a filiation table with one column per parent', build: actaFiliacion },
  { id: 'birth_certificate/partida-prose', kind: 'birth_certificate', modelledOn: 'Salvadoran / Honduran certificación de partida de nacimiento: the registry entry as one paragraph (Spanish or certified English translation)', build: partidaProse },
];
