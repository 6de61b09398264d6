import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { countries, createPersona, type Persona } from '../../../persona.js';
import { Rng } from '../../../random.js';
import { renderPdf } from '../../../render.js';
import { fullName } from '../../../formats.js';
import { civilHeldOut } from './civil.held-out.js';

// Every held-out civil family, for several applicants: the truth uses only paths of its kind,
// never another person's data, and every truth value (or a printed form of it) is on the page.

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const meses = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const spanishNames: Record<string, string> = { Mexico: 'méxico', Peru: 'perú', Philippines: 'filipinas' };

const datesAsPrinted = (form: string): string[] => {
  const [mm = '', dd = '', yyyy = ''] = form.split('/');
  const m = Number(mm) - 1;
  const d = Number(dd);
  const month = months[m] ?? '';
  return [
    form, `${yyyy}-${mm}-${dd}`, `${dd}/${mm}/${yyyy}`, `${dd}-${mm}-${yyyy}`, `${dd}.${mm}.${yyyy}`,
    `${month} ${d}, ${yyyy}`, `${d} ${month} ${yyyy}`, `${d} de ${meses[m]} de ${yyyy}`,
    `${yyyy} / ${month.slice(0, 3)} / ${dd}`, `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'} day of ${month}, ${yyyy}`,
  ];
};

const printedForms = (path: string, value: string): string[][] => {
  if (/date_of_birth|end_date|date_of_marriage/.test(path)) return [datesAsPrinted(value)];
  if (/country/.test(path)) return [value === 'United States' ? ['united states', 'state of '] : [value.toLowerCase(), spanishNames[value] ?? value.toLowerCase()]];
  if (/sex$/.test(path)) return [value === 'Male' ? ['male', 'masculino', 'hombre'] : ['female', 'femenino', 'mujer']];
  if (/end_reason/.test(path)) return [['divorce', 'divorcio', 'dissolution', 'dissolved']];
  if (/marital_status/.test(path)) return [['marriage', 'married', 'matrimonio']];
  // A place is a city and a state or country, which may sit in separate boxes.
  if (/place_of_marriage/.test(path)) {
    return value.split(', ').map((part) => [part.toLowerCase(), spanishNames[part] ?? part.toLowerCase()]);
  }
  // Names may be split over boxes (first / middle / last) or printed surname first.
  return value.split(' ').map((w) => [w.toLowerCase()]);
};

const pageText = async (bytes: Uint8Array) => {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const pdf = await task.promise;
  const parts: string[] = [];
  const clashes: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const level: Array<{ str: string; x: number; y: number; w: number }> = [];
    for (const item of content.items) {
      if (!('str' in item)) continue;
      parts.push(item.str);
      // Stamps are drawn slightly tilted; the rest is level text that must fit the page and not overrun its neighbour.
      if (Math.abs(item.transform[1] as number) < 0.01 && item.str.trim()) level.push({ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, w: item.width });
    }
    for (const t of level) if (t.x + t.w > 600) clashes.push(`off page: ${t.str}`);
    for (const t of level) {
      const next = level.filter((u) => Math.abs(u.y - t.y) < 1 && u.x > t.x).sort((a, b) => a.x - b.x)[0];
      if (next && t.x + t.w > next.x + 1) clashes.push(`${t.str} | ${next.str}`);
    }
  }
  await task.destroy();
  return { text: parts.join(' ').replace(/\s+/g, ' ').toLowerCase(), clashes };
};

const seeds = Number(process.env.CIVIL_SEEDS ?? 12);

const allowed: Record<string, RegExp> = {
  birth_certificate: /^(biographic_information\.(full_name\.(family|given)_name|date_of_birth|place_of_birth\.(city|country))|parents\.[01]\.(full_name\.(family|given|middle)_name|date_of_birth|country_of_birth)|children\.0\.(full_name|date_of_birth|country_of_birth)|applicant_(last|first)_name|date_of_birth|sex|city_of_birth|country_of_birth|(father|mother)_(last|first)_name)$/,
  marriage_certificate: /^(marital_history\.(current_marital_status|current_spouse_name|date_of_marriage|place_of_marriage)|marital_status)$/,
  divorce_decree: /^marital_history\.prior_marriages\.0\.(former_spouse_name|end_date|end_reason|place_of_marriage)$/,
};

const others = (p: Persona) => [p.others.translator, p.others.registrar, p.others.hrContact, p.others.landlord].map((n) => fullName(n).toLowerCase());

describe('held-out civil families', () => {
  it('covers every civil kind with at least three designs, with unique ids', () => {
    const ids = civilHeldOut.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const kind of ['birth_certificate', 'marriage_certificate', 'divorce_decree']) {
      expect(civilHeldOut.filter((f) => f.kind === kind).length).toBeGreaterThanOrEqual(3);
    }
    for (const f of civilHeldOut) expect(f.id.startsWith(`${f.kind}/`)).toBe(true);
  });

  it.each(civilHeldOut.map((f) => [f.id, f] as const))('%s shows what its truth claims', async (_id, family) => {
    let childRecords = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const p = createPersona(seed);
      const rng = new Rng(seed * 97 + 3);
      const spec = family.build(p, rng);
      expect(spec.kind).toBe(family.kind);
      const style = spec.styles[seed % spec.styles.length]!;
      const { text, clashes } = await pageText(await renderPdf(spec.blocks, style, rng));
      expect({ family: family.id, seed, clashes }).toEqual({ family: family.id, seed, clashes: [] });
      const entries = [...Object.entries(spec.truth['I-485']), ...Object.entries(spec.truth['I-765'])].filter(([, v]) => v);
      expect(entries.length).toBeGreaterThan(0);
      if (entries.some(([k]) => k.startsWith('children.'))) {
        childRecords++;
        expect(entries.every(([k]) => k.startsWith('children.'))).toBe(true);
      }
      for (const [path, value] of entries) {
        expect({ path, ok: allowed[family.kind]!.test(path) }).toEqual({ path, ok: true });
        expect(others(p)).not.toContain(value.toLowerCase());
        const missing = printedForms(path, value).filter((forms) => !forms.some((f) => text.includes(f)));
        expect({ family: family.id, seed, path, value, missing }).toEqual({ family: family.id, seed, path, value, missing: [] });
      }
      // Truth sanity: the countries in it are the forms' names.
      for (const [path, value] of entries) if (/country/.test(path)) expect([...countries.map((c) => c.name), 'United States']).toContain(value);
    }
    if (family.id.endsWith('us-state-live-birth')) expect(childRecords).toBe(seeds);
  });
});
