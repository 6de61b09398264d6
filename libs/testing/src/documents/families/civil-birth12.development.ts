import { fullName, printDate, upper } from '../../formats.js';
import { type Name, type Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field, LayoutStyle } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { dayFirst, digits, esDate, givenNames, near, parentsOf } from './civil-common.development.js';
import { ageAt, antes, birthTruth, demonym, int, issuedOn, meses, nacionalidad, pad, paisEs, palabras, registrantOf, surnames, withoutFather } from './civil-spanish.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];

/** "QUINCE DE MARZO DE MIL NOVECIENTOS NOVENTA" */
const fechaLetras = (d: Date) => upper(`${d.getUTCDate() === 1 ? 'primero' : palabras(d.getUTCDate())} de ${meses[d.getUTCMonth()]} de ${palabras(d.getUTCFullYear())}`);
/** "A LOS QUINCE DÍAS DEL MES DE MARZO DE DOS MIL VEINTITRÉS" */
const aLosDias = (d: Date) => upper(`${d.getUTCDate() === 1 ? 'al primer día' : `a los ${antes(d.getUTCDate())} días`} del mes de ${meses[d.getUTCMonth()]} de ${palabras(d.getUTCFullYear())}`);
/** "LAS NUEVE HORAS Y TREINTA MINUTOS", "LAS VEINTIUNA HORAS" (hours are feminine). */
const horaLetras = (h: number, m: number) =>
  upper(`${h === 1 ? 'la una hora' : `las ${palabras(h).replace(/uno$/, 'una')} horas`}${m ? ` y ${antes(m)} ${m === 1 ? 'minuto' : 'minutos'}` : ''}`);

/** Officials, witnesses and informants: other people, with Spanish names of their own. */
const givenPool = {
  mx: {
    male: ['JOSÉ LUIS', 'JUAN MANUEL', 'FRANCISCO JAVIER', 'JESÚS', 'MIGUEL ÁNGEL', 'RAÚL', 'J. GUADALUPE', 'SALVADOR', 'ROBERTO', 'ARTURO'],
    female: ['MARÍA GUADALUPE', 'MARÍA DE JESÚS', 'MA. DEL CARMEN', 'ROSA MARÍA', 'JUANA', 'ELVIA', 'LETICIA', 'PATRICIA', 'SILVIA', 'MARTHA ALICIA'],
  },
  sv: {
    male: ['JOSÉ ROBERTO', 'CARLOS ERNESTO', 'RENÉ MAURICIO', 'JUAN FRANCISCO', 'MIGUEL ÁNGEL', 'SANTOS', 'NELSON ANTONIO', 'WILFREDO', 'JOSÉ SALVADOR'],
    female: ['ANA GLADYS', 'MARTA ALICIA', 'ROSA ELVIRA', 'BLANCA ESTELA', 'SANDRA ELIZABETH', 'MARÍA ISABEL', 'DELMY YANETH', 'CLAUDIA MARGARITA', 'SONIA DEL CARMEN'],
  },
};
const surnamePool = {
  mx: ['HERNÁNDEZ', 'GARCÍA', 'MARTÍNEZ', 'GONZÁLEZ', 'RODRÍGUEZ', 'SÁNCHEZ', 'RAMÍREZ', 'CRUZ', 'GÓMEZ', 'MORALES', 'VÁZQUEZ', 'JIMÉNEZ', 'REYES', 'TORRES', 'GUTIÉRREZ', 'MENDOZA', 'AGUILAR', 'ORTIZ'],
  sv: ['HERNÁNDEZ', 'MARTÍNEZ', 'RIVERA', 'ROMERO', 'PORTILLO', 'CHÁVEZ', 'ARGUETA', 'MEJÍA', 'GUEVARA', 'ALVARADO', 'BONILLA', 'VENTURA', 'AYALA', 'QUINTANILLA', 'CAMPOS', 'SORTO'],
};
const otherPerson = (rng: Rng, female: boolean, where: 'mx' | 'sv', first?: string) => {
  const pool = surnamePool[where];
  const a = first ?? rng.pick(pool);
  return `${rng.pick(givenPool[where][female ? 'female' : 'male'])} ${a} ${rng.pick(pool.filter((s) => s !== a))}`;
};

// ---------------------------------------------------------------------------------------------
// 1. Mexico: a state Registro Civil acta de nacimiento in the pre-2016 typed format.

/** Mexican states of the persona's Mexican cities (and Morelia, where births abroad get inserted too). */
const mxStates: Record<string, { estado: string; code: string; direccion: string[] }> = {
  Guadalajara: { estado: 'JALISCO', code: 'JC', direccion: ['DIRECCIÓN GENERAL DEL REGISTRO CIVIL', 'DIRECCIÓN DEL REGISTRO CIVIL'] },
  Monterrey: { estado: 'NUEVO LEÓN', code: 'NL', direccion: ['DIRECCIÓN ESTATAL DEL REGISTRO CIVIL', 'DIRECCIÓN DEL REGISTRO CIVIL'] },
  Puebla: { estado: 'PUEBLA', code: 'PL', direccion: ['DIRECCIÓN DEL REGISTRO DEL ESTADO CIVIL DE LAS PERSONAS', 'DIRECCIÓN DEL REGISTRO CIVIL'] },
  Oaxaca: { estado: 'OAXACA', code: 'OC', direccion: ['DIRECCIÓN DEL REGISTRO CIVIL'] },
  Morelia: { estado: 'MICHOACÁN DE OCAMPO', code: 'MN', direccion: ['DIRECCIÓN DEL REGISTRO CIVIL'] },
};
const mxStreets = ['HIDALGO', 'JUÁREZ', 'MORELOS', '5 DE MAYO', 'INDEPENDENCIA', 'ALLENDE', 'ZARAGOZA', 'GUERRERO', 'MATAMOROS', 'ALDAMA', '16 DE SEPTIEMBRE'];
const colonias = ['CENTRO', 'LAS ÁGUILAS', 'SANTA TERESITA', 'OBLATOS', 'LA PAZ', 'REFORMA', 'SAN FELIPE', 'INDEPENDENCIA', 'LOMAS DEL VALLE'];
/** A Mexican domicile as the registrar typed it ("AV. HIDALGO No. 234, COL. CENTRO, GUADALAJARA"), or "DOMICILIO CONOCIDO". */
const mxDomicilio = (rng: Rng, city: string) =>
  rng.chance(0.12) ? `DOMICILIO CONOCIDO, ${upper(city)}` : `${rng.pick(['CALLE ', 'AV. ', ''])}${rng.pick(mxStreets)} No. ${int(rng, 3, 1850)}, COL. ${rng.pick(colonias)}, ${upper(city)}`;

