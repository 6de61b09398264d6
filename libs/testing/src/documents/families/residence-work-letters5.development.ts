import type { LayoutFamily, Truth } from '../document-spec.js';
import type { Block, Field } from '../../render.js';
import { formMonth, fullName } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import {
  addDays, addMonths, cityLine, employmentTruth, letterDate, money, phoneLike, pronoun, someDate, spanishDate, streetLine, zipPlus4, type LetterDate,
} from './residence-work-common.development.js';

const row = 'employment_and_education_history_5_years.#';
const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthYear = (d: Date) => `${monthNames[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const digits = (rng: Rng, n: number) => Array.from({ length: n }, (_, i) => String(Math.floor(rng.between(i ? 0 : 1, 10)))).join('');
const hourlyRate = (salary: number) => `$${(salary / 2080).toFixed(2)}`;
const twoDecimals = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The truth without the full-time/part-time answer, for a document that does not say which. */
const withoutHours = (t: Truth): Truth => ({
  'I-485': Object.fromEntries(Object.entries(t['I-485']).filter(([k]) => !k.endsWith('.full_time_or_part_time'))),
  'I-765': t['I-765'],
});

/**
 * Fannie Mae Form 1005 / Freddie Mac Form 90 "Request for Verification of Employment" as a
 * lender sends it and the employer returns it: a privacy notice and instructions at the top;
 * Part I (the lender's request) in numbered boxes - 1. the employer's name and address, 2. the
 * lender's name and address side by side, 3-6 the lender's signature, title, date and loan
 * number, the authorization sentence, 7. the applicant's name and address (with an employee or
 * badge number, sometimes an SSN's last four), 8. the applicant's signature; Part II
 * (verification of present employment, completed by the employer) - 9. date of employment,
 * 10. present position, 11. probability of continued employment, 12A. base pay with period
 * check boxes, 12B. a gross-earnings table by year, 13. the military block left blank, 14-19.
 * overtime, hourly average hours, next and last pay increase (dates that are not the start),
 * 20. remarks; Part III (previous employment) left blank; Part IV the employer's signature,
 * title, printed name, date and phone; the form numbers in the footer. Hours appear only when
 * the pay is hourly or the remarks say so.
 */
const form1005: LayoutFamily = {
  id: 'employment_letter/fannie-mae-1005-voe',
  kind: 'employment_letter',
  modelledOn: 'Fannie Mae Form 1005 / Freddie Mac Form 90 "Request for Verification of Employment", Part II completed by the employer',
  build: (p, rng) => {
    const e = p.employer;
    const ds = rng.pick<LetterDate>(['us', 'us', 'short-us']);
    const d = (x: Date) => letterDate(x, ds);
    const full = e.hours === 'Full-time';
    const lender = rng.pick(['Guild Home Loans', 'Meridian Mortgage Corporation', 'Heartland Federal Savings', 'Bayview Lending Group', 'First Horizon Home Mortgage']);
    const o = p.others.officeAddress;
    const officer = `${p.others.registrar.given} ${p.others.registrar.family}`;
    const hr = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    const sent = someDate(rng, 2025, 2, 8);
    const returned = addDays(sent, Math.floor(rng.between(2, 12)));
    const hourly = rng.chance(full ? 0.35 : 0.75);
    const weekly = full ? rng.pick([40, 40, 38, 45]) : rng.pick([20, 24, 25, 30]);
    const box = (on: boolean) => (on ? '[X]' : '[ ]');
    const pay = hourly
      ? `${hourlyRate(e.salary)}   ${box(false)} Annual ${box(false)} Monthly ${box(false)} Weekly ${box(true)} Hourly ${box(false)} Other`
      : `${money(e.salary)}   ${box(true)} Annual ${box(false)} Monthly ${box(false)} Weekly ${box(false)} Hourly ${box(false)} Other`;
    const remark = rng.pick(['status', 'hours', 'none', 'leave'] as const);
    const remarks =
      remark === 'status' ? (full ? rng.pick(['Regular full-time employee.', 'Full-time, salaried exempt.', 'Employee is full-time, benefits eligible.']) : rng.pick(['Regular part-time employee.', 'Part-time, non-exempt.']))
        : remark === 'hours' ? `Scheduled ${weekly} hours per week.`
          : remark === 'leave' ? `No leave of absence on record. ${full ? 'Full-time' : 'Part-time'} position.`
            : rng.pick(['None', 'N/A', '']);
    const saysHours = remark !== 'none';
    const year = sent.getUTCFullYear();
    const earned = (y: number) => {
      const from = Math.max(Date.UTC(y, 0, 1), e.start.getTime());
      const to = y === year ? sent.getTime() : Date.UTC(y + 1, 0, 1);
      return to <= from ? 0 : Math.round((e.salary * (to - from)) / 3.156e10 / (full ? 1 : 1.9));
    };
    const amt = (n: number) => (n ? twoDecimals(n) : '');
    const ytd = earned(year);
    const past1 = earned(year - 1);
    const past2 = earned(year - 2);
    const lastRaise = addMonths(e.start, 12 * Math.max(1, Math.floor((sent.getTime() - e.start.getTime()) / 3.156e10)));
    const raiseShown = lastRaise < sent && rng.chance(0.7);
    const homeShown = rng.chance(0.75);
    const a = p.address;
    const empNo = rng.chance(0.5) ? `Employee No. ${digits(rng, 6)}` : `SSN XXX-XX-${p.ssn.slice(-4)}`;
    const title = rng.pick(['HR Generalist', 'Payroll Administrator', 'Human Resources Manager', 'Office Manager', 'Benefits & Payroll Specialist']);
    const blank = { label: '', value: '' };
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['VOE 1005 completed.pdf', 'Form 1005 - returned by employer.pdf', 'written VOE.pdf', 'verification of employment (lender).pdf']),
      styles: ['boxes'],
      blocks: [
        { type: 'lines', lines: [rng.pick(['Fannie Mae', 'Freddie Mac / Fannie Mae'])], size: 9 },
        { type: 'title', text: 'Request for Verification of Employment', align: 'center' },
        {
          type: 'lines',
          size: 7,
          lines: [
            'Privacy Act Notice: This information is to be used by the agency collecting it or its assignees in determining whether you qualify as a',
            'prospective mortgagor under its program. It will not be disclosed outside the agency except as required and permitted by law.',
            'Instructions: Lender - Complete items 1 through 7. Have applicant complete item 8. Forward directly to employer named in item 1.',
            'Employer - Please complete either Part II or Part III as applicable. Complete Part IV and return directly to lender named in item 2.',
            'The form is to be transmitted directly to the lender and is not to be transmitted through the applicant or any other party.',
          ],
        },
        { type: 'subtitle', text: 'Part I - Request' },
        {
          type: 'grid',
          columns: 2,
          cells: [
            { label: '1. To (Name and address of employer)', value: e.name },
            { label: '2. From (Name and address of lender)', value: lender },
            { label: '', value: e.address.street },
            { label: '', value: streetLine(rng, o) },
            { label: '', value: cityLine(rng, e.address, 0.2) },
            { label: '', value: cityLine(rng, o, 0.2) },
          ],
        },
        {
          type: 'grid',
          columns: 4,
          cells: [
            { label: '3. Signature of Lender', value: `/s/ ${officer}`, span: 2 },
            { label: '4. Title', value: rng.pick(['Loan Processor', 'Loan Officer', 'Underwriting Asst.']) },
            { label: '5. Date', value: d(sent) },
            { label: "6. Lender's No. (Optional)", value: digits(rng, 10), span: 2 },
          ],
        },
        { type: 'paragraph', text: 'I have applied for a mortgage loan and stated that I am now or was formerly employed by you. My signature below authorizes verification of this information.' },
        {
          type: 'grid',
          columns: 2,
          cells: [
            { label: '7. Name and Address of Applicant (include employee or badge number)', value: fullName(p.name) },
            { label: '8. Signature of Applicant', value: `/s/ ${fullName(p.name)}` },
            ...(homeShown ? [{ label: '', value: streetLine(rng, a) }, blank, { label: '', value: cityLine(rng, a, 0.1) }, blank] : []),
            { label: '', value: empNo },
            blank,
          ],
        },
        { type: 'subtitle', text: 'Part II - Verification of Present Employment' },
        {
          type: 'grid',
          columns: 4,
          cells: [
            { label: "9. Applicant's Date of Employment", value: d(e.start) },
            { label: '10. Present Position', value: rng.chance(0.3) ? e.occupation.toUpperCase() : e.occupation, span: 2 },
            { label: '11. Probability of Continued Employment', value: rng.pick(['Good', 'Excellent', 'Likely', 'Very good']) },
            { label: '12A. Current Gross Base Pay (Enter Amount and Check Period)', value: pay, span: 4 },
          ],
        },
        {
          type: 'table',
          header: ['12B. Gross Earnings', `Year to Date thru ${d(sent)}`, `Past Year ${year - 1}`, `Past Year ${year - 2}`],
          rows: [
            ['Base Pay', amt(ytd), amt(past1), amt(past2)],
            ['Overtime', '', '', ''],
            ['Commissions', '', '', ''],
            ['Bonus', '', rng.chance(0.3) && past1 ? twoDecimals(500) : '', ''],
            ['Total', amt(ytd), amt(past1), amt(past2)],
          ],
          widths: [0.2, 0.34, 0.23, 0.23],
        },
        { type: 'lines', size: 7.5, lines: ['13. For Military Personnel Only - Pay Grade: ______', '     Base Pay / Rations / Flight or Hazard / Clothing / Quarters / Pro Pay / Overseas or Combat / Variable Housing Allowance'] },
        {
          type: 'fields',
          style: 'stacked',
          fields: [
            ['14. If Overtime or Bonus is Applicable, Is Its Continuance Likely?', 'Overtime [ ] Yes [ ] No   Bonus [ ] Yes [ ] No'],
            ['15. If paid hourly - average hours per week', hourly ? String(weekly) : 'N/A'],
            ["16. Date of applicant's next pay increase", rng.pick(['N/A', 'Unknown', 'Annual review'])],
            ['17. Projected amount of next pay increase', 'N/A'],
            ["18. Date of applicant's last pay increase", raiseShown ? d(lastRaise) : 'N/A'],
            ['19. Amount of last pay increase', raiseShown ? rng.pick(['3%', '2.5%', '4%', hourly ? '$0.75/hr' : '$1,500/yr']) : 'N/A'],
            ['20. Remarks (If employee was off work for any length of time, please indicate time period and reason)', remarks || ' '],
          ],
        },
        { type: 'subtitle', text: 'Part III - Verification of Previous Employment' },
        {
          type: 'grid',
          columns: 4,
          cells: [
            { label: '21. Date Hired', value: '' },
            { label: '22. Date Terminated', value: '' },
            { label: '23. Salary/Wage at Termination Per', value: '' },
            { label: '24. Reason for Leaving', value: '' },
            { label: '25. Position Held', value: '', span: 4 },
          ],
        },
        { type: 'subtitle', text: 'Part IV - Authorized Signature' },
        { type: 'lines', size: 7, lines: ['Federal statutes provide severe penalties for any fraud, intentional misrepresentation, or criminal connivance or conspiracy purposed to influence the', 'issuance of any guaranty or insurance by the VA Secretary, the U.S.D.A., FmHA/FHA Commissioner, or the HUD/CPD Assistant Secretary.'] },
        {
          type: 'grid',
          columns: 4,
          cells: [
            { label: '26. Signature of Employer', value: `/s/ ${hr}`, span: 2 },
            { label: '27. Title (Please print or type)', value: title },
            { label: '28. Date', value: d(returned) },
            { label: '29. Print or type name signed in Item 26', value: hr, span: 2 },
            { label: '30. Phone No.', value: phoneLike(rng), span: 2 },
          ],
        },
        { type: 'footer', text: `Freddie Mac Form 90  July 96                                                                                    Fannie Mae Form 1005  July 96` },
      ],
      truth: saysHours ? employmentTruth(p, true, homeShown) : withoutHours(employmentTruth(p, true, homeShown)),
    };
  },
};

/** Who writes a supervisor's letter, by the kind of work: a restaurant, a contractor, a warehouse, a clinic, an office. */
const workplace = (occupation: string) => {
  switch (occupation) {
    case 'Line Cook': return { titles: ['General Manager', 'Kitchen Manager', 'Executive Chef', 'Owner / General Manager'], place: 'restaurant', site: false };
    case 'Electrician': return { titles: ['Foreman', 'General Foreman', 'Project Superintendent', 'Field Supervisor'], place: 'company', site: true };
    case 'Warehouse Associate': return { titles: ['Warehouse Supervisor', 'Shift Manager', 'Operations Manager'], place: 'warehouse', site: false };
    case 'Dental Assistant': return { titles: ['Office Manager', 'Practice Manager', 'Owner / Dentist'], place: 'practice', site: false };
    case 'Registered Nurse': return { titles: ['Director of Nursing', 'Nurse Manager', 'Administrator'], place: 'facility', site: false };
    default: return { titles: ['Operations Manager', 'Office Manager', 'Team Lead', 'Managing Partner'], place: 'company', site: false };
  }
};

/**
 * A plain "To Whom It May Concern" letter from a restaurant's general manager, a construction
 * foreman, a warehouse shift manager or a small clinic's office manager, typed in a word
 * processor: a simple letterhead (the company name, sometimes its address and phone, sometimes
 * only a phone with the address written in the first sentence or under the signature), the
 * writer introduces themself, the job in lower-case words ("as a line cook"), the start as
 * "since March 2019", "since 03/15/2019", "started with us on 3/15/2019" or "from March 15,
 * 2019 to the present", weekly hours and an hourly wage, a word on the worker's character, the
 * writer's cell phone. A foreman names the job site the worker is on now (another address); some
 * letters give the worker's home address ("who lives at ...").
 */
const managerLetter: LayoutFamily = {
  id: 'employment_letter/manager-plain-letter',
  kind: 'employment_letter',
  modelledOn: 'plain "To Whom It May Concern" letter by a restaurant general manager or construction foreman, hourly wage and weekly hours',
  build: (p, rng) => {
    const e = p.employer;
    const w = workplace(e.occupation);
    const writer = e.signer;
    const role = rng.pick(w.titles);
    const who = fullName(p.name);
    const pr = pronoun(p);
    const full = e.hours === 'Full-time';
    const weekly = full ? rng.pick([40, 40, 45, 50, 38]) : rng.pick([15, 20, 24, 25, 30]);
    const job = e.occupation.toLowerCase();
    const cell = phoneLike(rng);
    const oneLine = `${e.address.street}, ${e.address.city}, ${e.address.state} ${e.address.zip}`;
    const head = rng.pick(['full', 'one-line', 'phone-only', 'none'] as const);
    const letterhead: Block[] =
      head === 'full'
        ? [{ type: 'title', text: e.name, align: 'center' }, { type: 'lines', lines: [e.address.street, cityLine(rng, e.address, 0.1), `Tel. ${phoneLike(rng)}`], align: 'center', size: 9.5 }]
        : head === 'one-line'
          ? [{ type: 'title', text: rng.chance(0.5) ? e.name.toUpperCase() : e.name }, { type: 'lines', lines: [`${e.address.street}  ·  ${e.address.city}, ${e.address.state} ${zipPlus4(rng, e.address.zip, 0.2)}  ·  ${phoneLike(rng)}`], size: 8.5 }]
          : head === 'phone-only'
            ? [{ type: 'title', text: e.name }, { type: 'lines', lines: [`Phone ${phoneLike(rng)}`], size: 9 }]
            : [];
    const addressInBody = head === 'phone-only' || head === 'none' || rng.chance(0.25);
    const startStyle = rng.pick(['month-year', 'since-date', 'started', 'from-to'] as const);
    const start =
      startStyle === 'month-year' ? `since ${monthYear(e.start)}`
        : startStyle === 'since-date' ? `since ${letterDate(e.start, 'us')}`
          : startStyle === 'started' ? `since ${pr.he} started with us on ${letterDate(e.start, 'short-us')}`
            : `from ${letterDate(e.start, 'long')} to the present`;
    const homeShown = rng.chance(0.3);
    const home = `${streetLine(rng, p.address)}, ${p.address.city}, ${p.address.state} ${p.address.zip}`;
    const at = addressInBody ? `${e.name}, located at ${oneLine}` : e.name;
    const intro = rng.pick([
      `My name is ${writer} and I am the ${role.toLowerCase()} at ${at}.`,
      `I am writing this letter as the ${role.toLowerCase()} of ${at}.`,
      `I, ${writer}, ${role} of ${at}, am writing on behalf of our employee.`,
    ]);
    const worker = homeShown ? `${who}, who lives at ${home},` : who;
    const facts = rng.pick([
      `This is to confirm that ${worker} has been working for us as ${/^[aeiou]/.test(job) ? 'an' : 'a'} ${job} ${start}.`,
      `${worker} has worked at our ${w.place} ${start}. ${pr.He} works as ${/^[aeiou]/.test(job) ? 'an' : 'a'} ${job}.`,
    ]);
    const pay = rng.pick([
      `${pr.He} works ${full ? 'full time' : 'part time'}, about ${weekly} hours a week, and ${pr.his} pay is ${hourlyRate(e.salary)} an hour.`,
      `${pr.He} works around ${weekly} hours per week and earns ${hourlyRate(e.salary)} per hour, paid every week.`,
      `${pr.His} schedule is ${weekly} hours a week (${full ? 'full-time' : 'part-time'}) at ${hourlyRate(e.salary)}/hour.`,
    ]);
    const site = p.others.officeAddress;
    const siteLine = w.site && rng.chance(0.6) ? [`Right now ${pr.he} is working on our job at ${site.street}, ${site.city}, ${site.state}.`] : [];
    const character = rng.pick([
      `${pr.He} is a hard worker, always on time, and gets along with everyone on the team.`,
      `${pr.He} is reliable and we are happy with ${pr.his} work. We expect to keep ${p.sex === 'Male' ? 'him' : 'her'} with us.`,
      `We have had no problems with ${p.sex === 'Male' ? 'him' : 'her'} and ${pr.he} is still working with us.`,
    ]);
    const sign: Block = {
      type: 'lines',
      lines: [
        rng.pick(['Sincerely,', 'Thank you,', 'Respectfully,', 'Regards,']),
        '',
        writer,
        `${role}${rng.chance(0.5) ? `, ${e.name}` : ''}`,
        `${rng.pick(['Cell:', 'Cell', 'Mobile:', 'My cell:'])} ${cell}`,
        ...(head === 'none' && !addressInBody ? [oneLine] : []),
      ],
    };
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['letter from manager.pdf', 'job letter.pdf', 'employment letter.pdf', 'carta de trabajo.pdf', 'scan_letter_work.pdf']),
      styles: ['inline'],
      blocks: [
        ...letterhead,
        { type: 'lines', lines: [letterDate(someDate(rng, 2025, 2, 10), rng.pick<LetterDate>(['long', 'short-us', 'us']))] },
        { type: 'lines', lines: [rng.pick(['To Whom It May Concern:', 'TO WHOM IT MAY CONCERN', 'To whom it may concern,', 'Dear Sir or Madam:'])] },
        { type: 'paragraph', text: `${intro} ${facts}` },
        { type: 'paragraph', text: [pay, ...siteLine].join(' ') },
        { type: 'paragraph', text: `${character} If you have any questions please call me at ${cell}.` },
        sign,
      ],
      truth: employmentTruth(p, true, homeShown),
    };
  },
};

/** A job the applicant held before coming to the US, in the Spanish of the certificate and in English. */
const priorJobs: Record<string, [es: string, en: string]> = {
  'Software Engineer': ['DESARROLLADOR DE SOFTWARE', 'Software Developer'],
  'Registered Nurse': ['AUXILIAR DE ENFERMERÍA', 'Nursing Assistant'],
  'Line Cook': ['AUXILIAR DE COCINA', 'Kitchen Assistant'],
  Accountant: ['AUXILIAR CONTABLE', 'Accounting Assistant'],
  'Warehouse Associate': ['AUXILIAR DE BODEGA', 'Warehouse Assistant'],
  'Dental Assistant': ['AUXILIAR DE CONSULTORIO ODONTOLÓGICO', 'Dental Office Assistant'],
  Electrician: ['TÉCNICO ELECTRICISTA', 'Electrical Technician'],
  'Data Analyst': ['ANALISTA DE INFORMACIÓN', 'Information Analyst'],
};

interface ForeignEmployer {
  country: 'Colombia' | 'Mexico';
  name: string;
  taxId: string;
  street: string;
  /** What follows the street on the address line (a colonia, an office floor). */
  extra: string;
  city: string;
  cityEs: string;
  state: string;
  stateEs: string;
  zip: string;
  phone: string;
}

const foreignEmployer = (p: Persona, rng: Rng): ForeignEmployer => {
  const country = p.country.code === 'MEX' ? 'Mexico' : p.country.code === 'COL' ? 'Colombia' : rng.pick(['Colombia', 'Mexico'] as const);
  if (country === 'Colombia') {
    const [cityEs, area] = rng.pick([['Bogotá D.C.', '601'], ['Medellín', '604'], ['Cali', '602'], ['Barranquilla', '605']] as const);
    const n = Math.floor(rng.between(10, 140));
    return {
      country,
      name: `${rng.pick(['Industrias', 'Comercializadora', 'Distribuidora', 'Servicios Integrales', 'Inversiones', 'Soluciones'])} ${rng.pick(['Andina', 'del Valle', 'La Sabana', 'Santa Fe', 'del Caribe', 'Nacional', 'Colombiana'])} S.A.S.`,
      taxId: `NIT ${Math.floor(rng.between(800, 901))}.${digits(rng, 3)}.${digits(rng, 3)}-${Math.floor(rng.between(0, 10))}`,
      street: `${rng.pick(['Calle', 'Carrera', 'Avenida Calle', 'Transversal'])} ${n}${rng.pick(['', 'A', 'B', ' Sur'])} # ${Math.floor(rng.between(5, 99))}-${Math.floor(rng.between(10, 99))}`,
      extra: rng.pick(['Oficina 801', 'Piso 4', 'Local 12', 'Bodega 3', 'Torre 2 Piso 8']),
      city: cityEs.startsWith('Bogotá') ? 'Bogotá' : cityEs,
      cityEs,
      state: '',
      stateEs: '',
      zip: '',
      phone: `PBX (${area}) ${digits(rng, 3)} ${digits(rng, 4)}`,
    };
  }
  const [city, state, zip, lada] = rng.pick([['Guadalajara', 'Jalisco', '44160', '33'], ['Monterrey', 'Nuevo León', '64000', '81'], ['Puebla', 'Puebla', '72000', '222'], ['León', 'Guanajuato', '37000', '477']] as const);
  const zipShown = `${zip.slice(0, 3)}${digits(rng, 2)}`;
  return {
    country,
    name: `${rng.pick(['Grupo', 'Comercializadora', 'Servicios Industriales', 'Distribuidora', 'Corporativo'])} ${rng.pick(['del Bajío', 'Occidental', 'Regiomontana', 'Azteca', 'del Centro', 'Alfa Norte'])} S.A. de C.V.`,
    taxId: `RFC ${rng.pick(['GDB', 'CAO', 'SIR', 'DAZ', 'CDC'])}${digits(rng, 6)}${rng.pick(['AB1', 'K27', 'HM3', 'Q45'])}`,
    street: `${rng.pick(['Av. Vallarta', 'Av. Juárez', 'Calle Morelos', 'Blvd. Constitución', 'Av. Insurgentes'])} ${Math.floor(rng.between(100, 4999))}`,
    extra: `Col. ${rng.pick(['Centro', 'Americana', 'Industrial', 'Del Valle', 'Obrera'])}`,
    city,
    cityEs: city,
    state,
    stateEs: state,
    zip: zipShown,
    phone: `Tel. ${lada} ${digits(rng, 4)} ${digits(rng, 4)}`,
  };
};

