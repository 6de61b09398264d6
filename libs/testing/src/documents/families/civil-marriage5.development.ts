import { fullName, printDate, upper } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { phoneLike } from './residence-work-common.development.js';
import { commaName, dayFirst, digits, esDate, givenNames, marriageTruth, near, ordinalDate, stateName } from './civil-common.development.js';

// The persona's current marriage always took place in a US city ("City, ST"), so each of these
// foreign layouts is the version its issuer makes for a marriage abroad: a consular report or
// registration, or a register entry for a marriage solemnized in the district named.

/** Completed years between a birth and a later date. */
const ageAt = (born: Date, at: Date) => {
  const years = at.getUTCFullYear() - born.getUTCFullYear();
  const before = at.getUTCMonth() < born.getUTCMonth() || (at.getUTCMonth() === born.getUTCMonth() && at.getUTCDate() < born.getUTCDate());
  return before ? years - 1 : years;
};

interface Party {
  name: Name;
  dob: Date;
  applicant: boolean;
  father: Name;
  mother: Name;
}

// Given names for the spouse's parents: people the documents print who are nobody on the forms.
const fatherGivens = ['Antonio', 'Emmanuel', 'Ramesh', 'Samuel', 'Jose', 'Richard', 'Olusegun', 'Francisco', 'Winston'];
const motherGivens = ['Rosario', 'Grace', 'Lakshmi', 'Margaret', 'Carmen', 'Patience', 'Teresita', 'Elena', 'Joyce'];

/** A birth date near the applicant's, but never one that makes the spouse a minor at the wedding. */
const spouseBirth = (p: Persona, rng: Rng) => {
  const dob = near(p.dob, rng, -2500, 2500);
  return ageAt(dob, p.marriage.date) >= 19 ? dob : near(p.marriage.date, rng, -365 * 30, -365 * 20);
};

/**
 * Husband and wife (the persona's spouse is always of the other sex): the applicant with the
 * persona's parents, the spouse with a birth date near the applicant's and distractor parents
 * (the father with the spouse's surname).
 */
const coupleOf = (p: Persona, rng: Rng) => {
  const me: Party = { name: p.name, dob: p.dob, applicant: true, father: p.father, mother: p.mother };
  const spouse: Party = {
    name: p.spouse,
    dob: spouseBirth(p, rng),
    applicant: false,
    father: { given: rng.pick(fatherGivens), middle: '', family: p.spouse.family.split(' ')[0] as string },
    mother: { given: rng.pick(motherGivens), middle: '', family: rng.pick(['Santos', 'Okoro', 'Iyer', 'Reyes', 'Campbell', 'Mensah', 'Herrera']) },
  };
  return p.sex === 'Male' ? { husband: me, wife: spouse, spouse } : { husband: spouse, wife: me, spouse };
};

/** The marriage place split into city, state code and state name. */
const placeOf = (p: Persona) => {
  const [city, st] = p.marriage.place.split(', ') as [string, string];
  return { city, st, state: stateName(st) };
};

/** An officer's name made of two other people's parts, so it is nobody the persona knows. */
const officerOf = (a: Name, b: Name): Name => ({ given: a.given, middle: '', family: b.family });

const streetOf = (p: Persona) => (p.address.unit ? `${p.address.street} Apt ${p.address.unit}` : p.address.street);

/**
 * The Philippine "Certificate of Marriage" (Municipal Form No. 97, Revised January 2007) as filed
 * for a marriage abroad, a "Report of Marriage" taken by a Philippine Foreign Service post and
 * transmitted to the PSA: Country / Foreign Service Post / Registry No. at the top, then the
 * HUSBAND and WIFE columns side by side under numbered items (1 Name (First)(Middle)(Last),
 * 2a Date of Birth (Day)(Month)(Year), 2b Age, 3 Place of Birth, 4a Sex, 4b Citizenship,
 * 5 Residence, 6 Religion, 7 Civil Status, 8 Name of Father, 9 Citizenship, 10 Maiden Name of
 * Mother, 11 Citizenship), then 15 Place of Marriage, 16 Date of Marriage and 17 Time, the
 * solemnizing officer's certification, the witnesses, "Received by" and the post's civil
 * registrar. A PSA-issued copy adds the PSA header and its certification with the O.R. number.
 */
