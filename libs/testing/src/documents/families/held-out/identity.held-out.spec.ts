import { emptyForm, type FormType } from '@formpath/contracts';
import { createPersona, type Persona } from '../../../persona.js';
import { Rng } from '../../../random.js';
import { readFilledPdf } from '../../../read-filled-pdf.js';
import { renderPdf } from '../../../render.js';
import type { Kind } from '../../document-spec.js';
import { identityHeldOut } from './identity.held-out.js';

const kinds: Kind[] = ['passport', 'i94', 'drivers_license', 'social_security_card', 'ead_card'];
const seeds = Array.from({ length: 12 }, (_, i) => i + 1);

// Independent of the families' own formatters: what a date, a colour, a number may look like on a page.
const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/\s+/g, ' ');
const compact = (s: string) => norm(s).replace(/[\s-]/g, '');
const months = [
  ['JAN', 'JANUARY', 'ENE', 'ENERO', 'JANV'], ['FEB', 'FEBRUARY', 'FEBRERO', 'FEVR'], ['MAR', 'MARCH', 'MARZO', 'MARS'], ['APR', 'APRIL', 'ABR', 'ABRIL', 'AVR'],
  ['MAY', 'MAYO', 'MAI'], ['JUN', 'JUNE', 'JUNIO', 'JUIN'], ['JUL', 'JULY', 'JULIO', 'JUIL'], ['AUG', 'AUGUST', 'AGO', 'AGOSTO', 'AOUT'],
  ['SEP', 'SEPTEMBER', 'SEPT', 'SEPTIEMBRE'], ['OCT', 'OCTOBER', 'OCTUBRE'], ['NOV', 'NOVEMBER', 'NOVIEMBRE'], ['DEC', 'DECEMBER', 'DIC', 'DICIEMBRE'],
];
const dateShown = (text: string, value: string) => {
  const [mm, dd, yyyy] = value.split('/') as [string, string, string];
  const m = Number(mm);
  const d = Number(dd);
  const mon = `(?:${(months[m - 1] as string[]).join('|')})(?:\\s*/\\s*[A-Z]+)?`;
  const day = `0?${d}`;
  const num = `0?${m}`;
  const patterns = [
    `\\b${num}/${day}/${yyyy}\\b`, `\\b${yyyy}-${mm}-${dd}\\b`, `\\b${day}[./ ]${num}[./ ]${yyyy}\\b`,
    `\\b${day} ?${mon} ?${yyyy}\\b`, `\\b${mon} ${day},? ${yyyy}\\b`, `\\b${yyyy} ${mon} ${day}\\b`,
  ];
  return patterns.some((pt) => new RegExp(pt).test(text));
};
const colours: Record<string, string[]> = {
  Brown: ['BRO', 'BRN'], Black: ['BLK'], Blue: ['BLU'], Green: ['GRN'], Hazel: ['HAZ', 'HZL'], Gray: ['GRY'], Blond: ['BLN'], Red: ['RED'], Sandy: ['SDY'],
};
const token = (text: string, words: string[]) => words.some((w) => new RegExp(`(^|[^A-Z0-9])${w}([^A-Z0-9]|$)`).test(text));

const shown = (path: string, value: string, text: string, p: Persona): boolean => {
  if (!value) return true;
  if (/date_of_birth|arrival_date|entry_date/.test(path)) return dateShown(text, value);
  if (/(^|\.)sex$/.test(path)) return token(text, [value.toUpperCase(), value[0] as string]);
  if (/country/.test(path)) return [p.country.name, p.country.demonym, p.country.code].some((c) => text.includes(norm(c)));
  if (/height\.(feet|inches)$/.test(path)) return new RegExp(`\\b${p.height.feet}\\s*(?:'|FT|-)\\s*-?\\s*0?${p.height.inches}\\b`).test(text);
  if (/weight_lbs$/.test(path)) return token(text, [value]);
  if (/(eye|hair)_color$/.test(path)) return token(text, [norm(value), ...(colours[value] ?? [])]);
  if (/ssn|social_security_number|a_number|alien_registration_number|i_?94_number/.test(path)) return compact(text).includes(compact(value.replace(/^0+/, '')));
  return text.includes(norm(value));
};

const pathExists = (form: FormType, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' && k in o ? (o as Record<string, unknown>)[k] : undefined), emptyForm(form)) !== undefined;

describe('held-out identity families', () => {
  it('has at least three families of each kind, with unique ids named after their kind', () => {
    const ids = identityHeldOut.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of identityHeldOut) {
      expect(f.id.startsWith(`${f.kind}/`)).toBe(true);
      expect(f.modelledOn.length).toBeGreaterThan(20);
    }
    for (const kind of kinds) expect(identityHeldOut.filter((f) => f.kind === kind).length).toBeGreaterThanOrEqual(3);
  });

  describe.each(identityHeldOut.map((f) => [f.id, f] as const))('%s', (_id, family) => {
    it('is deterministic per seed and its truth names real form fields', () => {
      for (const seed of seeds.slice(0, 4)) {
        const p = createPersona(seed);
        const a = family.build(p, new Rng(seed));
        expect(JSON.stringify(family.build(p, new Rng(seed)))).toBe(JSON.stringify(a));
        expect(a.kind).toBe(family.kind);
        for (const form of ['I-485', 'I-765'] as const) for (const path of Object.keys(a.truth[form])) expect(`${form} ${path} ${pathExists(form, path)}`).toBe(`${form} ${path} true`);
      }
    });

    it('shows every truth value on the rendered page', async () => {
      for (const seed of seeds) {
        const p = createPersona(seed);
        const rng = new Rng(seed * 31 + 7);
        const spec = family.build(p, rng);
        const pdf = await readFilledPdf(await renderPdf(spec.blocks, rng.pick(spec.styles), rng));
        let raw = '';
        for (let n = 1; n <= pdf.pages; n++) raw += ` ${await pdf.text(n)}`;
        await pdf.close();
        const text = norm(raw);
        const missing = (['I-485', 'I-765'] as const).flatMap((form) =>
          Object.entries(spec.truth[form]).filter(([path, value]) => !shown(path, value, text, p)).map(([path, value]) => `${form} ${path}=${value}`),
        );
        expect(`seed ${seed}: ${missing.join('; ')}`).toBe(`seed ${seed}: `);
        expect(Object.keys(spec.truth['I-485']).length + Object.keys(spec.truth['I-765']).length).toBeGreaterThan(0);
      }
    });
  });

  it('keeps other people out of the truth', () => {
    for (const seed of seeds) {
      const p = createPersona(seed);
      const others = [p.others.translator, p.others.registrar, p.others.hrContact, p.others.landlord].map((n) => n.family);
      for (const f of identityHeldOut) {
        const t = f.build(p, new Rng(seed)).truth;
        const values = [...Object.values(t['I-485']), ...Object.values(t['I-765'])];
        for (const o of others) if (o !== p.name.family) expect(values).not.toContain(o);
        expect(values).not.toContain(p.others.officeAddress.street);
      }
    }
  });
});
