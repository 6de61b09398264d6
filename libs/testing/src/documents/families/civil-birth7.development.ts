import { fullName, printDate, upper } from '../../formats.js';
import { countries, type Name, type Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { childTruth, dayFirst, digits, esDate, givenNames, near, ordinalDate, ownBirthTruth, parentsOf, stateName } from './civil-common.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];
type Cell = { label: string; value: string; span?: number };

/** The child's sex is not kept by the persona: read from a Spanish given name's ending when it tells, else drawn. */
const childIsMale = (n: Name, rng: Rng) => (/a$/i.test(n.given) ? false : /o$/i.test(n.given) ? true : rng.chance(0.5));
/** Whose birth the record is: the applicant's own, or (a share of documents) the applicant's child's. */
const registrantOf = (p: Persona, child: boolean, rng: Rng) =>
  child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: childIsMale(p.child.name, rng) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };

/** The first (paternal) surname and the rest (maternal, often empty for a single-surname person). */
const surnames = (n: Name): [string, string] => {
  const [first, ...rest] = n.family.split(' ');
  return [first ?? '', rest.join(' ')];
};

// Nationalities as Spanish-language registries print them (agreeing with "nacionalidad").
const nacionalidades: Record<string, string> = {
  MEX: 'MEXICANA', GTM: 'GUATEMALTECA', SLV: 'SALVADOREÑA', HND: 'HONDUREÑA', COL: 'COLOMBIANA', PHL: 'FILIPINA', IND: 'INDIA', NGA: 'NIGERIANA', VEN: 'VENEZOLANA', PER: 'PERUANA',
};
const countryNamed = (name: string) => countries.find((c) => c.name === name);
const nacionalidad = (country: string) => nacionalidades[countryNamed(country)?.code ?? ''] ?? upper(country);
const demonym = (country: string) => countryNamed(country)?.demonym ?? country;

/** Completed years between a birth and a later date (a parent's age at the registrant's birth). */
const ageAt = (born: Date, at: Date) => {
  const years = at.getUTCFullYear() - born.getUTCFullYear();
  const before = at.getUTCMonth() < born.getUTCMonth() || (at.getUTCMonth() === born.getUTCMonth() && at.getUTCDate() < born.getUTCDate());
  return before ? years - 1 : years;
};

const unidades = ['', 'UNO', 'DOS', 'TRES', 'CUATRO', 'CINCO', 'SEIS', 'SIETE', 'OCHO', 'NUEVE', 'DIEZ', 'ONCE', 'DOCE', 'TRECE', 'CATORCE', 'QUINCE', 'DIECISÉIS', 'DIECISIETE', 'DIECIOCHO', 'DIECINUEVE', 'VEINTE',
  'VEINTIUNO', 'VEINTIDÓS', 'VEINTITRÉS', 'VEINTICUATRO', 'VEINTICINCO', 'VEINTISÉIS', 'VEINTISIETE', 'VEINTIOCHO', 'VEINTINUEVE'];
const decenas = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const inWords = (n: number): string => (n < 30 ? (unidades[n] as string) : `${decenas[Math.floor(n / 10)]}${n % 10 ? ` Y ${unidades[n % 10]}` : ''}`);
const yearInWords = (y: number) => `${y >= 2000 ? 'DOS MIL' : 'MIL NOVECIENTOS'}${y % 100 ? ` ${inWords(y % 100)}` : ''}`;
const meses = ['ENERO', 'FEBRERO', 'MARZO', 'ABRIL', 'MAYO', 'JUNIO', 'JULIO', 'AGOSTO', 'SEPTIEMBRE', 'OCTUBRE', 'NOVIEMBRE', 'DICIEMBRE'];
/** "QUINCE DE MARZO DE MIL NOVECIENTOS NOVENTA" */
const dateInWords = (d: Date) => `${d.getUTCDate() === 1 ? 'PRIMERO' : inWords(d.getUTCDate())} DE ${meses[d.getUTCMonth()]} DE ${yearInWords(d.getUTCFullYear())}`;

// People around the record who are neither the registrant nor a parent.
const declarantOf = (p: Persona): Name => ({ given: p.others.hrContact.given, middle: '', family: `${p.others.translator.family} ${p.others.landlord.family}` });
const notaryOf = (p: Persona): Name => ({ given: p.others.landlord.given, middle: '', family: p.others.hrContact.family });

