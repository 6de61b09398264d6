import { fullName, printDate, upper } from '../../formats.js';
import { countries, type Name, type Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field } from '../../render.js';
import type { DocumentSpec, LayoutFamily, Truth } from '../document-spec.js';
import { childTruth, commaName, dayFirst, digits, esDate, givenNames, near, ordinalDate, ownBirthTruth, parentsOf } from './civil-common.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];

/** The child's sex is not kept by the persona: read from a Spanish given name's ending when it tells, else drawn. */
const childIsMale = (n: Name, rng: Rng) => (/a$/i.test(n.given) ? false : /o$/i.test(n.given) ? true : rng.chance(0.5));
/** Whose birth the record is: the applicant's own, or (a share of documents) the applicant's child's. */
const registrantOf = (p: Persona, child: boolean, rng: Rng) =>
  child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: childIsMale(p.child.name, rng) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };
const birthTruth = (p: Persona, child: boolean, shows: Parameters<typeof ownBirthTruth>[1]): Truth => (child ? childTruth(p, p.country.name) : ownBirthTruth(p, shows));
const withoutParents = (t: Truth): Truth => ({
  'I-485': Object.fromEntries(Object.entries(t['I-485']).filter(([path]) => !path.startsWith('parents.'))),
  'I-765': Object.fromEntries(Object.entries(t['I-765']).filter(([path]) => !/^(father|mother)_/.test(path))),
});

/** The day a copy was issued: after the birth it records, and usually some months before the applicant's arrival. */
const issuedAfter = (born: Date, p: Persona, rng: Rng) => new Date(Math.max(near(born, rng, 60, 400).getTime(), near(p.arrival, rng, -400, -20).getTime()));

/** Completed years between a birth and a later date (a parent's age when the child was registered). */
const ageAt = (born: Date, at: Date) => {
  const years = at.getUTCFullYear() - born.getUTCFullYear();
  const before = at.getUTCMonth() < born.getUTCMonth() || (at.getUTCMonth() === born.getUTCMonth() && at.getUTCDate() < born.getUTCDate());
  return before ? years - 1 : years;
};

const pad = (n: number) => String(n).padStart(2, '0');
/** "John Smith (another person)": a name put together from the persona's other people, for witnesses and officials. */
const someone = (a: Name, b: Name): Name => ({ given: a.given, middle: '', family: b.family.split(' ')[0] as string });

// Country names and nationalities as Spanish-language registries print them ("de nacionalidad salvadoreña").
const spanish: Record<string, { pais: string; nacionalidad: string }> = {
  MEX: { pais: 'México', nacionalidad: 'mexicana' }, GTM: { pais: 'Guatemala', nacionalidad: 'guatemalteca' }, SLV: { pais: 'El Salvador', nacionalidad: 'salvadoreña' },
  HND: { pais: 'Honduras', nacionalidad: 'hondureña' }, COL: { pais: 'Colombia', nacionalidad: 'colombiana' }, PHL: { pais: 'Filipinas', nacionalidad: 'filipina' },
  IND: { pais: 'India', nacionalidad: 'india' }, NGA: { pais: 'Nigeria', nacionalidad: 'nigeriana' }, VEN: { pais: 'Venezuela', nacionalidad: 'venezolana' }, PER: { pais: 'Perú', nacionalidad: 'peruana' },
};
const codeOf = (country: string) => countries.find((c) => c.name === country)?.code ?? '';
const paisEs = (country: string) => spanish[codeOf(country)]?.pais ?? country;
const nacionalidad = (country: string) => spanish[codeOf(country)]?.nacionalidad ?? country.toLowerCase();

// Numbers in words, as registrars write entry numbers, ages, hours and dates.
const unidades = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho',
  'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const decenas = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const centenas = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];
/** 0 to 9999 in Spanish words: 1990 "mil novecientos noventa", 120 "ciento veinte". */
const palabras = (n: number): string => {
  if (n < 30) return unidades[n] as string;
  if (n < 100) return `${decenas[Math.floor(n / 10)]}${n % 10 ? ` y ${unidades[n % 10]}` : ''}`;
  if (n < 1000) return n === 100 ? 'cien' : `${centenas[Math.floor(n / 100)]}${n % 100 ? ` ${palabras(n % 100)}` : ''}`;
  const thousands = Math.floor(n / 1000);
  return `${thousands === 1 ? 'mil' : `${palabras(thousands)} mil`}${n % 1000 ? ` ${palabras(n % 1000)}` : ''}`;
};
/** Before a noun "uno" drops its ending: "veintiún años", "treinta y un días". */
const antesDeNombre = (n: number) => palabras(n).replace(/veintiuno$/, 'veintiún').replace(/ uno$/, ' un');
const meses = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** "quince de marzo de mil novecientos noventa" */
const fechaEnPalabras = (d: Date) => `${d.getUTCDate() === 1 ? 'primero' : palabras(d.getUTCDate())} de ${meses[d.getUTCMonth()]} de ${palabras(d.getUTCFullYear())}`;
/** "a los quince días del mes de marzo de dos mil veintitrés" */
const aLosDias = (d: Date) =>
  `${d.getUTCDate() === 1 ? 'al primer día' : `a los ${antesDeNombre(d.getUTCDate())} días`} del mes de ${meses[d.getUTCMonth()]} de ${palabras(d.getUTCFullYear())}`;
/** "las diez horas y treinta minutos" */
const horaEnPalabras = (h: number, m: number) => `las ${palabras(h)} horas${m ? ` y ${antesDeNombre(m)} minutos` : ''}`;

