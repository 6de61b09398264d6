import { fullName, printDate, upper } from '../../formats.js';
import { countries, type Name, type Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field } from '../../render.js';
import type { DocumentSpec, LayoutFamily, Truth } from '../document-spec.js';
import { childTruth, dayFirst, digits, esDate, givenNames, near, ordinalDate, ownBirthTruth, parentsOf, stateName, wrap } from './civil-common.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];

/** The child's sex is not kept by the persona: read from a Spanish given name's ending when it tells, else drawn. */
const childIsMale = (n: Name, rng: Rng) => (/a$/i.test(n.given) ? false : /o$/i.test(n.given) ? true : rng.chance(0.5));
/** Whose birth the record is: the applicant's own, or (a share of documents) the applicant's child's. */
const registrantOf = (p: Persona, child: boolean, rng: Rng) =>
  child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: childIsMale(p.child.name, rng) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };
/** The truth of a record that is the applicant's own or the child's, as civil-birth7 does it. */
const birthTruth = (p: Persona, child: boolean, shows: Parameters<typeof ownBirthTruth>[1]): Truth => (child ? childTruth(p, p.country.name) : ownBirthTruth(p, shows));

/** The day a copy was issued: after the birth it records, and usually some months before the applicant's arrival. */
const issuedAfter = (born: Date, p: Persona, rng: Rng) => new Date(Math.max(near(born, rng, 60, 400).getTime(), near(p.arrival, rng, -400, -20).getTime()));

const pad = (n: number) => String(n).padStart(2, '0');
const hourOf = (rng: Rng) => `${pad(Math.floor(rng.between(0, 24)))}:${pad(Math.floor(rng.between(0, 60)))}`;

// Nationalities as Spanish-language registries print them (agreeing with "nacionalidad").
const nacionalidades: Record<string, string> = {
  MEX: 'MEXICANA', GTM: 'GUATEMALTECA', SLV: 'SALVADOREÑA', HND: 'HONDUREÑA', COL: 'COLOMBIANA', PHL: 'FILIPINA', IND: 'INDIA', NGA: 'NIGERIANA', VEN: 'VENEZOLANA', PER: 'PERUANA',
};
const nacionalidad = (country: string) => nacionalidades[countries.find((c) => c.name === country)?.code ?? ''] ?? upper(country);

/** Completed years between a birth and a later date (a parent's age at the registrant's birth). */
const ageAt = (born: Date, at: Date) => {
  const years = at.getUTCFullYear() - born.getUTCFullYear();
  const before = at.getUTCMonth() < born.getUTCMonth() || (at.getUTCMonth() === born.getUTCMonth() && at.getUTCDate() < born.getUTCDate());
  return before ? years - 1 : years;
};

// Spanish numbers and dates in words, as registrars write them in actas.
const unidades = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte',
  'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const decenas = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const enPalabras = (n: number): string => (n < 30 ? (unidades[n] as string) : `${decenas[Math.floor(n / 10)]}${n % 10 ? ` y ${unidades[n % 10]}` : ''}`);
const meses = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** "quince de marzo de mil novecientos noventa" */
const fechaEnPalabras = (d: Date) => {
  const y = d.getUTCFullYear();
  const year = `${y >= 2000 ? 'dos mil' : 'mil novecientos'}${y % 100 ? ` ${enPalabras(y % 100)}` : ''}`;
  return `${d.getUTCDate() === 1 ? 'primero' : enPalabras(d.getUTCDate())} de ${meses[d.getUTCMonth()]} de ${year}`;
};

/** "a los quince días del mes de marzo" ("al primer día" on the first). */
const aLosDias = (d: Date) => `${d.getUTCDate() === 1 ? 'al primer día' : `a los ${enPalabras(d.getUTCDate())} días`} del mes de ${meses[d.getUTCMonth()]}`;

// English numbers in words, for the Brazilian date "in full" as the translator renders it.
const ones = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const englishWords = (n: number): string => (n < 20 ? (ones[n] as string) : `${tens[Math.floor(n / 10)]}${n % 10 ? `-${ones[n % 10]}` : ''}`);
const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "the fifteenth of March of the year one thousand nine hundred and ninety", word for word from the Portuguese. */
const englishDateInFull = (d: Date) => {
  const y = d.getUTCFullYear();
  const year = `${y >= 2000 ? 'two thousand' : 'one thousand nine hundred'}${y % 100 ? ` and ${englishWords(y % 100)}` : ''}`;
  return `${englishWords(d.getUTCDate())} of ${monthsEn[d.getUTCMonth()]} of ${year}`;
};

// People around the record who are neither the registrant nor a parent: declarants, witnesses, grandparents.
const declarantOf = (p: Persona): Name => ({ given: p.others.hrContact.given, middle: '', family: `${p.others.translator.family} ${p.others.landlord.family}` });
const witnessesOf = (p: Persona): [Name, Name] => [
  { given: p.others.landlord.given, middle: '', family: p.others.registrar.family },
  { given: p.others.translator.given, middle: '', family: p.others.hrContact.family },
];
const grandFirst = { male: ['Antonio', 'Francisco', 'Manuel', 'Pedro', 'Joaquim', 'Sebastião'], female: ['Maria', 'Ana', 'Luzia', 'Rosa', 'Tereza', 'Conceição'] };
/**
 * A parent's own parents, as the Brazilian certidão prints them. For the applicant's child whose
 * parent is the applicant, they are the applicant's parents (a distractor); otherwise made up, the
 * grandfather carrying the parent's first surname.
 */
