import { fullName, printDate, upper } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { dayFirst, digits, divorceTruth, esDate, near, ordinalDate } from './civil-common.development.js';

/** The prior marriage's city and country, as the persona stores them ("Pune, India"). */
const marriagePlace = (p: Persona) => {
  const [city, country] = p.priorMarriage.place.split(', ') as [string, string];
  return { city, country };
};

/** The applicant and the former spouse in the order the document names them, with the applicant's sex. */
const parties = (p: Persona, applicantFirst: boolean) => {
  const male = p.sex === 'Male';
  const me = { name: p.name, male, applicant: true };
  const other = { name: p.priorSpouse, male: !male, applicant: false };
  return applicantFirst ? [me, other] as const : [other, me] as const;
};
type Party = ReturnType<typeof parties>[number];

const monthsAbbr = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** "MAR 03 2015", as a clerk's date stamp prints it. */
const stampDate = (d: Date) => `${monthsAbbr[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, '0')} ${d.getUTCFullYear()}`;
/** A day of the last few years: when a certified copy or certificate was issued. */
const recent = (rng: Rng) => new Date(Date.UTC(Math.floor(rng.between(2022, 2025)), Math.floor(rng.between(0, 12)), Math.floor(rng.between(1, 28))));
const int = (rng: Rng, min: number, max: number) => Math.floor(rng.between(min, max + 1));
const yearsBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / (365.25 * 86400000));
const box = (on: boolean) => (on ? '[X]' : '[  ]');

// Lawyers, judges and clerks of US and Canadian courts: people other than the parties.
const naGiven = ['Patricia', 'Robert', 'Linda', 'Michael', 'Susan', 'David', 'Karen', 'James', 'Deborah', 'Richard', 'Laura', 'Thomas', 'Colleen', 'Howard', 'Gloria', 'Steven', 'Diane', 'Marcus', 'Genevieve', 'Andre'];
const naFamily = ['Whitfield', 'Okafor', 'Brennan', 'Kaplan', 'Delgado', 'Nakamura', 'Holloway', 'Fitzgerald', 'Castellano', 'Rosenberg', 'Pruitt', 'Tremblay', 'Lindqvist', 'Moreno', 'Chen', 'Gallagher', 'Kowalczyk', 'MacLeod', 'Bouchard', 'Sandhu'];
const naPerson = (rng: Rng, initial = false) => `${rng.pick(naGiven)} ${initial ? `${rng.pick(['A', 'B', 'C', 'D', 'E', 'J', 'L', 'M', 'R', 'S', 'T'])}. ` : ''}${rng.pick(naFamily)}`;
const usPhone = (rng: Rng, area: string) => `(${area}) ${int(rng, 200, 989)}-${digits(rng, 4)}`;

// ---------------------------------------------------------------------------------------------
// Colombia: escritura pública of divorce before a notary.

// Spanish number words, for the figures Colombian notaries write out ("quince (15) días", "MIL DOSCIENTOS").
const esUnits = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const esTens = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const esHundreds = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];
/** 0..9999 in Spanish words: 1234 -> "mil doscientos treinta y cuatro". */
const esNumber = (n: number): string => {
  if (n >= 1000) {
    const k = Math.floor(n / 1000);
    return [k === 1 ? 'mil' : `${esNumber(k)} mil`, n % 1000 ? esNumber(n % 1000) : ''].filter(Boolean).join(' ');
  }
  if (n >= 100) return n === 100 ? 'cien' : [esHundreds[Math.floor(n / 100)], n % 100 ? esNumber(n % 100) : ''].filter(Boolean).join(' ');
  if (n < 30) return esUnits[n] as string;
  return `${esTens[Math.floor(n / 10)]}${n % 10 ? ` y ${esUnits[n % 10]}` : ''}`;
};
/** "veintiuno" -> "veintiún" before a masculine noun ("veintiún (21) días"). */
const esApocope = (w: string) => w.replace(/veintiuno$/, 'veintiún').replace(/ y uno$/, ' y un');
const monthsEs = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** "a los quince (15) días del mes de marzo del año dos mil quince (2015)", as a deed opens. */
const esDeedDate = (d: Date) => {
  const day = d.getUTCDate();
  const head = day === 1 ? 'al primer (1er.) día' : `a los ${esApocope(esNumber(day))} (${day}) días`;
  return `${head} del mes de ${monthsEs[d.getUTCMonth()]} del año ${esNumber(d.getUTCFullYear())} (${d.getUTCFullYear()})`;
};
/** "QUINCE (15) DE MARZO DE DOS MIL QUINCE (2015)", as the deed's header gives the date it was granted. */
const esHeaderDate = (d: Date) => upper(`${esNumber(d.getUTCDate())} (${d.getUTCDate()}) de ${monthsEs[d.getUTCMonth()]} de ${esNumber(d.getUTCFullYear())} (${d.getUTCFullYear()})`);
/** 79456123 -> "79.456.123": Colombian grouping of identity and deed numbers. */
const dotted = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const esDemonyms: Record<string, string> = { MEX: 'mexican', GTM: 'guatemaltec', SLV: 'salvadoreñ', HND: 'hondureñ', COL: 'colombian', PHL: 'filipin', IND: 'indi', NGA: 'nigerian', VEN: 'venezolan', PER: 'peruan' };
/** "de nacionalidad mexicana": the nationality as a Spanish deed writes it (agreeing with "nacionalidad", whoever it is). */
const esNationality = (code: string) => `${esDemonyms[code] ?? 'extranjer'}a`;
const esCountries: Record<string, string> = { MEX: 'México', GTM: 'Guatemala', SLV: 'El Salvador', HND: 'Honduras', COL: 'Colombia', PHL: 'Filipinas', IND: 'India', NGA: 'Nigeria', VEN: 'Venezuela', PER: 'Perú' };
const colDepartments: Record<string, string> = { Medellin: 'Antioquia', Cali: 'Valle del Cauca', Barranquilla: 'Atlántico' };

const colNotaries = [
  { circle: 'Bogotá D.C.', seat: 'Bogotá, Distrito Capital', dept: 'Cundinamarca', max: 75, code: '11001' },
  { circle: 'Medellín', seat: 'Medellín', dept: 'Antioquia', max: 30, code: '05001' },
  { circle: 'Cali', seat: 'Santiago de Cali', dept: 'Valle del Cauca', max: 23, code: '76001' },
  { circle: 'Barranquilla', seat: 'Barranquilla', dept: 'Atlántico', max: 11, code: '08001' },
  { circle: 'Bucaramanga', seat: 'Bucaramanga', dept: 'Santander', max: 10, code: '68001' },
];
const coMale = ['Jorge Enrique', 'Luis Fernando', 'Carlos Alberto', 'Álvaro', 'Hernando', 'Juan Pablo', 'Gustavo Adolfo'];
const coFemale = ['Martha Lucía', 'Gloria Inés', 'Claudia Patricia', 'Luz Marina', 'Ana Milena', 'Beatriz Elena', 'Sandra Yaneth'];
const coFamily = ['Restrepo Uribe', 'Gómez Cárdenas', 'Ospina Villegas', 'Rincón Salazar', 'Arango Mejía', 'Quintero Parra', 'Bernal Castaño', 'Londoño Duque'];
/** "Veinte (20)", "Primera (1)": the notary's number as the deeds write it (Notaría Veinte del Círculo de ...). */
const notaryNumber = (n: number, female: boolean) => `${n === 1 ? (female ? 'Primera' : 'Primero') : esNumber(n).replace(/^./, (c) => c.toUpperCase())} (${n})`;

