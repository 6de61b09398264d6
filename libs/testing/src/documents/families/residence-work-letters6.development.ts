import type { LayoutFamily, Truth } from '../document-spec.js';
import type { Block, Field } from '../../render.js';
import { formMonth, fullName } from '../../formats.js';
import type { Persona } from '../../persona.js';
import type { Rng } from '../../random.js';
import {
  addDays, addMonths, employmentTruth, honorific, letterDate, money, phoneLike, pronoun, someDate, spanishDate, zipPlus4, type LetterDate,
} from './residence-work-common.development.js';

const row = 'employment_and_education_history_5_years.#';
const pad = (n: number) => String(n).padStart(2, '0');
const digits = (rng: Rng, n: number) => Array.from({ length: n }, (_, i) => String(Math.floor(rng.between(i ? 0 : 1, 10)))).join('');
const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(rng.between(0, 26)))).join('');
const int = (rng: Rng, min: number, max: number) => Math.floor(rng.between(min, max + 1));
/** "1st", "2nd", "13th", "22nd": the day as "Issued this 5th day of March" prints it. */
const ordinal = (n: number): string => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
const monthName = (d: Date) => letterDate(d, 'long').split(' ')[0] as string;
/** Day first with slashes, as Indian and Mexican offices type dates: 05/03/2019 is 5 March. */
const dayFirst = (d: Date) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
/** Day first with dashes, for dates the truth does not hold (reference and issue dates). */
const dayFirstDashed = (d: Date) => dayFirst(d).replace(/\//g, '-');
/** SF-50 and payroll systems print month first: 03-15-2021. */
const monthFirstDashed = (d: Date) => letterDate(d, 'us').replace(/\//g, '-');
const yearsAndMonths = (from: Date, to: Date): [years: number, months: number] => {
  const total = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth() - (to.getUTCDate() < from.getUTCDate() ? 1 : 0);
  return [Math.floor(Math.max(0, total) / 12), Math.max(0, total) % 12];
};

/** The truth without the full-time/part-time answer, for a document that does not say which. */
const withoutHours = (t: Truth): Truth => ({
  'I-485': Object.fromEntries(Object.entries(t['I-485']).filter(([k]) => !k.endsWith('.full_time_or_part_time'))),
  'I-765': t['I-765'],
});

/** Where a job abroad (or a US employer other than the persona's) was, as its row wants it. */
interface EmployerAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * The employment row for a job the document shows: the end date when the job had ended, "Present"
 * for the applicant's current US job (as employmentTruth gives it), none for a job abroad that was
 * still held when the letter was written (the applicant has left it since, on a date it cannot
 * show); the hours only when printed.
 */
const jobTruth = (o: { employer: string; address: Partial<EmployerAddress> & { country: string }; occupation: string; from: Date; to?: Date | 'Present'; hours?: 'Full-time' | 'Part-time' }): Truth => {
  const a = o.address;
  const opt = (key: string, value: string | undefined) => (value ? { [`${row}.${key}`]: value } : {});
  return {
    'I-485': {
      [`${row}.employer_or_school`]: o.employer,
      ...opt('address.street', a.street),
      ...opt('address.city', a.city),
      ...opt('address.state', a.state),
      ...opt('address.zip_code', a.zip),
      [`${row}.address.country`]: a.country,
      [`${row}.occupation_or_field_of_study`]: o.occupation,
      ...opt('full_time_or_part_time', o.hours),
      [`${row}.from_date`]: formMonth(o.from),
      ...(o.to ? { [`${row}.to_date`]: o.to === 'Present' ? o.to : formMonth(o.to) } : {}),
    },
    'I-765': {},
  };
};

/** A job held at home before coming to the US: it ended one to seven months before arrival. */
const jobBeforeArrival = (p: Persona, rng: Rng): { start: Date; end: Date } => {
  const end = addDays(p.arrival, -int(rng, 30, 200));
  const back = addMonths(end, -int(rng, 20, 84));
  return { start: new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth(), int(rng, 1, 28))), end };
};

type Sector = 'tech' | 'health' | 'food' | 'finance' | 'logistics' | 'dental' | 'trades' | 'office';
const sectorOf = (occupation: string): Sector => {
  switch (occupation) {
    case 'Software Engineer': return 'tech';
    case 'Registered Nurse': return 'health';
    case 'Line Cook': return 'food';
    case 'Accountant': return 'finance';
    case 'Warehouse Associate': return 'logistics';
    case 'Dental Assistant': return 'dental';
    case 'Electrician': return 'trades';
    default: return 'office';
  }
};

// ---------------------------------------------------------------------------------------------
// 1. Philippines: Certificate of Employment
// ---------------------------------------------------------------------------------------------

/** The job title a Philippine employer gives the applicant's line of work. */
const philippineTitles: Record<Sector, string[]> = {
  tech: ['Software Engineer', 'Associate Software Engineer', 'Junior Web Developer'],
  health: ['Staff Nurse', 'Staff Nurse II', 'Ward Nurse'],
  food: ['Commis Cook', 'Line Cook', 'Kitchen Crew'],
  finance: ['Accounting Staff', 'Junior Accountant', 'Accounts Payable Associate'],
  logistics: ['Warehouse Staff', 'Inventory Clerk', 'Warehouse Checker'],
  dental: ['Dental Aide', 'Dental Clinic Assistant'],
  trades: ['Electrician', 'Maintenance Electrician', 'Building Electrician'],
  office: ['MIS Analyst', 'Data Analyst', 'Reports Analyst'],
};

const philippineNames: Record<Sector, string[]> = {
  tech: ['Tech Solutions, Inc.', 'Digital Services Corporation', 'Software Philippines, Inc.'],
  health: ['Medical Center, Inc.', 'General Hospital and Medical Center', 'Doctors Hospital, Inc.'],
  food: ['Restaurants, Inc.', 'Hotel and Resorts Corporation', 'Food Ventures, Inc.'],
  finance: ['Holdings Corporation', 'Business Process Outsourcing, Inc.', 'Financial Services Corporation'],
  logistics: ['Logistics, Inc.', 'Distribution Corporation', 'Cargo Services, Inc.'],
  dental: ['Dental Care Centers, Inc.', 'Dental Clinic Corporation'],
  trades: ['Construction and Development Corporation', 'Electrical Contractors, Inc.', 'Property Management, Inc.'],
  office: ['Global Services, Inc.', 'Business Solutions Corporation', 'Marketing Corporation'],
};

interface PhilippineOffice {
  building: string;
  street: string;
  city: string;
  province: string;
  zip: string;
  area: string;
}

const philippineOffice = (rng: Rng): PhilippineOffice => {
  const floor = `${ordinal(int(rng, 2, 32))} Floor`;
  const options: PhilippineOffice[] = [
    { building: `${floor}, ${rng.pick(['Tower One', 'PBCom Tower', 'Ayala Tower'])}`, street: `${int(rng, 6700, 6830)} Ayala Avenue`, city: 'Makati City', province: 'Metro Manila', zip: '1226', area: '02' },
    { building: `${floor}, ${rng.pick(['Philippine AXA Life Centre', 'Citibank Center'])}`, street: `${int(rng, 8700, 8790)} Paseo de Roxas`, city: 'Makati City', province: 'Metro Manila', zip: '1227', area: '02' },
    { building: `${floor}, ${rng.pick(['Robinsons Equitable Tower', 'Jollibee Plaza'])}, Ortigas Center`, street: `${int(rng, 1, 40)} ADB Avenue`, city: 'Pasig City', province: 'Metro Manila', zip: '1605', area: '02' },
    { building: `${floor}, ${rng.pick(['One World Place', 'Net Park'])}, Bonifacio Global City`, street: `${int(rng, 5, 32)}th Street`, city: 'Taguig City', province: 'Metro Manila', zip: '1634', area: '02' },
    { building: `${floor}, ${rng.pick(['Eastwood Corporate Plaza', 'Cyber One Building'])}, Eastwood City`, street: `${int(rng, 10, 190)} Eastwood Avenue`, city: 'Quezon City', province: 'Metro Manila', zip: '1110', area: '02' },
    { building: `${floor}, ${rng.pick(['eBloc Tower 2', 'Skyrise 3'])}, Cebu IT Park`, street: `${int(rng, 1, 90)} Geonzon Street`, city: 'Cebu City', province: 'Cebu', zip: '6000', area: '032' },
    { building: `${floor}, ${rng.pick(['Abreeza Corporate Center', 'Damosa IT Park'])}`, street: `${int(rng, 100, 990)} J.P. Laurel Avenue`, city: 'Davao City', province: 'Davao del Sur', zip: '8000', area: '082' },
  ];
  return rng.pick(options);
};

