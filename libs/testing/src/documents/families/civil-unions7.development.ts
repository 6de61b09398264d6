import { fullName, printDate, upper } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { dayFirst, digits, divorceTruth, esDate, marriageTruth, near, ordinalDate, stateName } from './civil-common.development.js';

// The persona's current marriage always took place in a US city ("City, ST"). The two foreign
// marriage records here are therefore the versions their issuers make for a marriage celebrated
// abroad: a Mexican inserción and a Dominican transcription. The prior marriage (the one the
// divorces end) took place in the persona's country ("City, Country") and is printed as given.

/** Completed years between a birth and a later date. */
const ageAt = (born: Date, at: Date) => {
  const years = at.getUTCFullYear() - born.getUTCFullYear();
  const before = at.getUTCMonth() < born.getUTCMonth() || (at.getUTCMonth() === born.getUTCMonth() && at.getUTCDate() < born.getUTCDate());
  return before ? years - 1 : years;
};

/** A birth date near the applicant's that never makes the spouse a minor at the wedding. */
const spouseBirth = (p: Persona, rng: Rng) => {
  const dob = near(p.dob, rng, -2500, 2500);
  return ageAt(dob, p.marriage.date) >= 19 ? dob : near(p.marriage.date, rng, -365 * 30, -365 * 20);
};

/** The marriage place split into city, state code and state name. */
const placeOf = (p: Persona) => {
  const [city, st] = p.marriage.place.split(', ') as [string, string];
  return { city, st, state: stateName(st) };
};

const recent = (rng: Rng) => new Date(Date.UTC(Math.floor(rng.between(2022, 2026)), Math.floor(rng.between(0, 12)), Math.floor(rng.between(1, 28))));

// Spanish country names and nationality stems, as Latin-American registries write them.
const paisEs: Record<string, string> = { MEX: 'México', GTM: 'Guatemala', SLV: 'El Salvador', HND: 'Honduras', COL: 'Colombia', PHL: 'Filipinas', IND: 'India', NGA: 'Nigeria', VEN: 'Venezuela', PER: 'Perú' };
const nacionalidadStem: Record<string, string> = { MEX: 'mexican', GTM: 'guatemaltec', SLV: 'salvadoreñ', HND: 'hondureñ', COL: 'colombian', PHL: 'filipin', IND: 'indi', NGA: 'nigerian', VEN: 'venezolan', PER: 'peruan' };
/** "mexicano" / "mexicana". */
const nacionalidad = (code: string, male: boolean) => `${nacionalidadStem[code] ?? 'extranjer'}${male ? 'o' : 'a'}`;

// Parents of the spouse: people the documents print who are nobody on the forms.
const fatherGivens = ['Rogelio', 'Jesús', 'Armando', 'Ramiro', 'Héctor', 'Salvador', 'Joaquín', 'Ernesto'];
const motherGivens = ['Guadalupe', 'Rosa María', 'Leticia', 'Socorro', 'Martha', 'Yolanda', 'Irma', 'Consuelo'];
const mxFamilies = ['Villarreal', 'Garza', 'Treviño', 'Cárdenas', 'Ibarra', 'Zúñiga', 'Chávez', 'Orozco', 'Navarro', 'Delgado'];

interface Contrayente {
  name: Name;
  male: boolean;
  dob: Date;
  applicant: boolean;
  mexican: boolean;
  birthPlace: string;
  father: Name;
  mother: Name;
  fatherNat: string;
  motherNat: string;
}

const curpStates: Record<string, string> = { Guadalajara: 'JC', Monterrey: 'NL', Puebla: 'PL', Oaxaca: 'OC' };
const plainUpper = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z ]/g, '');
const firstInner = (word: string, vowels: boolean) => [...word.slice(1)].find((c) => /[AEIOU]/.test(c) === vowels) ?? 'X';

/**
 * A CURP built the way RENAPO builds it: the first surname's initial and first inner vowel, the
 * second surname's initial, the given name's initial, YYMMDD, H/M, the state of birth, the three
 * inner consonants, the century character and a check digit (drawn, not computed).
 */
const curpOf = (n: Name, dob: Date, male: boolean, state: string, rng: Rng) => {
  const [s1 = 'X', s2 = 'X'] = plainUpper(n.family).split(' ');
  const given = plainUpper(n.given);
  const yymmdd = `${String(dob.getUTCFullYear()).slice(2)}${String(dob.getUTCMonth() + 1).padStart(2, '0')}${String(dob.getUTCDate()).padStart(2, '0')}`;
  const head = `${s1[0]}${firstInner(s1, true)}${s2[0]}${given[0]}`;
  const consonants = `${firstInner(s1, false)}${firstInner(s2, false)}${firstInner(given, false)}`;
  return `${head}${yymmdd}${male ? 'H' : 'M'}${state}${consonants}${dob.getUTCFullYear() >= 2000 ? 'A' : '0'}${digits(rng, 1)}`;
};

const mxStates = [
  {
    state: 'JALISCO',
    code: 'JC',
    header: ['GOBIERNO DEL ESTADO DE JALISCO', 'DIRECCIÓN GENERAL DEL REGISTRO CIVIL'],
    towns: ['GUADALAJARA', 'ZAPOPAN', 'TLAQUEPAQUE', 'TONALÁ'],
    abbr: 'Jal.',
    director: 'Director General del Registro Civil del Estado',
  },
  {
    state: 'NUEVO LEÓN',
    code: 'NL',
    header: ['GOBIERNO DEL ESTADO DE NUEVO LEÓN', 'SECRETARÍA GENERAL DE GOBIERNO', 'DIRECCIÓN DEL REGISTRO CIVIL'],
    towns: ['MONTERREY', 'SAN NICOLÁS DE LOS GARZA', 'GUADALUPE', 'APODACA'],
    abbr: 'N.L.',
    director: 'Director del Registro Civil del Estado',
  },
];

