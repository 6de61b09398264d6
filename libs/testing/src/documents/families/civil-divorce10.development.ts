import { fullName, printDate, upper } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { dayFirst, digits, divorceTruth, esDate, givenNames, near, ordinalDate } from './civil-common.development.js';

const int = (rng: Rng, min: number, max: number) => Math.floor(rng.between(min, max + 1));
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The prior marriage's city and country, as the persona stores them ("Pune, India"). */
const priorPlace = (p: Persona) => {
  const [city, country] = p.priorMarriage.place.split(', ') as [string, string];
  return { city, country };
};

/** The applicant and the former spouse, each with sex, in the order the document names them. */
const spouses = (p: Persona, applicantFirst: boolean) => {
  const me = { name: p.name, male: p.sex === 'Male' };
  const former = { name: p.priorSpouse, male: p.sex !== 'Male' };
  return applicantFirst ? ([me, former] as const) : ([former, me] as const);
};
type Spouse = ReturnType<typeof spouses>[number];

/** A passport of the time of the divorce (not today's, which was issued later). */
const oldPassport = (rng: Rng) => `${rng.pick(['A', 'B', 'E', 'G', 'K', 'M', 'P', 'Z'])}${digits(rng, 8)}`;

// ---------------------------------------------------------------------------------------------
// Malaysia: High Court (Family Division) decree on a joint petition under s. 52 LRA 1976.

const myCourts = [
  { seat: 'KUALA LUMPUR', place: 'Kuala Lumpur', code: 'WA', town: '50450 Kuala Lumpur', streets: ['Jalan Sultan Ismail', 'Jalan Ampang', 'Jalan Raja Chulan', 'Jalan Telawi 3, Bangsar Baru'], phone: '03' },
  { seat: 'SHAH ALAM', place: 'Shah Alam', code: 'BA', town: '40000 Shah Alam, Selangor Darul Ehsan', streets: ['Persiaran Perbandaran, Seksyen 14', 'Jalan Plumbum 7/102, Seksyen 7', 'Jalan Tengku Ampuan Zabedah, Seksyen 9'], phone: '03' },
  { seat: 'PULAU PINANG', place: 'Pulau Pinang', code: 'PA', town: '10200 George Town, Pulau Pinang', streets: ['Lebuh Pantai', 'Lebuh Bishop', 'Jalan Anson'], phone: '04' },
  { seat: 'JOHOR BAHRU', place: 'Johor Bahru', code: 'JA', town: '80000 Johor Bahru, Johor', streets: ['Jalan Wong Ah Fook', 'Jalan Dato Abdullah Tahir', 'Jalan Trus'], phone: '07' },
];
// Judges, registrars and counsel: Malay names with bin / binti, or Chinese names surname first.
const malayMen = ['Ahmad Faizal', 'Mohd Rizal', 'Kamarul Azman', 'Zulkifli', 'Hafiz Amri', 'Azhar'];
const malayWomen = ['Noraini', 'Siti Aminah', 'Rohana', 'Zaleha', 'Nurul Huda', 'Faridah'];
const malayFathers = ['Abdullah', 'Ismail', 'Hassan', 'Othman', 'Yusof', 'Ibrahim'];
const chineseSurnames = ['Tan', 'Lim', 'Wong', 'Ng', 'Chong', 'Ooi', 'Teoh', 'Yap'];
const chineseMen = ['Kok Wai', 'Chee Keong', 'Boon Hock', 'Wei Jie'];
const chineseWomen = ['Mei Ling', 'Siew Lan', 'Hui Min', 'Li Ying'];
const myPerson = (rng: Rng, female: boolean) =>
  rng.chance(0.5)
    ? `${rng.pick(female ? malayWomen : malayMen)} ${female ? 'binti' : 'bin'} ${rng.pick(malayFathers)}`
    : `${rng.pick(chineseSurnames)} ${rng.pick(female ? chineseWomen : chineseMen)}`;

/**
 * A Malaysian High Court decree on a joint petition for divorce by mutual consent under s. 52 of
 * the Law Reform (Marriage and Divorce) Act 1976, as the Family Division seals it: the court
 * (sometimes with its Malay heading "DALAM MAHKAMAH TINGGI MALAYA DI ..."), "DIVORCE PETITION NO.
 * WA-33-812-06/2014", the "IN THE MATTER OF" recitals, the 1st and 2nd Petitioners (husband or
 * wife first, names in capitals, sometimes surname first, with their passports), the judge or
 * judicial commissioner and the date "in chambers", then "UPON the Joint Petition ... IT IS
 * HEREBY ORDERED that the marriage solemnized on ... at ... between the 1st Petitioner and the
 * 2nd Petitioner be dissolved" and either "made absolute forthwith" (one decree, the end date is
 * its date) or a decree nisi followed by a separate DECREE ABSOLUTE "with effect from" a date
 * three months later (the end date). Consent terms, "Given under my hand and the seal of the
 * Court", the Senior Assistant Registrar, the solicitors who extracted it with their address for
 * service, and a later "CERTIFIED TRUE COPY / SALINAN DIAKUI SAH" stamp. The place of the
 * marriage is not always recited (some decrees give only the certificate number).
 */
