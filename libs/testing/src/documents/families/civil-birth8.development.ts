import { fullName, printDate, upper } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { childTruth, dayFirst, digits, esDate, givenNames, near, ordinalDate, ownBirthTruth, parentsOf, wrap } from './civil-common.development.js';

type Parent = ReturnType<typeof parentsOf>['father'];
type Cell = { label: string; value: string; span?: number };

/** The child's sex is not kept by the persona: read from a Spanish given name's ending when it tells, else drawn. */
const childIsMale = (n: Name, rng: Rng) => (/a$/i.test(n.given) ? false : /o$/i.test(n.given) ? true : rng.chance(0.5));

/** The day a copy was issued: after the birth it records, and usually some months before the applicant's arrival. */
const issuedAfter = (born: Date, p: Persona, rng: Rng) => new Date(Math.max(near(born, rng, 60, 400).getTime(), near(p.arrival, rng, -400, -20).getTime()));

const pad = (n: number) => String(n).padStart(2, '0');
const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "2015/03/15", the year-first numeric date Canadian registries print. */
const yearFirstNumeric = (d: Date, sep: '/' | '-') => [d.getUTCFullYear(), pad(d.getUTCMonth() + 1), pad(d.getUTCDate())].join(sep);

const units = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ordinalDays = ['', 'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Eleventh', 'Twelfth', 'Thirteenth', 'Fourteenth', 'Fifteenth', 'Sixteenth', 'Seventeenth', 'Eighteenth', 'Nineteenth', 'Twentieth'];
/** "Fifteenth", "Twenty-first", "Thirtieth": the day as the English register writes it. */
const dayInWords = (n: number) => (n <= 20 ? (ordinalDays[n] as string) : n === 30 ? 'Thirtieth' : `${n < 30 ? 'Twenty' : 'Thirty'}-${units[n % 10]}`);
/** "Fifteenth March 2015" */
const englishRegisterDate = (d: Date) => `${dayInWords(d.getUTCDate())} ${monthsEn[d.getUTCMonth()]} ${d.getUTCFullYear()}`;


// Register offices in England and Wales, with a maternity unit the "where born" line names.
const englishDistricts = [
  { district: 'Westminster', area: 'City of Westminster', place: ["St Mary's Hospital", 'Paddington'], town: 'London W2' },
  { district: 'Brent', area: 'London Borough of Brent', place: ['Central Middlesex Hospital', 'Park Royal'], town: 'Wembley' },
  { district: 'Birmingham', area: 'City of Birmingham', place: ["Birmingham Women's Hospital", 'Edgbaston'], town: 'Birmingham' },
  { district: 'Manchester', area: 'City of Manchester', place: ["St Mary's Hospital", 'Oxford Road, Manchester'], town: 'Manchester' },
  { district: 'Leeds', area: 'City of Leeds', place: ['Leeds General Infirmary', 'Great George Street, Leeds'], town: 'Leeds' },
  { district: 'Leicester', area: 'City of Leicester', place: ['Leicester Royal Infirmary', 'Infirmary Square, Leicester'], town: 'Leicester' },
  { district: 'Cardiff', area: 'City and County of Cardiff', place: ['University Hospital of Wales', 'Heath Park, Cardiff'], town: 'Cardiff' },
  { district: 'Bristol', area: 'City of Bristol', place: ['Southmead Hospital', 'Westbury-on-Trym, Bristol'], town: 'Bristol' },
];
const englishStreets = ['Harrow Road', 'Elm Grove', 'Victoria Road', 'Church Street', 'Station Road', 'Queens Road', 'Park Avenue', 'Stratford Road'];

/** One band of the register row: numbered columns with their headings and entries, each cell several lines. */
interface RegisterColumn {
  no: number;
  heading: string;
  entry: string[];
  width: number;
}
const registerBand = (columns: RegisterColumn[]): Block => {
  const cell = (c: RegisterColumn, part: 'heading' | 'entry') => (part === 'heading' ? wrap(c.heading, Math.round(c.width * 95)) : c.entry);
  const rowsOf = (part: 'heading' | 'entry') => {
    const cells = columns.map((c) => cell(c, part));
    const depth = Math.max(...cells.map((lines) => lines.length));
    return Array.from({ length: depth }, (_, i) => cells.map((lines) => lines[i] ?? ''));
  };
  return { type: 'table', header: columns.map((c) => String(c.no)), rows: [...rowsOf('heading'), ...rowsOf('entry')], widths: columns.map((c) => c.width) };
};

/**
 * The England and Wales "Certified copy of an entry of birth" (GRO / register office, horizontal
 * register format): the "CERTIFIED COPY OF AN ENTRY OF BIRTH" title, "GIVEN AT THE GENERAL REGISTER
 * OFFICE" with the application number (or the superintendent registrar's local copy), the
 * registration district and "BIRTH in the Sub-district of ... in the ...", then the register's one
 * wide row under "Columns:- 1 2 3 ...": when and where born (the day in words: "Fifteenth March
 * 2015", the hospital below), name, sex (Boy / Girl), father's name and place of birth, mother's
 * name and place of birth, occupation, the informant's signature, description and residence, when
 * registered (in words), the registrar's signature. Footer: "CERTIFIED to be a true copy ...", the
 * seal date, the certificate serial, and the caution on falsifying certificates ("A CERTIFICATE IS
 * NOT EVIDENCE OF IDENTITY"). A birth in England is never the applicant's: it is the child's record.
 */
