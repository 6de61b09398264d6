import { DocumentFacts } from '../document-facts.js';
import { toLines } from '../text.js';
import { i20 } from './residence-work.js';
import { employmentLetter, namedJustBefore } from './residence-work-employment.js';
import { withoutLevel } from './residence-work-layout.js';
import { employerInProse, occupationInProse, withoutSignerRole } from './residence-work-prose.js';

const lines = (text: string) => toLines([{ page: 1, text, source: 'text-layer', confidence: null }]);
const read = (kind: 'employment_letter' | 'i20', text: string) => {
  const f = new DocumentFacts({ documentId: 'd', fileName: 'f.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, kind);
  (kind === 'i20' ? i20 : employmentLetter)(f);
  return Object.fromEntries(f.facts.filter((x) => /^(job|school)\./.test(x.key)).map((x) => [x.key, x.value]));
};

describe('employment and education history: wordings beyond the first layouts', () => {
  it('strips a degree level from a field of study, and leaves nothing when only a level is given', () => {
    expect(withoutLevel("BACHELOR'S - ECONOMICS")).toBe('ECONOMICS');
    expect(withoutLevel("Master's / Computer Science")).toBe('Computer Science');
    expect(withoutLevel('Master of Science in Nursing')).toBe('Nursing');
    expect(withoutLevel('Licenciatura en Economía')).toBe('Economía');
    expect(withoutLevel('Civil Engineering')).toBe('Civil Engineering');
    expect(withoutLevel("Bachelor's")).toBeUndefined();
  });

  it('reads the company, not the signer, from a first-person note by an owner', () => {
    expect(withoutSignerRole('Owner, Acme Roofing LLC')).toBe('Acme Roofing LLC');
    expect(withoutSignerRole('Acme Roofing LLC')).toBe('Acme Roofing LLC');
    const text = ['To whom it may concern:', 'I, Rosa Brown, owner of Acme Roofing LLC, located at 12 Main St, Austin, TX 78701, state that Ana Lopez works for my company as a line cook.', 'Sincerely,', 'Rosa Brown', 'Owner, Acme Roofing LLC'].join('\n');
    expect(employerInProse(lines(text), text.replace(/\n/g, ' '))?.name).toBe('Acme Roofing LLC');
  });

  it('takes a lower-case job after "works for my company as", never after a bare "as a"', () => {
    expect(occupationInProse('Ana Lopez works for my company as a line cook. She is paid weekly.')?.value).toBe('Line Cook');
    expect(occupationInProse('As a result, the office is closed as a precaution.')).toBeUndefined();
  });

  it('tells an address right after the company name in a sentence', () => {
    expect(namedJustBefore('owner of Acme Roofing LLC, located at ', 'Acme Roofing LLC')).toBe(true);
    expect(namedJustBefore('Acme Roofing LLC at ', 'Acme Roofing LLC')).toBe(true);
    expect(namedJustBefore('Acme Roofing LLC. Ana Lopez lives at ', 'Acme Roofing LLC')).toBe(false);
  });

  it('reads a short owner note: employer, its address, the job, hours and start', () => {
    const text = [
      'May 2, 2025',
      'To whom it may concern:',
      'I, Rosa Brown, owner of Acme Roofing LLC, located at 12 Main St, Austin, TX 78701, state that Ana Lopez works for my company as a roofer helper. I hired her on 03/01/2021.',
      'She works part time, about 20 hours a week.',
      'Sincerely,',
      'Rosa Brown',
      'Owner, Acme Roofing LLC',
    ].join('\n');
    expect(read('employment_letter', text)).toMatchObject({
      'job.employer': 'Acme Roofing LLC', 'job.street': '12 Main St', 'job.city': 'Austin', 'job.occupation': 'Roofer Helper', 'job.hours': 'Part-time', 'job.from': '03/2021',
    });
  });

  it('reads the employer’s address from a footer that names it, not as the employee’s home', () => {
    const text = ['Sawayn LLC', 'MEMORANDUM', 'Our records show that Ana Lopez has been employed by Sawayn LLC since 04/13/2020 and holds the position of Data Analyst.', 'cc: Home Lending, 1226 Lake Drive, New Juwan, NE 01692', 'Employee personnel file', 'Sawayn LLC | 3106 Boris Burg, North Jayne, NE 36812 | (508) 435-3836'].join('\n');
    const facts = read('employment_letter', text);
    expect(facts).toMatchObject({ 'job.employer': 'Sawayn LLC', 'job.street': '3106 Boris Burg', 'job.city': 'North Jayne', 'job.zip': '36812' });
    const f = new DocumentFacts({ documentId: 'd', fileName: 'f.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, 'employment_letter');
    employmentLetter(f);
    expect(f.facts.some((x) => x.key === 'address.street')).toBe(false);
  });

  it('still reads a home address that a sentence names after the employer', () => {
    const text = ['Acme LLC', '12 Main St, Austin, TX 78701', 'Ana Lopez, an employee of Acme LLC since 2020, resides at 9 Elm St, Dayton, OH 45402.'].join('\n');
    const f = new DocumentFacts({ documentId: 'd', fileName: 'f.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, 'employment_letter');
    employmentLetter(f);
    const value = (key: string) => f.facts.find((x) => x.key === key)?.value;
    expect(value('job.street')).toBe('12 Main St');
    expect(value('address.street')).toBe('9 Elm St');
  });

  it('reads a payroll report: "Company Legal Name", not the provider at the top', () => {
    const text = ['Payroll Verification Network', 'Employment and Income Verification', 'Company Legal Name:    ACME TOOLS INC', 'Job Title:    accountant', 'Most Recent Start Date:    06/14/2020', 'Position Type:    Regular Full Time'].join('\n');
    expect(read('employment_letter', text)).toMatchObject({ 'job.employer': 'ACME TOOLS INC', 'job.occupation': 'accountant', 'job.hours': 'Full-time', 'job.from': '06/2020' });
  });

  it('reads an I-20 summary: "Name of School", "Education Level and Major", "Start of Classes", "Completion"', () => {
    const text = ['SEVIS ID: N0001234567', 'Name of School:    University of Springfield', 'School Address:    1 College Ave, Springfield, IL 62701', "Education Level and Major:    MASTER'S - CIVIL ENGINEERING", 'Start of Classes:    2022-08-22', 'Completion:    2024-05-15'].join('\n');
    expect(read('i20', text)).toMatchObject({ 'school.name': 'University of Springfield', 'school.program': 'Civil Engineering', 'school.from': '08/2022', 'school.to': '05/2024' });
    expect(read('i20', text)).toMatchObject({ 'school.street': '1 College Ave', 'school.city': 'Springfield', 'school.state': 'IL', 'school.zip': '62701' });
  });

  it('reads the school’s address from the attestation or the international office, never the student’s home', () => {
    const attested = ['SEVIS ID: N0001234567', 'School Name: Lakeside College', 'Student home address: 9 Elm St, Dayton, OH 45402', 'I certify that the student has been accepted for a full course of study at Lakeside College, 200 Shore Rd, Erie, PA 16501.'].join('\n');
    expect(read('i20', attested)).toMatchObject({ 'school.street': '200 Shore Rd', 'school.city': 'Erie', 'school.state': 'PA' });
    const office = ['SEVIS ID: N0001234567', 'Institution: Lakeside College', 'Designated School Official: Ana Ruiz, International Student Services, 200 Shore Rd, Erie, PA 16501.'].join('\n');
    expect(read('i20', office)).toMatchObject({ 'school.street': '200 Shore Rd', 'school.zip': '16501' });
  });
});