const malaysiaJointPetition = (p: Persona, rng: Rng): DocumentSpec => {
  const ended = p.priorMarriage.ended;
  const court = rng.pick(myCourts);
  const husbandFirst = rng.chance(0.7);
  const [first, second] = spouses(p, (p.sex === 'Male') === husbandFirst);
  const forthwith = rng.chance(0.5);
  const nisi = forthwith ? ended : near(ended, rng, -125, -92);
  const filed = near(nisi, rng, -120, -35);
  const affirmed = near(filed, rng, -20, -2);
  const caseNo = `${court.code}-33-${int(rng, 40, 2400)}-${pad2(filed.getUTCMonth() + 1)}/${filed.getUTCFullYear()}`;
  const surnameFirst = rng.chance(0.35);
  const nameOf = (s: Spouse) => (surnameFirst ? `${upper(s.name.family)} ${upper(givenNames(s.name))}` : upper(fullName(s.name)));
  const judgeFemale = rng.chance(0.5);
  const commissioner = rng.chance(0.35);
  const judge = upper(`${rng.chance(0.4) ? "Dato' " : judgeFemale ? 'Puan ' : 'Tuan '}${myPerson(rng, judgeFemale)}`);
  const registrarFemale = rng.chance(0.6);
  const registrar = myPerson(rng, registrarFemale);
  const counselFemale = rng.chance(0.5);
  const counsel = `${counselFemale ? 'Ms.' : 'Mr.'} ${myPerson(rng, counselFemale)}`;
  const [partner1, partner2] = [rng.pick(chineseSurnames), rng.pick(['Rajan', 'Shanmugam', 'Kaur', 'Ismail', 'Azmi', 'Chelliah'])];
  const firm = rng.pick([`${partner1} & ${partner2}`, `${partner2}, ${partner1} & Partners`, `${partner1} & Co.`]);
  const firmAddress = `${rng.pick(['No. ', 'Suite ', 'Unit '])}${int(rng, 2, 40)}-${int(rng, 1, 12)}, ${rng.pick(court.streets)}, ${court.town}`;
  const date = (d: Date) => rng.pick([ordinalDate(d), printDate(d, 'day-month-name'), dayFirst(d)]);
  const { city, country } = priorPlace(p);
  const showsPlace = rng.chance(0.8);
  const certNo = `${rng.pick(['A', 'B', 'C', 'D'])}${digits(rng, 6)}`;
  const wed = date(p.priorMarriage.date);
  const solemnized = showsPlace
    ? rng.pick([`solemnized on ${wed} at ${city}, ${country}`, `solemnized at ${upper(city)}, ${upper(country)} on ${wed}`, `solemnized on ${wed} at ${city} in ${country} (Marriage Certificate No. ${certNo})`])
    : `solemnized on ${wed} and registered under Marriage Certificate No. ${certNo}`;
  const husband = first.male ? '1st Petitioner' : '2nd Petitioner';
  const wife = first.male ? '2nd Petitioner' : '1st Petitioner';
  const consentTerms = [
    `(a) ${rng.pick(['There is no child of the marriage.', 'There is no child of the marriage and none is expected.'])}`,
    `(b) The ${husband} shall pay the ${wife} a lump sum of RM${int(rng, 5, 80)},000.00 in full and final settlement of all claims for maintenance and for the division of matrimonial assets.`,
    `(c) Each Petitioner shall retain the movable property now in his or her possession.`,
    '(d) There shall be no order as to costs.',
  ];
  const caption: Block[] = [
    {
      type: 'lines',
      lines: [
        ...(rng.chance(0.4) ? [`DALAM MAHKAMAH TINGGI MALAYA DI ${court.seat}`, '(BAHAGIAN KELUARGA)'] : []),
        `IN THE HIGH COURT OF MALAYA AT ${court.seat}`,
        '(FAMILY DIVISION)',
        `DIVORCE PETITION NO.: ${caseNo}`,
      ],
      align: 'center',
    },
  ];
  const signature = (): Block => ({
    type: 'lines',
    lines: [rng.pick(['(signed)', 't.t.', 'Sgd.']), upper(registrar), 'SENIOR ASSISTANT REGISTRAR', `HIGH COURT OF MALAYA, ${court.seat}`],
    align: 'right',
  });
  const blocks: Block[] = [
    ...caption,
    { type: 'lines', lines: ['IN THE MATTER OF Section 52 of the Law Reform (Marriage and Divorce) Act 1976', 'AND', 'IN THE MATTER OF a Joint Petition for divorce by mutual consent'], size: 9.5 },
    {
      type: 'lines',
      lines: ['BETWEEN', `1. ${nameOf(first)} (Passport No. ${oldPassport(rng)})`, '                                                  ... 1ST PETITIONER', 'AND', `2. ${nameOf(second)} (Passport No. ${oldPassport(rng)})`, '                                                  ... 2ND PETITIONER'],
    },
    { type: 'lines', lines: [`BEFORE THE HONOURABLE ${commissioner ? 'JUDICIAL COMMISSIONER' : 'JUDGE'} ${judge}`, `IN CHAMBERS THIS ${upper(ordinalDate(nisi).replace(/^the /, ''))}`], align: 'center', size: 9.5 },
    { type: 'title', text: forthwith ? 'DECREE NISI MADE ABSOLUTE' : 'DECREE NISI', align: 'center' },
    {
      type: 'paragraph',
      text: `UPON the Joint Petition of the 1st Petitioner and the 2nd Petitioner presented on ${date(filed)} AND UPON reading the Affidavits Verifying Petition affirmed by both Petitioners on ${date(affirmed)} AND UPON hearing ${counsel} of counsel for the Petitioners AND the Court being satisfied that both Petitioners freely consent to the dissolution of the marriage and that proper provision has been made for the wife, IT IS HEREBY ORDERED that the marriage ${solemnized} between ${nameOf(first)} (the 1st Petitioner) and ${nameOf(second)} (the 2nd Petitioner) be dissolved${forthwith ? ' and that this decree nisi be made absolute forthwith' : ', unless sufficient cause be shown to the Court within three (3) months from the date hereof why this decree should not be made absolute'}.`,
    },
    { type: 'paragraph', text: 'AND IT IS BY CONSENT FURTHER ORDERED that:' },
    ...consentTerms.map((text): Block => ({ type: 'paragraph', text })),
    { type: 'paragraph', text: `Given under my hand and the seal of the Court this ${ordinalDate(nisi).replace(/^the /, '')}.` },
    signature(),
    { type: 'stamp', lines: ['MAHKAMAH TINGGI MALAYA', court.seat, 'SEAL / METERAI'] },
  ];
  if (!forthwith) {
    blocks.push(
      ...caption,
      { type: 'title', text: 'DECREE ABSOLUTE', align: 'center' },
      {
        type: 'paragraph',
        text: `WHEREAS on ${date(nisi)} this Court granted a decree nisi on the Joint Petition herein dissolving the marriage between the 1st Petitioner and the 2nd Petitioner unless sufficient cause be shown within three (3) months; AND UPON the Notice of Application of the Petitioners dated ${date(near(ended, rng, -20, -3))}; AND no cause having been shown, IT IS HEREBY ORDERED that the said decree nisi be made absolute and that the marriage between ${nameOf(first)} and ${nameOf(second)} is dissolved with effect from ${date(ended)}.`,
      },
      { type: 'paragraph', text: `Dated this ${ordinalDate(ended).replace(/^the /, '')}.` },
      signature(),
    );
  }
  blocks.push(
    {
      type: 'lines',
      lines: [
        `This Decree is extracted by Messrs. ${firm}, Advocates & Solicitors for the Petitioners,`,
        `whose address for service is at ${firmAddress}.`,
        `Tel: ${court.phone}-${digits(rng, 4)} ${digits(rng, 4)}   Fax: ${court.phone}-${digits(rng, 4)} ${digits(rng, 4)}   (Ref: ${upper(partner1.slice(0, 2))}/DIV/${int(rng, 100, 999)}/${String(filed.getUTCFullYear()).slice(2)})`,
      ],
      size: 8.5,
    },
    { type: 'stamp', lines: ['CERTIFIED TRUE COPY', 'SALINAN DIAKUI SAH', upper(myPerson(rng, rng.chance(0.5))), 'Penolong Kanan Pendaftar', `Mahkamah Tinggi Malaya, ${court.place}`, `Tarikh: ${dayFirst(near(ended, rng, 7, 420))}`] },
    { type: 'footer', text: `Divorce Petition No. ${caseNo}` },
  );
  return {
    kind: 'divorce_decree',
    fileName: rng.pick(['decree absolute malaysia.pdf', 'divorce decree joint petition.pdf', 'decree nisi.pdf']),
    styles: ['inline'],
    blocks,
    truth: divorceTruth(p, showsPlace),
  };
};