const grandparentsOf = (p: Persona, x: Parent, rng: Rng): [string, string] => {
  if (x.name === p.name) return [fullName(p.father), fullName(p.mother)];
  const surname = x.name.family.split(' ')[0] ?? x.name.family;
  return [`${rng.pick(grandFirst.male)} ${surname}`, `${rng.pick(grandFirst.female)} ${rng.pick(['Souza', 'Pereira', 'Alves', 'Lima', 'Ramos', 'Costa'])} ${surname}`];
};

/** "GARCIA LOPEZ Ana Maria": the family name first, in capitals, as Korean records give names in English. */
const surnameFirst = (n: Name) => `${upper(n.family)} ${givenNames(n)}`;

/** A translator's certification as US translators attach it for USCIS, or a Brazilian sworn translator's closing. */
const translatorBlocks = (p: Persona, rng: Rng, language: string, document: string, sworn: boolean): Block[] => {
  const t = fullName(p.others.translator);
  const o = p.others.officeAddress;
  const on = near(p.arrival, rng, -150, 250);
  if (sworn) {
    return [
      {
        type: 'paragraph',
        text: `NOTHING FURTHER. I certify that the foregoing is a true and faithful translation of the original document in ${language}, to which I refer. In witness whereof, I sign and seal this translation. ${printDate(on, 'month-name')}.`,
      },
      { type: 'lines', lines: ['______________________________', upper(t), 'Sworn Public Translator and Commercial Interpreter', `Registered with the Board of Trade under No. ${digits(rng, 3)}`] },
      { type: 'stamp', lines: [upper(t), 'SWORN PUBLIC TRANSLATOR', `Translation No. ${digits(rng, 4)}/${on.getUTCFullYear()}`] },
    ];
  }
  return [
    { type: 'subtitle', text: rng.pick(['CERTIFICATION OF TRANSLATION', "TRANSLATOR'S CERTIFICATE OF ACCURACY"]) },
    {
      type: 'paragraph',
      text: `I, ${t}, certify that I am fluent in ${language} and English and competent to translate from ${language} into English, and that the above is a complete and accurate translation of the attached ${document}.`,
    },
    { type: 'lines', lines: ['______________________________', t, `${o.street}, ${o.city}, ${stateName(o.state)} ${o.zip}`, `Date: ${printDate(on, 'us')}`] },
  ];
};

/**
 * A certified English translation of a Brazilian "Certidão de Nascimento" in the national model the
 * CNJ made compulsory in 2010 (Provimentos 2 and 3): the translation's header, "FEDERATIVE REPUBLIC"
 * and "CIVIL REGISTRY OF NATURAL PERSONS", "BIRTH CERTIFICATE", then the model's boxes in order:
 * "Name", "CPF" (printed since 2017; absent on older copies), the 32-digit "Registration number"
 * (matrícula: registry code, archive, service, year, book type, book, page, entry, check digits),
 * "Date of birth" in figures and in full ("in words"), "Time", "Municipality of birth / State",
 * "Municipality of registration / State", "Place of birth" (hospital), "Sex", then "FILIATION" with
 * both parents on one line ("JOSÉ DA SILVA and MARIA DE SOUZA SILVA") or one per line, sometimes
 * with each parent's birthplace ("natural de"); "Paternal grandparents" and "Maternal grandparents",
 * "Twin: No", the date of registration, the declarant, annotations, the Registry Office ("Civil
 * Registry Office of the 2nd Subdistrict / Cartório ...") with the registry officer who signs; then
 * either a US translator's certification or a Brazilian sworn translator's ("Tradutor Público")
 * closing. The applicant's own record or the child's, as in civil-birth7; the parents' dates of
 * birth are not on the model, so they are never truth; their birthplace is when printed.
 */