const englandRegisterEntry = (p: Persona, rng: Rng): DocumentSpec => {
  const { father, mother } = parentsOf(p, true, rng);
  const child = p.child;
  const place = rng.pick(englishDistricts);
  const registered = near(child.dob, rng, 5, 40);
  const issued = issuedAfter(child.dob, p, rng);
  const gro = rng.chance(0.6);
  const capsSurname = rng.chance(0.5);
  const person = (n: Name) => (capsSurname ? `${givenNames(n)} ${upper(n.family)}` : fullName(n));
  const born = (x: Parent) => `${x.city}, ${x.country}`;
  const informantIsMother = rng.chance(0.6);
  const informant = informantIsMother ? mother : father;
  const residence = `${Math.floor(rng.between(2, 180))} ${rng.pick(englishStreets)}, ${place.town}`;
  const applicantIsFather = p.sex === 'Male';
  const fatherJob = applicantIsFather ? p.employer.occupation : rng.pick(['Chef', 'Shop Assistant', 'Engineer', 'Delivery Driver', 'Care Assistant']);
  const motherJob = applicantIsFather ? rng.pick(['Nurse', 'Teacher', 'Cleaner', 'Student', 'Not stated']) : p.employer.occupation;
  const bothJobs = rng.chance(0.5);
  const registrar = p.others.registrar;
  const band1: RegisterColumn[] = [
    { no: 1, heading: 'When and where born', entry: [englishRegisterDate(child.dob), ...place.place], width: 0.32 },
    // The child's name stays on one line (the cell shrinks it) so that it reads as one name.
    { no: 2, heading: rng.pick(['Name, if any', 'Name and surname']), entry: [person(child.name)], width: 0.31 },
    { no: 3, heading: 'Sex', entry: [childIsMale(child.name, rng) ? 'Boy' : 'Girl'], width: 0.09 },
    { no: 4, heading: 'Name and surname of father', entry: wrap(person(father.name), 26), width: 0.28 },
  ];
  const band2: RegisterColumn[] = [
    { no: 5, heading: 'Place of birth of father', entry: wrap(born(father), 22), width: 0.22 },
    { no: 6, heading: 'Name, surname and maiden surname of mother', entry: wrap(person(mother.name), 28), width: 0.3 },
    { no: 7, heading: 'Place of birth of mother', entry: wrap(born(mother), 22), width: 0.22 },
    {
      no: 8,
      heading: bothJobs ? 'Occupation of father and mother' : rng.pick(['Occupation of father', 'Rank or profession of father']),
      entry: bothJobs ? [`${fatherJob} (F)`, `${motherJob} (M)`] : [fatherJob],
      width: 0.26,
    },
  ];
  const band3: RegisterColumn[] = [
    { no: 9, heading: 'Signature, description and residence of informant', entry: [...wrap(person(informant.name), 34), informantIsMother ? 'Mother' : 'Father', ...wrap(residence, 30)], width: 0.38 },
    { no: 10, heading: 'When registered', entry: [englishRegisterDate(registered)], width: 0.28 },
    { no: 11, heading: 'Signature of registrar', entry: [fullName(registrar), rng.pick(['Registrar', 'Deputy Registrar'])], width: 0.34 },
  ];
  const serial = `${rng.pick(['BXCE', 'BXCF', 'BXBZ', 'BXC'])} ${digits(rng, 6)}`;
  const sealed = `${ordinalDate(issued).replace(/^the /, '').replace(/,/, '')}`;
  const blocks: Block[] = [
    { type: 'lines', lines: gro ? ['GIVEN AT THE GENERAL REGISTER OFFICE', `Application Number ${digits(rng, 7)}-${Math.floor(rng.between(1, 4))}`] : [`${upper(place.district)} REGISTER OFFICE`], align: 'center', size: 9 },
    { type: 'title', text: 'CERTIFIED COPY OF AN ENTRY OF BIRTH', align: 'center' },
    {
      type: 'lines',
      lines: [
        `REGISTRATION DISTRICT  ${upper(place.district)}`,
        `${child.dob.getUTCFullYear()}  BIRTH in the Sub-district of ${place.district} in the ${place.area}`,
        `Entry No. ${Math.floor(rng.between(1, 500))}`,
      ],
      size: 9,
    },
    { type: 'lines', lines: ['Columns:-'], size: 8 },
    registerBand(band1),
    registerBand(band2),
    registerBand(band3),
    {
      type: 'paragraph',
      text: gro
        ? `CERTIFIED to be a true copy of an entry in the certified copy of a Register of Births in the District above mentioned. Given at the GENERAL REGISTER OFFICE, under the Seal of the said Office, the ${sealed}.`
        : `CERTIFIED to be a true copy of an entry in a register in my custody. ${fullName(p.others.translator)}, Superintendent Registrar. Date: ${printDate(issued, 'day-month-name')}.`,
    },
    { type: 'lines', lines: [serial], align: 'right', size: 9 },
    { type: 'stamp', lines: gro ? ['GENERAL REGISTER OFFICE', 'SEAL', printDate(issued, 'day-month-abbr')] : ['SUPERINTENDENT REGISTRAR', upper(place.district), printDate(issued, 'day-month-abbr')] },
    {
      type: 'lines',
      lines: ['CAUTION: THERE ARE OFFENCES RELATING TO FALSIFYING OR ALTERING A CERTIFICATE', 'AND USING OR POSSESSING A FALSE CERTIFICATE. ©CROWN COPYRIGHT'],
      size: 8,
    },
    { type: 'footer', text: 'WARNING: A CERTIFICATE IS NOT EVIDENCE OF IDENTITY.' },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['uk birth certificate.pdf', 'certified copy entry of birth gro.pdf', 'child birth certificate england.pdf']),
    styles: ['inline'],
    blocks,
    truth: childTruth(p, 'United Kingdom'),
  };
};