const ones = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** 1 to 999 in English words, as a translator renders the entry number and ages. */
const englishWords = (n: number): string => {
  if (n < 20) return ones[n] as string;
  if (n < 100) return `${tens[Math.floor(n / 10)]}${n % 10 ? `-${ones[n % 10]}` : ''}`;
  return `${ones[Math.floor(n / 100)]} hundred${n % 100 ? ` ${englishWords(n % 100)}` : ''}`;
};

/** The certificate a US translator attaches to an English translation filed with USCIS. */
const translatorCertificate = (p: Persona, rng: Rng, document: string): Block[] => {
  const t = fullName(p.others.translator);
  const o = p.others.officeAddress;
  return [
    { type: 'subtitle', text: rng.pick(['CERTIFICATE OF TRANSLATION', "TRANSLATOR'S CERTIFICATION OF ACCURACY"]) },
    {
      type: 'paragraph',
      text: `I, ${t}, hereby certify that I am competent to translate from Spanish into English, and that the foregoing is a true, complete and accurate translation of the attached ${document}, to the best of my knowledge and ability.`,
    },
    { type: 'lines', lines: ['______________________________', t, `${o.street}${o.unit ? ` Apt ${o.unit}` : ''}, ${o.city}, ${o.state} ${o.zip}`, `Date: ${printDate(near(p.arrival, rng, -60, 200), 'month-name')}`] },
  ];
};

// ---------------------------------------------------------------------------------------------
// 1. Mexico: Acta de Nacimiento in the national unified format.

/** Mexican states of the persona's Mexican cities, with their two-letter CURP codes. */
const entidades: Record<string, { name: string; code: string }> = {
  Guadalajara: { name: 'JALISCO', code: 'JC' }, Monterrey: { name: 'NUEVO LEÓN', code: 'NL' }, Puebla: { name: 'PUEBLA', code: 'PL' }, Oaxaca: { name: 'OAXACA', code: 'OC' },
};
const ascii = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z ]/g, '');
/** "GARCIA LOPEZ" into the first and second surname (the persona keeps both in one family name). */
const surnames = (n: Name): [string, string] => [n.family.split(' ')[0] ?? '', n.family.split(' ').slice(1).join(' ')];
/**
 * A CURP as RENAPO builds it: first surname's initial and first inner vowel, second surname's and
 * given name's initials, YYMMDD, H/M, the state (NE: born abroad), inner consonants, a century
 * character (digit before 2000, letter after) and a check digit.
 */
const curpOf = (n: Name, dob: Date, male: boolean, state: string, rng: Rng) => {
  const [first, second] = surnames(n).map(ascii) as [string, string];
  const given = ascii(n.given);
  const inner = (s: string, re: RegExp) => s.slice(1).match(re)?.[0] ?? 'X';
  const consonant = /[B-DF-HJ-NP-TV-Z]/;
  const y = dob.getUTCFullYear();
  return (
    `${first[0] ?? 'X'}${inner(first, /[AEIOU]/)}${second[0] ?? 'X'}${given[0] ?? 'X'}${pad(y % 100)}${pad(dob.getUTCMonth() + 1)}${pad(dob.getUTCDate())}${male ? 'H' : 'M'}${state}` +
    `${inner(first, consonant)}${second ? inner(second, consonant) : 'X'}${inner(given, consonant)}${y >= 2000 ? rng.pick(['A', 'B', 'C']) : digits(rng, 1)}${digits(rng, 1)}`
  );
};
const sealChars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** A run of base64 as the digital seal ("sello digital") prints it. */
const sealText = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick(sealChars.split(''))).join('');

/**
 * A Mexican "Acta de Nacimiento" in the national unified format (formato único, printed from
 * gob.mx or by a state Registro Civil since 2016): "ESTADOS UNIDOS MEXICANOS / ACTA DE NACIMIENTO",
 * the Identificador Electrónico and the CURP at the top, the registry row (Entidad de Registro,
 * Municipio de Registro, Oficialía, Fecha de Registro, Libro, Número de Acta), "Datos de la
 * Persona Registrada" (Nombre(s), Primer / Segundo Apellido, Sexo HOMBRE / MUJER, Fecha de
 * Nacimiento dd/mm/yyyy, Lugar de Nacimiento "MUNICIPIO, ENTIDAD", CURP), then "Datos de Filiación
 * de la Persona Registrada" with a block per parent ("Padre" / "Madre", or "Progenitor(a)" on both
 * in recent versions, the father's first): Nombre(s), Primer / Segundo Apellido, Edad (at the
 * registration) or Fecha de Nacimiento, Nacionalidad, CURP. Anotaciones marginales, the Oficial
 * del Registro Civil's certification, the digital seal and the QR note close it. The labels are
 * small above their values in grid cells (the parents side by side or one under the other), or
 * "Label: value"; some copies carry a certified English translation on a second page. A birth in
 * Mexico names only the municipality and the state (the country is the header's); a birth abroad
 * is a consular registration naming the country. Parents' birth dates are truth only when printed;
 * their country of birth never is (nationality is not birthplace).
 */