const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z]/g, '');
/**
 * A CURP as RENAPO builds it: first surname's initial and first inner vowel, second surname's and
 * given name's initials, YYMMDD, H/M, the state (NE: born abroad), inner consonants, a century
 * character and a check digit.
 */
const curpOf = (n: Name, dob: Date, male: boolean, state: string, rng: Rng) => {
  const [a, b] = surnames(n).map(plain) as [string, string];
  const g = plain(n.given);
  const inner = (s: string, re: RegExp) => s.slice(1).match(re)?.[0] ?? 'X';
  const consonant = /[B-DF-HJ-NP-TV-Z]/;
  const y = dob.getUTCFullYear();
  return (
    `${a[0] ?? 'X'}${inner(a, /[AEIOU]/)}${b[0] ?? 'X'}${g[0] ?? 'X'}${pad(y % 100)}${pad(dob.getUTCMonth() + 1)}${pad(dob.getUTCDate())}${male ? 'H' : 'M'}${state}` +
    `${inner(a, consonant)}${b ? inner(b, consonant) : 'X'}${inner(g, consonant)}${y >= 2000 ? rng.pick(['A', 'B']) : digits(rng, 1)}${digits(rng, 1)}`
  );
};

/** The certificate a US translator attaches to an English translation filed with USCIS: the translator's own name and address. */
const translatorCertificate = (p: Persona, rng: Rng, document: string, issued: Date): Block[] => {
  const t = fullName(p.others.translator);
  const o = p.others.officeAddress;
  const address = `${o.street}${o.unit ? `, Suite ${o.unit}` : ''}, ${o.city}, ${o.state} ${o.zip}`;
  return [
    { type: 'subtitle', text: rng.pick(['CERTIFICATION OF TRANSLATION', "TRANSLATOR'S CERTIFICATE OF ACCURACY"]) },
    {
      type: 'paragraph',
      text: `I, ${t}, of ${address}, certify that I am fluent in Spanish and English and competent to translate between them, and that the foregoing is a true, complete and accurate English translation of the attached ${document}.`,
    },
    { type: 'lines', lines: ['______________________________', t, address, `Date: ${printDate(near(issued, rng, 10, 200), rng.pick(['month-name', 'us'] as const))}`] },
  ];
};

/**
 * A Mexican state "Acta de Nacimiento" in the typed format the state Registros Civiles used from the
 * 1980s until the 2016 national unified format (Jalisco, Nuevo León, Puebla, Oaxaca, Michoacán),
 * as a certified copy issued later on the state's security form: "ESTADOS UNIDOS MEXICANOS /
 * ESTADO LIBRE Y SOBERANO DE ... / DIRECCIÓN (GENERAL) DEL REGISTRO CIVIL", the form's serial,
 * sometimes the old "EN NOMBRE DE LA REPÚBLICA MEXICANA..." opening; the registry data (Entidad,
 * Municipio, Localidad, Oficialía No., Libro, Acta No., Fecha de Registro, CURP typed on later
 * copies, sometimes absent); numbered or plain sections: "DATOS DEL REGISTRADO" (the full name or
 * Nombre(s) / Primer / Segundo Apellido, Sexo, Fecha y Hora de Nacimiento, Lugar de Nacimiento,
 * Presentado vivo o muerto, Compareció), "DATOS DE LOS PADRES" (Padre and Madre each Nombre, Edad,
 * Nacionalidad, Domicilio; the father's "* * *" when the mother registered alone), "DATOS DE LOS
 * ABUELOS" (paternal and maternal: other people), "TESTIGOS" (two, with ages and domiciles), and
 * sometimes "PERSONA DISTINTA DE LOS PADRES QUE PRESENTA AL REGISTRADO"; the Oficial del Registro
 * Civil, anotaciones marginales, and "EL C. DIRECTOR ... CERTIFICA QUE LA PRESENTE ES COPIA FIEL..."
 * with the issuing date. A birth abroad is an "inserción" of the foreign record. Some copies carry
 * a certified English translation. No parents' dates or places of birth (an age and a nationality).
 */
