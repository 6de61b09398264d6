import type { LayoutFamily } from '../document-spec.js';
import type { Block } from '../../render.js';
import { fullName } from '../../formats.js';
import { addDays, addMonths, employmentTruth, letterDate, money, phoneLike, someDate, zipPlus4, type LetterDate } from './residence-work-common.development.js';

const monthYear = (d: Date) => `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/**
 * A payroll provider's "Employment and Income Verification" report (The Work Number / ADP
 * style): a report header with a tracking number, the employer block ("Company Legal Name",
 * "Company Address"), the employee block with "Most Recent Start Date", "Original Hire Date",
 * "Position Type" and "Job Title", and a table of recent pay periods whose dates are not the
 * start date. The verifier's (a lender's) name and address are printed too.
 */
const payrollReport: LayoutFamily = {
  id: 'employment_letter/payroll-income-verification',
  kind: 'employment_letter',
  modelledOn: 'payroll-provider "Employment and Income Verification" report (The Work Number / ADP style) with a pay-period table',
  build: (p, rng) => {
    const e = p.employer;
    const ds = rng.pick<LetterDate>(['us', 'us', 'short-us']);
    const d = (x: Date) => letterDate(x, ds);
    const full = e.hours === 'Full-time';
    const asOf = someDate(rng, 2025, 4, 10);
    const periods = [0, 1, 2, 3].map((i) => addDays(asOf, -14 * (i + 1)));
    const gross = Math.round(e.salary / 26);
    const positionType = full ? rng.pick(['Regular Full Time', 'Full-Time Regular', 'Full Time - Salaried']) : rng.pick(['Regular Part Time', 'Part-Time Hourly', 'Part Time - Hourly']);
    const titleCase = rng.chance(0.5) ? e.occupation.toUpperCase() : e.occupation;
    const lender = rng.pick(['Summit Mortgage Co.', 'Harbor Federal Credit Union', 'Keystone Property Management']);
    const o = p.others.officeAddress;
    const employerFields: Array<[string, string]> = [
      [rng.pick(['Company Legal Name', 'Employer Legal Name', 'Employer']), e.name.toUpperCase()],
      [rng.pick(['Company Address', 'Employer Address']), `${e.address.street}, ${e.address.city}, ${e.address.state} ${zipPlus4(rng, e.address.zip, 0.5)}`],
      ['Employer Code', String(Math.floor(rng.between(10000, 99999)))],
    ];
    const employeeFields: Array<[string, string]> = [
      ['Employee', `${p.name.family.toUpperCase()}, ${p.name.given.toUpperCase()}`],
      ['SSN', `XXX-XX-${p.ssn.slice(-4)}`],
      ['Employment Status', 'Active'],
      [rng.pick(['Most Recent Start Date', 'Most Recent Hire Date']), d(e.start)],
      ['Original Hire Date', d(e.start)],
      ['Total Time with Employer', `${Math.max(1, Math.round((asOf.getTime() - e.start.getTime()) / 3.15e10))} Years`],
      ['Job Title', titleCase],
      ['Position Type', positionType],
    ];
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['employment income verification.pdf', 'TWN report.pdf', 'VOE_report.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'lines', lines: [rng.pick(['Employment Data Services', 'Payroll Verification Network']), `Tracking Number: ${String(Math.floor(rng.between(1e9, 9e9)))}`], size: 9 },
        { type: 'title', text: rng.pick(['Employment and Income Verification', 'EMPLOYMENT & INCOME VERIFICATION']) },
        { type: 'fields', style: 'inline', fields: [['Information Current As Of', d(asOf)], ['Verifier', `${lender}, ${o.street}, ${o.city}, ${o.state} ${o.zip}`]] },
        { type: 'subtitle', text: 'EMPLOYER INFORMATION' },
        { type: 'fields', style: rng.pick(['columns', 'leaders'] as const), fields: employerFields },
        { type: 'subtitle', text: 'EMPLOYEE INFORMATION' },
        { type: 'fields', style: rng.pick(['columns', 'leaders'] as const), fields: employeeFields },
        { type: 'subtitle', text: 'PAY DETAILS' },
        {
          type: 'table',
          header: ['Pay Period Ending', 'Pay Frequency', 'Hours', 'Gross Pay'],
          rows: periods.map((x) => [d(x), 'Biweekly', full ? '80.00' : String(rng.pick([40, 48, 50])) + '.00', money(full ? gross : Math.round(gross / 2))]),
          widths: [0.3, 0.25, 0.2, 0.25],
        },
        { type: 'footer', text: 'This report is provided under the Fair Credit Reporting Act for a permissible purpose only.' },
      ],
      truth: employmentTruth(p, true),
    };
  },
};

/**
 * A short note from a small contractor or household employer, typed from a handwritten
 * original: "I, <owner>, owner of <company>, located at <address>, state that ...", the job
 * written in lower case inside the sentence ("works for us as a carpenter helper"), the start
 * as "since June 2020", "hired on 03/01/2021" or "effective March 1, 2021", "to the present" /
 * "is currently employed", hours as "40 hours a week". Sometimes in Spanish.
 */
const ownerNote: LayoutFamily = {
  id: 'employment_letter/owner-short-note',
  kind: 'employment_letter',
  modelledOn: 'short typed note from a small construction contractor / household employer, owner signs in first person',
  build: (p, rng) => {
    const e = p.employer;
    const who = fullName(p.name);
    const owner = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    const job = e.occupation.toLowerCase();
    const full = e.hours === 'Full-time';
    const hoursA = full ? rng.pick([40, 45, 50]) : rng.pick([15, 20, 25, 30]);
    const where = `${e.address.street}, ${e.address.city}, ${e.address.state} ${e.address.zip}`;
    const startStyle = rng.pick(['hired', 'effective', 'from', 'since-month'] as const);
    const startText =
      startStyle === 'hired'
        ? `I hired ${p.sex === 'Male' ? 'him' : 'her'} on ${letterDate(e.start, 'us')}`
        : startStyle === 'effective'
          ? `${p.sex === 'Male' ? 'His' : 'Her'} employment was effective ${letterDate(e.start, 'long')}`
          : startStyle === 'from'
            ? `${p.sex === 'Male' ? 'He' : 'She'} has worked for us from ${letterDate(e.start, 'long')} to the present`
            : `${p.sex === 'Male' ? 'He' : 'She'} has been working with us since ${monthYear(e.start)} and is currently employed`;
    const hoursText = rng.chance(0.5) ? `${full ? 'full time' : 'part time'}, about ${hoursA} hours a week` : `about ${hoursA} hours per week`;
    const body = `I, ${owner}, owner of ${e.name}, located at ${where}, state that ${who} works for my company as a ${job}. ${startText}. ${p.sex === 'Male' ? 'He' : 'She'} works ${hoursText}, and is paid ${money(Math.round(e.salary / 2080))} per hour.`;
    const closingLines: Block = { type: 'lines', lines: [rng.pick(['Thank you,', 'Sincerely,', 'Respectfully,']), '', owner, `Owner, ${e.name}`, `Cell ${phoneLike(rng)}`] };
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['letter from boss.pdf', 'work letter.pdf', 'carta del patron.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'lines', lines: [letterDate(someDate(rng, 2025, 3, 10), rng.pick<LetterDate>(['long', 'short-us']))] },
        { type: 'lines', lines: [rng.pick(['To whom it may concern:', 'To Immigration Services,', 'Dear Officer,'])] },
        { type: 'paragraph', text: body },
        ...(rng.chance(0.5) ? [{ type: 'paragraph' as const, text: `${who} is a reliable worker. Before this job ${p.sex === 'Male' ? 'he' : 'she'} worked elsewhere until ${letterDate(addMonths(e.start, -2), 'long')}. Please call me if you need anything else.` }] : []),
        closingLines,
      ],
      truth: employmentTruth(p, true),
    };
  },
};

export const employmentLetterDevelopment3: LayoutFamily[] = [payrollReport, ownerNote];
