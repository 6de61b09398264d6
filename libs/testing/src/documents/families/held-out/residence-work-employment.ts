import { fullName, upper } from '../../../formats.js';
import type { Persona } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { LayoutFamily } from '../../document-spec.js';
import {
  abbr, cityLine, digits, given, historyRow, honorific, int, long, mailingTruth, money, monthYear, otherAddress, phone, plainName,
  pronoun, recentDate, spanish, spanishMonth, streetLine, stranger, us, year, day,
} from './residence-work-helpers.js';

// Employment verification letters and reports, each the way a different kind of employer writes one.

const weekly = (p: Persona, rng: Rng) => (p.employer.hours === 'Full-time' ? rng.pick([40, 40, 37.5, 36]) : rng.pick([20, 24, 25, 28, 30]));
const hourly = (p: Persona) => (p.employer.salary / 2080).toFixed(2);
const none = { 'I-765': {} };

/** A hospital's Human Resources office: letterhead, "RE:" line, FTE status, HR generalist to call. */
const hospital: LayoutFamily = {
  id: 'employment_letter/hospital-hr-verification',
  kind: 'employment_letter',
  modelledOn: 'a hospital or health system Human Resources employment verification letter on letterhead, with FTE status and an HR generalist as contact',
  build: (p, rng) => {
    const e = p.employer;
    const who = fullName(p.name);
    const pr = pronoun(p);
    const hr = p.others.hrContact;
    const fte = e.hours === 'Full-time' ? rng.pick(['1.0', '0.9']) : rng.pick(['0.5', '0.6', '0.75']);
    const hours = weekly(p, rng);
    const dept = rng.pick(['Patient Care Services', 'Perioperative Services', 'Environmental Services', 'Finance', 'Information Systems', 'Food and Nutrition']);
    const date = recentDate(rng);
    const status = e.hours === 'Full-time' ? rng.pick(['full-time', 'Full-Time']) : rng.pick(['part-time', 'Part-Time']);
    const footerAddress = rng.chance(0.5);
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['Verification of Employment.pdf', 'VOE letter.pdf', 'hospital employment letter.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'lines', lines: [upper(e.name), 'Human Resources - Employee Services', ...(footerAddress ? [] : [e.address.street, cityLine(e.address)])], align: rng.pick(['left', 'center']) },
        { type: 'lines', lines: [long(date)], align: 'right' },
        { type: 'subtitle', text: `RE: Verification of Employment - ${who}` },
        { type: 'paragraph', text: 'To Whom It May Concern:' },
        {
          type: 'paragraph',
          text: `This letter verifies that ${who} (Employee ID ${digits(rng, 6)}) has been employed by ${e.name} since ${long(e.start)}. ${pr.He} currently holds the position of ${e.occupation} in the Department of ${dept} and is classified as a ${status} employee (${fte} FTE), regularly scheduled ${hours} hours per week. ${pr.His} current base rate of pay is $${hourly(p)} per hour, or ${money(e.salary)} annually, excluding shift differentials.`,
        },
        { type: 'paragraph', text: `This information is released at the employee's request and is to be held in confidence. For further verification please contact ${fullName(hr)}, HR Generalist, at ${phone(rng)} or hrverify@${(e.name.split(/[ ,]/)[0] ?? 'hospital').toLowerCase().replace(/[^a-z]/g, '')}.org.` },
        { type: 'lines', lines: ['Sincerely,', '', e.signer, rng.pick(['Director, Human Resources', 'Manager, HR Operations', 'Vice President, People and Culture'])] },
        { type: 'footer', text: footerAddress ? `${e.name}  |  ${e.address.street}, ${cityLine(e.address)}  |  An Equal Opportunity Employer` : 'An Equal Opportunity Employer. This verification contains confidential information.' },
      ],
      truth: { 'I-485': historyRow({ name: e.name, address: e.address, field: e.occupation, hours: e.hours, from: e.start, to: 'Present' }), ...none },
    };
  },
};