// Two provinces whose long-form copies of the registration look alike: the labels below differ by province.
const provinces = [
  {
    name: 'Ontario',
    code: 'ON',
    cities: ['Toronto', 'Mississauga', 'Brampton', 'Ottawa', 'Hamilton'],
    header: ['ServiceOntario', 'Office of the Registrar General'],
    footer: 'Any alteration or erasure voids this certificate. Ontario Vital Statistics Act, R.S.O. 1990, c. V.4.',
  },
  {
    name: 'British Columbia',
    code: 'BC',
    cities: ['Vancouver', 'Surrey', 'Burnaby', 'Victoria', 'Richmond'],
    header: ['Province of British Columbia', 'Ministry of Health - Vital Statistics Agency'],
    footer: 'Vital Statistics Act, R.S.B.C. 1996, c. 479. This document is void if altered.',
  },
];

/**
 * A Canadian provincial long-form "Certified Copy of Birth Registration" (ServiceOntario / Office of
 * the Registrar General, or the BC Vital Statistics Agency): the child's Surname, Given Name(s),
 * Sex, Date of Birth (YYYY/MM/DD in Ontario, YYYY-MM-DD or spelled out in BC) and Place of Birth
 * (hospital, city, province); then "Mother / Parent" and "Father / Parent" blocks with Surname
 * (the mother's "Surname at birth"), Given Name(s), Birthplace (city, country) and, on the newer
 * statement, the parent's date of birth; the registration number and date, the date of issue and
 * the Deputy Registrar General's name. The applicant was not born in Canada: it is the child's record.
 */
const canadaLongForm = (p: Persona, rng: Rng): DocumentSpec => {
  const { father, mother } = parentsOf(p, true, rng);
  const child = p.child;
  const prov = rng.pick(provinces);
  const city = rng.pick(prov.cities);
  const ontario = prov.code === 'ON';
  const fmt = ontario ? rng.pick(['slash', 'slash', 'dash'] as const) : rng.pick(['dash', 'words'] as const);
  const date = (d: Date) => (fmt === 'slash' ? yearFirstNumeric(d, '/') : fmt === 'dash' ? yearFirstNumeric(d, '-') : upper(printDate(d, 'month-name')));
  const dateLabel = fmt === 'words' ? 'Date of Birth' : `Date of Birth (${fmt === 'slash' ? 'YYYY/MM/DD' : 'YYYY-MM-DD'})`;
  const caps = rng.chance(0.5);
  const text = (s: string) => (caps ? upper(s) : s);
  const parentDates = rng.chance(0.5);
  const male = childIsMale(child.name, rng);
  const neutral = rng.chance(0.4);
  const parentBlock = (title: string, x: Parent, atBirth: boolean): Block[] => [
    { type: 'subtitle', text: title },
    {
      type: 'fields',
      fields: [
        [atBirth ? 'Surname at birth' : 'Surname', text(x.name.family)],
        ['Given Name(s)', text(givenNames(x.name))],
        ['Birthplace (city, country)', text(`${x.city}, ${x.country}`)],
        ...(parentDates ? ([[dateLabel, date(x.dob)]] as Field[]) : []),
      ],
    },
  ];
  const registered = near(child.dob, rng, 4, 45);
  const issued = issuedAfter(child.dob, p, rng);
  const motherFirst = rng.chance(0.6);
  const motherTitle = neutral ? (motherFirst ? 'Parent 1' : 'Parent 2') : 'Mother / Parent';
  const fatherTitle = neutral ? (motherFirst ? 'Parent 2' : 'Parent 1') : 'Father / Parent';
  const hospital = rng.pick(['General Hospital', "Women's Hospital", 'Memorial Hospital', 'Health Centre']);
  const parents = motherFirst
    ? [...parentBlock(motherTitle, mother, true), ...parentBlock(fatherTitle, father, false)]
    : [...parentBlock(fatherTitle, father, false), ...parentBlock(motherTitle, mother, true)];
  const regNo = `${registered.getUTCFullYear()}-${digits(rng, 2)}-${digits(rng, 6)}`;
  const blocks: Block[] = [
    { type: 'lines', lines: prov.header, align: 'center', size: 9 },
    { type: 'title', text: rng.pick(['Certified Copy of Birth Registration', 'CERTIFIED COPY OF BIRTH REGISTRATION']), align: 'center' },
    { type: 'lines', lines: [`Registration Number: ${regNo}`], align: 'right', size: 9 },
    { type: 'subtitle', text: 'Child' },
    {
      type: 'fields',
      fields: [
        ['Surname', text(child.name.family)],
        ['Given Name(s)', text(givenNames(child.name))],
        ['Sex', rng.chance(0.5) ? (male ? 'M' : 'F') : male ? 'Male' : 'Female'],
        [dateLabel, date(child.dob)],
        ['Place of Birth', text(`${city} ${hospital}, ${city}, ${prov.name}`)],
      ],
    },
    ...parents,
    {
      type: 'fields',
      fields: [
        ['Registration Date', date(registered)],
        ['Date of Issue', date(issued)],
      ],
      style: 'inline',
    },
    {
      type: 'paragraph',
      text: `This is to certify that the above is a true copy of particulars taken from a registration of birth filed with the ${ontario ? 'Office of the Registrar General' : 'Vital Statistics Agency'}, ${prov.name}.`,
    },
    { type: 'lines', lines: ['______________________________', fullName(p.others.registrar), 'Deputy Registrar General'] },
    { type: 'stamp', lines: [upper(prov.name), 'REGISTRAR GENERAL', `FILE ${regNo}`] },
    { type: 'footer', text: prov.footer },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['canada birth registration.pdf', 'long form birth certificate ontario.pdf', 'certified copy birth registration.pdf']),
    styles: ['boxes', 'columns', 'inline'],
    blocks,
    truth: childTruth(p, 'Canada'),
  };
};

