import { formDate, fullName, printDate, upper } from '../../formats.js';
import type { Name, Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import type { Block } from '../../render.js';
import type { DocumentSpec, LayoutFamily } from '../document-spec.js';
import { dayFirst, digits, divorceTruth, esDate, near, ordinalDate, stateName } from './civil-common.development.js';

// Court staff, lawyers and notaries: people other than the parties, drawn with rng.
const usGiven = ['Patricia', 'Robert', 'Linda', 'Michael', 'Susan', 'David', 'Karen', 'James', 'Deborah', 'Richard', 'Laura', 'Thomas', 'Elaine', 'Howard', 'Gloria', 'Steven', 'Diane', 'Marcus'];
const usFamily = ['Whitfield', 'Okafor', 'Brennan', 'Kaplan', 'Delgado', 'Nakamura', 'Holloway', 'Fitzgerald', 'Castellano', 'Rosenberg', 'Pruitt', 'Abernathy', 'Lindqvist', 'Moreno', 'Chen', 'Gallagher', 'Weinstein', 'Ostrowski'];
const usPerson = (rng: Rng, initial = false) => `${rng.pick(usGiven)} ${initial ? `${rng.pick(['A', 'B', 'C', 'D', 'E', 'J', 'L', 'M', 'R', 'S', 'T'])}. ` : ''}${rng.pick(usFamily)}`;
const drMale = ['José Rafael', 'Juan Carlos', 'Ramón Antonio', 'Luis Manuel', 'Francisco Alberto', 'Pedro Julio', 'Héctor Bienvenido'];
const drFemale = ['María Altagracia', 'Ana Mercedes', 'Rosa Elena', 'Carmen Yudelka', 'Yokasta', 'Miguelina', 'Evelyn Josefina'];
const drFamily = ['Peña Rosario', 'Martínez Almonte', 'Rodríguez Santana', 'Féliz Matos', 'De los Santos Reyes', 'Guzmán Cabral', 'Pimentel Tejada', 'Báez Núñez', 'Castillo Vólquez'];
/** Distinct Dominican names for the judge, secretary, lawyer and notary of one document. */
const drPeople = (rng: Rng) => {
  const used = new Set<string>();
  return (female: boolean) => {
    let given = rng.pick(female ? drFemale : drMale);
    let family = rng.pick(drFamily);
    while (used.has(given) || used.has(family)) {
      given = rng.pick(female ? drFemale : drMale);
      family = rng.pick(drFamily);
    }
    used.add(given).add(family);
    return `${given} ${family}`;
  };
};

const streets = ['Wilshire Blvd', 'Ocean Ave', 'Court Street', 'Main Street', 'Grand Avenue', 'Maple Drive', 'Lakeview Road', 'Jefferson Street', 'Sunset Blvd', 'Park Place'];
/** An address of the time of the divorce (not the applicant's current home), in the court's city. */
const oldAddress = (rng: Rng, city: string, st: string, zip: string) => ({ street: `${Math.floor(rng.between(100, 9900))} ${rng.pick(streets)}`, city, state: st, zip: `${zip.slice(0, 3)}${digits(rng, 2)}` });
const phone = (rng: Rng, area: string) => `(${area}) ${Math.floor(rng.between(200, 999))}-${digits(rng, 4)}`;
const monthsAbbr = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** "MAR 03 2015", as a clerk's date stamp prints it. */
const stampDate = (d: Date) => `${monthsAbbr[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, '0')} ${d.getUTCFullYear()}`;
const recent = (rng: Rng) => new Date(Date.UTC(Math.floor(rng.between(2022, 2025)), Math.floor(rng.between(0, 12)), Math.floor(rng.between(1, 28))));

const californiaCourts = [
  { county: 'Los Angeles', branch: 'Stanley Mosk Courthouse', street: '111 North Hill Street', city: 'Los Angeles', zip: '90012', area: '213', prefix: 'BD', digits: 6 },
  { county: 'San Diego', branch: 'Central Courthouse', street: '1100 Union Street', city: 'San Diego', zip: '92101', area: '619', prefix: 'D', digits: 6 },
  { county: 'Orange', branch: 'Lamoreaux Justice Center', street: '341 The City Drive South', city: 'Orange', zip: '92868', area: '714', prefix: 'D', digits: 6 },
  { county: 'Santa Clara', branch: 'Family Justice Center Courthouse', street: '201 North First Street', city: 'San Jose', zip: '95113', area: '408', prefix: 'FL', digits: 6 },
  { county: 'Alameda', branch: 'Hayward Hall of Justice', street: '24405 Amador Street', city: 'Hayward', zip: '94544', area: '510', prefix: 'HF', digits: 8 },
  { county: 'Sacramento', branch: 'William R. Ridgeway Family Relations Courthouse', street: '3341 Power Inn Road', city: 'Sacramento', zip: '95826', area: '916', prefix: 'FL', digits: 6 },
];

const box = (on: boolean) => (on ? '[X]' : '[  ]');

/**
 * A California Superior Court "JUDGMENT" (Family Law), Judicial Council form FL-180: the form's
 * caption boxes (ATTORNEY OR PARTY WITHOUT ATTORNEY with name, firm, street, city, telephone and
 * "ATTORNEY FOR (name)"; the clerk's FILED stamp in the FOR COURT USE ONLY box; SUPERIOR COURT OF
 * CALIFORNIA, COUNTY OF ... with the courthouse address and branch; PETITIONER: / RESPONDENT:;
 * the judgment type checkboxes, "Date marital or domestic partnership status ends:" and the CASE
 * NUMBER), then the numbered checkbox items (hearing date and department, judicial officer, the
 * date the court acquired jurisdiction of the respondent, item 4a "Marital or domestic partnership
 * status is terminated and the parties are restored to the status of single persons (1) on
 * (specify date)"), the judicial officer's signature line with its own date, the FL-180 footer,
 * often the marital settlement agreement attached (whose recitals give the date and place of the
 * marriage and the date of separation) and the clerk's certified-copy attestation. The form itself
 * prints no place of marriage.
 */
const californiaFl180 = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantPetitions = rng.chance(0.5);
  const [pet, resp] = applicantPetitions ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const court = rng.pick(californiaCourts);
  const ended = p.priorMarriage.ended;
  const jurisdiction = near(ended, rng, -184, -183);
  const signed = rng.chance(0.35) ? ended : near(ended, rng, -150, -20);
  const ds = (d: Date) => printDate(d, rng.chance(0.8) ? 'us' : 'month-name');
  const caseNo = `${court.prefix}${court.prefix === 'D' || court.prefix === 'FL' ? String(jurisdiction.getUTCFullYear() - 1).slice(2) : ''}${digits(rng, court.digits)}`;
  const judge = usPerson(rng, rng.chance(0.5));
  const clerk = usPerson(rng, true);
  const deputy = `${rng.pick(['J.', 'M.', 'R.', 'S.'])} ${rng.pick(usFamily)}`;
  const selfRepresented = rng.chance(0.3);
  const lawyer = usPerson(rng);
  const office = { street: `${p.others.officeAddress.street}${p.others.officeAddress.unit ? `, Suite ${p.others.officeAddress.unit}` : ''}`, city: court.city, state: 'CA', zip: `${court.zip.slice(0, 3)}${digits(rng, 2)}` };
  const petHome = oldAddress(rng, court.city, 'CA', court.zip);
  const filer = selfRepresented
    ? { name: fullName(pet), firm: '', street: petHome.street, city: petHome.city, zip: petHome.zip, bar: '', email: '' }
    : { name: lawyer, firm: rng.pick([`Law Offices of ${lawyer}`, `${lawyer.split(' ').pop()} & ${rng.pick(usFamily)}, LLP`, `${lawyer.split(' ').pop()} Family Law Group, APC`]), street: office.street, city: office.city, zip: office.zip, bar: digits(rng, 6), email: `${lawyer.split(' ')[0]?.[0]}${lawyer.split(' ').pop()}@familylaw.example`.toLowerCase() };
  const withAgreement = rng.chance(0.6);
  const separated = near(jurisdiction, rng, -400, -60);
  const heardPresent = rng.chance(0.5);
  const caption: string[][] = [
    ['ATTORNEY OR PARTY WITHOUT ATTORNEY', 'FOR COURT USE ONLY'],
    [`STATE BAR NO.: ${filer.bar}`, ''],
    [`NAME: ${upper(filer.name)}`, 'FILED'],
    [`FIRM NAME: ${filer.firm}`, 'Superior Court of California'],
    [`STREET ADDRESS: ${filer.street}`, `County of ${court.county}`],
    [`CITY: ${filer.city}   STATE: CA   ZIP: ${filer.zip}`, stampDate(signed)],
    [`TELEPHONE NO.: ${phone(rng, court.area)}`, clerk],
    [`E-MAIL ADDRESS: ${filer.email}`, 'Executive Officer/Clerk'],
    [`ATTORNEY FOR (name): ${selfRepresented ? 'In pro per' : 'Petitioner'}`, `By ${deputy}, Deputy`],
    ['SUPERIOR COURT OF CALIFORNIA,', ''],
    [`COUNTY OF ${upper(court.county)}`, ''],
    [`STREET ADDRESS: ${court.street}`, ''],
    [`CITY AND ZIP CODE: ${court.city}, CA ${court.zip}`, ''],
    [`BRANCH NAME: ${court.branch}`, ''],
    [`PETITIONER: ${upper(fullName(pet))}`, ''],
    [`RESPONDENT: ${upper(fullName(resp))}`, ''],
    ['JUDGMENT', 'CASE NUMBER:'],
    [`${box(true)} DISSOLUTION   ${box(false)} LEGAL SEPARATION`, caseNo],
    [`${box(false)} NULLITY   ${box(false)} Status only`, ''],
    [`${box(false)} Reserving jurisdiction over termination`, ''],
    [`${box(false)} Judgment on reserved issues`, ''],
    ['Date marital or domestic partnership status ends:', ds(ended)],
  ];
  const lines = (l: string[]): Block => ({ type: 'lines', lines: l, size: 9 });
  const blocks: Block[] = [
    { type: 'footer', text: `Form Adopted for Mandatory Use  Judicial Council of California  FL-180 [Rev. ${rng.pick(['January 1, 2007', 'July 1, 2012', 'January 1, 2014'])}]   JUDGMENT (Family Law)   Family Code, §§ 2024, 2340, 2343, 2346` },
    { type: 'table', rows: caption, widths: [0.66, 0.34] },
    lines([
      `1. ${box(false)} This judgment contains personal conduct restraining orders   ${box(false)} modifies existing restraining orders.`,
      `2. ${box(true)} This proceeding was heard as follows:   ${box(true)} Default or uncontested   ${box(false)} Contested`,
      `    ${box(false)} By declaration under Family Code section 2336   ${box(false)} Agreement in court`,
      `    a. Date: ${ds(signed)}     Dept.: ${rng.pick(['2', '2D', '5', '11', 'F3', '26'])}     Room:`,
      `    b. Judicial officer (name): ${judge}     ${box(false)} Temporary judge`,
      `    c. ${box(heardPresent)} Petitioner present in court     ${box(heardPresent && !selfRepresented)} Attorney present in court (name): ${heardPresent && !selfRepresented ? lawyer : ''}`,
      `    d. ${box(false)} Respondent present in court     ${box(false)} Attorney present in court (name):`,
      `3. The court acquired jurisdiction of the respondent on (date): ${ds(jurisdiction)}`,
      `    a. ${box(true)} The respondent was served with process.     b. ${box(false)} The respondent appeared.`,
    ]),
    { type: 'subtitle', text: 'THE COURT ORDERS, GOOD CAUSE APPEARING:' },
    lines([
      `4. a. ${box(true)} Judgment of dissolution is entered. Marital or domestic partnership status is terminated and the parties`,
      '           are restored to the status of single persons',
      `           (1) ${box(true)} on (specify date): ${ds(ended)}`,
      `           (2) ${box(false)} on a date to be determined on noticed motion of either party or on stipulation.`,
      `    b. ${box(false)} Judgment of legal separation is entered.`,
      `    c. ${box(false)} Judgment of nullity is entered. The parties are declared to be single persons on the ground of (specify):`,
      `    d. ${box(false)} This judgment will be entered nunc pro tunc as of (date):`,
      `    e. ${box(false)} Judgment on reserved issues.`,
      `    f. ${box(false)} The  ${box(false)} petitioner's  ${box(false)} respondent's former name is restored to (specify):`,
      `    g. ${box(false)} Jurisdiction is reserved over all other issues, and all present orders remain in effect except as provided below.`,
      `    h. ${box(withAgreement)} The parties' written settlement agreement is attached and incorporated as Attachment 4h.`,
      `    i. ${box(!withAgreement)} Other (specify): No property or support issues are presented; the judgment is as to status.`,
    ]),
    { type: 'spacer', height: 10 },
    lines([`Date: ${ds(signed)}`, '', '______________________________________', `${upper(judge)}`, 'JUDICIAL OFFICER']),
    lines([`Number of pages attached: ${withAgreement ? Math.floor(rng.between(4, 12)) : 0}      ${box(withAgreement)} SIGNATURE FOLLOWS LAST ATTACHMENT`]),
    {
      type: 'paragraph',
      text: "NOTICE: Dissolution or legal separation may automatically cancel the rights of a spouse or domestic partner under the other spouse's or domestic partner's will, trust, retirement plan, power of attorney, pay-on-death bank account, survivorship rights to any property owned in joint tenancy, and any other similar property interest.",
    },
  ];
  if (withAgreement) {
    const [h, w] = (p.sex === 'Male') === applicantPetitions ? ['Husband', 'Wife'] : ['Wife', 'Husband'];
    const terms = rng.pick([['Petitioner', 'Respondent'], [h, w]]) as [string, string];
    blocks.push(
      // The attachment starts on a page of its own.
      { type: 'spacer', height: 800 },
      { type: 'title', text: rng.pick(['ATTACHMENT 4h - MARITAL SETTLEMENT AGREEMENT', 'MARITAL SETTLEMENT AGREEMENT']), align: 'center' },
      { type: 'paragraph', text: `This Agreement is made between ${fullName(pet)} ("${terms[0]}") and ${fullName(resp)} ("${terms[1]}"), in the matter of case number ${caseNo}.` },
      { type: 'subtitle', text: '1. RECITALS' },
      {
        type: 'paragraph',
        text: `A. The parties were married on ${printDate(p.priorMarriage.date, rng.pick(['month-name', 'us'] as const))} in ${p.priorMarriage.place}, and separated on ${printDate(separated, 'month-name')}. B. No children were born to or adopted by the parties during the marriage, and none are expected. C. Irreconcilable differences have arisen which have led to the irremediable breakdown of the marriage.`,
      },
      { type: 'paragraph', text: '2. DIVISION OF PROPERTY. Each party is awarded as his or her sole and separate property the personal effects, bank accounts and vehicles in his or her possession. Each party waives spousal support from the other, now and in the future.' },
      lines([`Dated: ${ds(near(signed, rng, -60, -10))}          ____________________________  ${fullName(pet)}, Petitioner`, `Dated: ${ds(near(signed, rng, -60, -10))}          ____________________________  ${fullName(resp)}, Respondent`]),
    );
  }
  blocks.push(
    { type: 'paragraph', text: `CLERK'S CERTIFICATE. I certify that the foregoing is a full, true and correct copy of the original on file in my office. ATTEST ${printDate(recent(rng), 'month-name')}. ${clerk}, Executive Officer/Clerk of the Superior Court of California, County of ${court.county}. By ${deputy}, Deputy.` },
    { type: 'stamp', lines: ['CERTIFIED COPY', 'SUPERIOR COURT OF CALIFORNIA', `COUNTY OF ${upper(court.county)}`] },
  );
  return { kind: 'divorce_decree', fileName: rng.pick(['FL-180 judgment.pdf', 'judgment dissolution california.pdf', 'divorce judgment FL180.pdf']), styles: ['inline'], blocks, truth: divorceTruth(p, withAgreement) };
};

