import type { LegalForm, PassageMetadata } from '@formpath/contracts';
import type { FormCatalog } from '@formpath/forms';
import { normalizeText } from './query-terms.js';
import { sentenceEnd } from './sentences.js';

export interface Passage extends PassageMetadata {
  /** The item's own heading or question as printed ("Other Names You Have Used Since Birth"): weighs most. */
  heading: string;
  /** The part's title and the titles above the item ("Information About You. Recent Immigration History"): context, weighs less. */
  section: string;
  text: string;
}

// Field passages: one per printed item, from the tooltips of its fields (page-passages.ts reads the
// pages' printed text).

/** "Part 1. Information About You (Person applying ...)." at the start of a tooltip: the part's title. */
const partPrefix = /^Part \d+\.\s*([^.(]*(?:\([^)]*\))?[^.(]*?)\s*(?:\.\s*|(?=\d{1,2}\.\s?\S))/;
/** An item number opening a sentence: "2. ", "1. A. ", "26. A. ", "3.a ", "17.0Did". */
const itemNumber = /^(?:\d{1,2}\.0(?=[A-Z])|\d{1,2}\.[a-z]\.?\s|\d{1,2}\s?\.\s?(?:[A-Za-z]\.\s)?)\s*/;
/** Answers with no words of their own ("Select Yes.", "Select No."): said by the question already. */
const bare = /^(?:Select|Check)\s+(?:Yes|No|N\/A|Unknown)\.?$/i;
/** Form-wide instructions that repeat in every date and state field: kept once, but never a heading. */
const boilerplate = /^(?:Enter (?:as )?(?:the )?2[- ]?digit|This is a drop-down list|Enter \d+[- ]digit|Enter \d+ characa?ters)/i;

const clean = (label: string) => normalizeText(label.replace(/\}/g, ')').replace(/\s+/g, ' ').trim());

/** A short title in Title Case ("Recent Immigration History", "Public Charge"): a heading above items, not an instruction. */
const isTitle = (sentence: string) => {
  const s = sentence.replace(/[.:]$/, '');
  if (/[?]/.test(s) || /^(?:Enter|Select|Check|Provide|If|List|Type|Use|NOTE|I|You|Do|Are|Have|Is|Was|Were|Did)\b/.test(s)) return false;
  const words = s.split(/\s+/);
  if (words.length < 2 || words.length > 9) return false;
  const capitalised = words.filter((w) => /^[\p{Lu}\d(]/u.test(w)).length;
  return capitalised / words.length >= 0.6;
};

interface Group {
  page: number;
  part: number | null;
  item: string | null;
  labels: string[];
}

/**
 * An item's tooltips as one passage: each sentence once (the tooltips repeat the question for every
 * box), without the item numbers and bare "Select Yes"; the part's title and the titles above the
 * item ("Public Charge") as its section; its question (or title and boxes) as its heading.
 */
const parseGroup = (g: Group) => {
  let partTitle = '';
  const titles: string[] = [];
  const sentences: string[] = [];
  const numbered: string[] = [];
  for (const raw of g.labels) {
    let label = clean(raw);
    const part = partPrefix.exec(label);
    if (part) {
      partTitle ||= part[1]?.trim() ?? '';
      label = label.slice(part[0].length);
    }
    let seenNumber = false;
    for (const piece of label.split(sentenceEnd)) {
      const hasNumber = itemNumber.test(piece) && /^\d/.test(piece);
      const sentence = piece.replace(itemNumber, '').trim();
      // Nothing left, a bare answer, or a lone code ("A.", "26").
      if (!sentence || bare.test(sentence) || (/^[\w.]+$/.test(sentence) && /\d$/.test(sentence))) continue;
      if (hasNumber) {
        seenNumber = true;
        if (!boilerplate.test(sentence) && !numbered.includes(sentence)) numbered.push(sentence);
      } else if (!seenNumber && isTitle(sentence) && !/^(?:Select|Enter)\b/.test(sentence)) {
        if (!titles.includes(sentence.replace(/[.:]$/, ''))) titles.push(sentence.replace(/[.:]$/, ''));
      }
      if (!sentences.includes(sentence)) sentences.push(sentence);
    }
  }
  // The item's question, or its printed title, rather than the instruction for one of its boxes.
  const asks = numbered.filter((s) => /\?$/.test(s) || !/^(?:Enter|Select|Check|Type)\b/.test(s));
  // Otherwise the title above the item with its boxes ("U.S. Physical Address: Street Number and Name. City or Town.").
  const boxes = numbered.map((s) => s.replace(/^(?:Enter|Select)\s+(?:the\s+)?/, '')).join(' ').split(/\s+/).slice(0, 25).join(' ');
  const titled = titles.length && numbered.length ? `${titles.at(-1)}: ${boxes}` : numbered[0];
  const heading = (asks.length ? asks.join(' ') : titled) ?? sentences.find((s) => !titles.includes(s.replace(/[.:]$/, '')) && !boilerplate.test(s)) ?? '';
  const section = [partTitle, ...titles.filter((t) => t !== partTitle)].filter(Boolean).join('. ');
  return { heading: heading.replace(/^(?:Enter|Select)\s+(?:the\s+)?/, ''), section, text: sentences.join(' ') };
};

/** Every field's tooltip, one passage per printed item (page, part, item): the form's own words for each question. */
export const fieldPassages = (form: LegalForm, catalog: FormCatalog): Passage[] => {
  const groups = new Map<string, Group>();
  for (const f of catalog.fields) {
    // Read-only fields (bar codes) and unnamed ones ("TextField1") say nothing.
    if (f.readOnly || !f.label.trim() || /^\S+$/.test(f.label.trim())) continue;
    // Grouped and cited by the numbers printed on the page (the field names' numbering is older).
    const key = `${f.page}|${f.printedPart}|${f.printedItem ?? f.name}`;
    const group = groups.get(key) ?? { page: f.page, part: f.printedPart, item: f.printedItem, labels: [] };
    if (!group.labels.includes(f.label)) group.labels.push(f.label);
    groups.set(key, group);
  }
  // Items the catalog leaves unnumbered can repeat the same words (a signature block's fields): one passage each.
  const seen = new Set<string>();
  const passages: Passage[] = [];
  for (const g of groups.values()) {
    const parsed = parseGroup(g);
    const key = `${g.page}|${g.part}|${g.item}|${parsed.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    passages.push({ id: `${form}:f${passages.length}`, form, edition: catalog.edition, page: g.page, part: g.part, item: g.item, kind: 'field', ...parsed });
  }
  return passages;
};