/**
 * The Mexican party of an inserción: the applicant when the persona is Mexican, otherwise the
 * spouse (Mexico only inserts a foreign marriage of one of its nationals).
 */
const contrayentesOf = (p: Persona, rng: Rng, state: (typeof mxStates)[number]) => {
  const mx = p.country.code === 'MEX';
  const male = p.sex === 'Male';
  const me: Contrayente = {
    name: p.name,
    male,
    dob: p.dob,
    applicant: true,
    mexican: mx,
    birthPlace: `${p.birthCity}, ${paisEs[p.country.code] ?? p.country.name}`,
    father: p.father,
    mother: p.mother,
    fatherNat: nacionalidad(p.fatherBirth.country.code, true),
    motherNat: nacionalidad(p.motherBirth.country.code, false),
  };
  const spouseMexican = !mx || rng.chance(0.6);
  const { city, st } = placeOf(p);
  const spouse: Contrayente = {
    name: p.spouse,
    male: !male,
    dob: spouseBirth(p, rng),
    applicant: false,
    mexican: spouseMexican,
    birthPlace: spouseMexican ? `${rng.pick(state.towns)}, ${state.abbr}, México` : `${city}, ${st}, E.U.A.`,
    father: { given: rng.pick(fatherGivens), middle: '', family: p.spouse.family.split(' ')[0] as string },
    mother: { given: rng.pick(motherGivens), middle: '', family: rng.pick(mxFamilies) },
    fatherNat: spouseMexican ? 'mexicano' : 'estadounidense',
    motherNat: spouseMexican ? 'mexicana' : 'estadounidense',
  };
  return male ? { el: me, la: spouse } : { el: spouse, la: me };
};

/**
 * A Mexican state Registro Civil "Acta de Matrimonio" in the typed format the states used before
 * the 2016 formato único (Jalisco's Dirección General del Registro Civil, Nuevo León's Dirección
 * del Registro Civil): the state header, a row of boxes (Entidad, Municipio, Oficialía, Libro,
 * Acta, Año, Fecha de registro), the opening "En ..., siendo las ... horas del día ..., ante mí,
 * C. ..., Oficial del Registro Civil", here the inserción of a marriage its national contracted
 * abroad, then "DATOS DE LOS CONTRAYENTES" with EL CONTRAYENTE / LA CONTRAYENTE blocks (Nombre,
 * Edad, Nacionalidad, Lugar de nacimiento, Domicilio, CURP), "DATOS DE LOS PADRES DEL CONTRAYENTE
 * / DE LA CONTRAYENTE", the régimen ticked between SOCIEDAD CONYUGAL and SEPARACIÓN DE BIENES,
 * the marriage's date and place as the foreign record gives them, the testigos, the marginal
 * notes, the Oficial's "Doy fe" and the certifying director's line on the certified copy.
 */