/**
 * A Colombian "escritura pública" of divorce by mutual consent before a notary (Ley 962 de 2005,
 * art. 34; Decreto 4436 de 2005): the Superintendencia de Notariado y Registro qualification box
 * at the head (deed number in figures and words, date of granting, notary and circle, nature of
 * the act "DIVORCIO" or "CESACIÓN DE EFECTOS CIVILES DE MATRIMONIO RELIGIOSO", value "SIN
 * CUANTÍA", the people who take part and their identity numbers), then the deed: "En la ciudad
 * de ..., a los quince (15) días del mes de ... del año dos mil quince (2015), ante mí, ...,
 * Notario ... del Círculo de ..., comparecieron ... mayores de edad, identificados con ...", the
 * clauses PRIMERO (the marriage: civil or Catholic, date and place, registry serial), SEGUNDO (no
 * minor children), TERCERO (the agreement to divorce), CUARTO (the conjugal partnership dissolved),
 * the lawyer who acts for them with his professional card, the notary's declaration of the divorce
 * "a partir del otorgamiento de la presente escritura", the reading and signing, the notarial fees,
 * the sheets of notarial paper used (footer), the signatures and the notary's seal.
 */
const colombiaNotarialDivorce = (p: Persona, rng: Rng): DocumentSpec => {
  const ended = p.priorMarriage.ended;
  const notary = rng.pick(colNotaries);
  const notaryNo = int(rng, 1, notary.max);
  const deedNo = int(rng, 120, 4800);
  const notaryFemale = rng.chance(0.45);
  const notaryName = `${rng.pick(notaryFemale ? coFemale : coMale)} ${rng.pick(coFamily)}`;
  const lawyerFemale = rng.chance(0.5);
  const lawyer = `${rng.pick(lawyerFemale ? coFemale : coMale)} ${rng.pick(coFamily.filter((f) => !notaryName.endsWith(f)))}`;
  const religious = rng.chance(0.35);
  const colombian = p.country.code === 'COL';
  const [a, b] = parties(p, rng.chance(0.5));
  const ident = (x: Party) =>
    colombian
      ? { doc: 'C.C.', text: `${x.male ? 'identificado' : 'identificada'} con la cédula de ciudadanía número ${dotted(`${int(rng, 10, 99)}${digits(rng, 6)}`)} expedida en ${rng.pick(['Bogotá D.C.', 'Medellín', 'Cali', 'Barranquilla'])}` }
      : { doc: 'PAS.', text: `de nacionalidad ${esNationality(p.country.code)}, ${x.male ? 'identificado' : 'identificada'} con el pasaporte número ${upper(p.country.code.slice(0, 1))}${digits(rng, 8)}` };
  const ids = [ident(a), ident(b)];
  const idNumber = (i: number) => (ids[i]?.text.match(/número (\S+)/)?.[1] ?? '').replace(/ expedida.*/, '');
  const residence = (x: Party) => (rng.chance(0.5) ? `domiciliad${x.male ? 'o' : 'a'} y residente en ${notary.circle}` : `domiciliad${x.male ? 'o' : 'a'} en ${notary.circle} y de tránsito por esta ciudad`);
  const { city, country } = marriagePlace(p);
  const esCountry = esCountries[p.country.code] ?? country;
  const dept = colDepartments[city];
  const placeText = rng.pick([
    `en la ciudad de ${city}, ${dept ? `${dept}, ` : ''}${esCountry}`,
    `en ${city} (${dept ?? esCountry}${dept ? `, ${esCountry}` : ''})`,
    `en el municipio de ${city}, ${esCountry}`,
    `en ${upper(city)} - ${upper(esCountry)}`,
  ]);
  const church = rng.pick(['Parroquia San José', 'Parroquia Nuestra Señora del Carmen', 'Parroquia Santa Teresita', 'Parroquia La Inmaculada Concepción']);
  const wedding = religious ? `matrimonio católico en la ${church}, ${placeText}` : `matrimonio civil ${placeText}`;
  const marriageDate = rng.chance(0.5) ? `el día ${esDate(p.priorMarriage.date)}` : `el día ${esNumber(p.priorMarriage.date.getUTCDate()).replace(/^uno$/, 'primero')} (${p.priorMarriage.date.getUTCDate()}) de ${monthsEs[p.priorMarriage.date.getUTCMonth()]} de ${esNumber(p.priorMarriage.date.getUTCFullYear())} (${p.priorMarriage.date.getUTCFullYear()})`;
  const registered = colombian
    ? `inscrito en el registro civil de matrimonio de la Notaría ${notaryNumber(int(rng, 1, 20), true)} de ${city} bajo el indicativo serial número ${digits(rng, 7)}`
    : `inscrito en el registro civil de matrimonio ${rng.pick(['del Consulado de Colombia competente', 'de la Registraduría Nacional del Estado Civil'])} bajo el indicativo serial número ${digits(rng, 7)}, según copia auténtica que se protocoliza`;
  const act = religious ? 'CESACIÓN DE EFECTOS CIVILES DE MATRIMONIO RELIGIOSO' : 'DIVORCIO DE MATRIMONIO CIVIL';
  // The office is "la Notaría Primera"; its holder "el Notario Primero" or "la Notaria Primera".
  const notaryTitle = `${notaryFemale ? 'Notaria' : 'Notario'} ${notaryNumber(notaryNo, notaryFemale)} del Círculo de ${notary.circle}`;
  const paper = () => `Aa0${digits(rng, 8)}`;
  const fees = dotted(String(int(rng, 180, 320) * 1000));
  const blocks: Block[] = [
    { type: 'lines', lines: ['REPÚBLICA DE COLOMBIA', `NOTARÍA ${upper(notaryNumber(notaryNo, true))} DEL CÍRCULO DE ${upper(notary.circle)}`], align: 'center' },
    { type: 'title', text: `ESCRITURA PÚBLICA NÚMERO: ${dotted(String(deedNo))}`, align: 'center' },
    { type: 'lines', lines: [`(${upper(esNumber(deedNo))})`], align: 'center' },
    {
      type: 'table',
      widths: [0.38, 0.62],
      rows: [
        ['SUPERINTENDENCIA DE NOTARIADO Y REGISTRO', 'FORMATO DE CALIFICACIÓN'],
        ['FECHA DE OTORGAMIENTO', esHeaderDate(ended)],
        ['CÓDIGO NOTARÍA', `${notary.code}${String(notaryNo).padStart(3, '0')}`],
        ['NATURALEZA JURÍDICA DEL ACTO', rng.chance(0.5) ? act : `${act} POR MUTUO ACUERDO`],
        ['VALOR DEL ACTO', 'SIN CUANTÍA'],
        [`OTORGANTE (${ids[0]?.doc} ${idNumber(0)})`, upper(fullName(a.name))],
        [`OTORGANTE (${ids[1]?.doc} ${idNumber(1)})`, upper(fullName(b.name))],
      ],
    },
    {
      type: 'paragraph',
      text: `En la ciudad de ${notary.seat}, Departamento de ${notary.dept}, República de Colombia, ${esDeedDate(ended)}, ante mí, ${upper(notaryName)}, ${notaryTitle}, comparecieron: ${upper(fullName(a.name))}, mayor de edad, ${residence(a)}, ${ids[0]?.text}, de estado civil casad${a.male ? 'o' : 'a'}; y ${upper(fullName(b.name))}, mayor de edad, ${residence(b)}, ${ids[1]?.text}, de estado civil casad${b.male ? 'o' : 'a'}; quienes obrando en nombre propio y por intermedio de su apoderad${lawyerFemale ? 'a' : 'o'} especial, ${lawyerFemale ? 'la doctora' : 'el doctor'} ${upper(lawyer)}, abogad${lawyerFemale ? 'a' : 'o'} en ejercicio, identificad${lawyerFemale ? 'a' : 'o'} con la cédula de ciudadanía número ${dotted(`${int(rng, 10, 99)}${digits(rng, 6)}`)} y portador${lawyerFemale ? 'a' : ''} de la tarjeta profesional número ${dotted(String(int(rng, 40000, 260000)))} del Consejo Superior de la Judicatura, manifestaron:`,
    },
    { type: 'paragraph', text: `PRIMERO: Que contrajeron ${wedding}, ${marriageDate}, ${registered}.` },
    { type: 'paragraph', text: `SEGUNDO: Que ${rng.pick(['dentro de dicho matrimonio no procrearon hijos', 'de dicha unión no existen hijos menores de edad', 'no tienen hijos en común menores de edad ni en estado de discapacidad'])}, razón por la cual no se requiere la intervención del Defensor de Familia.` },
    {
      type: 'paragraph',
      text: `TERCERO: Que de común acuerdo y en ejercicio de la facultad que les confiere el artículo 34 de la Ley 962 de 2005, reglamentado por el Decreto 4436 de 2005, han decidido ${religious ? 'solicitar la CESACIÓN DE LOS EFECTOS CIVILES de su matrimonio religioso' : 'DIVORCIARSE y poner fin a su matrimonio civil'}, por la causal de mutuo consentimiento prevista en el numeral 9 del artículo 154 del Código Civil.`,
    },
    { type: 'paragraph', text: `CUARTO: Que la sociedad conyugal formada por el hecho del matrimonio queda disuelta y ${rng.pick(['en estado de liquidación', 'liquidada en ceros por no existir bienes ni deudas sociales'])}; que cada uno atenderá su propia subsistencia y que en adelante tendrán residencias separadas.` },
    {
      type: 'paragraph',
      text: `ACUERDO: En consecuencia, ${notaryFemale ? 'la suscrita Notaria' : 'el suscrito Notario'}, verificados los requisitos legales, declara ${religious ? 'la CESACIÓN DE LOS EFECTOS CIVILES del matrimonio religioso' : 'el DIVORCIO del matrimonio civil'} celebrado entre ${upper(fullName(a.name))} y ${upper(fullName(b.name))}, a partir del otorgamiento de la presente escritura, y ordena su inscripción en el registro civil de matrimonio y en el de nacimiento de cada uno de los comparecientes.`,
    },
    {
      type: 'paragraph',
      text: `OTORGAMIENTO Y AUTORIZACIÓN: Leído el presente instrumento por los comparecientes, lo aprobaron y firman conmigo, ${notaryFemale ? 'la Notaria' : 'el Notario'}, que doy fe. Derechos notariales: $${fees} (Resolución ${int(rng, 600, 9999)} de ${ended.getUTCFullYear()} de la Superintendencia de Notariado y Registro). IVA: $${dotted(String(int(rng, 30, 60) * 1000))}. Esta escritura se extendió en las hojas de papel notarial números ${paper()}, ${paper()} y ${paper()}.`,
    },
    { type: 'lines', lines: [rng.pick(['LOS OTORGANTES,', 'LOS COMPARECIENTES,']), '', '______________________________', upper(fullName(a.name)), `${ids[0]?.doc} ${idNumber(0)}`, '', '______________________________', upper(fullName(b.name)), `${ids[1]?.doc} ${idNumber(1)}`] },
    { type: 'lines', lines: ['______________________________', upper(lawyer), `Apoderad${lawyerFemale ? 'a' : 'o'} - T.P. del C.S. de la J.`], size: 9 },
    { type: 'lines', lines: ['______________________________', upper(notaryName), upper(notaryTitle)], align: 'right' },
    { type: 'stamp', lines: [`NOTARÍA ${notaryNo} DEL CÍRCULO`, upper(`de ${notary.circle}`), upper(notaryName), upper(notaryFemale ? 'Notaria' : 'Notario')] },
    { type: 'footer', text: `Papel notarial para uso exclusivo en la escritura pública - No tiene costo para el usuario - ${paper()}` },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['escritura divorcio notaria.pdf', 'escritura publica divorcio.pdf', 'divorcio notarial colombia.pdf']), styles: ['columns'], blocks, truth: divorceTruth(p, true) };
};