const brazilCertidaoTranslation = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const state = rng.pick(p.country.cities);
  const fmt = rng.pick(['month-name', 'day-month-name', 'us'] as const);
  const date = (x: Date) => printDate(x, fmt);
  const withCpf = rng.chance(0.7);
  const cpf = `${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)}-${digits(rng, 2)}`;
  const registered = near(d, rng, 1, 40);
  // The matrícula: registry (CNS) code, archive 01, service 55, year, book type 1 (birth), book, page, entry, check.
  const matricula = [digits(rng, 6), '01', '55', String(registered.getUTCFullYear()), '1', digits(rng, 5), digits(rng, 3), digits(rng, 7), digits(rng, 2)].join(' ');
  const parentPlace = rng.chance(0.35);
  const parentLine = (x: Parent) => `${upper(fullName(x.name))}${parentPlace ? `, born in ${x.city}, ${x.country}` : ''}`;
  const oneLine = !parentPlace && rng.chance(0.5);
  const filiation: Field[] = oneLine ? [['Filiation', `${parentLine(father)} and ${parentLine(mother)}`]] : [['Filiation (father)', parentLine(father)], ['Filiation (mother)', parentLine(mother)]];
  const [pgf, pgm] = grandparentsOf(p, father, rng);
  const [mgf, mgm] = grandparentsOf(p, mother, rng);
  const subdistrict = rng.pick(['1st', '2nd', '3rd', '4th']);
  const office = rng.pick([
    `Civil Registry Office of Natural Persons of the ${subdistrict} Subdistrict of ${who.city}`,
    `${subdistrict} Registry Office (Cartório do ${subdistrict.replace(/st|nd|rd|th/, 'º')} Ofício) of ${who.city}`,
  ]);
  const officer = fullName(p.others.registrar);
  const declarant = rng.chance(0.6) ? `${upper(fullName(father.name))} (the father)` : rng.pick(['THE FATHER', 'THE MOTHER', `${upper(fullName(declarantOf(p)))} (grandparent)`]);
  const sworn = rng.chance(0.4);
  const issued = issuedAfter(d, p, rng);
  const blocks: Block[] = [
    { type: 'lines', lines: [sworn ? 'SWORN TRANSLATION' : 'CERTIFIED TRANSLATION', 'Translated from Portuguese into English'], align: 'center', size: 9 },
    { type: 'lines', lines: ['[Coat of arms]', `FEDERATIVE REPUBLIC OF ${upper(p.country.name)}`, 'CIVIL REGISTRY OF NATURAL PERSONS'], align: 'center' },
    { type: 'title', text: 'BIRTH CERTIFICATE', align: 'center' },
    {
      type: 'fields',
      fields: [
        ['Name', upper(fullName(who.name))],
        ...(withCpf ? ([['CPF', cpf]] as Field[]) : []),
        ['Registration number', matricula],
        ['Date of birth', `${date(d)} (${englishDateInFull(d)})`],
        ['Time', hourOf(rng)],
        ['Municipality of birth / State', `${who.city} / ${state}`],
        ['Municipality of registration / State', `${who.city} / ${state}`],
        ['Place of birth', rng.pick(['Santa Casa de Misericórdia Hospital', 'Municipal Maternity Hospital', 'Regional Hospital', 'At home'])],
        ['Sex', who.male ? 'Male' : 'Female'],
      ],
    },
    { type: 'fields', fields: filiation, style: 'stacked' },
    {
      type: 'fields',
      fields: [
        ['Paternal grandparents', `${upper(pgf)} and ${upper(pgm)}`],
        ['Maternal grandparents', `${upper(mgf)} and ${upper(mgm)}`],
      ],
      style: 'stacked',
    },
    {
      type: 'fields',
      fields: [
        ['Twin', 'No'],
        ['Date of registration (in full)', englishDateInFull(registered)],
        ['Declarant', declarant],
        ['Annotations / voluntary notes', rng.pick(['None', 'Nothing to annotate', 'There are none'])],
      ],
    },
    {
      type: 'paragraph',
      text: `${office}. ${officer}, Registry Officer. The content of this certificate is true. I attest. ${who.city}, ${date(issued)}. [illegible signature] [Seal: ${upper(office)}] [Stamp: Official Seal of Authenticity ${digits(rng, 4)}-${digits(rng, 6)}]`,
    },
    ...translatorBlocks(p, rng, 'Portuguese', 'Certidão de Nascimento', sworn),
    { type: 'footer', text: `Translation of Brazilian birth certificate, registration number ${matricula}.` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['certidao de nascimento translation.pdf', 'birth certificate brazil english.pdf', 'certidao nascimento traduzida.pdf']),
    // The national model is boxes with the label above the value; long values (the date in full) need the full width.
    styles: ['stacked'],
    blocks,
    truth: birthTruth(p, child, { sex: true, parentCountry: parentPlace }),
  };
};

/** The first six digits of a Korean resident registration number (YYMMDD) and the sex / century digit. */
const residentNumber = (dob: Date, male: boolean, rng: Rng, masked: boolean) => {
  const y = dob.getUTCFullYear();
  const front = `${pad(y % 100)}${pad(dob.getUTCMonth() + 1)}${pad(dob.getUTCDate())}`;
  const gender = (y >= 2000 ? 3 : 1) + (male ? 0 : 1);
  return `${front}-${gender}${masked ? '******' : digits(rng, 6)}`;
};

/**
 * A certified English translation of a Korean "Family Relation Certificate" (가족관계증명서), issued
 * since 2008 from the family relationship register (in the basic "일반" or detailed "상세" form since
 * 2016): the title with the form in brackets, "Registration Base" (등록기준지, the registry address,
 * which is no place of birth), then one ruled table "Classification | Name | Date of Birth |
 * Resident Registration No. | Sex | Origin of Surname" with the rows "Principal", "Father",
 * "Mother", then "Spouse" and "Child"; the others' registration numbers masked after the first
 * digit of the back half; "The above certificate is issued based on the family relation register",
 * the issue date as "2023. 05. 12.", the district head or Court Administration issuing, the
 * issuance number, and the translator's certification. It is the applicant's own record: the
 * parents come from the Father / Mother rows, with their dates of birth. Names are printed surname
 * first ("GARCIA LOPEZ Ana Maria", the surname in capitals), as these translations do; the truth
 * keeps the persona's own split. The certificate prints no place of birth, so neither city nor
 * country of birth is truth; the spouse and child rows are left out of the truth (this is read as a
 * birth record).
 */
