import type { LayoutFamily } from '../document-spec.js';
import type { Block, Field } from '../../render.js';
import { fullName } from '../../formats.js';
import {
  aOrAn, cityLine, employmentTruth, honorific, letterDate, money, phoneLike, pronoun, someDate, streetLine, type LetterDate,
} from './residence-work-common.development.js';

/**
 * An employment verification letter written by HR on company letterhead: the company's address
 * in the letterhead (or the footer), an optional inside address (the law office that asked for
 * the letter) and an optional "Re:" block with the employee's home address; start date, title,
 * hours and salary inside sentences; an HR contact with phone and e-mail; signature block.
 */
const hrLetter: LayoutFamily = {
  id: 'employment_letter/hr-letterhead-prose',
  kind: 'employment_letter',
  modelledOn: 'US employer HR "employment verification letter" on letterhead, prose body, signed by an HR generalist',
  build: (p, rng) => {
    const e = p.employer;
    const ds = rng.pick<LetterDate>(['long', 'long', 'us', 'abbr']);
    const start = letterDate(e.start, ds);
    const who = fullName(p.name);
    const pr = pronoun(p);
    const hr = p.others.hrContact;
    const hrName = `${hr.given} ${hr.family}`;
    const hrPhone = phoneLike(rng);
    const hrTitle = rng.pick(['Human Resources Manager', 'HR Generalist', 'Director of People Operations', 'Talent & HR Business Partner']);
    const hoursWord = e.hours.toLowerCase();
    const weekly = e.hours === 'Full-time' ? rng.pick([40, 40, 37.5, 45]) : rng.pick([20, 24, 28, 30]);
    const addressInFooter = rng.chance(0.35);
    const oneLineAddress = rng.chance(0.4);
    const domain = `${e.name.split(/[ ,]/)[0]?.toLowerCase().replace(/[^a-z]/g, '') || 'company'}.com`;
    const letterhead: Block[] = addressInFooter
      ? [{ type: 'title', text: e.name }]
      : oneLineAddress
        ? [{ type: 'title', text: e.name }, { type: 'lines', lines: [`${e.address.street}  |  ${cityLine(rng, e.address, 0.1)}  |  ${phoneLike(rng)}`], size: 8.5 }]
        : [{ type: 'lines', lines: [e.name, e.address.street, cityLine(rng, e.address, 0.1), `Main ${phoneLike(rng)}  www.${domain}`], align: rng.pick(['left', 'right', 'center'] as const) }];
    const issued = someDate(rng, 2025, 6, 10);
    const office = p.others.officeAddress;
    const inside: Block[] = rng.chance(0.35)
      ? [{ type: 'lines', lines: [rng.pick(['Law Office of', 'Immigration Counsel', 'Attn:']) + ` ${p.others.translator.given} ${p.others.translator.family}${rng.chance(0.5) ? ', Esq.' : ''}`, streetLine(rng, office), cityLine(rng, office)] }]
      : [];
    const reHome = rng.chance(0.5);
    const re: Block[] = reHome
      ? [{ type: 'lines', lines: [`Re: ${rng.pick(['Employment Verification for', 'Verification of Employment -', 'Letter of Employment:'])} ${who}`, `${rng.pick(['Home address:', 'Employee address:', 'Residing at'])} ${streetLine(rng, p.address)}, ${cityLine(rng, p.address, 0)}`] }]
      : [{ type: 'subtitle', text: rng.pick(['RE: Employment Verification', 'To Whom It May Concern:', 'Subject: Confirmation of Employment']) }];
    const salary = money(e.salary);
    const body = rng.pick([
      `This letter confirms that ${honorific(p)} ${who} has been employed by ${e.name} since ${start}. ${pr.He} currently holds the position of ${e.occupation} and works on a ${hoursWord} basis, approximately ${weekly} hours per week. ${pr.His} current annual base salary is ${salary}.`,
      `Please accept this letter as verification that ${who} is a ${hoursWord} employee of ${e.name}. ${pr.He} joined our company on ${start} and is currently employed as ${aOrAn(e.occupation)} ${e.occupation}, working ${weekly} hours per week at an annual salary of ${salary}.`,
      `${e.name} ("the Company") is pleased to confirm the employment of ${who}. ${pr.He} began working with the Company on ${start} and holds the title of ${e.occupation}. This is a ${hoursWord}, permanent position (${weekly} hours per week) with an annual gross salary of ${salary}, paid bi-weekly.`,
      `We hereby certify that ${who} has worked for ${e.name} as ${aOrAn(e.occupation)} ${e.occupation} from ${start} to the present. ${pr.His} employment is ${hoursWord} and ${pr.his} compensation is ${salary} per year.`,
    ]);
    const contact = `If you need any additional information, please contact ${rng.pick(['me', hrName])} at ${hrPhone} or ${hr.given.toLowerCase()}.${hr.family.toLowerCase()}@${domain}.`;
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['Employment Verification Letter.pdf', 'EVL_signed.pdf', 'letter from employer.pdf']),
      styles: ['inline'],
      blocks: [
        ...letterhead,
        { type: 'lines', lines: [letterDate(issued, ds)] },
        ...inside,
        ...re,
        { type: 'paragraph', text: body },
        ...(rng.chance(0.5) ? [{ type: 'paragraph' as const, text: `${pr.He} is in good standing and we anticipate ${pr.his} continued employment.` }] : []),
        { type: 'paragraph', text: contact },
        { type: 'lines', lines: ['Sincerely,', '', hrName, hrTitle, e.name] },
        ...(addressInFooter ? [{ type: 'footer' as const, text: `${e.name}  -  ${e.address.street}, ${e.address.city}, ${e.address.state} ${e.address.zip}  -  ${phoneLike(rng)}` }] : []),
      ],
      truth: employmentTruth(p, true, reHome),
    };
  },
};