const prMunicipios = ['San Juan', 'Bayamón', 'Carolina', 'Ponce', 'Caguas', 'Mayagüez', 'Arecibo', 'Guaynabo'];
const prHospitals = ['Hospital Auxilio Mutuo', 'Hospital San Francisco', 'Hospital Pavía', 'Hospital Menonita', 'Hospital Doctors Center', 'Hospital Hima San Pablo'];
/** A parent's birthplace as the Demographic Registry prints it: the country alone (in capitals) or the town too. */
const prBirthplace = (x: Parent, withTown: boolean) => upper(withTown ? `${x.city}, ${x.country}` : x.country);

/**
 * A Puerto Rico Department of Health, Demographic Registry "Certificado de Nacimiento / Birth
 * Certificate" on security paper (the 2010 edition and later): bilingual headers ("Gobierno de
 * Puerto Rico", earlier "Estado Libre Asociado de Puerto Rico"), boxes with Spanish / English
 * labels: "Nombre / Name", "Apellido Paterno / Father's Surname", "Apellido Materno / Mother's
 * Surname", "Sexo / Sex", "Fecha de Nacimiento / Date of Birth", "Hora / Time", "Lugar de
 * Nacimiento / Place of Birth" (the municipio) and the hospital; "Nombre del Padre / Father's
 * Name", "Lugar de Nacimiento del Padre / Father's Birthplace", the father's age, the same for the
 * mother; the registry number (older editions: libro / folio / acta), the filing and issue dates,
 * the control number and the Registry director's name. A US-born child: the applicant's child.
 */
