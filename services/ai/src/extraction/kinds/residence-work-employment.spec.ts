import { DocumentFacts } from '../document-facts.js';
import { employmentLetter } from './residence-work-employment.js';

const read = (text: string) => {
  const f = new DocumentFacts({ documentId: 'd', fileName: 'f.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, 'employment_letter');
  employmentLetter(f);
  return Object.fromEntries(f.facts.filter((x) => x.key.startsWith('job.') || x.key.startsWith('address.')).map((x) => [x.key, x.value]));
};

describe('employment letter reader', () => {
  it('reads a verification report with labels of its own wording', () => {
    const text = [
      'EMPLOYMENT VERIFICATION REPORT',
      'EMPLOYER INFORMATION',
      'Employer: ACME TOOLS INC',
      'Address: 100 Main St, Austin, TX 78701',
      'EMPLOYEE INFORMATION',
      'Employee: LOPEZ, ANA',
      'Position Title: Data Analyst',
      'Most Recent Start Date: 03/14/2022',
      'Scheduled Hours: 40',
    ].join('\n');
    expect(read(text)).toMatchObject({ 'job.employer': 'ACME TOOLS INC', 'job.street': '100 Main St', 'job.occupation': 'Data Analyst', 'job.from': '03/2022', 'job.hours': 'Full-time' });
  });

  it('reads a lender\'s verification request: the employer\'s box, not the lender\'s, and the employee\'s position, not the lender\'s title', () => {
    const text = [
      'Request for Verification of Employment',
      'Employer - Please complete either Part II or Part III as applicable. Complete Part IV and return directly to lender named in item 2.',
      'Part I - Request',
      '1. To (Name and address of employer)              2. From (Name and address of lender)',
      'Kerluke and Sons                                   Bayview Lending Group',
      '6474 Crystal Knoll                                 819 Kylee Radial Unit 2B',
      'Fort Freddieview, NE 78774                         Nedraside, TN 47503-3244',
      '3. Signature of Lender                            4. Title                  5. Date',
      '/s/ Kanaka Tandon                                  Loan Officer             06/09/2025',
      'Part II - Verification of Present Employment',
      "9. Applicant's Date of Employment   10. Present Position                    11. Probability of Continued Employment",
      '05/26/2020                Software Engineer                                 Good',
    ].join('\n');
    expect(read(text)).toMatchObject({ 'job.employer': 'Kerluke and Sons', 'job.street': '6474 Crystal Knoll', 'job.city': 'Fort Freddieview', 'job.occupation': 'Software Engineer', 'job.from': '05/2020' });
  });

  it('reads the end of a past job from the span a sentence gives, and no end for a job held now', () => {
    const past = read('CERTIFICACIÓN LABORAL\nINDUSTRIAS LA SABANA S.A.S. CERTIFICA: Que el señor JUAN PÉREZ laboró en esta empresa desde el 15 de marzo de 2019 hasta el 30 de agosto de 2021, desempeñando el cargo de AUXILIAR.');
    expect(past).toMatchObject({ 'job.from': '03/2019', 'job.to': '08/2021' });
    expect(read('To whom it may concern: Ana Lopez worked for Acme Tools from 03/15/2019 to 08/30/2021 as a cook.')['job.to']).toBe('08/2021');
    expect(read('To whom it may concern: Ana Lopez has worked for Acme Tools since 03/15/2019 as a cook.')['job.to']).toBeUndefined();
    // A lease's term, a permit's validity, a leave or a contract's term is no job's end.
    expect(read('Ana Lopez works for Acme Tools. Her lease runs from 01/01/2022 to 12/31/2022.')['job.to']).toBeUndefined();
    expect(read('Ana Lopez has been employed by Acme Tools since 2020. Her employment authorization is valid from 01/01/2024 to 12/31/2026.')['job.to']).toBeUndefined();
    expect(read('Ana Lopez works for Acme Tools. Our employee will be on vacation from 07/01/2025 to 07/15/2025.')['job.to']).toBeUndefined();
    expect(read('Ana Lopez works for Acme Tools. Her current employment contract runs from 01/01/2025 to 12/31/2025.')['job.to']).toBeUndefined();
    // "del … al …": the span gives the start too.
    expect(read('CONSTANCIA LABORAL\nPor medio de la presente se hace constar que la señora ANA LÓPEZ laboró en nuestra empresa ACME S.A. del 01/02/2018 al 15/08/2021, desempeñando el puesto de cocinera.')).toMatchObject({ 'job.from': '02/2018', 'job.to': '08/2021' });
  });

  it('reads a ticked box, not the first option printed', () => {
    expect(read('Acme Tools\nEmployment type: [ ] Full-time [X] Part-time\nJob title: Cook')['job.hours']).toBe('Part-time');
  });

  it('reads a Spanish letter: employer in the body, title without its translation, day-first date', () => {
    const text = [
      'Hauck - Davis',
      '12 Main St',
      'Austin, TX 78701',
      'CONSTANCIA LABORAL',
      'Por medio de la presente se hace constar que la señora Ana Lopez labora en Hauck - Davis desde el 04/08/2023, desempeñando el puesto de Accountant (Contador), con una jornada de tiempo completo.',
    ].join('\n');
    expect(read(text)).toMatchObject({ 'job.employer': 'Hauck - Davis', 'job.occupation': 'Accountant', 'job.from': '08/2023', 'job.hours': 'Full-time' });
  });
});

describe('abstention helpers', () => {
  it('ties a date to the employment only when the sentence says so', async () => {
    const { employmentBefore } = await import('./residence-work-employment.js');
    const a = 'She has been employed by Acme Inc. since March 2, 2020.';
    expect(employmentBefore(a, a.indexOf('March'))).toBe(true);
    const b = 'Loan application received. Tenant since March 2, 2020.';
    expect(employmentBefore(b, b.indexOf('March'))).toBe(false);
    const c = 'Before this job she worked elsewhere until March 2, 2020.';
    expect(employmentBefore(c, c.indexOf('March'))).toBe(false);
  });
  it('marks a title after a bare "as" or two competing titles as weak', async () => {
    const { occupationInProse } = await import('./residence-work-prose.js');
    expect(occupationInProse('She holds the position of Data Analyst.')?.weak).toBe(false);
    expect(occupationInProse('Known as Kappa Holdings, we certify her record.')?.weak).toBe(true);
    expect(occupationInProse('She holds the position of Data Analyst and is employed as a Cashier.')?.weak).toBe(true);
  });
});

describe('employment letter abroad', () => {
  const letter = [
    'CORPORATIVO AZTECA S.A. DE C.V.',
    'CONSTANCIA LABORAL',
    'A QUIEN CORRESPONDA:',
    'Por medio de la presente se hace constar que el C. JUAN PEREZ laboró en esta empresa del 10 de septiembre de 2021 al 5 de marzo de 2024, ocupando el puesto de AUXILIAR CONTABLE en jornada de tiempo completo.',
    'Atentamente,',
    'MARIA LOPEZ',
    'GERENTE DE RECURSOS HUMANOS',
    'Av. Juárez 1200, Col. Centro, C.P. 72000, Puebla, Puebla, México · Tel. 222 123 4567',
    'TRANSLATION FROM SPANISH INTO ENGLISH',
    'CORPORATIVO AZTECA S.A. DE C.V.',
    'EMPLOYMENT RECORD',
    'TO WHOM IT MAY CONCERN: This is to certify that Mr. JUAN PEREZ worked at this company from September 10, 2021 to March 5, 2024, holding the position of ACCOUNTING ASSISTANT on a full-time schedule.',
    'Sincerely,',
    'MARIA LOPEZ',
    'Human Resources Manager',
    'CERTIFICATE OF TRANSLATION',
    'I, Ann Roe, certify that I am competent to translate from Spanish into English.',
    'Address: 12 Elm St, Austin, TX 78701',
  ].join('\n');

  it("reads the employer's foreign address and the occupation from the English translation", () => {
    expect(read(letter)).toMatchObject({
      'job.street': 'Av. Juárez 1200', 'job.city': 'Puebla', 'job.state': 'Puebla', 'job.zip': '72000', 'job.country': 'Mexico', 'job.occupation': 'ACCOUNTING ASSISTANT',
    });
  });
});

describe('experience certificate from India', () => {
  it("reads the registered office abroad, the designation at leaving and day-first dates", () => {
    const text = [
      'SHREEJI INFOTECH PVT. LTD.',
      'Ref. No.: HR/PER/EXP/2024/9834',
      'Date: 29/06/2024',
      'EXPERIENCE CERTIFICATE',
      'This is to certify that Mr. AGNIPRAVA BHAT (Employee ID: E8643) was employed with us from 04/02/2016 to 30/05/2024 and his designation at the time of leaving was Associate Consultant.',
      'For Shreeji Infotech Pvt. Ltd.',
      'Regd. Office: Plot No. 11, Malviya Industrial Area, Malviya Nagar, Jaipur - 302017, Rajasthan, India   CIN: U72200RJ2004PTC581696',
    ].join('\n');
    expect(read(text)).toMatchObject({
      'job.street': 'Plot No. 11, Malviya Industrial Area', 'job.city': 'Jaipur', 'job.state': 'Rajasthan', 'job.zip': '302017', 'job.country': 'India',
      'job.occupation': 'Associate Consultant', 'job.from': '02/2016', 'job.to': '05/2024',
    });
  });
});

describe('verification reports and personnel actions', () => {
  it("reads an employer address given in two labelled rows, with a hyphenated town", () => {
    const text = [
      'EMPLOYMENT VERIFICATION',
      'Employer ........................................ PAUCEK AND SONS',
      'Employer Address ................................ 8572 10th Street',
      'City, State, ZIP ................................ Kuhic-Olsoncester, MS 84164-1557',
      'Job Title ....................................... ACCOUNTANT',
      'Equifax Workforce Solutions LLC | 11432 Lackland Road, St. Louis, MO 63146 | 1-800-367-5690',
    ].join('\n');
    expect(read(text)).toMatchObject({ 'job.street': '8572 10th Street', 'job.state': 'MS', 'job.zip': '84164' });
    expect(read(text)['job.city']?.toLowerCase()).toBe('kuhic-olsoncester');
  });

  it('reads an SF-50 appointment: the agency, the position, the duty station and the effective date, not a box label as the hours', () => {
    const text = [
      'NOTIFICATION OF PERSONNEL ACTION',
      '1. Name (Last, First, Middle)                     4. Effective Date',
      'BHAT, AGNIPRAVA                                    10/17/2021',
      '5-B. Nature of Action',
      'CAREER-COND APPT',
      '15. TO: Position Title and Number',
      'INFORMATION TECHNOLOGY SPECIALIST (APPSW)',
      '32. Work Schedule   33. Part-Time Hours Per Biweekly Pay Period',
      '39. Duty Station (City - County - State or Overseas Location)',
      'HOMENICKFORT - KING - WASHINGTON',
      '46. Employing Department or Agency',
      'DEPARTMENT OF THE TREASURY',
      '50. Signature/Authentication and Title of Approving Official',
      'ELECTRONICALLY SIGNED BY: ROSINA BROWN',
    ].join('\n');
    const facts = read(text);
    expect(facts).toMatchObject({ 'job.employer': 'DEPARTMENT OF THE TREASURY', 'job.occupation': 'INFORMATION TECHNOLOGY SPECIALIST (APPSW)', 'job.city': 'Homenickfort', 'job.state': 'WA', 'job.from': '10/2021' });
    expect(facts['job.hours']).toBeUndefined();
  });
});

describe('letterheads, work locations and heading rows', () => {
  const letter = (...lines: string[]) =>
    ['STATE UNIVERSITY', 'Department of Economics', 'School of Arts and Sciences', '8572 10th Street', 'Springfield, IL 62701', 'June 25, 2025', 'Dear Dr. Ruiz:', ...lines].join('\n');
  const confidenceOf = (text: string, key: string) => {
    const f = new DocumentFacts({ documentId: 'd', fileName: 'f.pdf', pages: [{ page: 1, text, source: 'text-layer', confidence: null }] }, 'employment_letter');
    employmentLetter(f);
    return f.facts.find((x) => x.key === key)?.confidence;
  };

  it("takes the letterhead's address under the employer's name, its department lines notwithstanding", () => {
    const text = letter('I am pleased to confirm your appointment as Research Associate at State University, effective May 1, 2022.');
    expect(read(text)).toMatchObject({ 'job.employer': 'STATE UNIVERSITY', 'job.street': '8572 10th Street', 'job.city': 'Springfield' });
  });

  it('leaves the letterhead address blank only where the letter states another place of work', () => {
    const base = 'I am pleased to confirm your appointment as Research Associate at State University, effective May 1, 2022.';
    expect(confidenceOf(letter(base, 'Work location: Springfield, Illinois'), 'job.street')).not.toBe('low');
    expect(confidenceOf(letter(base, 'Work location: Remote'), 'job.street')).not.toBe('low');
    expect(confidenceOf(letter(base, 'Work location: 8572 10th St., Room 4'), 'job.street')).not.toBe('low');
    expect(confidenceOf(letter(base, 'Work location: Regional Medical Center (Bloomington, IN)'), 'job.street')).toBe('low');
  });

  it('reads capitalised headings over their values, and not a label row under a label', () => {
    expect(read(['EMPLOYER                         ENTITY / FACILITY', "St. Luke's Health                St. Luke's Medical Center", 'JOB TITLE                        STATUS', 'Electrician                      Active, Full Time'].join('\n'))).toMatchObject({ 'job.employer': "St. Luke's Health" });
    expect(read(['EMPLOYER          ACME CORPORATION', 'EMPLOYER ADDRESS          12 Main St, Springfield, IL 62701', 'JOB TITLE         ANALYST'].join('\n'))).toMatchObject({ 'job.employer': 'ACME CORPORATION' });
  });
});