const psaReport = (p: Persona, rng: Rng): DocumentSpec => {
  const { husband, wife } = coupleOf(p, rng);
  const { city, state } = placeOf(p);
  const d = p.marriage.date;
  const post = rng.pick(['Chicago', 'Los Angeles', 'New York', 'San Francisco', 'Honolulu', 'Washington D.C.']);
  const postName = post === 'Washington D.C.' ? 'Embassy of the Philippines, Washington D.C.' : `Philippine Consulate General, ${post}`;
  const psaCopy = rng.chance(0.6);
  // A Report of Marriage needs a Filipino party: the spouse is one unless the applicant is.
  const spouseCitizen = p.country.code === 'PHL' ? rng.pick(['FILIPINO', 'AMERICAN']) : 'FILIPINO';
  const citizen = (x: Party) => (x.applicant ? upper(p.country.demonym) : spouseCitizen);
  const parentCitizen = (x: Party, parent: 'father' | 'mother') => (x.applicant ? upper((parent === 'father' ? p.fatherBirth : p.motherBirth).country.demonym) : spouseCitizen);
  const birthPlace = (x: Party) => (x.applicant ? `${upper(p.birthCity)}, ${upper(p.country.name)}` : spouseCitizen === 'FILIPINO' ? `${upper(rng.pick(['Quezon City', 'Cebu City', 'Iloilo City', 'Baguio City']))}, PHILIPPINES` : `${upper(city)}, ${upper(state)}`);
  const religion = () => rng.pick(['ROMAN CATHOLIC', 'IGLESIA NI CRISTO', 'BORN AGAIN CHRISTIAN', 'CHRISTIAN', 'ISLAM']);
  // The applicant's earlier marriage ended in divorce; the spouse marries for the first time.
  const status = (x: Party) => (x.applicant ? 'DIVORCED' : 'SINGLE');
  const dob = (x: Party) => upper(printDate(x.dob, 'day-month-name'));
  const both = (label: string, f: (x: Party) => string) => [label, f(husband), f(wife)];
  const officer = `${rng.pick(['HON.', 'REV.', 'REV. FR.'])} ${upper(fullName(p.others.registrar))}`;
  const venue = rng.pick(['OFFICE OF THE COUNTY CLERK', 'CITY HALL', `ST. ${rng.pick(['JOSEPH', 'ANTHONY', 'MARY'])} CHURCH`, 'MUNICIPAL COURT']);
  const certifier = officerOf(p.others.landlord, p.others.translator);
  const blocks: Block[] = [
    { type: 'lines', lines: ['Municipal Form No. 97', '(Revised January 2007)'], size: 7 },
    {
      type: 'lines',
      lines: psaCopy ? ['Republic of the Philippines', 'PHILIPPINE STATISTICS AUTHORITY', 'OFFICE OF THE CIVIL REGISTRAR GENERAL'] : ['Republic of the Philippines', 'OFFICE OF THE CIVIL REGISTRAR GENERAL', 'DEPARTMENT OF FOREIGN AFFAIRS'],
      align: 'center',
    },
    { type: 'title', text: rng.pick(['CERTIFICATE OF MARRIAGE', 'REPORT OF MARRIAGE']), align: 'center' },
    {
      type: 'grid',
      columns: 2,
      cells: [
        { label: 'Country', value: 'UNITED STATES OF AMERICA' },
        { label: 'Registry No.', value: `${d.getUTCFullYear()}-${digits(rng, 4)}` },
        { label: 'Foreign Service Post', value: postName, span: 2 },
      ],
    },
    {
      type: 'table',
      header: ['', 'HUSBAND', 'WIFE'],
      widths: [0.32, 0.34, 0.34],
      rows: [
        both('1. Name of Contracting Party (First)', (x) => upper(x.name.given)),
        both('(Middle)', (x) => upper(x.name.middle) || '-'),
        both('(Last)', (x) => upper(x.name.family)),
        both('2a. Date of Birth (Day)(Month)(Year)', dob),
        both('2b. Age', (x) => String(ageAt(x.dob, d))),
        both('3. Place of Birth', birthPlace),
        ['4a. Sex (Male/Female)', 'MALE', 'FEMALE'],
        both('4b. Citizenship', citizen),
        both('5. Residence', () => `${upper(streetOf(p))}, ${upper(p.address.city)}, ${p.address.state}`),
        both('6. Religion/Religious Sect', religion),
        both('7. Civil Status', status),
        both('8. Name of Father (First)(Middle)(Last)', (x) => upper(fullName(x.father))),
        both('9. Citizenship', (x) => parentCitizen(x, 'father')),
        both('10. Maiden Name of Mother', (x) => upper(fullName(x.mother))),
        both('11. Citizenship', (x) => parentCitizen(x, 'mother')),
      ],
    },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: '15. PLACE OF MARRIAGE (Office/Church) (City/Municipality) (State/Country)', value: `${venue}, ${upper(city)}, ${upper(state)}, U.S.A.`, span: 3 },
        { label: '16. DATE OF MARRIAGE (Day)(Month)(Year)', value: upper(printDate(d, rng.pick(['day-month-name', 'day-month-abbr'] as const))), span: 2 },
        { label: '17. TIME OF MARRIAGE', value: `${Math.floor(rng.between(8, 12))}:${rng.pick(['00', '15', '30', '45'])} ${rng.pick(['AM', 'PM'])}` },
      ],
    },
    { type: 'subtitle', text: '19a. CERTIFICATION OF THE SOLEMNIZING OFFICER' },
    {
      type: 'paragraph',
      text: `THIS IS TO CERTIFY: THAT BEFORE ME, on the date and place above-written, personally appeared the above-mentioned parties, with their mutual consent, lawfully joined together in marriage which was solemnized by me in the presence of the witnesses named below, all of whom are of legal age. Marriage License No. ${digits(rng, 8)} issued at ${city}, ${state}.`,
    },
    {
      type: 'fields',
      fields: [
        ['Solemnizing Officer', officer],
        ['Position/Designation', rng.pick(['Judge', 'Minister', 'Priest', 'Deputy Marriage Commissioner'])],
        ['20a. Witnesses', `${upper(fullName(p.others.landlord))}; ${upper(fullName(p.others.hrContact))}`],
        ['Received by', `${upper(fullName(p.others.translator))}, ${rng.pick(['Consul', 'Vice Consul', 'Consular Officer'])}`],
        ['Date Reported', printDate(near(d, rng, 20, 400), 'day-month-name')],
      ],
    },
    ...(psaCopy
      ? ([
          { type: 'paragraph', text: `This is a certified true copy of the record of marriage on file in the Philippine Statistics Authority, as transmitted by the ${postName}. Issued to ${upper(fullName(p.name))} upon request.` },
          { type: 'fields', fields: [['O.R. Number', digits(rng, 8)], ['Amount Paid', 'PHP 155.00'], ['Date Issued', printDate(near(p.arrival, rng, -300, -20), 'month-name')]], style: 'inline' },
          { type: 'lines', lines: [upper(fullName(certifier)), 'For the Civil Registrar General'], align: 'right' },
        ] as Block[])
      : []),
    { type: 'stamp', lines: psaCopy ? ['PHILIPPINE STATISTICS AUTHORITY', 'CERTIFIED TRUE COPY'] : [upper(postName), 'CIVIL REGISTRY'] },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['psa marriage certificate.pdf', 'report of marriage psa.pdf', 'PSA_CENOMAR_marriage.pdf']), styles: ['columns', 'inline'], blocks, truth: marriageTruth(p) };
};

