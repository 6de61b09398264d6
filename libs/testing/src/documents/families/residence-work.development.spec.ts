import { createPersona } from '../../persona.js';
import { Rng } from '../../random.js';
import { renderPdf, type Block } from '../../render.js';
import { residenceWorkDevelopment } from './residence-work.development.js';

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const meses = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const pad = (n: number) => String(n).padStart(2, '0');

/** Every string a block draws. */
const drawn = (blocks: Block[]): string =>
  blocks
    .flatMap((b) => {
      switch (b.type) {
        case 'title': case 'subtitle': case 'paragraph': case 'footer': return [b.text];
        case 'fields': return b.fields.flat();
        case 'lines': case 'mrz': case 'stamp': return b.lines;
        case 'table': return [...(b.header ?? []), ...b.rows.flat()];
        case 'grid': return b.cells.flatMap((c) => [c.label, c.value]);
        case 'spacer': return [];
      }
    })
    .join('\n');

/** Every date printed in the text, as MM/DD/YYYY and MM/YYYY. */
const datesIn = (text: string): Set<string> => {
  const out = new Set<string>();
  const add = (m: number, d: number, y: number) => {
    out.add(`${pad(m)}/${pad(d)}/${y}`);
    out.add(`${pad(m)}/${y}`);
  };
  for (const m of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g)) {
    add(Number(m[1]), Number(m[2]), Number(m[3]));
    add(Number(m[2]), Number(m[1]), Number(m[3])); // day-first on Spanish documents
  }
  for (const m of text.matchAll(/\b(\d{1,2}) de ([a-z]+) de (\d{4})\b/gi)) {
    const i = meses.indexOf((m[2] as string).toLowerCase());
    if (i >= 0) add(i + 1, Number(m[1]), Number(m[3]));
  }
  for (const m of text.matchAll(/\b([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})\b/g)) {
    const i = months.findIndex((n) => n.startsWith((m[1] as string).toLowerCase().slice(0, 3)));
    if (i >= 0) add(i + 1, Number(m[2]), Number(m[3]));
  }
  for (const m of text.matchAll(/\b(\d{1,2}) ([A-Za-z]{3,9}) (\d{4})\b/g)) {
    const i = months.findIndex((n) => n.startsWith((m[2] as string).toLowerCase().slice(0, 3)));
    if (i >= 0) add(i + 1, Number(m[1]), Number(m[3]));
  }
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) add(Number(m[2]), Number(m[3]), Number(m[1]));
  for (const m of text.matchAll(/\b(\d{2})-(\d{2})-(\d{4})\b/g)) add(Number(m[1]), Number(m[2]), Number(m[3]));
  for (const m of text.matchAll(/\b([A-Za-z]{3,9}) (\d{4})\b/g)) {
    const i = months.indexOf((m[1] as string).toLowerCase());
    if (i >= 0) out.add(`${pad(i + 1)}/${m[2]}`);
  }
  return out;
};

const shown = (text: string, value: string): boolean => {
  const flat = text.toLowerCase().replace(/\s+/g, ' ');
  if (value === 'Present' || value === 'United States') return true; // derived, not printed
  const weekly = Number(text.match(/\b(\d{1,2}) hours (?:a|per) week/)?.[1] ?? Number.NaN);
  if (value === 'Full-time' && weekly >= 35) return true;
  if (value === 'Part-time' && weekly < 35) return true;
  if (value === 'Full-time') return /\[X\] Full-time|full[- ]time|tiempo completo/i.test(text) && !/\[X\] Part-time/.test(text);
  if (value === 'Part-time') return /\[X\] Part-time|part[- ]time|medio tiempo|tiempo parcial/i.test(text) && !/\[X\] Full-time/.test(text);
  // Phones are printed "(555) 123-4567", "555.123.4567", "+1 555 123 4567": compare digits.
  if (/^\d{3}-\d{3}-\d{4}$/.test(value)) return text.replace(/\D/g, '').includes(value.replace(/\D/g, ''));
  if (/^\d{2}\/(\d{2}\/)?\d{4}$/.test(value)) return datesIn(text).has(value);
  // Numbers are printed grouped ("A212 345 678"): compare their digits.
  if (/^\d{6,}$/.test(value)) return text.replace(/(\d)[ -](?=\d)/g, '$1').includes(value);
  return flat.includes(value.toLowerCase());
};

describe('residence and work development families', () => {
  it('has at least two families per kind, each modelled on something', () => {
    for (const kind of ['employment_letter', 'lease_or_utility_bill', 'uscis_notice', 'i20']) {
      expect(residenceWorkDevelopment.filter((f) => f.kind === kind).length).toBeGreaterThanOrEqual(2);
    }
    for (const f of residenceWorkDevelopment) {
      expect(f.id.startsWith(`${f.kind}/`)).toBe(true);
      expect(f.modelledOn.length).toBeGreaterThan(10);
    }
  });

  for (const family of residenceWorkDevelopment) {
    it(`${family.id}: every truth value is on the page, and nobody else's`, async () => {
      for (let seed = 1; seed <= 16; seed++) {
        const p = createPersona(seed);
        const rng = new Rng(seed * 97 + 3);
        const spec = family.build(p, rng);
        expect(spec.kind).toBe(family.kind);
        const bytes = await renderPdf(spec.blocks, spec.styles[0] ?? 'inline', rng);
        expect(bytes.length).toBeGreaterThan(500);
        const text = drawn(spec.blocks);
        for (const form of ['I-485', 'I-765'] as const) {
          for (const [path, value] of Object.entries(spec.truth[form])) {
            if (!value) continue;
            if (!shown(text, value)) throw new Error(`${family.id} seed ${seed} ${form} ${path} = "${value}" is not on the page`);
            const o = p.others;
            expect([o.officeAddress.street, `${o.hrContact.given} ${o.hrContact.family}`, `${o.landlord.given} ${o.landlord.family}`]).not.toContain(value);
          }
        }
      }
    });
  }
});
