import type { LayoutFamily } from '../document-spec.js';
import type { Persona, UsAddress } from '../../persona.js';
import type { Rng } from '../../random.js';
import { addDays, i20Truth, letterDate } from './residence-work-common.development.js';

const cip: Record<string, string> = {
  'Computer Science': '11.0701',
  'Business Administration': '52.0201',
  Nursing: '51.3801',
  'Civil Engineering': '14.0801',
  Economics: '45.0601',
};
const states = ['NY', 'MA', 'CA', 'IL', 'TX', 'OH', 'PA', 'FL'];

/** The school's campus address (not the student's): drawn from the school's own name. */
const schoolAddress = (p: Persona, rng: Rng): UsAddress => ({
  street: `${Math.floor(rng.between(100, 4999))} ${rng.pick(['University Ave', 'College Blvd', 'Campus Drive', 'Main Street'])}`,
  unit: '',
  city: p.school.name.replace(/^University of /, ''),
  state: rng.pick(states),
  zip: String(Math.floor(rng.between(10001, 98999))),
});
const us = (d: Date) => letterDate(d, 'us');
const dso = (p: Persona) => `${p.others.registrar.given} ${p.others.registrar.family}`;

/**
 * The current (2015+) SEVIS-generated I-20 page 1: boxed cells in upper case, SEVIS ID top
 * right, the school information block (name, address, DSO to contact, school code), the program
 * block with the major's CIP code and "PROGRAM START/END DATE" as one range, financials, and
 * the school attestation with the DSO's name.
 */
const sevisPage1: LayoutFamily = {
  id: 'i20/sevis-page1',
  kind: 'i20',
  modelledOn: 'SEVIS Form I-20 (rev. 2015+) page 1: student, school, program and financial blocks in boxed cells',
  build: (p, rng) => {
    const s = schoolAddress(p, rng);
    const given = [p.name.given, p.name.middle].filter(Boolean).join(' ').toUpperCase();
    const major = `${p.school.program.toUpperCase()} ${cip[p.school.program] ?? '30.9999'}`;
    const range = `${us(p.school.start)} - ${us(p.school.end)}`;
    const issued = addDays(p.school.start, -Math.floor(rng.between(40, 120)));
    const tuition = Math.floor(rng.between(18, 55)) * 1000;
    return {
      kind: 'i20',
      fileName: rng.pick(['I-20 signed.pdf', 'i20_page1.pdf', 'Form I-20.pdf']),
      styles: ['boxes'],
      blocks: [
        { type: 'lines', lines: ['Department of Homeland Security', 'U.S. Immigration and Customs Enforcement'], size: 8.5 },
        { type: 'title', text: 'I-20, Certificate of Eligibility for Nonimmigrant Student Status' },
        { type: 'lines', lines: [`SEVIS ID: ${p.sevis} (F-1)`], align: 'right' },
        {
          type: 'grid',
          columns: 3,
          cells: [
            { label: 'SURNAME/PRIMARY NAME', value: p.name.family.toUpperCase() },
            { label: 'GIVEN NAME', value: given },
            { label: 'CLASS', value: 'F1' },
            { label: 'PREFERRED NAME', value: '' },
            { label: 'PASSPORT NAME', value: '' },
            { label: 'COUNTRY OF BIRTH', value: p.country.name.toUpperCase() },
            { label: 'CITY OF BIRTH', value: p.birthCity.toUpperCase() },
            { label: 'COUNTRY OF CITIZENSHIP', value: p.country.name.toUpperCase() },
            { label: 'DATE OF BIRTH', value: us(p.dob) },
            { label: 'ADMISSION NUMBER', value: rng.chance(0.5) ? p.i94 : '' },
            { label: 'FORM ISSUE REASON', value: rng.pick(['INITIAL ATTENDANCE', 'CONTINUED ATTENDANCE', 'CHANGE OF STATUS']), span: 2 },
          ],
        },
        {
          type: 'grid',
          columns: 2,
          cells: [
            { label: 'SCHOOL INFORMATION - SCHOOL NAME', value: p.school.name.toUpperCase() },
            { label: 'SCHOOL OFFICIAL TO CONTACT UPON ARRIVAL', value: `${dso(p).toUpperCase()}, PDSO` },
            { label: 'SCHOOL ADDRESS', value: `${s.street.toUpperCase()}, ${s.city.toUpperCase()}, ${s.state} ${s.zip}`, span: 2 },
            { label: 'SCHOOL CODE AND APPROVAL DATE', value: `${s.city.slice(0, 3).toUpperCase()}214F0${Math.floor(rng.between(1000, 9999))}000 - ${us(addDays(p.school.start, -4000))}`, span: 2 },
          ],
        },
        {
          type: 'grid',
          columns: 2,
          cells: [
            { label: 'EDUCATION LEVEL', value: rng.pick(["BACHELOR'S", "MASTER'S", 'DOCTORATE']) },
            { label: 'MAJOR 1', value: major },
            { label: 'MAJOR 2', value: 'NONE 00.0000' },
            { label: 'NORMAL PROGRAM LENGTH', value: `${Math.floor(rng.between(2, 5))} YEARS` },
            { label: 'ENGLISH PROFICIENCY', value: rng.pick(['REQUIRED', 'NOT REQUIRED']) },
            { label: 'PROGRAM START/END DATE', value: range },
          ],
        },
        { type: 'table', header: ['ESTIMATED AVERAGE COSTS FOR 12 MONTHS', 'AMOUNT'], rows: [['Tuition and Fees', `$${tuition.toLocaleString('en-US')}`], ['Living Expenses', '$16,000'], ['TOTAL', `$${(tuition + 16000).toLocaleString('en-US')}`]], widths: [0.7, 0.3] },
        { type: 'paragraph', text: `SCHOOL ATTESTATION: I certify under penalty of perjury that all information provided above was entered before I signed this form and is true and correct. Signature of: ${dso(p)}, Primary Designated School Official. Date issued: ${us(issued)}. Place issued: ${s.city}, ${s.state}.` },
        { type: 'footer', text: `ICE Form I-20 (Rev. 2015)  -  SEVIS ID: ${p.sevis}  -  Page 1 of 3` },
      ],
      truth: i20Truth(p, s),
    };
  },
};