const newYorkCourts = [
  { county: 'Kings', address: '360 Adams Street, Brooklyn, New York', clerkTitle: 'Kings County Clerk', zip: '112' },
  { county: 'Queens', address: '88-11 Sutphin Boulevard, Jamaica, New York', clerkTitle: 'Queens County Clerk', zip: '114' },
  { county: 'New York', address: '60 Centre Street, New York, New York', clerkTitle: 'New York County Clerk', zip: '100' },
  { county: 'Bronx', address: '851 Grand Concourse, Bronx, New York', clerkTitle: 'Bronx County Clerk', zip: '104' },
  { county: 'Westchester', address: '111 Dr. Martin Luther King Jr. Boulevard, White Plains, New York', clerkTitle: 'Westchester County Clerk', zip: '106' },
  { county: 'Nassau', address: '100 Supreme Court Drive, Mineola, New York', clerkTitle: 'Nassau County Clerk', zip: '115' },
];

/**
 * A New York Supreme Court "Judgment of Divorce" in an uncontested action (form UD-11 as attorneys
 * fill it): "At the Matrimonial/IAS Part ... of the Supreme Court of the State of New York, held in
 * and for the County of ..., at the Courthouse, ..., on the ... day of ..." and "PRESENT: HON. ...,
 * Justice", the Plaintiff / -against- / Defendant caption with the Index No., the recitals (service,
 * the date the action was submitted, the grounds under DRL §170(7), the findings with the date and
 * place of the marriage), "ORDERED AND ADJUDGED that the marriage between ..., plaintiff, and ...,
 * defendant, is hereby dissolved by reason of ...", "ENTER: ... J.S.C.", the county clerk's stamp
 * with the date the judgment was entered (the date the divorce is final), sometimes the NYSCEF
 * header, and the attorney's office block.
 */