const koreaFamilyRelation = (p: Persona, rng: Rng): DocumentSpec => {
  const detailed = rng.chance(0.35);
  const fmt = rng.pick(['dotted', 'month-name', 'iso'] as const);
  const date = (x: Date) => (fmt === 'dotted' ? `${x.getUTCFullYear()}. ${pad(x.getUTCMonth() + 1)}. ${pad(x.getUTCDate())}.` : printDate(x, fmt));
  const sexWord = (male: boolean) => (male ? 'Male' : 'Female');
  const origin = () => rng.pick(p.country.cities);
  const clan = origin();
  const spouseDob = near(p.dob, rng, -2500, 2500);
  const childMale = childIsMale(p.child.name, rng);
  const spouseMale = p.sex !== 'Male';
  const row = (role: string, n: Name, dob: Date, male: boolean, masked: boolean, surnameOrigin: string) => [role, surnameFirst(n), date(dob), residentNumber(dob, male, rng, masked), sexWord(male), surnameOrigin];
  const maskOthers = rng.chance(0.7);
  const rows: string[][] = [
    row('Principal', p.name, p.dob, p.sex === 'Male', false, clan),
    row('Father', p.father, p.fatherBirth.dob, true, maskOthers, clan),
    row('Mother', p.mother, p.motherBirth.dob, false, maskOthers, origin()),
  ];
  const family: string[][] = [
    row('Spouse', p.spouse, spouseDob, spouseMale, maskOthers, origin()),
    row('Child', p.child.name, p.child.dob, childMale, maskOthers, p.sex === 'Male' ? clan : origin()),
  ];
  const headers = [
    ['Classification', 'Name', 'Date of Birth', 'Resident Registration No.', 'Sex', 'Origin of Surname'],
    ['Category', 'Name', 'Date of Birth', 'Resident Reg. No.', 'Sex', 'Bon (Origin)'],
  ];
  const district = rng.pick(['Gangnam-gu', 'Mapo-gu', 'Suwon-si Paldal-gu', 'Haeundae-gu', 'Jung-gu']);
  const issued = near(p.arrival, rng, -200, -10);
  const o = p.others.officeAddress;
  const t = fullName(p.others.translator);
  const issuer = rng.pick([`Head of ${district} Office`, 'Chief of the National Court Administration (Electronic Family Relationship Registration System)']);
  const blocks: Block[] = [
    { type: 'lines', lines: ['[English Translation]'], align: 'right', size: 9 },
    { type: 'lines', lines: [`[Form No. 1]${detailed ? ' <Revised 2016>' : ''}`], size: 8 },
    { type: 'title', text: `Family Relation Certificate (${detailed ? 'Detailed' : 'Basic'})`, align: 'center' },
    {
      type: 'fields',
      fields: [['Registration Base', `${digits(rng, 3)}, ${rng.pick(['Jongno-ro', 'Sejong-daero', 'Hwarang-ro', 'Jungang-ro'])}, ${rng.pick(p.country.cities)}, ${p.country.name}`]],
      style: 'inline',
    },
    { type: 'table', header: rng.pick(headers), rows: [...rows, ...family], widths: [0.13, 0.27, 0.16, 0.2, 0.08, 0.16] },
    ...(detailed ? ([{ type: 'lines', lines: ['* Records of marriage, divorce and adoption are as shown in the detailed certificate.'], size: 8 }] as Block[]) : []),
    { type: 'paragraph', text: 'The above certificate is issued based on the family relation register.' },
    { type: 'lines', lines: [date(issued), issuer, '[Official seal]'], align: 'center' },
    {
      type: 'lines',
      lines: [`Issuance No.: ${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}-${digits(rng, 4)}`, `Applicant: ${surnameFirst(p.name)}`, `Issuing office: ${district}, ${rng.pick(p.country.cities)}`],
      size: 8,
    },
    { type: 'subtitle', text: 'TRANSLATOR\'S CERTIFICATION' },
    {
      type: 'paragraph',
      text: `I, ${t}, hereby certify that I am competent to translate from Korean into English and that the foregoing is a true and correct translation of the attached Family Relation Certificate issued to ${surnameFirst(p.name)}.`,
    },
    { type: 'lines', lines: ['______________________________', t, `${o.street}, ${o.city}, ${o.state} ${o.zip}`, `Date: ${printDate(near(issued, rng, 5, 90), 'month-name')}`] },
    { type: 'footer', text: 'This certificate can be verified for 90 days from the issue date using the issuance number.' },
  ];
  const truth = ownBirthTruth(p, { sex: true, city: false, parentBirth: true });
  // No place of birth is printed: the registration base is the family register's address.
  delete truth['I-485']['biographic_information.place_of_birth.country'];
  delete truth['I-765']['country_of_birth'];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['family relation certificate translation.pdf', 'gajok gwangye jeungmyeongseo english.pdf', 'korean family certificate.pdf']),
    styles: ['inline', 'columns'],
    blocks,
    truth,
  };
};