// ---------------------------------------------------------------------------------------------
// India: Family Court decree of divorce by mutual consent (Hindu Marriage Act s. 13B).

const inMale = ['Rajesh', 'Suresh', 'Anil', 'Prakash', 'Ramesh', 'Vijay', 'Mahesh', 'Dinesh', 'Sunil', 'Ashok'];
const inFemale = ['Smita', 'Kavita', 'Anjali', 'Meena', 'Sunita', 'Rekha', 'Swati', 'Pallavi', 'Deepa', 'Vandana'];
const inFamily = ['Deshpande', 'Kulkarni', 'Iyer', 'Reddy', 'Sharma', 'Joshi', 'Menon', 'Rao', 'Agarwal', 'Nair', 'Bhatt', 'Chavan'];
const inCourts = [
  { city: 'Pune', head: ['IN THE COURT OF THE PRINCIPAL JUDGE,', 'FAMILY COURT AT PUNE'], numberLabel: 'PETITION NO. A', state: 'Maharashtra', pin: '4110', areas: ['Kothrud', 'Aundh', 'Hadapsar', 'Shivajinagar', 'Baner'] },
  { city: 'Mumbai', head: ['IN THE FAMILY COURT AT BANDRA, MUMBAI'], numberLabel: 'M.J. PETITION NO. A', state: 'Maharashtra', pin: '4000', areas: ['Andheri (East)', 'Borivali (West)', 'Dadar', 'Chembur', 'Malad (West)'] },
  { city: 'Chennai', head: ['IN THE COURT OF THE PRINCIPAL JUDGE,', 'FAMILY COURT AT CHENNAI'], numberLabel: 'H.M.O.P. NO.', state: 'Tamil Nadu', pin: '6000', areas: ['Adyar', 'T. Nagar', 'Anna Nagar', 'Velachery', 'Mylapore'] },
  { city: 'Hyderabad', head: ['IN THE COURT OF THE JUDGE,', 'FAMILY COURT AT HYDERABAD'], numberLabel: 'F.C.O.P. NO.', state: 'Telangana', pin: '5000', areas: ['Banjara Hills', 'Kukatpally', 'Secunderabad', 'Ameerpet', 'Begumpet'] },
  { city: 'Jaipur', head: ['IN THE COURT OF THE PRINCIPAL JUDGE,', 'FAMILY COURT NO. 1, JAIPUR'], numberLabel: 'H.M.A. PETITION NO.', state: 'Rajasthan', pin: '3020', areas: ['Malviya Nagar', 'Vaishali Nagar', 'Mansarovar', 'C-Scheme', 'Raja Park'] },
  { city: 'New Delhi', head: ['IN THE COURT OF THE PRINCIPAL JUDGE,', 'FAMILY COURTS, SAKET, NEW DELHI'], numberLabel: 'HMA NO.', state: 'Delhi', pin: '1100', areas: ['Saket', 'Malviya Nagar', 'Lajpat Nagar', 'Greater Kailash-II', 'Vasant Kunj'] },
];
const inOccupations = ['Service', 'Business', 'Software Engineer', 'Housewife', 'Teacher', 'Private Service'];
/** 1250000 -> "12,50,000": lakhs and crores, as Indian courts group rupees. */
const indianGrouping = (n: number) => {
  const s = String(n);
  return s.length <= 3 ? s : `${s.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${s.slice(-3)}`;
};
/** "15.03.2015" or "15/03/2015": Indian court staff write dates day first. */
const inShortDate = (d: Date, rng: Rng) => dayFirst(d, rng.pick(['.', '/'] as const));

