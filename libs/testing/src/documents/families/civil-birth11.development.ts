import { fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { dayFirst, digits, esDate, givenNames, near, parentsOf } from './civil-common.development.js';
import { ageAt, antes, birthTruth, demonym, issuedOn, meses, nacionalidad, pad, paisEs, palabras, registrantOf, surnames, withoutFather } from './civil-spanish.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];

/** "quince de marzo de mil novecientos noventa" */
const fechaLetras = (d: Date) => `${d.getUTCDate() === 1 ? 'primero' : palabras(d.getUTCDate())} de ${meses[d.getUTCMonth()]} de ${palabras(d.getUTCFullYear())}`;
/** "a los quince días del mes de marzo del año dos mil veintitrés" */
const aLosDias = (d: Date) =>
  `${d.getUTCDate() === 1 ? 'al primer día' : `a los ${antes(d.getUTCDate())} días`} del mes de ${meses[d.getUTCMonth()]} del año ${palabras(d.getUTCFullYear())}`;
/** "10:35 A.M." / "22:10 HRS." */
const clock = (h: number, m: number, twelve: boolean) => (twelve ? `${pad(((h + 11) % 12) + 1)}:${pad(m)} ${h < 12 ? 'A.M.' : 'P.M.'}` : `${pad(h)}:${pad(m)} HRS.`);

// Officials, witnesses and informants: other people, with Spanish names of their own.
const givenPool = {
  male: ['JOSÉ LUIS', 'CARLOS ALBERTO', 'JUAN RAMÓN', 'PEDRO JOSÉ', 'LUIS ENRIQUE', 'RAFAEL ANTONIO', 'MIGUEL ÁNGEL', 'JORGE ALEXANDER', 'OSCAR DANILO', 'FRANCISCO JAVIER'],
  female: ['MARÍA JOSÉ', 'ANA LUCÍA', 'CARMEN ROSA', 'YOLANDA ISABEL', 'GLADYS MARINA', 'DORIS ELENA', 'LUZ MARINA', 'ROSA AMELIA', 'KARLA PATRICIA', 'NORMA ISABEL'],
};
const surnamePool = {
  hn: ['ZELAYA', 'MEJÍA', 'CASTILLO', 'AGUILAR', 'REYES', 'FLORES', 'SOSA', 'ORELLANA', 'PAZ', 'BANEGAS', 'ORDÓÑEZ', 'MONCADA'],
  ve: ['GONZÁLEZ', 'PÉREZ', 'URDANETA', 'COLMENARES', 'BRICEÑO', 'PARRA', 'QUINTERO', 'MÁRQUEZ', 'VILLALOBOS', 'CHIRINOS', 'ARAUJO', 'MONTILLA'],
};
const otherPerson = (rng: Rng, female: boolean, pool: string[]) => {
  const a = rng.pick(pool);
  return `${rng.pick(female ? givenPool.female : givenPool.male)} ${a} ${rng.pick(pool.filter((s) => s !== a))}`;
};

/** The certificate a US translator attaches to an English translation filed with USCIS: the translator's own name and address. */
const translatorCertificate = (p: Persona, rng: Rng, document: string, issued: Date): Block[] => {
  const t = fullName(p.others.translator);
  const o = p.others.officeAddress;
  const address = `${o.street}${o.unit ? `, Suite ${o.unit}` : ''}, ${o.city}, ${o.state} ${o.zip}`;
  const when = printDate(near(issued, rng, 10, 150), rng.pick(['month-name', 'us'] as const));
  return [
    { type: 'subtitle', text: rng.pick(['CERTIFICATE OF TRANSLATION', "TRANSLATOR'S CERTIFICATION", 'CERTIFICATION OF TRANSLATION ACCURACY']) },
    {
      type: 'paragraph',
      text: rng.pick([
        `I, ${t}, certify that I am fluent in the Spanish and English languages and competent to translate from Spanish into English, and that the foregoing is a true, complete and accurate translation of the attached ${document}.`,
        `I, ${t}, residing at ${address}, hereby certify that I am competent to translate from Spanish into English, and that the above English translation of the ${document} is true and correct to the best of my knowledge and ability.`,
      ]),
    },
    { type: 'lines', lines: ['Signature: ______________________________', `Translator: ${t}`, `Address: ${address}`, `Telephone: (${200 + Math.floor(rng.between(0, 700))}) ${digits(rng, 3)}-${digits(rng, 4)}`, `Date: ${when}`] },
  ];
};

/** A field in the original and in the translation: label, English label, value, English value (when it differs). */
type Bi = [es: string, en: string, value: string, valueEn?: string];
const spanishFields = (fs: Bi[]): Field[] => fs.map(([label, , value]) => [label, value]);
const englishFields = (fs: Bi[]): Field[] => fs.map(([, label, value, valueEn]) => [label, valueEn ?? value]);

// ---------------------------------------------------------------------------------------------
// 1. Honduras: RNP Certificación de Acta de Nacimiento.

/** Honduran municipalities of the persona's cities: department and the four-digit code that begins every DNI. */
const hnPlaces: Record<string, { depto: string; code: string; hospitals: string[] }> = {
  Tegucigalpa: { depto: 'FRANCISCO MORAZÁN', code: '0801', hospitals: ['HOSPITAL ESCUELA', 'HOSPITAL MATERNO INFANTIL', 'HOSPITAL SAN FELIPE'] },
  'San Pedro Sula': { depto: 'CORTÉS', code: '0501', hospitals: ['HOSPITAL NACIONAL MARIO CATARINO RIVAS', 'HOSPITAL LEONARDO MARTÍNEZ VALENZUELA'] },
  'La Ceiba': { depto: 'ATLÁNTIDA', code: '0101', hospitals: ['HOSPITAL REGIONAL ATLÁNTIDA', 'CLÍNICA MATERNO INFANTIL LA CEIBA'] },
};

/**
 * A Honduran "Certificación de Acta de Nacimiento" as the Registro Nacional de las Personas (RNP)
 * prints it today on security paper: "REPÚBLICA DE HONDURAS", the Escudo Nacional, "REGISTRO
 * NACIONAL DE LAS PERSONAS", the Registro Civil Municipal; the registrant's "Número de Identidad"
 * (13 digits, 0801-1990-01234: department and municipality code, year of inscription, correlative),
 * "Inscripción No.", Tomo / Folio / Año; "DATOS DEL INSCRITO" (Nombres, Primer Apellido, Segundo
 * Apellido, Sexo, Fecha y Hora de Nacimiento, Lugar: hospital, Municipio, Departamento; a Honduran
 * born abroad has the city and country); "DATOS DE LA MADRE" and "DATOS DEL PADRE" (names, DNI,
 * Nacionalidad; the father's block "NO CONSTA" or missing when he did not recognise the child), the
 * compareciente (informant) with DNI and relation, the Registrador Civil Municipal who made the
 * entry, anotaciones marginales, the certifying clause "certifica que la presente es fiel y exacta
 * reproducción..." with the issuing place and date in words or dd/mm/yyyy, the certifying
 * registrar's signature and seal. Some copies carry a certified English translation with the
 * translator's certificate (the translator's own name and address). Parents' dates and places of
 * birth are not printed (nationality is not birthplace).
 */
const hondurasRnp = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.33);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const home = hnPlaces[who.city];
  const registered = near(d, rng, 3, home ? 300 : 700);
  const issued = issuedOn(d, p, rng);
  const fatherBlock = child || rng.chance(0.85) ? 'shown' : rng.pick(['no-consta', 'absent'] as const);
  const english = rng.chance(0.35);
  const cells = rng.chance(0.3);
  const style = rng.pick(['inline', 'columns', 'leaders', 'stacked'] as const);
  const longDates = rng.chance(0.4);
  const dashed = rng.chance(0.6);
  const date = (x: Date) => (longDates ? upper(esDate(x)) : dayFirst(x));
  const reg = home ? { muni: upper(who.city), depto: home.depto, code: home.code } : { muni: 'DISTRITO CENTRAL', depto: 'FRANCISCO MORAZÁN', code: '0801' };
  const dni = (code: string, year: number) => {
    const n = `${code}${year}${digits(rng, 5)}`;
    return dashed ? `${n.slice(0, 4)}-${n.slice(4, 8)}-${n.slice(8)}` : n;
  };
  const identidad = dni(reg.code, registered.getUTCFullYear());
  const tomo = pad(Math.floor(rng.between(1, 300))).padStart(4, '0');
  const folio = String(Math.floor(rng.between(1, 500))).padStart(4, '0');
  const inscripcion = rng.chance(0.5) ? identidad : String(Math.floor(rng.between(1, 99999))).padStart(5, '0');
  const hour = [Math.floor(rng.between(0, 24)), Math.floor(rng.between(0, 60))] as const;
  const twelve = rng.chance(0.5);
  const [first, second] = surnames(who.name);
  const sexo = who.male ? 'MASCULINO' : 'FEMENINO';
  const hospital = home ? rng.pick(home.hospitals) : `${upper(who.city)}, ${upper(paisEs(p.country.name))}`;

  const registry: Bi[] = [
    ['Número de Identidad', 'Identity Number', identidad],
    ['Inscripción No.', 'Registration No.', inscripcion],
    ['Tomo', 'Volume', tomo],
    ['Folio', 'Page', folio],
    ['Año', 'Year', String(registered.getUTCFullYear())],
    ['Fecha de Inscripción', 'Date of Registration', date(registered), printDate(registered, 'month-name')],
  ];
  const place: Bi[] = home
    ? [
        ['Lugar de Nacimiento', 'Place of Birth', hospital],
        ['Municipio', 'Municipality', upper(who.city)],
        ['Departamento', 'Department', home.depto],
      ]
    : [
        ['Lugar de Nacimiento', 'Place of Birth', hospital, `${upper(who.city)}, ${upper(p.country.name)}`],
        ['País', 'Country', upper(paisEs(p.country.name)), upper(p.country.name)],
      ];
  const inscrito: Bi[] = [
    ['Nombres', 'Given Names', upper(givenNames(who.name))],
    ['Primer Apellido', 'First Surname', upper(first)],
    ['Segundo Apellido', 'Second Surname', upper(second)],
    ['Sexo', 'Sex', sexo, who.male ? 'MALE' : 'FEMALE'],
    ['Fecha de Nacimiento', 'Date of Birth', date(d), printDate(d, 'month-name')],
    ['Hora de Nacimiento', 'Time of Birth', clock(...hour, twelve)],
    ...place,
  ];
  const parentFields = (x: Parent, female: boolean): Bi[] => {
    const honduran = x.country === 'Honduras';
    const id = honduran ? dni(hnPlaces[x.city]?.code ?? '0801', x.dob.getUTCFullYear()) : rng.chance(0.5) ? 'NO CONSTA' : `PASAPORTE ${String.fromCharCode(65 + Math.floor(rng.between(0, 26)))}${digits(rng, 8)}`;
    return [
      ['Nombre(s)', 'Given Name(s)', upper(givenNames(x.name))],
      ['Apellido(s)', 'Surname(s)', upper(x.name.family)],
      ['Número de Identidad', 'Identity Number', id, id.replace('NO CONSTA', 'NOT RECORDED').replace('PASAPORTE', 'PASSPORT')],
      ['Nacionalidad', 'Nationality', upper(nacionalidad(x.country, female)), upper(demonym(x.country))],
    ];
  };
  const motherFields = parentFields(mother, true);
  const fatherFields: Bi[] = fatherBlock === 'shown' ? parentFields(father, false) : [['Nombre', 'Name', 'NO CONSTA', 'NOT RECORDED']];
  // The person who declared the birth: mostly the mother, else the father or a grandmother.
  const informant = rng.pick(fatherBlock === 'shown' ? (['mother', 'mother', 'father', 'other'] as const) : (['mother', 'mother', 'other'] as const));
  const grandmother = otherPerson(rng, true, surnamePool.hn);
  const informantFields: Bi[] =
    informant === 'mother'
      ? [['Nombre', 'Name', upper(fullName(mother.name))], ['Parentesco', 'Relationship', 'MADRE', 'MOTHER']]
      : informant === 'father'
        ? [['Nombre', 'Name', upper(fullName(father.name))], ['Parentesco', 'Relationship', 'PADRE', 'FATHER']]
        : [['Nombre', 'Name', grandmother], ['Identidad', 'Identity Number', dni(reg.code, registered.getUTCFullYear() - Math.floor(rng.between(40, 60)))], ['Parentesco', 'Relationship', 'ABUELA', 'GRANDMOTHER']];
  const entryRegistrar = otherPerson(rng, rng.chance(0.5), surnamePool.hn);
  const certifier = otherPerson(rng, rng.chance(0.5), surnamePool.hn);
  const idCard = near(d, rng, 18 * 365 + 10, 19 * 365);
  const notes = [
    { es: 'NO TIENE ANOTACIONES MARGINALES', en: 'NO MARGINAL NOTES' },
    { es: 'NINGUNA', en: 'NONE' },
    ...(!child && idCard.getTime() < issued.getTime()
      ? [{ es: `SE EXTENDIÓ TARJETA DE IDENTIDAD No. ${identidad} CON FECHA ${dayFirst(idCard)}.`, en: `IDENTITY CARD No. ${identidad} ISSUED ON ${printDate(idCard, 'month-name').toUpperCase()}.` }]
      : []),
    {
      es: `POR RESOLUCIÓN No. ${digits(rng, 3)}-${registered.getUTCFullYear() + 1} DE LA OFICIALÍA CIVIL DEPARTAMENTAL DE ${reg.depto} SE RECTIFICÓ LA HORA DE NACIMIENTO, SIENDO LO CORRECTO ${clock(...hour, twelve)}.`,
      en: `BY RESOLUTION No. ... OF THE DEPARTMENTAL CIVIL OFFICE OF ${reg.depto} THE TIME OF BIRTH WAS CORRECTED TO ${clock(...hour, twelve)}.`,
    },
  ];
  const note = rng.pick(notes);
  const issuePlace = rng.chance(0.6) ? (home ? `${who.city}, ${home.depto === 'FRANCISCO MORAZÁN' ? 'M.D.C.' : home.depto}` : 'Tegucigalpa, M.D.C.') : 'Tegucigalpa, M.D.C.';
  const wordsDate = rng.chance(0.5);
  const clause =
    `${rng.pick(['El (la) infrascrito(a)', 'El infrascrito'])} Registrador Civil Municipal de ${reg.muni}, departamento de ${reg.depto}, CERTIFICA que la presente es fiel y exacta reproducción ` +
    `del Acta de Nacimiento que se encuentra inscrita en el Registro Civil ${rng.pick(['y en la base de datos del Registro Nacional de las Personas', 'a su cargo'])}. ` +
    `Y para los fines que al interesado convengan, se extiende la presente en ${issuePlace}, ${wordsDate ? aLosDias(issued) : `el ${dayFirst(issued)}`}.`;
  const serie = `${rng.pick(['A', 'B', 'C'])}-${digits(rng, 7)}`;
  const verification = `${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}`;
  const caps = rng.chance(0.5) ? upper : (s: string) => s;
  const section = (title: string, fs: Bi[]): Block[] => [
    { type: 'subtitle', text: caps(title) },
    cells ? { type: 'grid', columns: 3, cells: spanishFields(fs).map(([label, value]) => ({ label: upper(label), value, span: value.length > 22 ? 2 : 1 })) } : { type: 'fields', fields: spanishFields(fs), style },
  ];
  const spanishPage: Block[] = [
    { type: 'lines', lines: [`Serie ${serie}`], align: 'right', size: 8 },
    { type: 'lines', lines: ['REPÚBLICA DE HONDURAS', '[Escudo Nacional de Honduras]', 'REGISTRO NACIONAL DE LAS PERSONAS', `REGISTRO CIVIL MUNICIPAL DE ${reg.muni}, ${reg.depto}`], align: 'center' },
    { type: 'title', text: 'CERTIFICACIÓN DE ACTA DE NACIMIENTO', align: 'center' },
    cells
      ? { type: 'grid', columns: 3, cells: spanishFields(registry).map(([label, value]) => ({ label: upper(label), value })) }
      : { type: 'fields', fields: spanishFields(registry), style: 'inline' },
    ...section('DATOS DEL INSCRITO', inscrito),
    ...section('DATOS DE LA MADRE', motherFields),
    ...(fatherBlock === 'absent' ? [] : section('DATOS DEL PADRE', fatherFields)),
    ...section(rng.pick(['DATOS DEL COMPARECIENTE', 'DATOS DEL INFORMANTE']), informantFields),
    { type: 'fields', fields: [['Registrador Civil Municipal', entryRegistrar]], style: 'inline' },
    ...(home ? [] : [{ type: 'paragraph', text: `Inscripción de nacimiento ocurrido en el extranjero, según certificación extendida en ${upper(who.city)}, ${upper(paisEs(p.country.name))}, remitida por la Sección Consular de la Embajada de Honduras.` } as Block]),
    { type: 'paragraph', text: `${caps('ANOTACIONES MARGINALES')}: ${note.es}` },
    { type: 'paragraph', text: clause },
    { type: 'lines', lines: ['______________________________', certifier, 'Registrador Civil Municipal'], align: 'center' },
    { type: 'stamp', lines: ['RNP - HONDURAS', 'REGISTRO CIVIL MUNICIPAL', reg.muni, reg.depto] },
    { type: 'footer', text: `Código de verificación: ${verification}   Esta certificación no es válida si presenta borrones, tachaduras o enmendaduras.` },
  ];
  const englishPage: Block[] = [
    { type: 'spacer', height: 2000 },
    { type: 'lines', lines: ['[Certified translation from Spanish]'], align: 'right', size: 9 },
    { type: 'lines', lines: ['REPUBLIC OF HONDURAS', '[National Coat of Arms]', 'NATIONAL REGISTRY OF PERSONS', `MUNICIPAL CIVIL REGISTRY OF ${reg.muni}, ${reg.depto}`], align: 'center' },
    { type: 'title', text: 'CERTIFICATION OF BIRTH RECORD', align: 'center' },
    { type: 'fields', fields: [['Series', serie], ...englishFields(registry)], style: 'inline' },
    { type: 'subtitle', text: 'REGISTRANT DATA' },
    { type: 'fields', fields: englishFields(inscrito), style },
    { type: 'subtitle', text: "MOTHER'S DATA" },
    { type: 'fields', fields: englishFields(motherFields), style },
    ...(fatherBlock === 'absent' ? [] : [{ type: 'subtitle', text: "FATHER'S DATA" } as Block, { type: 'fields', fields: englishFields(fatherFields), style } as Block]),
    { type: 'subtitle', text: "INFORMANT'S DATA" },
    { type: 'fields', fields: englishFields(informantFields), style },
    { type: 'fields', fields: [['Municipal Civil Registrar', entryRegistrar], ['Marginal Notes', note.en]], style: 'inline' },
    {
      type: 'paragraph',
      text:
        `The undersigned Municipal Civil Registrar of ${reg.muni}, department of ${reg.depto}, CERTIFIES that this is a true and exact reproduction of the Birth Record registered in the Civil Registry. ` +
        `Issued in ${issuePlace}, on ${printDate(issued, 'month-name')}. (Signed) ${certifier}, Municipal Civil Registrar. [Seal of the RNP]`,
    },
    ...translatorCertificate(p, rng, 'Honduran Certification of Birth Record (Certificación de Acta de Nacimiento)', issued),
  ];
  const truth = birthTruth(p, child, { sex: true, city: true });
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['certificacion acta de nacimiento.pdf', `RNP_${identidad.replace(/-/g, '')}.pdf`, english ? 'acta nacimiento honduras con traduccion.pdf' : 'partida de nacimiento rnp.pdf']),
    styles: cells ? ['boxes'] : [style],
    blocks: english ? [...spanishPage, ...englishPage] : spanishPage,
    truth: !child && fatherBlock !== 'shown' ? withoutFather(truth) : truth,
  };
};

