import { printDate } from '../../formats.js';
import { createPersona } from '../../persona.js';
import { Rng } from '../../random.js';
import { readFilledPdf } from '../../read-filled-pdf.js';
import { renderPdf } from '../../render.js';
import { civilDevelopment } from './civil.development.js';
import { dayFirst, esDate, ordinalDate, stateName, yearFirst } from './civil-common.development.js';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ');

/** The ways a truth value may be printed on the page. */
const printed = (path: string, value: string): string[] | 'derived' => {
  if (/marital_status|end_reason/.test(path) || value === 'United States') return 'derived';
  const date = value.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (date) {
    const d = new Date(Date.UTC(+date[3]!, +date[1]! - 1, +date[2]!));
    const m = months[d.getUTCMonth()]!;
    return [value, `${m} ${d.getUTCDate()}, ${d.getUTCFullYear()}`, `${d.getUTCDate()} ${m} ${d.getUTCFullYear()}`, esDate(d), dayFirst(d), dayFirst(d, '.'), dayFirst(d, '-'), ordinalDate(d).replace(/^the /, ''), yearFirst(d), printDate(d, 'day-month-abbr')];
  }
  if (/\.sex$|^sex$/.test(path)) return [value, value === 'Male' ? 'masculino' : 'femenino', value === 'Male' ? 'hombre' : 'mujer'];
  const place = value.match(/^(.+), ([A-Z]{2})$/);
  if (place) return [value, `${place[1]}, ${stateName(place[2]!)}`];
  return [value];
};

describe('civil development families', () => {
  for (const family of civilDevelopment) {
    it(`${family.id} shows every truth value it claims`, async () => {
      for (let seed = 1; seed <= 12; seed++) {
        const p = createPersona(seed);
        const rng = new Rng(seed * 17 + 3);
        const spec = family.build(p, rng);
        expect(spec.kind).toBe(family.kind);
        const bytes = await renderPdf(spec.blocks, rng.pick(spec.styles), rng);
        const pdf = await readFilledPdf(bytes);
        let text = '';
        for (let n = 1; n <= pdf.pages; n++) text += ` ${await pdf.text(n)}`;
        await pdf.close();
        const page = norm(text);
        for (const form of ['I-485', 'I-765'] as const) {
          for (const [path, value] of Object.entries(spec.truth[form])) {
            if (!value) continue;
            const ways = printed(path, value);
            if (ways === 'derived') continue;
            // A name's words, or a place's parts (city and country in separate boxes), each on the page.
            const parts = /name/.test(path) ? value.split(' ') : /place/.test(path) ? value.split(', ') : [];
            const shown = ways.some((w) => page.includes(norm(w))) || (parts.length > 0 && parts.every((w) => page.includes(norm(w)) || (/^[A-Z]{2}$/.test(w) && page.includes(norm(stateName(w))))));
            if (!shown) throw new Error(`${family.id} seed ${seed}: ${path} = "${value}" is not on the page`);
          }
        }
        // The applicant's own record and the child's record never mix.
        const keys = Object.keys(spec.truth['I-485']);
        expect(keys.some((k) => k.startsWith('children.')) && keys.some((k) => k.startsWith('biographic_information.'))).toBe(false);
      }
    });
  }
});