const newYorkJudgment = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantSues = rng.chance(0.5);
  const [pl, df] = applicantSues ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const court = rng.pick(newYorkCourts);
  const ended = p.priorMarriage.ended;
  const signed = rng.chance(0.4) ? ended : near(ended, rng, -12, -2);
  const submitted = near(signed, rng, -90, -20);
  const justice = usPerson(rng, rng.chance(0.4));
  const clerk = usPerson(rng, true);
  const index = `${digits(rng, 6)}/${submitted.getUTCFullYear() - (rng.chance(0.6) ? 1 : 0)}`;
  const part = rng.pick(['Matrimonial Part', 'IAS Part', 'Matrimonial/IAS Part', 'Uncontested Matrimonial Part']);
  const attorney = usPerson(rng);
  const represented = rng.chance(0.8);
  const ds = rng.pick(['month-name', 'us'] as const);
  const nyscef = rng.chance(0.45);
  const manWord = (n: Name) => ((n === p.name) === (p.sex === 'Male') ? 'his' : 'her');
  const blocks: Block[] = [
    { type: 'footer', text: `UD-11 (Rev. ${rng.pick(['1/2011', '3/2014', '10/2010'])})   Judgment of Divorce   Index No. ${index}` },
    ...(nyscef ? [{ type: 'lines', lines: [`FILED: ${upper(court.clerkTitle)} ${formDate(ended)} ${Math.floor(rng.between(9, 12))}:${digits(rng, 1)}${digits(rng, 1)} AM          INDEX NO. ${index}`, `NYSCEF DOC. NO. ${Math.floor(rng.between(12, 80))}                                        RECEIVED NYSCEF: ${formDate(ended)}`], size: 7.5 } as Block] : []),
    {
      type: 'paragraph',
      text: `At the ${part} ${Math.floor(rng.between(1, 60))} of the Supreme Court of the State of New York, held in and for the County of ${court.county}, at the Courthouse, ${court.address}, on the ${ordinalDate(signed).replace(/^the /, '')}.`,
    },
    { type: 'lines', lines: [`P R E S E N T:  HON. ${upper(justice)},`, `                                   ${rng.pick(['Justice.', 'J.S.C.', 'Justice of the Supreme Court.'])}`] },
    {
      type: 'lines',
      lines: [
        '-------------------------------------------------------------------------------X',
        `${upper(fullName(pl))},`,
        '                                        Plaintiff,',
        '                    - against -',
        `${upper(fullName(df))},`,
        '                                        Defendant.',
        '-------------------------------------------------------------------------------X',
      ],
    },
    { type: 'lines', lines: [`Index No.: ${index}`, `Calendar No.: ${rng.chance(0.5) ? digits(rng, 5) : ''}`], align: 'right' },
    { type: 'title', text: 'JUDGMENT OF DIVORCE', align: 'right' },
    { type: 'paragraph', text: `EVIDENCE OF SERVICE: The Defendant was served personally ${rng.pick(['within', 'outside'])} the State of New York with the Summons With Notice${rng.chance(0.5) ? ' and Notice of Automatic Orders' : ''}.` },
    { type: 'paragraph', text: `This action was submitted to ${rng.pick(['the referee', 'this court'])} for consideration on the ${ordinalDate(submitted).replace(/^the /, '')}. The Plaintiff presented a Summons With Notice for divorce based upon DRL §170 subd. (7). The Defendant ${rng.pick([`has appeared and waived ${manWord(df)} right to answer`, 'has not appeared and is in default', 'filed an Affidavit of Defendant consenting to the entry of judgment'])}.` },
    {
      type: 'paragraph',
      text: `The Court, having found that the Plaintiff and Defendant were married on ${printDate(p.priorMarriage.date, ds)} in ${p.priorMarriage.place}, that the marriage was not performed by a clergyman, minister or leader of the Society for Ethical Culture, and that the relationship between them has broken down irretrievably for a period of at least six months;`,
    },
    { type: 'paragraph', text: `NOW, on motion of ${represented ? `${attorney}, Esq., attorney for Plaintiff` : 'Plaintiff, pro se'}, it is:` },
    { type: 'paragraph', text: 'ORDERED AND ADJUDGED that the Referee\'s Report, if any, is hereby confirmed; and it is further' },
    { type: 'paragraph', text: `ORDERED AND ADJUDGED that the marriage between plaintiff, ${upper(fullName(pl))}, and defendant, ${upper(fullName(df))}, is hereby dissolved by reason of the irretrievable breakdown in the relationship for a period of at least six months, DRL §170(7); and it is further` },
    { type: 'paragraph', text: 'ORDERED AND ADJUDGED that there are no unemancipated children of the marriage; and it is further' },
    ...(rng.chance(0.5) ? [{ type: 'paragraph', text: `ORDERED AND ADJUDGED that the Stipulation of Settlement entered into between the parties on the ${ordinalDate(near(submitted, rng, -120, -15)).replace(/^the /, '')}, a copy of which is on file with this Court, is incorporated by reference into this Judgment and shall survive and shall not be merged into this Judgment; and it is further` } as Block] : []),
    { type: 'paragraph', text: 'ORDERED AND ADJUDGED that both parties are authorized to resume the use of any prior surname; and it is further ORDERED AND ADJUDGED that each party shall comply with DRL §255 and the Notice of Guideline Maintenance.' },
    { type: 'lines', lines: ['ENTER:', '', '____________________________________', `HON. ${upper(justice)}, J.S.C.`], align: 'right' },
    { type: 'stamp', lines: ['FILED', 'AND ENTERED', `ON ${formDate(ended)}`, upper(court.clerkTitle)] },
    ...(!nyscef || rng.chance(0.5)
      ? [{ type: 'paragraph', text: `STATE OF NEW YORK, COUNTY OF ${upper(court.county)}, ss: I, ${upper(clerk)}, County Clerk and Clerk of the Supreme Court, ${court.county} County, do hereby certify that I have compared this copy with the original filed in my office on ${printDate(ended, ds)}, and that the same is a correct transcript therefrom and of the whole of such original. In witness whereof I have affixed my official seal this ${ordinalDate(recent(rng)).replace(/^the /, '')}.` } as Block]
      : []),
    ...(represented ? [{ type: 'lines', lines: [`${attorney}, Esq.`, 'Attorney for Plaintiff', `${p.others.officeAddress.street}${p.others.officeAddress.unit ? `, Suite ${p.others.officeAddress.unit}` : ''}`, `${court.address.split(', ').slice(1).join(', ')} ${court.zip}${digits(rng, 2)}`, `(${rng.pick(['718', '212', '914', '516'])}) ${Math.floor(rng.between(200, 999))}-${digits(rng, 4)}`], size: 8.5 } as Block] : []),
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['judgment of divorce NY.pdf', 'JOD entered.pdf', 'divorce judgment supreme court.pdf']), styles: ['inline'], blocks, truth: divorceTruth(p, true) };
};