// ---------------------------------------------------------------------------------------------
// Mexico and Central America: sentencia of a Juzgado de Familia.

const esNumbers = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve', 'treinta', 'treinta y uno'];
const esMonths = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const esWord = (n: number) => esNumbers[n] ?? String(n);
/** 2015 -> "dos mil quince" (the years of these records). */
const esYear = (y: number) => `dos mil${y > 2000 ? ` ${esWord(y - 2000)}` : ''}`;
const esDay = (n: number) => (n === 1 ? 'primero' : esWord(n));
/** "quince de marzo de dos mil quince": wholly in words, as Central American courts head a judgment. */
const esWordsOnly = (d: Date) => `${esDay(d.getUTCDate())} de ${esMonths[d.getUTCMonth()]} de ${esYear(d.getUTCFullYear())}`;
/** "quince (15) de marzo de dos mil quince (2015)": words with the figures. */
const esWordsFigures = (d: Date) => `${esDay(d.getUTCDate())} (${d.getUTCDate()}) de ${esMonths[d.getUTCMonth()]} de ${esYear(d.getUTCFullYear())} (${d.getUTCFullYear()})`;
/** "15 quince de marzo de 2015 dos mil quince": figures then words, as Jalisco courts write dates. */
const esFiguresWords = (d: Date) => `${d.getUTCDate()} ${esDay(d.getUTCDate())} de ${esMonths[d.getUTCMonth()]} de ${d.getUTCFullYear()} ${esYear(d.getUTCFullYear())}`;

const ordinalsEs = ['PRIMERO', 'SEGUNDO', 'TERCERO', 'CUARTO', 'QUINTO', 'SEXTO', 'SÉPTIMO', 'OCTAVO'];
const ordinalsEn = ['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH'];
const paisEs: Record<string, string> = { MEX: 'México', GTM: 'Guatemala', SLV: 'El Salvador', HND: 'Honduras', COL: 'Colombia', PHL: 'Filipinas', IND: 'India', NGA: 'Nigeria', VEN: 'Venezuela', PER: 'Perú' };
const esMen = ['José Luis', 'Juan Carlos', 'Miguel Ángel', 'Francisco Javier', 'Jorge Alberto', 'Carlos Enrique', 'Mario René', 'Édgar Rolando'];
const esWomen = ['María Elena', 'Ana Lucía', 'Claudia Patricia', 'Rosa María', 'Silvia Leticia', 'Gloria Estela', 'Karla Vanessa', 'Sandra Elizabeth'];
const esSurnames = ['Hernández', 'Ramírez', 'Castillo', 'Morales', 'Villatoro', 'Orellana', 'Zelaya', 'Méndez', 'Aguilar', 'Barrios', 'Gutiérrez', 'Cisneros'];
const esPerson = (rng: Rng, female: boolean) => {
  const first = rng.pick(esSurnames);
  return `${rng.pick(female ? esWomen : esMen)} ${first} ${rng.pick(esSurnames.filter((s) => s !== first))}`;
};

// Where a Mexican court sits and how it is named; the states of the persona's Mexican cities.
const mxCourts = [
  { home: 'Guadalajara', authority: 'PODER JUDICIAL DEL ESTADO DE JALISCO', court: (n: string) => `JUZGADO ${n} DE LO FAMILIAR DEL PRIMER PARTIDO JUDICIAL`, city: 'Guadalajara, Jalisco', registry: 'Oficial', code: 'Código Civil del Estado de Jalisco' },
  { home: 'Monterrey', authority: 'H. TRIBUNAL SUPERIOR DE JUSTICIA DEL ESTADO DE NUEVO LEÓN', court: (n: string) => `JUZGADO ${n} DE LO FAMILIAR DEL PRIMER DISTRITO JUDICIAL`, city: 'Monterrey, Nuevo León', registry: 'Oficial', code: 'Código Civil para el Estado de Nuevo León' },
  { home: '', authority: 'TRIBUNAL SUPERIOR DE JUSTICIA DEL DISTRITO FEDERAL', court: (n: string) => `JUZGADO ${n} DE LO FAMILIAR`, city: 'México, Distrito Federal', registry: 'Juez', code: 'Código Civil para el Distrito Federal' },
  { home: 'Puebla', authority: 'HONORABLE TRIBUNAL SUPERIOR DE JUSTICIA DEL ESTADO DE PUEBLA', court: (n: string) => `JUZGADO ${n} DE LO FAMILIAR DEL DISTRITO JUDICIAL DE PUEBLA`, city: 'Heroica Puebla de Zaragoza, Puebla', registry: 'Juez', code: 'Código Civil para el Estado Libre y Soberano de Puebla' },
  { home: 'Oaxaca', authority: 'PODER JUDICIAL DEL ESTADO DE OAXACA', court: (n: string) => `JUZGADO ${n} FAMILIAR DEL DISTRITO JUDICIAL DEL CENTRO`, city: 'Oaxaca de Juárez, Oaxaca', registry: 'Oficial', code: 'Código Civil para el Estado de Oaxaca' },
];
// The persona's Mexican cities: their state and what its Registro Civil calls the officer who marries.
const mxStates: Record<string, { state: string; registry: string }> = {
  Guadalajara: { state: 'Jalisco', registry: 'Oficial' },
  Monterrey: { state: 'Nuevo León', registry: 'Oficial' },
  Puebla: { state: 'Puebla', registry: 'Juez' },
  Oaxaca: { state: 'Oaxaca', registry: 'Oficial' },
};
// Central American departments of the persona's cities, and each country's capital court.
const caDepartments: Record<string, string> = { Quetzaltenango: 'Quetzaltenango', Antigua: 'Sacatepéquez', Escuintla: 'Escuintla', 'San Miguel': 'San Miguel', 'Santa Ana': 'Santa Ana', Sonsonate: 'Sonsonate', Tegucigalpa: 'Francisco Morazán', 'San Pedro Sula': 'Cortés', 'La Ceiba': 'Atlántida' };
const caCapitals: Record<string, string> = { GTM: 'Guatemala', SLV: 'San Salvador', HND: 'Tegucigalpa' };