const actaMatrimonioEstatal = (p: Persona, rng: Rng): DocumentSpec => {
  const state = rng.pick(mxStates);
  const town = rng.pick(state.towns);
  const { el, la } = contrayentesOf(p, rng, state);
  const { city, st, state: usState } = placeOf(p);
  const d = p.marriage.date;
  const registered = near(d, rng, 45, 700);
  const oficialia = String(Math.floor(rng.between(1, 16))).padStart(2, '0');
  const oficial = upper(fullName(p.others.registrar));
  const director = upper(`${p.others.translator.given} ${rng.pick(mxFamilies)} ${rng.pick(mxFamilies)}`);
  const sociedad = rng.chance(0.55);
  const ds = (x: Date) => (rng.chance(0.6) ? upper(esDate(x)) : dayFirst(x));
  // Only the town: the typed value column is narrow.
  const domicilio = upper(`${p.address.city}, ${p.address.state}, E.U.A.`);
  const witnesses = [p.others.landlord, p.others.hrContact];
  const foreignAuthority = rng.pick([`COUNTY CLERK OF ${upper(rng.pick(['HARRIS', 'COOK', 'LOS ANGELES', 'MARICOPA', 'DALLAS', 'CLARK']))} COUNTY`, `JUDGE ${upper(rng.pick(['Ellen R. Hartley', 'Victor M. Salinas', 'Gregory T. Paulsen', 'Denise A. Wood']))}`, 'CITY CLERK']);
  const curp = (x: Contrayente) => {
    if (!x.mexican) return rng.pick(['NO TIENE', '------------------']);
    const born = x.applicant ? (curpStates[p.birthCity] ?? state.code) : state.code;
    return curpOf(x.name, x.dob, x.male, born, rng);
  };
  const person = (x: Contrayente): Field[] => [
    ['Nombre', upper(fullName(x.name))],
    ['Edad', `${ageAt(x.dob, d)} AÑOS`],
    ['Nacionalidad', upper(x.mexican ? nacionalidad('MEX', x.male) : x.applicant ? nacionalidad(p.country.code, x.male) : 'estadounidense')],
    ['Lugar de nacimiento', upper(x.birthPlace)],
    ['Domicilio', domicilio],
    ['CURP', curp(x)],
  ];
  const parents = (x: Contrayente): Field[] => [
    ['Nombre del padre', upper(fullName(x.father))],
    ['Nacionalidad', upper(x.fatherNat)],
    ['Nombre de la madre', upper(fullName(x.mother))],
    ['Nacionalidad', upper(x.motherNat)],
  ];
  const mark = (on: boolean) => (on ? '( X )' : '(   )');
  const hour = `${Math.floor(rng.between(9, 14))}:${rng.pick(['00', '15', '30', '45'])}`;
  const place = rng.chance(0.5) ? `${city}, ${st}, E.U.A.` : `${upper(city)}, ${upper(usState)}, E.U.A.`;
  const blocks: Block[] = [
    { type: 'lines', lines: ['ESTADOS UNIDOS MEXICANOS', ...state.header], align: 'center' },
    { type: 'title', text: 'ACTA DE MATRIMONIO', align: 'center' },
    {
      type: 'grid',
      columns: 4,
      cells: [
        { label: 'ENTIDAD FEDERATIVA', value: state.state },
        { label: 'MUNICIPIO', value: town, span: 2 },
        { label: 'OFICIALÍA No.', value: oficialia },
        { label: 'LIBRO', value: String(Math.floor(rng.between(1, 40))) },
        { label: 'ACTA No.', value: digits(rng, 5) },
        { label: 'AÑO', value: String(registered.getUTCFullYear()) },
        { label: 'FECHA DE REGISTRO', value: dayFirst(registered) },
      ],
    },
    {
      type: 'paragraph',
      text: `En ${town}, ${state.abbr}, siendo las ${hour} horas del día ${esDate(registered)}, ante mí, C. ${oficial}, Oficial del Registro Civil No. ${Number(oficialia)}, comparecen los contrayentes para solicitar la INSERCIÓN del acta de matrimonio que celebraron en el extranjero ante ${foreignAuthority}, la que previamente apostillada y traducida al español se inserta con los datos siguientes:`,
    },
    { type: 'subtitle', text: 'DATOS DE LOS CONTRAYENTES' },
    { type: 'subtitle', text: 'EL CONTRAYENTE' },
    { type: 'fields', fields: person(el) },
    { type: 'subtitle', text: 'LA CONTRAYENTE' },
    { type: 'fields', fields: person(la) },
    { type: 'subtitle', text: 'DATOS DE LOS PADRES DEL CONTRAYENTE' },
    { type: 'fields', fields: parents(el) },
    { type: 'subtitle', text: 'DATOS DE LOS PADRES DE LA CONTRAYENTE' },
    { type: 'fields', fields: parents(la) },
    { type: 'subtitle', text: 'DATOS DEL MATRIMONIO' },
    {
      type: 'fields',
      fields: [
        [rng.pick(['Fecha de celebración', 'Fecha del matrimonio']), ds(d)],
        [rng.pick(['Lugar de celebración', 'Lugar del matrimonio']), place],
        ['Autoridad ante quien se celebró', foreignAuthority],
      ],
    },
    { type: 'lines', lines: [`RÉGIMEN:   ${mark(sociedad)} SOCIEDAD CONYUGAL     ${mark(!sociedad)} SEPARACIÓN DE BIENES`] },
    { type: 'subtitle', text: 'TESTIGOS' },
    {
      type: 'fields',
      fields: witnesses.map((w, i): Field => [`Testigo ${i + 1}`, `${upper(fullName(w))}, ${Math.floor(rng.between(26, 60))} AÑOS, ESTADOUNIDENSE`]),
    },
    { type: 'subtitle', text: 'ANOTACIONES MARGINALES' },
    { type: 'paragraph', text: rng.pick(['SIN ANOTACIONES.', `Inserción de matrimonio celebrado en el extranjero. Documentos de origen archivados en el apéndice del libro ${Math.floor(rng.between(1, 40))} de esta Oficialía.`]) },
    { type: 'lines', lines: ['Leída que fue la presente acta y enterados de su contenido, la ratifican y firman los que en ella intervinieron. DOY FE.'], size: 9 },
    { type: 'lines', lines: ['______________________________', `C. ${oficial}`, `OFICIAL DEL REGISTRO CIVIL No. ${Number(oficialia)}`], align: 'center' },
    {
      type: 'paragraph',
      text: `El suscrito ${director}, ${state.director}, CERTIFICA que la presente es copia fiel del acta que obra en el archivo a su cargo. Se expide en ${town}, ${state.abbr}, a ${esDate(recent(rng))}. Derechos pagados según recibo No. ${digits(rng, 7)}.`,
    },
    { type: 'stamp', lines: ['REGISTRO CIVIL', state.state, `OFICIALÍA ${oficialia}`] },
  ];
  return {
    kind: 'marriage_certificate',
    fileName: rng.pick(['acta de matrimonio jalisco.pdf', 'acta matrimonio registro civil.pdf', 'copia certificada acta matrimonio.pdf']),
    styles: ['columns', 'inline'],
    blocks,
    truth: marriageTruth(p),
  };
};