const philippineSignatories = ['Maria Cristina R. Reyes', 'Jose Antonio S. Santos', 'Ma. Theresa L. Villanueva', 'Ramon B. Bautista', 'Liza Mae C. Gonzales', 'Rowena D. Dizon', 'Mark Anthony P. Ramos'];

/**
 * A Philippine "Certificate of Employment" (COE) as HR departments of Philippine companies issue
 * it on request, typically for a visa or a new employer: a letterhead with the company name, the
 * building, floor and street, city and ZIP, "Metro Manila, Philippines", a trunk line "(02)
 * 8xxx-xxxx" and an e-mail; the centred title "CERTIFICATE OF EMPLOYMENT"; "TO WHOM IT MAY
 * CONCERN:"; the one-sentence body "This is to certify that Mr./Ms. <name> has been employed
 * with <Company> as <Position> from <Month dd, yyyy> to present" (or "was employed ... from ...
 * to ..." once the job has ended), sometimes "on a full-time basis" or the monthly salary in
 * PHP; "This certification is issued upon the request of Mr./Ms. <surname> for whatever legal
 * purpose it may serve"; "Issued this 5th day of March 2024 at Makati City, Philippines"; the
 * HR manager's name in capitals with the title; "Not valid without the company dry seal".
 * A COE issued while still employed ("to present") was issued before the applicant left, so it
 * gives no end date.
 */