const mexicoFormatoUnico = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const entidad = entidades[who.city];
  const registered = near(d, rng, 8, 420);
  const issued = issuedAfter(d, p, rng);
  const showsParentDob = rng.chance(0.5);
  const progenitor = rng.chance(0.35);
  const cells = rng.chance(0.6);
  const sideBySide = cells && rng.chance(0.5);
  const english = rng.chance(0.35);
  const style = rng.pick(['inline', 'columns', 'leaders'] as const);
  const identificador = `${pad(Math.floor(rng.between(1, 33)))}${digits(rng, 3)}${registered.getUTCFullYear()}${digits(rng, 6)}`;
  const curp = curpOf(who.name, d, who.male, entidad?.code ?? 'NE', rng);
  const registrar = upper(fullName(p.others.registrar));
  const [first, second] = surnames(who.name);
  const place = entidad ? `${upper(who.city)}, ${entidad.name}` : `${upper(who.city)}, ${upper(paisEs(p.country.name))}`;
  const registry: Field[] = [
    ['Entidad de Registro', entidad?.name ?? 'EXTRANJERO'],
    ['Municipio de Registro', entidad ? upper(who.city) : `CONSULADO DE MÉXICO EN ${upper(who.city)}`],
    ['Oficialía', digits(rng, 4)],
    ['Fecha de Registro', dayFirst(registered)],
    ['Libro', String(Math.floor(rng.between(1, 40)))],
    ['Número de Acta', digits(rng, 5)],
  ];
  const person: Field[] = [
    ['Nombre(s)', upper(givenNames(who.name))],
    ['Primer Apellido', upper(first)],
    ['Segundo Apellido', upper(second)],
    ['Sexo', who.male ? 'HOMBRE' : 'MUJER'],
    ['Fecha de Nacimiento', dayFirst(d)],
    ['Lugar de Nacimiento', place],
    ['CURP', curp],
  ];
  const parentFields = (x: Parent, male: boolean): Field[] => {
    const [a, b] = surnames(x.name);
    const mexican = x.country === 'Mexico';
    return [
      ['Nombre(s)', upper(givenNames(x.name))],
      ['Primer Apellido', upper(a)],
      ['Segundo Apellido', upper(b)],
      showsParentDob ? ['Fecha de Nacimiento', dayFirst(x.dob)] : ['Edad', String(ageAt(x.dob, registered))],
      ['Nacionalidad', upper(nacionalidad(x.country))],
      ['CURP', mexican ? curpOf(x.name, x.dob, male, entidades[x.city]?.code ?? 'NE', rng) : ''],
    ];
  };
  const headings = progenitor ? ['Progenitor(a)', 'Progenitor(a)'] : ['Padre', 'Madre'];
  // Four columns: the long values (names, place, CURP, the consulate) take two.
  const wide = new Set(['Nombre(s)', 'Lugar de Nacimiento', 'CURP', 'Municipio de Registro', 'Número de Acta']);
  const asCells = (fields: Field[]) => fields.map(([label, value]) => ({ label, value, span: wide.has(label) ? 2 : 1 }));
  const fatherFields = parentFields(father, true);
  const motherFields = parentFields(mother, false);
  const parentsBlocks: Block[] = sideBySide
    ? [
        {
          type: 'grid',
          columns: 2,
          cells: [{ label: '', value: upper(headings[0] as string) }, { label: '', value: upper(headings[1] as string) }, ...fatherFields.flatMap((f, i) => [f, motherFields[i] as Field].map(([label, value]) => ({ label, value })))],
        },
      ]
    : [
        [headings[0] as string, fatherFields] as const,
        [headings[1] as string, motherFields] as const,
      ].flatMap(([heading, fields]): Block[] => [
        { type: 'subtitle', text: heading },
        cells ? { type: 'grid', columns: 4, cells: asCells(fields) } : { type: 'fields', fields, style },
      ]);
  const marginal = rng.pick(['SIN ANOTACIONES MARGINALES', 'NINGUNA', '-']);
  const where = entidad ? `${upper(who.city)}, ${entidad.name}` : 'CIUDAD DE MÉXICO';
  const spanishPage: Block[] = [
    { type: 'lines', lines: [`Identificador Electrónico ${identificador}`], align: 'right', size: 8 },
    { type: 'lines', lines: ['ESTADOS UNIDOS MEXICANOS'], align: 'center' },
    { type: 'title', text: 'ACTA DE NACIMIENTO', align: 'center' },
    { type: 'lines', lines: [`CURP ${curp}`], align: 'center', size: 9 },
    cells ? { type: 'grid', columns: 4, cells: asCells(registry) } : { type: 'fields', fields: registry, style: 'inline' },
    { type: 'subtitle', text: 'Datos de la Persona Registrada' },
    cells ? { type: 'grid', columns: 4, cells: asCells(person) } : { type: 'fields', fields: person, style },
    { type: 'subtitle', text: 'Datos de Filiación de la Persona Registrada' },
    ...parentsBlocks,
    { type: 'fields', fields: [['Anotaciones Marginales', marginal]], style: 'inline' },
    {
      type: 'paragraph',
      text:
        `${rng.pick(['El (La) suscrito (a)', 'El suscrito'])} ${registrar}, Oficial del Registro Civil, CERTIFICA que la presente es copia fiel de los datos contenidos en el acta de nacimiento ` +
        `que obra en la Base de Datos Nacional del Registro Civil, con fundamento en los artículos ${rng.pick(['35, 36 y 48', '39 y 48'])} del Código Civil. Se expide en ${where}, el ${esDate(issued)}.`,
    },
    { type: 'lines', lines: ['Firma Electrónica Avanzada del Oficial del Registro Civil', `Cadena original: ||${identificador}|${curp}|${dayFirst(issued)}||`, `Sello digital: ${sealText(rng, 64)}`], size: 7 },
    { type: 'lines', lines: [`[QR] Verifique la autenticidad de este documento en gob.mx/actas con el Identificador Electrónico ${identificador}.`], size: 7.5 },
    { type: 'footer', text: `Fecha de impresión: ${dayFirst(issued)}  Página 1` },
  ];
  // The translator keeps the original's order and dates, writing the parents' headings in English.
  const valuesEn: Record<string, string> = {
    HOMBRE: 'MALE', MUJER: 'FEMALE', EXTRANJERO: 'ABROAD', [`CONSULADO DE MÉXICO EN ${upper(who.city)}`]: `CONSULATE OF MEXICO IN ${upper(who.city)}`, [place]: entidad ? place : `${upper(who.city)}, ${upper(p.country.name)}`,
    ...Object.fromEntries([father, mother].map((x) => [upper(nacionalidad(x.country)), upper(countries.find((c) => c.name === x.country)?.demonym ?? x.country)])),
  };
  const en = (fields: Field[], map: Record<string, string>): Field[] => fields.map(([label, value]) => [map[label] ?? label, valuesEn[value] ?? value]);
  const labelsEn: Record<string, string> = {
    'Nombre(s)': 'Given Name(s)', 'Primer Apellido': 'First Surname', 'Segundo Apellido': 'Second Surname', Sexo: 'Sex', 'Fecha de Nacimiento': 'Date of Birth (dd/mm/yyyy)',
    'Lugar de Nacimiento': 'Place of Birth', Edad: 'Age', Nacionalidad: 'Nationality', 'Entidad de Registro': 'State of Registration', 'Municipio de Registro': 'Municipality of Registration',
    Oficialía: 'Registry Office No.', 'Fecha de Registro': 'Date of Registration', Libro: 'Book', 'Número de Acta': 'Certificate No.',
  };
  const headingsEn = progenitor ? ['Parent', 'Parent'] : ['Father', 'Mother'];
  const englishPage: Block[] = [
    { type: 'spacer', height: 2000 },
    { type: 'lines', lines: ['[Certified translation from Spanish]'], align: 'right', size: 9 },
    { type: 'lines', lines: ['UNITED MEXICAN STATES'], align: 'center' },
    { type: 'title', text: 'BIRTH CERTIFICATE', align: 'center' },
    { type: 'fields', fields: [['Electronic Identifier', identificador], ['CURP', curp], ...en(registry, labelsEn)], style: 'inline' },
    { type: 'subtitle', text: "Registered Person's Data" },
    { type: 'fields', fields: en(person, labelsEn), style },
    { type: 'subtitle', text: `Filiation Data of the Registered Person: ${headingsEn[0]}` },
    { type: 'fields', fields: en(fatherFields, labelsEn), style },
    { type: 'subtitle', text: `Filiation Data of the Registered Person: ${headingsEn[1]}` },
    { type: 'fields', fields: en(motherFields, labelsEn), style },
    { type: 'paragraph', text: `Marginal Annotations: ${marginal === '-' ? '-' : 'None'}. [Certification of the Civil Registry Officer ${registrar}, advanced electronic signature, digital seal and QR code.]` },
    ...translatorCertificate(p, rng, 'Mexican birth certificate (Acta de Nacimiento)'),
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['acta de nacimiento.pdf', 'ACTA_NACIMIENTO_' + curp + '.pdf', english ? 'acta nacimiento with translation.pdf' : 'acta gob mx.pdf']),
    styles: cells ? ['boxes'] : [style],
    blocks: english ? [...spanishPage, ...englishPage] : spanishPage,
    // "Progenitor(a)" on both blocks says who the parents are, not which is the father: like the
    // "Parent 1 / Parent 2" records, it tells whose child the record is and fills no parent's boxes.
    truth: progenitor && !child ? withoutParents(birthTruth(p, child, { sex: true })) : birthTruth(p, child, { sex: true, parentBirth: showsParentDob }),
  };
};