/** What both styles of sentencia share: the spouses as the court names them, the dates and the court's people. */
const sentenciaContext = (p: Persona, rng: Rng) => {
  // The marriage ended when the sentencia became final (causó ejecutoria), some weeks after it was given.
  const ended = near(p.priorMarriage.ended, rng, -45, -4);
  const [a, b] = spouses(p, rng.chance(0.5));
  const [wife, husband] = a.male ? [b, a] : [a, b];
  const upperNames = rng.chance(0.5);
  const nameOf = (s: Spouse) => (upperNames ? upper(fullName(s.name)) : fullName(s.name));
  const titled = (s: Spouse) => `${s.male ? 'el señor' : 'la señora'} ${nameOf(s)}`;
  const [one, two] = rng.chance(0.5) ? [wife, husband] : [husband, wife];
  const byTitle = rng.chance(0.7);
  const couple = byTitle ? `${titled(one)} y ${titled(two)}` : `los cónyuges ${nameOf(one)} y ${nameOf(two)}`;
  // "que une al señor ... y a la señora ...": the object of "une" takes "a" before each spouse.
  const toA = (s: Spouse) => (s.male ? `al señor ${nameOf(s)}` : `a la señora ${nameOf(s)}`);
  const judgeFemale = rng.chance(0.5);
  const secretaryFemale = rng.chance(0.7);
  const lawyerFemale = rng.chance(0.5);
  return {
    p,
    rng,
    ended,
    a,
    b,
    nameOf,
    titled,
    couple,
    coupleJoined: byTitle ? `${toA(one)} y ${toA(two)}` : `a ${couple}`,
    coupleEn: [one, two].map((s) => `${s.male ? 'Mr.' : 'Mrs.'} ${fullName(s.name)}`).join(' and '),
    filed: near(ended, rng, -200, -45),
    final: p.priorMarriage.ended,
    judgeFemale,
    judge: esPerson(rng, judgeFemale),
    secretaryFemale,
    secretary: esPerson(rng, secretaryFemale),
    lawyerFemale,
    lawyer: esPerson(rng, lawyerFemale),
    wed: rng.pick([esDate, esWordsFigures, esFiguresWords, (d: Date) => dayFirst(d)])(p.priorMarriage.date),
    ...priorPlace(p),
  };
};
type SentenciaContext = ReturnType<typeof sentenciaContext>;

/** The parts of a sentencia its English translation repeats, with its blocks. */
interface Sentencia {
  heading: string[];
  stamp: string[];
  body: Block[];
  courtEn: string;
  seat: string;
  caseNo: string;
  voluntary: boolean;
  marriageEn: string;
  secretaryEn: string;
}
const lic = (female: boolean) => (female ? 'Licenciada' : 'Licenciado');

/** A Mexican Juzgado de lo Familiar: VISTOS, R E S U L T A N D O, C O N S I D E R A N D O, R E S U E L V E, ejecutoria. */
const mexicanSentencia = (c: SentenciaContext): Sentencia => {
  const { p, rng, ended, a: actor, b: demandado, nameOf, titled, couple, city, country } = c;
  const code = p.country.code;
  const voluntary = rng.chance(0.6);
  const courtNo = int(rng, 0, 7);
  const ordinal = ordinalsEs[courtNo] ?? 'PRIMERO';
  const mx = code === 'MEX' && rng.chance(0.7) ? (mxCourts.find((x) => x.home === city) ?? rng.pick(mxCourts)) : rng.pick(mxCourts);
  const seat = mx.city;
  const caseNo = `${int(rng, 80, 2900)}/${c.filed.getUTCFullYear()}`;
  // A Mexican marriage was celebrated before the registry of its city; a foreign one is inscribed at the court's seat.
  const home = code === 'MEX' ? mxStates[city] : undefined;
  const registry = home?.registry ?? mx.registry;
  const officer = `${registry} ${pad2(int(rng, 1, 14))} del Registro Civil`;
  const marriage = home
    ? `celebrado el ${c.wed} ante el ${officer} de ${city}, ${home.state}${rng.chance(0.4) ? ', México' : ''}, según acta número ${int(rng, 100, 2999)}, libro ${int(rng, 1, 12)}`
    : `celebrado el ${c.wed} en la ciudad de ${city}, ${paisEs[code] ?? country}, e inscrito ante el ${officer} de ${mx.city}`;
  const judgeTitle = `${c.judgeFemale ? 'la C. Jueza' : 'el C. Juez'} ${ordinal.charAt(0)}${ordinal.slice(1).toLowerCase()} de lo Familiar`;
  const secretaryTitle = `${c.secretaryFemale ? 'SECRETARIA' : 'SECRETARIO'} DE ACUERDOS`;
  const parties: Field[] = voluntary
    ? [['PROMOVENTES', `${upper(fullName(actor.name))} Y ${upper(fullName(demandado.name))}`]]
    : [[actor.male ? 'ACTOR' : 'ACTORA', upper(fullName(actor.name))], [demandado.male ? 'DEMANDADO' : 'DEMANDADA', upper(fullName(demandado.name))]];
  const body: Block[] = [
    { type: 'fields', fields: [['EXPEDIENTE', caseNo], ['JUICIO', voluntary ? 'DIVORCIO VOLUNTARIO' : 'DIVORCIO INCAUSADO'], ...parties, ...(rng.chance(0.5) ? [['SECRETARÍA', rng.pick(['A', 'B'])] as Field] : [])] },
    { type: 'title', text: 'SENTENCIA DEFINITIVA', align: 'center' },
    { type: 'paragraph', text: `${seat}, a ${rng.pick([esDate, esWordsFigures])(ended)}.` },
    {
      type: 'paragraph',
      text: voluntary
        ? `VISTOS para resolver en definitiva los autos del expediente número ${caseNo}, relativo al juicio de DIVORCIO VOLUNTARIO promovido por ${couple}, y`
        : `VISTOS para resolver en definitiva los autos del expediente número ${caseNo}, relativo al juicio de DIVORCIO INCAUSADO promovido por ${titled(actor)} en contra ${demandado.male ? 'del señor' : 'de la señora'} ${nameOf(demandado)}, y`,
    },
    { type: 'subtitle', text: 'R E S U L T A N D O :', align: 'center' },
    {
      type: 'paragraph',
      text: `PRIMERO.- Por escrito presentado ante la Oficialía de Partes Común el ${esFiguresWords(c.filed)}, ${voluntary ? 'comparecieron los cónyuges a solicitar la disolución del vínculo matrimonial que los une, exhibiendo el convenio a que se refiere la ley' : `${actor.male ? 'el promovente' : 'la promovente'} solicitó la disolución del vínculo matrimonial, acompañando su propuesta de convenio`}, ${voluntary ? 'asesorados' : actor.male ? 'asesorado' : 'asesorada'} por ${c.lawyerFemale ? 'la' : 'el'} ${lic(c.lawyerFemale)} ${c.lawyer}. SEGUNDO.- Admitida la solicitud, se dio vista al Agente del Ministerio Público adscrito${voluntary ? ' y se citó a los cónyuges a la junta de avenencia, en la que manifestaron su voluntad de divorciarse' : `, se emplazó ${demandado.male ? 'al cónyuge demandado' : 'a la cónyuge demandada'} y se celebró la audiencia correspondiente`}. TERCERO.- Se citó a las partes para oír sentencia, la que hoy se pronuncia.`,
    },
    { type: 'subtitle', text: 'C O N S I D E R A N D O :', align: 'center' },
    {
      type: 'paragraph',
      text: `I.- Este Juzgado es competente para conocer y resolver el presente asunto. II.- Con la copia certificada del acta de matrimonio exhibida, documento público que merece pleno valor probatorio, se acredita el vínculo matrimonial ${marriage}, bajo el régimen de ${rng.pick(['sociedad conyugal', 'separación de bienes'])}. III.- ${voluntary ? 'El convenio exhibido no contiene cláusulas contrarias a la moral ni al derecho, por lo que procede aprobarlo' : 'Basta la voluntad de uno de los cónyuges de no continuar con el matrimonio para decretar su disolución, sin necesidad de expresar causa'}.`,
    },
    { type: 'paragraph', text: `Por lo anteriormente expuesto y fundado, y con apoyo además en los artículos relativos del ${mx.code}, es de resolverse y se:` },
    { type: 'subtitle', text: 'R E S U E L V E :', align: 'center' },
    {
      type: 'paragraph',
      text: `PRIMERO.- Ha procedido la vía intentada. SEGUNDO.- Se declara disuelto el vínculo matrimonial que une ${c.coupleJoined}, ${marriage}, quedando ambos cónyuges en aptitud de contraer nuevo matrimonio. TERCERO.- ${voluntary ? 'Se aprueba el convenio exhibido, elevándose a la categoría de cosa juzgada' : 'Las cuestiones inherentes al convenio se resolverán en la vía incidental'}. CUARTO.- Una vez que cause ejecutoria la presente resolución, gírese oficio al C. ${officer} correspondiente para que levante el acta de divorcio y haga las anotaciones marginales. QUINTO.- NOTIFÍQUESE PERSONALMENTE Y CÚMPLASE.`,
    },
    {
      type: 'paragraph',
      text: `Así lo resolvió y firma ${judgeTitle}, ${lic(c.judgeFemale)} ${c.judge}, ante ${c.secretaryFemale ? 'la Secretaria' : 'el Secretario'} de Acuerdos, ${lic(c.secretaryFemale)} ${c.secretary}, con quien actúa y da fe. DOY FE.`,
    },
    { type: 'lines', lines: [upper(`${lic(c.judgeFemale)} ${c.judge}`), c.judgeFemale ? 'JUEZA' : 'JUEZ', '', upper(`${lic(c.secretaryFemale)} ${c.secretary}`), secretaryTitle], align: 'center', size: 9.5 },
    {
      type: 'paragraph',
      text: `${seat}, a ${esDate(c.final)}. Visto el estado de los autos y toda vez que ha transcurrido el término legal sin que las partes hayan interpuesto recurso alguno, se declara que la sentencia definitiva de fecha ${rng.pick([esDate(ended), dayFirst(ended)])} HA CAUSADO EJECUTORIA para todos los efectos legales a que haya lugar. Notifíquese. Lo proveyó y firma ${judgeTitle}. DOY FE.`,
    },
  ];
  return {
    heading: [mx.authority, mx.court(ordinal)],
    stamp: ['PODER JUDICIAL', `JUZGADO ${ordinal} DE LO FAMILIAR`, upper(seat.split(',')[0] ?? ''), secretaryTitle],
    body,
    courtEn: `${ordinalsEn[courtNo] ?? 'FIRST'} FAMILY COURT`,
    seat,
    caseNo,
    voluntary,
    marriageEn: home ? `before the Civil Registry ${registry === 'Juez' ? 'Judge' : 'Officer'} of ${city}, ${home.state}, Mexico` : `in the city of ${city}, ${country}`,
    secretaryEn: 'Clerk of Court',
  };
};