/**
 * An Indian Family Court decree of divorce by mutual consent under Section 13-B of the Hindu
 * Marriage Act, 1955, as drawn up by the court office: "IN THE COURT OF THE PRINCIPAL JUDGE, FAMILY
 * COURT AT PUNE", the petition number (H.M.A. Petition / Petition No. A / F.C.O.P. / HMA No.
 * "1234 of 2014"), Petitioner No. 1 (the husband, "son of ..., Age ... years, Occ. ..., R/at ...")
 * and Petitioner No. 2 (the wife, "daughter of ..."), CORAM and the decision date, "DECREE
 * (Under Section 13-B of the Hindu Marriage Act, 1955)", the operative paragraphs ("the marriage
 * solemnized between the petitioners on ... at ... is hereby dissolved by a decree of divorce with
 * effect from ..."), the advocates for each petitioner, "Given under my hand and the seal of the
 * Court this ... day of ...", the memorandum of costs, and the certified-copy endorsement with the
 * dates of application, readiness and delivery and the Superintendent's "TRUE COPY" seal.
 */
const indiaMutualConsent = (p: Persona, rng: Rng): DocumentSpec => {
  const ended = p.priorMarriage.ended;
  const { city, country } = marriagePlace(p);
  const court = p.country.code === 'IND' ? (inCourts.find((c) => c.city === city) ?? rng.pick(inCourts)) : rng.pick(inCourts);
  const male = p.sex === 'Male';
  const [husband, wife] = male ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  // The applicant's father is known; the former spouse's father is made up with the spouse's surname.
  const husbandFather = male ? fullName(p.father) : `${rng.pick(inMale)} ${p.priorSpouse.family}`;
  const wifeFather = male ? `${rng.pick(inMale)} ${p.priorSpouse.family}` : fullName(p.father);
  const filed = near(ended, rng, -420, -190);
  const secondMotion = near(ended, rng, -10, 0);
  const separatedSince = new Date(Math.max(near(filed, rng, -700, -370).getTime(), near(p.priorMarriage.date, rng, 60, 120).getTime()));
  const caseNo = `${court.numberLabel} ${int(rng, 20, 2900)} OF ${filed.getUTCFullYear()}`;
  const judgeFemale = rng.chance(0.4);
  const judgeName = `${judgeFemale ? 'Smt.' : 'Shri'} ${rng.pick(judgeFemale ? inFemale : inMale)} ${rng.pick(inFamily)}`;
  const advocate = () => {
    const female = rng.chance(0.4);
    return `${rng.pick(['Adv.', 'Ld. Adv.', female ? 'Smt.' : 'Shri'])} ${rng.pick(female ? inFemale : inMale)} ${rng.pick(inFamily)}`;
  };
  const [adv1, adv2] = [advocate(), rng.chance(0.4) ? '' : advocate()];
  const address = () => `${rng.pick(['Flat No.', 'House No.', 'Plot No.'])} ${int(rng, 2, 640)}, ${rng.pick(['Shree Ganesh Apartments', 'Sai Krupa Society', 'Green Park Residency', 'Lakshmi Nivas', 'Sunshine Towers'])}, ${rng.pick(court.areas)}, ${court.city} - ${court.pin}${digits(rng, 2)}`;
  const age = (n: Name) => (n === p.name ? yearsBetween(p.dob, filed) : int(rng, 24, 40)); // the applicant's true age; the other's is not known
  const placeText = rng.pick([
    `at ${city}, ${country}`,
    `at ${city} (${country})`,
    `at ${city}, ${country}, according to Hindu Vedic rites and customs`,
    `at ${city}, ${country} and registered before the Marriage Registrar, ${city}`,
  ]);
  const explicitEffect = rng.chance(0.6);
  const dated = rng.pick([ordinalDate(ended), inShortDate(ended, rng), printDate(ended, 'day-month-name')]);
  const wifeTitle = rng.pick(['Smt.', 'Mrs.', 'Ms.']);
  const petitioner = (no: 1 | 2, n: Name): string[] => [
    `${no}. ${no === 1 ? 'Shri' : wifeTitle} ${upper(fullName(n))}`,
    `    ${no === 1 ? 'S/o' : 'D/o'} ${no === 1 ? husbandFather : wifeFather}`,
    `    Age: ${age(n)} years, Occ.: ${rng.pick(inOccupations.filter((o) => no === 2 || o !== 'Housewife'))}`,
    `    R/at: ${address()}`,
    `                                        ... PETITIONER NO. ${no}`,
  ];
  const appliedCopy = near(ended, rng, 2, 30);
  const readyCopy = near(appliedCopy, rng, 2, 15);
  const blocks: Block[] = [
    { type: 'lines', lines: court.head, align: 'center' },
    { type: 'lines', lines: [caseNo], align: 'center' },
    { type: 'lines', lines: [...petitioner(1, husband), '', ...petitioner(2, wife)], size: 9.5 },
    { type: 'lines', lines: [`CORAM: ${judgeName}`, '            PRINCIPAL JUDGE, FAMILY COURT', `DATE: ${inShortDate(ended, rng)}`], align: 'left' },
    { type: 'title', text: 'DECREE', align: 'center' },
    { type: 'lines', lines: ['(Under Section 13-B of the Hindu Marriage Act, 1955)'], align: 'center' },
    {
      type: 'paragraph',
      text: `This petition for divorce by mutual consent presented on ${inShortDate(filed, rng)} under Section 13-B of the Hindu Marriage Act, 1955, coming on this day for final hearing and disposal before me, in the presence of ${adv1} for Petitioner No. 1 and ${adv2 ? `${adv2} for Petitioner No. 2` : 'Petitioner No. 2 in person'}, and the Court having recorded the statements of both the petitioners on the second motion on ${inShortDate(secondMotion, rng)}, and being satisfied that the petitioners have been living separately since ${inShortDate(separatedSince, rng)}, that they have not been able to live together and that they have mutually agreed that the marriage should be dissolved, it is ordered and decreed that:`,
    },
    { type: 'paragraph', text: '1. The petition is allowed.' },
    {
      type: 'paragraph',
      text: `2. The marriage solemnized between the petitioners on ${rng.pick([inShortDate(p.priorMarriage.date, rng), printDate(p.priorMarriage.date, 'day-month-name'), ordinalDate(p.priorMarriage.date)])} ${placeText} is hereby dissolved by a decree of divorce ${explicitEffect ? `with effect from ${dated}` : 'with effect from the date of this decree'}.`,
    },
    { type: 'paragraph', text: `3. The terms of settlement ${rng.pick(['at Exh. 1', 'filed at Exh. 14', 'annexed to the petition'])} shall form part of this decree. Petitioner No. 1 has paid permanent alimony of Rs. ${indianGrouping(int(rng, 2, 25) * 50000)}/- to Petitioner No. 2 in full and final settlement.` },
    { type: 'paragraph', text: '4. The parties to bear their own costs. 5. Decree be drawn up accordingly.' },
    { type: 'paragraph', text: `Given under my hand and the seal of the Court, this ${ordinalDate(ended).replace(/^the /, '')}.` },
    { type: 'lines', lines: ['Sd/-', `(${judgeName.replace(/^(Smt\.|Shri) /, '')})`, 'Principal Judge,', `Family Court, ${court.city}`], align: 'right' },
    {
      type: 'table',
      header: ['MEMORANDUM OF COSTS', 'Petitioner No. 1', 'Petitioner No. 2'],
      widths: [0.5, 0.25, 0.25],
      rows: [
        ['Court fee stamp on petition', 'Rs. 100.00', 'Rs. 100.00'],
        ['Stamp on Vakalatnama', 'Rs. 10.00', adv2 ? 'Rs. 10.00' : '-'],
        ['Process fee', 'Rs. 20.00', '-'],
        ['Total', 'Rs. 130.00', adv2 ? 'Rs. 110.00' : 'Rs. 100.00'],
      ],
    },
    {
      type: 'fields',
      style: 'columns',
      fields: [
        ['Application for copy made on', inShortDate(appliedCopy, rng)],
        ['Copy ready on', inShortDate(readyCopy, rng)],
        ['Copy delivered on', inShortDate(near(readyCopy, rng, 0, 6), rng)],
      ],
    },
    { type: 'stamp', lines: ['TRUE COPY', `FAMILY COURT, ${upper(court.city)}`, 'SUPERINTENDENT'] },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['decree 13B mutual consent.pdf', 'family court divorce decree.pdf', 'divorce decree india.pdf']), styles: ['columns'], blocks, truth: divorceTruth(p, true) };
};