// Dominican officials: Dominican names, not the persona's acquaintances.
const drGiven = { m: ['Rafael Antonio', 'Juan Bautista', 'Domingo', 'Manuel Emilio', 'Freddy', 'Wilson Radhamés'], f: ['Altagracia', 'Ana Dilia', 'Yanira', 'Mercedes Josefina', 'Dulce María', 'Xiomara'] };
const drFamilies = ['Almánzar Reyes', 'Polanco Jiménez', 'Rosario Mejía', 'Tavárez Ureña', 'Santana Brito', 'Abreu Checo', 'Jáquez Peralta', 'Cruz Taveras'];
const drPerson = (rng: Rng, female: boolean) => `${rng.pick(female ? drGiven.f : drGiven.m)} ${rng.pick(drFamilies)}`;
const cedula = (rng: Rng) => `${rng.pick(['001', '031', '402', '223', '047'])}-${digits(rng, 7)}-${digits(rng, 1)}`;
/** "00012": registry books are few, numbered with leading zeros. */
const bookNo = (rng: Rng) => String(Math.floor(rng.between(1, 120))).padStart(5, '0');
const verification = (rng: Rng) => `${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}`;
const circunscripciones = [
  { oficialia: 'PRIMERA CIRCUNSCRIPCIÓN DEL DISTRITO NACIONAL', city: 'Santo Domingo de Guzmán, D.N.' },
  { oficialia: '1RA. CIRCUNSCRIPCIÓN DE SANTIAGO', city: 'Santiago de los Caballeros' },
  { oficialia: '3RA. CIRCUNSCRIPCIÓN DE SANTO DOMINGO ESTE', city: 'Santo Domingo Este' },
];
/** A passport number the applicant could have shown: today's when already issued, else an older one. */
const passportAt = (p: Persona, at: Date, rng: Rng) => (p.passportIssued <= at ? p.passportNumber : `${upper(rng.pick(['A', 'P', 'K', 'M']))}${digits(rng, 8)}`);

/**
 * The Dominican JCE "Extracto de Acta de Matrimonio" of a marriage of a Dominican celebrated
 * abroad and transcribed in the registry (the Oficialía del Estado Civil that keeps the books of
 * transcripciones): "REPÚBLICA DOMINICANA / JUNTA CENTRAL ELECTORAL", the Oficialía, the title
 * with the kind (civil or canónico), Libro / Folio / Acta / Año, "Contrayentes:" each as one
 * line with the name, nationality and cédula or passport, "Fecha de celebración", "Lugar", the
 * foreign officiant, the date of transcription, the Oficial del Estado Civil's name under the
 * signature line, and the note that the extract's validity can be verified with its code.
 */
const extractoMatrimonioRd = (p: Persona, rng: Rng): DocumentSpec => {
  const male = p.sex === 'Male';
  const d = p.marriage.date;
  const { city, st, state } = placeOf(p);
  const canonico = rng.chance(0.35);
  const transcribed = near(d, rng, 60, 900);
  const office = rng.pick(circunscripciones);
  const officialFemale = rng.chance(0.6);
  const official = drPerson(rng, officialFemale);
  const issued = near(transcribed, rng, 20, 900);
  // The applicant is never Dominican: the spouse is the Dominican the transcription requires.
  // "de nacionalidad venezolana": the adjective agrees with "nacionalidad", not the person.
  const applicantLine = `${upper(fullName(p.name))}, de nacionalidad ${nacionalidad(p.country.code, false)}, Pasaporte No. ${passportAt(p, transcribed, rng)}`;
  const spouseLine = `${upper(fullName(p.spouse))}, de nacionalidad dominicana, Cédula No. ${cedula(rng)}`;
  const [first, second] = male ? [applicantLine, spouseLine] : [spouseLine, applicantLine];
  const officiant = canonico ? `Rev. P. ${fullName(p.others.registrar)}` : `${fullName(p.others.registrar)}, ${rng.pick(['Judge', 'City Clerk', 'Officiant'])}`;
  const parish = `${rng.pick(['St. Joseph', 'Our Lady of Guadalupe', 'St. Anthony', 'Holy Family'])} Parish`;
  const date = rng.chance(0.5) ? dayFirst(d) : upper(esDate(d));
  const lugar = rng.chance(0.5) ? `${upper(city)}, ${upper(state)}, EE.UU.` : `${city}, ${st}, EE.UU.`;
  const blocks: Block[] = [
    { type: 'lines', lines: ['REPÚBLICA DOMINICANA', 'JUNTA CENTRAL ELECTORAL', `OFICIALÍA DEL ESTADO CIVIL DE LA ${office.oficialia}`], align: 'center' },
    { type: 'title', text: 'EXTRACTO DE ACTA DE MATRIMONIO', align: 'center' },
    { type: 'subtitle', text: canonico ? 'MATRIMONIO CANÓNICO - TRANSCRIPCIÓN' : 'MATRIMONIO CIVIL - TRANSCRIPCIÓN', align: 'center' },
    {
      type: 'table',
      header: ['Libro No.', 'Folio No.', 'Acta No.', 'Año'],
      rows: [[bookNo(rng), digits(rng, 4), digits(rng, 6), String(transcribed.getUTCFullYear())]],
    },
    { type: 'lines', lines: ['Contrayentes:', `1. ${first}`, `2. ${second}`], size: 9.5 },
    {
      type: 'fields',
      fields: [
        ['Fecha de celebración', date],
        ['Lugar', lugar],
        [canonico ? 'Ministro del culto' : 'Celebrado por ante', officiant],
        ...(canonico ? ([['Parroquia', parish]] as Field[]) : []),
        ['Fecha de transcripción', dayFirst(transcribed)],
      ],
    },
    { type: 'paragraph', text: `Observaciones: ${rng.pick(['Matrimonio celebrado en el extranjero, transcrito conforme a la Ley No. 659 sobre Actos del Estado Civil.', 'Transcripción de acta extranjera debidamente apostillada y traducida.'])}` },
    {
      type: 'paragraph',
      text: `Certifico que el presente extracto es conforme con el acta que reposa en los archivos a mi cargo. Expedido en ${office.city}, el ${dayFirst(issued)}, a solicitud de parte interesada, para fines de ${rng.pick(['TRÁMITES MIGRATORIOS', 'TODO TRÁMITE', 'USO EN EL EXTERIOR'])}.`,
    },
    { type: 'lines', lines: ['______________________________', `${officialFemale ? 'LICDA.' : 'LIC.'} ${upper(official)}`, 'Oficial del Estado Civil'], align: 'center' },
    { type: 'stamp', lines: ['JUNTA CENTRAL ELECTORAL', 'OFICIALÍA DEL ESTADO CIVIL', upper(office.city)] },
    {
      type: 'lines',
      lines: [
        `NOTA: La autenticidad de este documento puede verificarse en www.jce.gob.do con el código de verificación ${verification(rng)}.`,
        'Este extracto no es válido si presenta borraduras, tachaduras o enmiendas.',
      ],
      size: 8,
    },
  ];
  return {
    kind: 'marriage_certificate',
    fileName: rng.pick(['extracto acta de matrimonio.pdf', 'acta matrimonio jce.pdf', 'extracto matrimonio rd.pdf']),
    styles: ['columns', 'inline'],
    blocks,
    truth: marriageTruth(p),
  };
};