/** A Guatemalan, Salvadoran or Honduran Juzgado de Familia: date in words, CONSIDERANDO, POR TANTO ... DECLARA / FALLA, firme. */
const centralAmericanSentencia = (c: SentenciaContext): Sentencia => {
  const { p, rng, ended, city, country } = c;
  const code = p.country.code;
  const dept = caDepartments[city] ?? city;
  const cityName = city === 'Antigua' ? 'Antigua Guatemala' : city;
  // Most divorce where they live; some at the capital's court.
  const local = rng.chance(0.7);
  const seat = local ? cityName : (caCapitals[code] ?? cityName);
  const seatDept = local ? dept : code === 'HND' ? 'Francisco Morazán' : seat;
  const courtNo = int(rng, 0, 2);
  const ordinal = ordinalsEs[courtNo] ?? 'PRIMERO';
  const courtName =
    code === 'GTM'
      ? `JUZGADO ${ordinal} DE PRIMERA INSTANCIA DE FAMILIA DEL DEPARTAMENTO DE ${upper(seatDept)}`
      : code === 'SLV'
        ? `JUZGADO ${ordinal} DE FAMILIA DE ${upper(seat)}`
        : seat === 'Tegucigalpa'
          ? 'JUZGADO DE LETRAS DE FAMILIA DEL DEPARTAMENTO DE FRANCISCO MORAZÁN'
          : `JUZGADO DE LETRAS DE FAMILIA DE LA SECCIÓN JUDICIAL DE ${upper(seat)}`;
  const authority = code === 'GTM' ? ['ORGANISMO JUDICIAL', 'REPÚBLICA DE GUATEMALA, C.A.'] : code === 'SLV' ? ['ÓRGANO JUDICIAL', 'REPÚBLICA DE EL SALVADOR'] : ['PODER JUDICIAL', 'REPÚBLICA DE HONDURAS, C.A.'];
  const year = c.filed.getUTCFullYear();
  const caseNo = code === 'GTM' ? `${digits(rng, 5)}-${year}-${digits(rng, 5)}` : code === 'SLV' ? `${int(rng, 20, 900)}-DMC-${String(year).slice(2)}` : `${pad2(int(rng, 1, 18))}01-${year}-${digits(rng, 5)}`;
  const notaryFemale = rng.chance(0.4);
  const officiant = rng.chance(0.5) ? `ante los oficios ${code === 'SLV' ? 'notariales ' : ''}${notaryFemale ? 'de la Notaria' : 'del Notario'} ${esPerson(rng, notaryFemale)}` : `ante el Alcalde Municipal de ${city}`;
  const registered =
    code === 'GTM'
      ? `inscrito en el Registro Civil de las Personas del Registro Nacional de las Personas -RENAP- del municipio de ${city}`
      : code === 'SLV'
        ? `asentado bajo la partida número ${int(rng, 10, 400)} del Libro de Matrimonios del Registro del Estado Familiar de la Alcaldía Municipal de ${city}`
        : `inscrito en el Registro Civil Municipal de ${city} del Registro Nacional de las Personas`;
  const marriage = `contraído el ${c.wed} ${officiant}, en la ciudad de ${city}, departamento de ${dept}, ${registered}`;
  const opening =
    code === 'SLV'
      ? `${courtName}: ${seat}, a las ${esWord(int(rng, 8, 15))} horas${rng.chance(0.5) ? ` y ${rng.pick(['quince', 'treinta', 'cuarenta y cinco'])} minutos` : ''} del día ${esWordsOnly(ended)}.`
      : code === 'GTM'
        ? `${courtName}, ${seat}, ${esWordsOnly(ended)}.`
        : `${courtName}.- ${seat}, departamento de ${seatDept}, ${esWordsOnly(ended)}.-`;
  const items = code === 'SLV' ? ['a)', 'b)', 'c)', 'd)'] : code === 'GTM' ? ['I)', 'II)', 'III)', 'IV)'] : ['PRIMERO:', 'SEGUNDO:', 'TERCERO:', 'CUARTO:'];
  const registry = code === 'SLV' ? 'Registro del Estado Familiar' : code === 'GTM' ? 'Registro Nacional de las Personas -RENAP-' : 'Registro Nacional de las Personas';
  const body: Block[] = [
    { type: 'fields', fields: [['Expediente', caseNo], ['Proceso', rng.pick(['Divorcio por mutuo consentimiento', 'Divorcio voluntario'])], ['Solicitantes', `${upper(fullName(c.a.name))} y ${upper(fullName(c.b.name))}`]] },
    { type: 'title', text: 'SENTENCIA', align: 'center' },
    { type: 'paragraph', text: opening },
    {
      type: 'paragraph',
      text: `VISTOS para resolver en sentencia los autos del proceso de DIVORCIO POR MUTUO CONSENTIMIENTO promovido por ${c.couple}, ambos mayores de edad, de este domicilio, por medio de su ${c.lawyerFemale ? 'abogada la Licenciada' : 'abogado el Licenciado'} ${c.lawyer}, quien actúa bajo su dirección y procuración.`,
    },
    { type: 'subtitle', text: code === 'GTM' ? 'RESUMEN DE LOS HECHOS:' : 'RESULTANDO:' },
    {
      type: 'paragraph',
      text: `Los solicitantes manifestaron que contrajeron matrimonio el ${c.wed} ${officiant}, que de dicha unión ${rng.pick(['no procrearon hijos', 'no existen hijos menores de edad', 'no procrearon hijos ni adquirieron bienes'])} y que de común acuerdo han decidido disolver su vínculo, presentando el convenio respectivo. Celebrada la junta conciliatoria, los cónyuges ratificaron su voluntad de divorciarse.`,
    },
    { type: 'subtitle', text: 'CONSIDERANDO:' },
    {
      type: 'paragraph',
      text: `Que con la certificación de la partida de matrimonio se acredita el vínculo ${marriage}; que los cónyuges han manifestado libremente y de común acuerdo su voluntad de divorciarse, y que el convenio presentado garantiza lo relativo a ${rng.pick(['los alimentos y los bienes', 'la pensión alimenticia', 'la liquidación del patrimonio familiar'])}, por lo que procede declarar con lugar la solicitud.`,
    },
    { type: 'subtitle', text: `POR TANTO: Este Juzgado, con base en lo considerado y leyes citadas, al resolver ${code === 'GTM' ? 'DECLARA' : 'FALLA'}:` },
    {
      type: 'paragraph',
      text: `${items[0]} CON LUGAR el divorcio por mutuo consentimiento solicitado. ${items[1]} Se declara disuelto el vínculo matrimonial que une ${c.coupleJoined}, ${marriage}. ${items[2]} Se aprueba el convenio presentado por los cónyuges. ${items[3]} Firme el presente fallo, certifíquese y remítase al ${registry} para su inscripción. NOTIFÍQUESE.`,
    },
    { type: 'lines', lines: [`${lic(c.judgeFemale)} ${c.judge}`, c.judgeFemale ? 'JUEZA' : 'JUEZ', '', `${lic(c.secretaryFemale)} ${c.secretary}`, c.secretaryFemale ? 'SECRETARIA' : 'SECRETARIO'], align: 'center', size: 9.5 },
    {
      type: 'paragraph',
      text: `${seat}, ${esDate(c.final)}. ${c.secretaryFemale ? 'La infrascrita Secretaria' : 'El infrascrito Secretario'} hace constar que la sentencia dictada en este proceso el ${esDate(ended)} no fue impugnada, por lo que se encuentra FIRME y causó ejecutoria. Conste.`,
    },
  ];
  return {
    heading: [...authority, courtName],
    stamp: [authority[0] ?? '', code === 'HND' ? 'JUZGADO DE LETRAS DE FAMILIA' : `JUZGADO ${ordinal} DE FAMILIA`, upper(seat), c.secretaryFemale ? 'SECRETARIA' : 'SECRETARIO'],
    body,
    courtEn: code === 'HND' ? 'FAMILY COURT OF FIRST INSTANCE' : `${ordinalsEn[courtNo] ?? 'FIRST'} FAMILY COURT`,
    seat,
    caseNo,
    voluntary: true,
    marriageEn: `in the city of ${city}, department of ${dept}, ${country}`,
    secretaryEn: 'Secretary',
  };
};