type Issuer = 'NGA' | 'JAM' | 'GHA';

/** Header lines and title of a register entry, as each country's registry prints it. */
const registerHeader = (issuer: Issuer): { lines: string[]; title: string; registrar: string } =>
  ({
    NGA: { lines: ['FEDERAL REPUBLIC OF NIGERIA', 'MARRIAGE ACT (CAP. M6 LFN 2004)', 'FORM E'], title: 'CERTIFICATE OF MARRIAGE', registrar: 'Registrar of Marriages' },
    JAM: { lines: ['JAMAICA', "REGISTRAR GENERAL'S DEPARTMENT", 'THE MARRIAGE ACT'], title: 'CERTIFIED COPY OF AN ENTRY OF MARRIAGE', registrar: 'Deputy Registrar General' },
    GHA: { lines: ['REPUBLIC OF GHANA', 'MARRIAGES ACT, 1884-1985 (CAP. 127)', 'REGISTRAR OF MARRIAGES'], title: 'CERTIFICATE OF MARRIAGE', registrar: 'Registrar of Marriages' },
  })[issuer];

/**
 * A Commonwealth marriage register entry (Nigeria Marriage Act Form E, the Jamaican Registrar
 * General's certified copy, a Ghana Cap. 127 certificate): "No. __ Marriage solemnized at __ in
 * the District of __", then one ruled row per party, groom first, under the columns No., When
 * married, Name and Surname, Age, Condition (Bachelor / Spinster / Divorced), Rank or Profession,
 * Residence at the time of marriage, Father's Name and Surname, Rank or Profession of Father; then
 * "Married in the __ by Licence by me", the parties' and two witnesses' names, and the registrar's
 * certificate that it is a true copy of the entry, with the date of issue and a seal.
 */