// ---------------------------------------------------------------------------------------------
// Illinois: Circuit Court Judgment for Dissolution of Marriage.

const ilCourts = [
  { county: 'Cook', head: ['IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS', 'COUNTY DEPARTMENT - DOMESTIC RELATIONS DIVISION'], city: 'Chicago', zip: '606', area: '312', caseNo: (y: number, rng: Rng) => `${y} D ${digits(rng, 6)}`, attyLabel: 'Cook County Atty. No.' },
  { county: 'DuPage', head: ['IN THE CIRCUIT COURT OF THE EIGHTEENTH JUDICIAL CIRCUIT', 'DU PAGE COUNTY, ILLINOIS'], city: 'Wheaton', zip: '601', area: '630', caseNo: (y: number, rng: Rng) => `${y}DC${digits(rng, 6)}`, attyLabel: 'DuPage Attorney No.' },
  { county: 'Lake', head: ['IN THE CIRCUIT COURT OF THE NINETEENTH JUDICIAL CIRCUIT', 'LAKE COUNTY, ILLINOIS'], city: 'Waukegan', zip: '600', area: '847', caseNo: (y: number, rng: Rng) => `${String(y).slice(2)} D ${digits(rng, 4)}`, attyLabel: 'ARDC No.' },
  { county: 'Will', head: ['IN THE CIRCUIT COURT OF THE TWELFTH JUDICIAL CIRCUIT', 'WILL COUNTY, ILLINOIS'], city: 'Joliet', zip: '604', area: '815', caseNo: (y: number, rng: Rng) => `${y} D ${digits(rng, 6)}`, attyLabel: 'ARDC No.' },
  { county: 'Kane', head: ['IN THE CIRCUIT COURT OF THE SIXTEENTH JUDICIAL CIRCUIT', 'KANE COUNTY, ILLINOIS'], city: 'Geneva', zip: '601', area: '630', caseNo: (y: number, rng: Rng) => `${y} D ${digits(rng, 6)}`, attyLabel: 'ARDC No.' },
];

/**
 * An Illinois Circuit Court "Judgment for Dissolution of Marriage" (750 ILCS 5/401), as Cook and the
 * collar counties enter it: the court and division heading, the caption "IN RE THE MARRIAGE OF ...,
 * Petitioner, and ..., Respondent" with the case number, the recital of the hearing, the lettered
 * findings (jurisdiction, 90 days' residence, "The parties were lawfully married on ... in ...,
 * County of ..., State of ..., and said marriage was registered in ...", irreconcilable
 * differences, no children, the wife not pregnant, the marital settlement agreement), "IT IS HEREBY
 * ORDERED AND ADJUDGED" with the bonds of matrimony dissolved, the "ENTERED:" line with the date
 * and the judge and judge's number, the clerk's entry stamp, and the attorney block (firm,
 * attorney number, address, telephone, e-mail) at the foot.
 */