/** A US translator's certified English translation of the sentencia's operative parts, with the statement and address. */
const sentenciaTranslation = (c: SentenciaContext, s: Sentencia): Block[] => {
  const { p, rng, ended } = c;
  const t = p.others.translator;
  const office = p.others.officeAddress;
  const kind = s.voluntary ? 'divorce by mutual consent' : 'no-fault divorce';
  return [
    { type: 'title', text: 'CERTIFIED ENGLISH TRANSLATION', align: 'center' },
    { type: 'lines', lines: ['[Coat of arms]', s.courtEn, `Case File: ${s.caseNo}`, `Proceedings: ${s.voluntary ? 'Divorce by mutual consent' : 'Unilateral (no-fault) divorce'}`], size: 9.5 },
    { type: 'paragraph', text: `${s.seat}, ${printDate(ended, 'month-name')}.` },
    {
      type: 'paragraph',
      text: `HAVING SEEN the records of the ${kind} proceedings brought by ${c.coupleEn}, the Court RESOLVES: FIRST.- The marriage bond joining ${c.coupleEn}, entered into on ${printDate(p.priorMarriage.date, 'month-name')} ${s.marriageEn}, is hereby declared dissolved, and both spouses are free to marry again. SECOND.- The agreement of the spouses is approved. THIRD.- Once final, let the Civil Registry be notified. LET IT BE SERVED.`,
    },
    { type: 'paragraph', text: `Signed: ${c.judge}, Judge; ${c.secretary}, ${s.secretaryEn}. [Illegible signatures] [Seal]` },
    { type: 'paragraph', text: `On ${printDate(c.final, 'month-name')} it was recorded that the judgment dated ${printDate(ended, 'month-name')} became final and binding (causó ejecutoria), no appeal having been filed.` },
    {
      type: 'paragraph',
      text: `TRANSLATOR'S CERTIFICATION: I, ${fullName(t)}, certify that I am fluent in the Spanish and English languages and that the foregoing is a complete and accurate translation of the attached judgment in case ${s.caseNo}, to the best of my knowledge and ability.`,
    },
    { type: 'lines', lines: ['______________________________', fullName(t), `${office.street}${office.unit ? `, Suite ${office.unit}` : ''}`, `${office.city}, ${office.state} ${office.zip}`, `Date: ${printDate(near(c.final, rng, 200, 3000), 'us')}`], size: 9 },
  ];
};