/**
 * A Peruvian "Acta de Nacimiento" as a certified copy ("COPIA CERTIFICADA"), either the RENIEC
 * computer-printed format or the older municipal registry form: ruled boxes with small labels, the
 * act number top right, the section "DATOS DEL NACIDO" / "DATOS DE LA NACIDA" split into "Primer
 * apellido" / "Segundo apellido" (older: "Apellido paterno" / "Apellido materno") and "Prenombres",
 * sex, date (dd/mm/yyyy, or "15 DE MARZO DE 1990" on the older form) and hour of birth, then the
 * place as País / Departamento / Distrito with the establishment. Then "DATOS DE LA MADRE" and "DATOS
 * DEL PADRE" (mother first on the RENIEC form) with the same surname boxes, nationality, the identity
 * document (DNI, or the older "L.E." libreta electoral) and either the parent's date and place of
 * birth or the age and address; the declarant (often a parent, with DNI and relationship), the civil
 * registrar's name, and RENIEC's certification line with the issue date.
 */
const peruActa = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  // A child born since 2010 has the RENIEC format (with its CUI); an adult's record may be the older municipal form.
  const modern = child || rng.chance(0.5);
  const [first, second] = modern ? ['Primer apellido', 'Segundo apellido'] : ['Apellido paterno', 'Apellido materno'];
  const idDoc = () => (modern || d.getUTCFullYear() >= 1997 ? `DNI ${digits(rng, 8)}` : `L.E. ${digits(rng, 8)}`);
  const date = (x: Date) => (modern ? dayFirst(x) : upper(esDate(x)));
  const region = rng.pick(p.country.cities);
  const street = () => `${rng.pick(['AV.', 'JR.', 'CALLE'])} ${rng.pick(['LOS INCAS', 'BOLOGNESI', 'SAN MARTIN', 'GRAU', 'LAS FLORES', 'LIMA'])} ${digits(rng, 3)}`;
  const parentDates = rng.chance(0.5);
  const parentPlace = parentDates && rng.chance(0.6);
  const parent = (title: string, x: Parent): Block[] => {
    const [s1, s2] = surnames(x.name);
    const cells: Cell[] = [
      { label: first, value: upper(s1) },
      { label: second, value: upper(s2) || ' ' },
      { label: 'Prenombres', value: upper(givenNames(x.name)) },
      { label: 'Nacionalidad', value: nacionalidad(x.country) },
      { label: rng.pick(['Documento de identidad', 'Tipo y N° de documento']), value: idDoc() },
      parentDates ? { label: 'Fecha de nacimiento', value: date(x.dob) } : { label: 'Edad', value: `${ageAt(x.dob, d)} AÑOS` },
      parentPlace ? { label: 'Lugar de nacimiento', value: `${upper(x.city)} - ${upper(x.country)}`, span: 3 } : { label: 'Domicilio', value: `${street()}, ${upper(who.city)}`, span: 3 },
    ];
    return [{ type: 'subtitle', text: title }, { type: 'grid', columns: 3, cells }];
  };
  const [s1, s2] = surnames(who.name);
  const registrar = p.others.registrar;
  const registered = near(d, rng, 2, 45);
  const issued = near(p.arrival, rng, -400, -20);
  const byParent = rng.chance(0.6);
  const declarantIsFather = rng.chance(0.7);
  const declarant = byParent ? (declarantIsFather ? father : mother).name : declarantOf(p);
  const tie = byParent ? (declarantIsFather ? 'PADRE' : 'MADRE') : rng.pick(['ABUELO(A)', 'TIO(A)', 'OTRO']);
  const motherFirst = modern || rng.chance(0.3);
  const hospital = rng.pick(['HOSPITAL REGIONAL', 'HOSPITAL NACIONAL DOCENTE MADRE NIÑO', 'CLINICA SAN JUAN DE DIOS', 'CENTRO DE SALUD', 'DOMICILIO']);
  const registrantTitle = rng.chance(0.3) ? 'DATOS DEL NACIDO(A)' : who.male ? 'DATOS DEL NACIDO' : 'DATOS DE LA NACIDA';
  const place: Cell[] = modern
    ? [
      { label: 'País', value: upper(p.country.name) },
      { label: 'Departamento', value: upper(region) },
      { label: 'Distrito', value: upper(who.city) },
      { label: 'Lugar de ocurrencia', value: hospital, span: 3 },
    ]
    : [{ label: 'Lugar de nacimiento', value: `${hospital}, ${upper(who.city)}, ${upper(p.country.name)}`, span: 3 }];
  const blocks: Block[] = [
    {
      type: 'lines',
      lines: modern
        ? [`REPUBLICA DE ${upper(p.country.name)}`, 'REGISTRO NACIONAL DE IDENTIFICACION Y ESTADO CIVIL', rng.pick(['GERENCIA DE REGISTROS CIVILES', `OFICINA REGISTRAL ${upper(region)}`])]
        : [upper(p.country.name), `MUNICIPALIDAD PROVINCIAL DE ${upper(region)}`, 'OFICINA DE REGISTRO DEL ESTADO CIVIL'],
      align: 'center',
    },
    { type: 'title', text: 'ACTA DE NACIMIENTO', align: 'center' },
    { type: 'lines', lines: [`N° ${digits(rng, 8)}`, rng.pick(['COPIA CERTIFICADA', 'COPIA CERTIFICADA DE ACTA'])], align: 'right', size: 9 },
    {
      type: 'grid',
      columns: 3,
      cells: [
        ...(child ? [{ label: 'Código Único de Identificación (CUI)', value: digits(rng, 8) }] : []),
        { label: 'Fecha de inscripción', value: date(registered) },
        { label: modern ? 'Oficina de registro' : 'Libro / Folio', value: modern ? upper(`${rng.pick(['OREC', 'MUNICIPALIDAD DISTRITAL DE'])} ${who.city}`) : `${digits(rng, 2)} / ${digits(rng, 3)}`, span: child ? 1 : 2 },
      ],
    },
    { type: 'subtitle', text: registrantTitle },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: first, value: upper(s1) },
        { label: second, value: upper(s2) || ' ' },
        { label: 'Prenombres', value: upper(givenNames(who.name)) },
        { label: 'Sexo', value: who.male ? 'MASCULINO' : 'FEMENINO' },
        { label: 'Fecha de nacimiento', value: date(d) },
        { label: 'Hora', value: `${String(Math.floor(rng.between(0, 24))).padStart(2, '0')}:${String(Math.floor(rng.between(0, 60))).padStart(2, '0')}` },
        ...place,
      ],
    },
    ...(motherFirst ? [...parent('DATOS DE LA MADRE', mother), ...parent('DATOS DEL PADRE', father)] : [...parent('DATOS DEL PADRE', father), ...parent('DATOS DE LA MADRE', mother)]),
    { type: 'subtitle', text: 'DATOS DEL DECLARANTE' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: 'Apellidos y prenombres', value: upper(`${declarant.family} ${givenNames(declarant)}`) },
        { label: 'Documento de identidad', value: idDoc() },
        { label: 'Vínculo con el nacido(a)', value: tie },
      ],
    },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: modern ? 'Apellidos y nombres del registrador civil' : 'Registrador civil', value: upper(`${registrar.family} ${givenNames(registrar)}`), span: 2 },
        { label: 'Firma y sello', value: ' ' },
        { label: 'Observaciones', value: rng.pick(['NINGUNA', '---', 'SIN ANOTACIONES MARGINALES']), span: 3 },
      ],
    },
    {
      type: 'paragraph',
      text: modern
        ? `El Registro Nacional de Identificación y Estado Civil certifica que la presente es copia fiel del acta original que obra en sus archivos. Expedida en ${upper(region)}, el ${dayFirst(issued)}.`
        : `Certifico: que la presente es copia fiel del acta original que obra en el libro de nacimientos de esta oficina. ${upper(region)}, ${esDate(issued)}.`,
    },
    { type: 'stamp', lines: [modern ? 'RENIEC' : 'REGISTRO CIVIL', upper(fullName(registrar)), 'REGISTRADOR CIVIL'] },
    { type: 'footer', text: modern ? 'La copia certificada no es válida si presenta enmendaduras. Verifique su autenticidad con el número de acta.' : 'Derechos pagados según TUPA vigente. No válido con borrones ni enmendaduras.' },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['acta de nacimiento.pdf', 'copia certificada acta nacimiento.pdf', 'partida nacimiento peru.pdf']),
    styles: ['boxes'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true, parentBirth: parentDates, parentCountry: parentPlace }),
  };
};