// Spanish number words, for the dates Dominican courts write out ("dieciocho (18) días del mes de marzo").
const esUnits = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis', 'veintisiete', 'veintiocho', 'veintinueve'];
const esTens = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const esNumber = (n: number): string => {
  if (n >= 2000) return `dos mil${n % 1000 ? ` ${esNumber(n % 1000)}` : ''}`;
  if (n < 30) return esUnits[n] as string;
  return `${esTens[Math.floor(n / 10)]}${n % 10 ? ` y ${esUnits[n % 10]}` : ''}`;
};
const monthsEs = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** "a los dieciocho (18) días del mes de marzo del año dos mil quince (2015)" */
const drWords = (d: Date) => `${esNumber(d.getUTCDate())} (${d.getUTCDate()}) días del mes de ${monthsEs[d.getUTCMonth()]} del año ${esNumber(d.getUTCFullYear())} (${d.getUTCFullYear()})`;

const esDemonyms: Record<string, string> = { MEX: 'mexican', GTM: 'guatemaltec', SLV: 'salvadoreñ', HND: 'hondureñ', COL: 'colombian', PHL: 'filipin', IND: 'indi', NGA: 'nigerian', VEN: 'venezolan', PER: 'peruan' };
/** "mexicano" / "mexicana": the nationality as a Dominican court writes it. */
const esDemonym = (code: string, male: boolean) => `${esDemonyms[code] ?? 'extranjer'}${male ? 'o' : 'a'}`;

