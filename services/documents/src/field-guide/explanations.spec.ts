import { fullI485, fullI765 } from '@formpath/testing';
import { buildFieldGuide, explanations, loadCatalog, type SupportedForm } from '@formpath/forms';

const catalog = (form: SupportedForm) => loadCatalog(form);
const key = (i: { page: number; part: number | null; item: string | null }) => `${i.page}|${i.part}|${i.item}`;
const catalogKeys = (form: SupportedForm) => new Set(catalog(form).fields.filter((f) => f.part !== null && f.item !== null).map(key));
const forms: Array<[SupportedForm, number]> = [['I-485', 14], ['I-765', 6]];

describe.each(forms)('the %s explanations', (form, partCount) => {
  const texts = explanations[form];

  it('explain every (page, part, item) of the catalog exactly once, and nothing else', () => {
    const keys = catalogKeys(form);
    const counts = new Map<string, number>();
    for (const i of texts.items) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
    expect([...keys].filter((k) => counts.get(k) !== 1)).toEqual([]);
    expect([...counts.keys()].filter((k) => !keys.has(k))).toEqual([]);
    expect(texts.items).toHaveLength(keys.size);
  });

  it('are never empty, never longer than 400 characters, and leave the page and item to the guide', () => {
    const bad = texts.items.filter((i) => i.explanation.trim().length === 0 || i.explanation.length > 400 || /\bPage \d/.test(i.explanation));
    expect(bad).toEqual([]);
  });

  it('explain every part of the form, and every part the catalog names', () => {
    expect(texts.parts.map((p) => p.part)).toEqual(Array.from({ length: partCount }, (_, n) => n + 1));
    for (const p of texts.parts) {
      expect(p.title.trim()).not.toBe('');
      const sentences = p.purpose.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
    const parts = new Set(texts.parts.map((p) => p.part));
    const catalogParts = new Set(catalog(form).fields.flatMap((f) => (f.part === null ? [] : [f.part])));
    expect([...catalogParts].filter((p) => !parts.has(p))).toEqual([]);
  });

  it('reach the field guide: every field with a part and an item gets its own explanation', () => {
    const data = form === 'I-485' ? fullI485(1) : fullI765(1);
    const guide = buildFieldGuide(form, catalog(form), data, {}, texts);
    const byKey = new Map(texts.items.map((i) => [key(i), i.explanation]));
    // The guide shows the printed numbering; the texts are keyed by the catalog's own part and item.
    const fields = new Map(catalog(form).fields.map((f) => [f.name, f]));
    const located = guide.fieldGuide.filter((g) => fields.get(g.pdfKey)?.part != null && fields.get(g.pdfKey)?.item != null);
    expect(located.length).toBeGreaterThan(0);
    expect(located.filter((g) => g.explanation !== byKey.get(key(fields.get(g.pdfKey)!)))).toEqual([]);
  });
});