/**
 * A "Sentencia de Divorcio" of a Mexican Juzgado de lo Familiar or of a Central American Juzgado de
 * Familia (Guatemala, El Salvador, Honduras: the persona's country; other personas divorce in
 * Mexico). Mexican style: the state's judicial authority and the court, Expediente / Juicio
 * (DIVORCIO VOLUNTARIO, with both spouses as promoventes, or DIVORCIO INCAUSADO, promovido por
 * one against the other), SENTENCIA DEFINITIVA, the place and date, "VISTOS para resolver en
 * definitiva los autos ...", R E S U L T A N D O, C O N S I D E R A N D O (the marriage proved by
 * its acta: "celebrado el ... ante el Oficial 02 del Registro Civil de ..."), "es de resolverse y
 * se R E S U E L V E: PRIMERO.- ... SEGUNDO.- Se declara disuelto el vínculo matrimonial que une a
 * la señora ... y al señor ...", "Así lo resolvió y firma la C. Jueza ... ante la Secretaria de
 * Acuerdos ... DOY FE", and the later auto declaring that the sentencia "HA CAUSADO EJECUTORIA".
 * Central American style: ORGANISMO / ÓRGANO / PODER JUDICIAL, the date wholly in words in the
 * opening line (with the hour in El Salvador), RESUMEN DE LOS HECHOS / CONSIDERANDO, "POR TANTO
 * ... DECLARA / FALLA", the marriage "ante los oficios del Notario ..." or "ante el Alcalde
 * Municipal de ...", and the secretary's note that the sentencia is firme. Sometimes followed by
 * a certified English translation with the translator's statement. The end date is the day the
 * sentencia became final (its ejecutoria), as on the civil registry's acta de divorcio.
 */
const sentenciaJuzgadoFamiliar = (p: Persona, rng: Rng): DocumentSpec => {
  const context = sentenciaContext(p, rng);
  const central = ['GTM', 'SLV', 'HND'].includes(p.country.code);
  const sentencia = central ? centralAmericanSentencia(context) : mexicanSentencia(context);
  const blocks: Block[] = [{ type: 'lines', lines: sentencia.heading, align: 'center' }, ...sentencia.body, { type: 'stamp', lines: sentencia.stamp }];
  if (rng.chance(0.4)) blocks.push(...sentenciaTranslation(context, sentencia));
  return {
    kind: 'divorce_decree',
    fileName: rng.pick(['sentencia de divorcio.pdf', 'sentencia definitiva divorcio.pdf', 'divorcio juzgado familiar.pdf', 'sentencia divorcio con traduccion.pdf']),
    styles: ['columns', 'inline'],
    blocks,
    truth: divorceTruth(p, true),
  };
};

// ---------------------------------------------------------------------------------------------
// Colorado: Decree of Dissolution of Marriage (JDF 1116) from a District Court.

const coCourts = [
  { county: 'Denver', address: '1437 Bannock Street, Denver, CO 80202', city: 'Denver', area: '303' },
  { county: 'Arapahoe', address: '7325 S. Potomac Street, Centennial, CO 80112', city: 'Centennial', area: '303' },
  { county: 'Adams', address: '1100 Judicial Center Drive, Brighton, CO 80601', city: 'Brighton', area: '303' },
  { county: 'El Paso', address: '270 S. Tejon Street, Colorado Springs, CO 80903', city: 'Colorado Springs', area: '719' },
  { county: 'Jefferson', address: '100 Jefferson County Parkway, Golden, CO 80401', city: 'Golden', area: '303' },
  { county: 'Weld', address: '901 9th Avenue, Greeley, CO 80631', city: 'Greeley', area: '970' },
  { county: 'Boulder', address: '1777 6th Street, Boulder, CO 80302', city: 'Boulder', area: '303' },
];
const coGiven = ['Rebecca', 'Daniel', 'Kristin', 'Martin', 'Elena', 'Brian', 'Lauren', 'Gregory', 'Teresa', 'Nathan'];
const coFamily = ['Hoffman', 'Vigil', 'Sorensen', 'Archuleta', 'McAllister', 'Baca', 'Lindgren', 'Prescott', 'Romero', 'Whitaker'];
const coPerson = (rng: Rng) => `${rng.pick(coGiven)} ${rng.pick(['', 'A. ', 'J. ', 'L. ', 'M. '])}${rng.pick(coFamily)}`;
const box = (on: boolean) => (on ? '[X]' : '[  ]');

/**
 * A Colorado District Court "Decree of Dissolution of Marriage" on the Judicial Department's form
 * (JDF 1116): the e-filing header at the top right (DATE FILED with the time, FILING ID, CASE
 * NUMBER "2014DR30123"), the caption grid (District Court, ... County, Colorado and its address;
 * "In re the Marriage of: Petitioner: ... and Co-Petitioner/Respondent: ..."; the attorney or
 * party without attorney with address, phone, e-mail and Atty. Reg. #; "COURT USE ONLY", case
 * number, division and courtroom), the check boxes (dissolution or legal separation; decree on
 * the affidavit without appearance or after a hearing), THE COURT FINDS (91 days' domicile, 91
 * days since jurisdiction, irretrievably broken, sometimes the date and place of the marriage),
 * THE COURT ORDERS ("The marriage of the parties is dissolved", the separation agreement
 * incorporated), the date and "BY THE COURT" with the judge or magistrate, the form footer, and the
 * clerk's certified-copy stamp. The decree takes effect when entered: its date is the end date.
 */