// ---------------------------------------------------------------------------------------------
// 2. El Salvador: certificación de partida de nacimiento, the book entry in prose.

const jobs = { male: ['jornalero', 'agricultor', 'comerciante', 'motorista', 'albañil', 'empleado'], female: ['oficios domésticos', 'costurera', 'comerciante', 'profesora', 'empleada'] };
const jobsEn: Record<string, string> = {
  jornalero: 'day laborer', agricultor: 'farmer', comerciante: 'merchant', motorista: 'driver', albañil: 'mason', empleado: 'employee',
  'oficios domésticos': 'domestic work', costurera: 'seamstress', profesora: 'teacher', empleada: 'employee',
};

/**
 * A Salvadoran "Certificación de Partida de Nacimiento" issued by the Registro del Estado Familiar
 * of an Alcaldía Municipal: "EL INFRASCRITO JEFE DEL REGISTRO DEL ESTADO FAMILIAR ... CERTIFICA: Que
 * a folio ... del Libro de Partidas de Nacimiento número ... que esta Alcaldía llevó en el año ...
 * se encuentra la que literalmente dice:" then the book entry, quoted: "Partida número CIENTO
 * VEINTE. En la Alcaldía Municipal de ..., a las diez horas del día [registration date in words].
 * Nació [NAME], el día [date in words] ([figures]), a las ..., en ..., del sexo ..., hijo de
 * [father], de ... años de edad, de oficio ..., originario de ..., del domicilio de ..., de
 * nacionalidad ..., y de [mother] (some married mothers as "LÓPEZ DE MARTÍNEZ"), ... Dio los datos
 * [the father, the mother or another person] quien se identificó con su Documento Único de
 * Identidad (Cédula de Identidad Personal before 2002) ...", signed by the Registrador del Estado
 * Familiar (by the Alcalde and Secretario Municipal before the 1996 law). Marginal notes
 * (marriage, reconstruction of the book) name other people; the certification "Es conforme con su
 * original ... a los ... días del mes de ..." and the fee close it. Some copies add a certified
 * English translation. Parents' ages (not dates) are printed; their country only where "originario
 * de" names it.
 */