/**
 * The older I-20 A-B: numbered items, the school's name and address in item 1 style prose
 * ("This certifies that the student named above ... has been accepted for a full course of
 * study at ..."), "report to the school not later than" and "complete studies not later
 * than" as the program dates, and the DSO's name and title at the bottom.
 */
const legacyI20: LayoutFamily = {
  id: 'i20/legacy-i20ab',
  kind: 'i20',
  modelledOn: 'pre-2015 Form I-20 A-B (numbered items, acceptance in prose, DSO signature block)',
  build: (p, rng) => {
    const s = schoolAddress(p, rng);
    const ds = rng.pick(['us', 'long'] as const);
    const d = (x: Date) => letterDate(x, ds);
    const style = rng.pick(['leaders', 'columns', 'stacked'] as const);
    return {
      kind: 'i20',
      fileName: rng.pick(['I-20 AB.pdf', 'old I20.pdf']),
      styles: [style],
      blocks: [
        { type: 'title', text: 'Certificate of Eligibility for Nonimmigrant (F-1)' },
        { type: 'subtitle', text: 'Student Status - For Academic and Language Students' },
        { type: 'lines', lines: ['Form I-20 A-B', `SEVIS: ${p.sevis}`] },
        {
          type: 'fields',
          fields: [
            ['1. Family Name (surname)', p.name.family],
            ['First (given) name (do not enter middle name)', p.name.given],
            ['Country of birth', p.country.name],
            ['Date of birth (mo/day/year)', us(p.dob)],
            ['Country of citizenship', p.country.name],
            ['Admission number (Complete if known)', ''],
            ['School (school district) name', p.school.name],
            ['School official to be notified of student\'s arrival in U.S. (Name and Title)', `${dso(p)}, Designated School Official`],
            ['School address (include zip code)', `${s.street}, ${s.city}, ${s.state} ${s.zip}`],
          ],
        },
        { type: 'paragraph', text: `2. This certifies that the student named above has been accepted for a full course of study at this school, located at ${s.street}, ${s.city}, ${s.state}. 3. Major field of study: ${p.school.program}. 4. The student is expected to report to the school not later than ${d(p.school.start)} and complete studies not later than ${d(p.school.end)}. The normal length of study is ${Math.floor(rng.between(2, 5))} years.` },
        { type: 'paragraph', text: `5. English proficiency is required: the student has the required English proficiency. 6. This school estimates the student's average costs for an academic term of 9 months to be: tuition and fees $${Math.floor(rng.between(18, 50))},000; living expenses $12,000.` },
        { type: 'paragraph', text: `10. School Certification: I certify under penalty of perjury that I am a designated official of the above named school and am authorized to issue this form. Signature of designated school official: ${dso(p)}, Designated School Official, ${p.school.name}, ${us(addDays(p.school.start, -75))}.` },
        { type: 'footer', text: 'Form I-20 A-B (Rev. 04-27-88) N' },
      ],
      truth: i20Truth(p, s),
    };
  },
};

export const i20Development: LayoutFamily[] = [sevisPage1, legacyI20];