const drCourts = [
  { sala: 'Quinta Sala', camara: 'Cámara Civil y Comercial', district: 'Distrito Nacional', seat: 'Palacio de Justicia de Ciudad Nueva, calle Hostos esquina Luperón, Ciudad Nueva', city: 'Santo Domingo de Guzmán, Distrito Nacional', code: '036' },
  { sala: 'Primera Sala', camara: 'Cámara Civil y Comercial', district: 'Distrito Nacional', seat: 'Palacio de Justicia de Ciudad Nueva, calle Hostos esquina Luperón, Ciudad Nueva', city: 'Santo Domingo de Guzmán, Distrito Nacional', code: '034' },
  { sala: 'Segunda Sala', camara: 'Cámara Civil y Comercial', district: 'Distrito Judicial de Santiago', seat: 'Palacio de Justicia, avenida 27 de Febrero, Las Colinas', city: 'Santiago de los Caballeros', code: '366' },
  { sala: '', camara: 'Cámara Civil, Comercial y de Trabajo', district: 'Distrito Judicial de La Altagracia', seat: 'Palacio de Justicia, calle Agustín Guerrero', city: 'Salvaleón de Higüey', code: '186' },
];

/**
 * A Dominican Republic first-instance court's "Sentencia" admitting a divorce by mutual consent
 * (Ley 1306-bis, the quick divorce of foreigners): the header "REPÚBLICA DOMINICANA / PODER
 * JUDICIAL" with the Sala and Cámara of the Juzgado de Primera Instancia, the Sentencia and
 * Expediente numbers and the date (dd/mm/yyyy), "En nombre de la República" with the court's seat
 * and the judge ("Magistrado/a ..., Juez/a") and secretary, the spouses with nationality and
 * passport, their lawyer ("Licdo./Licda. ...", bar number, "estudio profesional abierto en ...")
 * and the notary of the stipulations, the Considerandos with the marriage ("contrajeron matrimonio
 * en fecha 12 de mayo de 2010, en Pune, India"), "FALLA: PRIMERO: ADMITE el divorcio ... por la
 * causa determinada de mutuo consentimiento", the closing date written out in words, and the
 * secretary's certification.
 */