/** A restaurant or shop owner writes in the first person, the address inside a sentence; sometimes notarized. */
const owner: LayoutFamily = {
  id: 'employment_letter/small-business-owner',
  kind: 'employment_letter',
  modelledOn: 'a first-person letter typed by the owner of a small restaurant or shop, without letterhead, sometimes sworn before a notary public',
  build: (p, rng) => {
    const e = p.employer;
    const pr = pronoun(p);
    const trade = rng.pick(['restaurant', 'family restaurant', 'bakery', 'auto repair shop', 'cleaning company', 'landscaping business']);
    const where = rng.chance(0.75);
    const date = recentDate(rng);
    const since = rng.chance(0.5) ? `since ${monthYear(e.start)}` : `since ${long(e.start)}`;
    const hours = weekly(p, rng);
    const pay = rng.chance(0.5) ? `${money(e.salary)} per year` : `$${hourly(p)} an hour, about ${money(e.salary)} a year`;
    const notary = rng.chance(0.4) ? stranger(rng) : undefined;
    const state = where ? e.address.state : rng.pick(['TX', 'CA', 'FL', 'IL']);
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['letter from employer.pdf', 'carta trabajo.pdf', 'work letter.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'lines', lines: [us(date)] },
        { type: 'paragraph', text: rng.pick(['To whom it may concern,', 'Dear Sir or Madam,', 'To Whom It May Concern:']) },
        {
          type: 'paragraph',
          text: `My name is ${e.signer} and I am the owner of ${e.name}, a ${trade}${where ? ` located at ${e.address.street}, ${e.address.city}, ${e.address.state} ${e.address.zip}` : ''}. I am writing to confirm that ${fullName(p.name)} has worked for me ${since} as ${/^[AEIOU]/.test(e.occupation) ? 'an' : 'a'} ${e.occupation}.`,
        },
        {
          type: 'paragraph',
          text: `${pr.He} works ${e.hours === 'Full-time' ? 'full time' : 'part time'}, about ${hours} hours a week, and is paid ${pay}. ${plainName(p.name)} is a responsible and hard-working person and we are happy to have ${p.sex === 'Male' ? 'him' : 'her'} on our team.`,
        },
        { type: 'paragraph', text: `If you need anything else you can call me at ${phone(rng, 'dash')}.` },
        { type: 'lines', lines: ['Thank you,', '', '______________________________', e.signer, `Owner, ${e.name}`] },
        ...(notary
          ? [{ type: 'stamp' as const, lines: [`State of ${state}, County of ${rng.pick(['Harris', 'Cook', 'Orange', 'Maricopa', 'Dallas'])}`, `Subscribed and sworn to before me on ${us(date)}`, `${upper(fullName(notary))}`, `Notary Public, State of ${state}`, `My commission expires ${us(new Date(Date.UTC(year(date) + 3, 1, 14)))}`] }]
          : []),
      ],
      truth: { 'I-485': historyRow({ name: e.name, address: where ? e.address : undefined, field: e.occupation, hours: e.hours, from: e.start, to: 'Present' }), ...none },
    };
  },
};

/** A staffing agency's verification form: the agency employs, the client site is only the assignment. */
const staffing: LayoutFamily = {
  id: 'employment_letter/staffing-agency-form',
  kind: 'employment_letter',
  modelledOn: 'a staffing agency payroll department Verification of Employment form, with the client worksite of the current assignment',
  build: (p, rng) => {
    const e = p.employer;
    const client = otherAddress(rng);
    const clientName = rng.pick(['Northgate Distribution Center', 'Lakeside Medical Group', 'Summit Logistics Inc.', 'Riverbend Manufacturing Co.']);
    const hr = p.others.hrContact;
    const date = recentDate(rng);
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['VOE.pdf', 'staffing verification.pdf', 'employment_verification_form.pdf']),
      styles: ['columns', 'leaders', 'boxes'],
      blocks: [
        { type: 'title', text: e.name },
        { type: 'lines', lines: [`${e.address.street}  -  ${cityLine(e.address)}`, `Payroll & Employment Verification  ${phone(rng, 'dash')}`], size: 9 },
        { type: 'subtitle', text: 'VERIFICATION OF EMPLOYMENT', align: 'center' },
        {
          type: 'fields',
          fields: [
            ['Employee Name', upper(fullName(p.name))],
            ['SSN (last 4)', `XXX-XX-${p.ssn.slice(-4)}`],
            ['Job Title', e.occupation],
            ['Original Hire Date', us(e.start)],
            ['Employment Status', 'Active'],
            ['Employment Type', e.hours === 'Full-time' ? 'Full-Time, Regular' : 'Part-Time, Temporary'],
            ['Pay Rate', `$${hourly(p)} / hr`],
            ['Avg. Hours per Week', String(weekly(p, rng))],
          ],
        },
        { type: 'subtitle', text: 'Current Assignment' },
        { type: 'fields', fields: [['Client', clientName], ['Worksite', `${client.street}, ${cityLine(client)}`], ['Assignment Start', us(new Date(Date.UTC(year(date), 0, int(rng, 2, 28))))]] },
        { type: 'paragraph', text: `The individual named above is employed by ${e.name}, which issues ${p.sex === 'Male' ? 'his' : 'her'} wages and W-2. The client company is not the employer of record. This form was completed from payroll records.` },
        { type: 'fields', fields: [['Verified by', `${fullName(hr)}, Payroll Specialist`], ['Date', us(date)]], style: 'inline' },
      ],
      truth: { 'I-485': historyRow({ name: e.name, address: e.address, field: e.occupation, hours: e.hours, from: e.start, to: 'Present' }), ...none },
    };
  },
};