/**
 * A Colombian "certificación laboral" or a Mexican "constancia laboral" from the applicant's
 * employer before coming to the US, followed (as USCIS requires) by a certified English
 * translation. Colombian: "EL SUSCRITO DIRECTOR DE GESTIÓN HUMANA DE <EMPRESA S.A.S.> con NIT
 * ... CERTIFICA: Que el señor ..., identificado con cédula de ciudadanía No. 1.036.654.321 de
 * Medellín, laboró en esta empresa desde el 3 de febrero de 2015 hasta el 28 de junio de 2019,
 * desempeñando el cargo de AUXILIAR CONTABLE, con contrato a término indefinido", the last
 * monthly salary in pesos, "se expide a solicitud del interesado ... a los 14 días del mes de
 * ..."; the company's address, PBX and NIT in the footer. Mexican: "A QUIEN CORRESPONDA", "el
 * C. ... laboró en esta empresa del ... al ..., ocupando el puesto de ...", the IMSS number,
 * "M.N." salary, the address with colonia and C.P. and the RFC at the foot. The translation
 * renders the job in English and the place names without accents; the translator's own name,
 * address and phone close it.
 */
const certificacion: LayoutFamily = {
  id: 'employment_letter/latam-certificacion-laboral',
  kind: 'employment_letter',
  modelledOn: 'Colombian "certificación laboral" / Mexican "constancia laboral" for a former job abroad, with a certified English translation',
  build: (p, rng) => {
    const c = foreignEmployer(p, rng);
    const colombia = c.country === 'Colombia';
    const end = addDays(p.arrival, -Math.floor(rng.between(30, 200)));
    const start = addMonths(end, -Math.floor(rng.between(20, 84)));
    const begin = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), Math.floor(rng.between(1, 28))));
    const [cargo, position] = priorJobs[p.employer.occupation] ?? ['AUXILIAR ADMINISTRATIVO', 'Administrative Assistant'];
    const full = rng.chance(0.85);
    const male = p.sex === 'Male';
    const who = fullName(p.name).toUpperCase();
    const signer = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    const signerFemale = rng.chance(0.5);
    const signerRole = colombia
      ? rng.pick([['DIRECTOR(A) DE GESTIÓN HUMANA', 'Director of Human Management'], ['JEFE DE TALENTO HUMANO', 'Head of Human Talent'], ['COORDINADOR(A) DE NÓMINA', 'Payroll Coordinator']])
      : rng.pick([['GERENTE DE RECURSOS HUMANOS', 'Human Resources Manager'], ['JEFE DE PERSONAL', 'Personnel Manager']]);
    // Issued when the job ended, or years later when the applicant asked for it for the petition.
    const recent = someDate(rng, 2025, 0, 7);
    const issued = rng.chance(0.5) || recent <= end ? addDays(end, Math.floor(rng.between(3, 40))) : recent;
    const contract = rng.pick([['indefinido', 'an indefinite-term'], ['fijo renovable', 'a renewable fixed-term']]);
    const heading = colombia ? rng.pick(['CERTIFICACIÓN LABORAL', 'CERTIFICADO LABORAL', '']) : 'CONSTANCIA LABORAL';
    const issuedEn = letterDate(issued, 'long');
    const nationals = (colombia && p.country.code === 'COL') || (!colombia && p.country.code === 'MEX');
    const idEs = colombia
      ? nationals
        ? `cédula de ciudadanía No. ${digits(rng, 1)}.${digits(rng, 3)}.${digits(rng, 3)}.${digits(rng, 3)} de ${c.cityEs}`
        : `cédula de extranjería No. ${digits(rng, 6)}`
      : `número de seguridad social (IMSS) ${digits(rng, 11)}`;
    const idEn = colombia ? (nationals ? `citizenship card No. ${idEs.split('No. ')[1]}` : `foreigner ID card No. ${idEs.split('No. ')[1]}`) : `social security (IMSS) number ${idEs.split(') ')[1]}`;
    const monthly = colombia ? Math.floor(rng.between(1300, 6500)) * 1000 : Math.floor(rng.between(90, 450)) * 100;
    const salaryEs = colombia ? `$${monthly.toLocaleString('de-DE')}` : `$${monthly.toLocaleString('en-US')}.00 M.N.`;
    const salaryEn = colombia ? `COP $${monthly.toLocaleString('en-US')}` : `MXN $${monthly.toLocaleString('en-US')}.00`;
    const jornadaEs = full ? 'tiempo completo' : rng.pick(['medio tiempo', 'tiempo parcial']);
    const jornadaEn = full ? 'full-time' : 'part-time';
    const addressEs = colombia ? `${c.street} ${c.extra} - ${c.cityEs}, Colombia` : `${c.street}, ${c.extra}, C.P. ${c.zip}, ${c.cityEs}, ${c.stateEs}, México`;
    const addressEn = colombia ? `${c.street} ${c.extra}, ${c.city === 'Bogotá' ? 'Bogota' : c.city.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}, Colombia` : `${c.street}, ${c.extra}, Zip Code ${c.zip}, ${c.city}, ${c.state}, Mexico`;
    const el = male ? 'el señor' : 'la señora';
    const body: Block[] = colombia
      ? [
          { type: 'paragraph', text: `${signerFemale ? 'LA SUSCRITA' : 'EL SUSCRITO'} ${(signerRole[0] as string).replace('(A)', signerFemale ? 'A' : '')} DE ${c.name.toUpperCase()}, identificada con ${c.taxId},` },
          { type: 'subtitle', text: 'CERTIFICA:', align: 'center' },
          {
            type: 'paragraph',
            text: `Que ${el} ${who}, identificad${male ? 'o' : 'a'} con ${idEs}, laboró en esta empresa desde el ${spanishDate(begin, 'long')} hasta el ${spanishDate(end, 'long')}, desempeñando el cargo de ${cargo}, mediante contrato de trabajo a término ${contract[0]}, en jornada de ${jornadaEs}.`,
          },
          { type: 'paragraph', text: `Durante su vinculación devengó un salario básico mensual de ${salaryEs}. Su retiro se produjo por renuncia voluntaria.` },
          { type: 'paragraph', text: `La presente certificación se expide a solicitud del interesado en ${c.cityEs}, a los ${issued.getUTCDate()} días del mes de ${spanishDate(issued, 'long').split(' de ')[1]} de ${issued.getUTCFullYear()}.` },
        ]
      : [
          { type: 'subtitle', text: 'A QUIEN CORRESPONDA:' },
          {
            type: 'paragraph',
            text: `Por medio de la presente se hace constar que ${male ? 'el' : 'la'} C. ${who}, con ${idEs}, laboró en esta empresa del ${spanishDate(begin, 'long')} al ${spanishDate(end, 'long')}, ocupando el puesto de ${cargo} en jornada de ${jornadaEs}, con un salario mensual de ${salaryEs}${salaryEs.endsWith('.') ? '' : '.'}`,
          },
          { type: 'paragraph', text: `Durante el tiempo que prestó sus servicios demostró responsabilidad y honradez. Se extiende la presente a petición del interesado para los fines que a ${male ? 'él' : 'ella'} convengan, en la ciudad de ${c.cityEs}, ${c.stateEs}, a ${spanishDate(issued, 'long')}.` },
        ];
    const original: Block[] = [
      { type: 'title', text: c.name.toUpperCase(), align: 'center' },
      { type: 'lines', lines: [c.taxId], align: 'center', size: 9 },
      ...(heading ? [{ type: 'subtitle' as const, text: heading, align: 'center' as const }] : []),
      ...body,
      { type: 'lines', lines: ['Atentamente,', '', '', signer.toUpperCase(), (signerRole[0] as string).replace('(A)', signerFemale ? 'A' : ''), c.name] },
      { type: 'stamp', lines: [c.name.toUpperCase(), colombia ? 'GESTIÓN HUMANA' : 'RECURSOS HUMANOS', c.taxId] },
      { type: 'lines', lines: ['_______________________________________________________________________________', `${addressEs}  ·  ${c.phone}`], align: 'center', size: 8 },
    ];
    const translator = fullName(p.others.translator);
    const later = someDate(rng, 2025, 1, 9);
    const translated = later > issued ? later : addDays(issued, Math.floor(rng.between(10, 40)));
    const o = p.others.officeAddress;
    const translation: Block[] = [
      { type: 'spacer', height: 2000 },
      { type: 'lines', lines: [rng.pick(['ENGLISH TRANSLATION', 'TRANSLATION FROM SPANISH INTO ENGLISH', 'Certified Translation'])], size: 9 },
      { type: 'title', text: c.name.toUpperCase(), align: 'center' },
      { type: 'lines', lines: [colombia ? `Tax ID (${c.taxId})` : `Federal Taxpayer Registry (${c.taxId})`], align: 'center', size: 9 },
      { type: 'subtitle', text: colombia ? 'EMPLOYMENT CERTIFICATE' : 'EMPLOYMENT RECORD', align: 'center' },
      {
        type: 'paragraph',
        text: colombia
          ? `THE UNDERSIGNED ${(signerRole[1] as string).toUpperCase()} OF ${c.name.toUpperCase()}, identified with ${c.taxId}, CERTIFIES: That ${male ? 'Mr.' : 'Ms.'} ${who}, identified with ${idEn}, worked at this company from ${letterDate(begin, 'long')} to ${letterDate(end, 'long')}, holding the position of ${position.toUpperCase()}, under ${contract[1]} employment contract, on a ${jornadaEn} schedule.`
          : `TO WHOM IT MAY CONCERN: This is to certify that ${male ? 'Mr.' : 'Ms.'} ${who}, with ${idEn}, worked at this company from ${letterDate(begin, 'long')} to ${letterDate(end, 'long')}, holding the position of ${position.toUpperCase()} on a ${jornadaEn} schedule, with a monthly salary of ${salaryEn}.`,
      },
      ...(colombia ? [{ type: 'paragraph' as const, text: `During this time ${male ? 'he' : 'she'} earned a basic monthly salary of ${salaryEn}. ${male ? 'He' : 'She'} left voluntarily. This certificate is issued at the request of the interested party on ${issuedEn}.` }] : []),
      { type: 'lines', lines: ['Sincerely,', '[illegible signature]', signer.toUpperCase(), signerRole[1] as string, `[Seal: ${c.name.toUpperCase()}]`] },
      { type: 'lines', lines: [`[Footer:] ${addressEn} - ${c.phone.replace('Tel.', 'Phone')}`], size: 8.5 },
      { type: 'subtitle', text: 'CERTIFICATE OF TRANSLATION' },
      {
        type: 'paragraph',
        text: `I, ${translator}, certify that I am competent to translate from Spanish into English and that the foregoing is a complete and accurate translation of the attached ${heading ? `document titled "${heading}"` : 'employment certificate'}, issued in Spanish by ${c.name.replace(/\.$/, '')}.`,
      },
      { type: 'lines', lines: [`Signature: /s/ ${translator}`, `Date: ${letterDate(translated, rng.pick<LetterDate>(['long', 'us']))}`, `Address: ${streetLine(rng, o)}, ${o.city}, ${o.state} ${o.zip}`, `Phone: ${phoneLike(rng)}`] },
    ];
    const truth: Truth = {
      'I-485': {
        [`${row}.employer_or_school`]: c.name,
        [`${row}.address.street`]: c.street,
        [`${row}.address.city`]: c.city,
        ...(c.state ? { [`${row}.address.state`]: c.state } : {}),
        ...(c.zip ? { [`${row}.address.zip_code`]: c.zip } : {}),
        [`${row}.address.country`]: c.country,
        [`${row}.occupation_or_field_of_study`]: position,
        [`${row}.full_time_or_part_time`]: full ? 'Full-time' : 'Part-time',
        [`${row}.from_date`]: formMonth(begin),
        [`${row}.to_date`]: formMonth(end),
      },
      'I-765': {},
    };
    return {
      kind: 'employment_letter',
      fileName: rng.pick(colombia ? ['certificacion laboral + traduccion.pdf', 'certificado laboral.pdf', 'carta laboral traducida.pdf'] : ['constancia laboral con traduccion.pdf', 'constancia de trabajo Mexico.pdf']),
      styles: ['inline'],
      blocks: [...original, ...translation],
      truth,
    };
  },
};

