import { fullName, printDate, upper } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block, Field } from '../../render.js';
import { divorceTruth, type DocumentSpec, type LayoutFamily } from '../document-spec.js';
import { dayFirst, digits, givenNames, near } from './civil-common.development.js';

// The standard PDF fonts print only Latin-1: Vietnamese and Japanese words are given without their
// diacritics or in romaji, as translators also write them in English text ("QDST-HNGD", "Honseki").

const int = (rng: Rng, min: number, max: number) => Math.floor(rng.between(min, max + 1));
const pad2 = (n: number) => String(n).padStart(2, '0');
const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The applicant and the former spouse, husband first, each with sex and a birth date. */
const couple = (p: Persona, rng: Rng) => {
  const me = { name: p.name, male: p.sex === 'Male', dob: p.dob, applicant: true };
  // Born near the applicant, but of age when the prior marriage was registered.
  const adult = Date.UTC(p.priorMarriage.date.getUTCFullYear() - 19, p.priorMarriage.date.getUTCMonth(), p.priorMarriage.date.getUTCDate());
  const dob = near(p.dob, rng, -2200, 2200);
  const former = { name: p.priorSpouse, male: p.sex !== 'Male', dob: dob.getTime() > adult ? near(new Date(adult), rng, -1500, 0) : dob, applicant: false };
  return me.male ? { husband: me, wife: former } : { husband: former, wife: me };
};
type Spouse = ReturnType<typeof couple>['husband'];

/** How a translation names a foreigner: "JUAN CARLOS HERNANDEZ", "HERNANDEZ, Juan Carlos" or all capitals surname first with a comma. */
type NameStyle = 'passport' | 'comma' | 'comma-upper';
const nameAs = (n: Name, style: NameStyle) =>
  style === 'passport' ? upper(fullName(n)) : style === 'comma' ? `${upper(n.family)}, ${givenNames(n)}` : `${upper(n.family)}, ${upper(givenNames(n))}`;