const philippineCoe: LayoutFamily = {
  id: 'employment_letter/philippine-certificate-of-employment',
  kind: 'employment_letter',
  modelledOn: 'Philippine company HR "Certificate of Employment" (COE): "This is to certify ... has been employed with ... from ... to present", "Issued this 5th day of ... at Makati City"',
  build: (p, rng) => {
    const sector = sectorOf(p.employer.occupation);
    const office = philippineOffice(rng);
    const company = `${rng.pick(['Pacific', 'Luzon', 'Visayan', 'Archipelago', 'Sampaguita', 'Manila Bay', 'Mabuhay', 'Bayanihan'])} ${rng.pick(philippineNames[sector])}`;
    const position = rng.pick(philippineTitles[sector]);
    // Still employed when issued (for the visa interview) or a job that had ended.
    const current = rng.chance(0.45);
    const past = jobBeforeArrival(p, rng);
    const issued = current ? addDays(p.arrival, -int(rng, 40, 220)) : rng.chance(0.5) ? addDays(past.end, int(rng, 5, 45)) : someDate(rng, 2025, 0, 8);
    const start = current ? addMonths(issued, -int(rng, 14, 90)) : past.start;
    const d = (x: Date) => letterDate(x, rng.pick<LetterDate>(['long', 'long', 'day-long']));
    const title = honorific(p);
    const who = rng.chance(0.5) ? fullName(p.name).toUpperCase() : fullName(p.name);
    const surname = `${title} ${p.name.family}`;
    const pr = pronoun(p);
    const fullTimeSaid = rng.chance(0.3);
    const role = `${position}${fullTimeSaid ? ' on a full-time basis' : ''}`;
    const period = current ? `from ${d(start)} to present` : `from ${d(start)} to ${d(past.end)}`;
    const certify = current
      ? rng.pick([`This is to certify that ${title} ${who} has been employed with ${company} as ${role} ${period}.`, `This is to certify that ${title} ${who} is a bona fide employee of ${company} and has been employed as ${role} ${period}.`])
      : `This is to certify that ${title} ${who} was employed with ${company} as ${role} ${period}.`;
    const salary = rng.chance(0.3) ? [`${pr.His} monthly basic salary is PHP ${(int(rng, 18, 85) * 1000).toLocaleString('en-US')}.00.`] : [];
    const purpose = rng.pick([
      `This certification is issued upon the request of ${surname} for whatever legal purpose it may serve ${p.sex === 'Male' ? 'him' : 'her'}.`,
      `This certification is issued upon the request of the above-named employee for ${rng.pick(['visa application', 'travel', 'immigration'])} purposes.`,
    ]);
    const issuedAt = `${rng.pick(['Issued', 'Given'])} this ${ordinal(issued.getUTCDate())} day of ${monthName(issued)}${rng.pick(['', ','])} ${issued.getUTCFullYear()} at ${office.city}${rng.pick(['', ', Philippines'])}.`;
    const signer = rng.pick(philippineSignatories);
    const domain = `${company.split(' ')[0]?.toLowerCase().replace(/[^a-z]/g, '')}.com.ph`;
    const cityZip = `${office.city} ${office.zip}`;
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['COE.pdf', 'certificate of employment.pdf', 'COE - previous employer.pdf', 'Certificate_of_Employment_signed.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: company.toUpperCase(), align: 'center' },
        {
          type: 'lines',
          align: 'center',
          size: 8.5,
          lines: [
            `${office.building}, ${office.street}`,
            `${cityZip}, ${office.province}, Philippines`,
            `Tel. No. (${office.area}) ${office.area === '02' ? `8${digits(rng, 3)}` : digits(rng, 3)}-${digits(rng, 4)}  |  hr@${domain}`,
          ],
        },
        { type: 'subtitle', text: rng.pick(['CERTIFICATE OF EMPLOYMENT', 'C E R T I F I C A T E   O F   E M P L O Y M E N T']), align: 'center' },
        { type: 'lines', lines: [rng.pick(['TO WHOM IT MAY CONCERN:', 'TO WHOM IT MAY CONCERN'])] },
        { type: 'paragraph', text: [certify, ...salary].join(' ') },
        { type: 'paragraph', text: purpose },
        { type: 'paragraph', text: issuedAt },
        { type: 'lines', lines: [rng.pick(['Certified by:', 'Very truly yours,', '']), '', '', signer.toUpperCase(), rng.pick(['HR Manager', 'Human Resources Manager', 'HR and Admin Manager', 'Head, Human Resources Department'])] },
        { type: 'stamp', lines: [company.toUpperCase(), 'HUMAN RESOURCES', office.city.toUpperCase()] },
        ...(rng.chance(0.5) ? [{ type: 'lines' as const, lines: ['Not valid without the company dry seal.'], size: 8 }] : []),
      ],
      truth: jobTruth({
        employer: company,
        address: { street: office.street, city: office.city, state: office.province, zip: office.zip, country: 'Philippines' },
        occupation: position,
        from: start,
        to: current ? undefined : past.end,
        hours: fullTimeSaid ? 'Full-time' : undefined,
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 2. India: Experience Certificate / Relieving Letter
// ---------------------------------------------------------------------------------------------

const indianDesignations: Record<Sector, string[]> = {
  tech: ['Software Engineer', 'Senior Software Engineer', 'Associate Consultant'],
  health: ['Staff Nurse', 'Senior Staff Nurse'],
  food: ['Commis Chef', 'Demi Chef de Partie'],
  finance: ['Accounts Executive', 'Senior Accountant', 'Assistant Manager - Accounts'],
  logistics: ['Warehouse Executive', 'Stores Assistant'],
  dental: ['Dental Assistant', 'Dental Nurse'],
  trades: ['Electrical Technician', 'Electrician', 'Maintenance Technician (Electrical)'],
  office: ['Data Analyst', 'MIS Executive', 'Business Analyst'],
};

const indianCompany: Record<Sector, { names: string[]; nic: string }> = {
  tech: { names: ['Infotech', 'Software Solutions', 'Technologies', 'Digital Systems'], nic: '72200' },
  health: { names: ['Hospitals', 'Healthcare', 'Multispeciality Hospital'], nic: '85110' },
  food: { names: ['Hotels and Resorts', 'Hospitality', 'Foods'], nic: '55101' },
  finance: { names: ['Financial Services', 'Consultants', 'Industries'], nic: '74140' },
  logistics: { names: ['Logistics', 'Supply Chain Solutions', 'Warehousing'], nic: '63023' },
  dental: { names: ['Dental Care', 'Dental Clinics'], nic: '85120' },
  trades: { names: ['Engineering', 'Electricals', 'Infrastructure'], nic: '45202' },
  office: { names: ['Analytics', 'Business Services', 'Knowledge Services'], nic: '74900' },
};

interface IndianOffice {
  street: string;
  locality: string;
  city: string;
  state: string;
  stateCode: string;
  pin: string;
  std: string;
}

const indianOffice = (rng: Rng): IndianOffice =>
  rng.pick<IndianOffice>([
    { street: `Plot No. ${int(rng, 2, 60)}, Rajiv Gandhi Infotech Park`, locality: `Hinjawadi Phase ${rng.pick(['I', 'II', 'III'])}`, city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pin: '411057', std: '020' },
    { street: `Survey No. ${int(rng, 100, 240)}, Nagar Road`, locality: 'Viman Nagar', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pin: '411014', std: '020' },
    { street: `No. ${int(rng, 10, 480)}, Rajiv Gandhi Salai`, locality: 'Thoraipakkam', city: 'Chennai', state: 'Tamil Nadu', stateCode: 'TN', pin: '600097', std: '044' },
    { street: `No. ${int(rng, 100, 800)}, Anna Salai`, locality: 'Teynampet', city: 'Chennai', state: 'Tamil Nadu', stateCode: 'TN', pin: '600018', std: '044' },
    { street: `Plot No. ${int(rng, 1, 90)}, Hitech City Road`, locality: 'Madhapur', city: 'Hyderabad', state: 'Telangana', stateCode: 'TG', pin: '500081', std: '040' },
    { street: `No. ${int(rng, 10, 99)}, Outer Ring Road`, locality: 'Marathahalli', city: 'Bengaluru', state: 'Karnataka', stateCode: 'KA', pin: '560037', std: '080' },
    { street: `Plot No. ${int(rng, 1, 60)}, Malviya Industrial Area`, locality: 'Malviya Nagar', city: 'Jaipur', state: 'Rajasthan', stateCode: 'RJ', pin: '302017', std: '0141' },
  ]);

const indianSignatories = ['Priya Raghavan', 'Suresh Kumar Iyer', 'Anjali Deshpande', 'Rakesh Sharma', 'Kavitha Nair', 'Vikram Malhotra', 'Sneha Kulkarni'];

/**
 * An Indian "Experience Certificate" or "Relieving Letter" (often one "Relieving cum Experience
 * Letter") issued when an employee leaves a private limited company: a letterhead with the
 * company name, "Private Limited" or "Limited", and the Corporate Identity Number (CIN, e.g.
 * U72200MH2008PTC178945) with the registered office address (plot or door number, road,
 * locality, city - PIN, state) in the header or footer; "Ref. No.: HR/EXP/2019/0456" and the
 * date; "TO WHOM IT MAY CONCERN" (experience) or the employee's name and code (relieving, "This
 * has reference to your resignation dated ..."); "This is to certify that Mr. X (Employee ID
 * ...) was employed with us from dd/mm/yyyy to dd/mm/yyyy and his designation at the time of
 * leaving was ..."; a conduct sentence ("During his tenure his conduct was found to be good")
 * and good wishes; "For <Company>", the authorised signatory's name and HR title. Dates are
 * day first; hours are never stated.
 */
const indianExperience: LayoutFamily = {
  id: 'employment_letter/india-experience-relieving-letter',
  kind: 'employment_letter',
  modelledOn: 'Indian private limited company "Experience Certificate" / "Relieving Letter" with CIN and registered office, "employed with us from ... to ...", "For <Company> Authorised Signatory"',
  build: (p, rng) => {
    const sector = sectorOf(p.employer.occupation);
    const kindOf = indianCompany[sector];
    const office = indianOffice(rng);
    const listed = rng.chance(0.25);
    const company = `${rng.pick(['Sahyadri', 'Kaveri', 'Vedanta', 'Nilgiri', 'Shreeji', 'Amrit', 'Trident', 'Sapthagiri'])} ${rng.pick(kindOf.names)} ${listed ? 'Limited' : rng.pick(['Private Limited', 'Pvt. Ltd.'])}`;
    const cin = `${listed ? 'L' : 'U'}${kindOf.nic}${office.stateCode}${int(rng, 1995, 2014)}${listed ? 'PLC' : 'PTC'}${digits(rng, 6)}`;
    const designation = rng.pick(indianDesignations[sector]);
    const { start, end } = jobBeforeArrival(p, rng);
    const issued = addDays(end, rng.chance(0.7) ? int(rng, 0, 20) : int(rng, 60, 900));
    const resigned = addDays(end, -int(rng, 30, 90));
    const ds = rng.pick(['slash', 'slash', 'long'] as const);
    const d = (x: Date) => (ds === 'slash' ? dayFirst(x) : letterDate(x, 'day-long'));
    const issuedShown = rng.pick([dayFirstDashed(issued), `${ordinal(issued.getUTCDate())} ${monthName(issued)} ${issued.getUTCFullYear()}`, dayFirst(issued)]);
    const male = p.sex === 'Male';
    const his = male ? 'his' : 'her';
    const him = male ? 'him' : 'her';
    const who = `${male ? 'Mr.' : rng.pick(['Ms.', 'Mrs.'])} ${rng.chance(0.5) ? fullName(p.name) : fullName(p.name).toUpperCase()}`;
    const empId = rng.pick([`${letters(rng, 3)}${digits(rng, 5)}`, digits(rng, 6), `E${digits(rng, 4)}`]);
    const relieving = rng.chance(0.45);
    const ref = `${rng.pick(['HR', 'HRD', 'HR/PER'])}/${relieving ? rng.pick(['REL', 'RL']) : rng.pick(['EXP', 'EC'])}/${issued.getUTCFullYear()}/${digits(rng, 4)}`;
    const regd = `${office.street}, ${office.locality}, ${office.city} - ${office.pin}, ${office.state}, India`;
    const phone = `+91 ${office.std.slice(1)} ${digits(rng, 4)} ${digits(rng, 4)}`;
    const web = `www.${company.split(' ').slice(0, 2).join('').toLowerCase().replace(/[^a-z]/g, '')}.${rng.pick(['com', 'in', 'co.in'])}`;
    const inHeader = rng.chance(0.5);
    const certify = `This is to certify that ${who} (Employee ID: ${empId}) was employed with us from ${d(start)} to ${d(end)} and ${his} designation at the time of leaving was ${designation}.`;
    const conduct = rng.pick([
      `During ${his} tenure with us, ${his} conduct was found to be good.`,
      `During ${his} tenure, we found ${him} sincere, hardworking and result oriented.`,
      `${male ? 'His' : 'Her'} services were satisfactory and ${male ? 'he' : 'she'} bears a good moral character.`,
    ]);
    const wishes = rng.pick([`We wish ${him} all the best in ${his} future endeavours.`, `We wish ${him} success in ${his} career.`]);
    const body: Block[] = relieving
      ? [
          { type: 'lines', lines: ['To,', who, `Employee Code: ${empId}`, `Designation: ${designation}`] },
          { type: 'subtitle', text: rng.pick(['Sub: Relieving Letter', 'RELIEVING CUM EXPERIENCE LETTER']) },
          { type: 'lines', lines: [`Dear ${male ? 'Mr.' : 'Ms.'} ${p.name.family},`] },
          {
            type: 'paragraph',
            text: `This has reference to your resignation letter dated ${d(resigned)}. We hereby accept your resignation and relieve you from the services of the company with effect from the close of working hours on ${d(end)}.`,
          },
          { type: 'paragraph', text: `${certify} We confirm that you have handed over all company assets and that your full and final settlement will be processed as per company policy.` },
          { type: 'paragraph', text: `${conduct} ${wishes}` },
        ]
      : [
          { type: 'subtitle', text: rng.pick(['EXPERIENCE CERTIFICATE', 'TO WHOM IT MAY CONCERN', 'SERVICE CERTIFICATE']), align: 'center' },
          { type: 'paragraph', text: certify },
          { type: 'paragraph', text: `${conduct} ${wishes}` },
        ];
    return {
      kind: 'employment_letter',
      fileName: rng.pick(relieving ? ['relieving letter.pdf', 'Relieving_Letter.pdf', 'relieving cum experience letter.pdf'] : ['experience certificate.pdf', 'Experience_Letter.pdf', 'exp cert previous company.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: company.toUpperCase(), align: rng.pick(['left', 'center'] as const) },
        {
          type: 'lines',
          size: 8,
          align: 'center',
          lines: inHeader ? [`CIN: ${cin}`, `Regd. Office: ${regd}`, `Tel: ${phone}  |  ${web}`] : [`Tel: ${phone}  |  ${web}`],
        },
        { type: 'lines', lines: [`Ref. No.: ${ref}`, `Date: ${issuedShown}`] },
        ...body,
        { type: 'lines', lines: [`For ${company}`, '', '', rng.pick(['Authorised Signatory', '(Authorised Signatory)']), rng.pick(indianSignatories), rng.pick(['Manager - Human Resources', 'Head - HR', 'Sr. Manager - HR & Admin', 'Assistant General Manager (HR)'])] },
        { type: 'stamp', lines: [`FOR ${company.toUpperCase()}`, 'AUTHORISED SIGNATORY'] },
        {
          type: 'footer',
          text: inHeader
            ? `${company}  |  This is a system-generated letter and is valid with the signature and seal of the authorised signatory.`
            : `Regd. Office: ${regd}  |  CIN: ${cin}`,
        },
      ],
      truth: jobTruth({
        employer: company,
        address: { street: office.street, city: office.city, state: office.state, zip: office.pin, country: 'India' },
        occupation: designation,
        from: start,
        to: end,
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 3. Equifax The Work Number: employment verification report
// ---------------------------------------------------------------------------------------------

/** The applicant's job before the current one, with a US employer that reports to The Work Number. */
const priorUsTitles: Record<Sector, string> = {
  tech: 'Associate Software Developer',
  health: 'Patient Care Technician',
  food: 'Prep Cook',
  finance: 'Staff Accountant',
  logistics: 'Fulfillment Associate',
  dental: 'Front Desk Coordinator',
  trades: 'Electrician Apprentice',
  office: 'Reporting Analyst',
};

const priorUsEmployers: Array<{ name: string; address: Omit<EmployerAddress, 'country'> }> = [
  { name: 'Summit Retail Holdings Inc', address: { street: '1400 Lakeside Pkwy', city: 'Flower Mound', state: 'TX', zip: '75028' } },
  { name: 'Meridian Health Partners LLC', address: { street: '2200 Riverchase Center', city: 'Birmingham', state: 'AL', zip: '35244' } },
  { name: 'BlueRiver Logistics Corp', address: { street: '9100 Commerce Ct', city: 'Columbus', state: 'OH', zip: '43240' } },
  { name: 'Crestline Hospitality Group', address: { street: '750 Brickell Ave', city: 'Miami', state: 'FL', zip: '33131' } },
  { name: 'Northgate Services Company', address: { street: '3300 Corporate Blvd', city: 'Plano', state: 'TX', zip: '75024' } },
  { name: 'Atlas Staffing Solutions Inc', address: { street: '45 Industrial Park Rd', city: 'Edison', state: 'NJ', zip: '08837' } },
];

/**
 * The report a verifier (a lender, landlord or agency) receives from Equifax's The Work Number
 * (formerly TALX) for an employment-only verification: the Equifax / The Work Number header,
 * the report and order date, "Information Current As Of", a tracking number, the verifier's
 * name and the permissible purpose; an Employer block (name as the employer reports it,
 * headquarters address, sometimes a division); an Employee block with the name as "LAST,
 * FIRST", "SSN: XXX-XX-1234", "Employment Status: Active" (or "Inactive" with a "Termination
 * Date" for a job that ended), "Most Recent Start Date", "Original Hire Date" (earlier for a
 * rehire), "Total Time with Employer" and "Job Title"; the FCRA disclaimer; Equifax Workforce
 * Solutions' own St. Louis address in the footer. Dates are MM/DD/YYYY; hours are not stated.
 * An inactive record is the applicant's previous US job.
 */
const workNumber: LayoutFamily = {
  id: 'employment_letter/equifax-work-number-voe',
  kind: 'employment_letter',
  modelledOn: 'Equifax "The Work Number" employment verification report (Active / Inactive, Most Recent Start Date, Total Time with Employer), Equifax address in the footer',
  build: (p, rng) => {
    const e = p.employer;
    const active = rng.chance(0.65);
    const prior = rng.pick(priorUsEmployers);
    const end = addDays(e.start, -int(rng, 10, 120));
    const priorStart = addMonths(end, -int(rng, 10, 50));
    const employer = active ? e.name : prior.name;
    const address = active ? { street: e.address.street, city: e.address.city, state: e.address.state, zip: e.address.zip } : prior.address;
    const start = active ? e.start : priorStart;
    const title = active ? e.occupation : priorUsTitles[sectorOf(e.occupation)];
    const ordered = someDate(rng, 2025, 1, 10);
    const asOf = addDays(ordered, -int(rng, 1, 12));
    const until = active ? asOf : end;
    const [years, months] = yearsAndMonths(start, until);
    const rehire = active && rng.chance(0.2);
    const original = rehire ? addMonths(start, -int(rng, 24, 72)) : start;
    const d = (x: Date) => letterDate(x, 'us');
    const upper = rng.chance(0.6);
    const lender = rng.pick(['Guaranteed Rate Inc', 'Sunwest Credit Union', 'Parkside Apartment Homes', 'Homestead Mortgage Co', 'State Department of Human Services']);
    const o = p.others.officeAddress;
    const purpose = lender.includes('Human Services') ? 'Social Services - Eligibility' : lender.includes('Apartment') ? 'Residential Lease Application' : rng.pick(['Credit Application - Mortgage', 'Mortgage Lending']);
    const talx = rng.chance(0.25);
    const fields = rng.pick(['columns', 'leaders'] as const);
    const request: Field[] = [
      ['Report Date', d(ordered)],
      ['Information Current As Of', d(asOf)],
      ['Tracking Number', `${digits(rng, 4)}-${digits(rng, 6)}-${digits(rng, 3)}`],
      ['Verifier', lender],
      ['Verifier Address', `${o.street}, ${o.city}, ${o.state}`],
      ['Permissible Purpose', purpose],
    ];
    const employerFields: Field[] = [
      ['Employer', upper ? employer.toUpperCase() : employer],
      ['Employer Address', address.street],
      ['City, State, ZIP', `${address.city}, ${address.state} ${zipPlus4(rng, address.zip, 0.4)}`],
      ...(rng.chance(0.4) ? [['Division', rng.pick(['Corporate', 'Operations', 'Field Services', 'Region 04'])] as Field] : []),
    ];
    const employeeFields: Field[] = [
      ['Employee Name', `${p.name.family.toUpperCase()}, ${[p.name.given, p.name.middle].filter(Boolean).join(' ').toUpperCase()}`],
      ['SSN', `XXX-XX-${p.ssn.slice(-4)}`],
      ['Employment Status', active ? 'Active' : 'Inactive'],
      ['Most Recent Start Date', d(start)],
      ['Original Hire Date', d(original)],
      ...(active ? [] : [['Termination Date', d(end)] as Field]),
      ['Total Time with Employer', `${years} Year${years === 1 ? '' : 's'} ${months} Month${months === 1 ? '' : 's'}`],
      ['Job Title', upper ? title.toUpperCase() : title],
    ];
    const ews = talx ? 'TALX Corporation, an Equifax company' : 'Equifax Workforce Solutions LLC';
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['The Work Number VOE.pdf', 'TWN employment verification.pdf', 'equifax_voe_report.pdf', 'work number report.pdf']),
      styles: [fields],
      blocks: [
        { type: 'lines', lines: [talx ? 'TALX  |  The Work Number' : 'EQUIFAX  |  The Work Number', 'Verification of Employment'], size: 9 },
        { type: 'title', text: rng.pick(['Employment Verification', 'Verification of Employment Report', 'EMPLOYMENT VERIFICATION']) },
        { type: 'subtitle', text: 'Request Information' },
        { type: 'fields', fields: request },
        { type: 'subtitle', text: 'Employer Information' },
        { type: 'fields', fields: employerFields },
        { type: 'subtitle', text: 'Employee Information' },
        { type: 'fields', fields: employeeFields },
        {
          type: 'lines',
          size: 7,
          lines: [
            'The information in this report was provided by the employer and is current as of the date shown. It is furnished for the permissible',
            'purpose stated above under the Fair Credit Reporting Act (FCRA), 15 U.S.C. 1681 et seq., and may not be used for any other purpose.',
            'To dispute information in this report, contact The Work Number Data Center at 1-866-604-6570. The Work Number is a registered trademark of Equifax Inc.',
          ],
        },
        { type: 'footer', text: `${ews}  |  11432 Lackland Road, St. Louis, MO 63146  |  1-800-367-5690` },
      ],
      // The active record is the persona's current job, the row employmentTruth gives (no hours).
      truth: active
        ? withoutHours(employmentTruth(p, true))
        : jobTruth({ employer, address: { ...address, country: 'United States' }, occupation: title, from: start, to: end }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 4. US federal Notification of Personnel Action (SF-50)
// ---------------------------------------------------------------------------------------------

interface FederalPost {
  department: string;
  bureau: string;
  unit: string;
  title: string;
  /** GS (General Schedule), WG (trades), VN (VA nurses under Title 38). */
  payPlan: 'GS' | 'WG' | 'VN';
  series: string;
  grade: string;
  agencyCode: string;
  /** Title 38 (VA health care) appointments are excepted service. */
  excepted: boolean;
}

const federalPost = (occupation: string, rng: Rng): FederalPost => {
  const va = (unit: string, title: string, payPlan: FederalPost['payPlan'], series: string, grade: string, excepted = false): FederalPost =>
    ({ department: 'Department of Veterans Affairs', bureau: 'Veterans Health Administration', unit, title, payPlan, series, grade, agencyCode: 'VATA', excepted });
  switch (occupation) {
    case 'Software Engineer': return { department: 'Department of the Treasury', bureau: 'Internal Revenue Service', unit: 'Information Technology, Applications Development', title: 'Information Technology Specialist (APPSW)', payPlan: 'GS', series: '2210', grade: rng.pick(['11', '12']), agencyCode: 'TR93', excepted: false };
    case 'Registered Nurse': return va('VA Medical Center, Nursing Service', 'Nurse', 'VN', '0610', rng.pick(['01', '02']), true);
    case 'Line Cook': return va('VA Medical Center, Nutrition and Food Service', 'Cook', 'WG', '7404', '08');
    case 'Accountant': return { department: 'Department of Defense', bureau: 'Defense Finance and Accounting Service', unit: 'Accounting Operations', title: 'Accountant', payPlan: 'GS', series: '0510', grade: rng.pick(['07', '09', '11']), agencyCode: 'DD17', excepted: false };
    case 'Warehouse Associate': return { department: 'Department of Defense', bureau: 'Defense Logistics Agency', unit: 'DLA Distribution, Warehousing Division', title: 'Materials Handler', payPlan: 'WG', series: '6907', grade: '05', agencyCode: 'DD16', excepted: false };
    case 'Dental Assistant': return va('VA Medical Center, Dental Service', 'Dental Assistant', 'GS', '0681', rng.pick(['05', '06']));
    case 'Electrician': return { department: 'General Services Administration', bureau: 'Public Buildings Service', unit: 'Facilities Management Division', title: 'Electrician', payPlan: 'WG', series: '2805', grade: '10', agencyCode: 'GS03', excepted: false };
    default: return { department: 'Department of Health and Human Services', bureau: 'Centers for Medicare & Medicaid Services', unit: 'Office of Enterprise Data and Analytics', title: 'Management and Program Analyst', payPlan: 'GS', series: '0343', grade: rng.pick(['09', '11', '12']), agencyCode: 'HE38', excepted: false };
  }
};

const stateNames: Record<string, string> = Object.fromEntries(
  ('AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming')
    .split('|')
    .map((s) => [s.slice(0, 2), s.slice(3)]),
);

/**
 * The US federal "Notification of Personnel Action", Standard Form 50 (Rev. 7/91), as OPM's
 * eOPF prints an appointment: "1. Name (Last, First, Middle)", "2. Social Security Number", "3.
 * Date of Birth", "4. Effective Date"; FIRST ACTION "5-A. Code" / "5-B. Nature of Action" (100
 * Career Appt, 101 Career-Cond Appt, 170 Exc Appt) with the legal authority; the FROM block
 * (7-14) empty for a new appointment; "15. TO: Position Title and Number", "16. Pay Plan", "17.
 * Occ. Code", "18. Grade or Level", "19. Step or Rate", "20. Total Salary", "21. Pay Basis";
 * "22. Name and Location of Position's Organization" (department, bureau, office, city and
 * state); EMPLOYEE DATA 23-33 (veterans preference, tenure, FEGLI, retirement plan, service
 * computation date, "32. Work Schedule" as a code - F full-time, P part-time - sometimes with
 * its words); POSITION DATA 34-39 with "39. Duty Station (City - County - State or Overseas
 * Location)"; "45. Remarks" (probationary period, certificate number and date); "46. Employing
 * Department or Agency", agency code, personnel office ID, "49. Approval Date"; "50.
 * Signature/Authentication and Title of Approving Official" (electronically signed); "1 -
 * Employee Copy". Read as an employment record: the department, the duty station, the position
 * title and the effective date of the appointment.
 */
const sf50: LayoutFamily = {
  id: 'employment_letter/federal-sf50-personnel-action',
  kind: 'employment_letter',
  modelledOn: 'US federal Standard Form 50 "Notification of Personnel Action" for an appointment (boxes 1-50, duty station, work schedule code)',
  build: (p, rng) => {
    const e = p.employer;
    const post = federalPost(e.occupation, rng);
    const full = e.hours === 'Full-time';
    const dashed = rng.chance(0.6);
    const d = (x: Date) => (dashed ? monthFirstDashed(x) : letterDate(x, 'us'));
    const effective = e.start;
    const approved = addDays(effective, -int(rng, 3, 20));
    const certificateDate = addDays(effective, -int(rng, 30, 90));
    const [noaCode, noa, authCode, authority] = post.excepted
      ? rng.pick([['170', 'EXC APPT', 'BWA', '38 USC 7401(1)'], ['171', 'EXC APPT NTE', 'BWA', '38 USC 7405(A)(1)(B)']])
      : rng.pick([['101', 'CAREER-COND APPT', 'NCM', 'REG 315.601'], ['100', 'CAREER APPT', 'AYM', 'REG 332.102'], ['101', 'CAREER-COND APPT', 'K1M', 'REG 330.502']]);
    const step = post.payPlan === 'WG' ? rng.pick(['01', '02', '03']) : rng.pick(['01', '01', '02']);
    const perHour = post.payPlan === 'WG';
    const pay = perHour ? `$${(e.salary / 2087).toFixed(2)}` : money(e.salary);
    const locality = perHour ? '$0.00' : money(Math.round(e.salary * 0.18));
    const spelled = rng.chance(0.6);
    const schedule = full ? (spelled ? 'F - Full-time' : 'F') : spelled ? 'P - Part-time' : 'P';
    const county = rng.pick(['JEFFERSON', 'WASHINGTON', 'FRANKLIN', 'MONTGOMERY', 'JACKSON', 'MADISON', 'LINCOLN', 'MARION']);
    const city = e.address.city.toUpperCase();
    const state = e.address.state;
    const stateName = (stateNames[state] ?? state).toUpperCase();
    const name = `${p.name.family.toUpperCase()}, ${[p.name.given, p.name.middle].filter(Boolean).join(' ').toUpperCase()}`;
    const ssn = rng.chance(0.75) ? p.ssn : `XXX-XX-${p.ssn.slice(-4)}`;
    const hr = `${p.others.hrContact.given} ${p.others.hrContact.family}`.toUpperCase();
    const positionNumber = `${digits(rng, 8)}`;
    const remarks = [
      post.excepted
        ? `APPOINTMENT SUBJECT TO COMPLETION OF TWO-YEAR PROBATIONARY PERIOD BEGINNING ${d(effective)}.`
        : `APPOINTMENT SUBJECT TO COMPLETION OF ONE YEAR INITIAL PROBATIONARY PERIOD BEGINNING ${d(effective)}.`,
      ...(post.excepted ? [] : [`SELECTED FROM CERT NO. ${letters(rng, 2)}-${digits(rng, 8)}-${letters(rng, 3)} DATED ${d(certificateDate)}.`]),
      'APPOINTMENT AFFIDAVIT EXECUTED.',
      ...(rng.chance(0.5) ? ['CREDITABLE MILITARY SERVICE: NONE.'] : []),
      ...(full ? [] : [`PART-TIME TOUR OF DUTY: ${rng.pick([40, 48, 64])} HOURS PER PAY PERIOD.`]),
    ];
    const deptUpper = post.department.toUpperCase();
    const blank = (label: string, span = 1) => ({ label, value: '', span });
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['SF-50 appointment.pdf', 'SF50.pdf', 'Notification of Personnel Action.pdf', 'eOPF_SF50_appointment.pdf']),
      styles: ['boxes'],
      blocks: [
        { type: 'lines', lines: ['Standard Form 50', 'Rev. 7/91', 'U.S. Office of Personnel Management', 'FPM Supp. 296-33, Subch. 4'], size: 7 },
        { type: 'title', text: 'NOTIFICATION OF PERSONNEL ACTION', align: 'center' },
        {
          type: 'grid',
          columns: 6,
          cells: [
            { label: '1. Name (Last, First, Middle)', value: name, span: 3 },
            { label: '2. Social Security Number', value: ssn },
            { label: '3. Date of Birth', value: d(p.dob) },
            { label: '4. Effective Date', value: d(effective) },
            { label: '5-A. Code', value: noaCode },
            { label: '5-B. Nature of Action', value: noa, span: 2 },
            { label: '5-C. Code', value: authCode },
            { label: '5-D. Legal Authority', value: authority, span: 2 },
            blank('5-E. Code'),
            blank('5-F. Legal Authority', 2),
            blank('6-A. Code'),
            blank('6-B. Nature of Action', 2),
            blank('7. FROM: Position Title and Number', 4),
            blank('8. Pay Plan'),
            blank('9. Occ. Code'),
            blank('10. Grade or Level'),
            blank('11. Step or Rate'),
            blank('12. Total Salary'),
            blank('13. Pay Basis'),
            blank("14. Name and Location of Position's Organization", 2),
            { label: '15. TO: Position Title and Number', value: post.title.toUpperCase(), span: 4 },
            { label: '16. Pay Plan', value: post.payPlan },
            { label: '17. Occ. Code', value: post.series },
            { label: '', value: `PD ${letters(rng, 1)}${digits(rng, 5)}  POS ${positionNumber}`, span: 6 },
            { label: '18. Grade or Level', value: post.grade },
            { label: '19. Step or Rate', value: step },
            { label: '20. Total Salary', value: pay },
            { label: '21. Pay Basis', value: perHour ? 'PH' : 'PA' },
            { label: '20A. Basic Pay', value: pay },
            { label: '20B. Locality Adj.', value: locality },
            { label: "22. Name and Location of Position's Organization", value: deptUpper, span: 6 },
          ],
        },
        // The rest of box 22, one line each as the form prints them (too long for one box line).
        { type: 'lines', lines: [post.bureau.toUpperCase(), post.unit.toUpperCase(), `${city}, ${state}`], size: 9.5 },
        { type: 'subtitle', text: 'EMPLOYEE DATA' },
        {
          type: 'grid',
          columns: 6,
          cells: [
            { label: '23. Veterans Preference', value: rng.pick(['1', '1', '1', '2', '3']) },
            { label: '24. Tenure', value: post.excepted ? '0' : noaCode === '100' ? '1' : '2' },
            blank('25. Agency Use'),
            { label: '26. Vets Pref for RIF', value: 'NO' },
            { label: '27. FEGLI', value: rng.pick(['C0', 'A0', 'B0']) },
            { label: '28. Annuitant Indicator', value: '9' },
            { label: '29. Pay Rate Determinant', value: '0' },
            { label: '30. Retirement Plan', value: rng.pick(['KF', 'KF', 'KR']) },
            { label: '31. Service Comp. Date', value: d(effective) },
            { label: '32. Work Schedule', value: schedule },
            { label: '33. Part-Time Hours Per Biweekly Pay Period', value: full ? '' : rng.pick(['40', '48', '64']), span: 2 },
          ],
        },
        { type: 'subtitle', text: 'POSITION DATA' },
        {
          type: 'grid',
          columns: 6,
          cells: [
            { label: '34. Position Occupied', value: post.excepted ? '2' : '1' },
            { label: '35. FLSA Category', value: post.payPlan === 'WG' || Number(post.grade) < 9 ? 'N' : 'E' },
            { label: '36. Appropriation Code', value: digits(rng, 4) },
            { label: '37. Bargaining Unit Status', value: rng.pick(['7777', '8888', digits(rng, 4)]) },
            { label: '38. Duty Station Code', value: digits(rng, 9), span: 2 },
            { label: '39. Duty Station (City - County - State or Overseas Location)', value: `${city} - ${county} - ${stateName}`, span: 6 },
            blank('40. Agency Data'),
            blank('41.'),
            blank('42.'),
            blank('43.'),
            blank('44.', 2),
          ],
        },
        { type: 'subtitle', text: '45. Remarks' },
        { type: 'paragraph', text: remarks.join(' ') },
        {
          type: 'grid',
          columns: 6,
          cells: [
            { label: '46. Employing Department or Agency', value: deptUpper, span: 3 },
            { label: '47. Agency Code', value: post.agencyCode },
            { label: '48. Personnel Office ID', value: digits(rng, 4) },
            { label: '49. Approval Date', value: d(approved) },
            { label: '50. Signature/Authentication and Title of Approving Official', value: `ELECTRONICALLY SIGNED BY: ${hr}`, span: 6 },
            { label: '', value: rng.pick(['HR SPECIALIST', 'HUMAN RESOURCES SPECIALIST (STAFFING)', 'SUPV HR SPECIALIST']), span: 6 },
          ],
        },
        { type: 'footer', text: '1 - Employee Copy - Keep for Future Reference          Previous edition usable after 12/31/2005          NSN 7540-01-333-6238          50-316' },
      ],
      truth: jobTruth({
        employer: post.department,
        address: { city: e.address.city, state, country: 'United States' },
        occupation: post.title,
        from: effective,
        // The appointment is the persona's current job: its row ends "Present" as employmentTruth's does.
        to: 'Present',
        hours: spelled ? e.hours : undefined,
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------
// 5. Mexico: Constancia Laboral
// ---------------------------------------------------------------------------------------------

/** The puesto as a Mexican employer writes it (gendered where Spanish is) and its translation. */
const mexicanPuesto = (sector: Sector, male: boolean): [es: string, en: string] => {
  const o = (m: string, f: string) => (male ? m : f);
  switch (sector) {
    case 'tech': return ['DESARROLLADOR DE SOFTWARE', 'Software Developer'];
    case 'health': return [o('ENFERMERO GENERAL', 'ENFERMERA GENERAL'), 'General Nurse'];
    case 'food': return [o('COCINERO', 'COCINERA'), 'Cook'];
    case 'finance': return ['AUXILIAR CONTABLE', 'Accounting Assistant'];
    case 'logistics': return ['ALMACENISTA', 'Warehouse Clerk'];
    case 'dental': return ['ASISTENTE DENTAL', 'Dental Assistant'];
    case 'trades': return ['ELECTRICISTA', 'Electrician'];
    case 'office': return ['ANALISTA DE DATOS', 'Data Analyst'];
  }
};

interface MexicanSeat {
  city: string;
  state: string;
  stateAbbr: string;
  zip: string;
  lada: string;
}

const mexicanSeats: MexicanSeat[] = [
  { city: 'Guadalajara', state: 'Jalisco', stateAbbr: 'Jal.', zip: '441', lada: '33' },
  { city: 'Monterrey', state: 'Nuevo León', stateAbbr: 'N.L.', zip: '640', lada: '81' },
  { city: 'Puebla', state: 'Puebla', stateAbbr: 'Pue.', zip: '720', lada: '222' },
  { city: 'Oaxaca de Juárez', state: 'Oaxaca', stateAbbr: 'Oax.', zip: '680', lada: '951' },
  { city: 'Querétaro', state: 'Querétaro', stateAbbr: 'Qro.', zip: '760', lada: '442' },
  { city: 'Tijuana', state: 'Baja California', stateAbbr: 'B.C.', zip: '220', lada: '664' },
];

const mexicanSignatories = ['Lic. María Guadalupe Hernández Ruiz', 'Lic. José Luis Ramírez Torres', 'C.P. Verónica Salazar Medina', 'Lic. Alejandro Castañeda Ortiz', 'Lic. Claudia Ivonne Méndez Rangel'];
/** Closes a sentence that may already end in an abbreviation ("M.N.", "S.A. de C.V."). */
const sentence = (s: string) => (s.endsWith('.') ? s : `${s}.`);
const noAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * A Mexican "Constancia Laboral" (or "Constancia de Trabajo") on a company's letterhead: the
 * razón social with "S.A. de C.V.", the place and date ("Monterrey, N.L., a 12 de marzo de
 * 2019"), sometimes "Asunto: Constancia laboral", "A QUIEN CORRESPONDA:", then "Por medio de la
 * presente se hace constar que el C. <NOMBRE> labora en esta empresa desde el 15 de marzo de
 * 2016" (still employed when issued) or "laboró ... desde el ... hasta el ...", "ocupando el
 * puesto de AUXILIAR CONTABLE", "con un horario de lunes a viernes de 9:00 a 18:00 horas
 * (tiempo completo)", sometimes the monthly salary in M.N. and the IMSS number; "Se extiende la
 * presente a petición del interesado para los fines legales que a su interés convengan";
 * "ATENTAMENTE", the Gerente de Recursos Humanos (a "Lic."); a footer with the domicilio fiscal
 * (street, colonia, C.P., city, state, MEXICO), the RFC and the IMSS registro patronal. Filed
 * with USCIS with a certified English translation and the translator's certificate, which give
 * the position in English. A constancia saying "labora" was issued before the applicant left
 * Mexico, so it gives no end date.
 */
const mexicanConstancia: LayoutFamily = {
  id: 'employment_letter/mexico-constancia-laboral-rfc',
  kind: 'employment_letter',
  modelledOn: 'Mexican company "Constancia Laboral" (el C. ... labora / laboró ..., horario, RFC and IMSS registro patronal in the footer) with a certified English translation',
  build: (p, rng) => {
    const male = p.sex === 'Male';
    const sector = sectorOf(p.employer.occupation);
    const [puesto, position] = mexicanPuesto(sector, male);
    const seat = rng.pick(mexicanSeats);
    const zip = `${seat.zip}${digits(rng, 2)}`;
    const street = `${rng.pick(['Av. Hidalgo', 'Av. Juárez', 'Calle Morelos', 'Blvd. Independencia', 'Av. Revolución', 'Calle Zaragoza'])} No. ${int(rng, 100, 3999)}`;
    const colonia = `Col. ${rng.pick(['Centro', 'Industrial', 'Del Valle', 'Obrera', 'Moderna', 'Jardines del Sol'])}`;
    const company = `${rng.pick(['Grupo', 'Comercializadora', 'Servicios Integrales', 'Corporativo', 'Operadora'])} ${rng.pick(['Mexicana del Norte', 'Hidalgo', 'San Rafael', 'Sierra Madre', 'Quetzal', 'La Paz'])}, S.A. de C.V.`;
    const rfc = `${company.split(' ').slice(0, 3).map((w) => w[0]).join('').toUpperCase()}${pad(int(rng, 85, 99))}${pad(int(rng, 1, 12))}${pad(int(rng, 1, 28))}${letters(rng, 2)}${digits(rng, 1)}`;
    const registro = `${letters(rng, 1)}${digits(rng, 2)}-${digits(rng, 5)}-${digits(rng, 2)}-${digits(rng, 1)}`;
    const current = rng.chance(0.4);
    const past = jobBeforeArrival(p, rng);
    const issued = current ? addDays(p.arrival, -int(rng, 40, 220)) : rng.chance(0.5) ? addDays(past.end, int(rng, 3, 40)) : someDate(rng, 2025, 0, 7);
    const start = current ? addMonths(issued, -int(rng, 14, 96)) : past.start;
    const numeric = rng.chance(0.3);
    const es = (x: Date) => spanishDate(x, numeric ? 'numeric' : 'long');
    const en = (x: Date) => letterDate(x, 'long');
    const schedule = rng.chance(0.8);
    const full = rng.chance(0.85);
    const [fromHour, toHour] = full ? rng.pick([['9:00', '18:00'], ['8:00', '17:00'], ['7:00', '15:00']]) : rng.pick([['8:00', '13:00'], ['14:00', '19:00']]);
    const horarioEs = `con un horario de lunes a ${full ? rng.pick(['viernes', 'sábado']) : 'viernes'} de ${fromHour} a ${toHour} horas (${full ? 'tiempo completo' : 'medio tiempo'})`;
    const horarioEn = `with a work schedule of Monday to ${horarioEs.includes('sábado') ? 'Saturday' : 'Friday'} from ${fromHour} to ${toHour} hours (${full ? 'full-time' : 'part-time'})`;
    const salaryShown = rng.chance(0.4);
    const monthly = int(rng, 90, 450) * 100;
    const imss = rng.chance(0.5) ? digits(rng, 11) : '';
    const who = fullName(p.name).toUpperCase();
    const el = male ? 'el' : 'la';
    const verb = current ? 'labora' : 'laboró';
    const periodEs = current ? `desde el ${es(start)}` : `desde el ${es(start)} hasta el ${es(past.end)}`;
    const periodEn = current ? `since ${en(start)}` : `from ${en(start)} to ${en(past.end)}`;
    const factsEs = [
      `Por medio de la presente se hace constar que ${el} C. ${who}${imss ? `, con número de seguridad social ${imss},` : ''} ${verb} en esta empresa ${periodEs}, ocupando ${current ? 'actualmente ' : ''}el puesto de ${puesto}`,
      ...(schedule ? [horarioEs] : []),
      ...(salaryShown ? [`percibiendo un sueldo mensual de $${monthly.toLocaleString('en-US')}.00 M.N.`] : []),
    ].join(', ');
    const factsEn = [
      `This is to certify that ${male ? 'Mr.' : 'Ms.'} ${who}${imss ? `, social security number ${imss},` : ''} ${current ? 'has worked' : 'worked'} at this company ${periodEn}, ${current ? 'currently holding' : 'holding'} the position of ${position.toUpperCase()}`,
      ...(schedule ? [horarioEn] : []),
      ...(salaryShown ? [`earning a monthly salary of MXN $${monthly.toLocaleString('en-US')}.00`] : []),
    ].join(', ');
    const signer = rng.pick(mexicanSignatories);
    const signerRole = rng.pick([['GERENTE DE RECURSOS HUMANOS', 'Human Resources Manager'], ['JEFE DE RECURSOS HUMANOS', 'Head of Human Resources'], ['GERENTE DE CAPITAL HUMANO', 'Human Capital Manager']]);
    const countryWord = rng.pick(['MEXICO', 'México']);
    const domicilio = `${street}, ${colonia}, C.P. ${zip}, ${seat.city}, ${seat.state}, ${countryWord}`;
    const phone = `Tel. (${seat.lada}) ${digits(rng, 4)} ${digits(rng, 4)}`;
    const placeDate = `${seat.city}, ${seat.stateAbbr}, a ${spanishDate(issued, 'long')}`;
    const translator = fullName(p.others.translator);
    const later = someDate(rng, 2025, 1, 9);
    const translated = later > issued ? later : addDays(issued, int(rng, 10, 40));
    const o = p.others.officeAddress;
    const original: Block[] = [
      { type: 'title', text: company.toUpperCase(), align: rng.pick(['left', 'center'] as const) },
      { type: 'lines', lines: [placeDate], align: 'right' },
      ...(rng.chance(0.4) ? [{ type: 'lines' as const, lines: ['Asunto: Constancia laboral'], align: 'right' as const }] : []),
      { type: 'subtitle', text: rng.pick(['A QUIEN CORRESPONDA:', 'A QUIEN CORRESPONDA', 'CONSTANCIA LABORAL']) },
      { type: 'paragraph', text: sentence(factsEs) },
      { type: 'paragraph', text: rng.pick(['Se extiende la presente a petición del interesado para los fines legales que a su interés convengan.', `Se extiende la presente a petición ${male ? 'del interesado' : 'de la interesada'} para los usos y fines que a ${male ? 'él' : 'ella'} convengan.`]) },
      { type: 'lines', lines: [rng.pick(['ATENTAMENTE', 'A T E N T A M E N T E', 'Atentamente,']), '', '', signer.toUpperCase(), signerRole[0] as string] },
      { type: 'stamp', lines: [company.toUpperCase(), 'RECURSOS HUMANOS', `RFC ${rfc}`] },
      { type: 'lines', lines: [domicilio, `${phone}  ·  RFC: ${rfc}  ·  Registro Patronal IMSS: ${registro}`], align: 'center', size: 7.5 },
    ];
    const translation: Block[] = [
      { type: 'spacer', height: 2000 },
      { type: 'lines', lines: [rng.pick(['TRANSLATION FROM SPANISH INTO ENGLISH', 'ENGLISH TRANSLATION', '[Translation]'])], size: 9 },
      { type: 'title', text: company.toUpperCase(), align: 'center' },
      { type: 'lines', lines: [`${noAccents(seat.city)}, ${noAccents(seat.state)}, ${en(issued)}`], align: 'right' },
      { type: 'subtitle', text: 'TO WHOM IT MAY CONCERN:' },
      { type: 'paragraph', text: sentence(factsEn) },
      { type: 'paragraph', text: 'This letter is issued at the request of the interested party for any legal purposes that may suit their interest.' },
      { type: 'lines', lines: ['Sincerely,', '[signature]', signer.toUpperCase(), signerRole[1] as string, `[Seal: ${company.toUpperCase()}, Human Resources]`] },
      {
        type: 'lines',
        size: 8,
        lines: [`[Footer:] ${street}, ${colonia}, Zip Code ${zip}, ${noAccents(seat.city)}, ${noAccents(seat.state)}, Mexico`, `${phone.replace('Tel.', 'Phone')} - Tax ID (RFC): ${rfc} - IMSS Employer Registration: ${registro}`],
      },
      { type: 'subtitle', text: 'TRANSLATOR\'S CERTIFICATION' },
      {
        type: 'paragraph',
        text: `I, ${translator}, certify that I am fluent in Spanish and English and that the above is a true and accurate translation of the attached Constancia Laboral issued by ${sentence(company)}`,
      },
      { type: 'lines', lines: [`Signature: /s/ ${translator}`, `Date: ${letterDate(translated, rng.pick<LetterDate>(['long', 'us']))}`, `Address: ${o.street}, ${o.city}, ${o.state} ${o.zip}`, `Phone: ${phoneLike(rng)}`] },
    ];
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['constancia laboral + translation.pdf', 'constancia de trabajo.pdf', 'carta laboral Mexico traducida.pdf', 'employment letter Mexico.pdf']),
      styles: ['inline'],
      blocks: [...original, ...translation],
      truth: jobTruth({
        employer: company,
        address: { street, city: seat.city, state: seat.state, zip, country: 'Mexico' },
        occupation: position,
        from: start,
        to: current ? undefined : past.end,
        hours: schedule ? (full ? 'Full-time' : 'Part-time') : undefined,
      }),
    };
  },
};

export const employmentLetterDevelopment6: LayoutFamily[] = [philippineCoe, indianExperience, workNumber, sf50, mexicanConstancia];