const registerEntry = (p: Persona, rng: Rng): DocumentSpec => {
  const { husband, wife } = coupleOf(p, rng);
  const { city, state } = placeOf(p);
  const d = p.marriage.date;
  const issuer: Issuer = p.country.code === 'NGA' ? 'NGA' : rng.pick(['NGA', 'JAM', 'GHA'] as const);
  const head = registerHeader(issuer);
  const entry = digits(rng, 3);
  const venue = rng.pick(["St. Peter's Anglican Church", 'Christ Apostolic Church', 'the Methodist Church', 'the Registry Office', 'the Cathedral Church of Christ']);
  const nameOf = rng.pick([(n: Name) => `${givenNames(n)} ${upper(n.family)}`, (n: Name) => upper(fullName(n)), commaName]);
  const condition = (x: Party, male: boolean) => (x.applicant ? rng.pick(['Divorced', 'Marriage dissolved']) : male ? 'Bachelor' : 'Spinster');
  const profession = (x: Party) => (x.applicant ? p.employer.occupation : rng.pick(['Teacher', 'Trader', 'Banker', 'Nurse', 'Civil Servant', 'Pharmacist']));
  const fatherRank = () => rng.pick(['Farmer', 'Trader', 'Retired', 'Clergyman', 'Civil Servant', 'Engineer', 'Deceased']);
  const when = printDate(d, rng.pick(['day-month-name', 'day-month-abbr'] as const));
  // A certified copy typed on a portrait sheet carries the nine register columns in two tables, the name repeated.
  const particulars = (x: Party, male: boolean, first: boolean) => [first ? entry : '', first ? when : '', nameOf(x.name), String(ageAt(x.dob, d)), condition(x, male), profession(x)];
  const family = (x: Party) => [nameOf(x.name), `${p.address.city}, ${p.address.state}`, nameOf(x.father), fatherRank()];
  const minister = `${rng.pick(['Rev.', 'Ven.', 'Pastor'])} ${fullName(p.others.registrar)}`;
  const registrar = fullName(p.others.translator);
  const issued = near(d, rng, 30, 1500);
  const blocks: Block[] = [
    { type: 'lines', lines: head.lines, align: 'center' },
    { type: 'title', text: head.title, align: 'center' },
    { type: 'lines', lines: [`No. ${entry}`], align: 'right' },
    { type: 'paragraph', text: `Marriage solemnized at ${venue} in the District of ${city} in the State of ${state}` },
    {
      type: 'table',
      header: ['No.', 'When married', 'Name and Surname', 'Age', 'Condition', 'Rank or Profession'],
      widths: [0.07, 0.17, 0.3, 0.08, 0.16, 0.22],
      rows: [particulars(husband, true, true), particulars(wife, false, false)],
    },
    {
      type: 'table',
      header: ['Name and Surname', 'Residence at the time of marriage', "Father's Name and Surname", 'Rank or Profession of Father'],
      widths: [0.26, 0.27, 0.26, 0.21],
      rows: [family(husband), family(wife)],
    },
    { type: 'paragraph', text: `Married in ${venue} by ${rng.pick(['Licence', "Registrar's Certificate", 'Special Licence'])} by me, ${minister}.` },
    { type: 'paragraph', text: `This marriage was solemnized between us: ${fullName(husband.name)} and ${fullName(wife.name)}.` },
    { type: 'paragraph', text: `In the presence of us: ${fullName(p.others.landlord)} and ${fullName(p.others.hrContact)}.` },
    {
      type: 'paragraph',
      text: `I, ${registrar}, ${head.registrar}, do hereby certify that the above is a true copy of the entry No. ${entry} in the Register Book of Marriages kept for the District of ${city}. Given under my hand this ${ordinalDate(issued).replace(/^the /, '')}.`,
    },
    { type: 'stamp', lines: [upper(head.registrar), upper(registrar), `ENTRY No. ${entry}`] },
    { type: 'footer', text: 'CAUTION: Any person who falsifies any of the particulars on this certificate, or uses a falsified certificate, is liable to prosecution.' },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['marriage certificate form e.pdf', 'certified copy entry of marriage.pdf', 'marriage_register_entry.pdf']), styles: ['inline'], blocks, truth: marriageTruth(p) };
};

/**
 * An Indian marriage registration certificate. Either a Registrar of Marriages' certificate under
 * the Hindu Marriage (Registration) Rules / the Special Marriage Act, or, for a marriage solemnized
 * abroad under local law, a Consulate General of India's certificate of registration under
 * section 18 of the Foreign Marriage Act, 1969. One certifying paragraph: "This is to certify that
 * the marriage between Shri X son of Y residing at ... and Smt. Z daughter of W residing at ...
 * was solemnized on dd-mm-yyyy at ... and registered ...", often abbreviated "S/o", "D/o", "R/o";
 * then the registration number, volume and page, the date of registration, witnesses, and the
 * Registrar's (or Marriage Officer's) name over the seal. The fathers are distractors.
 */