// ---------------------------------------------------------------------------------------------
// 2. Venezuela: CNE / Registro Civil Acta de Nacimiento (post-2010 sections) or the older prose partida.

/** Venezuelan places of the persona's cities: state, municipality, parishes and maternity hospitals. */
const vePlaces: Record<string, { estado: string; municipio: string; parroquias: string[]; hospitals: string[] }> = {
  Maracaibo: { estado: 'ZULIA', municipio: 'MARACAIBO', parroquias: ['CHIQUINQUIRÁ', 'SANTA LUCÍA', 'OLEGARIO VILLALOBOS', 'CACIQUE MARA', 'JUANA DE ÁVILA'], hospitals: ['HOSPITAL UNIVERSITARIO DE MARACAIBO', 'MATERNIDAD DR. ARMANDO CASTILLO PLAZA', 'HOSPITAL CHIQUINQUIRÁ'] },
  Valencia: { estado: 'CARABOBO', municipio: 'VALENCIA', parroquias: ['SAN JOSÉ', 'CATEDRAL', 'RAFAEL URDANETA', 'MIGUEL PEÑA', 'SAN BLAS'], hospitals: ['CIUDAD HOSPITALARIA DR. ENRIQUE TEJERA', 'MATERNIDAD DEL SUR', 'CENTRO POLICLÍNICO VALENCIA'] },
  Barquisimeto: { estado: 'LARA', municipio: 'IRIBARREN', parroquias: ['CATEDRAL', 'CONCEPCIÓN', 'JUAN DE VILLEGAS', 'SANTA ROSA', 'UNIÓN'], hospitals: ['HOSPITAL CENTRAL UNIVERSITARIO DR. ANTONIO MARÍA PINEDA', 'CLÍNICA RAZETTI'] },
};
const veCities = Object.keys(vePlaces);
interface Witness {
  name: string;
  ci: string;
  age: number;
  job: string;
  home: string;
}
const urbanizaciones = ['URB. LA VICTORIA', 'URB. LOS OLIVOS', 'URB. EL TRIGAL', 'SECTOR SANTA ROSA', 'URB. LA CAÑADA', 'BARRIO EL CARMEN', 'URB. PREBO'];
const oficios = { male: ['COMERCIANTE', 'DOCENTE', 'INGENIERO', 'CHOFER', 'OBRERO', 'ABOGADO', 'T.S.U. EN INFORMÁTICA'], female: ['OFICIOS DEL HOGAR', 'DOCENTE', 'COMERCIANTE', 'ENFERMERA', 'ABOGADA', 'ESTUDIANTE'] };
const oficiosEn: Record<string, string> = {
  COMERCIANTE: 'MERCHANT', DOCENTE: 'TEACHER', INGENIERO: 'ENGINEER', CHOFER: 'DRIVER', OBRERO: 'LABORER', ABOGADO: 'LAWYER', ABOGADA: 'LAWYER', 'T.S.U. EN INFORMÁTICA': 'COMPUTING TECHNICIAN',
  'OFICIOS DEL HOGAR': 'HOMEMAKER', ENFERMERA: 'NURSE', ESTUDIANTE: 'STUDENT',
};
/** A cédula number roughly as old as its holder ("V-12.345.678"); foreigners resident in Venezuela hold an "E-" one. */
const cedula = (rng: Rng, born: number, foreign: boolean) => {
  const millions = born < 1950 ? 0.3 + (born - 1900) * 0.054 + rng.between(-0.1, 0.1) : 3 + (born - 1950) * 0.5 + rng.between(-1, 1);
  const n = foreign ? Math.floor(rng.between(80_000_000, 84_999_999)) : Math.max(150_000, Math.floor(millions * 1_000_000));
  return `${foreign ? 'E' : 'V'}-${n.toLocaleString('de-DE')}`;
};

