import { fullName, upper } from '../../../formats.js';
import type { Persona, UsAddress } from '../../../persona.js';
import type { Rng } from '../../../random.js';
import type { LayoutFamily } from '../../document-spec.js';
import { addDays, cityLine, dayMonthUpper, digits, given, historyRow, int, long, money, otherAddress, stranger, us } from './residence-work-helpers.js';

// Forms I-20 as SEVIS prints them since 2015, in three situations a school issues them: a new
// student, a continuing student with employment authorizations on page 2, and a transfer.

const cip: Record<string, string> = {
  'Computer Science': '11.0701',
  'Business Administration': '52.0201',
  Nursing: '51.3801',
  'Civil Engineering': '14.0801',
  Economics: '45.0601',
};
const level = (rng: Rng) => rng.pick(["MASTER'S", "BACHELOR'S", 'DOCTORATE']);
const schoolAddress = (p: Persona, rng: Rng): UsAddress => otherAddress(rng, p.school.name.replace(/^University of /, ''));
const schoolCode = (rng: Rng, a: UsAddress) => `${a.city.slice(0, 3).toUpperCase()}214F${digits(rng, 5)}000`;
const major = (p: Persona) => `${p.school.program} ${cip[p.school.program] ?? '00.0000'}`;
const i20Truth = (p: Persona, a: UsAddress) => ({
  'I-485': historyRow({ name: p.school.name, address: a, field: p.school.program, from: p.school.start, to: p.school.end }),
  'I-765': { sevis_number: p.sevis },
});
const ombHeader = [
  'Department of Homeland Security',
  'U.S. Immigration and Customs Enforcement',
  'I-20, Certificate of Eligibility for Nonimmigrant Student Status     OMB NO. 1653-0038',
];