const indiaRegistration = (p: Persona, rng: Rng): DocumentSpec => {
  const { husband, wife } = coupleOf(p, rng);
  const { city, st, state } = placeOf(p);
  const d = p.marriage.date;
  const consular = rng.chance(0.5);
  const mission = rng.pick(['New York', 'San Francisco', 'Houston', 'Chicago', 'Atlanta']);
  const district = rng.pick(['Pune', 'Hyderabad', 'Jaipur', 'Chennai', 'New Delhi (South)']);
  const short = rng.chance(0.5);
  const [sonOf, daughterOf, residingAt] = short ? ['S/o', 'D/o', 'R/o'] : ['son of', 'daughter of', 'residing at'];
  const address = `${streetOf(p)}, ${p.address.city}, ${stateName(p.address.state)} ${p.address.zip}, U.S.A.`;
  const nameOf = (n: Name) => (rng.chance(0.4) ? upper(fullName(n)) : fullName(n));
  const brideTitle = rng.pick(['Smt.', 'Kumari', 'Ms.']);
  const place = rng.pick([`${city}, ${state}, U.S.A.`, `${city}, ${st} (United States of America)`]);
  const regNo = consular ? `CGI/${upper(mission.slice(0, 3))}/FMA/${d.getUTCFullYear()}/${digits(rng, 4)}` : `${rng.pick(['HMR', 'SMA', 'MR'])}/${d.getUTCFullYear()}/${digits(rng, 5)}`;
  const registered = near(d, rng, 15, 500);
  const law = consular ? 'under Section 18 of the Foreign Marriage Act, 1969' : rng.pick(['under Section 8 of the Hindu Marriage Act, 1955', 'under Section 15 of the Special Marriage Act, 1954']);
  const officer = fullName(p.others.registrar);
  const title = consular ? `Consul & Marriage Officer, Consulate General of India, ${mission}` : `Registrar of Marriages, ${district}`;
  const blocks: Block[] = [
    {
      type: 'lines',
      lines: consular ? ['CONSULATE GENERAL OF INDIA', mission, 'MARRIAGE OFFICER'] : [rng.pick(['GOVERNMENT OF MAHARASHTRA', 'GOVERNMENT OF NCT OF DELHI', 'GOVERNMENT OF TELANGANA', 'GOVERNMENT OF RAJASTHAN']), `OFFICE OF THE REGISTRAR OF MARRIAGES, ${upper(district)}`],
      align: 'center',
    },
    { type: 'title', text: rng.pick(['CERTIFICATE OF REGISTRATION OF MARRIAGE', 'MARRIAGE CERTIFICATE', 'CERTIFICATE OF MARRIAGE']), align: 'center' },
    { type: 'lines', lines: [consular ? '(See Rule 14 of the Foreign Marriage Rules, 1970)' : rng.pick(['(See Rule 7 of the Hindu Marriage (Registration) Rules)', '(Fifth Schedule, Special Marriage Act, 1954)'])], align: 'center', size: 8 },
    { type: 'fields', fields: [['Registration No.', regNo], ['Date of Registration', dayFirst(registered, rng.pick(['-', '/'] as const))]], style: 'inline' },
    {
      type: 'paragraph',
      text:
        `This is to certify that the marriage between Shri ${nameOf(husband.name)} ${sonOf} Shri ${fullName(husband.father)} ${residingAt} ${address} ` +
        `and ${brideTitle} ${nameOf(wife.name)} ${daughterOf} Shri ${fullName(wife.father)} ${residingAt} ${address} ` +
        `was solemnized on ${dayFirst(d, rng.pick(['-', '/', '.'] as const))} at ${place} and registered ${law} in the Register of Marriages maintained in this office at Volume ${digits(rng, 2)}, Page ${digits(rng, 3)}, Serial No. ${digits(rng, 4)}.`,
    },
    {
      type: 'fields',
      fields: [
        ['Age of Husband at marriage', `${ageAt(husband.dob, d)} years`],
        ['Age of Wife at marriage', `${ageAt(wife.dob, d)} years`],
        ['Witness 1', fullName(p.others.landlord)],
        ['Witness 2', fullName(p.others.hrContact)],
        ...(consular || rng.chance(0.5) ? ([['Witness 3', fullName(p.others.translator)]] as Field[]) : []),
      ],
    },
    { type: 'lines', lines: [`Place: ${consular ? mission : district}`, `Date: ${dayFirst(registered, '-')}`] },
    { type: 'lines', lines: ['Sd/-', officer, title], align: 'right' },
    { type: 'stamp', lines: consular ? ['CONSULATE GENERAL OF INDIA', upper(mission), 'MARRIAGE OFFICER'] : ['REGISTRAR OF MARRIAGES', upper(district), 'SEAL'] },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['marriage registration certificate india.pdf', 'marriage certificate.pdf', 'FMA_marriage_registration.pdf']), styles: ['columns', 'inline'], blocks, truth: marriageTruth(p) };
};

