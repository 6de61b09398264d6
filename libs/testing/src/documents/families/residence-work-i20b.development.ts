import type { LayoutFamily } from '../document-spec.js';
import type { Persona, UsAddress } from '../../persona.js';
import type { Rng } from '../../random.js';
import { addDays, addMonths, i20Truth, letterDate, zipPlus4, type LetterDate } from './residence-work-common.development.js';

const cip: Record<string, string> = { 'Computer Science': '11.0701', 'Business Administration': '52.0201', Nursing: '51.3801', 'Civil Engineering': '14.0801', Economics: '45.0601' };

const campus = (p: Persona, rng: Rng): UsAddress => ({
  street: `${Math.floor(rng.between(10, 2999))} ${rng.pick(['Academic Way', 'University Plaza', 'College Ave', 'Scholars Dr'])}`,
  unit: '',
  city: p.school.name.replace(/^University of /, ''),
  state: rng.pick(['WA', 'GA', 'NJ', 'MI', 'AZ', 'CO']),
  zip: String(Math.floor(rng.between(10001, 98999))),
});
const given = (p: Persona) => [p.name.given, p.name.middle].filter(Boolean).join(' ');

/**
 * A reissued SEVIS I-20 (transfer or program extension) as schools print it: the student block
 * and the school block side by side ("Label: value" in two columns), program facts in boxes
 * with start and end dates in separate cells, the prior school and the issue reason, and page
 * 2's employment authorization table (CPT/OPT with an employer and its own dates).
 */
const reissue: LayoutFamily = {
  id: 'i20/sevis-reissue-two-column',
  kind: 'i20',
  modelledOn: 'SEVIS I-20 reissued for transfer/extension, two-column student/school header, page 2 employment authorizations table',
  build: (p, rng) => {
    const s = campus(p, rng);
    const ds = rng.pick<LetterDate>(['us', 'us', 'long']);
    const d = (x: Date) => letterDate(x, ds);
    const up = rng.chance(0.5);
    const cased = (t: string) => (up ? t.toUpperCase() : t);
    const cptStart = addMonths(p.school.start, 14);
    const dso = `${p.others.registrar.given} ${p.others.registrar.family}`;
    return {
      kind: 'i20',
      fileName: rng.pick(['I-20 transfer.pdf', 'I20 extension.pdf', 'new I-20.pdf']),
      styles: ['two-column'],
      blocks: [
        { type: 'title', text: 'Certificate of Eligibility for Nonimmigrant Student Status' },
        { type: 'lines', lines: ['Form I-20 OMB NO. 1653-0038', `SEVIS ID: ${p.sevis}`], align: 'right', size: 9 },
        {
          type: 'fields',
          style: 'two-column',
          fields: [
            ['Surname', cased(p.name.family)],
            ['Given Name', cased(given(p))],
            ['Country of Citizenship', cased(p.country.name)],
            ['Date of Birth', d(p.dob)],
            ['Institution', cased(p.school.name)],
            ['Campus Address', `${s.street}, ${s.city}, ${s.state} ${zipPlus4(rng, s.zip)}`],
            ['Issue Reason', rng.pick(['School Transfer', 'Program Extension', 'Change in Level'])],
            ['Previous School', `${rng.pick(['Valley', 'Lakeview', 'Pacific'])} Community College`],
          ],
        },
        {
          type: 'grid',
          columns: 3,
          cells: [
            { label: 'PROGRAM OF STUDY', value: cased(p.school.program), span: 2 },
            { label: 'CIP CODE', value: cip[p.school.program] ?? '30.9999' },
            { label: 'PROGRAM START DATE', value: d(p.school.start) },
            { label: 'PROGRAM END DATE', value: d(p.school.end) },
            { label: 'EDUCATION LEVEL', value: cased(rng.pick(["Master's", "Bachelor's"])) },
          ],
        },
        { type: 'paragraph', text: `Designated School Official: ${dso}, International Student Services, ${s.street}, ${s.city}, ${s.state} ${s.zip}. Issued ${d(addDays(p.school.start, -90))}.` },
        { type: 'subtitle', text: 'EMPLOYMENT AUTHORIZATIONS' },
        {
          type: 'table',
          header: ['TYPE', 'EMPLOYER', 'START DATE', 'END DATE'],
          rows: [[rng.pick(['CPT', 'OPT (pending)']), `${p.others.landlord.family} Consulting LLC`, d(cptStart), d(addMonths(cptStart, 4))]],
          widths: [0.18, 0.42, 0.2, 0.2],
        },
        { type: 'subtitle', text: 'TRAVEL ENDORSEMENT' },
        { type: 'table', header: ['DESIGNATED SCHOOL OFFICIAL', 'DATE ISSUED'], rows: [[dso, d(addMonths(p.school.start, 10))]], widths: [0.6, 0.4] },
        { type: 'footer', text: `ICE Form I-20 (Rev. 2020)   SEVIS ID ${p.sevis}   Page 2 of 3` },
      ],
      truth: i20Truth(p, s),
    };
  },
};