const coloradoDecree = (p: Persona, rng: Rng): DocumentSpec => {
  const ended = p.priorMarriage.ended;
  const court = rng.pick(coCourts);
  const joint = rng.chance(0.45);
  const [pet, resp] = spouses(p, rng.chance(0.5));
  const filed = near(ended, rng, -330, -95);
  const caseNo = `${filed.getUTCFullYear()}DR${String(int(rng, 30001, 32999))}`;
  const ds = rng.pick(['month-name', 'us'] as const);
  const respondentLabel = joint ? 'Co-Petitioner' : 'Respondent';
  const magistrate = rng.chance(0.4);
  const officer = coPerson(rng);
  const represented = rng.chance(0.6);
  const attorney = rng.chance(0.5) ? fullName(p.others.hrContact) : coPerson(rng);
  const firmStreet = `${int(rng, 100, 9800)} ${rng.pick(['E. 17th Avenue', 'Broadway', 'S. Colorado Boulevard', 'Wadsworth Boulevard', 'N. Cascade Avenue', 'Pearl Street'])}`;
  const { city, country } = priorPlace(p);
  const showsPlace = rng.chance(0.7);
  const withoutAppearance = rng.chance(0.6);
  const agreementDate = near(ended, rng, -80, -15);
  const hour = int(rng, 8, 16);
  // A ZIP code of the court's city: its first three digits and two more.
  const cityZip = () => `${court.address.slice(-5, -2)}${digits(rng, 2)}`;
  const filedStamp = `${printDate(ended, 'month-name')} ${hour > 12 ? hour - 12 : hour}:${pad2(int(rng, 0, 59))} ${hour >= 12 ? 'PM' : 'AM'}`;
  const partyBox: string[] = represented
    ? [`Attorney for ${rng.chance(0.5) ? 'Petitioner' : `Petitioner and ${respondentLabel}`}: ${attorney}`, `${firmStreet}, Suite ${int(rng, 100, 900)}, ${court.city}, CO ${cityZip()}`, `Phone: (${court.area}) ${int(rng, 200, 989)}-${digits(rng, 4)}   E-mail: ${attorney.split(' ')[0]?.toLowerCase()}@${rng.pick(['familylawco', 'frontrangelaw', 'peakdivorce'])}.com`, `Atty. Reg. #: ${int(rng, 18000, 52000)}`]
    : ['Party Without Attorney:', `${fullName(pet.name)}, ${int(rng, 100, 9800)} ${rng.pick(['W. Alameda Avenue', 'E. Iliff Avenue', 'Peoria Street', 'S. Federal Boulevard'])}, ${court.city}, CO ${cityZip()}`, `Phone: (${court.area}) ${int(rng, 200, 989)}-${digits(rng, 4)}`];
  const findings = [
    `1. At least one party has been domiciled in Colorado for more than 91 days before the filing of the ${joint ? 'Co-Petition' : 'Petition'}.`,
    `2. More than 91 days have passed since the Court obtained jurisdiction over the ${respondentLabel}${joint ? ' by the filing of the Co-Petition' : ''}.`,
    '3. The marriage is irretrievably broken.',
    ...(showsPlace ? [`4. The parties were married on ${printDate(p.priorMarriage.date, ds)} in ${rng.pick([`${city}, ${country}`, `${upper(city)}, ${upper(country)}`])}.`] : []),
    `${showsPlace ? 5 : 4}. The Separation Agreement of the parties dated ${printDate(agreementDate, ds)} is not unconscionable.`,
  ];
  const blocks: Block[] = [
    ...(rng.chance(0.75) ? [{ type: 'lines', lines: [`DATE FILED: ${filedStamp}`, `FILING ID: ${digits(rng, 4)}${rng.pick(['A', 'B', 'C', 'D', 'E', 'F'])}${digits(rng, 3)}${rng.pick(['A', 'B', 'C', 'D', 'E', 'F'])}${digits(rng, 4)}`, `CASE NUMBER: ${caseNo}`], align: 'right', size: 8 } as Block] : []),
    {
      type: 'table',
      widths: [0.66, 0.34],
      rows: [
        [`District Court, ${court.county} County, Colorado`, ''],
        [`Court Address: ${court.address}`, ''],
        ['In re the Marriage of:', ''],
        [`Petitioner: ${upper(fullName(pet.name))}`, 'COURT USE ONLY'],
        ['and', `Case Number: ${caseNo}`],
        [`Co-Petitioner/Respondent: ${upper(fullName(resp.name))}`, `Division: ${int(rng, 1, 9)}   Courtroom: ${int(rng, 1, 9)}${rng.pick(['', 'A', 'B'])}`],
        ...partyBox.map((line) => [line, '']),
      ],
    },
    { type: 'title', text: 'DECREE OF DISSOLUTION OF MARRIAGE', align: 'center' },
    { type: 'lines', lines: [`${box(true)} Dissolution of Marriage   ${box(false)} Legal Separation`], align: 'center', size: 9.5 },
    {
      type: 'paragraph',
      text: `This matter came before the Court for entry of a Decree of Dissolution of Marriage. ${withoutAppearance ? `${box(true)} The Court has reviewed the Affidavit for Decree Without Appearance of Parties (JDF 1201) and the court file.` : `${box(true)} A hearing was held on ${printDate(ended, ds)}; the Petitioner ${rng.pick(['appeared in person', 'appeared through counsel'])} and the ${respondentLabel} ${rng.pick(joint ? ['appeared in person', 'appeared by telephone'] : ['appeared in person', 'did not appear', 'appeared by telephone'])}.`}`,
    },
    { type: 'subtitle', text: 'THE COURT FINDS:' },
    { type: 'lines', lines: findings, size: 9.5 },
    { type: 'subtitle', text: 'THE COURT ORDERS:' },
    {
      type: 'paragraph',
      text: `The marriage of the parties is dissolved. The Separation Agreement dated ${printDate(agreementDate, ds)} is incorporated into this Decree and the parties are ordered to comply with its terms. ${rng.pick(['There are no children of this marriage.', 'No maintenance is awarded to either party.'])} Any temporary injunction entered under § 14-10-107, C.R.S., is terminated.`,
    },
    { type: 'lines', lines: [`Date: ${printDate(ended, ds)}`, '', 'BY THE COURT:', rng.chance(0.5) ? `/s/ ${officer}` : '______________________________', `${box(magistrate)} Magistrate   ${box(!magistrate)} District Court Judge`, officer], align: 'right' },
    {
      type: 'stamp',
      lines: ['CERTIFIED to be a full, true and correct copy', 'of the original in my custody.', `CLERK OF THE DISTRICT COURT, ${upper(court.county)} COUNTY, COLORADO`, `By: ${coPerson(rng)}, Deputy Clerk`, `Dated: ${printDate(near(ended, rng, 3, 900), 'us')}`],
    },
    { type: 'footer', text: `JDF 1116 R${rng.pick(['1-13', '7-12', '11-11'])}  DECREE OF DISSOLUTION OF MARRIAGE OR LEGAL SEPARATION   Case No. ${caseNo}` },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['decree of dissolution colorado.pdf', 'CO divorce decree.pdf', 'JDF 1116 decree.pdf']), styles: ['inline'], blocks, truth: divorceTruth(p, showsPlace) };
};

export const divorceDevelopment10: LayoutFamily[] = [
  {
    id: 'divorce_decree/malaysia-joint-petition',
    kind: 'divorce_decree',
    modelledOn: 'Malaysian High Court (Family Division) decree on a joint petition for divorce by mutual consent (s. 52 Law Reform (Marriage and Divorce) Act 1976): 1st / 2nd Petitioner, decree nisi made absolute forthwith or a later decree absolute "with effect from", consent terms, Senior Assistant Registrar, solicitors\' address for service, certified-true-copy stamp',
    build: malaysiaJointPetition,
  },
  {
    id: 'divorce_decree/sentencia-juzgado-familiar',
    kind: 'divorce_decree',
    modelledOn: 'Mexican Juzgado de lo Familiar sentencia definitiva (VISTOS, RESULTANDO, CONSIDERANDO, RESUELVE, "se declara disuelto el vínculo matrimonial", causó ejecutoria) or Guatemalan / Salvadoran / Honduran Juzgado de Familia sentencia (date in words, POR TANTO ... DECLARA / FALLA, firme), optionally with a certified English translation',
    build: sentenciaJuzgadoFamiliar,
  },
  {
    id: 'divorce_decree/colorado-decree-dissolution',
    kind: 'divorce_decree',
    modelledOn: 'Colorado District Court Decree of Dissolution of Marriage (JDF 1116): e-filing header, caption grid with Co-Petitioner/Respondent, attorney box and COURT USE ONLY, check boxes, THE COURT FINDS / ORDERS, BY THE COURT judge or magistrate, clerk\'s certified-copy stamp',
    build: coloradoDecree,
  },
];