/** An 18-digit PRC resident ID: area code, birth date, sequence (odd for men), check character. */
const chineseId = (area: string, dob: Date, male: boolean, rng: Rng) => {
  const seq = `${digits(rng, 2)}${male ? rng.pick(['1', '3', '5', '7', '9']) : rng.pick(['0', '2', '4', '6', '8'])}`;
  const body = `${area}${dob.getUTCFullYear()}${String(dob.getUTCMonth() + 1).padStart(2, '0')}${String(dob.getUTCDate()).padStart(2, '0')}${seq}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = body.split('').reduce((s, c, i) => s + Number(c) * (weights[i] as number), 0);
  return `${body}${'10X98765432'[sum % 11]}`;
};

/**
 * A certified English translation of a People's Republic of China Marriage Certificate (the red
 * booklet), as registered for two parties by a PRC consulate general abroad: "Holder: ...",
 * "Registration Date", "Marriage Certificate No." (J + area code + year + serial), "Remarks",
 * then per person Name (surname first), Gender, Nationality, Date of Birth (yyyy-mm-dd) and
 * ID No.; the sentence that the application complies with the Marriage Law (the Civil Code from
 * 2021), "Marriage Registration Authority: ..." whose city is the place of marriage, the
 * registrar, the seal; then the translator's certification with name, address, phone and date.
 */
const chinaTranslation = (p: Persona, rng: Rng): DocumentSpec => {
  const { husband, wife } = coupleOf(p, rng);
  const { city, st, state } = placeOf(p);
  const d = p.marriage.date;
  const area = rng.pick(['110105', '310104', '440106', '320102', '510107', '330106']);
  const holder = rng.chance(0.7) ? p.name : p.spouse;
  const caps = rng.chance(0.5);
  const surnameFirst = (n: Name) => `${caps ? upper(n.family) : n.family} ${givenNames(n)}`;
  const person = (x: Party, male: boolean): Field[] => [
    ['Name', surnameFirst(x.name)],
    ['Gender', male ? 'Male' : 'Female'],
    ['Nationality', x.applicant ? p.country.name : 'China'],
    ['Date of Birth', printDate(x.dob, 'iso')],
    [x.applicant ? 'ID No. (Passport)' : 'ID No.', x.applicant ? p.passportNumber : chineseId(area, x.dob, male, rng)],
  ];
  const him = person(husband, true);
  const her = person(wife, false);
  const authority = rng.pick([`Consulate General of the People's Republic of China in ${city}, ${state}`, `Consulate-General of the P.R. China in ${city}, ${st}`]);
  const law = d.getUTCFullYear() >= 2021 ? "the Civil Code of the People's Republic of China" : "the Marriage Law of the People's Republic of China";
  const translator = p.others.translator;
  const office = p.others.officeAddress;
  // Translators either keep the booklet's order (one person under the other) or set the two side by side.
  const people: Block[] = rng.chance(0.4)
    ? [{ type: 'table', header: ['', 'Husband', 'Wife'], widths: [0.24, 0.38, 0.38], rows: him.map(([label, value], i) => [label, value, (her[i] as Field)[1]]) }]
    : (rng.chance(0.7) ? [him, her] : [her, him]).map((fields): Block => ({ type: 'fields', fields }));
  const blocks: Block[] = [
    { type: 'lines', lines: ['[TRANSLATION]', '(Translated from Chinese into English)'], align: 'right', size: 9 },
    { type: 'lines', lines: ["The People's Republic of China", '(National Emblem)'], align: 'center' },
    { type: 'title', text: 'MARRIAGE CERTIFICATE', align: 'center' },
    { type: 'paragraph', text: `The application for marriage complies with the provisions of ${law}. Registration is granted and this certificate is issued.` },
    {
      type: 'fields',
      fields: [
        ['Holder', surnameFirst(holder)],
        [rng.pick(['Registration Date', 'Date of Registration']), printDate(d, rng.pick(['month-name', 'day-month-name'] as const))],
        ['Marriage Certificate No.', `J${area}-${d.getUTCFullYear()}-${digits(rng, 6)}`],
        ['Remarks', rng.pick(['(blank)', '/', 'None'])],
      ],
    },
    ...people,
    { type: 'paragraph', text: '(Photograph of the couple, embossed with the seal)' },
    {
      type: 'fields',
      fields: [
        ['Marriage Registration Authority', authority],
        ['Marriage Registrar', `${upper(p.others.registrar.family)} ${givenNames(p.others.registrar)}`],
      ],
      style: 'stacked',
    },
    { type: 'stamp', lines: ['Special Seal for Marriage Registration', 'Consulate General of the P.R. China'] },
    { type: 'lines', lines: [`Supervised by the Ministry of Civil Affairs of the People's Republic of China   No. L${digits(rng, 9)}`], size: 8 },
    { type: 'subtitle', text: "TRANSLATOR'S CERTIFICATION" },
    { type: 'paragraph', text: `I, ${fullName(translator)}, hereby certify that I am fluent in Chinese and English and competent to translate from Chinese into English, and that the foregoing is a true, complete and accurate translation of the attached Marriage Certificate.` },
    {
      type: 'fields',
      fields: [
        ['Name', fullName(translator)],
        ['Address', `${office.street}, ${office.city}, ${office.state} ${office.zip}`],
        ['Phone', phoneLike(rng)],
        ['Date', printDate(near(d, rng, 60, 1200), 'month-name')],
        ['Signature', '______________________'],
      ],
      style: 'columns',
    },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['marriage certificate translation.pdf', 'China marriage certificate - English.pdf', 'jiehunzheng_translation.pdf']), styles: ['columns', 'inline'], blocks, truth: marriageTruth(p) };
};

