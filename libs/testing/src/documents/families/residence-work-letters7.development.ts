import type { LayoutFamily, Truth } from '../document-spec.js';
import type { Block, Field } from '../../render.js';
import { fullName } from '../../formats.js';
import type { Persona, UsAddress } from '../../persona.js';
import type { Rng } from '../../random.js';
import { commaName, digits, givenNames } from './civil-common.development.js';
import {
  addDays, addMonths, cityLine, employmentTruth, i20Truth, letterDate, money, phoneLike, pronoun, someDate, zipPlus4, type LetterDate,
} from './residence-work-common.development.js';

const row = 'employment_and_education_history_5_years.#';
const int = (rng: Rng, min: number, max: number) => Math.floor(rng.between(min, max + 1));
const later = (a: Date, b: Date) => (a > b ? a : b);

/** An employment row as employmentTruth gives it, with the employer and title the document prints. */
const rowAs = (p: Persona, o: { employer: string; occupation?: string; address: boolean; hours: boolean }): Truth => {
  const base = employmentTruth(p, o.address)['I-485'];
  const kept = Object.fromEntries(Object.entries(base).filter(([k]) => o.hours || !k.endsWith('.full_time_or_part_time')));
  return {
    'I-485': { ...kept, [`${row}.employer_or_school`]: o.employer, ...(o.occupation ? { [`${row}.occupation_or_field_of_study`]: o.occupation } : {}) },
    'I-765': {},
  };
};

// ---------------------------------------------------------------------------------------------
// 1. SEVIS Form I-20 for a transfer-in student, all three pages
// ---------------------------------------------------------------------------------------------

const cipCodes: Record<string, string> = { 'Computer Science': '11.0701', 'Business Administration': '52.0201', Nursing: '51.3801', 'Civil Engineering': '14.0801', Economics: '45.0601' };
const schoolCode = (rng: Rng, city: string) => `${city.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}214F${digits(rng, 5)}000`;
/** SEVIS prints approval dates as "28 APRIL 2003". */
const approvalDate = (d: Date) => letterDate(d, 'day-long').toUpperCase();

/**
 * The SEVIS-generated Form I-20 (ICE Form I-20, Rev. 2/2015) a transfer-in school issues while
 * the record is "Transfer Pending": page 1 prints label rows with the values below them in
 * columns (surname/given name/class; birth and citizenship; date of birth, admission number
 * and "FORM ISSUE REASON: TRANSFER PENDING" or "INITIAL - TRANSFER"), SCHOOL INFORMATION
 * (school name over its campus, the official to contact upon arrival, the school address,
 * school code and approval date), PROGRAM OF STUDY (education level, major 1 with its CIP code,
 * major 2, program length, English proficiency, earliest admission date, start of classes and
 * "PROGRAM START/END DATE" as one range), the FINANCIALS table (costs beside funding), REMARKS
 * naming the transfer-out school, its address and release date, the school attestation signed
 * by a DSO (name, title, date and place issued) and the student attestation. Page 2 is the
 * instructions; page 3 the employment authorizations and the travel endorsement table. Dates
 * are MM/DD/YYYY and everything is upper case, as SEVIS prints it.
 */