const puertoRico = (p: Persona, rng: Rng): DocumentSpec => {
  const { father, mother } = parentsOf(p, true, rng);
  const child = p.child;
  const newer = rng.chance(0.6);
  const fmt = rng.pick(['us', 'es', 'month-name'] as const);
  const date = (d: Date) => (fmt === 'us' ? printDate(d, 'us') : fmt === 'es' ? upper(esDate(d)) : upper(printDate(d, 'month-name')));
  const male = childIsMale(child.name, rng);
  const municipio = rng.pick(prMunicipios);
  const filed = near(child.dob, rng, 3, 30);
  const issued = issuedAfter(child.dob, p, rng);
  const withTown = rng.chance(0.5);
  const ageAtBirth = (x: Parent) => {
    const years = child.dob.getUTCFullYear() - x.dob.getUTCFullYear();
    return String(child.dob.getUTCMonth() * 100 + child.dob.getUTCDate() < x.dob.getUTCMonth() * 100 + x.dob.getUTCDate() ? years - 1 : years);
  };
  const surnameLabels = rng.pick([
    ["Apellido Paterno / Father's Surname", "Apellido Materno / Mother's Surname"],
    ['Apellido Paterno / Paternal Surname', 'Apellido Materno / Maternal Surname'],
  ]) as [string, string];
  // The child carries one surname in our records; the maternal-surname box is left as printed when unused.
  const cells: Cell[] = [
    { label: 'Nombre / Name', value: upper(givenNames(child.name)) },
    { label: 'Sexo / Sex', value: newer ? (male ? 'M' : 'F') : male ? 'MASCULINO / MALE' : 'FEMENINO / FEMALE' },
    { label: surnameLabels[0], value: upper(child.name.family) },
    { label: surnameLabels[1], value: '---' },
    { label: 'Fecha de Nacimiento / Date of Birth', value: date(child.dob) },
    { label: 'Hora / Time', value: `${pad(Math.floor(rng.between(0, 24)))}:${pad(Math.floor(rng.between(0, 60)))}` },
    { label: 'Lugar de Nacimiento / Place of Birth', value: `${upper(municipio)}, PUERTO RICO` },
    { label: 'Hospital / Facility', value: upper(rng.pick(prHospitals)) },
  ];
  // The father's and the mother's boxes side by side, row by row.
  const parentCells = (label: (del: string, en: string) => string, value: (x: Parent) => string): Cell[] => [
    { label: label('del Padre', "Father's"), value: value(father) },
    { label: label('de la Madre', "Mother's"), value: value(mother) },
  ];
  const parents: Cell[] = [
    ...parentCells((del, en) => `Nombre ${del} / ${en} Name`, (x) => upper(fullName(x.name))),
    ...parentCells((del, en) => `Lugar de Nacimiento ${del} / ${en} Birthplace`, (x) => prBirthplace(x, withTown)),
    ...parentCells((del, en) => `Edad ${del} / ${en} Age`, ageAtBirth),
  ];
  const registry: Cell[] = newer
    ? [
      { label: 'Número de Registro / Registry Number', value: `${child.dob.getUTCFullYear()}-${digits(rng, 6)}` },
      { label: 'Fecha de Presentación / Filing Date', value: date(filed) },
    ]
    : [
      { label: 'Libro / Book - Folio - Acta / Entry', value: `${digits(rng, 3)} - ${digits(rng, 3)} - ${digits(rng, 4)}` },
      { label: 'Fecha de Inscripción / Registration Date', value: date(filed) },
    ];
  const blocks: Block[] = [
    {
      type: 'lines',
      lines: [
        newer ? 'GOBIERNO DE PUERTO RICO / GOVERNMENT OF PUERTO RICO' : 'ESTADO LIBRE ASOCIADO DE PUERTO RICO / COMMONWEALTH OF PUERTO RICO',
        'DEPARTAMENTO DE SALUD / DEPARTMENT OF HEALTH',
        'REGISTRO DEMOGRÁFICO / DEMOGRAPHIC REGISTRY',
      ],
      align: 'center',
      size: 9,
    },
    { type: 'title', text: 'CERTIFICADO DE NACIMIENTO / BIRTH CERTIFICATE', align: 'center' },
    { type: 'lines', lines: [`Núm. de Control / Control No. ${rng.pick(['E', 'F', 'G'])}${digits(rng, 7)}`], align: 'right', size: 9 },
    { type: 'grid', columns: 2, cells: [...cells, ...registry, ...parents] },
    {
      type: 'paragraph',
      text: `Certifico que la información aquí contenida es copia fiel del certificado de nacimiento que obra en el Registro Demográfico. / I certify that the information herein is a true copy of the birth certificate on file at the Demographic Registry. Expedido / Issued: ${date(issued)}.`,
    },
    { type: 'lines', lines: ['______________________________', upper(fullName(p.others.registrar)), 'Director(a) / Director, Registro Demográfico'], align: 'center' },
    { type: 'stamp', lines: ['REGISTRO DEMOGRÁFICO', 'DEPARTAMENTO DE SALUD', 'PUERTO RICO'] },
    { type: 'footer', text: 'Cualquier alteración o borradura anula este certificado. / Any alteration or erasure voids this certificate.' },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['puerto rico birth certificate.pdf', 'certificado de nacimiento pr.pdf', 'child birth certificate pr.pdf']),
    styles: ['boxes'],
    blocks,
    truth: childTruth(p, 'United States'),
  };
};

// Where a US post registers births abroad, by country: the embassy and, where there is one, a consulate general.
const usPosts: Record<string, string[]> = {
  MEX: ['U.S. Embassy Mexico City', 'U.S. Consulate General Guadalajara', 'U.S. Consulate General Monterrey'],
  GTM: ['U.S. Embassy Guatemala City'],
  SLV: ['U.S. Embassy San Salvador'],
  HND: ['U.S. Embassy Tegucigalpa'],
  COL: ['U.S. Embassy Bogota'],
  PHL: ['U.S. Embassy Manila'],
  IND: ['U.S. Embassy New Delhi', 'U.S. Consulate General Mumbai', 'U.S. Consulate General Chennai', 'U.S. Consulate General Hyderabad'],
  NGA: ['U.S. Embassy Abuja', 'U.S. Consulate General Lagos'],
  VEN: ['U.S. Embassy Caracas'],
  PER: ['U.S. Embassy Lima'],
};
const usBirthplaces = ['Houston, Texas', 'Los Angeles, California', 'Chicago, Illinois', 'Miami, Florida', 'Phoenix, Arizona', 'San Antonio, Texas', 'Newark, New Jersey'];

