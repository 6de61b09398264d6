import { createPersona } from '../../persona.js';
import { Rng } from '../../random.js';
import { readFilledPdf } from '../../read-filled-pdf.js';
import { renderPdf } from '../../render.js';
import { identityDevelopment } from './identity.development.js';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/\s+/g, ' ');
const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const long = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
const colourCodes: Record<string, string[]> = {
  BROWN: ['BRO', 'BRN', 'BR'], BLACK: ['BLK', 'BK'], BLUE: ['BLU', 'BL'], GREEN: ['GRN', 'GR'], HAZEL: ['HAZ', 'HZ'], GRAY: ['GRY', 'GY'],
  BLOND: ['BLN'], RED: ['RED'], SANDY: ['SDY'],
};

/** The ways a page may print a truth value: the value itself, a date's other renderings, codes. */
const printedForms = (path: string, value: string): string[] => {
  const forms = [fold(value)];
  const date = value.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  if (date) {
    const [, mm, dd, yyyy] = date as unknown as [string, string, string, string];
    const m = +mm - 1;
    forms.push(`${yyyy}-${mm}-${dd}`, `${dd} ${mm} ${yyyy}`, `${dd}.${mm}.${yyyy}`, `${dd}/${mm}/${yyyy}`, `${dd} ${months[m]} ${yyyy}`, `${yyyy} ${long[m]} ${dd}`, `${months[m]} ${dd} ${yyyy}`, `${dd}${months[m]}${yyyy}`);
    forms.push(`/${months[m]} ${yyyy}`);
  }
  if (/sex$/.test(path)) forms.push(value[0] as string);
  if (/colou?r/.test(path)) forms.push(...(colourCodes[fold(value)] ?? []));
  if (/i94|i_94|status|arrival|immigration/.test(path)) forms.push(value.replace(/^([A-Z]{1,2})(\d)/, '$1-$2'), `${value.slice(0, 9)} ${value.slice(9)}`);
  if (/ssn|social_security/.test(path)) forms.push(value.replace(/-/g, ' '));
  if (/a_number|alien_registration/.test(path)) forms.push(value.replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3'));
  return forms;
};

describe('identity development families', () => {
  it('have unique ids of the form <kind>/<name> and say what they imitate', () => {
    const ids = identityDevelopment.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of identityDevelopment) {
      expect(f.id.startsWith(`${f.kind}/`)).toBe(true);
      expect(f.modelledOn.length).toBeGreaterThan(10);
    }
  });

  for (const family of identityDevelopment) {
    it(`${family.id} prints every value its truth claims`, async () => {
      for (const seed of [3, 11, 24, 47, 58]) {
        const p = createPersona(seed);
        const spec = family.build(p, new Rng(seed));
        expect(spec.kind).toBe(family.kind);
        const bytes = await renderPdf(spec.blocks, spec.styles[0] ?? 'inline', new Rng(seed));
        const pdf = await readFilledPdf(bytes);
        let text = '';
        for (let n = 1; n <= pdf.pages; n++) text += ` ${await pdf.text(n)}`;
        await pdf.close();
        // A PDF417 symbol shows its data to a reader of barcodes.
        const symbols = spec.blocks.flatMap((b) => (b.type === 'pdf417' ? [b.data.replace(/\n/g, ' ')] : []));
        const page = fold([text, ...symbols].join(' '));
        for (const form of ['I-485', 'I-765'] as const) {
          for (const [path, value] of Object.entries(spec.truth[form])) {
            if (!value) continue;
            const shown = printedForms(path, value).some((v) => page.includes(v));
            if (!shown) throw new Error(`${family.id} seed ${seed}: ${path} = "${value}" is not on the page`);
          }
        }
        // No other person's name is claimed as the applicant's.
        expect(Object.values(spec.truth['I-485'])).not.toContain(p.others.hrContact.family);
      }
    });
  }
});