const illinoisJudgment = (p: Persona, rng: Rng): DocumentSpec => {
  const ended = p.priorMarriage.ended;
  const court = rng.pick(ilCourts);
  const [pet, resp] = parties(p, rng.chance(0.5));
  const filed = near(ended, rng, -330, -70);
  const caseNo = court.caseNo(filed.getUTCFullYear(), rng);
  const judge = naPerson(rng, rng.chance(0.6));
  const judgeNo = digits(rng, 4);
  const wifeIsPetitioner = !pet.male;
  const { city, country } = marriagePlace(p);
  const marriedOn = printDate(p.priorMarriage.date, rng.pick(['month-name', 'us'] as const));
  const placeText = rng.pick([
    `in the City of ${city}, Country of ${country}, and said marriage was registered in ${city}, ${country}`,
    `in ${city}, ${country}, and said marriage was registered in ${country}`,
    `in ${upper(city)}, ${upper(country)}, County of N/A, State of N/A, and said marriage was registered with the civil authorities of ${city}`,
    `in ${city}, ${country}, and said marriage was registered in ${city}`,
  ]);
  const hrName = fullName(p.others.hrContact);
  const office = p.others.officeAddress;
  const officeLines = [`${office.street}${office.unit ? `, Suite ${office.unit}` : ''}`, `${court.city}, Illinois ${court.zip}${digits(rng, 2)}`];
  const firm = rng.pick([`Law Offices of ${hrName}`, `${p.others.hrContact.family} & ${rng.pick(naFamily)}, P.C.`, `${p.others.hrContact.family} Family Law, LLC`]);
  const ds = rng.pick(['month-name', 'us'] as const);
  const respondentAppearance = rng.pick([
    'Respondent having filed an appearance and a waiver of notice of hearing',
    'Respondent present in open court, pro se',
    'Respondent having been duly served and defaulted',
    'Respondent present and represented by counsel',
  ]);
  const blocks: Block[] = [
    { type: 'lines', lines: court.head, align: 'center' },
    {
      type: 'table',
      widths: [0.56, 0.06, 0.38],
      rows: [
        ['IN RE THE MARRIAGE OF:', ')', ''],
        [`${upper(fullName(pet.name))},`, ')', ''],
        ['                    Petitioner,', ')', `No. ${caseNo}`],
        ['          and', ')', ''],
        [`${upper(fullName(resp.name))},`, ')', ''],
        ['                    Respondent.', ')', ''],
      ],
    },
    { type: 'title', text: 'JUDGMENT FOR DISSOLUTION OF MARRIAGE', align: 'center' },
    {
      type: 'paragraph',
      text: `This cause coming on to be heard on the Petition for Dissolution of Marriage filed by the Petitioner, ${upper(fullName(pet.name))}, on ${printDate(filed, ds)}, Petitioner present in open court and represented by counsel, ${respondentAppearance}; the Court having heard the testimony of the Petitioner and having considered the evidence, and being fully advised in the premises, DOES HEREBY FIND:`,
    },
    { type: 'paragraph', text: 'A. That this Court has jurisdiction of the parties hereto and the subject matter hereof.' },
    { type: 'paragraph', text: `B. That the ${wifeIsPetitioner ? 'Wife' : 'Husband'} was a resident of the State of Illinois at the time the Petition was filed, and such residence has been maintained for a period in excess of ninety (90) days next preceding the making of these findings.` },
    { type: 'paragraph', text: `C. That the parties were lawfully married on ${marriedOn} ${placeText}.` },
    { type: 'paragraph', text: 'D. That irreconcilable differences have caused the irretrievable breakdown of the marriage; past efforts at reconciliation have failed and future attempts at reconciliation would be impracticable and not in the best interests of the family.' },
    { type: 'paragraph', text: `E. That no children were born to the parties as a result of the marriage, none were adopted, and the Wife is not now pregnant.${rng.chance(0.6) ? ' F. That the parties have entered into a written Marital Settlement Agreement, which the Court finds is not unconscionable.' : ''}` },
    {
      type: 'paragraph',
      text: `IT IS HEREBY ORDERED AND ADJUDGED: 1. That the Petitioner, ${upper(fullName(pet.name))}, and the Respondent, ${upper(fullName(resp.name))}, are hereby awarded a Judgment for Dissolution of Marriage, and the bonds of matrimony existing between them are hereby dissolved. 2. That each party is forever barred from maintenance from the other. 3. That this Court retains jurisdiction to enforce the terms of this Judgment.`,
    },
    { type: 'lines', lines: [`ENTERED: ${printDate(ended, ds)}`, '', '______________________________', `JUDGE ${upper(judge)}    Judge's No. ${judgeNo}`], align: 'right' },
    { type: 'stamp', lines: ['ENTERED', `JUDGE ${upper(judge)}-${judgeNo}`, stampDate(ended), 'CLERK OF THE CIRCUIT COURT', upper(`OF ${court.county} COUNTY, IL`), 'DEPUTY CLERK'] },
    { type: 'lines', lines: [`${court.attyLabel} ${digits(rng, 5)}`, hrName, firm, `Attorney for ${rng.chance(0.8) ? 'Petitioner' : 'Petitioner, ' + upper(fullName(pet.name))}`, ...officeLines, usPhone(rng, court.area), `${p.others.hrContact.given.toLowerCase()}@${p.others.hrContact.family.toLowerCase()}law.example`], size: 9 },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['judgment for dissolution of marriage.pdf', 'illinois divorce judgment.pdf', 'JDOM entered.pdf']), styles: ['inline'], blocks, truth: divorceTruth(p, true) };
};

// ---------------------------------------------------------------------------------------------
// Canada: Certificate of Divorce (Divorce Act s. 12(7)).

const caCourts = [
  { name: 'Superior Court of Justice', place: 'Toronto', address: '393 University Avenue, Toronto, Ontario M5G 1E6', province: 'Ontario', fileNo: (y: number, rng: Rng) => `FS-${String(y).slice(2)}-${digits(rng, 5)}-0000`, form: 'Form 36B', parties: ['Applicant', 'Respondent'] },
  { name: 'Superior Court of Justice', place: 'Brampton', address: '7755 Hurontario Street, Brampton, Ontario L6W 4T6', province: 'Ontario', fileNo: (y: number, rng: Rng) => `FS-${String(y).slice(2)}-${digits(rng, 4)}-00`, form: 'Form 36B', parties: ['Applicant', 'Respondent'] },
  { name: 'Superior Court of Justice, Family Court', place: 'Ottawa', address: '161 Elgin Street, Ottawa, Ontario K2P 2K1', province: 'Ontario', fileNo: (y: number, rng: Rng) => `FC-${String(y).slice(2)}-${digits(rng, 4)}`, form: 'Form 36B', parties: ['Applicant', 'Respondent'] },
  { name: 'Supreme Court of British Columbia', place: 'Vancouver', address: '800 Smithe Street, Vancouver, B.C. V6Z 2E1', province: 'British Columbia', fileNo: (y: number, rng: Rng) => `E${digits(rng, 6)}`, form: 'Form F56', parties: ['Claimant', 'Respondent'] },
  { name: "Court of Queen's Bench of Alberta", place: 'Calgary', address: '601 - 5 Street S.W., Calgary, Alberta T2P 5P7', province: 'Alberta', fileNo: (y: number, rng: Rng) => `FL01-${digits(rng, 5)}`, form: '', parties: ['Plaintiff', 'Defendant'] },
];
const caStreets = ['Bloor Street West', 'Queen Street East', 'Yonge Street', 'Dundas Street', 'Eglinton Avenue', 'Kingsway', 'Main Street', 'Bank Street'];
const postalCode = (rng: Rng) => `${rng.pick(['M', 'L', 'K', 'V', 'T'])}${int(rng, 1, 9)}${rng.pick(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'V'])} ${int(rng, 1, 9)}${rng.pick(['A', 'C', 'E', 'H', 'K', 'M', 'R', 'W'])}${int(rng, 0, 9)}`;

/**
 * A Canadian "Certificate of Divorce" issued under s. 12(7) of the Divorce Act by the court that
 * granted the divorce (Ontario Superior Court of Justice Form 36B, B.C. Supreme Court Form F56,
 * Alberta's certificate): the province and court with its office address, the court file number,
 * the applicant(s) and respondent with their addresses and lawyer in the Ontario boxes, then the
 * one certifying sentence, in the older "This is to certify that the marriage of X and Y which
 * was solemnized at ... on ... was dissolved by a judgment that took effect on ..." or the newer
 * "I CERTIFY THAT the marriage of ... was dissolved by an order of this court made on ..., which
 * took effect on ..." wording; the date of signature and the signature of the registrar or
 * clerk of the court, with the court's seal. The effective date is the 31st day after the order.
 */