const mexicoActaEstatal = (p: Persona, rng: Rng): DocumentSpec => {
  // The typed state format ended around 2016: a child born later has the unified format instead.
  const child = p.child.dob.getTime() < Date.UTC(2016, 0, 1) && rng.chance(0.65);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const home = mxStates[who.city];
  const officeCity = home ? who.city : rng.pick(Object.keys(mxStates));
  const office = mxStates[officeCity] as (typeof mxStates)[string];
  const insertion = !home;
  const registered = insertion ? near(d, rng, 60, 1500) : near(d, rng, 4, 400);
  const issued = issuedOn(d, p, rng);
  const fatherShown = child || rng.chance(0.87);
  const showsCurp = child || rng.chance(0.65);
  const splitName = rng.chance(0.45);
  const numbered = rng.pick(['roman', 'arabic', 'none'] as const);
  const parentsAsTable = rng.chance(0.5);
  const english = rng.chance(0.35);
  const style = rng.pick(['inline', 'columns', 'leaders', 'stacked'] as const satisfies readonly LayoutStyle[]);
  const longDates = rng.chance(0.5);
  const date = (x: Date) => (longDates ? upper(esDate(x)) : dayFirst(x));
  const nothing = rng.pick(['* * * * *', '---------', 'XXXXXXXX']);
  const estadoCorto = office.estado.replace(' DE OCAMPO', '');
  const direccion = rng.pick(office.direccion);
  const oficialia = pad(int(rng, 1, 24));
  const libro = String(int(rng, 1, 60));
  const acta = String(int(rng, 1, 9999)).padStart(rng.chance(0.5) ? 5 : 1, '0');
  const hour = [int(rng, 0, 23), int(rng, 0, 59)] as const;
  const curp = curpOf(who.name, d, who.male, home ? office.code : 'NE', rng);
  const oficialFemale = rng.chance(0.4);
  const oficial = `${rng.pick(oficialFemale ? ['LIC. ', 'C. ', 'PROFRA. ', ''] : ['LIC. ', 'C. ', 'PROFR. ', ''])}${otherPerson(rng, oficialFemale, 'mx')}`;
  const directorFemale = rng.chance(0.4);
  const director = `${rng.pick(directorFemale ? ['LIC. ', 'C. LIC. ', 'MTRA. '] : ['LIC. ', 'C. LIC. ', 'MTRO. '])}${otherPerson(rng, directorFemale, 'mx')}`;
  const sexo = who.male ? rng.pick(['MASCULINO', 'HOMBRE']) : rng.pick(['FEMENINO', 'MUJER']);
  const birthPlace = home ? `${upper(who.city)}, ${rng.chance(0.3) ? `${office.estado}, MÉXICO` : office.estado}` : `${upper(who.city)}, ${upper(paisEs(p.country.name))}`;
  const compareció = !insertion && rng.chance(0.2) ? 'other' : fatherShown ? rng.pick(['father', 'mother', 'both'] as const) : 'mother';
  const comparecióEs = { other: 'PERSONA DISTINTA', father: 'EL PADRE', mother: 'LA MADRE', both: 'AMBOS PADRES' }[compareció];
  const comparecióEn = { other: 'ANOTHER PERSON', father: 'THE FATHER', mother: 'THE MOTHER', both: 'BOTH PARENTS' }[compareció];
  const familyHome = mxDomicilio(rng, home ? who.city : officeCity);
  const section = (n: number, title: string) => (numbered === 'roman' ? `${['I', 'II', 'III', 'IV', 'V', 'VI'][n - 1]}. ${title}` : numbered === 'arabic' ? `${n}. ${title}` : title);

  const registry: Field[] = [
    ['ENTIDAD FEDERATIVA', office.estado],
    ['MUNICIPIO', upper(officeCity)],
    ['LOCALIDAD', upper(officeCity)],
    ['OFICIALÍA No.', oficialia],
    ['LIBRO', libro],
    ['ACTA No.', acta],
    ['FECHA DE REGISTRO', date(registered)],
    ...(showsCurp ? ([['CURP', curp]] as Field[]) : []),
  ];
  const [first, second] = surnames(who.name);
  const registrado: Field[] = [
    ...(splitName
      ? ([['NOMBRE(S)', upper(givenNames(who.name))], ['PRIMER APELLIDO', upper(first)], ['SEGUNDO APELLIDO', upper(second) || nothing]] as Field[])
      : ([['NOMBRE', upper(fullName(who.name))]] as Field[])),
    ['SEXO', sexo],
    ['FECHA DE NACIMIENTO', date(d)],
    ['HORA', rng.chance(0.5) ? `${pad(hour[0])}:${pad(hour[1])}` : `${pad(hour[0])}:${pad(hour[1])} HRS.`],
    ['LUGAR DE NACIMIENTO', birthPlace],
    ['PRESENTADO', 'VIVO'],
    ['COMPARECIÓ', comparecióEs],
  ];
  const parentRow = (x: Parent) => [upper(fullName(x.name)), String(ageAt(x.dob, registered)), upper(nacionalidad(x.country, true)), familyHome];
  const fatherRow = fatherShown ? parentRow(father) : [nothing, nothing, nothing, nothing];
  const motherRow = parentRow(mother);
  const parentLabels = ['NOMBRE', 'EDAD', 'NACIONALIDAD', 'DOMICILIO'];
  const asFields = (row: string[]): Field[] => parentLabels.map((label, i) => [label, label === 'EDAD' && row[i] !== nothing ? `${row[i]} AÑOS` : (row[i] as string)]);

  // Grandparents: the parents' own parents (the applicant's parents on the applicant's child's record).
  const applicantSide = child ? (p.sex === 'Male' ? 'paternal' : 'maternal') : undefined;
  const grandparent = (x: Parent, side: 'paternal' | 'maternal', female: boolean) => {
    if (applicantSide === side) return upper(fullName(female ? p.mother : p.father));
    const [a, b] = surnames(x.name);
    return female ? otherPerson(rng, true, 'mx', b ? upper(b) : undefined) : otherPerson(rng, false, 'mx', upper(a));
  };
  const nat = (x: Parent) => upper(nacionalidad(x.country, true));
  const vivo = (female: boolean) => rng.pick(female ? ['VIVE', 'VIVE', 'FINADA'] : ['VIVE', 'VIVE', 'FINADO']);
  // An inserted foreign record has no grandparents nor witnesses of its own.
  const noConsta = ['NO CONSTA', nothing, nothing];
  const abuelos: string[][] = insertion
    ? ['ABUELO PATERNO', 'ABUELA PATERNA', 'ABUELO MATERNO', 'ABUELA MATERNA'].map((who_) => [who_, ...noConsta])
    : [
        ['ABUELO PATERNO', ...(fatherShown ? [grandparent(father, 'paternal', false), vivo(false), nat(father)] : [nothing, nothing, nothing])],
        ['ABUELA PATERNA', ...(fatherShown ? [grandparent(father, 'paternal', true), vivo(true), nat(father)] : [nothing, nothing, nothing])],
        ['ABUELO MATERNO', grandparent(mother, 'maternal', false), vivo(false), nat(mother)],
        ['ABUELA MATERNA', grandparent(mother, 'maternal', true), vivo(true), nat(mother)],
      ];
  const testigos = [0, 1].map(() => {
    const female = rng.chance(0.4);
    return [otherPerson(rng, female, 'mx'), String(int(rng, 21, 64)), 'MEXICANA', mxDomicilio(rng, officeCity)];
  });
  const presenterFemale = rng.chance(0.6);
  const presenter =
    compareció === 'other' && !insertion
      ? { name: otherPerson(rng, presenterFemale, 'mx'), parentesco: rng.pick(presenterFemale ? ['ABUELA', 'TÍA', 'NINGUNO'] : ['ABUELO', 'TÍO', 'NINGUNO']), age: String(int(rng, 30, 70)) }
      : undefined;
  const marginal = insertion
    ? `INSERCIÓN DEL ACTA DE NACIMIENTO EXPEDIDA POR LA AUTORIDAD DEL REGISTRO CIVIL DE ${upper(who.city)}, ${upper(paisEs(p.country.name))}, DEBIDAMENTE ${rng.pick(['APOSTILLADA', 'LEGALIZADA'])} Y TRADUCIDA.`
    : rng.pick(['SIN ANOTACIONES MARGINALES', 'NINGUNA', 'NO TIENE']);
  const issuedText = rng.pick([
    `${issued.getUTCDate() === 1 ? 'AL PRIMER DÍA' : `A LOS ${issued.getUTCDate()} DÍAS`} DEL MES DE ${upper(meses[issued.getUTCMonth()] as string)} DE ${issued.getUTCFullYear()}`,
    `EL ${upper(esDate(issued))}`,
    `A ${dayFirst(issued)}`,
  ]);
  // The copy is certified by the state's director or by the officer of the oficialía that keeps the book.
  const byDirector = rng.chance(0.65);
  const signer = byDirector
    ? { name: director, title: `${direccion.replace('DIRECCIÓN', directorFemale ? 'DIRECTORA' : 'DIRECTOR')} DEL ESTADO DE ${estadoCorto}` }
    : { name: oficial, title: `OFICIAL ${oficialia} DEL REGISTRO CIVIL` };
  const article = (byDirector ? directorFemale : oficialFemale) ? 'LA C.' : 'EL C.';
  const certifier = byDirector ? `${article} ${signer.title}, ${director},` : `${article} OFICIAL ${oficialia} DEL REGISTRO CIVIL DE ${upper(officeCity)}, ${estadoCorto}, ${oficial},`;
  const certification =
    `${certifier} CERTIFICA QUE LA PRESENTE ES COPIA FIEL ${rng.pick(['Y EXACTA ', ''])}DEL ACTA DE NACIMIENTO QUE OBRA EN EL LIBRO ${libro} DE NACIMIENTOS DEL AÑO ${registered.getUTCFullYear()}, ` +
    `ACTA No. ${acta}, DE LA OFICIALÍA ${oficialia} DE ${upper(officeCity)}, ${rng.pick(['EN EL ARCHIVO DE ESTA DIRECCIÓN', 'QUE SE ENCUENTRA EN EL ARCHIVO A SU CARGO'])}. ` +
    `SE EXTIENDE LA PRESENTE EN ${upper(officeCity)}, ${estadoCorto}, ${issuedText}.`;
  const serial = `${rng.pick(['A', 'B', 'C', 'D'])} ${digits(rng, 7)}`;

  const parentsBlocks: Block[] = parentsAsTable
    ? [{ type: 'table', header: ['', ...parentLabels], rows: [['PADRE', ...fatherRow], ['MADRE', ...motherRow]], widths: [0.09, 0.33, 0.07, 0.14, 0.37] }]
    : [
        { type: 'subtitle', text: 'PADRE' },
        { type: 'fields', fields: asFields(fatherRow) },
        { type: 'subtitle', text: 'MADRE' },
        { type: 'fields', fields: asFields(motherRow) },
      ];
  const spanishPage: Block[] = [
    { type: 'lines', lines: [`FOLIO No. ${serial}`], align: 'right', size: 8 },
    { type: 'lines', lines: ['ESTADOS UNIDOS MEXICANOS', `ESTADO LIBRE Y SOBERANO DE ${office.estado}`, direccion], align: 'center' },
    { type: 'title', text: rng.pick(['ACTA DE NACIMIENTO', 'COPIA CERTIFICADA DEL ACTA DE NACIMIENTO']), align: 'center' },
    ...(rng.chance(0.4)
      ? [{
          type: 'paragraph',
          text: 'EN NOMBRE DE LA REPÚBLICA MEXICANA Y COMO OFICIAL DEL REGISTRO CIVIL DE ESTE LUGAR, HAGO SABER A LOS QUE LA PRESENTE VIEREN Y CERTIFICO QUE EN EL ARCHIVO DE ESTA OFICIALÍA SE ENCUENTRA ASENTADA UN ACTA CON LOS SIGUIENTES DATOS:',
        } as Block]
      : []),
    { type: 'fields', fields: registry, style: 'inline' },
    { type: 'subtitle', text: section(1, 'DATOS DEL REGISTRADO') },
    { type: 'fields', fields: registrado },
    { type: 'subtitle', text: section(2, 'DATOS DE LOS PADRES') },
    ...parentsBlocks,
    { type: 'subtitle', text: section(3, 'DATOS DE LOS ABUELOS') },
    { type: 'table', header: ['', 'NOMBRE', 'VIVE / FINADO', 'NACIONALIDAD'], rows: abuelos, widths: [0.2, 0.46, 0.15, 0.19] },
    { type: 'subtitle', text: section(4, 'TESTIGOS') },
    insertion ? { type: 'paragraph', text: 'NO APLICA (INSERCIÓN)' } : { type: 'table', header: ['NOMBRE', 'EDAD', 'NACIONALIDAD', 'DOMICILIO'], rows: testigos, widths: [0.34, 0.08, 0.15, 0.43] },
    ...(presenter
      ? [
          { type: 'subtitle', text: section(5, 'PERSONA DISTINTA DE LOS PADRES QUE PRESENTA AL REGISTRADO') } as Block,
          { type: 'fields', fields: [['NOMBRE', presenter.name], ['EDAD', `${presenter.age} AÑOS`], ['PARENTESCO', presenter.parentesco], ['DOMICILIO', mxDomicilio(rng, officeCity)]], style: 'inline' } as Block,
        ]
      : []),
    { type: 'fields', fields: [['OFICIAL DEL REGISTRO CIVIL', oficial]], style: 'inline' },
    { type: 'paragraph', text: `ANOTACIONES MARGINALES: ${marginal}` },
    { type: 'paragraph', text: certification },
    { type: 'lines', lines: ['______________________________', signer.name, signer.title], align: 'center' },
    { type: 'stamp', lines: ['ESTADOS UNIDOS MEXICANOS', `REGISTRO CIVIL - ${estadoCorto}`, `OFICIALÍA ${oficialia}`] },
    { type: 'footer', text: `DERECHOS PAGADOS SEGÚN RECIBO OFICIAL No. ${digits(rng, 8)}   ESTA COPIA NO ES VÁLIDA SI PRESENTA RASPADURAS O ENMENDADURAS` },
  ];

  // The translation: the same order and values, labels and dates in English.
  const en = (x: Date) => printDate(x, 'month-name');
  const sexEn = who.male ? 'MALE' : 'FEMALE';
  const nationalityEn = (country: string) => upper(demonym(country));
  const parentEn = (x: Parent | undefined, label: string): Field[] =>
    x ? [[`${label}'s Name`, upper(fullName(x.name))], ['Age', `${ageAt(x.dob, registered)} YEARS`], ['Nationality', nationalityEn(x.country)], ['Address', familyHome]] : [[`${label}'s Name`, nothing]];
  const englishPage: Block[] = [
    { type: 'footer', text: '' },
    { type: 'spacer', height: 2000 },
    { type: 'lines', lines: ['[Certified translation from Spanish]'], align: 'right', size: 9 },
    { type: 'lines', lines: ['UNITED MEXICAN STATES', `FREE AND SOVEREIGN STATE OF ${office.estado}`, 'CIVIL REGISTRY OFFICE'], align: 'center' },
    { type: 'title', text: 'BIRTH CERTIFICATE', align: 'center' },
    {
      type: 'fields',
      fields: [['State', office.estado], ['Municipality', upper(officeCity)], ['Registry Office No.', oficialia], ['Book', libro], ['Certificate No.', acta], ['Date of Registration', en(registered)], ...(showsCurp ? ([['CURP', curp]] as Field[]) : [])],
      style: 'inline',
    },
    { type: 'subtitle', text: 'DATA OF THE REGISTERED PERSON' },
    {
      type: 'fields',
      fields: [
        ['Name', upper(fullName(who.name))],
        ['Sex', sexEn],
        ['Date of Birth', en(d)],
        ['Time', `${pad(hour[0])}:${pad(hour[1])}`],
        ['Place of Birth', home ? birthPlace.replace('MÉXICO', 'MEXICO') : `${upper(who.city)}, ${upper(p.country.name)}`],
        ['Presented', 'ALIVE'],
        ['Appeared', comparecióEn],
      ],
    },
    { type: 'subtitle', text: "PARENTS' DATA" },
    { type: 'fields', fields: [...parentEn(fatherShown ? father : undefined, 'Father'), ...parentEn(mother, 'Mother')] },
    { type: 'subtitle', text: "GRANDPARENTS' DATA" },
    { type: 'paragraph', text: abuelos.map(([who_, name]) => `${{ 'ABUELO PATERNO': 'Paternal grandfather', 'ABUELA PATERNA': 'Paternal grandmother', 'ABUELO MATERNO': 'Maternal grandfather', 'ABUELA MATERNA': 'Maternal grandmother' }[who_ as string]}: ${name}.`).join(' ') },
    { type: 'subtitle', text: 'WITNESSES' },
    { type: 'paragraph', text: insertion ? 'Not applicable (insertion).' : testigos.map((w, i) => `${i + 1}. ${w[0]}, ${w[1]} years old, Mexican, residing at ${w[3]}.`).join(' ') },
    ...(presenter ? [{ type: 'paragraph', text: `PERSON OTHER THAN THE PARENTS WHO PRESENTED THE REGISTERED PERSON: ${presenter.name}, ${presenter.age} years old.` } as Block] : []),
    {
      type: 'paragraph',
      text:
        `Civil Registry Officer: ${oficial}. Marginal notes: ${insertion ? `insertion of the birth certificate issued in ${upper(who.city)}, ${upper(p.country.name)}` : 'none'}. ` +
        `[Certification: true copy of the birth certificate in Book ${libro}, Certificate No. ${acta}, Registry Office ${oficialia} of ${upper(officeCity)}. Issued in ${upper(officeCity)}, ${estadoCorto}, on ${en(issued)}. Signature and seal.]`,
    },
    ...translatorCertificate(p, rng, 'Mexican birth certificate (Acta de Nacimiento)', issued),
  ];
  const truth = birthTruth(p, child, { sex: true, city: true });
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['acta de nacimiento.pdf', `acta_${acta}_${office.code}.pdf`, english ? 'acta nacimiento traducida.pdf' : 'copia certificada acta.pdf']),
    styles: [style],
    blocks: english ? [...spanishPage, ...englishPage] : spanishPage,
    truth: !child && !fatherShown ? withoutFather(truth) : truth,
  };
};