const salvadorPartidaAsiento = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const registered = near(d, rng, 2, 80);
  const issued = issuedAfter(d, p, rng);
  const number = Math.floor(rng.between(1, 600));
  const libro = Math.floor(rng.between(1, 9));
  const department = rng.pick(p.country.cities);
  const parentCountry = rng.chance(0.4);
  const marriedMother = rng.chance(0.35) && mother.name.family !== father.name.family;
  const english = rng.chance(0.35);
  const hour = [Math.floor(rng.between(8, 16)), rng.pick([0, 0, 15, 30])] as const;
  const bornAt = [Math.floor(rng.between(2, 24)), Math.floor(rng.between(0, 60))] as const;
  // The officials who signed the entry decades ago: Spanish given names with surnames of the persona's other people.
  const officialNames = ['JOSÉ ROBERTO', 'CARLOS ERNESTO', 'ANA GLADYS', 'MARTA ALICIA', 'RENÉ MAURICIO', 'ROSA ELVIRA'];
  const oldOfficials = [`${rng.pick(officialNames)} ${upper(p.others.translator.family)}`, `${rng.pick(officialNames)} ${upper(p.others.landlord.family)}`];
  const beforeLaw = registered.getUTCFullYear() < 1996;
  const place = rng.pick([
    { es: `el Hospital Nacional de ${who.city}`, en: `the National Hospital of ${who.city}` },
    { es: 'el Barrio El Centro de esta ciudad', en: 'Barrio El Centro of this city' },
    { es: `el Cantón ${rng.pick(['El Jícaro', 'San Antonio', 'Las Lajas'])}, de esta jurisdicción`, en: 'a rural canton of this jurisdiction' },
  ]);
  const jobOf = (female: boolean) => rng.pick(female ? jobs.female : jobs.male);
  const fatherJob = jobOf(false);
  const motherJob = jobOf(true);
  const nameOf = (x: Parent, female: boolean) => (female && marriedMother ? `${upper(fullName(x.name))} DE ${upper(father.name.family.split(' ')[0] as string)}` : upper(fullName(x.name)));
  const informant = rng.pick(['father', 'mother', 'other'] as const);
  const other = upper(fullName(someone(p.others.hrContact, p.others.translator)));
  const idDoc = registered.getUTCFullYear() >= 2002 ? `Documento Único de Identidad número ${digits(rng, 8)}-${digits(rng, 1)}` : `Cédula de Identidad Personal número ${digits(rng, 1)}-${digits(rng, 2)}-${digits(rng, 6)}`;
  const sexo = who.male ? 'masculino' : 'femenino';
  const figures = dayFirst(d, rng.pick(['/', '-'] as const));

  const parentEs = (x: Parent, female: boolean, job: string) =>
    `${nameOf(x, female)}, de ${antesDeNombre(ageAt(x.dob, d))} años de edad, de oficio ${job}, ${female ? 'originaria' : 'originario'} de ${x.city}${parentCountry ? `, ${paisEs(x.country)}` : ''}, ` +
    `del domicilio de ${who.city}, de nacionalidad ${nacionalidad(x.country)}`;
  const informantEs =
    informant === 'father' ? `el padre, señor ${upper(fullName(father.name))}` : informant === 'mother' ? `la madre, señora ${nameOf(mother, true)}` : `${other}, de ${antesDeNombre(Math.floor(rng.between(30, 70)))} años de edad, del domicilio de ${who.city}`;
  const signers = beforeLaw ? `${oldOfficials[0]}, Alcalde Municipal. ${oldOfficials[1]}, Secretario Municipal. (Rubricadas)` : `${oldOfficials[0]}, Registrador del Estado Familiar. (Rubricada)`;
  const entryEs =
    `«Partida número ${upper(palabras(number))}. En la Alcaldía Municipal de ${who.city}, departamento de ${department}, a ${horaEnPalabras(...hour)} del día ${fechaEnPalabras(registered)}. ` +
    `Nació ${upper(fullName(who.name))}, el día ${fechaEnPalabras(d)} (${figures}), a ${horaEnPalabras(...bornAt)}, en ${place.es}, del sexo ${sexo}, ${who.male ? 'hijo' : 'hija'} de ` +
    `${parentEs(father, false, fatherJob)}; y de ${parentEs(mother, true, motherJob)}. Dio los datos ${informantEs}, quien se identificó con su ${idDoc}, y ${rng.chance(0.8) ? 'firma' : `no firma por no saber, haciéndolo a su ruego ${upper(fullName(someone(p.others.landlord, p.others.hrContact)))}`}. ${signers}»`;

  const marriageBefore = !child && p.marriage.date.getTime() < issued.getTime();
  const judge = upper(fullName(someone(p.others.landlord, p.others.registrar)));
  const rebuilt = new Date(Math.min(near(registered, rng, 2000, 6000).getTime(), near(issued, rng, -400, -30).getTime()));
  const notes = [
    ...(marriageBefore
      ? [{
          es: `Contrajo matrimonio civil con ${upper(fullName(p.spouse))}, el día ${fechaEnPalabras(p.marriage.date)}, según inscripción de matrimonio celebrado en el extranjero.`,
          en: `Entered into civil marriage with ${upper(fullName(p.spouse))} on ${printDate(p.marriage.date, 'month-name')}, according to the registration of a marriage celebrated abroad.`,
        }]
      : []),
    {
      es: `La presente partida fue reconstruida en virtud de resolución del Juzgado de Familia de ${department}, Juez ${judge}, de fecha ${esDate(rebuilt)}.`,
      en: `This entry was reconstructed by order of the Family Court of ${department}, Judge ${judge}, dated ${printDate(rebuilt, 'month-name')}.`,
    },
  ];
  const note = rng.chance(0.55) ? rng.pick(notes) : undefined;
  const chief = upper(fullName(p.others.registrar));
  const spanishPage: Block[] = [
    { type: 'lines', lines: [`REPÚBLICA DE ${upper(paisEs(p.country.name))}`, `ALCALDÍA MUNICIPAL DE ${upper(who.city)}`, 'REGISTRO DEL ESTADO FAMILIAR'], align: 'center' },
    { type: 'title', text: rng.pick(['CERTIFICACIÓN DE PARTIDA DE NACIMIENTO', 'PARTIDA DE NACIMIENTO']), align: 'center' },
    {
      type: 'paragraph',
      text:
        `EL INFRASCRITO ${rng.pick(['JEFE', 'REGISTRADOR'])} DEL REGISTRO DEL ESTADO FAMILIAR DE LA ALCALDÍA MUNICIPAL DE ${upper(who.city)}, CERTIFICA: Que a folio ${palabras(number)} ` +
        `del Libro de Partidas de Nacimiento número ${palabras(libro)} que esta Alcaldía llevó en el año ${palabras(registered.getUTCFullYear())}, se encuentra asentada la que literalmente dice:`,
    },
    { type: 'paragraph', text: entryEs },
    { type: 'paragraph', text: `MARGINACIÓN: ${note?.es ?? 'No tiene marginaciones.'}` },
    {
      type: 'paragraph',
      text: `Es conforme con su original, con el cual se confrontó. Alcaldía Municipal de ${who.city}, ${aLosDias(issued)}.`,
    },
    { type: 'lines', lines: ['______________________________', chief, rng.pick(['Jefe del Registro del Estado Familiar', 'Registrador del Estado Familiar'])], align: 'center' },
    { type: 'stamp', lines: [`ALCALDÍA MUNICIPAL DE ${upper(who.city)}`, 'REGISTRO DEL ESTADO FAMILIAR', dayFirst(issued)] },
    { type: 'lines', lines: [`Derechos: $ ${rng.pick(['2.00', '3.00', '5.00'])}   Recibo N° ${digits(rng, 7)}   Válida por ${rng.pick(['tres', 'seis'])} meses`], size: 8 },
  ];

  const parentEn = (x: Parent, female: boolean, job: string) =>
    `${nameOf(x, female)}, ${englishWords(ageAt(x.dob, d))} years of age, occupation ${jobsEn[job] ?? job}, native of ${x.city}${parentCountry ? `, ${x.country}` : ''}, domiciled in ${who.city}, of ${countries.find((c) => c.name === x.country)?.demonym ?? x.country} nationality`;
  const informantEn = informant === 'father' ? `the father, Mr. ${upper(fullName(father.name))}` : informant === 'mother' ? `the mother, Mrs. ${nameOf(mother, true)}` : `${other}, of ${who.city}`;
  const englishPage: Block[] = [
    { type: 'spacer', height: 2000 },
    { type: 'lines', lines: ['[Translation from Spanish]', `REPUBLIC OF ${upper(p.country.name)} - MUNICIPALITY OF ${upper(who.city)} - FAMILY STATUS REGISTRY`], align: 'center', size: 9 },
    { type: 'title', text: 'CERTIFICATION OF BIRTH RECORD', align: 'center' },
    { type: 'paragraph', text: `THE UNDERSIGNED CHIEF OF THE FAMILY STATUS REGISTRY CERTIFIES: That on folio ${number} of Birth Records Book number ${libro} kept by this Municipality in the year ${registered.getUTCFullYear()}, there is the entry which literally reads:` },
    {
      type: 'paragraph',
      text:
        `"Entry number ${upper(englishWords(number))}. At the Municipal Hall of ${who.city}, department of ${department}, at ${pad(hour[0])}:${pad(hour[1])} hours on ${printDate(registered, 'month-name')}. ` +
        `${upper(fullName(who.name))} was born on ${printDate(d, 'month-name')}, at ${pad(bornAt[0])}:${pad(bornAt[1])} hours, at ${place.en}, sex ${who.male ? 'male' : 'female'}, ${who.male ? 'son' : 'daughter'} of ` +
        `${parentEn(father, false, fatherJob)}; and of ${parentEn(mother, true, motherJob)}. The information was given by ${informantEn}. ${beforeLaw ? `${oldOfficials[0]}, Mayor. ${oldOfficials[1]}, Municipal Secretary.` : `${oldOfficials[0]}, Family Status Registrar.`} (Signed)"`,
    },
    { type: 'paragraph', text: `MARGINAL NOTE: ${note?.en ?? 'None.'} It is a true copy of the original, with which it was compared. ${who.city}, ${printDate(issued, 'month-name')}. (Signed) ${chief}, Chief of the Family Status Registry. [Seal]` },
    ...translatorCertificate(p, rng, 'certification of birth record'),
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['partida de nacimiento.pdf', 'certificacion de partida.pdf', english ? 'partida nacimiento y traduccion.pdf' : 'partida el salvador.pdf']),
    styles: ['inline'],
    blocks: english ? [...spanishPage, ...englishPage] : spanishPage,
    truth: birthTruth(p, child, { sex: true, parentCountry }),
  };
};