const countyNames = ['Essex', 'Union', 'Middlesex', 'Bergen', 'Monmouth', 'Camden', 'Mercer', 'Montgomery', 'Chester', 'Delaware'];
const spouseParents = { fathers: ['Richard', 'Joseph', 'Anthony', 'Gerald', 'Luis', 'Raymond'], mothers: ['Patricia', 'Rosemary', 'Donna', 'Maria', 'Theresa', 'Linda'], maiden: ['Kowalski', 'Russo', 'Mendez', 'Walsh', 'Sullivan', 'DiNapoli'] };

/**
 * A New Jersey local registrar's "Certification of Marriage" (the abstract a municipal Registrar
 * of Vital Statistics issues from the REG-77 Marriage/Civil Union License and Certificate; the
 * same two-party grid is on Pennsylvania county copies): state and municipality header, license
 * and state file numbers, a grid per party ("Name of Party A - First, Middle, Last (Surname Before
 * Marriage)", "Surname After Marriage", date of birth, age, birthplace, residence, number of this
 * marriage, how the last one ended, father's name and mother's maiden name), then the ceremony
 * (date, municipality, county, state), the officiant with title and address, two witnesses, the
 * date filed, and the registrar's certification over the raised-seal notice.
 */
const certificationOfMarriage = (p: Persona, rng: Rng): DocumentSpec => {
  const { city, st, state } = placeOf(p);
  const d = p.marriage.date;
  const county = rng.pick(countyNames);
  const spouseDob = spouseBirth(p, rng);
  const municipality = rng.pick(['CITY', 'TOWNSHIP', 'BOROUGH']);
  // A bride may take the groom's surname: printed for the applicant only, never for the spouse.
  const takesName = p.sex === 'Female' && rng.chance(0.5);
  const spouseSurname = p.spouse.family.split(' ')[0] as string;
  const applicantAfter = takesName ? rng.pick([spouseSurname, `${p.name.family.split(' ')[0]}-${spouseSurname}`]) : p.name.family;
  const residence = `${p.address.city}, ${p.address.state}`;
  const party = (letter: 'A' | 'B', applicant: boolean): Block => ({
    type: 'grid',
    columns: 2,
    cells: [
      { label: `NAME OF PARTY ${letter} - FIRST, MIDDLE, LAST (SURNAME BEFORE MARRIAGE)`, value: upper(fullName(applicant ? p.name : p.spouse)), span: 2 },
      { label: 'SURNAME AFTER MARRIAGE', value: upper(applicant ? applicantAfter : p.spouse.family) },
      { label: 'DATE OF BIRTH', value: printDate(applicant ? p.dob : spouseDob, 'us') },
      { label: 'AGE', value: String(ageAt(applicant ? p.dob : spouseDob, d)) },
      { label: 'BIRTHPLACE (STATE OR FOREIGN COUNTRY)', value: upper(applicant ? p.country.name : rng.pick([state, p.country.name])) },
      { label: 'RESIDENCE (MUNICIPALITY, STATE)', value: upper(residence) },
      { label: 'NUMBER OF THIS MARRIAGE / LAST ENDED BY', value: applicant ? 'SECOND / DIVORCE' : 'FIRST' },
      { label: "FATHER'S NAME", value: upper(applicant ? fullName(p.father) : `${rng.pick(spouseParents.fathers)} ${p.spouse.family}`) },
      { label: "MOTHER'S MAIDEN NAME", value: upper(applicant ? fullName(p.mother) : `${rng.pick(spouseParents.mothers)} ${rng.pick(spouseParents.maiden)}`) },
    ],
  });
  const applicantA = rng.chance(0.5);
  const filed = near(d, rng, 4, 30);
  const registrar = fullName(p.others.translator);
  const officiantTitle = rng.pick(['Municipal Judge', 'Mayor', 'Minister', 'Rabbi', 'Priest']);
  const officiantAddress = `${p.others.officeAddress.street}, ${upper(city)}, ${st}`;
  const ds = rng.pick(['us', 'month-name'] as const);
  const blocks: Block[] = [
    { type: 'lines', lines: [`STATE OF ${upper(state)}`, 'DEPARTMENT OF HEALTH', `${municipality} OF ${upper(city)} - ${upper(county)} COUNTY`, 'REGISTRAR OF VITAL STATISTICS'], align: 'center', size: 9 },
    { type: 'title', text: rng.pick(['CERTIFICATION OF MARRIAGE', 'CERTIFICATION OF MARRIAGE / CIVIL UNION']), align: 'center' },
    { type: 'lines', lines: [`License No. ${d.getUTCFullYear()}-${digits(rng, 4)}     State File No. ${digits(rng, 8)}`], align: 'right', size: 8 },
    party('A', applicantA),
    party('B', !applicantA),
    { type: 'subtitle', text: 'CEREMONY' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: 'DATE OF MARRIAGE', value: printDate(d, ds) },
        { label: 'MUNICIPALITY OF MARRIAGE', value: upper(city) },
        { label: 'COUNTY / STATE', value: `${upper(county)} / ${st}` },
        { label: 'NAME OF OFFICIANT', value: upper(fullName(p.others.registrar)), span: 2 },
        { label: 'TITLE', value: officiantTitle },
        { label: 'ADDRESS OF OFFICIANT', value: officiantAddress, span: 3 },
      ],
    },
    {
      type: 'grid',
      columns: 2,
      cells: [
        { label: 'WITNESS 1', value: upper(fullName(p.others.landlord)) },
        { label: 'WITNESS 2', value: upper(fullName(p.others.hrContact)) },
        { label: 'DATE FILED WITH REGISTRAR', value: printDate(filed, 'us') },
        { label: 'LICENSE ISSUED BY REGISTRAR OF', value: upper(`${p.address.city}, ${p.address.state}`) },
      ],
    },
    {
      type: 'paragraph',
      text: `I, ${registrar}, Registrar of Vital Statistics of the ${municipality === 'CITY' ? 'City' : municipality === 'TOWNSHIP' ? 'Township' : 'Borough'} of ${city}, ${state}, do hereby certify that the foregoing is a true and correct abstract of the marriage record on file in this office. Issued ${printDate(recent(rng), 'month-name')}. Fee: $${rng.pick(['10.00', '15.00', '25.00'])}.`,
    },
    { type: 'lines', lines: ['______________________________', `${registrar}`, rng.pick(['Registrar of Vital Statistics', 'Deputy Registrar'])], align: 'right' },
    { type: 'stamp', lines: ['RAISED SEAL', upper(`${municipality} of ${city}`), 'REGISTRAR OF VITAL STATISTICS'] },
    { type: 'footer', text: 'This certification is not valid without the raised seal of the issuing office. Any alteration or erasure voids this certification.' },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['certification of marriage.pdf', 'marriage certification registrar.pdf', 'NJ marriage certificate.pdf']), styles: ['boxes'], blocks, truth: marriageTruth(p) };
};