/**
 * An M-1 (vocational) I-20 as a flight/technical school prints it, laid out as ruled tables:
 * a student row, then "SCHOOL NAME | PROGRAM OF STUDY | PROGRAM START | PROGRAM END" as a
 * header row with the values below, the costs table, and the school's address in the
 * certification paragraph.
 */
const vocational: LayoutFamily = {
  id: 'i20/m1-vocational-tables',
  kind: 'i20',
  modelledOn: 'M-1 vocational student Form I-20 printed as ruled tables (header row, value row)',
  build: (p, rng) => {
    const s = campus(p, rng);
    const ds = rng.pick<LetterDate>(['us', 'short-us', 'abbr']);
    const d = (x: Date) => letterDate(x, ds);
    const dso = `${p.others.registrar.given} ${p.others.registrar.family}`;
    return {
      kind: 'i20',
      fileName: rng.pick(['I-20 M-1.pdf', 'i20_vocational.pdf']),
      styles: ['columns'],
      blocks: [
        { type: 'lines', lines: ['Department of Homeland Security', 'U.S. Immigration and Customs Enforcement'], size: 8.5 },
        { type: 'title', text: 'Form I-20 - Certificate of Eligibility for Nonimmigrant Student Status (M-1)' },
        { type: 'lines', lines: [`SEVIS ID ${p.sevis}   CLASS M-1`] },
        { type: 'table', header: ['FAMILY NAME', 'GIVEN NAME', 'DATE OF BIRTH', 'COUNTRY OF CITIZENSHIP'], rows: [[p.name.family.toUpperCase(), given(p).toUpperCase(), d(p.dob), p.country.name.toUpperCase()]] },
        { type: 'table', header: ['SCHOOL NAME', 'PROGRAM OF STUDY'], rows: [[p.school.name, p.school.program]], widths: [0.6, 0.4] },
        { type: 'table', header: ['PROGRAM START', 'PROGRAM END', 'NORMAL LENGTH'], rows: [[d(p.school.start), d(p.school.end), `${Math.floor(rng.between(9, 24))} MONTHS`]] },
        { type: 'table', header: ['ESTIMATED COSTS', 'AMOUNT'], rows: [['Tuition and fees', `$${Math.floor(rng.between(12, 40))},000`], ['Living expenses', '$14,000'], ['Personal funds', `$${Math.floor(rng.between(30, 60))},000`]], widths: [0.7, 0.3] },
        { type: 'paragraph', text: `SCHOOL ATTESTATION. I certify that the student named above has been accepted for a full course of study at ${p.school.name}, ${s.street}, ${s.city}, ${s.state} ${s.zip}, and that the student's qualifications were reviewed. ${dso}, DSO, ${d(addDays(p.school.start, -60))}.` },
        { type: 'paragraph', text: 'STUDENT ATTESTATION. I have read and agreed to comply with the terms and conditions of my admission. I seek to enter or remain in the United States temporarily, and solely for the purpose of pursuing a full course of study at the school named above.' },
        { type: 'footer', text: 'ICE Form I-20 M-1 (Rev. 2020)' },
      ],
      truth: i20Truth(p, s),
    };
  },
};

export const i20Development2: LayoutFamily[] = [reissue, vocational];