/** A university HR office confirms an appointment, often addressed to the employee at home. */
const university: LayoutFamily = {
  id: 'employment_letter/university-appointment-confirmation',
  kind: 'employment_letter',
  modelledOn: 'a university Office of Human Resources confirmation-of-appointment letter, addressed to the employee, with percent-time appointment and footer address',
  build: (p, rng) => {
    const e = p.employer;
    const hr = p.others.hrContact;
    const date = recentDate(rng);
    const toEmployee = rng.chance(0.6);
    const unit = rng.pick(['Department of Facilities Management', 'School of Medicine', 'Office of Research Administration', 'University Libraries', 'College of Engineering']);
    const pct = e.hours === 'Full-time' ? '100%' : rng.pick(['50%', '60%', '75%']);
    const appt = `${e.hours === 'Full-time' ? 'a full-time' : 'a part-time'} (${pct}) ${rng.pick(['staff', 'non-exempt', 'exempt'])} appointment`;
    const a = p.address;
    const body = toEmployee
      ? `This letter confirms that you have been employed by ${e.name} as ${e.occupation} in the ${unit} since ${long(e.start)}. Yours is ${appt}, and your current annual salary is ${money(e.salary)}, paid in twelve monthly installments. Your appointment is continuing and in good standing.`
      : `This is to certify that ${honorific(p)} ${fullName(p.name)} has been employed by ${e.name} since ${long(e.start)} and currently serves as ${e.occupation} in the ${unit}. This is ${appt} with an annual salary of ${money(e.salary)}.`;
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['university employment letter.pdf', 'confirmation of employment.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'title', text: e.name, align: 'center' },
        { type: 'lines', lines: ['Office of Human Resources'], align: 'center' },
        { type: 'lines', lines: [abbr(date)] },
        ...(toEmployee ? [{ type: 'lines' as const, lines: [fullName(p.name), streetLine(a, rng.pick(['Apt', 'Apt.', 'Unit', '#'])), cityLine(a)] }] : []),
        { type: 'paragraph', text: `Re: Confirmation of Employment${toEmployee ? '' : ` - ${fullName(p.name)}`}` },
        { type: 'paragraph', text: toEmployee ? `Dear ${p.name.given}:` : 'To Whom It May Concern:' },
        { type: 'paragraph', text: body },
        { type: 'paragraph', text: `Questions about this letter may be directed to ${fullName(hr)}, Senior HR Partner, at ${phone(rng, 'dot')}.` },
        { type: 'lines', lines: ['Sincerely,', '', e.signer, 'Associate Vice President, Human Resources', '', `cc: ${unit}, personnel file`] },
        { type: 'footer', text: `Office of Human Resources  -  ${e.address.street}  -  ${e.address.city}, ${e.address.state} ${e.address.zip}` },
      ],
      truth: {
        'I-485': { ...historyRow({ name: e.name, address: e.address, field: e.occupation, hours: e.hours, from: e.start, to: 'Present' }), ...(toEmployee ? mailingTruth(a)['I-485'] : {}) },
        'I-765': toEmployee ? mailingTruth(a)['I-765'] : {},
      },
    };
  },
};