const sentenciaDominicana = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantFirst = rng.chance(0.5);
  const male = p.sex === 'Male';
  const me = { n: p.name, male, demonym: esDemonym(p.country.code, male) };
  const other = { n: p.priorSpouse, male: !male, demonym: rng.chance(0.7) ? esDemonym(p.country.code, !male) : 'estadounidense' };
  const [a, b] = applicantFirst ? [me, other] : [other, me];
  const court = rng.pick(drCourts);
  const ended = p.priorMarriage.ended;
  const filed = near(ended, rng, -40, -8);
  const stipulations = near(filed, rng, -30, -2);
  const judgeFemale = rng.chance(0.5);
  const secretaryFemale = rng.chance(0.75);
  const drPerson = drPeople(rng);
  const judge = drPerson(judgeFemale);
  const secretary = drPerson(secretaryFemale);
  const lawyerFemale = rng.chance(0.4);
  const lawyer = drPerson(lawyerFemale);
  const notaryFemale = rng.chance(0.4);
  const notary = drPerson(notaryFemale);
  const sentenciaNo = `${court.code}-${ended.getUTCFullYear()}-${rng.pick(['SSEN', 'SCIV', '00'])}-${digits(rng, 5)}`;
  const expediente = `${court.code}-${String(filed.getUTCFullYear()).slice(2)}-${digits(rng, 5)}`;
  const passport = () => `${upper(rng.pick(['A', 'P', 'K', 'M', 'Z']))}${digits(rng, 7)}`;
  const usCity = rng.pick(['New York, Nueva York', 'Miami, Florida', 'Houston, Texas', 'Newark, Nueva Jersey', 'Chicago, Illinois']);
  const party = (x: typeof a) => `${upper(fullName(x.n))}, ${x.demonym}, mayor de edad, ${x.male ? 'casado' : 'casada'}, ${x.male ? 'portador' : 'portadora'} del pasaporte No. ${passport()}, ${x.male ? 'domiciliado y residente' : 'domiciliada y residente'} en ${rng.chance(0.5) ? `${usCity}, Estados Unidos de América` : `${rng.pick(p.country.cities)}, ${p.country.name}`}`;
  const independence = ended.getUTCFullYear() - (ended.getUTCMonth() > 1 || (ended.getUTCMonth() === 1 && ended.getUTCDate() >= 27) ? 1843 : 1844);
  const restoration = ended.getUTCFullYear() - (ended.getUTCMonth() > 7 || (ended.getUTCMonth() === 7 && ended.getUTCDate() >= 16) ? 1862 : 1863);
  const datedHead = rng.chance(0.5);
  const marriageDate = rng.chance(0.6) ? `${esDate(p.priorMarriage.date)}` : dayFirst(p.priorMarriage.date);
  const [mCity, mCountry] = p.priorMarriage.place.split(', ') as [string, string];
  const lic = lawyerFemale ? 'Licda.' : 'Licdo.';
  const blocks: Block[] = [
    { type: 'lines', lines: ['REPÚBLICA DOMINICANA', 'PODER JUDICIAL', ...(court.sala ? [upper(court.sala)] : []), upper(court.camara), 'JUZGADO DE PRIMERA INSTANCIA', upper(`del ${court.district}`)], align: 'center' },
    {
      type: 'fields',
      style: 'columns',
      fields: [
        ['Sentencia Civil Núm.', sentenciaNo],
        ['Expediente Núm.', expediente],
        ...(datedHead ? [['Fecha', dayFirst(ended)] as [string, string]] : []),
        ['Materia', 'Divorcio por Mutuo Consentimiento'],
        ['Solicitantes', `${upper(fullName(a.n))} y ${upper(fullName(b.n))}`],
      ],
    },
    {
      type: 'paragraph',
      text: `En nombre de la República, la ${court.sala ? `${court.sala} de la ` : ''}${court.camara} del Juzgado de Primera Instancia del ${court.district}, regularmente constituida en la sala donde acostumbra celebrar sus audiencias, sita en el ${court.seat}, presidida por ${judgeFemale ? 'la Magistrada' : 'el Magistrado'} ${judge}, ${judgeFemale ? 'Jueza' : 'Juez'}, ${judgeFemale ? 'asistida' : 'asistido'} de ${secretaryFemale ? 'la Secretaria' : 'el Secretario'} ${secretary}, ha dictado en sus atribuciones civiles, en Cámara de Consejo, la siguiente sentencia:`,
    },
    {
      type: 'paragraph',
      text: `Con motivo de la instancia en solicitud de divorcio por mutuo consentimiento depositada en fecha ${dayFirst(filed)} por los señores ${party(a)}; y ${party(b)}; quienes tienen como abogado constituido y apoderado especial ${lawyerFemale ? 'a la' : 'al'} ${lic} ${lawyer}, ${lawyerFemale ? 'dominicana' : 'dominicano'}, mayor de edad, ${lawyerFemale ? 'abogada' : 'abogado'} de los tribunales de la República, ${lawyerFemale ? 'matriculada' : 'matriculado'} en el Colegio de Abogados con el No. ${digits(rng, 5)}-${digits(rng, 3)}-${digits(rng, 2)}, con estudio profesional abierto en la calle ${rng.pick(['Pasteur', 'Dr. Delgado', 'Arzobispo Meriño', 'El Conde', 'Del Sol', 'Duarte'])} No. ${Math.floor(rng.between(2, 250))}, ${rng.pick(['sector Gazcue', 'Zona Colonial', 'Centro de la Ciudad', 'ensanche Naco'])}, de esta ciudad.`,
    },
    { type: 'paragraph', text: `VISTO: El acto auténtico de estipulaciones y convenciones de fecha ${dayFirst(stipulations)}, instrumentado por ${notaryFemale ? rng.pick(['la Dra.', 'la Licda.']) : rng.pick(['el Dr.', 'el Licdo.'])} ${notary}, ${notaryFemale ? 'Notaria' : 'Notario'} Público de los del número del ${court.district}.` },
    { type: 'subtitle', text: 'EL TRIBUNAL, DESPUÉS DE HABER DELIBERADO:' },
    {
      type: 'paragraph',
      text: `CONSIDERANDO: Que los señores ${fullName(a.n)} y ${fullName(b.n)} contrajeron matrimonio en fecha ${marriageDate}, en la ciudad de ${mCity}, ${mCountry}, según consta en el acta de matrimonio expedida por la autoridad competente de dicho país, debidamente apostillada y traducida al español.`,
    },
    { type: 'paragraph', text: `CONSIDERANDO: Que ${rng.pick(['de dicho matrimonio no procrearon hijos', 'los esposos no han procreado hijos durante su matrimonio'])}, y que uno de los esposos ha comparecido personalmente y el otro se ha hecho representar mediante poder especial, conforme al artículo 28 de la Ley 1306-bis sobre Divorcio.` },
    { type: 'paragraph', text: 'Por tales motivos, y vistos los artículos 2, 26, 27 y 28 de la Ley 1306-bis sobre Divorcio, el Tribunal, administrando justicia en nombre de la República, por autoridad de la ley,' },
    { type: 'subtitle', text: 'FALLA:' },
    {
      type: 'paragraph',
      text: `PRIMERO: ADMITE el divorcio entre los señores ${upper(fullName(a.n))} y ${upper(fullName(b.n))}, por la causa determinada de mutuo consentimiento. SEGUNDO: ORDENA el pronunciamiento del divorcio por ante el Oficial del Estado Civil correspondiente. TERCERO: DA ACTA de las estipulaciones y convenciones suscritas por los esposos. CUARTO: COMPENSA las costas del procedimiento.`,
    },
    {
      type: 'paragraph',
      text: `Así ha sido hecho, juzgado y firmado en la ciudad de ${court.city}, República Dominicana, a los ${drWords(ended)}${datedHead ? '' : `, es decir, el ${esDate(ended)}`}, años ${independence} de la Independencia y ${restoration} de la Restauración.`,
    },
    { type: 'lines', lines: [`Firmado: ${judge}, ${judgeFemale ? 'Jueza' : 'Juez'}; ${secretary}, ${secretaryFemale ? 'Secretaria' : 'Secretario'}.`] },
    {
      type: 'paragraph',
      text: `La presente copia es fiel y conforme a su original, que reposa en los archivos de este tribunal, y se expide, firma y sella a solicitud de parte interesada hoy ${esDate(near(ended, rng, 3, 30))}. ${secretary}, ${secretaryFemale ? 'Secretaria' : 'Secretario'}.`,
    },
    { type: 'stamp', lines: ['PODER JUDICIAL', upper(court.camara), upper(secretaryFemale ? 'Secretaria' : 'Secretario')] },
  ];
  return { kind: 'divorce_decree', fileName: rng.pick(['sentencia divorcio mutuo consentimiento.pdf', 'sentencia divorcio RD.pdf', 'divorcio santo domingo.pdf']), styles: ['columns'], blocks, truth: divorceTruth(p, true) };
};