/** The certificate a translator attaches for USCIS: their own name, address and telephone. */
const usTranslatorCertificate = (p: Persona, rng: Rng, from: string, document: string, signed: Date): Block[] => {
  const t = fullName(p.others.translator);
  const o = p.others.officeAddress;
  return [
    { type: 'subtitle', text: rng.pick(['CERTIFICATE OF TRANSLATION', "TRANSLATOR'S CERTIFICATION", 'CERTIFICATION OF TRANSLATION ACCURACY']) },
    {
      type: 'paragraph',
      text: `I, ${t}, ${rng.pick(['residing at', 'of', 'with offices at'])} ${o.street}${o.unit ? `, ${rng.pick(['Apt.', 'Suite', 'Unit'])} ${o.unit}` : ''}, ${o.city}, ${o.state} ${o.zip}, hereby certify that I am fluent in ${from} and English and competent to translate from ${from} into English, and that the foregoing is a true, complete and accurate translation of the attached ${document}.`,
    },
    {
      type: 'lines',
      lines: ['Signature: ______________________', `Name: ${t}`, `Address: ${o.street}${o.unit ? ` #${o.unit}` : ''}, ${o.city}, ${o.state} ${o.zip}`, `Telephone: (${int(rng, 201, 989)}) ${int(rng, 200, 989)}-${digits(rng, 4)}`, `Date: ${printDate(signed, rng.pick(['us', 'month-name'] as const))}`],
      size: 9.5,
    },
  ];
};

// ---------------------------------------------------------------------------------------------
// Vietnam: People's Court decision recognising a consensual divorce (thuan tinh ly hon).

// A divorce with a foreign party or a marriage registered abroad belongs to the provincial-level court.
const vnCourts = [
  {
    court: "PEOPLE'S COURT OF HO CHI MINH CITY", city: 'Ho Chi Minh City', seat: 'Ho Chi Minh City', district: 'District 1, Ho Chi Minh City', justice: 'Department of Justice of Ho Chi Minh City',
    homes: ['Nguyen Thi Minh Khai Street, Ben Thanh Ward, District 1', 'Vo Van Tan Street, Ward 6, District 3', 'Nguyen Huu Tho Street, Tan Hung Ward, District 7', 'Dien Bien Phu Street, Ward 25, Binh Thanh District', 'Thao Dien Street, Thao Dien Ward, District 2'],
  },
  {
    court: "PEOPLE'S COURT OF HA NOI CITY", city: 'Ha Noi', seat: 'Ha Noi', district: 'Ba Dinh District, Ha Noi', justice: 'Department of Justice of Ha Noi City',
    homes: ['Kim Ma Street, Kim Ma Ward, Ba Dinh District', 'Xuan Dieu Street, Quang An Ward, Tay Ho District', 'Lang Ha Street, Lang Ha Ward, Dong Da District', 'Tran Duy Hung Street, Trung Hoa Ward, Cau Giay District'],
  },
  {
    court: "PEOPLE'S COURT OF DA NANG CITY", city: 'Da Nang', seat: 'Da Nang', district: 'Hai Chau District, Da Nang', justice: 'Department of Justice of Da Nang City',
    homes: ['Vo Nguyen Giap Street, Phuoc My Ward, Son Tra District', 'Nguyen Van Linh Street, Nam Duong Ward, Hai Chau District', 'Ngo Quyen Street, An Hai Bac Ward, Son Tra District'],
  },
  {
    court: "PEOPLE'S COURT OF KHANH HOA PROVINCE", city: 'Khanh Hoa Province', seat: 'Nha Trang', district: 'Nha Trang City', justice: 'Department of Justice of Khanh Hoa Province',
    homes: ['Tran Phu Street, Loc Tho Ward, Nha Trang City', 'Hung Vuong Street, Loc Tho Ward, Nha Trang City', 'Nguyen Thien Thuat Street, Tan Lap Ward, Nha Trang City'],
  },
  {
    court: "PEOPLE'S COURT OF BINH DUONG PROVINCE", city: 'Binh Duong Province', seat: 'Thu Dau Mot', district: 'Thu Dau Mot City', justice: 'Department of Justice of Binh Duong Province',
    homes: ['Binh Duong Boulevard, Phu Hoa Ward, Thu Dau Mot City', 'Yersin Street, Phu Cuong Ward, Thu Dau Mot City', 'Le Hong Phong Street, Phu Hoa Ward, Thu Dau Mot City'],
  },
];
const vnFamily = ['NGUYEN', 'TRAN', 'LE', 'PHAM', 'HOANG', 'VO', 'DANG', 'BUI', 'DO', 'HUYNH'];
const vnMale = ['VAN HUNG', 'MINH TUAN', 'DUC THANH', 'HUU PHUOC', 'QUOC BAO', 'VAN LONG'];
const vnFemale = ['THI LAN', 'THI HONG HANH', 'NGOC PHUONG', 'THI THU HA', 'THANH HUONG', 'THI DUNG'];
const vnPerson = (rng: Rng, female: boolean) => `${rng.pick(vnFamily)} ${rng.pick(female ? vnFemale : vnMale)}`;

/** "day 15 month 03 year 2015": a Vietnamese date ("ngay 15 thang 03 nam 2015") word for word. */
const vnWords = (d: Date) => `day ${pad2(d.getUTCDate())} month ${pad2(d.getUTCMonth() + 1)} year ${d.getUTCFullYear()}`;

// The registry of a marriage celebrated abroad, as a Vietnamese court recites it from the certificate.
const registryOf: Record<string, string[]> = {
  MEX: ['the Civil Registry Office (Registro Civil) of', 'the Civil Registry of'],
  GTM: ['the Civil Registry of the National Registry of Persons (RENAP) of', 'the Civil Registry of'],
  SLV: ['the Family Status Registry of the Mayor\'s Office of', 'the Civil Registry of'],
  HND: ['the Civil Registry of the National Registry of Persons (RNP) of', 'the Civil Registry of'],
  COL: ['the Civil Registry Office (Registraduria) of', 'the Civil Registry of'],
  PHL: ['the Office of the City Civil Registrar of', 'the Local Civil Registrar of'],
  IND: ['the Office of the Registrar of Marriages,', 'the Marriage Registrar of'],
  NGA: ['the Marriage Registry of', 'the Federal Marriage Registry,'],
  VEN: ['the Civil Registry of', 'the Municipal Civil Registry of'],
  PER: ['the Civil Registry of the Municipality of', 'the Municipal Civil Registry of'],
};

/**
 * A certified English translation of a Vietnamese People's Court "Decision on recognition of
 * consensual divorce and agreement of the involved parties" (Quyet dinh cong nhan thuan tinh ly hon
 * va su thoa thuan cua cac duong su) under Arts. 187-188 of the 2004 Civil Procedure Code and
 * Art. 90 of the 2000 (or Art. 55 of the 2014) Law on Marriage and Family: the court beside the
 * national motto "SOCIALIST REPUBLIC OF VIETNAM / Independence - Freedom - Happiness", "No.:
 * 123/2015/QDST-HNGD" and "<city>, day 15 month 03 year 2015", the legal bases, the case file
 * accepted under ".../TLST-HNGD", the record of successful conciliation seven days earlier, the
 * parties (Petitioner 1 / Petitioner 2, or the involved parties, with birth year, nationality,
 * passport and residence in Vietnam), "DECIDES: 1. To recognize the consensual divorce between
 * ...", the marriage registration (where and when, or only when and the certificate number),
 * the agreements on children, property and court fee, "This Decision takes legal effect
 * immediately", the recipients, the judge, the court's seal and "certified true copy" stamp, then
 * the translator's certification (a US translator's, or a Vietnamese one with the commune/district
 * authentication of the translator's signature).
 */
const vietnamConsensualDivorce = (p: Persona, rng: Rng): DocumentSpec => {
  const ended = p.priorMarriage.ended; // the decision's date: it takes effect when issued
  const year = ended.getUTCFullYear();
  const court = rng.pick(vnCourts);
  const { husband, wife } = couple(p, rng);
  const wifeFirst = rng.chance(0.55); // whoever signed the petition first
  const [first, second] = wifeFirst ? [wife, husband] : [husband, wife];
  const style = rng.pick(['passport', 'passport', 'comma-upper'] as const);
  const nameOf = (s: Spouse) => nameAs(s.name, style);
  const title = (s: Spouse) => (s.male ? 'Mr.' : 'Ms.');
  const conciliated = near(ended, rng, -14, -7);
  const accepted = near(conciliated, rng, -70, -20);
  const decisionNo = `${int(rng, 12, 980)}/${year}/QDST-HNGD`;
  const caseNo = `${int(rng, 12, 980)}/${accepted.getUTCFullYear()}/TLST-HNGD`;
  const numeric = rng.chance(0.5);
  const date = (d: Date) => (numeric ? dayFirst(d) : vnWords(d));
  const newLaw = year >= 2015; // the 2014 Law on Marriage and Family took effect on 1 January 2015
  const judgeFemale = rng.chance(0.55);
  const judge = vnPerson(rng, judgeFemale);
  const clerkFemale = rng.chance(0.65);
  const { city, country } = (() => {
    const [c, k] = p.priorMarriage.place.split(', ') as [string, string];
    return { city: c, country: k };
  })();
  const showsPlace = rng.chance(0.75);
  const certNo = `${int(rng, 10, 990)}${rng.chance(0.5) ? `/${p.priorMarriage.date.getUTCFullYear()}` : ''}`;
  const registry = rng.pick(registryOf[p.country.code] ?? ['the Civil Registry of']);
  const recorded = rng.chance(0.4) ? `; the marriage was recorded in the civil status book of the ${court.justice} on ${date(near(p.priorMarriage.date, rng, 200, 1200))}` : '';
  const marriage = showsPlace
    ? rng.pick([
        `${title(first)} ${nameOf(first)} and ${title(second)} ${nameOf(second)} registered their marriage at ${registry} ${city}, ${country} on ${date(p.priorMarriage.date)}${recorded}.`,
        `The parties married on ${date(p.priorMarriage.date)}; the marriage was registered at ${registry} ${upper(city)}, ${upper(country)} (marriage certificate No. ${certNo})${recorded}.`,
      ])
    : `${title(first)} ${nameOf(first)} and ${title(second)} ${nameOf(second)} married voluntarily and registered their marriage on ${date(p.priorMarriage.date)} (marriage certificate No. ${certNo}).`;
  const party = (label: string, s: Spouse) =>
    `${label}: ${title(s)} ${nameOf(s)}, born ${rng.chance(0.6) ? s.dob.getUTCFullYear() : `on ${dayFirst(s.dob)}`}; nationality: ${p.country.demonym}; passport No. ${rng.pick(['B', 'C', 'E', 'G', 'K', 'P'])}${digits(rng, 8)}${rng.chance(0.4) ? `; temporary residence card No. ${rng.pick(['NG', 'TT', 'LD'])}${digits(rng, 7)}` : ''}; residing at No. ${int(rng, 2, 280)}${rng.chance(0.3) ? `/${int(rng, 1, 40)}` : ''} ${rng.pick(court.homes)}, ${court.city}.`;
  const labels = rng.pick([
    ['Petitioner 1', 'Petitioner 2'],
    ['The petitioner', 'The co-petitioner'],
    ['Involved party', 'Involved party'],
  ] as const);
  const bases = [
    `Pursuant to Articles 187 and 188 of the Civil Procedure Code${rng.chance(0.5) ? ' (amended and supplemented in 2011)' : ''};`,
    newLaw
      ? `Pursuant to Articles 55, 57, 58, 59 and 81 of the Law on Marriage and Family 2014;`
      : 'Pursuant to Articles 90, 92 and 95 of the Law on Marriage and Family 2000;',
    `Pursuant to the Ordinance on Court Fees and Charges No. 10/2009/UBTVQH12;`,
    `Pursuant to the Record of successful conciliation dated ${date(conciliated)} on the consensual divorce and the agreement of the involved parties;`,
  ];
  const fee = rng.chance(0.5) ? `Each party bears VND 100,000 (one hundred thousand dong) of the first-instance court fee, deducted from the advance paid under receipt No. ${digits(rng, 6)} dated ${dayFirst(near(accepted, rng, -5, 0))}.` : `${title(first)} ${nameOf(first)} voluntarily bears the entire first-instance court fee of VND 200,000 (two hundred thousand dong), already paid.`;
  const headerDate = rng.chance(0.65) ? `${court.seat}, ${vnWords(ended)}` : `${court.seat}, ${dayFirst(ended)}`;
  const header: Block[] = rng.chance(0.5)
    ? [
        { type: 'table', widths: [0.46, 0.54], rows: [[court.court, 'SOCIALIST REPUBLIC OF VIETNAM'], ['', 'Independence - Freedom - Happiness'], [`No.: ${decisionNo}`, headerDate]] },
      ]
    : [
        { type: 'lines', lines: ['SOCIALIST REPUBLIC OF VIETNAM', 'Independence - Freedom - Happiness', '-----------------'], align: 'right' },
        { type: 'lines', lines: [court.court, '--------', `No.: ${decisionNo}`] },
        { type: 'lines', lines: [headerDate], align: 'right' },
      ];
  const children = rng.pick([
    'Regarding common children: the parties have no common child.',
    'Regarding common children: none.',
    'Regarding common children: the parties declare that they have no common children and do not request the Court to resolve this matter.',
  ]);
  const property = rng.pick([
    'Regarding common property: the parties have agreed on it themselves and do not request the Court to resolve it.',
    'Regarding common property and common debts: the parties declare that they have none and do not request the Court to resolve them.',
    `Regarding common property: ${title(husband)} ${nameOf(husband)} keeps the motorbike registered in his name; ${title(wife)} ${nameOf(wife)} keeps the household furniture; neither party shall pay compensation to the other. Common debts: none.`,
  ]);
  const blocks: Block[] = [
    ...(rng.chance(0.6) ? [{ type: 'lines', lines: [rng.pick(['TRANSLATION FROM VIETNAMESE', '[English translation]', 'ENGLISH TRANSLATION'])], align: 'right', size: 9 } as Block] : []),
    ...header,
    { type: 'title', text: 'DECISION', align: 'center' },
    {
      type: 'lines',
      lines: rng.pick([
        ['ON RECOGNITION OF CONSENSUAL DIVORCE AND', 'AGREEMENT OF THE INVOLVED PARTIES'],
        ['RECOGNIZING THE CONSENSUAL DIVORCE', 'AND THE AGREEMENT OF THE PARTIES'],
        ['ON RECOGNITION OF THE VOLUNTARY DIVORCE', 'AND THE AGREEMENT OF THE LITIGANTS'],
      ]),
      align: 'center',
    },
    { type: 'lines', lines: [court.court], align: 'center' },
    ...(rng.chance(0.5) ? [{ type: 'lines', lines: [`With the participation of: Judge ${judgeFemale ? 'Ms.' : 'Mr.'} ${judge}; Court clerk ${clerkFemale ? 'Ms.' : 'Mr.'} ${vnPerson(rng, clerkFemale)}.`], size: 9.5 } as Block] : []),
    { type: 'paragraph', text: bases.join(' ') },
    {
      type: 'paragraph',
      text: `Having considered the ${rng.pick(['civil case file', 'marriage and family case file'])} No. ${caseNo} accepted on ${date(accepted)} on the petition for consensual divorce of:`,
    },
    { type: 'paragraph', text: party(labels[0], first) },
    { type: 'paragraph', text: party(labels[1], second) },
    { type: 'paragraph', text: marriage },
    {
      type: 'paragraph',
      text: `CONSIDERING THAT: the consensual divorce and the agreement of the involved parties recorded in the Record of successful conciliation dated ${date(conciliated)} are entirely voluntary and do not violate the law or social ethics; the period of seven (7) days from the date of that record has expired and no party has changed his or her opinion on that agreement,`,
    },
    { type: 'subtitle', text: 'DECIDES:', align: 'center' },
    { type: 'paragraph', text: `1. To recognize the consensual divorce between ${title(first)} ${nameOf(first)} and ${title(second)} ${nameOf(second)}.` },
    { type: 'paragraph', text: `2. To recognize the agreement of the involved parties as follows: - ${children} - ${property}` },
    { type: 'paragraph', text: `3. Court fee: ${fee}` },
    { type: 'paragraph', text: `4. ${rng.pick(['This Decision takes legal effect immediately upon its issuance and is not subject to appeal or protest under appellate procedure.', 'This Decision takes legal effect immediately and may not be appealed or protested under the appellate procedure.'])}` },
    {
      type: 'table',
      widths: [0.5, 0.5],
      rows: [
        ['Recipients:', 'JUDGE'],
        ['- The involved parties;', '(Signed and sealed)'],
        [`- People's Procuracy of ${court.city};`, ''],
        [`- Civil Judgment Enforcement Dept. of ${court.city};`, judge],
        [`- ${court.justice};`, ''],
        ['- Filed.', ''],
      ],
    },
    { type: 'stamp', lines: [rng.pick(['[Round red seal]', '(Seal)']), court.court, 'SOCIALIST REPUBLIC OF VIETNAM'] },
  ];
  if (rng.chance(0.6)) {
    const copied = near(ended, rng, 3, 900);
    blocks.push({ type: 'stamp', lines: ['CERTIFIED TRUE COPY', `${court.seat}, ${dayFirst(copied)}`, `p.p. CHIEF JUSTICE`, `Clerk: ${vnPerson(rng, rng.chance(0.6))}`] });
  }
  const translated = near(ended, rng, 20, 2600);
  if (rng.chance(0.5)) {
    blocks.push(...usTranslatorCertificate(p, rng, 'Vietnamese', 'Decision on recognition of consensual divorce', translated));
  } else {
    // A translation made in Vietnam: the translator's statement, and the authority that authenticated the signature.
    const t = fullName(p.others.translator);
    const tHome = `No. ${int(rng, 2, 280)} ${rng.pick(court.homes)}, ${court.city}`;
    blocks.push(
      { type: 'subtitle', text: "TRANSLATOR'S CERTIFICATION" },
      {
        type: 'paragraph',
        text: `I, ${t}, passport No. ${rng.pick(['C', 'N', 'B'])}${digits(rng, 7)}, residing at ${tHome}, certify that I have translated this document from Vietnamese into English accurately and completely, and I am responsible under law for the accuracy of the translation.`,
      },
      { type: 'lines', lines: ['Translator', '(Signed)', t], align: 'right' },
      {
        type: 'paragraph',
        text: `Authentication of the translator's signature: On ${vnWords(translated)}, at the ${rng.pick([`Justice Division of the People's Committee of ${court.district}`, `Notary Office No. ${int(rng, 1, 6)} of ${court.city}`])}, I, ${vnPerson(rng, rng.chance(0.5))}, certify that ${t} signed this translation in my presence. Certification No. ${int(rng, 100, 9999)}, Book No. ${int(rng, 1, 12)}/${translated.getUTCFullYear()}-SCT/CKCD.`,
      },
      { type: 'stamp', lines: ['(Seal)', rng.pick(['NOTARY OFFICE', "PEOPLE'S COMMITTEE - JUSTICE DIVISION"]), dayFirst(translated)] },
    );
  }
  blocks.push({ type: 'footer', text: `Decision No. ${decisionNo} - ${court.court}` });
  return {
    kind: 'divorce_decree',
    fileName: rng.pick(['quyet dinh thuan tinh ly hon.pdf', 'divorce decision vietnam translation.pdf', `QD ${decisionNo.replace(/\//g, '-')}.pdf`]),
    styles: ['inline'],
    blocks,
    truth: divorceTruth(p, showsPlace),
  };
};

// ---------------------------------------------------------------------------------------------
// Japan: certificate that a municipal office accepted a notification of divorce by agreement.

const jpOffices = [
  { issuer: 'Mayor of Shinjuku City', seal: 'SHINJUKU CITY MAYOR', area: 'Shinjuku-ku, Tokyo', streets: ['Okubo', 'Hyakunincho', 'Takadanobaba', 'Kabukicho', 'Nishi-Shinjuku'] },
  { issuer: 'Mayor of Minato City', seal: 'MINATO CITY MAYOR', area: 'Minato-ku, Tokyo', streets: ['Roppongi', 'Shibaura', 'Azabu-Juban', 'Mita', 'Konan'] },
  { issuer: 'Mayor of Setagaya City', seal: 'SETAGAYA CITY MAYOR', area: 'Setagaya-ku, Tokyo', streets: ['Sangenjaya', 'Kitazawa', 'Kyodo', 'Tamagawa'] },
  { issuer: 'Mayor of Kawaguchi City', seal: 'KAWAGUCHI CITY MAYOR', area: 'Kawaguchi-shi, Saitama', streets: ['Shiba', 'Nishikawaguchi', 'Honcho', 'Aoki'] },
  { issuer: 'Head of Naka Ward, Hamamatsu City', seal: 'HEAD OF NAKA WARD, HAMAMATSU', area: 'Naka-ku, Hamamatsu-shi, Shizuoka', streets: ['Sunayamacho', 'Tamachi', 'Nakajima', 'Sumiyoshi'] },
  { issuer: 'Head of Ikuno Ward, Osaka City', seal: 'HEAD OF IKUNO WARD, OSAKA', area: 'Ikuno-ku, Osaka', streets: ['Momodani', 'Tsuruhashi', 'Katsuyama-kita', 'Shoji'] },
  { issuer: 'Head of Naka Ward, Nagoya City', seal: 'HEAD OF NAKA WARD, NAGOYA', area: 'Naka-ku, Nagoya-shi, Aichi', streets: ['Sakae', 'Osu', 'Marunouchi', 'Kanayama'] },
  { issuer: 'Mayor of Toyota City', seal: 'TOYOTA CITY MAYOR', area: 'Toyota-shi, Aichi', streets: ['Homicho', 'Wakabayashi-higashi', 'Kitamachi', 'Sakuramachi'] },
];
// A Japanese former spouse's registered domicile (honseki) may lie anywhere in Japan.
const honsekis = ['Kitazawa 2-chome, Setagaya-ku, Tokyo', 'Yanaka 3-chome, Taito-ku, Tokyo', 'Shimogamo, Sakyo-ku, Kyoto', 'Tenjin 1-chome, Chuo-ku, Fukuoka', 'Motomachi, Naka-ku, Yokohama', 'Odori Nishi, Chuo-ku, Sapporo', 'Higashi-Sakura 1-chome, Higashi-ku, Nagoya'];
const jpFamily = ['YAMADA', 'SUZUKI', 'TAKAHASHI', 'TANAKA', 'WATANABE', 'ITO', 'NAKAMURA', 'KOBAYASHI', 'KATO', 'YOSHIDA', 'SASAKI', 'MATSUMOTO'];
const jpGiven = ['Kenichi', 'Hiroshi', 'Takashi', 'Masato', 'Yoshio', 'Koji', 'Hiroko', 'Yumiko', 'Keiko', 'Naoko', 'Akira', 'Satoshi'];
const jpPerson = (rng: Rng) => `${rng.pick(jpFamily)} ${rng.pick(jpGiven)}`;

/** The era year of a date: Showa, Heisei or Reiwa, as Japanese records date everything. */
const era = (d: Date) => {
  const y = d.getUTCFullYear();
  const t = d.getTime();
  if (t >= Date.UTC(2019, 4, 1)) return { name: 'Reiwa', year: y - 2018 };
  if (t >= Date.UTC(1989, 0, 8)) return { name: 'Heisei', year: y - 1988 };
  return { name: 'Showa', year: y - 1925 };
};
type JpDateStyle = 'era-first' | 'month-first' | 'slash' | 'ordinal';
/** "Heisei 27 (2015) March 15", "March 15, Heisei 27 (2015)", "2015/03/15" or "the 15th day of March, Heisei 27 (2015)". */
const jpDate = (d: Date, style: JpDateStyle) => {
  const e = era(d);
  const month = monthsEn[d.getUTCMonth()];
  const day = d.getUTCDate();
  const y = d.getUTCFullYear();
  switch (style) {
    case 'era-first': return `${e.name} ${e.year} (${y}) ${month} ${day}`;
    case 'month-first': return `${month} ${day}, ${e.name} ${e.year} (${y})`;
    case 'slash': return `${y}/${pad2(d.getUTCMonth() + 1)}/${pad2(day)}`;
    case 'ordinal': {
      const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
      return `the ${day}${suffix} day of ${month}, ${e.name} ${e.year} (${y})`;
    }
  }
};

/**
 * A certified English translation of a Japanese "Certificate of Acceptance of Notification"
 * (Juri Shomeisho) for a notification of divorce by agreement (kyogi rikon), as a city or ward
 * office issues it from the family register section: "Type of notification: Divorce (by
 * agreement)", the date of notification and the reception number, the husband and the wife (name,
 * date of birth, registered domicile (honseki) for a Japanese national or nationality for a
 * foreigner, address in Japan) as a list or a husband / wife table, "This is to certify that the
 * above notification was accepted on ...", the date of issue and the mayor or ward head with the
 * official seal; then the translator's statement with the translator's name and address. Dates
 * in the Japanese era with the Western year ("Heisei 27 (2015) March 15") or "2015/03/15". A
 * divorce by agreement takes effect when the notification is accepted; the certificate never
 * names the place of the marriage.
 */
const japanDivorceAcceptance = (p: Persona, rng: Rng): DocumentSpec => {
  const ended = p.priorMarriage.ended; // filed and accepted the same day
  const office = rng.pick(jpOffices);
  const { husband, wife } = couple(p, rng);
  const formerJapanese = rng.chance(0.55);
  const ds = rng.pick(['era-first', 'era-first', 'month-first', 'slash', 'ordinal'] as const);
  const date = (d: Date) => jpDate(d, ds);
  const style = rng.pick(['comma', 'comma-upper', 'passport'] as const);
  const issued = near(ended, rng, 2, 2800);
  const reception = `${int(rng, 120, 9800)}`;
  const home = () => `${rng.chance(0.4) ? `${rng.pick(['Room', '#'])} ${int(rng, 101, 812)}, ` : ''}${int(rng, 1, 6)}-${int(rng, 1, 28)}-${int(rng, 1, 20)} ${rng.pick(office.streets)}, ${office.area}`;
  const sharedHome = rng.chance(0.3) ? home() : undefined;
  const person = (s: Spouse) => {
    const japanese = !s.applicant && formerJapanese;
    // A foreigner's birth date in the Western calendar; a Japanese national's in the era.
    const born = japanese && ds !== 'slash' ? jpDate(s.dob, rng.pick(['era-first', 'month-first'] as const)) : ds === 'slash' ? jpDate(s.dob, 'slash') : printDate(s.dob, 'month-name');
    return {
      name: nameAs(s.name, style),
      born,
      origin: japanese
        ? (['Registered domicile (Honseki)', `${int(rng, 1, 40)} ${rng.pick(honsekis)}`] as Field)
        : (['Nationality', p.country.name] as Field),
      address: sharedHome ?? home(),
    };
  };
  const h = person(husband);
  const w = person(wife);
  const typeLabel = rng.pick(['Type of notification', 'Kind of notification', 'Notification']);
  const typeValue = rng.pick(['Divorce (by agreement)', 'Divorce notification (divorce by agreement)', 'Notification of Divorce (Kyogi Rikon - divorce by mutual agreement)']);
  const asTable = rng.chance(0.45);
  const people: Block[] = asTable
    ? [
        {
          type: 'table',
          widths: [0.24, 0.38, 0.38],
          header: ['', 'Husband', 'Wife'],
          rows: [
            ['Name', h.name, w.name],
            ['Date of birth', h.born, w.born],
            ['Honseki / Nationality', h.origin[1], w.origin[1]],
            ['Address', h.address, w.address],
          ],
        },
      ]
    : [
        { type: 'subtitle', text: 'Husband' },
        { type: 'fields', fields: [['Name', h.name], ['Date of birth', h.born], h.origin, ['Address', h.address]] },
        { type: 'subtitle', text: 'Wife' },
        { type: 'fields', fields: [['Name', w.name], ['Date of birth', w.born], w.origin, ['Address', w.address]] },
      ];
  const official = jpPerson(rng);
  // Most certificates state the certification under the items; some open with it, as a heading.
  const certifiesFirst = rng.chance(0.35);
  const blocks: Block[] = [
    { type: 'lines', lines: [rng.pick(['(Translation)', '[English Translation]', 'TRANSLATION'])], align: 'right', size: 9 },
    ...(rng.chance(0.5) ? [{ type: 'lines', lines: [`Certificate No. ${int(rng, 1, 3999)}`], align: 'right', size: 9 } as Block] : []),
    { type: 'title', text: rng.pick(['CERTIFICATE OF ACCEPTANCE OF NOTIFICATION', 'Certificate of Acceptance of Notification', 'CERTIFICATE OF ACCEPTANCE OF NOTIFICATION OF DIVORCE']), align: 'center' },
    ...(rng.chance(0.4) ? [{ type: 'lines', lines: ['(Rikon Todoke Juri Shomeisho)'], align: 'center', size: 9 } as Block] : []),
    ...(certifiesFirst ? [{ type: 'paragraph', text: 'This is to certify that the following notification has been accepted.' } as Block] : []),
    {
      type: 'fields',
      fields: [
        [typeLabel, typeValue],
        ['Date of notification', date(ended)],
        ...(rng.chance(0.6) ? [['Reception No.', `No. ${reception}`] as Field] : []),
        ...(rng.chance(0.5) ? [['Notifiers', 'Husband and Wife'] as Field] : []),
      ],
    },
    ...people,
    { type: 'fields', fields: [['Date of acceptance', date(ended)]] },
    ...(certifiesFirst
      ? []
      : [
          {
            type: 'paragraph',
            text: rng.pick([`This is to certify that the above notification was accepted on ${date(ended)}.`, `I hereby certify that the above notification of divorce was received and accepted on ${date(ended)}.`]),
          } as Block,
        ]),
    { type: 'lines', lines: [date(issued), '', office.issuer, `${official}   [Official Seal]`], align: 'right' },
    { type: 'stamp', lines: ['(Seal)', office.seal] },
  ];
  // The translator: a US translator's certificate, or the applicant's translator in Japan.
  if (rng.chance(0.5)) {
    blocks.push(...usTranslatorCertificate(p, rng, 'Japanese', 'Certificate of Acceptance of Notification of Divorce', near(issued, rng, 3, 400)));
  } else {
    const t = fullName(p.others.translator);
    const tAddress = `${int(rng, 1, 6)}-${int(rng, 1, 28)}-${int(rng, 1, 20)} ${rng.pick(['Kitashinjuku', 'Yotsuya', 'Shinjuku'])}, Shinjuku-ku, Tokyo ${int(rng, 160, 169)}-${digits(rng, 4)}, Japan`;
    blocks.push(
      { type: 'subtitle', text: rng.pick(["Translator's Statement", 'TRANSLATION CERTIFICATE']) },
      {
        type: 'paragraph',
        text: `I, ${t}, of ${tAddress}, hereby declare that I am proficient in both Japanese and English and that the above is a true and correct English translation of the original Japanese Certificate of Acceptance of Notification (Juri Shomeisho).`,
      },
      { type: 'lines', lines: [`Translator: ${t}`, `Address: ${tAddress}`, `Tel: +81-3-${digits(rng, 4)}-${digits(rng, 4)}`, `Date: ${jpDate(near(issued, rng, 3, 400), 'slash')}`, 'Signature: ____________________'], size: 9.5 },
    );
  }
  return {
    kind: 'divorce_decree',
    fileName: rng.pick(['rikon juri shomeisho translation.pdf', 'divorce acceptance certificate japan.pdf', 'juri shomeisho.pdf']),
    styles: ['columns', 'leaders', 'stacked', 'inline'],
    blocks,
    truth: divorceTruth(p, false),
  };
};

export const divorceDevelopment11: LayoutFamily[] = [
  {
    id: 'divorce_decree/vietnam-consensual-divorce-decision',
    kind: 'divorce_decree',
    modelledOn:
      'Certified English translation of a Vietnamese provincial People\'s Court "Decision on recognition of consensual divorce and agreement of the involved parties" (Quyet dinh cong nhan thuan tinh ly hon, No. .../QDST-HNGD, CPC 2004 Arts. 187-188): national motto, case file .../TLST-HNGD, conciliation record, Petitioner 1 / 2 with birth year, passport and residence, DECIDES 1-4, marriage registration recited or not, "takes legal effect immediately", recipients, judge, seal, translator certification (US or Vietnamese with signature authentication)',
    build: vietnamConsensualDivorce,
  },
  {
    id: 'divorce_decree/japan-divorce-acceptance-certificate',
    kind: 'divorce_decree',
    modelledOn:
      'Certified English translation of a Japanese municipal Certificate of Acceptance of Notification (Rikon Todoke Juri Shomeisho) for a divorce by agreement (kyogi rikon): type of notification, date of notification, reception number, husband and wife with date of birth, honseki or nationality and address (list or table), date of acceptance, mayor / ward head and seal, era dates with the Western year or yyyy/mm/dd, translator\'s statement with name and address',
    build: japanDivorceAcceptance,
  },
];