/** Page 1 of a new student's I-20: every item in a small labelled box, initial attendance. */
const initial: LayoutFamily = {
  id: 'i20/sevis-initial-attendance-grid',
  kind: 'i20',
  modelledOn: 'page 1 of the 2015+ SEVIS Form I-20 for initial attendance: boxed cells (SURNAME/PRIMARY NAME, FORM ISSUE REASON), school information, program of study, financials, attestations',
  build: (p, rng) => {
    const a = schoolAddress(p, rng);
    const dso = stranger(rng);
    const tuition = int(rng, 18, 52) * 1000;
    const living = int(rng, 12, 22) * 1000;
    const issued = addDays(p.school.start, -int(rng, 60, 120));
    return {
      kind: 'i20',
      fileName: rng.pick(['I-20.pdf', 'I20 initial.pdf', 'form i-20 signed.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'lines', lines: ombHeader, size: 8.5 },
        { type: 'lines', lines: [`SEVIS ID: ${p.sevis} (F-1)`], align: 'right' },
        {
          type: 'grid',
          columns: 3,
          cells: [
            { label: 'SURNAME/PRIMARY NAME', value: upper(p.name.family) },
            { label: 'GIVEN NAME', value: upper(given(p.name)) },
            { label: 'CLASS', value: 'F-1' },
            { label: 'PREFERRED NAME', value: '' },
            { label: 'PASSPORT NAME', value: upper(fullName(p.name)), span: 2 },
            { label: 'COUNTRY OF BIRTH', value: upper(p.country.name) },
            { label: 'COUNTRY OF CITIZENSHIP', value: upper(p.country.name) },
            { label: 'DATE OF BIRTH', value: dayMonthUpper(p.dob) },
            { label: 'CITY OF BIRTH', value: upper(p.birthCity) },
            { label: 'ADMISSION NUMBER', value: '' },
            { label: 'FORM ISSUE REASON', value: 'INITIAL ATTENDANCE' },
          ],
        },
        { type: 'subtitle', text: 'SCHOOL INFORMATION' },
        {
          type: 'grid',
          columns: 2,
          cells: [
            { label: 'SCHOOL NAME', value: upper(p.school.name) },
            { label: 'SCHOOL ADDRESS', value: `${a.street}, ${cityLine(a)}` },
            { label: 'SCHOOL OFFICIAL TO CONTACT UPON ARRIVAL', value: `${upper(fullName(dso))}, PDSO` },
            { label: 'SCHOOL CODE AND APPROVAL DATE', value: `${schoolCode(rng, a)}  ${dayMonthUpper(new Date(Date.UTC(int(rng, 2003, 2012), int(rng, 0, 11), int(rng, 1, 28))))}` },
          ],
        },
        { type: 'subtitle', text: 'PROGRAM OF STUDY' },
        {
          type: 'grid',
          columns: 3,
          cells: [
            { label: 'EDUCATION LEVEL', value: level(rng) },
            { label: 'MAJOR 1', value: upper(major(p)) },
            { label: 'MAJOR 2', value: 'NONE 00.0000' },
            { label: 'PROGRAM ENGLISH PROFICIENCY', value: 'Required, met', span: 1 },
            { label: 'ENGLISH PROFICIENCY NOTES', value: rng.pick(['TOEFL', 'IELTS', 'Duolingo English Test']), span: 2 },
            { label: 'EARLIEST ADMISSION DATE', value: us(addDays(p.school.start, -30)) },
            { label: 'START OF CLASSES', value: us(addDays(p.school.start, int(rng, 2, 9))) },
            { label: 'PROGRAM START/END DATE', value: `${us(p.school.start)} - ${us(p.school.end)}` },
          ],
        },
        { type: 'subtitle', text: 'FINANCIALS - ESTIMATED AVERAGE COSTS FOR: 9 MONTHS' },
        { type: 'table', header: ['Costs', 'Amount', "Student's Funding", 'Amount'], rows: [['Tuition and Fees', money(tuition), 'Personal Funds', money(living + 4000)], ['Living Expenses', money(living), 'Funds From This School', money(tuition)], ['Total', money(tuition + living), 'Total', money(tuition + living + 4000)]] },
        { type: 'paragraph', text: `SCHOOL ATTESTATION. I certify under penalty of perjury that all information provided above was entered before I signed this form and is true and correct. Signature of ${fullName(dso)}, Primary Designated School Official. Date issued ${us(issued)}, place issued ${a.city}, ${a.state}.` },
        { type: 'paragraph', text: 'STUDENT ATTESTATION. I have read and agreed to comply with the terms and conditions of my admission and those of any extension of stay. Signature of student ____________________  Date ________' },
        { type: 'footer', text: 'ICE Form I-20 A-B (Rev. 2015)                                   Page 1 of 3' },
      ],
      truth: i20Truth(p, a),
    };
  },
};

/** A continuing student's I-20: labelled lines in the document's style, CPT on page 2, an extension remark. */
const continued: LayoutFamily = {
  id: 'i20/sevis-continued-attendance-employment-page',
  kind: 'i20',
  modelledOn: 'a reprinted SEVIS Form I-20 for continued attendance or program extension, with page 2 Employment Authorizations (CPT employer) and Travel Endorsement, remarks citing the old end date',
  build: (p, rng) => {
    const a = schoolAddress(p, rng);
    const dso = stranger(rng);
    const extended = rng.chance(0.5);
    const oldEnd = addDays(p.school.end, -int(rng, 120, 300));
    const cptEmployer = rng.pick(['Brightline Analytics LLC', 'Harborview Engineering Group', 'Cedar Ridge Health Partners', 'Meridian Consulting Inc.']);
    const cptStart = addDays(p.school.start, int(rng, 250, 400));
    return {
      kind: 'i20',
      fileName: rng.pick(['I-20 continued attendance.pdf', 'updated I20.pdf', 'I-20 with CPT.pdf']),
      styles: ['stacked', 'leaders', 'columns'],
      blocks: [
        { type: 'lines', lines: ombHeader, size: 8.5 },
        { type: 'subtitle', text: `SEVIS ID: ${p.sevis}     Class of Admission: F-1` },
        {
          type: 'fields',
          fields: [
            ['Surname/Primary Name', upper(p.name.family)],
            ['Given Name', upper(given(p.name))],
            ['Country of Birth', upper(p.country.name)],
            ['Country of Citizenship', upper(p.country.name)],
            ['Date of Birth', us(p.dob)],
            ['Form Issue Reason', extended ? 'CONTINUED ATTENDANCE - PROGRAM EXTENSION' : 'CONTINUED ATTENDANCE'],
            ['School Name', p.school.name],
            ['School Address', `${a.street}, ${cityLine(a)}`],
            ['Education Level', level(rng)],
            ['Major 1', major(p)],
            ['Program Start Date', us(p.school.start)],
            ['Program End Date', us(p.school.end)],
          ],
        },
        ...(extended ? [{ type: 'paragraph' as const, text: `Remarks: Program extension approved ${us(addDays(oldEnd, -int(rng, 20, 45)))}. Previous program end date ${us(oldEnd)}. Student is maintaining status and making normal progress.` }] : []),
        { type: 'subtitle', text: 'EMPLOYMENT AUTHORIZATIONS' },
        { type: 'table', header: ['Type', 'Status', 'Start Date', 'End Date', 'Employer'], rows: [['CPT', rng.pick(['Full Time', 'Part Time']), us(cptStart), us(addDays(cptStart, 90)), cptEmployer]], widths: [0.1, 0.15, 0.17, 0.17, 0.41] },
        { type: 'subtitle', text: 'TRAVEL ENDORSEMENT' },
        { type: 'table', header: ['Designated School Official', 'Title', 'Signature', 'Date Issued'], rows: [[fullName(dso), 'DSO', '', us(addDays(cptStart, -int(rng, 10, 40)))]], widths: [0.36, 0.14, 0.28, 0.22] },
        { type: 'lines', lines: [`Contact: International Student and Scholar Services, ${a.street}, ${cityLine(a)}`], size: 8.5 },
        { type: 'footer', text: 'Form I-20 (Rev. 2015)   Page 2 of 3' },
      ],
      truth: i20Truth(p, a),
    };
  },
};

/** A transfer-in I-20: the releasing school in its own line, program details in a ruled table. */
const transfer: LayoutFamily = {
  id: 'i20/sevis-school-transfer-table',
  kind: 'i20',
  modelledOn: 'a SEVIS Form I-20 issued for a school transfer ("Transfer pending", release date and prior school), student block in two columns and the program of study in a ruled table',
  build: (p, rng) => {
    const a = schoolAddress(p, rng);
    const dso = stranger(rng);
    const prior = rng.pick(['Riverside Community College', 'Lakeshore English Institute', 'State College of Westbrook', 'Pinecrest University']);
    const release = addDays(p.school.start, -int(rng, 20, 60));
    const dates = rng.pick([us, long]);
    return {
      kind: 'i20',
      fileName: rng.pick(['transfer I-20.pdf', 'I-20 transfer pending.pdf']),
      styles: ['two-column', 'inline'],
      blocks: [
        { type: 'lines', lines: ombHeader, size: 8.5 },
        { type: 'lines', lines: [`SEVIS ID ${p.sevis}`, 'F-1 STUDENT'], align: 'right' },
        {
          type: 'fields',
          fields: [
            ['SURNAME', upper(p.name.family)],
            ['GIVEN NAME', upper(given(p.name))],
            ['DATE OF BIRTH', us(p.dob)],
            ['BIRTH', `${upper(p.birthCity)}, ${upper(p.country.name)}`],
            ['CITIZENSHIP', upper(p.country.name)],
            ['ISSUE REASON', 'SCHOOL TRANSFER'],
          ],
        },
        { type: 'lines', lines: [`TRANSFER PENDING - Release date ${us(release)} - Transferred from ${upper(prior)}`], size: 9 },
        { type: 'subtitle', text: 'SCHOOL INFORMATION' },
        { type: 'lines', lines: [upper(p.school.name), upper(a.street), upper(cityLine(a, false)), `Contact upon arrival: ${fullName(dso)}, Designated School Official`] },
        { type: 'subtitle', text: 'PROGRAM OF STUDY' },
        { type: 'table', header: ['Level', 'Major 1', 'Program Start', 'Program End'], rows: [[level(rng), major(p), dates(p.school.start), dates(p.school.end)]], widths: [0.18, 0.38, 0.22, 0.22] },
        { type: 'paragraph', text: `The student has been admitted to a full course of study. The student's SEVIS record will be released by ${prior} on the release date shown and must report to the DSO of the new school within 15 days of the program start date.` },
        { type: 'paragraph', text: `Issued by ${fullName(dso)}, DSO, at ${a.city}, ${a.state} on ${us(addDays(release, -int(rng, 1, 10)))}.` },
        { type: 'footer', text: 'Form I-20 (Rev. 2015)   Page 1 of 3' },
      ],
      truth: i20Truth(p, a),
    };
  },
};

export const i20s: LayoutFamily[] = [initial, continued, transfer];