/**
 * The US Department of State "Consular Report of Birth Abroad of a Citizen of the United States of
 * America" (Form FS-240): the seal and title, the report number, the child's name at birth (Last /
 * First / Middle boxes on the current edition, one line on the older one), sex, date and place of
 * birth (city, country), the father's / parent's and mother's / parent's names with their dates
 * and places of birth, the post where the birth was registered and the date, the consular
 * officer's name and title, and the statement that the report is proof of US citizenship. The
 * child was born in the applicant's country; the US-citizen parent is the spouse, born in the US.
 */
const consularReport = (p: Persona, rng: Rng): DocumentSpec => {
  const { father, mother } = parentsOf(p, true, rng);
  const child = p.child;
  const city = rng.pick(p.country.cities);
  // The spouse is the US citizen the report rests on: born in the United States.
  const spouseBirthplace = `${rng.pick(usBirthplaces)}, U.S.A.`;
  const spouseIsFather = p.sex !== 'Male';
  const placeOf = (x: Parent, isFather: boolean) => (isFather === spouseIsFather ? spouseBirthplace : `${x.city}, ${x.country}`);
  const newer = child.dob.getUTCFullYear() >= 2011 || rng.chance(0.3);
  const fmt = rng.pick(['month-name', 'day-month-name', 'us'] as const);
  const date = (d: Date) => upper(printDate(d, fmt));
  const post = p.country.code === 'VEN' && child.dob.getUTCFullYear() >= 2019 ? 'U.S. Embassy Bogota' : rng.pick(usPosts[p.country.code] ?? ['U.S. Embassy']);
  const registered = near(child.dob, rng, 30, 300);
  const officer = p.others.registrar;
  const reportNo = `${registered.getUTCFullYear()}${digits(rng, 6)}`;
  const male = childIsMale(child.name, rng);
  const nameCells: Cell[] = newer
    ? [
      { label: 'NAME AT BIRTH - LAST', value: upper(child.name.family) },
      { label: 'FIRST', value: upper(child.name.given) },
      { label: 'MIDDLE', value: upper(child.name.middle) || ' ' },
    ]
    : [{ label: '1. NAME OF CHILD (Last, First, Middle)', value: upper([child.name.family, [child.name.given, child.name.middle].filter(Boolean).join(' ')].join(', ')), span: 3 }];
  const n = (no: number, label: string) => (newer ? label : `${no}. ${label}`);
  const parentCells = (no: number, title: string, x: Parent, isFather: boolean): Cell[] => [
    { label: n(no, `${title} - NAME`), value: upper(fullName(x.name)), span: 3 },
    { label: n(no + 1, 'DATE OF BIRTH'), value: date(x.dob) },
    { label: n(no + 2, 'PLACE OF BIRTH'), value: upper(placeOf(x, isFather)), span: 2 },
  ];
  const blocks: Block[] = [
    { type: 'lines', lines: ['THE UNITED STATES OF AMERICA', 'DEPARTMENT OF STATE'], align: 'center', size: 9 },
    { type: 'title', text: 'CONSULAR REPORT OF BIRTH ABROAD', align: 'center' },
    { type: 'subtitle', text: 'OF A CITIZEN OF THE UNITED STATES OF AMERICA', align: 'center' },
    { type: 'lines', lines: [`REPORT NO. ${reportNo}`, ...(newer ? [`No. ${rng.pick(['A', 'B'])}${digits(rng, 8)}`] : [])], align: 'right', size: 9 },
    {
      type: 'grid',
      columns: 3,
      cells: [
        ...nameCells,
        { label: n(2, 'SEX'), value: male ? 'MALE' : 'FEMALE' },
        { label: n(3, 'DATE OF BIRTH'), value: date(child.dob) },
        { label: n(4, 'PLACE OF BIRTH (City, Country)'), value: upper(`${city}, ${p.country.name}`), span: 3 },
      ],
    },
    { type: 'grid', columns: 3, cells: parentCells(5, newer ? 'FATHER / PARENT' : 'FATHER', father, true) },
    { type: 'grid', columns: 3, cells: parentCells(8, newer ? 'MOTHER / PARENT' : 'MOTHER', mother, false) },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: n(11, 'PLACE OF REGISTRATION'), value: upper(post), span: 2 },
        { label: n(12, 'DATE OF REGISTRATION'), value: date(registered) },
      ],
    },
    {
      type: 'paragraph',
      text: newer
        ? 'This Consular Report of Birth Abroad of a Citizen of the United States of America is issued in accordance with 22 U.S.C. 2705 and has the same force and effect as proof of United States citizenship as a certificate of naturalization or of citizenship.'
        : 'I certify that the above report of birth was made on the basis of documentary evidence presented to this office and that the child named herein acquired United States citizenship at birth.',
    },
    { type: 'lines', lines: ['______________________________', upper(fullName(officer)), rng.pick(['Consular Officer of the United States of America', 'Vice Consul of the United States of America', 'Consul of the United States of America'])] },
    { type: 'stamp', lines: ['UNITED STATES OF AMERICA', 'DEPARTMENT OF STATE', upper(post)] },
    { type: 'footer', text: `FORM FS-240 ${newer ? '(01-2011)' : '(REV. 05-2005)'}  This document is not valid if altered or reproduced. It is not a passport.` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['fs-240 consular report of birth abroad.pdf', 'crba child.pdf', 'consular report birth abroad.pdf']),
    styles: ['boxes'],
    blocks,
    truth: childTruth(p, p.country.name),
  };
};