// Nationalities as Spanish-language registers print them (agreeing with "nacionalidad").
const nacionalidades: Record<string, string> = {
  MEX: 'MEXICANA', GTM: 'GUATEMALTECA', SLV: 'SALVADOREÑA', HND: 'HONDUREÑA', COL: 'COLOMBIANA', PHL: 'FILIPINA', IND: 'INDIA', NGA: 'NIGERIANA', VEN: 'VENEZOLANA', PER: 'PERUANA',
};
const mesesAbbr = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

/** "Año | Mes | Día" boxes, the month as letters or figures. */
const dateBoxes = (d: Date, label: string, rng: Rng) => {
  const letters = rng.chance(0.5);
  return [
    { label: `${label} - Año`, value: String(d.getUTCFullYear()) },
    { label: 'Mes', value: letters ? (mesesAbbr[d.getUTCMonth()] as string) : String(d.getUTCMonth() + 1).padStart(2, '0') },
    { label: 'Día', value: String(d.getUTCDate()).padStart(2, '0') },
  ];
};

/**
 * The Colombian "Registro Civil de Matrimonio" of the Registraduría Nacional del Estado Civil, the
 * serial-numbered form ("Indicativo Serial") a consulate fills to register a marriage celebrated
 * abroad: the registering office (Clase de oficina, País - Departamento - Municipio, código), the
 * place of celebration "País - Departamento - Municipio", the date in "Año | Mes | Día" boxes (or
 * written "15 de marzo de 2012"), the kind of marriage and the authority before which it was
 * celebrated (juez / notario), then "Datos de los contrayentes": "Contrayente 1 / Contrayente 2"
 * (the older form: "Del contrayente / De la contrayente") each with Apellidos, Nombres, identity
 * document and nationality; the antecedent document, the witnesses, the official who authorises,
 * and the notes space, where consular entries repeat the date and place of celebration.
 */
const colombiaRegistro = (p: Persona, rng: Rng): DocumentSpec => {
  const { husband, wife } = coupleOf(p, rng);
  const { city, state } = placeOf(p);
  const d = p.marriage.date;
  const older = rng.chance(0.4);
  // The newer form numbers the parties, in whichever order they were declared; the older one puts the man first.
  const [first, second] = older || rng.chance(0.5) ? [husband, wife] : [wife, husband];
  const titles = older ? ['DEL CONTRAYENTE', 'DE LA CONTRAYENTE'] : ['CONTRAYENTE 1', 'CONTRAYENTE 2'];
  const [consulate, consulateState] = rng.pick([
    ['ATLANTA', 'GEORGIA'], ['CHICAGO', 'ILLINOIS'], ['HOUSTON', 'TEXAS'], ['LOS ANGELES', 'CALIFORNIA'], ['MIAMI', 'FLORIDA'],
    ['NEWARK', 'NUEVA JERSEY'], ['NUEVA YORK', 'NUEVA YORK'], ['ORLANDO', 'FLORIDA'], ['SAN FRANCISCO', 'CALIFORNIA'],
  ] as const);
  const spouseNat = p.country.code === 'COL' ? rng.pick(['COLOMBIANA', 'ESTADOUNIDENSE']) : 'COLOMBIANA';
  const party = (title: string, x: Party) => {
    const nat = x.applicant ? (nacionalidades[p.country.code] ?? upper(p.country.demonym)) : spouseNat;
    const doc = x.applicant ? `PASAPORTE ${p.passportNumber}` : nat === 'COLOMBIANA' ? `C.C. ${digits(rng, 10)}` : `PASAPORTE ${digits(rng, 9)}`;
    return [
      { type: 'subtitle', text: title },
      {
        type: 'grid',
        columns: 2,
        cells: [
          { label: 'Apellidos', value: upper(x.name.family) },
          { label: 'Nombres', value: upper(givenNames(x.name)) },
          { label: 'Documento de identificación (Clase y número)', value: doc },
          { label: 'Nacionalidad', value: nat },
        ],
      },
    ] as Block[];
  };
  const boxes = rng.chance(0.6);
  const registered = near(d, rng, 30, 900);
  const judge = `${fullName(p.others.landlord)} - ${rng.pick(['JUEZ', 'JUEZ DE PAZ', 'NOTARIO PUBLICO', 'OFICIAL DEL CONDADO'])}`;
  const consul = upper(fullName(p.others.registrar));
  const placeLine = `ESTADOS UNIDOS - ${upper(state)} - ${upper(city)}`;
  const blocks: Block[] = [
    { type: 'lines', lines: ['REPUBLICA DE COLOMBIA', 'ORGANIZACION ELECTORAL', 'REGISTRADURIA NACIONAL DEL ESTADO CIVIL'], align: 'center' },
    { type: 'title', text: 'REGISTRO CIVIL DE MATRIMONIO', align: 'center' },
    { type: 'lines', lines: [`Indicativo Serial ${digits(rng, 8)}`], align: 'right' },
    { type: 'subtitle', text: 'DATOS DE LA OFICINA DE REGISTRO' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: 'Clase de oficina', value: 'CONSULADO' },
        { label: 'País - Departamento - Municipio', value: `ESTADOS UNIDOS - ${consulateState} - ${consulate}`, span: 2 },
        { label: 'Código', value: `C${digits(rng, 3)}` },
        { label: 'Oficina', value: `CONSULADO DE COLOMBIA EN ${consulate}`, span: 2 },
      ],
    },
    { type: 'subtitle', text: 'DATOS DEL MATRIMONIO' },
    {
      type: 'grid',
      columns: 3,
      cells: [
        { label: 'Lugar de celebración: País - Departamento - Municipio', value: placeLine, span: 3 },
        ...(boxes ? dateBoxes(d, 'Fecha de celebración', rng) : [{ label: 'Fecha de celebración', value: esDate(d), span: 2 }, { label: 'Clase de matrimonio', value: rng.pick(['CIVIL', 'RELIGIOSO']) }]),
        { label: 'Autoridad ante la cual se celebró (Notaría / Juzgado)', value: judge, span: 3 },
      ],
    },
    ...party(titles[0] as string, first),
    ...party(titles[1] as string, second),
    { type: 'subtitle', text: 'DOCUMENTO ANTECEDENTE Y TESTIGOS' },
    {
      type: 'fields',
      fields: [
        ['Tipo de documento antecedente', rng.pick(['CERTIFICADO DE MATRIMONIO EXTRANJERO APOSTILLADO', 'ACTA DE MATRIMONIO EXTRANJERA CON TRADUCCION OFICIAL'])],
        ['Testigo', upper(fullName(p.others.hrContact))],
        ['Testigo', upper(fullName(p.others.translator))],
      ],
      style: 'stacked',
    },
    { type: 'grid', columns: 3, cells: [...dateBoxes(registered, 'Fecha de inscripción', rng)] },
    { type: 'fields', fields: [['Nombre y firma del funcionario que autoriza', `${consul}, ${rng.pick(['CONSUL', 'VICECONSUL', 'CONSUL DE PRIMERA CLASE'])}`]], style: 'stacked' },
    { type: 'subtitle', text: 'ESPACIO PARA NOTAS' },
    { type: 'paragraph', text: `Matrimonio celebrado en ${city}, ${state}, Estados Unidos de América, el ${esDate(d)}, inscrito con base en el documento antecedente presentado por los contrayentes.` },
    { type: 'stamp', lines: ['CONSULADO DE COLOMBIA', consulate, 'REGISTRO CIVIL'] },
    { type: 'footer', text: 'ORIGINAL PARA LA OFICINA DE REGISTRO - Este documento no es válido con tachones o enmendaduras.' },
  ];
  return { kind: 'marriage_certificate', fileName: rng.pick(['registro civil de matrimonio.pdf', 'registro_matrimonio_consulado.pdf']), styles: ['boxes', 'columns'], blocks, truth: marriageTruth(p) };
};