const njCounties = [
  { county: 'Bergen', code: '02', seat: 'Hackensack', zip: '07601' },
  { county: 'Essex', code: '07', seat: 'Newark', zip: '07102' },
  { county: 'Hudson', code: '09', seat: 'Jersey City', zip: '07306' },
  { county: 'Middlesex', code: '12', seat: 'New Brunswick', zip: '08901' },
  { county: 'Monmouth', code: '13', seat: 'Freehold', zip: '07728' },
  { county: 'Passaic', code: '16', seat: 'Paterson', zip: '07505' },
  { county: 'Union', code: '20', seat: 'Elizabeth', zip: '07207' },
];
const judges = ['Patricia M. Costello', 'Thomas J. Walsh', 'Linda G. Baxter', 'Michael R. DeCastro', 'Karen L. Suter', 'Robert J. Brennan', 'Maritza Berdote Byrne', 'James P. Hurley'];
const clerks = ['Michelle M. Smith', 'Gail F. Haney', 'Frank J. Raimondo'];

/**
 * A New Jersey Superior Court "Final Judgment of Divorce" (Chancery Division, Family Part) as
 * uncontested-hearing judgments are typed: the attorney block (name, NJ Attorney ID, address,
 * "Attorney for Plaintiff"), the caption with the parties left ("Plaintiff, v. ..., Defendant.")
 * and the court right ("SUPERIOR COURT OF NEW JERSEY / CHANCERY DIVISION - FAMILY PART / ...
 * COUNTY / DOCKET NO. FM-12-001234-15 / CIVIL ACTION / FINAL JUDGMENT OF DIVORCE"), "THIS MATTER
 * having been opened to the Court ..." with the recitals ("the parties were married on ... in
 * ...", residence, the ground under N.J.S.A. 2A:34-2), "IT IS ON THIS ... DAY OF ..., 20..,
 * ORDERED AND ADJUDGED that the plaintiff ... and the defendant ... be and they are hereby
 * divorced from the bonds of matrimony", the further orders (settlement agreement, service within
 * seven days), the judge's line "J.S.C." and often the Superior Court Clerk's true-copy stamp.
 */
