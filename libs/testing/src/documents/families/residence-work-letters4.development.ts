import type { LayoutFamily } from '../document-spec.js';
import { fullName } from '../../formats.js';
import { addDays, addMonths, cityLine, employmentTruth, letterDate, phoneLike, pronoun, someDate, streetLine, type LetterDate } from './residence-work-common.development.js';

/**
 * An interoffice-style "MEMORANDUM" from a hospital or university HR office answering a
 * mortgage lender's verification request: TO / FROM / DATE / RE header, the lender's name and
 * address inside the first sentence, the request and loan-application dates, the start date
 * after "since", a salary-change date that is not the start, sometimes the employee's home
 * address of record, a "cc:" line with the lender's address and the employer's address only
 * in the footer with its name.
 */
const hrMemo: LayoutFamily = {
  id: 'employment_letter/hr-memo-to-lender',
  kind: 'employment_letter',
  modelledOn: 'HR department memorandum answering a mortgage lender\'s verification-of-employment request, copied to the lender',
  build: (p, rng) => {
    const e = p.employer;
    const o = p.others.officeAddress;
    const pr = pronoun(p);
    const who = fullName(p.name);
    const ds = rng.pick<LetterDate>(['long', 'us', 'abbr']);
    const d = (x: Date) => letterDate(x, ds);
    const memoDate = someDate(rng, 2025, 2, 9);
    const lender = rng.pick(['Cornerstone Home Lending', 'Lakeside Federal Credit Union', 'Pinnacle Mortgage Group']);
    const hr = `${p.others.hrContact.given} ${p.others.hrContact.family}`;
    const hrRole = rng.pick(['HR Generalist', 'Employment Verification Specialist', 'Manager, HR Operations']);
    const full = e.hours === 'Full-time';
    const hours = full ? rng.pick([36, 40, 40]) : rng.pick([16, 20, 24]);
    const lenderAddress = `${o.street}, ${o.city}, ${o.state} ${o.zip}`;
    const homeShown = rng.chance(0.5);
    const home = `${streetLine(rng, p.address)}, ${cityLine(rng, p.address, 0)}`;
    const raise = addMonths(e.start, Math.floor(rng.between(7, 20)));
    return {
      kind: 'employment_letter',
      fileName: rng.pick(['VOE memo.pdf', 'employment memo.pdf', 'HR_verification.pdf']),
      styles: ['inline'],
      blocks: [
        { type: 'lines', lines: [e.name, rng.pick(['Office of Human Resources', 'Human Resources Department', 'People & Culture'])], size: 13 },
        { type: 'title', text: rng.pick(['MEMORANDUM', 'INTEROFFICE MEMORANDUM']) },
        {
          type: 'fields',
          style: 'inline',
          fields: [
            ['TO', `${rng.pick(['Loan Processing', 'Underwriting Department', 'Verification Desk'])}, ${lender}`],
            ['FROM', `${hr}, ${hrRole}`],
            ['DATE', d(memoDate)],
            ['RE', `Verification of employment - ${who}`],
          ],
        },
        { type: 'paragraph', text: `This memorandum answers the request of ${lender}, ${lenderAddress}, received on ${d(addDays(memoDate, -6))} in connection with a loan application dated ${d(addDays(memoDate, -20))}.` },
        {
          type: 'paragraph',
          text: `Our records show that ${who} has been employed by ${e.name} since ${d(e.start)} and currently holds the position of ${e.occupation}. ${pr.He} is a ${full ? 'full-time' : 'part-time'} employee scheduled for ${hours} hours per week. ${pr.His} most recent salary change took effect on ${d(raise)}.`,
        },
        ...(homeShown ? [{ type: 'paragraph' as const, text: `${pr.His} home address on file is ${home}.` }] : []),
        { type: 'paragraph', text: 'This information is confidential and is released with the employee\'s written authorization. It is not a guarantee of continued employment.' },
        { type: 'lines', lines: ['Sincerely,', '', hr, hrRole, e.name] },
        { type: 'lines', lines: [`cc: ${lender}, ${lenderAddress}`, 'Employee personnel file'], size: 9 },
        { type: 'footer', text: `${e.name} | ${e.address.street}, ${e.address.city}, ${e.address.state} ${e.address.zip} | ${phoneLike(rng)}` },
      ],
      truth: employmentTruth(p, true, homeShown),
    };
  },
};

export const employmentLetterDevelopment4: LayoutFamily[] = [hrMemo];