// ---------------------------------------------------------------------------------------------
// 3. Nigeria: sworn Declaration of Age before a Commissioner for Oaths.

const nigerianStates: Record<string, string> = { Lagos: 'Lagos', Ibadan: 'Oyo', Enugu: 'Enugu' };
const streets = ['Church Street', 'Market Road', 'Hospital Road', 'Station Road', 'Old Airport Road', 'School Road'];

/**
 * A Nigerian "Declaration of Age" (affidavit sworn at a High Court registry before a Commissioner
 * for Oaths, as applicants whose birth was never registered or whose certificate was lost use it;
 * Ghanaian statutory declarations are alike): the court caption (IN THE HIGH COURT OF ... STATE /
 * IN THE ... JUDICIAL DIVISION), the title, "I, [deponent], Male, Christian, Nigerian citizen,
 * [occupation] of [address], do hereby make oath and state as follows:" and numbered paragraphs
 * (who the deponent is: the person himself, a parent, an uncle; where and when the person was born;
 * the father's and mother's names, the mother as "Mrs. ... (née ...)" or with "maiden name", a
 * "late" parent; why the birth certificate is missing; the Oaths Act), "DEPONENT", "Sworn to at the
 * High Court Registry ... this ... day of ...", "BEFORE ME / COMMISSIONER FOR OATHS" and the court
 * stamp. Some are the pre-printed form whose particulars (Full name, Sex, Date of birth, Place of
 * birth, L.G.A., State of origin, Father's name, Mother's name, Mother's maiden name) sit in a
 * schedule. No parents' dates or places of birth.
 */