/** One band of a register row: column headings, then the entry, each cell several lines deep. */
const registerBand = (columns: Array<{ heading: string; entry: string[]; width: number }>): Block => {
  const depth = (cells: string[][]) => Math.max(...cells.map((c) => c.length));
  const rowsOf = (cells: string[][]) => Array.from({ length: depth(cells) }, (_, i) => cells.map((c) => c[i] ?? ''));
  const headings = columns.map((c) => wrap(c.heading, Math.round(c.width * 80)));
  return { type: 'table', rows: [...rowsOf(headings), ...rowsOf(columns.map((c) => c.entry))], widths: columns.map((c) => c.width) };
};

const kenyanDay = (d: Date) => {
  const n = d.getUTCDate();
  const suffix = n % 10 === 1 && n !== 11 ? 'ST' : n % 10 === 2 && n !== 12 ? 'ND' : n % 10 === 3 && n !== 13 ? 'RD' : 'TH';
  return `${n}${suffix} ${upper(monthsEn[d.getUTCMonth()] as string)}, ${d.getUTCFullYear()}`;
};

/**
 * The Kenyan "Certificate of Birth" under the Births and Deaths Registration Act (Cap. 149): the
 * coat of arms and "REPUBLIC OF ...", the serial number ("No. A 1234567") top right, the title, the
 * line "Birth in the ... District in the ... Province" (older) or "... Sub-County in ... County"
 * (since 2013), the "Entry No.", then the register's entry copied as one horizontal row of ruled
 * columns (here in two bands): "Name", "Date of Birth", "Sex", "Where Born", "Name and Surname of
 * Father", "Name and Maiden Name of Mother", "Name, Description and Residence of Informant", "Date
 * of Registration", names in capitals, dates as "15.03.1990" or "15TH MARCH, 1990". Below, "I, ...,
 * Assistant Registrar for ... District, hereby certify that this certificate is compiled from an
 * entry/return in the register in my custody", the registrar's signature, "Given under my hand
 * ...", the seal, and the printed warning on falsifying particulars. The applicant's own record or
 * the child's; no parents' births are printed.
 */
const kenyaCertificate = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const words = rng.chance(0.4);
  const date = (x: Date) => (words ? kenyanDay(x) : dayFirst(x, rng.pick(['.', '/'] as const)));
  const modern = child || rng.chance(0.4);
  const area = rng.pick(p.country.cities);
  const region = modern ? `${upper(who.city)} SUB-COUNTY in ${upper(area)} COUNTY` : `${upper(who.city)} DISTRICT in the ${upper(area)} PROVINCE`;
  const registered = near(d, rng, 2, 60);
  const informantIsParent = rng.chance(0.75);
  const informant = informantIsParent ? (rng.chance(0.6) ? mother : father) : undefined;
  const residence = `P.O. BOX ${digits(rng, 4)}, ${upper(who.city)}`;
  const informantText = informant
    ? `${upper(fullName(informant.name))}, ${informant === mother ? 'MOTHER' : 'FATHER'}, ${residence}`
    : `${upper(fullName(declarantOf(p)))}, ${rng.pick(['MIDWIFE', 'HOSPITAL ADMINISTRATOR', 'GRANDMOTHER'])}, ${residence}`;
  const hospital = rng.pick(['PROVINCIAL GENERAL HOSPITAL', 'DISTRICT HOSPITAL', 'MATERNITY HOME', 'HEALTH CENTRE', 'HOME']);
  const registrar = p.others.registrar;
  const issued = issuedAfter(d, p, rng);
  const rank = rng.pick(['Assistant Registrar', 'District Registrar', 'Civil Registration Officer']);
  const blocks: Block[] = [
    { type: 'lines', lines: [`No. ${rng.pick(['A', 'B'])} ${digits(rng, 7)}`], align: 'right', size: 9 },
    { type: 'lines', lines: ['[Coat of arms]', `REPUBLIC OF ${upper(p.country.name)}`], align: 'center' },
    { type: 'title', text: 'CERTIFICATE OF BIRTH', align: 'center' },
    { type: 'lines', lines: ['THE BIRTHS AND DEATHS REGISTRATION ACT (CAP. 149)'], align: 'center', size: 8 },
    { type: 'lines', lines: [`Birth in the ${region}`, `Entry No. ${digits(rng, 4)}`], size: 9 },
    registerBand([
      // Names stay on one line (the cell shrinks them) so that each reads as one name.
      { heading: 'Name', entry: [upper(fullName(who.name))], width: 0.34 },
      { heading: 'Date of Birth', entry: [date(d)], width: 0.22 },
      { heading: 'Sex', entry: [who.male ? 'MALE' : 'FEMALE'], width: 0.11 },
      { heading: 'Where Born', entry: wrap(`${hospital}, ${upper(who.city)}`, 22), width: 0.33 },
    ]),
    registerBand([
      { heading: 'Name and Surname of Father', entry: [upper(fullName(father.name))], width: 0.25 },
      { heading: 'Name and Maiden Name of Mother', entry: [upper(fullName(mother.name))], width: 0.25 },
      { heading: 'Name, Description and Residence of Informant', entry: wrap(informantText, 22), width: 0.3 },
      { heading: 'Date of Registration', entry: [date(registered)], width: 0.2 },
    ]),
    {
      type: 'paragraph',
      text: `I, ${upper(fullName(registrar))}, ${rank} for ${upper(modern ? `${who.city} Sub-County` : `${who.city} District`)}, hereby certify that this certificate is compiled from an entry/return in the register in my custody.`,
    },
    { type: 'lines', lines: ['______________________________', rank, `Date: ${date(issued)}`], align: 'right' },
    { type: 'paragraph', text: `Given under my hand at ${upper(who.city)} this ${ordinalDate(issued).replace(/^the /, '')}.` },
    { type: 'stamp', lines: ['CIVIL REGISTRATION', upper(modern ? `${who.city} SUB-COUNTY` : `${who.city} DISTRICT`), printDate(issued, 'day-month-abbr')] },
    {
      type: 'lines',
      lines: ['WARNING: ANY PERSON WHO (1) FALSIFIES ANY OF THE PARTICULARS ON THIS CERTIFICATE, OR', '(2) USES A FALSIFIED CERTIFICATE AS TRUE, KNOWING IT TO BE FALSE, IS LIABLE TO PROSECUTION.'],
      size: 7.5,
    },
    { type: 'footer', text: `Form B.3  GPK ${digits(rng, 4)}` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['certificate of birth.pdf', 'birth certificate kenya.pdf', 'birth cert scan.pdf']),
    styles: ['inline'],
    blocks,
    truth: birthTruth(p, child, { sex: true }),
  };
};