/** A public employer's department and worksite for each job. */
const publicPost = (occupation: string, district: boolean, school: string): [department: string, site: string] => {
  const d = (a: string, b: string) => (district ? a : b);
  switch (occupation) {
    case 'Software Engineer': return [d('Information Technology Services', 'Department of Innovation & Technology'), d('District Technology Center', 'City Hall Annex')];
    case 'Registered Nurse': return [d('Student Health Services', 'Public Health Department'), d(`${school} High School`, 'Eastside Community Health Center')];
    case 'Line Cook': return [d('Food and Nutrition Services', 'Parks & Recreation - Senior Nutrition'), d('Central Kitchen', 'Riverside Senior Center')];
    case 'Accountant': return [d('Business Services - Accounting', 'Finance Department'), d('Administration Center', 'Municipal Building')];
    case 'Warehouse Associate': return [d('Warehouse & Distribution Services', 'Central Stores - Fleet Services'), d('District Warehouse', 'Municipal Service Center')];
    case 'Dental Assistant': return [d('Health Services - School-Based Dental Program', 'Community Dental Clinic'), d(`${school} Elementary School`, 'Northside Health Center')];
    case 'Electrician': return [d('Maintenance and Operations', 'Public Works - Facilities Maintenance'), d('Maintenance & Operations Yard', 'Public Works Yard')];
    default: return [d('Research, Assessment & Accountability', 'Office of Budget and Performance'), d('Administration Center', 'Municipal Building')];
  }
};