// ---------------------------------------------------------------------------------------------
// 2. El Salvador: a modern computer-printed certificación de partida de nacimiento.

/** Salvadoran municipalities of the persona's cities (each the head of a department of its name), and San Salvador's central registry. */
const svPlaces: Record<string, { depto: string; hospitals: string[] }> = {
  'San Miguel': { depto: 'SAN MIGUEL', hospitals: ['HOSPITAL NACIONAL SAN JUAN DE DIOS DE SAN MIGUEL', 'HOSPITAL REGIONAL DEL SEGURO SOCIAL DE SAN MIGUEL'] },
  'Santa Ana': { depto: 'SANTA ANA', hospitals: ['HOSPITAL NACIONAL SAN JUAN DE DIOS DE SANTA ANA', 'HOSPITAL REGIONAL DEL SEGURO SOCIAL DE SANTA ANA'] },
  Sonsonate: { depto: 'SONSONATE', hospitals: ['HOSPITAL NACIONAL DR. JORGE MAZZINI VILLACORTA DE SONSONATE'] },
  'San Salvador': { depto: 'SAN SALVADOR', hospitals: ['HOSPITAL NACIONAL DE LA MUJER DRA. MARÍA ISABEL RODRÍGUEZ', 'HOSPITAL DE MATERNIDAD'] },
};
const oficiosSv = { male: ['JORNALERO', 'AGRICULTOR', 'COMERCIANTE', 'MOTORISTA', 'ALBAÑIL', 'EMPLEADO', 'MECÁNICO', 'ESTUDIANTE'], female: ['DE OFICIOS DOMÉSTICOS', 'COSTURERA', 'COMERCIANTE', 'PROFESORA', 'EMPLEADA', 'ESTUDIANTE', 'ENFERMERA'] };
const cantones = ['EL JÍCARO', 'SAN ANTONIO', 'LAS LAJAS', 'EL PAPALÓN', 'SANTA BÁRBARA', 'LOS ALMENDROS'];
const barrios = ['EL BARRIO EL CENTRO', 'EL BARRIO SAN FRANCISCO', 'LA COLONIA MILAGRO DE LA PAZ', 'EL BARRIO LA MERCED', 'LA COLONIA CIUDAD JARDÍN'];