/**
 * A Venezuelan "Acta de Nacimiento" of the Registro Civil run since the 2010 Ley Orgánica de
 * Registro Civil by the Consejo Nacional Electoral (still commonly called SAREN / "registro"):
 * "REPÚBLICA BOLIVARIANA DE VENEZUELA / CONSEJO NACIONAL ELECTORAL / COMISIÓN DE REGISTRO CIVIL Y
 * ELECTORAL", the state, municipality and parish, the Oficina or Unidad de Registro Civil, "ACTA DE
 * NACIMIENTO", "Acta No.", Tomo and date; an opening "ante mí ... compareció ... y presentó"; the
 * numbered sections "I. DATOS DEL PRESENTADO(A)" (Nombres, Apellidos, Sexo, Fecha y Hora de
 * Nacimiento, establishment, parish, municipality, state; the EV-25 medical certificate number),
 * "II. DATOS DE LA MADRE" / "III. DATOS DEL PADRE" (Nombres, Apellidos, cédula V-12.345.678 or E-,
 * Edad or Fecha de Nacimiento, Nacionalidad, Estado Civil, Profesión u Oficio, Residencia), "IV.
 * DATOS DE LOS TESTIGOS" (two witnesses with cédulas and addresses; "NO APLICA" on an insertion),
 * "V. DATOS DEL REGISTRADOR" (name, cédula, Resolución and Gaceta Electoral), notas marginales and
 * the registrar's certification "copia fiel y exacta de su original". A birth abroad is an
 * "inserción" of the foreign certificate. Records registered before March 2010 are the older prose
 * partida of the Prefectura / Jefatura Civil (or a consulate): "...hace constar que hoy ... ha
 * comparecido el ciudadano ... y presentó un niño ... nacido el ... hijo suyo y de ...", copied
 * and certified by today's CNE registrar. Some copies carry a certified English translation.
 */