const canadaCertificate = (p: Persona, rng: Rng): DocumentSpec => {
  const ended = p.priorMarriage.ended;
  const court = rng.pick(caCourts);
  const ontario = court.province === 'Ontario';
  const [app, resp] = parties(p, rng.chance(0.5));
  const ordered = near(ended, rng, -31, -30);
  const fileNo = court.fileNo(near(ordered, rng, -300, -60).getUTCFullYear(), rng);
  const issued = rng.chance(0.5) ? near(ended, rng, 3, 60) : recent(rng);
  const registrar = rng.chance(0.5) ? fullName(p.others.registrar) : naPerson(rng);
  const registrarTitle = ontario ? rng.pick(['Registrar', 'Clerk of the court', 'Deputy Registrar']) : rng.pick(['Registrar', 'District Registrar']);
  const ds = rng.pick(['month-name', 'day-month-name', 'iso'] as const);
  const { city, country } = marriagePlace(p);
  const place = rng.pick([`${city}, ${country}`, `${city}, in ${country}`, `the City of ${city}, ${country}`, upper(`${city}, ${country}`)]);
  const lawyer = fullName(p.others.hrContact);
  const addr = () => `${int(rng, 10, 2999)} ${rng.pick(caStreets)}, ${court.place}, ${court.province} ${postalCode(rng)}`;
  const newer = rng.chance(0.5);
  const certify = newer
    ? `I CERTIFY THAT the marriage of ${upper(fullName(app.name))} and ${upper(fullName(resp.name))}, which was solemnized at ${place} on ${printDate(p.priorMarriage.date, ds)}, was dissolved by an order of this court made on ${printDate(ordered, ds)}, which took effect on ${printDate(ended, ds)}.`
    : `This is to certify that the marriage of ${fullName(app.name)} and ${fullName(resp.name)} which was solemnized at ${place} on ${printDate(p.priorMarriage.date, ds)} was dissolved by a judgment that took effect on ${printDate(ended, ds)}.`;
  const blocks: Block[] = [
    { type: 'lines', lines: [upper(court.province), court.form ? `${court.form}: Certificate of Divorce` : 'Divorce Act (Canada)'], align: 'left' },
    { type: 'lines', lines: [`Court File Number: ${fileNo}`], align: 'right' },
    { type: 'lines', lines: [court.name, `at ${court.address}`], align: 'center' },
  ];
  if (ontario) {
    blocks.push({
      type: 'table',
      header: ['Applicant(s)', "Lawyer's name & address"],
      widths: [0.5, 0.5],
      rows: [
        [upper(fullName(app.name)), rng.chance(0.3) ? 'Not represented' : lawyer],
        [addr(), `${p.others.officeAddress.street.replace(/^\d+/, String(int(rng, 10, 999)))}, ${court.place}, ON`],
      ],
    }, {
      type: 'table',
      header: ['Respondent(s)', "Lawyer's name & address"],
      widths: [0.5, 0.5],
      rows: [[upper(fullName(resp.name)), rng.chance(0.6) ? 'Not represented' : naPerson(rng)], [rng.chance(0.3) ? 'Address unknown' : addr(), '']],
    });
  } else {
    blocks.push({ type: 'lines', lines: ['BETWEEN:', `${upper(fullName(app.name))}, ${upper(court.parties[0] as string)}`, 'AND:', `${upper(fullName(resp.name))}, ${upper(court.parties[1] as string)}`] });
  }
  blocks.push(
    { type: 'title', text: 'CERTIFICATE OF DIVORCE', align: 'center' },
    { type: 'paragraph', text: certify },
    { type: 'paragraph', text: rng.pick(['This certificate is issued under subsection 12(7) of the Divorce Act (Canada).', 'Issued pursuant to the Divorce Act, R.S.C. 1985, c. 3 (2nd Supp.), s. 12(7).']) },
    { type: 'fields', style: 'columns', fields: [['Date of signature', printDate(issued, ds)], [`Signature of ${registrarTitle.toLowerCase()}`, registrar]] },
    { type: 'stamp', lines: [upper(court.name.replace(/, Family Court$/, '')), upper(`${court.place}, ${court.province}`), 'SEAL'] },
    { type: 'footer', text: ontario ? `${court.form} - Certificate of Divorce (FLR 36B)  Court file no. ${fileNo}` : `${court.name} - Certificate of Divorce - File ${fileNo}` },
  );
  return { kind: 'divorce_decree', fileName: rng.pick(['certificate of divorce canada.pdf', 'divorce certificate ontario.pdf', 'certificate of divorce.pdf']), styles: ['columns', 'inline'], blocks, truth: divorceTruth(p, true) };
};

// ---------------------------------------------------------------------------------------------
// Washington State: Final Divorce Order (FL Divorce 241).

const waCounties = [
  { county: 'King', suffix: 'SEA', area: '206', city: 'Seattle' },
  { county: 'King', suffix: 'KNT', area: '253', city: 'Kent' },
  { county: 'Pierce', suffix: '', area: '253', city: 'Tacoma' },
  { county: 'Snohomish', suffix: '', area: '425', city: 'Everett' },
  { county: 'Spokane', suffix: '', area: '509', city: 'Spokane' },
  { county: 'Clark', suffix: '', area: '360', city: 'Vancouver' },
];

/**
 * A Washington State "Final Divorce Order (Dissolution Decree)" on the mandatory pattern form FL
 * Divorce 241: the caption (Superior Court of Washington, County of ...; In re the marriage of
 * Petitioner and Respondent; case number "14-3-01234-5 SEA"; the title with the (DCD) code and
 * "Clerk's action required"), then the numbered sections with check boxes: 1. Money Judgment
 * Summary, 2. Summary of Real Property Judgment, the findings statement and "The Court orders:",
 * 3. Marriage (date of marriage, place of marriage (city and state), "The marriage is dissolved.
 * The divorce is final on the date this Order is signed."), name changes, property and debts,
 * spousal support, fees, protection and restraining orders, children; "Ordered." with the date
 * and the judge or commissioner; the parties' and lawyers' signature table with WSBA numbers and
 * what each signature means; the form footer on every page, and the clerk's FILED stamp.
 */