const countyOffices = [
  { county: 'Hennepin', st: 'MN', district: 'Fourth Judicial District', court: 'District Court', file: '27-FA', officer: 'Court Administrator', city: 'Minneapolis', zip: '55487' },
  { county: 'Ramsey', st: 'MN', district: 'Second Judicial District', court: 'District Court', file: '62-FA', officer: 'Court Administrator', city: 'St. Paul', zip: '55102' },
  { county: 'Clark', st: 'NV', district: 'Eighth Judicial District', court: 'District Court, Family Division', file: 'D-', officer: 'County Clerk', city: 'Las Vegas', zip: '89155' },
  { county: 'Maricopa', st: 'AZ', district: '', court: 'Superior Court', file: 'FC', officer: 'Clerk of the Superior Court', city: 'Phoenix', zip: '85003' },
  { county: 'Cook', st: 'IL', district: 'Domestic Relations Division', court: 'Circuit Court', file: 'D', officer: 'Clerk of the Circuit Court', city: 'Chicago', zip: '60602' },
];

/**
 * A US county clerk's / court administrator's "Certificate of Dissolution" (the statutory abstract
 * of a divorce decree, Minnesota §518.148 style, or a county clerk's "Certificate of Divorce
 * Record"): the state, county and court file number, the parties (Petitioner / Respondent, or
 * Husband / Wife, or Party 1 / Party 2) with their last known addresses, their names after the
 * dissolution, the date and place of the marriage, the date the judgment and decree was entered,
 * the court; in a table or as numbered lines; certified under the clerk's name and seal, with the
 * date of issue.
 */