export const marriageDevelopment5: LayoutFamily[] = [
  { id: 'marriage_certificate/psa-report-of-marriage', kind: 'marriage_certificate', modelledOn: 'Philippine PSA Certificate of Marriage / Report of Marriage (Municipal Form No. 97): HUSBAND and WIFE columns under numbered items, place, date and time of marriage, solemnizing officer, witnesses, Foreign Service post', build: psaReport },
  { id: 'marriage_certificate/commonwealth-register-entry', kind: 'marriage_certificate', modelledOn: 'Commonwealth marriage register entry (Nigeria Marriage Act Form E, Jamaica RGD certified copy, Ghana Cap. 127): "Marriage solemnized at ... in the District of ...", one row per party, minister, witnesses, registrar', build: registerEntry },
  { id: 'marriage_certificate/india-registration-certificate', kind: 'marriage_certificate', modelledOn: 'Indian marriage registration certificate (Hindu Marriage Registration Rules / Special Marriage Act / Foreign Marriage Act s. 18 at a consulate): "Shri X son of Y ... and Smt. Z daughter of W ... solemnized on dd-mm-yyyy at ..."', build: indiaRegistration },
  { id: 'marriage_certificate/china-booklet-translation', kind: 'marriage_certificate', modelledOn: "Certified English translation of a PRC Marriage Certificate (red booklet): Holder, registration date, certificate No., per-person name surname first, gender, nationality, birth date, ID No., registration authority, translator's certification", build: chinaTranslation },
  { id: 'marriage_certificate/colombia-registro-matrimonio', kind: 'marriage_certificate', modelledOn: 'Colombian Registraduría "Registro Civil de Matrimonio" (indicativo serial) filled by a consulate: Lugar de celebración País - Departamento - Municipio, Año | Mes | Día boxes, Contrayente 1 / 2 with Apellidos and Nombres, witnesses, consul', build: colombiaRegistro },
];