/** "V-12.345.678": a Venezuelan cédula de identidad. */
const cedulaVe = (rng: Rng) => `V-${Math.floor(rng.between(4, 30))}.${digits(rng, 3)}.${digits(rng, 3)}`;
const parishes = ['Catedral', 'San Juan', 'Santa Rosalía', 'El Recreo', 'Santa Lucía', 'Candelaria'];

/**
 * A Venezuelan "Acta de Nacimiento" as the Registro Civil writes it (SAREN / CNE Comisión de
 * Registro Civil y Electoral since 2009; the Prefectura Civil before): "REPÚBLICA ... CONSEJO
 * NACIONAL ELECTORAL", "REGISTRO CIVIL DE LA PARROQUIA ... MUNICIPIO ... ESTADO ...", the act
 * number, tomo and folio, and the entry in one run of prose: "Yo, ..., Registrador Civil de la
 * Parroquia ... (Prefecto Civil on older actas), hago constar que hoy [date in words] ha sido
 * presentado un niño / una niña por [declarant, cédula, domicile] y expuso: que el niño nació en
 * [hospital, town] el día [date in words] ([dd/mm/yyyy]) a las [hour], y que es hijo de [father],
 * de nacionalidad ..., titular de la cédula de identidad N° V-..., de profesión ..., domiciliado en
 * ..., y de [mother] ...". The name given, the witnesses with their cédulas, "Leída la presente
 * acta ...", and the certification of the copy with place and date. The applicant's own record
 * or the child's; parents' ages and nationality are printed, never their dates or places of birth.
 */