const newJerseyJudgment = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantSues = rng.chance(0.5);
  const [pl, df] = applicantSues ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const court = rng.pick(njCounties);
  const ended = p.priorMarriage.ended;
  const filed = near(ended, rng, -330, -100);
  const docket = `FM-${court.code}-${digits(rng, 6)}-${String(filed.getUTCFullYear()).slice(2)}`;
  const judge = rng.pick(judges);
  const attorney = fullName(p.others.hrContact);
  const office = p.others.officeAddress;
  const ds = rng.pick(['month-name', 'us'] as const);
  const daySentence = upper(ordinalDate(ended).replace(/^the /, ''));
  const appeared = rng.pick(['the defendant appearing pro se', 'the defendant having been duly served and having failed to appear', `${fullName(p.others.landlord)}, Esq., appearing for the defendant`]);
  const ground = rng.chance(0.75)
    ? 'irreconcilable differences which have caused the breakdown of the marriage for a period of at least six months and which make it appear that the marriage should be dissolved, and that there is no reasonable prospect of reconciliation, N.J.S.A. 2A:34-2(i)'
    : 'separation, the parties having lived separate and apart in different habitations for a period of at least eighteen or more consecutive months with no reasonable prospect of reconciliation, N.J.S.A. 2A:34-2(d)';
  const settlement = rng.chance(0.55);
  const certified = rng.chance(0.6);
  const blocks: Block[] = [
    { type: 'lines', lines: [upper(attorney), `Attorney ID No. ${digits(rng, 9)}`, office.street, `${court.seat}, New Jersey ${court.zip}`, `(${rng.pick(['201', '973', '732', '908'])}) ${Math.floor(rng.between(200, 999))}-${digits(rng, 4)}`, 'Attorney for Plaintiff'], size: 9 },
    {
      type: 'table',
      widths: [0.5, 0.5],
      rows: [
        [`${upper(fullName(pl))},`, 'SUPERIOR COURT OF NEW JERSEY'],
        ['                    Plaintiff,', 'CHANCERY DIVISION - FAMILY PART'],
        ['          v.', `${upper(court.county)} COUNTY`],
        [`${upper(fullName(df))},`, `DOCKET NO. ${docket}`],
        ['                    Defendant.', 'CIVIL ACTION'],
        ['', 'FINAL JUDGMENT OF DIVORCE'],
      ],
    },
    {
      type: 'paragraph',
      text: `THIS MATTER having been opened to the Court by ${attorney}, Esq., attorney for plaintiff, ${fullName(pl)}, ${appeared}, and the Court having considered the testimony and proofs presented on ${printDate(ended, ds)}, and it appearing that the parties were married on ${printDate(p.priorMarriage.date, ds)} in ${p.priorMarriage.place}, that the plaintiff was a bona fide resident of the State of New Jersey when the cause of action arose and has continued so to be for at least one year next preceding the commencement of this action, and that the cause of action is ${ground}; and for good cause shown;`,
    },
    {
      type: 'paragraph',
      text: `IT IS ON THIS ${daySentence}, ORDERED AND ADJUDGED that the plaintiff, ${upper(fullName(pl))}, and the defendant, ${upper(fullName(df))}, be and they are hereby divorced from the bonds of matrimony, and the parties and each of them be freed and discharged from the obligations thereof; and`,
    },
    ...(settlement
      ? [{ type: 'paragraph', text: `IT IS FURTHER ORDERED AND ADJUDGED that the Marital Settlement Agreement entered into by the parties on ${printDate(near(ended, rng, -60, -5), ds)}, a copy of which is annexed hereto, is incorporated in but not merged with this Final Judgment of Divorce; and` } as Block]
      : []),
    { type: 'paragraph', text: 'IT IS FURTHER ORDERED AND ADJUDGED that there are no children born of the marriage and none are expected; and' },
    { type: 'paragraph', text: 'IT IS FURTHER ORDERED that a copy of this Final Judgment of Divorce shall be served upon all parties within seven (7) days of the date hereof.' },
    { type: 'lines', lines: ['', '____________________________________', `HON. ${upper(judge)}, J.S.C.`], align: 'right' },
    { type: 'stamp', lines: ['FILED', printDate(ended, 'us'), `${upper(judge)}`, 'J.S.C.'] },
    ...(certified
      ? [{ type: 'paragraph', text: `I HEREBY CERTIFY the foregoing to be a true copy of the original on file in the Superior Court of New Jersey, Chancery Division, Family Part, ${court.county} County. ${rng.pick(clerks)}, Clerk of the Superior Court. Dated ${printDate(recent(rng), 'month-name')}.` } as Block]
      : []),
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['final judgment of divorce NJ.pdf', 'FJOD.pdf', 'divorce judgment new jersey.pdf']), styles: ['inline'], blocks, truth: divorceTruth(p) };
};

const salas = ['Primera Sala', 'Segunda Sala', 'Quinta Sala', 'Octava Sala'];

/**
 * The Dominican JCE "Extracto de Acta de Divorcio": JCE header and the Oficialía del Estado Civil
 * that recorded it, Libro / Folio / Acta / Año, the former spouses each with nationality and
 * cédula (or passport for a foreigner), the cause (mutuo consentimiento, incompatibilidad de
 * caracteres), "pronunciado por sentencia No. ... de fecha ..." of the Cámara Civil y Comercial
 * of the Juzgado de Primera Instancia, the later "fecha de inscripción", the date and place of the
 * marriage dissolved, the Oficial del Estado Civil and the verification note. The truth's end
 * date is the sentencia's date: it is the date the divorce was granted, the one an applicant
 * writes; the inscription is only the later registration of it.
 */