const transferI20: LayoutFamily = {
  id: 'i20/sevis-transfer-pending-three-page',
  kind: 'i20',
  modelledOn: 'SEVIS Form I-20 (Rev. 2/2015) issued for a transfer-in student ("Transfer Pending"), all three pages, label rows over value rows, remarks naming the transfer-out school',
  build: (p, rng) => {
    const d = (x: Date) => letterDate(x, 'us');
    const up = (t: string) => t.toUpperCase();
    const school: UsAddress = {
      street: `${int(rng, 100, 4800)} ${rng.pick(['University Ave', 'Campus Drive', 'College Street', 'Scholars Way', 'Founders Blvd'])}`,
      unit: '',
      city: p.school.name.replace(/^University of /, ''),
      state: rng.pick(['IL', 'OH', 'NY', 'PA', 'TX', 'MN', 'OR', 'VA']),
      zip: String(int(rng, 10001, 98999)),
    };
    // The transfer-out school sits at the other office address the persona carries.
    const o = p.others.officeAddress;
    const previous = up(`${o.city} ${rng.pick(['Community College', 'Language Institute', 'State College', 'Technical College', 'College of English'])}`);
    const previousAddress = up(`${o.street}, ${o.city}, ${o.state} ${o.zip}`);
    const release = addDays(p.school.start, -int(rng, 20, 75));
    const dso = up(`${p.others.registrar.given} ${p.others.registrar.family}`);
    const contact = rng.chance(0.6) ? dso : up(`${p.others.hrContact.given} ${p.others.hrContact.family}`);
    const previousDso = up(`${p.others.landlord.given} ${p.others.landlord.family}`);
    const dsoTitle = rng.pick(['PDSO', 'DSO', 'INTERNATIONAL STUDENT ADVISOR', 'DIRECTOR, INTERNATIONAL STUDENT SERVICES']);
    const issued = addDays(release, int(rng, 1, 12));
    const level = rng.pick(["BACHELOR'S", "MASTER'S", 'DOCTORATE']);
    const months = level === 'DOCTORATE' ? 60 : level === "MASTER'S" ? 24 : 48;
    const classes = addDays(p.school.start, int(rng, 0, 6));
    const given = up(givenNames(p.name));
    const tuition = int(rng, 16, 48) * 1000;
    const living = int(rng, 11, 19) * 500;
    const other = int(rng, 0, 3) * 600;
    const total = tuition + living + other;
    const schoolFunds = rng.chance(0.4) ? int(rng, 4, 12) * 1000 : 0;
    const reason = rng.pick(['TRANSFER PENDING', 'INITIAL - TRANSFER', 'CONTINUED ATTENDANCE - TRANSFER PENDING']);
    const remarks = rng.pick([
      `TRANSFER FROM ${previous}, ${previousAddress}. SEVIS RECORD RELEASED ON ${d(release)} BY ${previousDso}.`,
      `STUDENT TRANSFERRING IN FROM ${previous} (${schoolCode(rng, o.city)}), ${previousAddress}; TRANSFER RELEASE DATE ${d(release)}. STUDENT MUST REPORT TO THE DSO WITHIN 15 DAYS OF THE PROGRAM START DATE.`,
      `Transfer from ${previous} released on ${d(release)}. Previous school address: ${previousAddress}.${schoolFunds ? ' Funds from this school: graduate assistantship.' : ''}`,
    ]);
    const pageHeader = (n: number): Block => ({ type: 'lines', lines: [`${up(p.name.family)}, ${given}    SEVIS ID: ${p.sevis}    Page ${n} of 3`], align: 'right', size: 8 });
    const nextPage: Block = { type: 'spacer', height: 2000 };
    const travelRows = [
      ...(rng.chance(0.35) ? [[dso, dsoTitle, '(signed)', d(addMonths(p.school.start, int(rng, 4, 10))), `${up(school.city)}, ${school.state}`]] : []),
      ['', '', '', '', ''],
      ['', '', '', '', ''],
    ];
    return {
      kind: 'i20',
      fileName: rng.pick(['I-20 transfer pending.pdf', 'Form I-20 (transfer).pdf', 'I20_transfer_in_signed.pdf', 'new school I-20.pdf']),
      styles: ['boxes'],
      blocks: [
        { type: 'lines', lines: ['Department of Homeland Security', 'U.S. Immigration and Customs Enforcement'], size: 8 },
        { type: 'lines', lines: ['OMB NO. 1653-0038'], align: 'right', size: 8 },
        { type: 'title', text: 'I-20, Certificate of Eligibility for Nonimmigrant Student Status' },
        { type: 'lines', lines: [`SEVIS ID: ${p.sevis} (F-1)`], align: 'right' },
        { type: 'table', header: ['SURNAME/PRIMARY NAME', 'GIVEN NAME', 'CLASS'], rows: [[up(p.name.family), given, 'F-1']], widths: [0.4, 0.4, 0.2] },
        { type: 'table', header: ['PREFERRED NAME', 'PASSPORT NAME', 'COUNTRY OF BIRTH'], rows: [['', '', up(p.country.name)]] },
        { type: 'table', header: ['CITY OF BIRTH', 'COUNTRY OF CITIZENSHIP', 'DATE OF BIRTH'], rows: [[up(p.birthCity), up(p.country.name), d(p.dob)]] },
        { type: 'table', header: ['ADMISSION NUMBER', 'FORM ISSUE REASON'], rows: [[p.i94, reason]], widths: [0.4, 0.6] },
        { type: 'subtitle', text: 'SCHOOL INFORMATION' },
        {
          type: 'table',
          header: ['SCHOOL NAME', 'SCHOOL OFFICIAL TO CONTACT UPON ARRIVAL'],
          rows: [[up(p.school.name), contact], [`${up(p.school.name)} - ${rng.pick(['MAIN CAMPUS', 'CENTRAL CAMPUS', `${up(school.city)} CAMPUS`])}`, contact === dso ? dsoTitle : 'DSO']],
          widths: [0.58, 0.42],
        },
        {
          type: 'table',
          header: ['SCHOOL ADDRESS', 'SCHOOL CODE AND APPROVAL DATE'],
          rows: [[up(`${school.street}, ${school.city}, ${school.state} ${school.zip}`), `${schoolCode(rng, school.city)}  ${approvalDate(addDays(p.school.start, -int(rng, 3000, 7000)))}`]],
          widths: [0.58, 0.42],
        },
        { type: 'subtitle', text: 'PROGRAM OF STUDY' },
        { type: 'table', header: ['EDUCATION LEVEL', 'MAJOR 1', 'MAJOR 2'], rows: [[level, `${up(p.school.program)} ${cipCodes[p.school.program] ?? '30.9999'}`, rng.pick(['NONE 00.0000', 'NONE'])]] },
        {
          type: 'table',
          header: ['NORMAL PROGRAM LENGTH', 'PROGRAM ENGLISH PROFICIENCY', 'ENGLISH PROFICIENCY NOTES'],
          rows: [[`${months} MONTHS`, rng.pick(['REQUIRED', 'NOT REQUIRED']), rng.pick(['STUDENT HAS MET ENGLISH PROFICIENCY', 'TOEFL iBT', 'DEGREE FROM U.S. INSTITUTION', ''])]],
        },
        { type: 'table', header: ['EARLIEST ADMISSION DATE', 'START OF CLASSES', 'PROGRAM START/END DATE'], rows: [[d(addDays(p.school.start, -30)), d(classes), `${d(p.school.start)} - ${d(p.school.end)}`]], widths: [0.28, 0.28, 0.44] },
        { type: 'subtitle', text: 'FINANCIALS' },
        {
          type: 'table',
          header: ['ESTIMATED AVERAGE COSTS FOR: 9 MONTHS', '', "STUDENT'S FUNDING FOR: 9 MONTHS", ''],
          rows: [
            ['Tuition and Fees', money(tuition), 'Personal Funds', money(total - schoolFunds)],
            ['Living Expenses', money(living), 'Funds From This School', money(schoolFunds)],
            ['Expenses of Dependents (0)', '$0', 'Funds From Other Sources', '$0'],
            ['Other', money(other), 'On-Campus Employment (If any)', '$0'],
            ['TOTAL', money(total), 'TOTAL', money(total)],
          ],
          widths: [0.32, 0.18, 0.32, 0.18],
        },
        { type: 'subtitle', text: 'REMARKS' },
        { type: 'paragraph', text: remarks },
        { type: 'subtitle', text: 'SCHOOL ATTESTATION' },
        {
          type: 'paragraph',
          text: 'I certify under penalty of perjury that all information provided above was entered before I signed this form and is true and correct; I executed this form in the United States after review and evaluation in the United States by me or other officials of the school of the student\'s application, transcripts, or other records of courses taken and proof of financial responsibility, which were received at the school prior to the execution of this form; the school has determined that the above named student\'s qualifications meet all standards for admission to the school; the student will be required to pursue a full program of study as defined by 8 CFR 214.2(f)(6). I am a designated school official of the above named school and am authorized to issue this form.',
        },
        { type: 'table', header: ['SIGNATURE OF:', 'DATE ISSUED', 'PLACE ISSUED'], rows: [[`${dso}, ${dsoTitle}`, d(issued), up(`${school.city}, ${school.state}`)]], widths: [0.5, 0.2, 0.3] },
        { type: 'subtitle', text: 'STUDENT ATTESTATION' },
        {
          type: 'paragraph',
          text: 'I have read and agreed to comply with the terms and conditions of my admission and those of any extension of stay. I certify that all information provided on this form refers specifically to me and is true and correct to the best of my knowledge. I certify that I seek to enter or remain in the United States temporarily, and solely for the purpose of pursuing a full program of study at the school named above. I also authorize the named school to release any information from my records needed by DHS pursuant to 8 CFR 214.3(g) to determine my nonimmigrant status. Parent or guardian, and student, must sign if student is under 18.',
        },
        { type: 'table', header: ['SIGNATURE OF:', 'DATE'], rows: [[`${given} ${up(p.name.family)}`, '']], widths: [0.7, 0.3] },
        { type: 'footer', text: `ICE Form I-20 (Rev. 2/2015)    SEVIS ID: ${p.sevis}` },
        pageHeader(1),
        nextPage,
        pageHeader(2),
        { type: 'subtitle', text: 'INSTRUCTIONS TO STUDENTS' },
        { type: 'paragraph', text: 'Student Attestation: Read everything on this page carefully and be sure that you understand the terms and conditions concerning your admission and stay in the United States as a nonimmigrant student before you sign the student attestation on page 1.' },
        { type: 'paragraph', text: 'Port of Entry: Present this form, together with a valid passport and visa, to the Customs and Border Protection officer at the port of entry. Keep this form; you will need it for reentry and to apply for benefits.' },
        { type: 'paragraph', text: 'Transfer: To change schools you must first notify the school you are attending of your intent to transfer, then obtain a Form I-20 from the school you will attend. You must enroll at the new school within 15 days of the program start date printed on page 1 and report to its designated school official, who will complete the transfer in SEVIS.' },
        { type: 'paragraph', text: 'Employment: You may work on campus as permitted by regulation. Off-campus employment, including curricular and optional practical training, requires authorization by a designated school official or by U.S. Citizenship and Immigration Services as recorded on page 3.' },
        { type: 'paragraph', text: 'Change of Address: You must report any change of your U.S. address to a designated school official within 10 days of the change. Extension of Stay: If you cannot complete your program by the end date on page 1, request an extension from a designated school official before that date.' },
        { type: 'paragraph', text: 'Authority for collecting the information on this and related student forms is contained in 8 U.S.C. 1101 and 1184. The information solicited will be used by the Department of Homeland Security to determine eligibility for the benefits requested.' },
        nextPage,
        pageHeader(3),
        { type: 'subtitle', text: 'EMPLOYMENT AUTHORIZATIONS' },
        { type: 'table', header: ['TYPE', 'FULL/PART TIME', 'START DATE', 'END DATE', 'EMPLOYER'], rows: [['NONE', '', '', '', '']], widths: [0.15, 0.18, 0.17, 0.17, 0.33] },
        { type: 'subtitle', text: 'TRAVEL ENDORSEMENT' },
        { type: 'paragraph', text: 'This page, when properly endorsed, may be used for reentry of the student to attend the same school after a temporary absence from the United States. Each endorsement is valid for one year.' },
        { type: 'table', header: ['DESIGNATED SCHOOL OFFICIAL', 'TITLE', 'SIGNATURE', 'DATE ISSUED', 'PLACE ISSUED'], rows: travelRows, widths: [0.26, 0.2, 0.16, 0.16, 0.22] },
      ],
      truth: i20Truth(p, school),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 2. University appointment confirmation / verification of appointment
// ---------------------------------------------------------------------------------------------

interface AcademicUnit {
  department: string;
  college: string;
  buildings: string[];
}

/** The department a scholar in the persona's field is appointed in. */
const academicUnits: Record<string, AcademicUnit> = {
  'Computer Science': { department: 'Department of Computer Science', college: 'College of Engineering', buildings: ['Gates Computing Center', 'Engineering Hall'] },
  'Business Administration': { department: 'Department of Management', college: 'School of Business', buildings: ['Harmon Business Building', 'Whitcomb Hall'] },
  Nursing: { department: 'Department of Family and Community Health', college: 'School of Nursing', buildings: ['Health Sciences Building', 'Nursing Education Center'] },
  'Civil Engineering': { department: 'Department of Civil and Environmental Engineering', college: 'College of Engineering', buildings: ['Marston Hall', 'Structures Laboratory'] },
  Economics: { department: 'Department of Economics', college: 'College of Arts and Sciences', buildings: ['Bryce Hall', 'Social Sciences Building'] },
};

type Appointment = { title: string; cycle: 'anniversary' | 'academic-year'; doctor: boolean };
const appointments: Appointment[] = [
  { title: 'Postdoctoral Research Associate', cycle: 'anniversary', doctor: true },
  { title: 'Postdoctoral Scholar', cycle: 'anniversary', doctor: true },
  { title: 'Research Associate', cycle: 'anniversary', doctor: true },
  { title: 'Research Scientist', cycle: 'anniversary', doctor: true },
  { title: 'Lecturer', cycle: 'academic-year', doctor: false },
  { title: 'Visiting Assistant Professor', cycle: 'academic-year', doctor: true },
];

/**
 * The current appointment period on the date of the letter: fixed-term research appointments
 * renew on the hire anniversary for twelve months; teaching appointments run the academic year
 * (August 16 - May 15), and a letter written in the summer confirms the coming year's.
 */
const currentTerm = (a: Appointment, hired: Date, issued: Date): { start: Date; end: Date } => {
  if (a.cycle === 'anniversary') {
    let start = hired;
    while (addMonths(start, 12) <= issued) start = addMonths(start, 12);
    return { start, end: addDays(addMonths(start, 12), -1) };
  }
  const y = issued.getUTCFullYear();
  const yearStart = Date.UTC(y, 7, 16) <= issued.getTime() ? y : y - 1;
  const ended = Date.UTC(yearStart + 1, 4, 15) < issued.getTime();
  const from = ended ? yearStart + 1 : yearStart;
  const start = new Date(Date.UTC(from, 7, 16));
  return { start: later(start, hired), end: new Date(Date.UTC(from + 1, 4, 15)) };
};

const fundingSources = (rng: Rng): string[] => [
  `National Science Foundation award ${rng.pick(['CBET', 'CNS', 'SES', 'CMMI'])}-${digits(rng, 7)}`,
  `NIH grant R01 ${rng.pick(['GM', 'NR', 'HL', 'MH'])}${digits(rng, 6)}`,
  `U.S. Department of Energy award DE-SC00${digits(rng, 5)}`,
  'departmental instructional funds (state appropriated)',
  `sponsored project account ${digits(rng, 1)}-${digits(rng, 5)}`,
];

/**
 * A US university's appointment letter for a postdoc, research associate or lecturer, either
 * the department's "confirmation of appointment" to the scholar (Dear Dr. X) or Academic
 * Human Resources' "verification of appointment" (To Whom It May Concern): the university and
 * department letterhead with the department office (a building and street, or only a campus
 * box / P.O. box), "appointed as ... effective ... through ..." for the current term and the
 * first appointment date, an appointment details block (title, job code, appointment type,
 * FTE and percent effort rather than "full-time", annual salary, funding source - a grant or
 * departmental funds), sometimes a "Primary Work Location" row; signed by an HR or academic
 * personnel officer whose own office address follows the name, and often "cc: Office of
 * International Students and Scholars" with its address. The employer's address is the
 * department's street address (letterhead or work location); with only a box number, the
 * letter does not say where the employer is.
 */
const universityAppointment: LayoutFamily = {
  id: 'employment_letter/university-appointment-verification',
  kind: 'employment_letter',
  modelledOn: 'US university department / academic HR "confirmation" or "verification of appointment" for a postdoc, research associate or lecturer (effective ... through ..., FTE and percent effort, funding source, cc OISS)',
  build: (p, rng) => {
    const e = p.employer;
    const city = e.address.city;
    const university = rng.pick([`${city} State University`, `University of ${city}`, `${city} University`, `${city} Institute of Technology`]);
    const unit = academicUnits[p.school.program] ?? { department: 'Department of Mathematics', college: 'College of Arts and Sciences', buildings: ['Hamilton Hall'] };
    const post = rng.pick(appointments);
    const full = e.hours === 'Full-time';
    const fte = full ? '1.00' : rng.pick(['0.50', '0.75', '0.60']);
    const percent = `${Math.round(Number(fte) * 100)}%`;
    const ds = rng.pick<LetterDate>(['long', 'long', 'us', 'abbr']);
    const d = (x: Date) => letterDate(x, ds);
    const issued = later(someDate(rng, 2025, 4, 10), addDays(e.start, int(rng, 30, 90)));
    const term = currentTerm(post, e.start, issued);
    const renewed = term.start > e.start;
    const building = rng.pick(unit.buildings);
    const room = `${rng.pick(['Room ', 'Suite ', ''])}${int(rng, 100, 480)}`;
    const addressMode = rng.pick(['letterhead', 'letterhead', 'box-with-worksite', 'box-only'] as const);
    const box = rng.pick([`Campus Box ${int(rng, 1000, 9999)}`, `P.O. Box ${int(rng, 1000, 99999)}`, `Mail Stop ${int(rng, 100, 999)}`]);
    const deptCity = cityLine(rng, e.address, 0.3);
    const worksite = `${building}, ${e.address.street}, ${city}, ${e.address.state} ${e.address.zip}`;
    const letterhead: Block[] = [
      { type: 'title', text: university.toUpperCase(), align: rng.pick(['left', 'center'] as const) },
      {
        type: 'lines',
        size: 9,
        align: rng.pick(['left', 'center'] as const),
        lines: [
          unit.department,
          unit.college,
          ...(addressMode === 'letterhead' ? [`${room}, ${building}`, e.address.street] : [box]),
          deptCity,
          `Phone ${phoneLike(rng)}  |  Fax ${phoneLike(rng)}`,
        ],
      },
    ];
    const pr = pronoun(p);
    const title = post.doctor ? 'Dr.' : p.sex === 'Male' ? 'Mr.' : 'Ms.';
    const who = fullName(p.name);
    const confirmation = rng.chance(0.5);
    const opening = confirmation
      ? `I am pleased to confirm your ${renewed ? 'reappointment' : 'appointment'} as ${post.title} in the ${unit.department}, ${unit.college}, at ${university}, at ${percent} effort (${fte} FTE), effective ${d(term.start)} through ${d(term.end)}.${renewed ? ` You were first appointed at the University on ${d(e.start)}.` : ''}`
      : `This is to verify that ${title} ${who} has held an academic appointment at ${university} since ${d(e.start)}. ${pr.He} is currently appointed as ${post.title} in the ${unit.department} at ${percent} effort (${fte} FTE); the current appointment is effective ${d(term.start)} through ${d(term.end)}.`;
    const hoursSaid = rng.chance(0.5);
    const hoursLine = full ? 'This is a full-time, benefits-eligible appointment.' : `This is a part-time appointment (${percent} effort).`;
    const funds = fundingSources(rng);
    const grant = rng.pick(funds.slice(0, 3));
    const split = int(rng, 5, 9) * 10;
    const funding = rng.pick([grant, `${grant} (${split}%); departmental funds (${100 - split}%)`, funds[3] as string, funds[4] as string]);
    const salaryBasis = post.cycle === 'academic-year' ? 'Academic-Year Salary (9 months, paid over 12)' : 'Annual Salary';
    const details: Field[] = [
      ['Name', rng.chance(0.5) ? who : commaName(p.name)],
      [rng.pick(['Employee ID', 'UIN', 'Personnel No.']), digits(rng, rng.pick([8, 9]))],
      ['Title', post.title],
      ['Job Code', `${rng.pick(['P', 'A', 'R'])}${digits(rng, 4)}`],
      ['Department', unit.department],
      ['Appointment Type', post.cycle === 'academic-year' ? rng.pick(['Academic year (9-month), renewable', 'Non-tenure-track, 9-month']) : rng.pick(['Fixed-term, 12-month, renewable', 'Annual (fiscal year), non-tenure-track'])],
      [rng.pick(['Appointment Period', 'Current Appointment', 'Effective Dates']), `${d(term.start)} through ${d(term.end)}`],
      [rng.pick(['Original Appointment Date', 'Date of First Appointment', 'Continuous Service Date']), d(e.start)],
      [rng.pick(['FTE / Percent Effort', 'Percent Effort', 'FTE']), `${fte} FTE (${percent})`],
      [salaryBasis, money(e.salary)],
      [rng.pick(['Funding Source', 'Source of Funds']), funding],
      ...(addressMode === 'box-with-worksite' ? [[rng.pick(['Primary Work Location', 'Work Location']), worksite] as Field] : []),
    ];
    const detailsBlock: Block = rng.chance(0.4)
      ? { type: 'table', rows: details.map(([k, v]) => [k, v]), widths: [0.34, 0.66] }
      : { type: 'fields', style: rng.pick(['leaders', 'columns'] as const), fields: details };
    const hr = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    const o = p.others.officeAddress;
    const hrOffice = rng.pick(['Academic Human Resources', 'Office of Academic Personnel', 'Office of Faculty Affairs', 'University Human Resources']);
    const hrStreet = rng.chance(0.6) ? o.street : `P.O. Box ${int(rng, 1000, 99999)}`;
    const oissStreet = `${int(rng, 10, 990)} ${rng.pick(['Memorial Way', 'Campus Drive', 'College Avenue', 'International Plaza'])}`;
    const cc = rng.chance(0.65)
      ? [{ type: 'lines' as const, size: 8.5, lines: ['cc: Office of International Students and Scholars', `      ${rng.pick(['International Center', 'Student Union, Suite 210', 'Global Affairs Building'])}, ${oissStreet}, ${city}, ${e.address.state} ${zipPlus4(rng, e.address.zip, 0.5)}`, `      ${rng.pick(['Department Chair', 'Principal Investigator', 'Personnel file'])}`] }]
      : [];
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['appointment letter.pdf', 'verification of appointment.pdf', 'postdoc appointment confirmation.pdf', 'university employment letter.pdf']),
      styles: ['inline'],
      blocks: [
        ...letterhead,
        { type: 'lines', lines: [d(issued)] },
        confirmation
          ? { type: 'lines', lines: [`${title} ${who}`, unit.department, ...(addressMode === 'letterhead' ? [] : [box]), '', `Dear ${title} ${p.name.family}:`] }
          : { type: 'subtitle', text: rng.pick(['VERIFICATION OF APPOINTMENT', 'To Whom It May Concern:', 'RE: Verification of Academic Appointment']) },
        { type: 'paragraph', text: opening },
        { type: 'paragraph', text: `${hoursSaid ? `${hoursLine} ` : ''}The terms of the appointment are summarized below.` },
        detailsBlock,
        {
          type: 'paragraph',
          text: post.cycle === 'anniversary'
            ? 'Reappointment is contingent upon the availability of funds and satisfactory performance. Postdoctoral and research appointments are governed by the University\'s policies for academic staff.'
            : 'Reappointment is subject to instructional need and satisfactory performance, as set out in the faculty handbook.',
        },
        { type: 'lines', lines: [rng.pick(['Sincerely,', 'Respectfully,']), '', '', hr, rng.pick(['Academic Personnel Analyst', 'Senior HR Consultant', 'Assistant Director, Academic Employment']), hrOffice, hrStreet, `${city}, ${e.address.state} ${zipPlus4(rng, e.address.zip, 0.6)}`] },
        ...cc,
        { type: 'footer', text: `${university} is an equal opportunity / affirmative action employer.` },
      ],
      // The department's street (letterhead or work location) is where the scholar works; a box number is no address.
      truth: rowAs(p, { employer: university, occupation: post.title, address: addressMode !== 'box-only', hours: hoursSaid }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 3. Health-system HR Service Center employee verification
// ---------------------------------------------------------------------------------------------

/** Departments a hospital employs each persona occupation in, as "cost center - name". */
const hospitalDepartments: Record<string, string[]> = {
  'Software Engineer': ['Information Services - Application Development', 'IS Clinical Applications'],
  'Registered Nurse': ['4 West Medical/Surgical', 'Emergency Department', 'Cardiac Step-Down Unit', 'Labor and Delivery'],
  'Line Cook': ['Food and Nutrition Services', 'Patient Food Services'],
  Accountant: ['Finance - General Accounting', 'Revenue Cycle Accounting'],
  'Warehouse Associate': ['Supply Chain - Distribution Center', 'Materials Management'],
  'Dental Assistant': ['Dental Clinic', 'Oral and Maxillofacial Surgery Clinic'],
  Electrician: ['Facilities Engineering', 'Plant Operations'],
  'Data Analyst': ['Quality and Patient Safety Analytics', 'Enterprise Analytics'],
};
const salaried = ['Software Engineer', 'Accountant', 'Data Analyst'];

/**
 * An "Employee Verification" issued by a hospital or health system's Human Resources Service
 * Center (a shared-services office, often in another city, answering lenders, landlords and
 * attorneys): the system's name with "Human Resources Service Center" and its mailing address
 * (a P.O. box or an office suite) in the header, the date and a reference number, sometimes the
 * requester's name, then the record as labelled facts (a grid or label/value rows): employee
 * name and ID, the employer of record (the system) and the facility, department with its cost
 * center, job title, "Status: Active, Full Time", date of hire and sometimes the current job's
 * start, scheduled hours or FTE, shift, hourly or annual pay, and the work location. The
 * employer's address is the work location's street address; when the work location gives only
 * the facility and its city, the only street on the page is the service center's mailbox, which
 * is not where the employer is, so no address is claimed.
 */
const healthSystemVerification: LayoutFamily = {
  id: 'employment_letter/health-system-hr-service-center',
  kind: 'employment_letter',
  modelledOn: 'hospital / health-system Human Resources Service Center "Employee Verification" (employer of record, facility, cost center, Status: Active, Full Time, work location apart from the HR mailing address)',
  build: (p, rng) => {
    const e = p.employer;
    const base = rng.pick(['Mercy', "St. Luke's", 'Providence', 'Good Samaritan', 'Baptist', 'Methodist', 'Lakeshore', 'Sisters of Charity', 'Advocate']);
    const system = `${base} ${rng.pick(['Health System', 'Health', 'Healthcare', 'Health Network'])}${rng.pick(['', '', ', Inc.'])}`;
    const facility = `${base} ${rng.pick(['Medical Center', 'Hospital', 'Regional Medical Center'])}${rng.chance(0.5) ? ` - ${e.address.city}` : ''}`;
    const department = `${digits(rng, 5)} - ${rng.pick(hospitalDepartments[e.occupation] ?? ['Administration'])}`;
    const full = e.hours === 'Full-time';
    const status = full ? rng.pick(['Active, Full Time', 'Active - Full Time', 'ACTIVE / FULL TIME']) : rng.pick(['Active, Part Time', 'Active - Part Time', 'ACTIVE / PART TIME']);
    const scheduled = full
      ? rng.pick(['80 hours per pay period (1.0 FTE)', '40 hours per week', e.occupation === 'Registered Nurse' ? '36 hours per week (0.9 FTE)' : '1.0 FTE'])
      : rng.pick(['48 hours per pay period (0.6 FTE)', '24 hours per week', '0.5 FTE']);
    const hourly = !salaried.includes(e.occupation);
    const pay = hourly ? `$${(e.salary / 2080).toFixed(2)} per hour` : `${money(e.salary)} annually`;
    const payShown = rng.chance(0.6);
    const ds = rng.pick<LetterDate>(['us', 'us', 'short-us', 'long']);
    const d = (x: Date) => letterDate(x, ds);
    const issued = later(someDate(rng, 2025, 5, 10), addDays(e.start, int(rng, 20, 60)));
    const positionStart = addMonths(e.start, int(rng, 6, 30));
    const transferred = positionStart < issued && rng.chance(0.4);
    const streetShown = rng.chance(0.7);
    const workLocation = streetShown
      ? `${facility}, ${e.address.street}, ${e.address.city}, ${e.address.state} ${zipPlus4(rng, e.address.zip, 0.3)}`
      : `${facility} (${e.address.city}, ${e.address.state})`;
    const o = p.others.officeAddress;
    const center = rng.pick(['Human Resources Service Center', 'HR Service Center', 'People Services Center']);
    const mailing = rng.chance(0.5) ? `P.O. Box ${int(rng, 1000, 99999)}` : `${o.street}, Suite ${int(rng, 100, 700)}`;
    const mailingCity = `${o.city}, ${o.state} ${zipPlus4(rng, o.zip, 0.5)}`;
    const tollFree = `1-8${int(rng, 0, 8)}${int(rng, 0, 9)}-${int(rng, 200, 999)}-${digits(rng, 4)}`;
    const name = rng.chance(0.6) ? `${p.name.family.toUpperCase()}, ${givenNames(p.name).toUpperCase()}` : fullName(p.name);
    const facts: Field[] = [
      ['Employee Name', name],
      ['Employee ID', digits(rng, rng.pick([6, 7]))],
      [rng.pick(['Employer of Record', 'Employer', 'Legal Employer']), system],
      [rng.pick(['Facility', 'Entity / Facility']), facility],
      [rng.pick(['Department', 'Cost Center / Department']), department],
      [rng.pick(['Job Title', 'Position Title']), rng.chance(0.4) ? e.occupation.toUpperCase() : e.occupation],
      ['Status', status],
      [rng.pick(['Date of Hire', 'Original Hire Date', 'Hire Date']), d(e.start)],
      ...(transferred ? [['Current Position Start Date', d(positionStart)] as Field] : []),
      ['Scheduled Hours', scheduled],
      ...(rng.chance(0.5) ? [['Shift', rng.pick(['Day', 'Night', 'Evening', 'Rotating'])] as Field] : []),
      ...(payShown ? [[hourly ? 'Base Rate of Pay' : 'Annual Base Salary', pay] as Field, ['Pay Frequency', 'Bi-weekly'] as Field] : []),
      ['Work Location', workLocation],
    ];
    const factsBlock: Block = rng.chance(0.5)
      ? { type: 'grid', columns: 2, cells: facts.map(([label, value]) => ({ label: label.toUpperCase(), value, span: label === 'Work Location' || value.length > 44 ? 2 : 1 })) }
      : { type: 'fields', style: rng.pick(['columns', 'leaders'] as const), fields: facts };
    const requester = rng.chance(0.5)
      ? [{ type: 'lines' as const, lines: [`Requested by: ${p.others.translator.given} ${p.others.translator.family}`, rng.pick(['Immigration counsel (employee authorization on file)', 'Mortgage lender', 'Property management company'])], size: 9 }]
      : [];
    const hr = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['employee verification - hospital.pdf', 'HR service center verification.pdf', 'EV letter.pdf', 'employment verification health system.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'title', text: system, align: rng.pick(['left', 'center'] as const) },
        { type: 'lines', size: 9, lines: [center, mailing, mailingCity, `${tollFree}  |  Fax ${phoneLike(rng)}`] },
        { type: 'lines', lines: [`Date: ${d(issued)}`, `Reference No.: EV-${issued.getUTCFullYear()}-${digits(rng, 6)}`], align: 'right' },
        ...requester,
        { type: 'subtitle', text: rng.pick(['EMPLOYEE VERIFICATION', 'Employee Verification', 'Verification of Employment']) },
        {
          type: 'paragraph',
          text: rng.pick([
            `In response to your request, the ${center} confirms the following information from the personnel records of ${system} as of ${d(issued)}.`,
            `The individual named below is an employee of ${system.replace(/\.$/, '')}. The information below is provided at the employee's request and is current as of the date of this letter.`,
          ]),
        },
        factsBlock,
        {
          type: 'paragraph',
          text: payShown
            ? 'Compensation shown is base pay only and excludes shift differentials, overtime and incentive pay.'
            : 'Compensation is released only with the written authorization of the employee.',
        },
        { type: 'paragraph', text: `Please direct questions to the ${center} at ${tollFree} (option 3), Monday through Friday, 8:00 a.m. to 5:00 p.m.` },
        { type: 'lines', lines: [rng.pick(['Sincerely,', 'Regards,']), '', hr, rng.pick(['Employment Verification Specialist', 'HR Service Center Representative', 'HR Shared Services Associate']), `${center}, ${mailing}, ${mailingCity}`] },
        { type: 'footer', text: `CONFIDENTIAL - This verification is provided for the stated purpose only. ${system.replace(/, Inc\.$/, '')} is an Equal Opportunity Employer.` },
      ],
      // The work location's street is where the employee works; the service center's mailbox is not.
      truth: rowAs(p, { employer: system, address: streetShown, hours: true }),
    };
  },
};

export const schoolWorkDevelopment7: LayoutFamily[] = [transferI20, universityAppointment, healthSystemVerification];