const venezuelaActaProse = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  // Since the 2009 Ley Orgánica de Registro Civil the officer is the Registrador Civil; before, the Prefecto Civil.
  const modern = d.getUTCFullYear() >= 2010 || rng.chance(0.3);
  const parish = rng.pick(parishes);
  const municipio = upper(who.city);
  const estado = upper(rng.pick(p.country.cities));
  const registrar = upper(fullName(p.others.registrar));
  const office = modern ? `Registrador Civil de la Parroquia ${parish} del Municipio ${who.city}` : `Prefecto Civil de la Parroquia ${parish} del Municipio ${who.city}`;
  const presented = near(d, rng, 3, 60);
  const nino = who.male ? 'un niño' : 'una niña';
  const el = who.male ? 'el niño' : 'la niña';
  const declarantIsFather = rng.chance(0.6);
  const declarant = declarantIsFather ? father : mother;
  const job = () => rng.pick(['comerciante', 'docente', 'oficios del hogar', 'obrero', 'técnico', 'estudiante']);
  const of = (x: Parent, female: boolean) =>
    `${upper(fullName(x.name))}, de nacionalidad ${nacionalidad(x.country).toLowerCase()}, de ${ageAt(x.dob, d)} años de edad, titular de la cédula de identidad N° ${cedulaVe(rng)}, de profesión ${job()}, ${female ? 'domiciliada' : 'domiciliado'} en ${who.city}`;
  const [w1, w2] = witnessesOf(p);
  const witness = (w: Name) => `${upper(fullName(w))}, titular de la cédula de identidad N° ${cedulaVe(rng)}`;
  const nameLine = rng.pick([`y que tiene por nombre: ${upper(fullName(who.name))}`, `y que se llamará ${upper(fullName(who.name))}`]);
  const entry =
    `Yo, ${registrar}, ${office}, hago constar que hoy ${fechaEnPalabras(presented)}, ha sido ${who.male ? 'presentado' : 'presentada'} ante este despacho ${nino} por ` +
    `${declarantIsFather ? 'el ciudadano' : 'la ciudadana'} ${upper(fullName(declarant.name))}, titular de la cédula de identidad N° ${cedulaVe(rng)}, y expuso: que ${el} nació en ` +
    `${rng.pick(['el Hospital Central', 'la Maternidad Concepción Palacios', 'el Hospital Universitario', 'su domicilio'])} de ${who.city}, ${p.country.name}, el día ${fechaEnPalabras(d)} (${dayFirst(d)}), a las ${hourOf(rng)}, ` +
    `${nameLine}, y que es ${who.male ? 'hijo' : 'hija'} de ${of(father, false)}, y de ${of(mother, true)}. ` +
    `Fueron testigos de este acto: ${witness(w1)} y ${witness(w2)}, mayores de edad y de este domicilio. Leída la presente acta y conformes firman.`;
  const issued = issuedAfter(d, p, rng);
  const country = upper(p.country.name);
  const blocks: Block[] = [
    {
      type: 'lines',
      lines: [
        country === 'VENEZUELA' ? 'REPÚBLICA BOLIVARIANA DE VENEZUELA' : `REPÚBLICA DE ${country}`,
        modern ? 'CONSEJO NACIONAL ELECTORAL - COMISIÓN DE REGISTRO CIVIL Y ELECTORAL' : 'PREFECTURA CIVIL',
        `REGISTRO CIVIL DE LA PARROQUIA ${upper(parish)} - MUNICIPIO ${municipio} - ESTADO ${estado}`,
      ],
      align: 'center',
      size: 9,
    },
    { type: 'title', text: 'ACTA DE NACIMIENTO', align: 'center' },
    { type: 'lines', lines: [`Acta N° ${digits(rng, 4)}   Tomo ${Math.floor(rng.between(1, 9))}   Folio ${digits(rng, 3)}   Año ${presented.getUTCFullYear()}`], align: 'right', size: 9 },
    { type: 'paragraph', text: entry },
    {
      type: 'lines',
      lines: [
        `El ${modern ? 'Registrador Civil' : 'Prefecto Civil'}: ${registrar}   (fdo.)`,
        `${declarantIsFather ? 'El presentante' : 'La presentante'}: (fdo.)   Los testigos: (fdo.) (fdo.)`,
      ],
      size: 9,
    },
    {
      type: 'paragraph',
      text: rng.pick([
        `Certifico que la presente es copia fiel y exacta de su original que reposa en los archivos de este Registro Civil. ${who.city}, ${esDate(issued)}.`,
        `Es copia fiel y exacta del acta que antecede. Se expide a solicitud de parte interesada en ${who.city}, ${aLosDias(issued)} de ${issued.getUTCFullYear()}.`,
      ]),
    },
    { type: 'lines', lines: ['______________________________', registrar, modern ? 'REGISTRADOR CIVIL' : 'PREFECTO CIVIL'], align: 'center' },
    { type: 'stamp', lines: [modern ? 'REGISTRO CIVIL' : 'PREFECTURA CIVIL', `PARROQUIA ${upper(parish)}`, municipio] },
    { type: 'footer', text: modern ? 'Ley Orgánica de Registro Civil (Gaceta Oficial N° 39.264). Sin enmiendas.' : 'Copia certificada. Sin enmiendas ni tachaduras.' },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['acta de nacimiento venezuela.pdf', 'partida de nacimiento.pdf', 'acta nacimiento copia certificada.pdf']),
    styles: ['inline'],
    blocks,
    truth: birthTruth(p, child, { sex: true }),
  };
};

/**
 * The Honduran Registro Nacional de las Personas "Certificación de Acta de Nacimiento", printed
 * from the RNP system: "REPUBLICA DE HONDURAS / REGISTRO NACIONAL DE LAS PERSONAS", the municipal
 * registry, the title, "EL INFRASCRITO REGISTRADOR CIVIL MUNICIPAL DE ..., CERTIFICA: que en el
 * Tomo ..., Folio ..., Acta ... del Libro de Nacimientos del año ... consta inscrito el nacimiento
 * de:" then labelled lines "Nombre del inscrito", "Número de Identidad" (0801-1990-12345: the
 * municipality code, the birth year and a sequence), "Fecha de nacimiento", "Lugar", "Sexo",
 * "Nombre de la madre" and its "Nacionalidad", "Nombre del padre" and its "Nacionalidad",
 * "Observaciones"; "Y para los fines que al interesado convengan, se extiende la presente en la
 * ciudad de ..., a los ... días del mes de ... del año ...", the registrar's name, the TGR-1 fee
 * receipt and the amount paid. The applicant's own record or the child's.
 */