/**
 * The computer-printed "Extracto de Acta de Nacimiento" of the Dominican Junta Central Electoral:
 * JCE header and the "Oficialía del Estado Civil de la 1ra. Circunscripción de ..." the entry is in,
 * the book, folio, entry and year numbers, the kind of declaration (oportuna / tardía), then one
 * column of labelled lines: "Nombre(s)", "Apellido(s)" (both surnames), "Sexo", "Fecha de
 * Nacimiento" (dd/mm/yyyy, or in words with the figures after it), "Lugar de Nacimiento", "Padre"
 * followed by its own "Nacionalidad" (and "Cédula"), "Madre" and its "Nacionalidad"; the date of the
 * declaration, the purpose the extract was issued for, the Oficial del Estado Civil's name under
 * the signature line, and a note on the document's validity with a verification code.
 */
const dominicanExtract = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const late = rng.chance(0.15);
  const declared = near(d, rng, late ? 400 : 5, late ? 3000 : 60);
  // The date in words is long: then each value sits under its label.
  const words = rng.chance(0.3);
  const birth = words ? `${dayFirst(d)} (${dateInWords(d)})` : rng.pick([dayFirst(d), upper(esDate(d))]);
  const withCedula = rng.chance(0.6);
  const cedula = () => `${digits(rng, 3)}-${digits(rng, 7)}-${digits(rng, 1)}`;
  const parent = (role: 'Padre' | 'Madre', x: Parent): Field[] => [
    [role, upper(fullName(x.name))],
    ['Nacionalidad', nacionalidad(x.country)],
    ...(withCedula ? ([['Cédula', cedula()]] as Field[]) : []),
  ];
  const fatherFirst = rng.chance(0.85);
  const place = rng.chance(0.5) ? `${rng.pick(['MATERNIDAD LA ALTAGRACIA', 'HOSPITAL REGIONAL', 'CLINICA CORAZONES UNIDOS'])}, ${upper(who.city)}` : `${upper(who.city)}, ${upper(p.country.name)}`;
  const officer = p.others.registrar;
  const issued = near(p.arrival, rng, -300, -10);
  const circ = rng.pick(['1RA.', '2DA.', '3RA.', '4TA.', '5TA.']);
  const blocks: Block[] = [
    { type: 'lines', lines: [`REPUBLICA DE ${upper(p.country.name)}`, 'JUNTA CENTRAL ELECTORAL', rng.pick(['DIRECCION NACIONAL DE REGISTRO DEL ESTADO CIVIL', 'OFICINA CENTRAL DEL ESTADO CIVIL'])], align: 'center' },
    { type: 'lines', lines: [`OFICIALIA DEL ESTADO CIVIL DE LA ${circ} CIRCUNSCRIPCION DE ${upper(who.city)}`], align: 'center', size: 9 },
    { type: 'title', text: 'EXTRACTO DE ACTA DE NACIMIENTO', align: 'center' },
    {
      type: 'fields',
      fields: [
        ['Libro No.', digits(rng, 5)],
        ['Folio No.', digits(rng, 4)],
        ['Acta No.', digits(rng, 5)],
        ['Año', String(declared.getUTCFullYear())],
        ['Tipo de declaración', late ? 'TARDIA' : 'OPORTUNA'],
      ],
      style: 'inline',
    },
    {
      type: 'fields',
      fields: [
        ['Nombre(s)', upper(givenNames(who.name))],
        ['Apellido(s)', upper(who.name.family)],
        ['Sexo', who.male ? 'MASCULINO' : 'FEMENINO'],
        ['Fecha de Nacimiento', birth],
        ['Lugar de Nacimiento', place],
        ...(fatherFirst ? [...parent('Padre', father), ...parent('Madre', mother)] : [...parent('Madre', mother), ...parent('Padre', father)]),
        ['Fecha de Declaración', dayFirst(declared)],
        ['Para fines de', rng.pick(['PASAPORTE', 'TODO TRAMITE', 'VISADO', 'CEDULA DE IDENTIDAD'])],
      ],
      ...(words ? { style: 'stacked' as const } : {}),
    },
    {
      type: 'paragraph',
      text: rng.pick([
        `Expedido en ${upper(who.city)}, el ${dayFirst(issued)}, a solicitud de la parte interesada.`,
        `Certifico que los datos que anteceden son conformes con el acta original. Dado en ${upper(who.city)}, a los ${issued.getUTCDate()} días del mes de ${meses[issued.getUTCMonth()]?.toLowerCase()} del año ${issued.getUTCFullYear()}.`,
      ]),
    },
    { type: 'lines', lines: ['______________________________', `LIC. ${upper(fullName(officer))}`, `Oficial del Estado Civil de la ${circ} Circunscripción`], align: 'center' },
    { type: 'stamp', lines: ['JUNTA CENTRAL ELECTORAL', `OFICIALIA ${circ} CIRC.`, upper(who.city)] },
    {
      type: 'lines',
      lines: [
        rng.pick(['NOTA: Este extracto no es válido si presenta borraduras, tachaduras o alteraciones.', 'NOTA: Este documento tiene una validez de noventa (90) días a partir de su fecha de emisión.', 'NOTA: Cualquier alteración o enmienda anula este documento.']),
        `Código de verificación: ${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}`,
      ],
      size: 8,
    },
    { type: 'footer', text: 'Verifique la autenticidad de este documento en el portal de servicios de la Junta Central Electoral.' },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['extracto de acta de nacimiento.pdf', 'extracto acta jce.pdf', 'acta nacimiento rd.pdf']),
    styles: ['columns', 'inline'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};