const nigeriaDeclarationOfAge = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const state = nigerianStates[who.city];
  const sworn = near(p.arrival, rng, -900, -30);
  const sex = who.male ? 'Male' : 'Female';
  // Who swears: the applicant for a child; for the applicant's own birth, the applicant or an elder who knows.
  const deponentIs = child ? (p.sex === 'Male' ? 'father' : 'mother') : rng.pick(['self', 'self', 'father', 'mother', 'uncle'] as const);
  const uncle: Name = { given: p.others.registrar.given, middle: '', family: father.name.family.split(' ')[0] as string };
  const deponentMale = deponentIs === 'self' ? who.male : deponentIs !== 'mother';
  const commissioner = upper(fullName(someone(p.others.landlord, p.others.translator)));
  const husbandSurname = father.name.family.split(' ')[0] as string;
  const late = rng.chance(0.25) ? rng.pick(['father', 'mother'] as const) : undefined;
  const schedule = rng.chance(0.4);
  const his = deponentIs === 'self' ? 'my' : who.male ? 'his' : 'her';
  const subject = deponentIs === 'self' ? `I, ${upper(fullName(who.name))} (${sex}),` : `the said ${upper(fullName(who.name))} (${sex})`;
  const date = rng.pick([ordinalDate, (x: Date) => dayFirst(x), (x: Date) => printDate(x, 'day-month-name')]);
  const where = `${rng.pick(['General Hospital', 'Maternity Home', 'Mission Hospital', 'Comprehensive Health Centre'])}, ${who.city}${state ? `, ${state} State` : ''}, ${p.country.name}`;
  // The father as "Mr. NAME" or surname first; the mother by her married name with "née", or her own name.
  const fatherName = rng.chance(0.6) ? `Mr. ${upper(fullName(father.name))}` : upper(fullName(father.name));
  const motherMarried = mother.name.family !== husbandSurname && rng.chance(0.6);
  const motherName = motherMarried ? `Mrs. ${upper(`${givenNames(mother.name)} ${husbandSurname}`)} (née ${upper(mother.name.family)})` : upper(fullName(mother.name));
  const deponentName = deponentIs === 'self' ? upper(fullName(who.name)) : deponentIs === 'father' ? upper(fullName(father.name)) : deponentIs === 'mother' ? motherName : upper(fullName(uncle));
  const lateOf = (parent: 'father' | 'mother') => (late === parent ? 'late ' : '');
  const relation = {
    self: 'That I am the person whose age is being declared herein and I am conversant with the facts deposed to in this declaration.',
    father: `That I am the father of ${upper(fullName(who.name))}, the person whose age is being declared herein, and by virtue of this I am conversant with the facts deposed to herein.`,
    mother: `That I am the mother of ${upper(fullName(who.name))}, the person whose age is being declared herein, and by virtue of this I am conversant with the facts deposed to herein.`,
    uncle: `That I am the paternal uncle of ${upper(fullName(who.name))} and was present in the family house when ${who.male ? 'he' : 'she'} was born, by virtue of which I am conversant with the facts deposed to herein.`,
  }[deponentIs];
  // When a parent swears, the other parent is named in relation to the deponent ("my wife", "my husband").
  const parentsLine =
    deponentIs === 'father'
      ? `That ${his} mother is my wife, ${lateOf('mother')}${motherName}.`
      : deponentIs === 'mother'
        ? `That ${his} father is my husband, ${lateOf('father')}${fatherName}.`
        : `That ${his} father is ${lateOf('father')}${fatherName} and ${his} mother is ${lateOf('mother')}${motherName}.`;
  const reason = rng.pick([
    `That ${his} birth was not registered with the National Population Commission at the time of ${his} birth.`,
    `That ${his} original birth certificate got lost and all efforts to trace it proved abortive.`,
    `That ${his} birth certificate was destroyed in a fire and no copy can be obtained.`,
  ]);
  const paragraphs = [
    relation,
    `That ${subject} was born on ${date(d)} at ${where}.`,
    parentsLine,
    reason,
    `That this declaration is required for ${rng.pick(['immigration', 'passport and travel', 'official records'])} purposes.`,
    `That I make this declaration in good faith, conscientiously believing the contents to be true and correct and in accordance with the Oaths Act${state ? ', Laws of the Federation of Nigeria 2004' : ''}.`,
  ];
  const scheduleFields: Field[] = [
    ['Full Name', upper(fullName(who.name))],
    ['Sex', sex],
    ['Date of Birth', dayFirst(d)],
    ['Place of Birth', where],
    ['L.G.A.', `${who.city} ${rng.pick(['North', 'South', 'East', 'Central'])}`],
    ['State of Origin', state ?? rng.pick(p.country.cities)],
    ["Father's Name", `${lateOf('father')}${rng.chance(0.5) ? commaName(father.name) : upper(fullName(father.name))}`],
    ["Mother's Name", `${lateOf('mother')}${upper(motherMarried ? `${givenNames(mother.name)} ${husbandSurname}` : fullName(mother.name))}`],
    ["Mother's Maiden Name", upper(mother.name.family)],
  ];
  const address = `No. ${Math.floor(rng.between(2, 90))} ${rng.pick(streets)}, ${who.city}`;
  const deponentLine =
    `I, ${deponentName}, ${deponentMale ? 'Male' : 'Female'}, ${rng.pick(['Christian', 'Muslim'])}, ${p.country.demonym} citizen, ${rng.pick(['Trader', 'Civil Servant', 'Businessman', 'Farmer', 'Teacher'])} ` +
    `of ${address}, do hereby make oath and state as follows:`;
  const blocks: Block[] = [
    {
      type: 'lines',
      lines: state ? [`IN THE HIGH COURT OF ${upper(state)} STATE`, `IN THE ${upper(who.city)} JUDICIAL DIVISION`, `HOLDEN AT ${upper(who.city)}`] : ['IN THE HIGH COURT OF JUSTICE', `${upper(who.city)} JUDICIAL DIVISION`],
      align: 'center',
    },
    { type: 'title', text: rng.pick(['DECLARATION OF AGE', 'AFFIDAVIT OF DECLARATION OF AGE', 'SWORN DECLARATION OF AGE']), align: 'center' },
    ...(schedule ? [{ type: 'subtitle', text: 'PARTICULARS OF PERSON WHOSE AGE IS DECLARED' } as Block, { type: 'fields', fields: scheduleFields } as Block] : []),
    { type: 'lines', lines: ['[Passport photograph]'], align: 'right', size: 8 },
    { type: 'paragraph', text: deponentLine },
    ...paragraphs.map((text, i): Block => ({ type: 'paragraph', text: `${i + 1}. ${text}` })),
    { type: 'lines', lines: ['______________________________', 'DEPONENT'], align: 'right' },
    { type: 'paragraph', text: `Sworn to at the High Court Registry, ${who.city}, this ${ordinalDate(sworn).replace(/^the /, '')}.` },
    { type: 'lines', lines: ['BEFORE ME', '', '______________________________', commissioner, 'COMMISSIONER FOR OATHS'] },
    { type: 'stamp', lines: [state ? `HIGH COURT OF ${upper(state)} STATE` : 'HIGH COURT OF JUSTICE', 'COMMISSIONER FOR OATHS', printDate(sworn, 'day-month-abbr')] },
    { type: 'footer', text: `Fees paid: ${state ? 'N' : ''}${rng.pick(['500.00', '1,000.00', '1,500.00'])}   Revenue Receipt No. ${digits(rng, 8)}` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['declaration of age.pdf', 'affidavit of age.pdf', 'sworn declaration birth.pdf']),
    styles: schedule ? ['columns', 'leaders'] : ['inline'],
    blocks,
    truth: birthTruth(p, child, { sex: true }),
  };
};