const surnames = ['Alvarez', 'Brennan', 'Castillo', 'Dawson', 'Okafor', 'Nguyen', 'Whitfield', 'Patel', 'Romero', 'Harper', 'Lindqvist', 'Morales'];
const givens = ['Maria', 'James', 'Denise', 'Robert', 'Anita', 'Carlos', 'Linda', 'Thomas', 'Grace', 'Michael'];

/**
 * An employment verification from a public employer (a school district or a city) issued by its
 * human resources office: a letterhead with the district or city name, the HR division and a
 * board of education (or mayor and council) listed with the superintendent; a short opening
 * ("This will verify that the individual named below is employed by ..."), then the facts in a
 * ruled two-column table or label/value rows - employee name and ID, position title,
 * classification and range/step, department, the assigned school or worksite and its address
 * (not the HR office's), original hire date and the current assignment's effective date,
 * status (regular full-time / part-time with its FTE), work year; a release-of-information
 * note; an HR technician's signature, direct line and the verification mailbox; the HR office's
 * own address in the footer with "An Equal Opportunity Employer".
 */
const publicEmployer: LayoutFamily = {
  id: 'employment_letter/public-employer-verification',
  kind: 'employment_letter',
  modelledOn: 'school district / city human resources "Verification of Employment" with a facts table and the HR office address in the footer',
  build: (p, rng) => {
    const e = p.employer;
    const district = rng.chance(0.6);
    const name = district
      ? `${e.address.city} ${e.address.state === 'TX' ? 'Independent School District' : e.address.state === 'CA' ? 'Unified School District' : rng.pick(['Public Schools', 'School District', 'Community School District'])}`
      : `City of ${e.address.city}`;
    const school = rng.pick(['Lincoln', 'Roosevelt', 'Jefferson', 'Cesar Chavez', 'Washington', 'Sunnyside', 'Valley View']);
    const [department, site] = publicPost(e.occupation, district, school);
    const full = e.hours === 'Full-time';
    const ds = rng.pick<LetterDate>(['us', 'us', 'long', 'short-us']);
    const d = (x: Date) => letterDate(x, ds);
    const issued = someDate(rng, 2025, 3, 10);
    const assignment = addMonths(e.start, Math.floor(rng.between(6, 30)));
    const showAssignment = assignment < issued && rng.chance(0.6);
    const hr = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    const o = p.others.officeAddress;
    const hrOffice = `${o.street}, ${e.address.city}, ${e.address.state} ${e.address.zip}`;
    const person = (i: number) => `${givens[(i * 3 + Math.floor(rng.between(0, 10))) % givens.length]} ${surnames[(i * 5 + Math.floor(rng.between(0, 12))) % surnames.length]}`;
    const status = full
      ? rng.pick(['Active - Regular Full-Time', 'Permanent Full-Time', 'Full-Time, Probationary Complete'])
      : rng.pick(['Active - Regular Part-Time', 'Permanent Part-Time', 'Part-Time (Classified)']);
    const fte = full ? '1.000' : rng.pick(['0.500', '0.625', '0.750']);
    const siteAddress = `${e.address.street}, ${e.address.city}, ${e.address.state} ${zipPlus4(rng, e.address.zip, 0.3)}`;
    const facts: Field[] = [
      [rng.pick(['Employee Name', 'Name']), `${p.name.family.toUpperCase()}, ${[p.name.given, p.name.middle].filter(Boolean).join(' ').toUpperCase()}`],
      [rng.pick(['Employee ID', 'Employee No.', 'Personnel No.']), digits(rng, 6)],
      [rng.pick(['Position Title', 'Job Title', 'Position']), e.occupation],
      ['Classification', `${district ? rng.pick(['Classified', 'Classified Support']) : rng.pick(['Civil Service', 'Non-Exempt Career Service'])} / Range ${Math.floor(rng.between(18, 46))} Step ${Math.floor(rng.between(1, 7))}`],
      [rng.pick(['Department', 'Department / Division', 'Division']), department],
      [rng.pick(['Work Location', 'Assigned Site', 'Worksite']), site],
      [rng.pick(['Work Location Address', 'Site Address', 'Worksite Address']), siteAddress],
      [rng.pick(['Original Hire Date', 'Date of Hire', 'Hire Date']), d(e.start)],
      ...(showAssignment ? [['Current Assignment Effective', d(assignment)] as Field] : []),
      [rng.pick(['Employment Status', 'Status']), status],
      ['FTE', fte],
      ...(district && rng.chance(0.5) ? [['Work Year', rng.pick(['12 months', '11 months', '10 months (school year)'])] as Field] : []),
    ];
    const asTable = rng.chance(0.6);
    const factsBlock: Block = asTable
      ? { type: 'table', header: rng.chance(0.5) ? ['Item', 'Information from Personnel Records'] : undefined, rows: facts.map(([k, v]) => [k, v]), widths: [0.34, 0.66] }
      : { type: 'fields', style: rng.pick(['columns', 'leaders'] as const), fields: facts };
    const board = district
      ? ['BOARD OF EDUCATION', ...[0, 1, 2, 3].map((i) => `${person(i)}${i === 0 ? ', President' : ''}`), '', `${person(5)}, Superintendent`]
      : [`${person(0)}, Mayor`, `${person(2)}, City Manager`];
    const unit = rng.pick(['Employment Verification Unit', 'Personnel Records', 'HR Service Center']);
    const phone = phoneLike(rng);
    const mailbox = `${rng.pick(['verifications', 'hr.records', 'employmentverification'])}@${name.toLowerCase().replace(/city of /, '').replace(/[^a-z]/g, '').slice(0, 14)}.${district ? 'k12.us' : 'gov'}`;
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['district employment verification.pdf', 'VOE - HR.pdf', 'city employment verification.pdf', 'verification letter HR.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: name.toUpperCase(), align: rng.pick(['left', 'center'] as const) },
        { type: 'lines', lines: [rng.pick(['Human Resources Services', 'Department of Human Resources', 'Division of Human Capital Management']), unit], size: 9.5 },
        { type: 'lines', lines: board, align: 'right', size: 7.5 },
        { type: 'lines', lines: [d(issued)] },
        { type: 'subtitle', text: rng.pick(['VERIFICATION OF EMPLOYMENT', 'To Whom It May Concern:', 'RE: Employment Verification']) },
        {
          type: 'paragraph',
          text: rng.pick([
            `This will verify that the individual named below is employed by the ${name}. The following information is taken from official personnel records as of ${d(issued)}.`,
            `At the request of the employee, the ${name} confirms the employment information below.`,
          ]),
        },
        factsBlock,
        { type: 'paragraph', text: 'Salary information is released only with the employee\'s signed authorization. This letter does not constitute a contract or a guarantee of continued employment.' },
        { type: 'paragraph', text: `For questions, contact the ${unit} at ${phone} or ${mailbox}.` },
        { type: 'lines', lines: [rng.pick(['Sincerely,', 'Respectfully,']), '', hr, rng.pick(['Human Resources Technician', 'Personnel Analyst II', 'HR Specialist']), `Direct line ${phoneLike(rng)}`] },
        { type: 'footer', text: `${rng.pick(['Human Resources Services', 'Department of Human Resources'])}  |  ${hrOffice}  |  ${phone}  |  An Equal Opportunity Employer` },
      ],
      truth: { 'I-485': { ...employmentTruth(p, true)['I-485'], [`${row}.employer_or_school`]: name }, 'I-765': {} },
    };
  },
};

export const employmentLetterDevelopment5: LayoutFamily[] = [form1005, managerLetter, certificacion, publicEmployer];