/**
 * A Salvadoran "Certificación de Partida de Nacimiento" as an Alcaldía Municipal's Registro del
 * Estado Familiar prints it today from its computer system: "REPÚBLICA DE EL SALVADOR / ALCALDÍA
 * MUNICIPAL DE ... / DEPARTAMENTO DE ... / REGISTRO DEL ESTADO FAMILIAR", "PARTIDA NÚMERO ... LIBRO
 * ... FOLIO ... AÑO ...", often "EL INFRASCRITO JEFE ... CERTIFICA: QUE EN EL LIBRO DE PARTIDAS DE
 * NACIMIENTO ... SE ENCUENTRA LA QUE LITERALMENTE DICE:", then the entry in capitals as one
 * paragraph ("PARTIDA NÚMERO CIENTO VEINTE. EN LA ALCALDÍA MUNICIPAL DE ..., A LAS ... HORAS DEL DÍA
 * ...: NACIÓ EN [hospital / barrio / cantón], A LAS ... DEL DÍA [date in words (figures)], UN NIÑO
 * / UNA NIÑA DE NOMBRE ..., HIJO/HIJA DE [father], DE ... AÑOS DE EDAD, DE OFICIO ..., ORIGINARIO
 * DE ..., DEL DOMICILIO DE ..., DE NACIONALIDAD ..., Y DE [mother] ... DATOS DADOS POR ... QUIEN SE
 * IDENTIFICÓ CON SU DOCUMENTO ÚNICO DE IDENTIDAD (Cédula de Identidad Personal before 2002) ...",
 * the entry's registrar or, before the 1996 law, the Alcalde and Secretario); "MARGINACIONES:
 * NINGUNA" or a note; "ES CONFORME CON SU ORIGINAL ... SAN MIGUEL, A LOS ... DÍAS DEL MES DE ...
 * DE DOS MIL ..."; the Jefe del Registro del Estado Familiar's name; sometimes a NOTA, the fees and
 * a QR verification line. A birth abroad is entered in San Salvador's central registry from the
 * foreign certificate sent by the Foreign Ministry. The mother alone when the father did not
 * recognise the child. Parents' ages, not dates; their country only where "originario de" names it.
 */