/**
 * An Ecuadorian "Partida Íntegra de Nacimiento" as the Dirección General de Registro Civil,
 * Identificación y Cedulación prints it: the agency header, the registrar's "CERTIFICA: que en el
 * Tomo ..., Página ..., Acta ... del año ..." sentence, then label : value pairs in two columns for
 * the registrant ("Apellidos", "Nombres", "Sexo" HOMBRE / MUJER, "Fecha de nacimiento", "Lugar de
 * nacimiento" as parroquia / cantón / provincia, "Nacionalidad", NUI), then "DATOS DEL PADRE" and
 * "DATOS DE LA MADRE" with the name (given names first, or surnames and names apart), nationality,
 * cédula and either the age at the birth or the date (and place) of birth; the registration data
 * (date, kind of entry, declarant), "MARGINALES", the registrar's name and "Lo certifico".
 */
const ecuadorPartida = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const date = (x: Date) => (rng.chance(0.6) ? dayFirst(x) : upper(esDate(x)));
  const region = rng.pick(p.country.cities);
  const parentDates = rng.chance(0.45);
  const parentPlace = parentDates && rng.chance(0.5);
  const apart = rng.chance(0.5);
  const cedula = () => `${digits(rng, 9)}-${digits(rng, 1)}`;
  const parent = (x: Parent): Field[] => [
    ...(apart ? ([['Apellidos', upper(x.name.family)], ['Nombres', upper(givenNames(x.name))]] as Field[]) : ([['Nombres y apellidos', upper(fullName(x.name))]] as Field[])),
    ['Nacionalidad', nacionalidad(x.country)],
    ['Cédula', cedula()],
    ...(parentDates ? ([['Fecha de nacimiento', date(x.dob)]] as Field[]) : ([['Edad', `${ageAt(x.dob, d)} AÑOS`]] as Field[])),
    ...(parentPlace ? ([['Lugar de nacimiento', `${upper(x.city)}, ${upper(x.country)}`]] as Field[]) : []),
  ];
  const registered = near(d, rng, 3, 90);
  const registrar = p.others.registrar;
  const declarant = rng.chance(0.6) ? father.name : declarantOf(p);
  const issued = near(p.arrival, rng, -300, -10);
  const fatherFirst = rng.chance(0.7);
  const parentStyle = rng.pick(['two-column', 'columns'] as const);
  const blocks: Block[] = [
    { type: 'lines', lines: [`REPUBLICA DE ${upper(p.country.name)}`, 'DIRECCION GENERAL DE REGISTRO CIVIL, IDENTIFICACION Y CEDULACION', `${rng.pick(['AGENCIA', 'OFICINA DE REGISTRO CIVIL DE'])} ${upper(who.city)}`], align: 'center' },
    { type: 'title', text: rng.pick(['PARTIDA ÍNTEGRA DE NACIMIENTO', 'CERTIFICADO DE PARTIDA ÍNTEGRA DE NACIMIENTO']), align: 'center' },
    {
      type: 'paragraph',
      text: `${rng.pick(['El suscrito Registrador Civil', 'El funcionario del Registro Civil que suscribe'])} CERTIFICA: que en el Tomo ${Math.floor(rng.between(1, 12))}, Página ${Math.floor(rng.between(1, 300))}, Acta ${digits(rng, 4)} del Registro de Nacimientos del año ${registered.getUTCFullYear()}, de la parroquia ${upper(who.city)}, cantón ${upper(who.city)}, provincia de ${upper(region)}, consta la siguiente inscripción:`,
    },
    { type: 'subtitle', text: 'DATOS DEL INSCRITO' },
    {
      type: 'fields',
      fields: [
        ['Apellidos', upper(who.name.family)],
        ['Nombres', upper(givenNames(who.name))],
        ['Sexo', who.male ? 'HOMBRE' : 'MUJER'],
        ['Fecha de nacimiento', date(d)],
        ['Lugar de nacimiento', `${upper(who.city)}, ${upper(p.country.name)}`],
        ['Nacionalidad', nacionalidad(p.country.name)],
        ['NUI', digits(rng, 10)],
      ],
      style: 'two-column',
    },
    ...(fatherFirst
      ? ([{ type: 'subtitle', text: 'DATOS DEL PADRE' }, { type: 'fields', fields: parent(father), style: parentStyle }, { type: 'subtitle', text: 'DATOS DE LA MADRE' }, { type: 'fields', fields: parent(mother), style: parentStyle }] as Block[])
      : ([{ type: 'subtitle', text: 'DATOS DE LA MADRE' }, { type: 'fields', fields: parent(mother), style: parentStyle }, { type: 'subtitle', text: 'DATOS DEL PADRE' }, { type: 'fields', fields: parent(father), style: parentStyle }] as Block[])),
    { type: 'subtitle', text: 'DATOS DE LA INSCRIPCIÓN' },
    {
      type: 'fields',
      fields: [
        ['Fecha de inscripción', dayFirst(registered)],
        ['Tipo de inscripción', rng.pick(['ORDINARIA', 'ORDINARIA', 'TARDIA'])],
        ['Declarante', upper(fullName(declarant))],
        ['Marginales', rng.pick(['NINGUNA', 'SIN MARGINALES'])],
      ],
      style: 'columns',
    },
    {
      type: 'paragraph',
      text: `Es fiel copia del original que reposa en el archivo de esta dependencia. Lo certifico. ${upper(who.city)}, ${esDate(issued)}.`,
    },
    { type: 'lines', lines: [upper(fullName(registrar)), rng.pick(['REGISTRADOR CIVIL', 'ESPECIALISTA DE REGISTRO CIVIL', 'JEFE DE AGENCIA'])], align: 'center' },
    { type: 'stamp', lines: ['REGISTRO CIVIL', `AGENCIA ${upper(who.city)}`, 'CERTIFICACIÓN'] },
    { type: 'footer', text: `Documento firmado electrónicamente. Código de validación ${digits(rng, 6)}${upper(String.fromCharCode(65 + Math.floor(rng.between(0, 26))))}${digits(rng, 4)}.` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['partida integra de nacimiento.pdf', 'partida nacimiento ecuador.pdf']),
    styles: ['columns'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true, parentBirth: parentDates, parentCountry: parentPlace }),
  };
};