// The department (state, province) each persona city is in, for the "municipio, departamento" line.
const departments: Record<string, string> = {
  Guadalajara: 'Jalisco', Monterrey: 'Nuevo León', Puebla: 'Puebla', Oaxaca: 'Oaxaca', Quetzaltenango: 'Quetzaltenango', Antigua: 'Sacatepéquez', Escuintla: 'Escuintla',
  'San Miguel': 'San Miguel', 'Santa Ana': 'Santa Ana', Sonsonate: 'Sonsonate', Tegucigalpa: 'Francisco Morazán', 'San Pedro Sula': 'Cortés', 'La Ceiba': 'Atlántida',
  Medellin: 'Antioquia', Cali: 'Valle del Cauca', Barranquilla: 'Atlántico', 'Quezon City': 'Metro Manila', 'Cebu City': 'Cebu', 'Davao City': 'Davao del Sur',
  Pune: 'Maharashtra', Chennai: 'Tamil Nadu', Hyderabad: 'Telangana', Jaipur: 'Rajasthan', Lagos: 'Lagos', Ibadan: 'Oyo', Enugu: 'Enugu',
  Maracaibo: 'Zulia', Valencia: 'Carabobo', Barquisimeto: 'Lara', Arequipa: 'Arequipa', Trujillo: 'La Libertad', Cusco: 'Cusco',
};

/** The 13-digit CUI of Guatemala's personal identity number, as printed in groups of four, five and four. */
const cui = (rng: Rng) => `${digits(rng, 4)} ${digits(rng, 5)} ${digits(rng, 4)}`;
const verificationCode = (rng: Rng) => Array.from({ length: 4 }, () => digits(rng, 4)).join('-');

/**
 * A Guatemalan RENAP "Certificado de Nacimiento" as printed from the RENAP portal (and the office
 * counter copy): "REGISTRO NACIONAL DE LAS PERSONAS", the Registrador Civil's "CERTIFICA" sentence
 * naming the municipio and departamento, then one line each: "Nombre completo" (given names then
 * surnames), "CUI", "Sexo", "Fecha de nacimiento: 15 de marzo de 1990", "Lugar: municipio,
 * departamento", "Nombre del padre" and "Nombre de la madre" with full names, the partida / folio /
 * libro of the birth book, the registration date and notes; the registrar, the issue date and
 * time, the fee, and the electronic verification code. The applicant's own record, or the child's.
 */