const washingtonFinalOrder = (p: Persona, rng: Rng): DocumentSpec => {
  const ended = p.priorMarriage.ended;
  const county = rng.pick(waCounties);
  const [pet, resp] = parties(p, rng.chance(0.5));
  const filed = near(ended, rng, -300, -91);
  const caseNo = `${String(filed.getUTCFullYear()).slice(2)}-3-${digits(rng, 5)}-${int(rng, 0, 9)}${county.suffix ? ` ${county.suffix}` : ''}`;
  const ds = rng.pick(['us', 'month-name'] as const);
  const commissioner = rng.chance(0.4);
  const officer = naPerson(rng, rng.chance(0.5));
  const { city, country } = marriagePlace(p);
  const showsPlace = rng.chance(0.85);
  const place = rng.pick([`${city}, ${country}`, upper(`${city}, ${country}`), `${city} (${country})`]);
  const nameChange = rng.chance(0.3) && !resp.male;
  const lawyers = [rng.chance(0.75) ? fullName(p.others.hrContact) : '', rng.chance(0.4) ? naPerson(rng) : ''];
  const agreed = rng.chance(0.5);
  const signer = (party: Party, lawyer: string) => (lawyer ? `${lawyer}, WSBA # ${int(rng, 18000, 52000)}` : `${fullName(party.name)} (self-represented)`);
  const section = (title: string, lines: string[]): Block[] => [{ type: 'subtitle', text: title }, ...lines.map((text): Block => ({ type: 'paragraph', text }))];
  const blocks: Block[] = [
    { type: 'lines', lines: [`Superior Court of Washington, County of ${county.county}`], align: 'left' },
    {
      type: 'table',
      widths: [0.55, 0.45],
      rows: [
        ['In re the marriage of:', `No. ${caseNo}`],
        [`Petitioner: ${upper(fullName(pet.name))}`, 'Final Divorce Order'],
        ['And', '(Dissolution Decree)'],
        [`Respondent: ${upper(fullName(resp.name))}`, '(DCD)'],
        ['', `${box(true)} Clerk's action required: 1, ${nameChange ? '4, ' : ''}10`],
      ],
    },
    { type: 'title', text: 'Final Divorce Order', align: 'center' },
    ...section('1. Money Judgment Summary', [`${box(true)} No money judgment is ordered.`, `${box(false)} Summarize any money judgments from section 13 in the table below.`]),
    ...section('2. Summary of Real Property Judgment', [`${box(true)} There is no real property judgment.`, `${box(false)} The real property judgment is summarized below.`]),
    { type: 'paragraph', text: 'Findings and Conclusions: The court has made Findings of Fact and Conclusions of Law in this case. The Court orders:' },
    { type: 'subtitle', text: '3. Marriage' },
    {
      type: 'fields',
      fields: [
        ['Date of marriage', printDate(p.priorMarriage.date, ds)],
        ...(showsPlace ? [['Place of marriage (city and state)', place] as [string, string]] : []),
      ],
    },
    { type: 'lines', lines: [`${box(true)} The marriage is dissolved. The divorce is final on the date this Order is signed.`, `${box(false)} The domestic partnership is dissolved.`], size: 9.5 },
    ...section('4. Name Changes', nameChange ? [`${box(true)} The Respondent's name is changed to: ${upper(fullName({ ...resp.name, family: rng.pick(naFamily) }))}`] : [`${box(true)} Neither spouse asked to change his/her name.`]),
    ...section('5. Separate Property and Debts', [`${box(true)} Each spouse is given the property and debts in his or her possession, as listed in the attached agreement.`]),
    ...section('6. Spousal Support (maintenance/alimony)', [`${box(true)} Does not apply. Neither spouse asked for spousal support.`]),
    ...section('7. Fees and Costs', [`${box(true)} Each spouse will pay his/her own fees and costs.`]),
    ...section('8. Protection Order', [`${box(true)} No one requested an Order for Protection.`]),
    ...section('9. Restraining Order', [`${box(true)} No one requested a Restraining Order.`]),
    ...section('10. Children', [`${box(true)} The spouses do not have children together who are still dependent.`]),
    { type: 'lines', lines: ['Ordered.', '', `Date: ${printDate(ended, ds)}`, '', '______________________________', `${commissioner ? 'Commissioner' : 'Judge'} ${officer}`, 'Judge or Commissioner'], align: 'right' },
    { type: 'stamp', lines: ['FILED', upper(`${county.county} County, Washington`), stampDate(ended), 'SUPERIOR COURT CLERK', `BY ${upper(rng.pick(naGiven.filter((g) => !officer.startsWith(g))))} ${upper(rng.pick(naFamily.filter((f) => !officer.endsWith(f))))}, DEPUTY`] },
    { type: 'subtitle', text: 'Petitioner and Respondent or their lawyers fill out below.' },
    {
      type: 'table',
      header: ['Petitioner', 'Respondent'],
      widths: [0.5, 0.5],
      rows: [
        [`${box(agreed)} is an agreement of the parties`, `${box(agreed)} is an agreement of the parties`],
        [`${box(!agreed)} is presented by me`, `${box(!agreed)} may be signed by the court without notice to me`],
        ['Petitioner signs here or lawyer signs here + WSBA #', 'Respondent signs here or lawyer signs here + WSBA #'],
        [signer(pet, lawyers[0] ?? ''), agreed ? signer(resp, lawyers[1] ?? '') : ''],
        [`Print Name: ${lawyers[0] || fullName(pet.name)}`, agreed ? `Print Name: ${lawyers[1] || fullName(resp.name)}` : 'Print Name:'],
        [`Date: ${printDate(near(ended, rng, -20, 0), 'us')}`, agreed ? `Date: ${printDate(near(ended, rng, -25, 0), 'us')}` : 'Date:'],
      ],
    },
    ...(lawyers[0] ? [{ type: 'lines', lines: [lawyers[0], `${p.others.officeAddress.street}${p.others.officeAddress.unit ? `, Suite ${p.others.officeAddress.unit}` : ''}`, `${county.city}, WA 98${digits(rng, 3)}`, usPhone(rng, county.area)], size: 8.5 } as Block] : []),
    { type: 'footer', text: `RCW 26.09.030; .040; .070 (3)   Mandatory Form   FL Divorce 241   Final Divorce Order (Dissolution Decree)` },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['final divorce order WA.pdf', 'FL Divorce 241 final order.pdf', 'dissolution decree washington.pdf']), styles: ['inline', 'columns'], blocks, truth: divorceTruth(p, showsPlace) };
};

export const divorceDevelopment6: LayoutFamily[] = [
  { id: 'divorce_decree/colombia-escritura-notarial', kind: 'divorce_decree', modelledOn: 'Colombian notarial escritura pública of divorce / cesación de efectos civiles by mutual consent (Ley 962 de 2005): qualification box, date in words and figures, comparecientes, PRIMERO..CUARTO, notary signature and seal', build: colombiaNotarialDivorce },
  { id: 'divorce_decree/india-family-court-13b', kind: 'divorce_decree', modelledOn: 'Indian Family Court decree of divorce by mutual consent under s. 13-B Hindu Marriage Act: petition number, Petitioner No. 1 / No. 2 with S/o, D/o and R/at, operative paragraphs, advocates, costs memo, certified-copy endorsement', build: indiaMutualConsent },
  { id: 'divorce_decree/illinois-judgment-dissolution', kind: 'divorce_decree', modelledOn: 'Illinois Circuit Court Judgment for Dissolution of Marriage: IN RE THE MARRIAGE OF caption, lettered findings with date, place and registration of the marriage, ORDERED AND ADJUDGED, ENTERED date, judge number, attorney block', build: illinoisJudgment },
  { id: 'divorce_decree/canada-certificate-of-divorce', kind: 'divorce_decree', modelledOn: 'Canadian Certificate of Divorce under Divorce Act s. 12(7) (Ontario Form 36B, B.C. F56): court file number, parties, "marriage ... solemnized at ... on ... was dissolved ... took effect on", registrar and seal', build: canadaCertificate },
  { id: 'divorce_decree/washington-final-divorce-order', kind: 'divorce_decree', modelledOn: 'Washington State Final Divorce Order (Dissolution Decree) FL Divorce 241: caption, numbered check-box sections, date and place of marriage, divorce final on signing, judge/commissioner, WSBA signature table', build: washingtonFinalOrder },
];
