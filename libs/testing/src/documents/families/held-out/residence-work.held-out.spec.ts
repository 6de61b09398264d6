import { formSchemas } from '@formpath/contracts';
import { formMonth, fullName } from '../../../formats.js';
import { createPersona, type Persona } from '../../../persona.js';
import { Rng } from '../../../random.js';
import { readFilledPdf } from '../../../read-filled-pdf.js';
import { renderPdf } from '../../../render.js';
import type { Truth } from '../../document-spec.js';
import { abbr, dayMonthUpper, long, monthYear, spanish, us, usShort } from './residence-work-helpers.js';
import { residenceWorkHeldOut } from './residence-work.held-out.js';

// Every family, for several applicants: the truth paths exist on the forms, every truth value (or
// the way the document prints it) is on the rendered page, and no other person's data is in truth.

const seeds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const norm = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();
/** Digit groups written "123 456 789" or "123-456-789" read as one number. */
const joinDigits = (s: string) => s.replace(/(\d)[ -](?=\d)/g, '$1');

const printedDates = (d: Date) => [us, usShort, long, abbr, monthYear, dayMonthUpper, spanish, (x: Date) => x.toISOString().slice(0, 10)].map((f) => norm(f(d)));
const hoursForms: Record<string, string[]> = {
  'Full-time': ['FULL-TIME', 'FULL TIME', 'TIEMPO COMPLETO'],
  'Part-time': ['PART-TIME', 'PART TIME', 'MEDIO TIEMPO', 'TIEMPO PARCIAL'],
};

/** Whether the page shows the value, in the form a reader would have to recognise. */
const shows = (text: string, p: Persona, path: string, value: string): boolean => {
  if (value === 'Present' || value === 'United States') return true; // derived: a current job or home in the US
  if (path.endsWith('full_time_or_part_time')) return (hoursForms[value] ?? []).some((f) => text.includes(f));
  if (/^\d{2}\/\d{4}$/.test(value)) {
    const dates = [p.employer.start, p.school.start, p.school.end, p.leaseStart].filter((d) => formMonth(d) === value);
    return dates.some((d) => printedDates(d).some((f) => text.includes(f)));
  }
  if (/^\d{9,12}$/.test(value)) return joinDigits(text).includes(value);
  return text.includes(norm(value));
};

/** Path → value rows made into a form object, so the form's strict schema can refuse an unknown path. */
const asForm = (rows: Record<string, string>, base: object) => {
  const out: Record<string, unknown> = structuredClone(base) as Record<string, unknown>;
  for (const [path, value] of Object.entries(rows)) {
    const keys = path.replace('.#.', '.0.').split('.');
    let node = out as Record<string, unknown>;
    keys.forEach((k, i) => {
      if (i === keys.length - 1) node[k] = value;
      else node = (node[k] ??= /^\d+$/.test(keys[i + 1] as string) ? [] : {}) as Record<string, unknown>;
    });
  }
  return out;
};

describe('held-out residence and work families', () => {
  it('has at least three families per kind, each named for its kind', () => {
    const ids = residenceWorkHeldOut.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of residenceWorkHeldOut) expect(f.id.startsWith(`${f.kind}/`)).toBe(true);
    for (const kind of ['employment_letter', 'lease_or_utility_bill', 'uscis_notice', 'i20']) {
      expect(residenceWorkHeldOut.filter((f) => f.kind === kind).length).toBeGreaterThanOrEqual(3);
    }
  });

  for (const family of residenceWorkHeldOut) {
    it(`${family.id}: truth is on the page and only the applicant's`, async () => {
      for (const seed of seeds) {
        const p = createPersona(seed);
        const rng = new Rng(seed * 31 + 7);
        const spec = family.build(p, rng);
        expect(spec.kind).toBe(family.kind);
        const style = spec.styles[seed % spec.styles.length]!;
        const bytes = await renderPdf(spec.blocks, style, rng);
        const pdf = await readFilledPdf(bytes);
        let text = '';
        for (let n = 1; n <= pdf.pages; n++) text += ` ${await pdf.text(n)}`;
        await pdf.close();
        text = norm(text);
        const truth: Truth = spec.truth;
        expect(Object.keys(truth['I-485']).length + Object.keys(truth['I-765']).length).toBeGreaterThan(0);
        for (const form of ['I-485', 'I-765'] as const) {
          // A history row's address is an object the schema does not default.
          const base = form === 'I-485' ? { biographic_information: {}, employment_and_education_history_5_years: [{ address: {} }] } : {};
          expect(formSchemas[form].safeParse(asForm(truth[form], base)).error).toBeUndefined();
          for (const [path, value] of Object.entries(truth[form])) {
            if (!value) continue;
            if (!shows(text, p, path, value)) throw new Error(`${family.id} seed ${seed} (${style}): ${form} ${path} = "${value}" is not on the page`);
          }
          const others = [fullName(p.others.landlord), fullName(p.others.hrContact), p.others.officeAddress.street, p.previousAddress.street, p.employer.signer];
          for (const value of Object.values(truth[form])) expect(others).not.toContain(value);
        }
      }
    });
  }
});