const salvadorCertificacionModerna = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.33);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const place = svPlaces[who.city];
  const abroad = !place;
  const officeCity = abroad ? 'San Salvador' : who.city;
  const office = svPlaces[officeCity] as (typeof svPlaces)[string];
  const registered = abroad ? near(d, rng, 90, 1200) : near(d, rng, 2, 75);
  const issued = issuedOn(d, p, rng);
  const year = registered.getUTCFullYear();
  const fatherShown = child || rng.chance(0.85);
  const parentCountry = rng.chance(0.4);
  const marriedMother = fatherShown && rng.chance(0.25) && mother.name.family !== father.name.family;
  const withFigures = rng.chance(0.6);
  const number = int(rng, 1, 1400);
  const libro = String(int(rng, 1, 30));
  const folio = String(int(rng, 1, 500));
  const hour = [int(rng, 7, 15), rng.pick([0, 0, 10, 15, 30, 45])] as const;
  const bornAt = [int(rng, 0, 23), int(rng, 0, 59)] as const;
  const dui = () => `${digits(rng, 8)}-${digits(rng, 1)}`;
  const cedula = () => `${int(rng, 1, 14)}-${pad(int(rng, 1, 99))}-${digits(rng, 6)}`;
  const idOf = (x: Parent) => (x.country !== 'El Salvador' ? `PASAPORTE NÚMERO ${rng.pick(['A', 'B', 'C', 'E', 'P'])}${digits(rng, 8)}` : year >= 2002 ? `DOCUMENTO ÚNICO DE IDENTIDAD NÚMERO ${dui()}` : `CÉDULA DE IDENTIDAD PERSONAL NÚMERO ${cedula()}`);
  const ids = { father: idOf(father), mother: idOf(mother) };
  const jobs = { father: rng.pick(oficiosSv.male), mother: rng.pick(oficiosSv.female) };
  const muni = upper(officeCity);
  const depto = office.depto;
  const figures = (x: Date) => ` (${dayFirst(x, rng.pick(['/', '-'] as const))})`;
  const where = abroad
    ? `LA CIUDAD DE ${upper(who.city)}, ${upper(paisEs(p.country.name))}`
    : rng.pick([
        `EL ${rng.pick(office.hospitals)}`,
        `${rng.pick(barrios)} DE ESTA CIUDAD`,
        `EL CANTÓN ${rng.pick(cantones)}, JURISDICCIÓN DE ${muni}, DEPARTAMENTO DE ${depto}`,
      ]);
  const nameOf = (x: Parent, female: boolean) => (female && marriedMother ? `${upper(fullName(x.name))} DE ${upper(surnames(father.name)[0])}` : upper(fullName(x.name)));
  const parentEs = (x: Parent, female: boolean, role: 'father' | 'mother') =>
    `${nameOf(x, female)}, DE ${upper(antes(ageAt(x.dob, registered)))} AÑOS DE EDAD, ${female && jobs.mother.startsWith('DE ') ? jobs.mother : `DE OFICIO ${jobs[role]}`}, ` +
    `${female ? 'ORIGINARIA' : 'ORIGINARIO'} DE ${upper(x.city)}${parentCountry ? `, ${upper(paisEs(x.country))}` : ''}, DEL DOMICILIO DE ${abroad ? upper(who.city) : muni}, ` +
    `DE NACIONALIDAD ${upper(nacionalidad(x.country, true))}${year >= 2002 && rng.chance(0.6) ? `, CON ${ids[role]}` : ''}`;
  const informant = rng.pick(fatherShown ? (['father', 'mother', 'mother', 'other'] as const) : (['mother', 'mother', 'other'] as const));
  const grandmother = otherPerson(rng, true, 'sv');
  const informantEs =
    informant === 'father'
      ? `EL PADRE, SEÑOR ${upper(fullName(father.name))}, QUIEN SE IDENTIFICÓ CON SU ${ids.father}`
      : informant === 'mother'
        ? `LA MADRE, SEÑORA ${nameOf(mother, true)}, QUIEN SE IDENTIFICÓ CON SU ${ids.mother}`
        : `${grandmother}, ABUELA MATERNA ${who.male ? 'DEL INSCRITO' : 'DE LA INSCRITA'}, DE ${upper(antes(int(rng, 42, 70)))} AÑOS DE EDAD, DEL DOMICILIO DE ${muni}, QUIEN SE IDENTIFICÓ CON SU ${year >= 2002 ? `DOCUMENTO ÚNICO DE IDENTIDAD NÚMERO ${dui()}` : `CÉDULA DE IDENTIDAD PERSONAL NÚMERO ${cedula()}`}`;
  // Who signed the entry: the Alcalde and the Secretario Municipal before the 1996 law, since then the registrar.
  const official = (male: string, female: string) => {
    const isFemale = rng.chance(0.45);
    return `${otherPerson(rng, isFemale, 'sv')}, ${isFemale ? female : male}`;
  };
  const signers = year < 1996
    ? `${official('ALCALDE MUNICIPAL', 'ALCALDESA MUNICIPAL')}. ${official('SECRETARIO MUNICIPAL', 'SECRETARIA MUNICIPAL')}. RUBRICADAS.`
    : `${official('REGISTRADOR DEL ESTADO FAMILIAR', 'REGISTRADORA DEL ESTADO FAMILIAR')}. RUBRICADA.`;
  const kid = who.male ? { es: 'UN NIÑO', son: 'HIJO' } : { es: 'UNA NIÑA', son: 'HIJA' };
  const basis = abroad
    ? `SE ASIENTA LA PRESENTE PARTIDA CON BASE EN LA CERTIFICACIÓN DE PARTIDA DE NACIMIENTO EXTENDIDA POR LA AUTORIDAD DEL REGISTRO CIVIL DE ${upper(who.city)}, ${upper(paisEs(p.country.name))}, REMITIDA POR LA DIRECCIÓN DE ASUNTOS CONSULARES DEL MINISTERIO DE RELACIONES EXTERIORES. `
    : year >= 1996 && rng.chance(0.5)
      ? `SEGÚN CONSTANCIA DE NACIMIENTO EXTENDIDA POR ${where.startsWith('EL HOSPITAL') ? where : 'LA PARTERA QUE ATENDIÓ EL PARTO'}. `
      : '';
  const entry =
    `PARTIDA NÚMERO ${upper(palabras(number))}. EN LA ALCALDÍA MUNICIPAL DE ${muni}, DEPARTAMENTO DE ${depto}, A ${horaLetras(...hour)} DEL DÍA ${fechaLetras(registered)}${withFigures ? figures(registered) : ''}: ` +
    `${basis}NACIÓ EN ${where}, A ${horaLetras(...bornAt)} DEL DÍA ${fechaLetras(d)}${figures(d)}, ${kid.es} DE NOMBRE ${upper(fullName(who.name))}, ${kid.son} DE ` +
    (fatherShown ? `${parentEs(father, false, 'father')}; Y DE ${parentEs(mother, true, 'mother')}. ` : `${parentEs(mother, true, 'mother')}. `) +
    `DATOS DADOS POR ${informantEs}${rng.chance(0.85) ? ', Y FIRMA' : `, Y POR NO SABER FIRMAR DEJA LA IMPRESIÓN DE SU DEDO PULGAR DERECHO`}. ${signers}`;

  const chiefFemale = rng.chance(0.5);
  const chief = otherPerson(rng, chiefFemale, 'sv');
  const chiefTitle = `${chiefFemale ? 'JEFA' : 'JEFE'} DEL REGISTRO DEL ESTADO FAMILIAR`;
  const marginal = rng.pick([
    'NINGUNA',
    'NINGUNA',
    'NO TIENE',
    // Books lost in the 1980s war were rebuilt under the 1996 transitory law.
    ...(year < 1992
      ? [`LA PRESENTE PARTIDA FUE REPUESTA DE CONFORMIDAD A LA LEY TRANSITORIA DEL REGISTRO DEL ESTADO FAMILIAR, SEGÚN RESOLUCIÓN NÚMERO ${int(rng, 10, 900)} DE FECHA ${dayFirst(new Date(Date.UTC(int(rng, 1997, 2008), int(rng, 0, 11), int(rng, 1, 28))))}.`]
      : []),
  ]);
  const issuedText = `${muni}, ${aLosDias(issued)}${rng.chance(0.35) ? figures(issued) : ''}`;
  const opening =
    `${chiefFemale ? 'LA INFRASCRITA' : 'EL INFRASCRITO'} ${chiefTitle} DE LA ALCALDÍA MUNICIPAL DE ${muni}, CERTIFICA: QUE EN EL LIBRO DE PARTIDAS DE NACIMIENTO NÚMERO ${libro} ` +
    `QUE ESTA ALCALDÍA LLEVÓ EN EL AÑO ${palabras(year).toUpperCase()}${rng.chance(0.5) ? ` (${year})` : ''}, A FOLIO ${folio}, SE ENCUENTRA ASENTADA LA PARTIDA QUE LITERALMENTE DICE:`;
  const numbersLine = rng.chance(0.5)
    ? ({ type: 'lines', lines: [`PARTIDA NÚMERO: ${number}    LIBRO: ${libro}    FOLIO: ${folio}    AÑO: ${year}`] } as Block)
    : ({ type: 'fields', fields: [['PARTIDA NÚMERO', String(number)], ['LIBRO', libro], ['FOLIO', folio], ['AÑO', String(year)]], style: 'inline' } as Block);
  const code = `${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}`;
  const blocks: Block[] = [
    { type: 'lines', lines: [`CERTIFICACIÓN No. ${digits(rng, 7)}`], align: 'right', size: 8 },
    { type: 'lines', lines: [rng.pick(['REPÚBLICA DE EL SALVADOR', 'REPÚBLICA DE EL SALVADOR, C.A.']), `ALCALDÍA MUNICIPAL DE ${muni}`, `DEPARTAMENTO DE ${depto}`, 'REGISTRO DEL ESTADO FAMILIAR'], align: 'center' },
    { type: 'title', text: 'CERTIFICACIÓN DE PARTIDA DE NACIMIENTO', align: 'center' },
    numbersLine,
    ...(rng.chance(0.65) ? [{ type: 'paragraph', text: opening } as Block] : []),
    { type: 'paragraph', text: entry },
    { type: 'paragraph', text: `MARGINACIONES: ${marginal}` },
    { type: 'paragraph', text: `ES CONFORME CON SU ORIGINAL, CON EL CUAL SE CONFRONTÓ. Y PARA LOS USOS QUE SE ESTIMEN CONVENIENTES SE EXTIENDE LA PRESENTE EN ${issuedText}.` },
    { type: 'lines', lines: ['______________________________', chief, chiefTitle], align: 'center' },
    { type: 'stamp', lines: [`ALCALDÍA MUNICIPAL DE ${muni}`, 'REGISTRO DEL ESTADO FAMILIAR', `DEPTO. DE ${depto}`] },
    ...(rng.chance(0.5)
      ? [{ type: 'paragraph', text: `NOTA: ${rng.pick(['ESTA CERTIFICACIÓN NO ES VÁLIDA SI PRESENTA BORRONES, ENMENDADURAS O ALTERACIONES.', 'LA PRESENTE CERTIFICACIÓN SE EXTIENDE EN PAPEL DE SEGURIDAD; CUALQUIER ALTERACIÓN LA INVALIDA.', 'PARA SURTIR EFECTOS EN EL EXTERIOR DEBE SER AUTENTICADA POR EL MINISTERIO DE RELACIONES EXTERIORES.'])}` } as Block]
      : []),
    ...(rng.chance(0.6) ? [{ type: 'lines', lines: [`[QR] VERIFIQUE LA AUTENTICIDAD DE ESTE DOCUMENTO CON EL CÓDIGO ${code}`], size: 7.5 } as Block] : []),
    { type: 'footer', text: `DERECHOS: $ ${rng.pick(['2.10', '2.85', '3.00', '5.00'])}   RECIBO No. ${digits(rng, 7)}   ${muni}, ${dayFirst(issued)}` },
  ];
  const truth = birthTruth(p, child, { sex: true, city: true, parentCountry });
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['partida de nacimiento.pdf', 'certificacion partida nacimiento.pdf', `partida_${number}_${year}.pdf`]),
    styles: ['inline'],
    blocks,
    truth: !child && !fatherShown ? withoutFather(truth) : truth,
  };
};