const hondurasRnpCertificacion = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const who = registrantOf(p, child, rng);
  const { father, mother } = parentsOf(p, child, rng);
  const d = who.dob;
  const registered = near(d, rng, 3, 90);
  const department = upper(rng.pick(p.country.cities));
  // The date in words with the figures is long: then each value sits under its label.
  const inWords = rng.chance(0.3);
  const fechaNacimiento = inWords ? `${dayFirst(d)} (${upper(fechaEnPalabras(d))})` : rng.pick([upper(esDate(d)), dayFirst(d)]);
  const identidad = `${pad(Math.floor(rng.between(1, 19)))}${pad(Math.floor(rng.between(1, 28)))}-${d.getUTCFullYear()}-${digits(rng, 5)}`;
  const registrar = upper(fullName(p.others.registrar));
  const issued = issuedAfter(d, p, rng);
  const labels = rng.chance(0.5) ? { name: 'Nombre del inscrito', place: 'Lugar' } : { name: 'Nombre del inscrito(a)', place: 'Lugar de nacimiento' };
  const fields: Field[] = [
    [labels.name, upper(fullName(who.name))],
    ['Número de Identidad', identidad],
    ['Fecha de nacimiento', fechaNacimiento],
    [labels.place, `${upper(who.city)}, ${department}`],
    ['Sexo', who.male ? 'MASCULINO' : 'FEMENINO'],
    ['Nombre de la madre', upper(fullName(mother.name))],
    ['Nacionalidad', nacionalidad(mother.country)],
    ['Nombre del padre', upper(fullName(father.name))],
    ['Nacionalidad', nacionalidad(father.country)],
    ['Fecha de inscripción', dayFirst(registered)],
    ['Observaciones', rng.pick(['NINGUNA', 'SIN NOTAS MARGINALES', 'INSCRIPCION ORDINARIA'])],
  ];
  const blocks: Block[] = [
    { type: 'lines', lines: [`REPUBLICA DE ${upper(p.country.name)}`, 'REGISTRO NACIONAL DE LAS PERSONAS', `REGISTRO CIVIL MUNICIPAL DE ${upper(who.city)}`], align: 'center' },
    { type: 'title', text: 'CERTIFICACION DE ACTA DE NACIMIENTO', align: 'center' },
    {
      type: 'paragraph',
      text: `EL INFRASCRITO REGISTRADOR CIVIL MUNICIPAL DE ${upper(who.city)}, DEPARTAMENTO DE ${department}, CERTIFICA: que en el Tomo ${digits(rng, 4)}, Folio ${digits(rng, 4)}, Acta ${digits(rng, 5)} del Libro de Nacimientos del año ${registered.getUTCFullYear()}, consta inscrito el nacimiento de:`,
    },
    { type: 'fields', fields, ...(inWords ? { style: 'stacked' as const } : {}) },
    {
      type: 'paragraph',
      text: `Y para los fines que al interesado convengan, se extiende la presente en la ciudad de ${upper(who.city)}, ${aLosDias(issued)} del año ${issued.getUTCFullYear()}.`,
    },
    { type: 'lines', lines: ['______________________________', registrar, 'REGISTRADOR CIVIL MUNICIPAL'], align: 'center' },
    { type: 'stamp', lines: ['REGISTRO NACIONAL DE LAS PERSONAS', `REGISTRO CIVIL ${upper(who.city)}`] },
    { type: 'lines', lines: [`Recibo TGR-1 No. ${digits(rng, 8)}   Valor pagado: L. ${rng.pick(['50.00', '100.00', '200.00'])}`, `Impreso: ${dayFirst(issued)} ${hourOf(rng)}   Usuario: ${upper(p.others.translator.given.slice(0, 1) + p.others.translator.family.split(' ')[0])}`], size: 8 },
    { type: 'footer', text: 'Esta certificación no es válida si presenta borrones, enmiendas o alteraciones.' },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['certificacion acta de nacimiento rnp.pdf', 'partida de nacimiento honduras.pdf', 'acta nacimiento rnp.pdf']),
    styles: ['columns', 'leaders'],
    blocks,
    truth: birthTruth(p, child, { sex: true }),
  };
};

export const birthDevelopment9: LayoutFamily[] = [
  {
    id: 'birth_certificate/brazil-certidao-translation',
    kind: 'birth_certificate',
    modelledOn: 'Certified English translation of a Brazilian Certidão de Nascimento (CNJ national model, 2010+): Name, CPF, 32-digit registration number, date in figures and in full, Filiation on one or two lines, grandparents, Registry Office, translator',
    build: brazilCertidaoTranslation,
  },
  {
    id: 'birth_certificate/korea-family-relation-table',
    kind: 'birth_certificate',
    modelledOn: 'Certified translation of a Korean Family Relation Certificate (basic / detailed): registration base, Classification | Name | Date of Birth | Resident Registration No. | Sex | Origin of Surname table with Principal, Father, Mother, Spouse, Child',
    build: koreaFamilyRelation,
  },
  {
    id: 'birth_certificate/kenya-cap149-register-row',
    kind: 'birth_certificate',
    modelledOn: 'Kenyan Certificate of Birth (Births and Deaths Registration Act, Cap. 149): serial and entry number, horizontal register row (name, date, sex, where born, father, mother with maiden name, informant, registration date), registrar, "Given under my hand"',
    build: kenyaCertificate,
  },
  {
    id: 'birth_certificate/venezuela-acta-prose',
    kind: 'birth_certificate',
    modelledOn: 'Venezuelan Registro Civil / Prefectura Acta de Nacimiento in prose: "Yo, ... Registrador Civil ... hago constar que ha sido presentado un niño ... es hijo de ... y de ...", cédulas, nationality and domicile, witnesses',
    build: venezuelaActaProse,
  },
  {
    id: 'birth_certificate/honduras-rnp-certificacion',
    kind: 'birth_certificate',
    modelledOn: 'Honduran RNP Certificación de Acta de Nacimiento (computer print): INFRASCRITO REGISTRADOR CIVIL CERTIFICA tomo / folio / acta, Nombre del inscrito, Número de Identidad, Nombre de la madre / del padre each with Nacionalidad, TGR-1 receipt',
    build: hondurasRnpCertificacion,
  },
];