export const birthDevelopment10: LayoutFamily[] = [
  {
    id: 'birth_certificate/mexico-formato-unico',
    kind: 'birth_certificate',
    modelledOn: 'Mexican Acta de Nacimiento in the 2016 national unified format (gob.mx / state Registro Civil print): Identificador Electrónico, CURP, registry row, Datos de la Persona Registrada, Padre / Madre or Progenitor(a) blocks side by side or stacked, e-signature and QR, optional certified English translation',
    build: mexicoFormatoUnico,
  },
  {
    id: 'birth_certificate/salvador-partida-asiento',
    kind: 'birth_certificate',
    modelledOn: 'Salvadoran Registro del Estado Familiar certificación de partida de nacimiento: the quoted book entry "Partida número CIENTO VEINTE. En la Alcaldía Municipal de ... Nació ...", parents with ages, trade and origin, informant with DUI, marginal notes, "Es conforme con su original", optional English translation',
    build: salvadorPartidaAsiento,
  },
  {
    id: 'birth_certificate/nigeria-declaration-of-age',
    kind: 'birth_certificate',
    modelledOn: 'Nigerian High Court sworn Declaration of Age before a Commissioner for Oaths: court caption, deponent (self, parent or uncle), numbered paragraphs on birth date and place and the parents (mother "née" / maiden name, "late"), optional particulars schedule',
    build: nigeriaDeclarationOfAge,
  },
];