/**
 * A verification of employment issued by a payroll/verification service on the employer's
 * behalf: a short intro, a table or a two-column block (employee, employer and its address,
 * job title, status, hire date, pay), and the verifier's own address and case number.
 */
const verificationForm: LayoutFamily = {
  id: 'employment_letter/verification-of-employment-form',
  kind: 'employment_letter',
  modelledOn: 'third-party "Verification of Employment" report (payroll provider style) with employer and employee blocks',
  build: (p, rng) => {
    const e = p.employer;
    const ds = rng.pick<LetterDate>(['us', 'short-us', 'long']);
    const office = p.others.officeAddress;
    const vendor = rng.pick(['EmployVerify Services', 'National Payroll Verification Center', 'WorkCheck Solutions']);
    const issued = someDate(rng, 2025, 6, 10);
    const status = e.hours === 'Full-time' ? rng.pick(['Active - Full Time', 'Full-time', 'Active, Full-Time']) : rng.pick(['Active - Part Time', 'Part-time', 'Active, Part-Time']);
    const hire = letterDate(e.start, ds);
    const hireLabel = rng.pick(['Date of Hire', 'Most Recent Hire Date', 'Hire Date', 'Employment Start Date', 'Start Date']);
    const titleLabel = rng.pick(['Job Title', 'Position', 'Position Title']);
    const employeeName = rng.chance(0.5) ? fullName(p.name) : `${p.name.family.toUpperCase()}, ${[p.name.given, p.name.middle].filter(Boolean).join(' ').toUpperCase()}`;
    const employerFields: Field[] = [
      ['Employer Name', e.name],
      ['Employer Address', `${e.address.street}, ${cityLine(rng, e.address, 0.2)}`],
      ['Employer Phone', phoneLike(rng)],
    ];
    const employeeFields: Field[] = [
      ['Employee Name', employeeName],
      ['SSN', `XXX-XX-${p.ssn.slice(-4)}`],
      [titleLabel, e.occupation],
      ['Employment Status', status],
      [hireLabel, hire],
      ['Rate of Pay', `${money(e.salary)} annually`],
      ['Pay Frequency', rng.pick(['Bi-weekly', 'Semi-monthly', 'Weekly'])],
    ];
    const tabular = rng.chance(0.4);
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['verification_of_employment.pdf', 'VOE report.pdf']),
      styles: ['columns', 'leaders', 'inline'],
      blocks: [
        { type: 'lines', lines: [vendor, `${office.street}${office.unit ? `, Suite ${office.unit}` : ''}`, cityLine(rng, office, 0)], size: 8.5 },
        { type: 'title', text: rng.pick(['VERIFICATION OF EMPLOYMENT', 'Employment Verification Report']) },
        { type: 'fields', fields: [['Report Date', letterDate(issued, ds)], ['Tracking Number', `VOE-${Math.floor(rng.between(1e6, 9e6))}`], ['Permissible Purpose', 'Immigration / employee authorized']] },
        { type: 'subtitle', text: 'Employer Information' },
        { type: 'fields', fields: employerFields },
        { type: 'subtitle', text: 'Employee Information' },
        tabular
          ? { type: 'table', header: ['Employee', titleLabel, 'Status', hireLabel], rows: [[employeeName, e.occupation, status, hire]], widths: [0.3, 0.26, 0.22, 0.22] }
          : { type: 'fields', fields: employeeFields },
        ...(tabular ? [{ type: 'fields' as const, fields: [['Rate of Pay', `${money(e.salary)} annually`]] as Field[] }] : []),
        { type: 'paragraph', text: `This information was provided by ${e.name} and is current as of the report date. Questions about this report may be directed to ${vendor}, ${office.street}, ${office.city}, ${office.state} ${office.zip}, or to the employer's HR contact, ${p.others.hrContact.given} ${p.others.hrContact.family}.` },
        { type: 'footer', text: `${vendor} - Verification services are provided on behalf of the employer. Report ${letterDate(issued, 'us')}.` },
      ],
      truth: employmentTruth(p, true),
    };
  },
};

export const employmentLetterDevelopment: LayoutFamily[] = [hrLetter, verificationForm];