export const birthDevelopment12: LayoutFamily[] = [
  {
    id: 'birth_certificate/mexico-acta-estatal-1990s',
    kind: 'birth_certificate',
    modelledOn:
      'Mexican state Registro Civil Acta de Nacimiento in the typed pre-2016 format (Jalisco, Nuevo León, Puebla, Oaxaca, Michoacán), certified copy issued later: Estados Unidos Mexicanos / Estado Libre y Soberano / Dirección del Registro Civil header, Oficialía, Libro, Acta, Fecha de Registro, CURP sometimes, Datos del Registrado, Padres (nombre, edad, nacionalidad, domicilio), Abuelos, Testigos, Persona distinta que presenta, Oficial, Director\'s "copia fiel" certification, optional certified English translation',
    build: mexicoActaEstatal,
  },
  {
    id: 'birth_certificate/el-salvador-certificacion-partida-moderna',
    kind: 'birth_certificate',
    modelledOn:
      'Salvadoran Alcaldía Municipal Registro del Estado Familiar computer-printed Certificación de Partida de Nacimiento: municipality and department header, Partida / Libro / Folio / Año, the entry in capitals as one paragraph (NACIÓ EN ... UN NIÑO DE NOMBRE ..., HIJO DE ... Y DE ..., DATOS DADOS POR ... CON DOCUMENTO ÚNICO DE IDENTIDAD), Marginaciones, "es conforme con su original" dated in words, Jefe del Registro del Estado Familiar, nota and QR verification; births abroad entered in San Salvador',
    build: salvadorCertificacionModerna,
  },
];