const venezuelaActa = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.33);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const home = vePlaces[who.city];
  const issued = issuedOn(d, p, rng);
  // A birth abroad is inserted into a Venezuelan registry (near the birth for a child, years later for an adult) or was entered at a consulate.
  const insertion = !home && (child || rng.chance(0.5));
  const registered = home
    ? near(d, rng, 3, 90)
    : insertion && !child
      ? new Date(Math.max(Date.UTC(2010, 5, 1), near(issued, rng, -2500, -60).getTime()))
      : near(d, rng, 20, 300);
  const modern = registered.getTime() >= Date.UTC(2010, 2, 15);
  const officeCity = home ? who.city : rng.pick(veCities);
  const office = vePlaces[officeCity] as (typeof vePlaces)[string];
  const parroquia = rng.pick(office.parroquias);
  const fatherShown = child || rng.chance(0.88);
  const english = rng.chance(0.3);
  const showsParentDob = modern && rng.chance(0.4);
  const style = rng.pick(['inline', 'columns', 'leaders', 'two-column'] as const);
  const actaNo = String(Math.floor(rng.between(1, 3000)));
  const tomo = String(Math.floor(rng.between(1, 12)));
  const folio = String(Math.floor(rng.between(1, 250)));
  const hour = [Math.floor(rng.between(0, 24)), Math.floor(rng.between(0, 60))] as const;
  const sexo = who.male ? 'MASCULINO' : 'FEMENINO';
  const presenter = rng.pick(fatherShown ? (['father', 'mother'] as const) : (['mother'] as const));
  const registrar = otherPerson(rng, rng.chance(0.55), surnamePool.ve);
  const certifier = rng.chance(0.5) ? registrar : otherPerson(rng, rng.chance(0.55), surnamePool.ve);
  const [w1, w2] = [0, 1].map(() => {
    const female = rng.chance(0.5);
    const born = registered.getUTCFullYear() - Math.floor(rng.between(22, 60));
    return { name: otherPerson(rng, female, surnamePool.ve), ci: cedula(rng, born, false), age: registered.getUTCFullYear() - born, job: rng.pick(female ? oficios.female : oficios.male), home: `${rng.pick(urbanizaciones)}, CALLE ${Math.floor(rng.between(1, 99))}, CASA N° ${Math.floor(rng.between(1, 200))}, ${upper(officeCity)}` };
  }) as [Witness, Witness];
  const witnesses = [w1, w2];
  const foreignPlace = `${upper(who.city)}, ${upper(paisEs(p.country.name))}`;
  // Venezuelans hold a V- cédula; foreigners an E- one when they live in Venezuela, else their passport.
  const idOf = (x: Parent) =>
    x.country === 'Venezuela'
      ? cedula(rng, x.dob.getUTCFullYear(), false)
      : home && rng.chance(0.6)
        ? cedula(rng, x.dob.getUTCFullYear(), true)
        : `PASAPORTE ${String.fromCharCode(65 + Math.floor(rng.between(0, 26)))}${digits(rng, 8)}`;
  const ids = { father: idOf(father), mother: idOf(mother) };
  const jobs = { father: rng.pick(oficios.male), mother: rng.pick(oficios.female) };
  const married = fatherShown && rng.chance(0.6);
  const residence = home ? `${rng.pick(urbanizaciones)}, ${upper(who.city)}, ESTADO ${home.estado}` : foreignPlace;
  const issuedText = rng.chance(0.5) ? aLosDias(issued) : `el ${dayFirst(issued)}`;
  const certification =
    `Quien suscribe, ${certifier}, Registrador(a) Civil del Municipio ${office.municipio} del Estado ${office.estado}, CERTIFICA que la presente es copia fiel y exacta de su original, ` +
    `que reposa en ${modern ? 'el Archivo de esta Oficina de Registro Civil' : `el Libro de Registro Civil de Nacimientos llevado durante el año ${registered.getUTCFullYear()}`}, Tomo ${tomo}, Folio ${folio}, Acta N° ${actaNo}. ` +
    `En ${officeCity}, ${issuedText}.`;
  const header: Block = {
    type: 'lines',
    lines: ['REPÚBLICA BOLIVARIANA DE VENEZUELA', 'CONSEJO NACIONAL ELECTORAL', 'COMISIÓN DE REGISTRO CIVIL Y ELECTORAL', `ESTADO ${office.estado} - MUNICIPIO ${office.municipio} - PARROQUIA ${parroquia}`],
    align: 'center',
  };
  const closing: Block[] = [
    { type: 'paragraph', text: certification },
    { type: 'lines', lines: ['______________________________', certifier, 'REGISTRADOR(A) CIVIL'], align: 'center' },
    { type: 'stamp', lines: ['CNE - REGISTRO CIVIL', `MUNICIPIO ${office.municipio}`, `ESTADO ${office.estado}`] },
    { type: 'footer', text: `Oficina Municipal de Registro Civil ${office.municipio}  -  Copia certificada N° ${digits(rng, 6)}  -  Válida sin enmiendas` },
  ];
  const fileName = rng.pick(['acta de nacimiento.pdf', 'partida de nacimiento venezuela.pdf', english ? 'acta nacimiento con traduccion.pdf' : `acta_${actaNo}.pdf`]);

  if (modern) {
    const presentado: Bi[] = [
      ['Nombres', 'Given Names', upper(givenNames(who.name))],
      ['Apellidos', 'Surnames', upper(who.name.family)],
      ['Sexo', 'Sex', sexo, who.male ? 'MALE' : 'FEMALE'],
      ['Fecha de Nacimiento', 'Date of Birth', dayFirst(d), printDate(d, 'month-name')],
      ['Hora de Nacimiento', 'Time of Birth', clock(...hour, rng.chance(0.5))],
      ...(home
        ? ([
            ['Lugar de Nacimiento', 'Place of Birth', `${rng.pick(home.hospitals)}, ${upper(who.city)}`],
            ['Parroquia', 'Parish', parroquia],
            ['Municipio', 'Municipality', home.municipio],
            ['Estado', 'State', home.estado],
            ['País', 'Country', 'VENEZUELA'],
            ['Certificado Médico de Nacimiento (EV-25) N°', 'Medical Birth Certificate (EV-25) No.', digits(rng, 8)],
          ] as Bi[])
        : ([
            ['Lugar de Nacimiento', 'Place of Birth', foreignPlace, `${upper(who.city)}, ${upper(p.country.name)}`],
            ['País', 'Country', upper(paisEs(p.country.name)), upper(p.country.name)],
          ] as Bi[])),
    ];
    const parentFields = (x: Parent, female: boolean, id: string, job: string): Bi[] => [
      ['Nombres', 'Given Names', upper(givenNames(x.name))],
      ['Apellidos', 'Surnames', upper(x.name.family)],
      ['Documento de Identidad', 'Identity Document', id, id.replace('PASAPORTE', 'PASSPORT')],
      showsParentDob ? ['Fecha de Nacimiento', 'Date of Birth', dayFirst(x.dob), printDate(x.dob, 'month-name')] : ['Edad', 'Age', `${ageAt(x.dob, d)} AÑOS`, `${ageAt(x.dob, d)} YEARS`],
      ['Nacionalidad', 'Nationality', upper(nacionalidad(x.country, female)), upper(demonym(x.country))],
      ['Estado Civil', 'Marital Status', married ? (female ? 'CASADA' : 'CASADO') : female ? 'SOLTERA' : 'SOLTERO', married ? 'MARRIED' : 'SINGLE'],
      ['Profesión u Oficio', 'Occupation', job, oficiosEn[job] ?? job],
      ['Residencia', 'Address', residence, home ? residence : `${upper(who.city)}, ${upper(p.country.name)}`],
    ];
    const motherFields = parentFields(mother, true, ids.mother, jobs.mother);
    const fatherFields: Bi[] = fatherShown ? parentFields(father, false, ids.father, jobs.father) : [['Nombres y Apellidos', 'Name', 'NO CONSTA', 'NOT RECORDED']];
    const registrarFields: Bi[] = [
      ['Nombres y Apellidos', 'Name', registrar],
      ['Cédula de Identidad', 'Identity Card', cedula(rng, registered.getUTCFullYear() - Math.floor(rng.between(30, 55)), false)],
      ['Resolución N°', 'Resolution No.', `${String(registered.getUTCFullYear() - 1).slice(2)}${pad(Math.floor(rng.between(1, 13)))}${pad(Math.floor(rng.between(1, 29)))}-${digits(rng, 4)}`],
      ['Gaceta Electoral N°', 'Electoral Gazette No.', String(Math.floor(rng.between(500, 990)))],
    ];
    const presenterName = presenter === 'father' ? upper(fullName(father.name)) : upper(fullName(mother.name));
    const opening = insertion
      ? `En el día de hoy, ${fechaLetras(registered)}, se procede a insertar en los Libros de Registro Civil de Nacimientos el acta de nacimiento expedida por la autoridad de Registro Civil de ${foreignPlace}, ` +
        `debidamente apostillada y traducida, presentada por ${child ? `${presenter === 'father' ? 'el ciudadano' : 'la ciudadana'} ${presenterName}, titular del documento ${ids[presenter]}` : `${who.male ? 'el interesado, ciudadano' : 'la interesada, ciudadana'} ${upper(fullName(who.name))}`}, cuyos datos son los siguientes:`
      : `En el día de hoy, ${fechaLetras(registered)}, ante mí, ${registrar}, Registrador(a) Civil de la Parroquia ${parroquia} del Municipio ${office.municipio} del Estado ${office.estado}, ` +
        `compareció ${presenter === 'father' ? 'el ciudadano' : 'la ciudadana'} ${presenterName}, titular de la cédula de identidad ${ids[presenter]}, en su condición de ${presenter === 'father' ? 'padre' : 'madre'}, y presentó para su inscripción el nacimiento cuyos datos se expresan a continuación:`;
    const subject = who.male ? 'DEL PRESENTADO' : rng.pick(['DE LA PRESENTADA', 'DEL PRESENTADO(A)']);
    const witnessBlock: Block = insertion
      ? { type: 'fields', fields: [['Testigos', 'NO APLICA (INSERCIÓN)']], style: 'inline' }
      : { type: 'table', header: ['', 'Nombres y Apellidos', 'Cédula', 'Edad', 'Profesión', 'Residencia'], rows: witnesses.map((w, i) => [String(i + 1), w.name, w.ci, String(w.age), w.job, w.home]), widths: [0.04, 0.26, 0.14, 0.07, 0.14, 0.35] };
    const note = rng.pick([
      { es: 'SIN NOTAS MARGINALES', en: 'NO MARGINAL NOTES' },
      { es: 'NINGUNA', en: 'NONE' },
      ...(home ? [] : [{ es: `Inserción conforme al artículo 98 de la Ley Orgánica de Registro Civil. Documento de origen: ${foreignPlace}.`, en: `Insertion under article 98 of the Organic Civil Registry Law. Source document: ${upper(who.city)}, ${upper(p.country.name)}.` }]),
    ]);
    const fieldsBlock = (fs: Bi[]): Block => ({ type: 'fields', fields: spanishFields(fs), style });
    const spanishPage: Block[] = [
      header,
      { type: 'lines', lines: [insertion ? 'OFICINA MUNICIPAL DE REGISTRO CIVIL' : rng.pick([`UNIDAD DE REGISTRO CIVIL PARROQUIA ${parroquia}`, 'OFICINA MUNICIPAL DE REGISTRO CIVIL', `UNIDAD HOSPITALARIA DE REGISTRO CIVIL`])], align: 'center', size: 9 },
      { type: 'title', text: insertion ? 'ACTA DE NACIMIENTO (INSERCIÓN)' : 'ACTA DE NACIMIENTO', align: 'center' },
      { type: 'fields', fields: [['Acta No.', actaNo], ['Tomo', tomo], ['Folio', folio], ['Fecha', dayFirst(registered)]], style: 'inline' },
      { type: 'paragraph', text: opening },
      { type: 'subtitle', text: `I. DATOS ${subject}` },
      fieldsBlock(presentado),
      { type: 'subtitle', text: 'II. DATOS DE LA MADRE' },
      fieldsBlock(motherFields),
      { type: 'subtitle', text: 'III. DATOS DEL PADRE' },
      fieldsBlock(fatherFields),
      { type: 'subtitle', text: 'IV. DATOS DE LOS TESTIGOS' },
      witnessBlock,
      { type: 'subtitle', text: 'V. DATOS DEL REGISTRADOR(A) CIVIL' },
      fieldsBlock(registrarFields),
      { type: 'paragraph', text: `NOTAS MARGINALES: ${note.es}` },
      { type: 'lines', lines: ['Firmas: Registrador(a) Civil ______   Presentante ______   Testigos ______ ______   [Impresiones dactilares]'], size: 8 },
      ...closing,
    ];
    const englishPage: Block[] = [
      { type: 'spacer', height: 2000 },
      { type: 'lines', lines: ['[Certified translation from Spanish]'], align: 'right', size: 9 },
      { type: 'lines', lines: ['BOLIVARIAN REPUBLIC OF VENEZUELA', 'NATIONAL ELECTORAL COUNCIL', 'CIVIL AND ELECTORAL REGISTRY COMMISSION', `STATE OF ${office.estado} - ${office.municipio} MUNICIPALITY - ${parroquia} PARISH`], align: 'center' },
      { type: 'title', text: 'BIRTH CERTIFICATE', align: 'center' },
      { type: 'fields', fields: [['Certificate No.', actaNo], ['Volume', tomo], ['Page', folio], ['Date', printDate(registered, 'month-name')]], style: 'inline' },
      { type: 'subtitle', text: 'I. DATA OF THE PERSON PRESENTED' },
      { type: 'fields', fields: englishFields(presentado), style },
      { type: 'subtitle', text: "II. MOTHER'S DATA" },
      { type: 'fields', fields: englishFields(motherFields), style },
      { type: 'subtitle', text: "III. FATHER'S DATA" },
      { type: 'fields', fields: englishFields(fatherFields), style },
      { type: 'subtitle', text: "IV. WITNESSES' DATA" },
      insertion ? { type: 'paragraph', text: 'Not applicable (insertion).' } : { type: 'paragraph', text: witnesses.map((w, i) => `${i + 1}. ${w.name}, I.D. ${w.ci}, ${w.age} years old, residing at ${w.home}.`).join(' ') },
      { type: 'subtitle', text: "V. CIVIL REGISTRAR'S DATA" },
      { type: 'fields', fields: englishFields(registrarFields), style },
      { type: 'paragraph', text: `Marginal notes: ${note.en.replace(/\.$/, '')}. [Certification: true and exact copy of the original, ${officeCity}, ${printDate(issued, 'month-name')}. (Signed) ${certifier}, Civil Registrar. Seal of the National Electoral Council.]` },
      ...translatorCertificate(p, rng, 'Venezuelan birth certificate (Acta de Nacimiento)', issued),
    ];
    const truth = birthTruth(p, child, { sex: true, city: true, parentBirth: showsParentDob });
    return {
      kind: 'birth_certificate',
      fileName,
      styles: [style],
      blocks: english ? [...spanishPage, ...englishPage] : spanishPage,
      truth: !child && !fatherShown ? withoutFather(truth) : truth,
    };
  }

  // The older prose partida, as entered in the book of the Prefectura / Jefatura Civil or a consulate.
  const officer = otherPerson(rng, false, surnamePool.ve);
  const secretary = otherPerson(rng, rng.chance(0.5), surnamePool.ve);
  const title = registered.getUTCFullYear() < 1990 ? 'Prefecto Civil' : rng.pick(['Jefe Civil', 'Prefecto Civil']);
  const consular = !home;
  const authority = consular
    ? `Cónsul General de la República de Venezuela en ${who.city}, ${paisEs(p.country.name)}, en ejercicio de las funciones de Primera Autoridad Civil`
    : `${title} de la Parroquia ${parroquia} del Municipio ${office.municipio} del Estado ${office.estado}`;
  const parentEs = (x: Parent, female: boolean, id: string, job: string) =>
    `${female ? 'la ciudadana' : 'el ciudadano'} ${upper(fullName(x.name))}, de ${antes(ageAt(x.dob, registered))} años de edad, de profesión ${job.toLowerCase()}, ` +
    `${married ? (female ? 'casada' : 'casado') : female ? 'soltera' : 'soltero'}, de nacionalidad ${nacionalidad(x.country, true)}, titular del documento ${id}`;
  const parentEn = (x: Parent, female: boolean, id: string, job: string) =>
    `${female ? 'Mrs.' : 'Mr.'} ${upper(fullName(x.name))}, ${ageAt(x.dob, registered)} years of age, occupation ${(oficiosEn[job] ?? job).toLowerCase()}, ${married ? 'married' : 'single'}, of ${demonym(x.country)} nationality, holder of document ${id.replace('PASAPORTE', 'passport')}`;
  const presenterX = presenter === 'father' ? father : mother;
  const otherX = presenter === 'father' ? mother : father;
  const hospital = home ? rng.pick(home.hospitals) : '';
  const article = /^(MATERNIDAD|CLÍNICA|CIUDAD)/.test(hospital) ? 'la' : 'el';
  const bornWhere = home ? { es: `${article} ${hospital}, de la ciudad de ${who.city}`, en: `${hospital}, in the city of ${who.city}` } : { es: `la ciudad de ${who.city}, ${paisEs(p.country.name)}`, en: `the city of ${who.city}, ${p.country.name}` };
  const kid = who.male ? { es: 'un niño', en: 'a boy', son: 'hijo', sonEn: 'son' } : { es: 'una niña', en: 'a girl', son: 'hija', sonEn: 'daughter' };
  // The date in words with its figures in brackets, as the registry types it (a reader, and a check, need the figures).
  const withFigures = true;
  const otherParentEs = fatherShown ? ` y ${parentEs(otherX, presenter === 'father', ids[presenter === 'father' ? 'mother' : 'father'], jobs[presenter === 'father' ? 'mother' : 'father']).replace(/^el /, 'del ').replace(/^la /, 'de la ')}` : '';
  const otherParentEn = fatherShown ? ` and of ${parentEn(otherX, presenter === 'father', ids[presenter === 'father' ? 'mother' : 'father'], jobs[presenter === 'father' ? 'mother' : 'father'])}` : '';
  const entryEs =
    `ACTA N° ${actaNo}. ${officer}, ${authority}, hace constar que hoy, ${fechaLetras(registered)}, ha comparecido por ante este Despacho ` +
    `${parentEs(presenterX, presenter === 'mother', ids[presenter], jobs[presenter])}, domiciliad${presenter === 'mother' ? 'a' : 'o'} en ${home ? 'esta ciudad' : who.city}, y presentó ${kid.es} y expuso: ` +
    `que ${who.male ? 'dicho niño' : 'dicha niña'} nació en ${bornWhere.es}, el día ${fechaLetras(d)}${withFigures ? ` (${dayFirst(d)})` : ''}, a las ${clock(...hour, true).toLowerCase()}, ` +
    `que lleva por nombre ${upper(fullName(who.name))} y que es su ${kid.son}${otherParentEs}. ` +
    `Fueron testigos de este acto los ciudadanos ${w1.name} y ${w2.name}, mayores de edad, de este domicilio, titulares de las cédulas de identidad N° ${w1.ci} y ${w2.ci}. ` +
    `Leída la presente acta y conformes, firman. El ${consular ? 'Cónsul' : title} (fdo.) ${officer}. El Secretario (fdo.) ${secretary}. El Presentante (fdo.) Los Testigos (fdo.)`;
  const entryEn =
    `CERTIFICATE No. ${actaNo}. ${officer}, ${consular ? `Consul General of the Republic of Venezuela in ${who.city}, ${p.country.name}, acting as First Civil Authority` : `${title === 'Jefe Civil' ? 'Civil Chief' : 'Civil Prefect'} of ${parroquia} Parish, ${office.municipio} Municipality, State of ${office.estado}`}, ` +
    `certifies that today, ${printDate(registered, 'month-name')}, there appeared before this Office ${parentEn(presenterX, presenter === 'mother', ids[presenter], jobs[presenter])}, who presented ${kid.en} and stated: ` +
    `that the child was born at ${bornWhere.en}, on ${printDate(d, 'month-name')}, at ${clock(...hour, true)}, that the child's name is ${upper(fullName(who.name))} and that ${who.male ? 'he' : 'she'} is the presenter's ${kid.sonEn}${otherParentEn}. ` +
    `Witnesses: ${w1.name} and ${w2.name}, of legal age, holders of identity cards ${w1.ci} and ${w2.ci}. (Signed) ${officer}; ${secretary}, Secretary; the presenter; the witnesses.`;
  const spanishPage: Block[] = [
    header,
    { type: 'title', text: rng.pick(['COPIA CERTIFICADA DE ACTA DE NACIMIENTO', 'ACTA DE NACIMIENTO', 'PARTIDA DE NACIMIENTO']), align: 'center' },
    { type: 'fields', fields: [['Año', String(registered.getUTCFullYear())], ['Tomo', tomo], ['Folio', folio], ['Acta N°', actaNo]], style: 'inline' },
    { type: 'paragraph', text: entryEs },
    { type: 'fields', fields: [['Notas marginales', rng.pick(['No tiene.', 'Ninguna.', 'SIN NOTA MARGINAL'])]], style: 'inline' },
    ...closing,
  ];
  const englishPage: Block[] = [
    { type: 'spacer', height: 2000 },
    { type: 'lines', lines: ['[Translation from Spanish]', 'BOLIVARIAN REPUBLIC OF VENEZUELA - NATIONAL ELECTORAL COUNCIL - CIVIL AND ELECTORAL REGISTRY COMMISSION'], align: 'center', size: 9 },
    { type: 'title', text: 'CERTIFIED COPY OF BIRTH CERTIFICATE', align: 'center' },
    { type: 'paragraph', text: `Year ${registered.getUTCFullYear()}, Volume ${tomo}, Page ${folio}, Certificate No. ${actaNo}.` },
    { type: 'paragraph', text: entryEn },
    { type: 'paragraph', text: `Marginal notes: none. The undersigned Civil Registrar ${certifier} certifies this is a true and exact copy of the original. ${officeCity}, ${printDate(issued, 'month-name')}. [Seal]` },
    ...translatorCertificate(p, rng, 'Venezuelan birth certificate (Acta de Nacimiento)', issued),
  ];
  const truth = birthTruth(p, child, { sex: true, city: true });
  return {
    kind: 'birth_certificate',
    fileName,
    styles: ['inline'],
    blocks: english ? [...spanishPage, ...englishPage] : spanishPage,
    truth: !child && !fatherShown ? withoutFather(truth) : truth,
  };
};

export const birthDevelopment11: LayoutFamily[] = [
  {
    id: 'birth_certificate/honduras-rnp-certificacion',
    kind: 'birth_certificate',
    modelledOn:
      'Honduran Registro Nacional de las Personas (RNP) Certificación de Acta de Nacimiento as printed today: RNP header and coat of arms, 13-digit Número de Identidad, Inscripción No., Tomo/Folio/Año, Datos del Inscrito, Datos de la Madre / del Padre (NO CONSTA or absent), compareciente, Registrador Civil Municipal, anotaciones marginales, "fiel y exacta" certifying clause, optional certified English translation',
    build: hondurasRnp,
  },
  {
    id: 'birth_certificate/venezuela-saren-acta',
    kind: 'birth_certificate',
    modelledOn:
      'Venezuelan CNE Registro Civil Acta de Nacimiento (post-2010 format): CNE / Comisión de Registro Civil y Electoral header, Acta No., sections I. Datos del Presentado to V. Datos del Registrador with V-cédulas, insertion of a birth abroad; pre-2010 records as the older prose Prefectura / consular partida "compareció ... y presentó un niño"; optional certified English translation',
    build: venezuelaActa,
  },
];