const dissolutionCertificate = (p: Persona, rng: Rng): DocumentSpec => {
  const applicantFirst = rng.chance(0.5);
  const office = rng.pick(countyOffices);
  const ended = p.priorMarriage.ended;
  const filedYear = near(ended, rng, -300, -90).getUTCFullYear();
  const fileNo = office.st === 'MN' ? `${office.file}-${String(filedYear).slice(2)}-${digits(rng, 4)}` : office.st === 'NV' ? `${office.file}${String(filedYear).slice(2)}-${digits(rng, 6)}-D` : `${office.file}${filedYear}-${digits(rng, 6)}`;
  const male = p.sex === 'Male';
  const roles = rng.pick([['Petitioner', 'Respondent'], male === applicantFirst ? ['Husband', 'Wife'] : ['Wife', 'Husband'], ['Party 1', 'Party 2']]) as [string, string];
  const [first, second] = applicantFirst ? [p.name, p.priorSpouse] : [p.priorSpouse, p.name];
  const addr = (a: ReturnType<typeof oldAddress>) => `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
  const homes = [oldAddress(rng, office.city, office.st, office.zip), rng.chance(0.3) ? undefined : oldAddress(rng, office.city, office.st, office.zip)];
  const addrs = homes.map((a) => (a ? addr(a) : 'Unknown'));
  const ds = rng.pick(['us', 'month-name'] as const);
  const clerk = usPerson(rng, true);
  const deputy = usPerson(rng);
  const issued = recent(rng);
  const table = rng.chance(0.5);
  const state = stateName(office.st);
  const courtName = `${office.court}${office.district ? `, ${office.district}` : ''}, ${office.county} County, ${state}`;
  const marriageLabel = rng.pick(['Place of Marriage (City, State or Country)', 'Place of Marriage', 'City and State/Country of Marriage']);
  const blocks: Block[] = [
    { type: 'lines', lines: [`STATE OF ${upper(state)}`, `COUNTY OF ${upper(office.county)}`], align: 'left' },
    { type: 'lines', lines: [upper(office.court), ...(office.district ? [upper(office.district)] : []), `Court File No. ${fileNo}`], align: 'right' },
    { type: 'lines', lines: ['In Re the Marriage of:', '', `${upper(fullName(first))},`, `                    ${roles[0]},`, 'and', `${upper(fullName(second))},`, `                    ${roles[1]}.`] },
    { type: 'title', text: office.st === 'MN' ? 'CERTIFICATE OF DISSOLUTION' : rng.pick(['CERTIFICATE OF DISSOLUTION OF MARRIAGE', 'CERTIFICATE OF DIVORCE RECORD']), align: 'center' },
    { type: 'paragraph', text: office.st === 'MN' ? 'Pursuant to Minn. Stat. § 518.148, the following information is certified from the records of this court:' : `The following is an abstract of the decree of dissolution of marriage on file in the office of the ${office.officer} of ${office.county} County:` },
  ];
  const marriageDate = printDate(p.priorMarriage.date, ds);
  const decree = printDate(ended, ds);
  if (table) {
    blocks.push(
      {
        type: 'table',
        header: ['', roles[0], roles[1]],
        widths: [0.27, 0.365, 0.365],
        rows: [
          ['Full name', upper(fullName(first)), upper(fullName(second))],
          ['Last known address', ...homes.map((a) => a?.street ?? 'Unknown')],
          ['City, State, ZIP', ...homes.map((a) => (a ? `${a.city}, ${a.state} ${a.zip}` : ''))],
          ['Name after dissolution', upper(fullName(first)), upper(fullName(second))],
        ],
      },
      {
        type: 'table',
        widths: [0.4, 0.6],
        rows: [
          ['Date of marriage', marriageDate],
          [marriageLabel, p.priorMarriage.place],
          [rng.pick(['Date judgment and decree entered', 'Date of decree', 'Date dissolution granted']), decree],
          ['Court', `${office.court}, ${office.county} County`],
          ['Type of decree', rng.pick(['Dissolution of Marriage', 'Absolute Divorce', 'Divorce'])],
        ],
      },
    );
  } else {
    blocks.push({
      type: 'fields',
      fields: [
        [`1. ${roles[0]}'s full name`, upper(fullName(first))],
        ['    Last known address', addrs[0] as string],
        [`2. ${roles[1]}'s full name`, upper(fullName(second))],
        ['    Last known address', addrs[1] as string],
        [`3. Name after dissolution (${roles[0]})`, rng.chance(0.5) ? 'No change' : upper(fullName(first))],
        [`4. Name after dissolution (${roles[1]})`, rng.chance(0.5) ? 'No change' : upper(fullName(second))],
        ['5. Date of marriage', marriageDate],
        ['6. Place of marriage', p.priorMarriage.place],
        [`7. ${rng.pick(['Date judgment entered', 'Date of decree'])}`, decree],
      ],
    });
  }
  blocks.push(
    { type: 'paragraph', text: `I certify that the marriage of the above-named parties was dissolved by the ${courtName}, by judgment and decree entered on ${decree}, and that the foregoing is a correct abstract of the record on file in my office.` },
    { type: 'lines', lines: [`Dated: ${printDate(issued, 'month-name')}`, '', `${clerk}`, `${office.officer}`, `By: ${deputy}, Deputy`], align: 'right' },
    { type: 'stamp', lines: [upper(`${office.county} County`), upper(office.officer), 'SEAL', upper(state)] },
    { type: 'footer', text: `${office.officer}, ${office.county} County  -  This certificate is not a copy of the decree. Issued ${printDate(issued, 'us')}.` },
  );
  return { kind: 'divorce_decree', fileName: rng.pick(['certificate of dissolution.pdf', 'divorce certificate county.pdf', 'certificate of divorce record.pdf']), styles: ['leaders', 'inline'], blocks, truth: divorceTruth(p, true) };
};

export const divorceDevelopment5: LayoutFamily[] = [
  { id: 'divorce_decree/california-fl180', kind: 'divorce_decree', modelledOn: 'California Superior Court Judgment (Family Law) form FL-180 with caption boxes, checkbox items, status termination date, optional marital settlement agreement, clerk attestation', build: californiaFl180 },
  { id: 'divorce_decree/new-york-jod', kind: 'divorce_decree', modelledOn: 'New York Supreme Court uncontested Judgment of Divorce (UD-11): "At the ... Part", Plaintiff -against- Defendant caption, ORDERED AND ADJUDGED, J.S.C., county clerk entry', build: newYorkJudgment },
  { id: 'divorce_decree/sentencia-mutuo-rd', kind: 'divorce_decree', modelledOn: 'Dominican Republic Juzgado de Primera Instancia sentencia admitting a divorce by mutual consent (Ley 1306-bis), in Spanish', build: sentenciaDominicana },
  { id: 'divorce_decree/certificate-of-dissolution', kind: 'divorce_decree', modelledOn: 'US county clerk / court administrator Certificate of Dissolution (Minnesota §518.148 style abstract of the decree) with the clerk\'s seal', build: dissolutionCertificate },
];