const extractoDivorcioRd = (p: Persona, rng: Rng): DocumentSpec => {
  const male = p.sex === 'Male';
  const ended = p.priorMarriage.ended;
  const inscribed = near(ended, rng, 8, 60);
  const office = rng.pick(circunscripciones);
  const officialFemale = rng.chance(0.6);
  const official = drPerson(rng, officialFemale);
  const sentencia = `${rng.pick(['036', '034', '037', '366'])}-${ended.getUTCFullYear()}-${rng.pick(['SSEN', 'SCIV'])}-${digits(rng, 5)}`;
  // A foreigner shows a passport of the time (not today's, issued later); a Dominican a cédula.
  const formerDominican = rng.chance(0.35);
  const applicantId = `Pasaporte No. ${upper(rng.pick(['A', 'P', 'K', 'M']))}${digits(rng, 7)}`;
  const formerId = formerDominican ? `Cédula No. ${cedula(rng)}` : `Pasaporte No. ${upper(rng.pick(['B', 'G', 'N', 'R']))}${digits(rng, 7)}`;
  const me = `${upper(fullName(p.name))}, ${nacionalidad(p.country.code, male)}, ${applicantId}`;
  const former = `${upper(fullName(p.priorSpouse))}, ${formerDominican ? (male ? 'dominicana' : 'dominicano') : nacionalidad(p.country.code, !male)}, ${formerId}`;
  const [first, second] = rng.chance(0.5) ? [me, former] : [former, me];
  const issued = near(inscribed, rng, 30, 2500);
  const sala = rng.pick(salas);
  const causa = rng.pick(['MUTUO CONSENTIMIENTO', 'INCOMPATIBILIDAD DE CARACTERES']);
  const ds = (d: Date) => (rng.chance(0.5) ? dayFirst(d) : upper(esDate(d)));
  const blocks: Block[] = [
    { type: 'lines', lines: ['REPÚBLICA DOMINICANA', 'JUNTA CENTRAL ELECTORAL', `OFICIALÍA DEL ESTADO CIVIL DE LA ${office.oficialia}`], align: 'center' },
    { type: 'title', text: 'EXTRACTO DE ACTA DE DIVORCIO', align: 'center' },
    {
      type: 'fields',
      style: 'inline',
      fields: [
        ['Libro No.', bookNo(rng)],
        ['Folio No.', digits(rng, 4)],
        ['Acta No.', digits(rng, 6)],
        ['Año', String(inscribed.getUTCFullYear())],
      ],
    },
    { type: 'lines', lines: ['Divorcio entre los señores:', `1. ${first}`, `2. ${second}`], size: 9.5 },
    {
      type: 'fields',
      fields: [
        ['Causa', causa],
        ['Sentencia No.', sentencia],
        ['Fecha de la sentencia', ds(ended)],
        ['Tribunal', `${sala}, Cámara Civil y Comercial`],
        ['Fecha de inscripción', dayFirst(inscribed)],
        ['Fecha del matrimonio', ds(p.priorMarriage.date)],
        ['Lugar del matrimonio', p.priorMarriage.place],
      ],
    },
    {
      type: 'paragraph',
      text: `Divorcio pronunciado por sentencia No. ${sentencia} de fecha ${esDate(ended)}, dictada por la ${sala} de la Cámara Civil y Comercial del Juzgado de Primera Instancia del Distrito Nacional, e inscrito en los libros de esta Oficialía en fecha ${esDate(inscribed)}. Expedido en ${office.city}, el ${dayFirst(issued)}, a solicitud de parte interesada.`,
    },
    { type: 'lines', lines: ['______________________________', `${officialFemale ? 'LICDA.' : 'LIC.'} ${upper(official)}`, 'Oficial del Estado Civil'], align: 'center' },
    { type: 'stamp', lines: ['JUNTA CENTRAL ELECTORAL', 'OFICIALÍA DEL ESTADO CIVIL', upper(office.city)] },
    {
      type: 'lines',
      lines: [
        `NOTA: Verifique la validez de este extracto en www.jce.gob.do, código ${verification(rng)}.`,
        rng.pick(['Cualquier alteración o enmienda anula este documento.', 'Este documento tiene una validez de noventa (90) días a partir de su emisión.']),
      ],
      size: 8,
    },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['extracto acta de divorcio.pdf', 'acta divorcio jce.pdf', 'divorcio rd extracto.pdf']), styles: ['columns', 'leaders'], blocks, truth: divorceTruth(p) };
};

export const marriageDevelopment7: LayoutFamily[] = [
  {
    id: 'marriage_certificate/mexico-acta-estatal-insercion',
    kind: 'marriage_certificate',
    modelledOn: 'Pre-2016 typed Mexican state Registro Civil Acta de Matrimonio (Jalisco / Nuevo León): Entidad-Municipio-Oficialía-Libro-Acta boxes, DATOS DE LOS CONTRAYENTES with EL / LA CONTRAYENTE and CURP, parents, régimen, testigos, Oficial, recording a marriage celebrated in the US',
    build: actaMatrimonioEstatal,
  },
  {
    id: 'marriage_certificate/jce-extracto-matrimonio',
    kind: 'marriage_certificate',
    modelledOn: 'Dominican JCE Extracto de Acta de Matrimonio (civil or canónico) of a transcribed US marriage: libro / folio / acta, Contrayentes with nationality and cédula or passport, fecha de celebración, lugar, Oficial del Estado Civil, verification note',
    build: extractoMatrimonioRd,
  },
  {
    id: 'marriage_certificate/nj-certification-of-marriage',
    kind: 'marriage_certificate',
    modelledOn: 'New Jersey local Registrar of Vital Statistics Certification of Marriage (REG-77 abstract): Party A / Party B grids with surname before and after marriage, date, municipality and county of marriage, officiant, witnesses, registrar and raised-seal notice',
    build: certificationOfMarriage,
  },
];

export const divorceDevelopment7: LayoutFamily[] = [
  {
    id: 'divorce_decree/new-jersey-fjod',
    kind: 'divorce_decree',
    modelledOn: 'New Jersey Superior Court, Chancery Division, Family Part Final Judgment of Divorce: attorney block, Plaintiff v. Defendant caption with FM docket, recitals with the marriage, "IT IS ON THIS ... DAY OF ... ORDERED AND ADJUDGED ... divorced from the bonds of matrimony", J.S.C.',
    build: newJerseyJudgment,
  },
  {
    id: 'divorce_decree/jce-extracto-divorcio',
    kind: 'divorce_decree',
    modelledOn: 'Dominican JCE Extracto de Acta de Divorcio: libro / folio / acta, former spouses with cédula or passport, divorce pronounced by sentencia No. ... de fecha ..., fecha de inscripción, date and place of the marriage, Oficial del Estado Civil, verification note',
    build: extractoDivorcioRd,
  },
];