const guatemalaRenap = (p: Persona, rng: Rng): DocumentSpec => {
  const child = rng.chance(0.3);
  const { father, mother } = parentsOf(p, child, rng);
  const who = child ? { name: p.child.name, dob: p.child.dob, city: rng.pick(p.country.cities), male: childIsMale(p.child.name, rng) } : { name: p.name, dob: p.dob, city: p.birthCity, male: p.sex === 'Male' };
  const department = departments[who.city] ?? who.city;
  const fmt = rng.pick(['words', 'words-caps', 'numeric'] as const);
  const date = (d: Date) => (fmt === 'words' ? esDate(d) : fmt === 'words-caps' ? upper(esDate(d)) : dayFirst(d));
  const caps = rng.chance(0.6);
  const text = (s: string) => (caps ? upper(s) : s);
  const portal = rng.chance(0.65);
  const registered = near(who.dob, rng, 3, 60);
  const issued = issuedAfter(who.dob, p, rng);
  const registrar = p.others.registrar;
  const withCountry = rng.chance(0.4);
  const nameLabel = rng.pick(['Nombre completo', 'Nombre del inscrito']);
  const fatherFirst = rng.chance(0.8);
  const parents: Field[] = fatherFirst
    ? [['Nombre del padre', text(fullName(father.name))], ['Nombre de la madre', text(fullName(mother.name))]]
    : [['Nombre de la madre', text(fullName(mother.name))], ['Nombre del padre', text(fullName(father.name))]];
  const blocks: Block[] = [
    { type: 'lines', lines: ['REGISTRO NACIONAL DE LAS PERSONAS', `REPÚBLICA DE ${upper(p.country.name)}`, rng.pick(['REGISTRO CENTRAL DE LAS PERSONAS', 'REGISTRO CIVIL DE LAS PERSONAS'])], align: 'center' },
    { type: 'title', text: rng.pick(['CERTIFICADO DE NACIMIENTO', 'CERTIFICACIÓN DE NACIMIENTO']), align: 'center' },
    {
      type: 'paragraph',
      text: `${rng.pick(['El infrascrito Registrador Civil de las Personas', 'El Registrador Civil de las Personas'])} del municipio de ${text(who.city)}, departamento de ${text(department)}, CERTIFICA: que en el Registro Civil de las Personas se encuentra inscrito el nacimiento con los datos siguientes:`,
    },
    {
      type: 'fields',
      fields: [
        [nameLabel, text(fullName(who.name))],
        ['CUI', cui(rng)],
        ['Sexo', text(who.male ? 'Masculino' : 'Femenino')],
        ['Fecha de nacimiento', date(who.dob)],
        ['Lugar', text(`${who.city}, ${department}${withCountry ? `, ${p.country.name}` : ''}`)],
        ...parents,
      ],
    },
    {
      type: 'fields',
      fields: [
        ['Partida', digits(rng, rng.chance(0.5) ? 3 : 4)],
        ['Folio', digits(rng, 3)],
        ['Libro', digits(rng, 2)],
        ['Fecha de inscripción', dayFirst(registered)],
      ],
      style: 'inline',
    },
    { type: 'fields', fields: [['Anotaciones', rng.pick(['Ninguna', 'NO HAY ANOTACIONES', 'Sin anotaciones marginales'])]], style: 'inline' },
    {
      type: 'paragraph',
      text: `Y para los usos legales que al interesado convengan, se extiende la presente en ${text(who.city)}, el ${esDate(issued)}${portal ? `, a las ${pad(Math.floor(rng.between(7, 18)))}:${pad(Math.floor(rng.between(0, 60)))} horas` : ''}.`,
    },
    { type: 'lines', lines: [upper(fullName(registrar)), 'Registrador Civil de las Personas'], align: 'center' },
    ...(portal ? [] : ([{ type: 'stamp', lines: ['RENAP', 'REGISTRO CIVIL DE LAS PERSONAS', upper(who.city)] }] as Block[])),
    {
      type: 'lines',
      lines: [
        `${portal ? 'Código de verificación electrónica' : 'Código de verificación'}: ${verificationCode(rng)}`,
        rng.pick(['Valor: Q. 15.00', 'Valor del certificado: Q 15.00']),
        portal ? 'Documento emitido electrónicamente; verifique su autenticidad en el portal del RENAP con el código indicado.' : 'No válido con tachaduras, borrones o enmendaduras.',
      ],
      size: 8,
    },
    { type: 'footer', text: `RENAP - Certificado No. ${digits(rng, 9)}  Página 1 de 1` },
  ];
  return {
    kind: 'birth_certificate',
    fileName: rng.pick(['certificado de nacimiento renap.pdf', 'renap nacimiento.pdf', 'partida de nacimiento guatemala.pdf']),
    styles: ['columns', 'inline', 'leaders'],
    blocks,
    truth: child ? childTruth(p, p.country.name) : ownBirthTruth(p, { sex: true }),
  };
};

export const birthDevelopment8: LayoutFamily[] = [
  {
    id: 'birth_certificate/england-gro-register-columns',
    kind: 'birth_certificate',
    modelledOn: 'England & Wales GRO / register office certified copy of an entry of birth: one wide register row of numbered columns (when and where born in words, father, mother, places of birth, informant, registrar), CERTIFIED footer, caution',
    build: englandRegisterEntry,
  },
  {
    id: 'birth_certificate/canada-provincial-long-form',
    kind: 'birth_certificate',
    modelledOn: 'Ontario / British Columbia Certified Copy of Birth Registration (long form): Surname, Given Name(s), YYYY/MM/DD date, Mother / Father (Parent) blocks with surname at birth and birthplace, Deputy Registrar General',
    build: canadaLongForm,
  },
  {
    id: 'birth_certificate/puerto-rico-bilingual',
    kind: 'birth_certificate',
    modelledOn: "Puerto Rico Registro Demográfico Certificado de Nacimiento / Birth Certificate: bilingual boxes (Apellido Paterno / Father's Surname), father's and mother's name, birthplace and age, control number: a US-born child",
    build: puertoRico,
  },
  {
    id: 'birth_certificate/us-consular-report-fs240',
    kind: 'birth_certificate',
    modelledOn: 'US Department of State Consular Report of Birth Abroad (FS-240): child name Last / First / Middle, foreign place of birth, parents with dates and places of birth, post, consular officer, report number',
    build: consularReport,
  },
  {
    id: 'birth_certificate/guatemala-renap-portal',
    kind: 'birth_certificate',
    modelledOn: 'Guatemalan RENAP Certificado de Nacimiento printed from the portal: CERTIFICA sentence, Nombre completo, CUI, date in words, Lugar municipio / departamento, Nombre del padre / de la madre on one line each, partida / folio / libro, verification code',
    build: guatemalaRenap,
  },
];
