import type { LegalForm, PassageMetadata } from '@formpath/contracts';
import type { FormCatalog } from '@formpath/forms';

export interface Passage extends PassageMetadata {
  /** The item's own heading as printed ("18. Prior Address"): weighs more. */
  heading: string;
  /** The part's title ("Information About You"): shared by every item of the part, so it weighs less. */
  section: string;
  text: string;
}

// Every tooltip repeats its part's title first; kept apart, it does not drown the item's own words.
const partPrefix = /^Part \d+\.\s*([^.]*(?:\([^)]*\))?[^.]*)\.\s*/;
const itemHeading = (text: string, item: string | null) => {
  const match = item ? new RegExp(`(?:^|\\s)(${item.replace(/\./g, '\\.')}\\.?\\s[^.]*)`).exec(text) : null;
  return match?.[1] ?? '';
};

/** Every field's tooltip, one passage per printed item (page, part, item): the form's own words for each question. */
export const fieldPassages = (form: LegalForm, catalog: FormCatalog): Passage[] => {
  const groups = new Map<string, { page: number; part: number | null; item: string | null; labels: string[] }>();
  for (const f of catalog.fields) {
    if (f.readOnly || !f.label.trim()) continue;
    const key = `${f.page}|${f.part}|${f.item ?? f.name}`;
    const group = groups.get(key) ?? { page: f.page, part: f.part, item: f.item, labels: [] };
    if (!group.labels.includes(f.label)) group.labels.push(f.label);
    groups.set(key, group);
  }
  return [...groups.values()].map((g, i) => {
    const section = partPrefix.exec(g.labels[0] ?? '')?.[1]?.trim() ?? '';
    const text = g.labels.map((l) => l.replace(partPrefix, '')).join(' ');
    return { id: `${form}:f${i}`, form, edition: catalog.edition, page: g.page, part: g.part, item: g.item, kind: 'field', heading: itemHeading(text, g.item), section, text };
  });
};

/** A page's printed text in overlapping windows (instructions and notes that no tooltip carries). */
export const pagePassages = (form: LegalForm, edition: string, pages: ReadonlyArray<{ page: number; text: string }>, size = 70, step = 50): Passage[] => {
  const out: Passage[] = [];
  for (const { page, text } of pages) {
    const words = text.split(/\s+/).filter(Boolean);
    for (let start = 0; start < words.length; start += step) {
      const chunk = words.slice(start, start + size).join(' ');
      // The last part heading printed before the window, or at its very start.
      const part = [...words.slice(0, start + 10).join(' ').matchAll(/Part (\d+)\./g)].at(-1)?.[1];
      out.push({ id: `${form}:p${page}.${start}`, form, edition, page, part: part ? Number(part) : null, item: null, kind: 'page', heading: '', section: '', text: chunk });
      if (start + size >= words.length) break;
    }
  }
  return out;
};