/**
 * A certified English translation (made in the US for USCIS) of a Peruvian RENIEC acta de
 * nacimiento or a Dominican JCE extracto, keeping the original's layout: "CERTIFIED TRANSLATION"
 * and "Translated from Spanish into English" at the top, bracketed descriptions of what is not text
 * ("[Coat of arms]", "[illegible signature]", "[Seal: ...]"), the original's boxes translated label
 * by label ("First surname", "Second surname", "Given names" / "Name(s)", "Surname(s)"), the
 * parents' boxes with nationality, ID and either the date (and place) of birth or the age; the
 * registrar. Then the translator's certification with the translator's own name, ATA membership
 * number, business address, phone and e-mail, and a notary's jurat with the notary's name,
 * commission number and expiry, and the notary's seal.
 */
const translationKeepingLayout = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const peru = rng.chance(0.55);
  const fmt = rng.pick(['month-name', 'day-month-name', 'us'] as const);
  const date = (x: Date) => printDate(x, fmt);
  const parentDates = rng.chance(0.5);
  const parentPlace = parentDates && rng.chance(0.6);
  const [s1, s2] = surnames(who.name);
  const registrar = p.others.registrar;
  const t = p.others.translator;
  const o = p.others.officeAddress;
  const notary = notaryOf(p);
  const state = stateName(o.state);
  const county = rng.pick(['Miami-Dade', 'Hudson', 'Queens', 'Los Angeles', 'Harris', 'Passaic', 'Essex', 'Fairfax']);
  const phone = `(${Math.floor(rng.between(201, 990))}) ${Math.floor(rng.between(200, 1000))}-${digits(rng, 4)}`;
  const certified = near(p.arrival, rng, -200, 200);
  const expires = printDate(near(certified, rng, 300, 1400), 'us');
  const dob = fmt === 'us' ? rng.pick(['Date of birth (mm/dd/yyyy)', 'Date of birth']) : 'Date of birth';
  const idNo = peru ? () => `DNI ${digits(rng, 8)}` : () => `${digits(rng, 3)}-${digits(rng, 7)}-${digits(rng, 1)}`;
  const parentCells = (x: Parent): Cell[] => {
    const [a, b] = surnames(x.name);
    return [
      ...(peru
        ? [{ label: 'First surname', value: upper(a) }, { label: 'Second surname', value: upper(b) || '---' }, { label: 'Given names', value: upper(givenNames(x.name)) }]
        : [{ label: 'Full name', value: upper(fullName(x.name)), span: 3 }]),
      { label: 'Nationality', value: demonym(x.country) },
      { label: peru ? 'Identity document' : 'Identity card No.', value: idNo() },
      parentDates ? { label: dob, value: date(x.dob) } : { label: 'Age', value: `${ageAt(x.dob, d)} years` },
      ...(parentPlace ? [{ label: 'Place of birth', value: `${x.city}, ${x.country}`, span: 3 }] : []),
    ];
  };
  const registrant: Cell[] = peru
    ? [
      { label: 'First surname', value: upper(s1) },
      { label: 'Second surname', value: upper(s2) || '---' },
      { label: 'Given names', value: upper(givenNames(who.name)) },
    ]
    : [
      { label: 'Name(s)', value: upper(givenNames(who.name)), span: 2 },
      { label: 'Surname(s)', value: upper(who.name.family) },
    ];
  const blocks: Block[] = [
    { type: 'title', text: 'CERTIFIED TRANSLATION', align: 'center' },
    { type: 'lines', lines: ['Translated from Spanish into English', '[Coat of arms]', `REPUBLIC OF ${upper(p.country.name)}`, peru ? 'NATIONAL REGISTRY OF IDENTIFICATION AND CIVIL STATUS' : 'CENTRAL ELECTORAL BOARD - CIVIL STATUS OFFICE'], align: 'center', size: 9 },
    { type: 'subtitle', text: peru ? `BIRTH CERTIFICATE No. ${digits(rng, 8)} - CERTIFIED COPY` : `EXTRACT OF BIRTH RECORD - Book ${digits(rng, 4)}, Folio ${digits(rng, 3)}, Record ${digits(rng, 4)}`, align: 'center' },
    { type: 'subtitle', text: peru ? (who.male ? 'INFORMATION ON THE NEWBORN (MALE)' : 'INFORMATION ON THE NEWBORN (FEMALE)') : 'INFORMATION ON THE REGISTERED PERSON' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        ...registrant,
        { label: 'Sex', value: who.male ? 'Male' : 'Female' },
        { label: dob, value: date(d) },
        { label: peru ? 'Time' : 'Date of declaration', value: peru ? `${String(Math.floor(rng.between(0, 24))).padStart(2, '0')}:${String(Math.floor(rng.between(0, 60))).padStart(2, '0')}` : date(near(d, rng, 5, 60)) },
        { label: 'Place of birth', value: `${who.city}, ${p.country.name}`, span: 3 },
      ],
    },
    { type: 'subtitle', text: "MOTHER'S INFORMATION" },
    { type: 'grid', columns: 3, cells: parentCells(mother) },
    { type: 'subtitle', text: "FATHER'S INFORMATION" },
    { type: 'grid', columns: 3, cells: parentCells(father) },
    {
      type: 'paragraph',
      text: `${peru ? 'Civil Registrar' : 'Civil Status Officer'}: ${upper(fullName(registrar))} [illegible signature] [Seal: ${peru ? 'RENIEC - CIVIL REGISTRY' : 'CENTRAL ELECTORAL BOARD - CIVIL STATUS OFFICE'}, ${upper(who.city)}]. ${peru ? 'The National Registry certifies that this is a true copy of the original record on file.' : 'Valid for: PASSPORT. NOTE: Any alteration or erasure voids this document.'}`,
    },
    { type: 'lines', lines: ['[End of translation]'], align: 'center', size: 9 },
    { type: 'subtitle', text: rng.pick(["TRANSLATOR'S CERTIFICATION", 'CERTIFICATE OF TRANSLATION ACCURACY']) },
    {
      type: 'paragraph',
      text: `I, ${fullName(t)}, a member of the American Translators Association (ATA No. ${digits(rng, 6)}), hereby certify that I am competent to translate from Spanish into English, and that the foregoing is a true, complete and accurate translation of the attached ${peru ? 'Acta de Nacimiento' : 'Extracto de Acta de Nacimiento'}, to the best of my knowledge and belief.`,
    },
    {
      type: 'lines',
      lines: [
        '______________________________',
        fullName(t),
        `${o.street}${o.unit ? `, Suite ${o.unit}` : ''}, ${o.city}, ${o.state} ${o.zip}`,
        `Tel. ${phone}  ${`${t.given}.${t.family}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '')}@${rng.pick(['lexitranslations', 'accuratedocs', 'certifiedspanish'])}.com`,
        `Date: ${printDate(certified, 'us')}`,
      ],
    },
    {
      type: 'paragraph',
      text: `State of ${state}, County of ${county}. Subscribed and sworn to (or affirmed) before me on ${ordinalDate(certified)}, by ${fullName(t)}, proved to me on the basis of satisfactory evidence to be the person who appeared before me.`,
    },
    { type: 'lines', lines: ['______________________________', `${fullName(notary)}, Notary Public`, `Commission No. ${digits(rng, 7)}`, `My commission expires ${expires}`] },
    { type: 'stamp', lines: [upper(fullName(notary)), `NOTARY PUBLIC - STATE OF ${upper(state)}`, `COMM. EXP. ${expires}`] },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['birth certificate certified translation.pdf', 'acta nacimiento english.pdf', 'translation birth record.pdf']),
    styles: ['boxes'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true, parentBirth: parentDates, parentCountry: parentPlace }),
  };
};

export const birthDevelopment7: LayoutFamily[] = [
  {
    id: 'birth_certificate/peru-acta-boxes',
    kind: 'birth_certificate',
    modelledOn: 'Peruvian RENIEC / municipal Acta de Nacimiento (certified copy): boxed Primer / Segundo apellido, Prenombres; DATOS DE LA MADRE / DEL PADRE with DNI or L.E., age or birth date; declarant, registrador civil',
    build: peruActa,
  },
  {
    id: 'birth_certificate/dominican-jce-extracto',
    kind: 'birth_certificate',
    modelledOn: 'Dominican JCE computer-printed Extracto de Acta de Nacimiento: libro / folio / acta, Nombre(s) / Apellido(s), Padre and Madre each with its own Nacionalidad line, Oficial del Estado Civil, validity note',
    build: dominicanExtract,
  },
  {
    id: 'birth_certificate/ecuador-partida-integra',
    kind: 'birth_certificate',
    modelledOn: 'Ecuadorian Registro Civil Partida Íntegra de Nacimiento: CERTIFICA tomo / página / acta sentence, two-column DATOS DEL INSCRITO, DATOS DEL PADRE / DE LA MADRE with cédula and age or birth date, registrar',
    build: ecuadorPartida,
  },
  {
    id: 'birth_certificate/translation-keeping-boxes',
    kind: 'birth_certificate',
    modelledOn: "Certified English translation of a Peruvian acta or Dominican extracto keeping the original's boxes, bracketed seals and signatures, ATA translator's certification with address and phone, notary's jurat",
    build: translationKeepingLayout,
  },
];
