import type { LayoutFamily } from '../document-spec.js';
import { addDays, addMonths, i20Truth } from './residence-work-common.development.js';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const dashed = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;

/**
 * A SEVIS "Student Record Summary" as a school's international office prints it from its
 * student information system (sometimes attached to I-485 packets instead of the I-20 itself):
 * stacked label/value pairs in sections, ISO or "MM-DD-YYYY" dates, "Education Level and Major"
 * holding both ("BACHELOR'S / COMPUTER SCIENCE"), "Session Start Date" and "Program End Date",
 * a registration history table of terms (whose dates are not the program's), an OPT block with
 * its own dates, and the DSO's name and the office address.
 */
const recordSummary: LayoutFamily = {
  id: 'i20/sevis-record-summary',
  kind: 'i20',
  modelledOn: 'school SIS printout of a SEVIS student record summary (sections of stacked fields, term registration table, OPT block)',
  build: (p, rng) => {
    const d = rng.pick([iso, dashed]);
    const level = rng.pick(["BACHELOR'S", "MASTER'S", 'DOCTORATE']);
    const sep = rng.pick([' / ', ' - ', ', ']);
    const up = rng.chance(0.5);
    const cased = (t: string) => (up ? t.toUpperCase() : t);
    const dso = `${p.others.registrar.given} ${p.others.registrar.family}`;
    // The campus: in the school's own city (its name), numbered like the international office.
    const o = p.others.officeAddress;
    const s = { street: `${/^\d+/.exec(o.street)?.[0] ?? '100'} University Plaza`, unit: '', city: p.school.name.replace(/^University of /, ''), state: o.state, zip: o.zip };
    const terms = [0, 1, 2].map((i) => addMonths(p.school.start, 6 * i + 12));
    const opt = addMonths(p.school.start, 30);
    const splitMajor = rng.chance(0.5);
    return {
      kind: 'i20',
      fileName: rng.pick(['SEVIS record.pdf', 'student record summary.pdf']),
      styles: ['stacked'],
      blocks: [
        { type: 'lines', lines: [`Office of International Students and Scholars - ${cased(p.school.name)}`, `Printed ${d(addMonths(p.school.start, 20))}`], size: 9 },
        { type: 'title', text: rng.pick(['Student Record Summary (F-1)', 'SEVIS STUDENT RECORD']) },
        {
          type: 'fields',
          style: 'stacked',
          fields: [
            ['SEVIS ID', p.sevis],
            ['Student Name', `${p.name.family.toUpperCase()}, ${p.name.given.toUpperCase()}`],
            ['Status', 'Active'],
            ['Latest I-20 Issue Reason', rng.pick(['Continued Attendance', 'Initial Attendance', 'Update'])],
          ],
        },
        { type: 'subtitle', text: 'SCHOOL INFORMATION' },
        {
          type: 'fields',
          style: rng.pick(['stacked', 'columns'] as const),
          fields: [
            [rng.pick(['Name of School', 'School Name']), cased(p.school.name)],
            ['School Address', `${s.street}, ${s.city}, ${s.state} ${s.zip}`],
            ['School Code', `${s.city.slice(0, 3).toUpperCase()}214F00${Math.floor(rng.between(100, 999))}000`],
          ],
        },
        { type: 'subtitle', text: 'PROGRAM INFORMATION' },
        {
          type: 'fields',
          style: rng.pick(['stacked', 'columns'] as const),
          fields: [
            ...(splitMajor
              ? ([
                  ['Education Level', level],
                  [rng.pick(['Field of Study', 'Major']), cased(p.school.program)],
                ] as Array<[string, string]>)
              : ([['Education Level and Major', `${level}${sep}${cased(p.school.program)}`]] as Array<[string, string]>)),
            [rng.pick(['Session Start Date', 'Program Start Date', 'Start of Classes']), d(p.school.start)],
            [rng.pick(['Program End Date', 'Expected Completion Date', 'Completion']), d(p.school.end)],
          ],
        },
        { type: 'subtitle', text: 'REGISTRATION HISTORY' },
        { type: 'table', header: ['Term', 'Registered On', 'Next Session'], rows: terms.map((t, i) => [`Term ${i + 3}`, d(t), d(addMonths(t, 5))]), widths: [0.3, 0.35, 0.35] },
        { type: 'subtitle', text: 'EMPLOYMENT' },
        { type: 'fields', style: 'inline', fields: [['OPT Request', 'Post-completion'], ['Requested Start Date', d(opt)], ['Requested End Date', d(addDays(addMonths(opt, 12), -1))]] },
        { type: 'footer', text: `Designated School Official: ${dso}   ${s.street}, ${s.city}, ${s.state} ${s.zip}` },
      ],
      truth: i20Truth(p, s),
    };
  },
};

export const i20Development3: LayoutFamily[] = [recordSummary];