/** A Spanish-language "constancia de empleo" from a US employer whose staff write in Spanish. */
const constancia: LayoutFamily = {
  id: 'employment_letter/constancia-de-empleo-es',
  kind: 'employment_letter',
  modelledOn: 'a Spanish-language "Constancia de Empleo" (A quien corresponda / hace constar) on company letterhead, dated "a los N dias del mes de ..."',
  build: (p, rng) => {
    const e = p.employer;
    const date = recentDate(rng);
    const sr = p.sex === 'Male' ? 'el Sr.' : 'la Sra.';
    const jornada = e.hours === 'Full-time' ? rng.pick(['tiempo completo', 'jornada completa (tiempo completo)']) : rng.pick(['medio tiempo', 'tiempo parcial']);
    const interesado = p.sex === 'Male' ? 'del interesado' : 'de la interesada';
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['constancia de empleo.pdf', 'constancia_laboral.pdf', 'carta de trabajo.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'lines', lines: [upper(e.name), `${e.address.street}, ${cityLine(e.address)}`, `Tel. ${phone(rng)}`], align: 'center' },
        { type: 'title', text: rng.pick(['CONSTANCIA DE EMPLEO', 'CONSTANCIA LABORAL']), align: 'center' },
        { type: 'paragraph', text: 'A QUIEN CORRESPONDA:' },
        {
          type: 'paragraph',
          text: `Por medio de la presente se hace constar que ${sr} ${upper(fullName(p.name))} labora en esta empresa desde el ${spanish(e.start)}, desempeñando el puesto de ${e.occupation}, con una jornada de ${jornada} de ${weekly(p, rng)} horas semanales y un salario anual de ${money(e.salary, true)} USD.`,
        },
        { type: 'paragraph', text: `Se extiende la presente a solicitud ${interesado}, para los fines legales que a su derecho convengan, en la ciudad de ${e.address.city}, ${e.address.state}, a los ${day(date)} días del mes de ${spanishMonth(date)} de ${year(date)}.` },
        { type: 'lines', lines: ['Atentamente,', '', '____________________________', e.signer, rng.pick(['Gerente General', 'Encargado de Recursos Humanos', 'Propietario'])], align: 'center' },
      ],
      truth: { 'I-485': historyRow({ name: e.name, address: e.address, field: e.occupation, hours: e.hours, from: e.start, to: 'Present' }), ...none },
    };
  },
};

/** An automated employment-data report from a verification service (a table per section, no letter). */
const report: LayoutFamily = {
  id: 'employment_letter/verification-service-report',
  kind: 'employment_letter',
  modelledOn: 'an automated employment data report from a third-party verification service (The Work Number style): tracking number, employer and employee tables, total time with employer',
  build: (p, rng) => {
    const e = p.employer;
    const now = recentDate(rng);
    const months = (year(now) - year(e.start)) * 12 + now.getUTCMonth() - e.start.getUTCMonth();
    const verifier = rng.pick(['Consolidated Mortgage Services', 'Apex Property Management', 'First Harbor Credit Union']);
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['employment data report.pdf', 'VOE report.pdf']),
      styles: ['columns', 'two-column'],
      blocks: [
        { type: 'title', text: 'Employment Data Report' },
        { type: 'lines', lines: [`Tracking Number: ${digits(rng, 12)}    Date of Report: ${us(now)}`, `Requested by: ${verifier}    Permissible Purpose: Employee Consent`], size: 9 },
        { type: 'subtitle', text: 'Employer Information' },
        { type: 'table', header: ['Employer', 'Address'], rows: [[e.name, `${e.address.street}, ${cityLine(e.address)}`]], widths: [0.4, 0.6] },
        { type: 'subtitle', text: 'Employee Information' },
        {
          type: 'fields',
          fields: [
            ['Employee', upper(`${p.name.family}, ${given(p.name)}`)],
            ['SSN', `***-**-${p.ssn.slice(-4)}`],
            ['Employment Status', 'Active'],
            ['Most Recent Start Date', us(e.start)],
            ['Total Time with Employer', `${Math.floor(months / 12)} Years ${months % 12} Months`],
            ['Job Title', upper(e.occupation)],
            ['Position Type', e.hours === 'Full-time' ? 'Full Time' : 'Part Time'],
            ['Pay Frequency', rng.pick(['Biweekly', 'Weekly', 'Semi-monthly'])],
          ],
        },
        { type: 'paragraph', text: 'Information furnished by the employer and believed accurate as of the date of the report. Use is restricted to the permissible purpose stated above under the Fair Credit Reporting Act.' },
      ],
      truth: { 'I-485': historyRow({ name: e.name, address: e.address, field: e.occupation, hours: e.hours, from: e.start, to: 'Present' }), ...none },
    };
  },
};

export const employmentLetters: LayoutFamily[] = [hospital, owner, staffing, university, constancia, report];
