import type { LegalForm, PassageMetadata } from '@formpath/contracts';
import type { FormCatalog } from '@formpath/forms';
import type { PageLine, PageText } from './form-text.js';
import { normalizeText } from './query-terms.js';

export interface Passage extends PassageMetadata {
  /** The item's own heading or question as printed ("Other Names You Have Used Since Birth"): weighs most. */
  heading: string;
  /** The part's title and the titles above the item ("Information About You. Recent Immigration History"): context, weighs less. */
  section: string;
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Field passages: one per printed item, from the tooltips of its fields.

/** "Part 1. Information About You (Person applying ...)." at the start of a tooltip: the part's title. */
const partPrefix = /^Part \d+\.\s*([^.(]*(?:\([^)]*\))?[^.(]*?)\s*(?:\.\s*|(?=\d{1,2}\.\s?\S))/;
/** An item number opening a sentence: "2. ", "1. A. ", "26. A. ", "3.a ", "17.0Did". */
const itemNumber = /^(?:\d{1,2}\.0(?=[A-Z])|\d{1,2}\.[a-z]\.?\s|\d{1,2}\s?\.\s?(?:[A-Za-z]\.\s)?)\s*/;
/** A sentence ends after two letters (or a bracket or quote) and a stop, or after a question mark: "U.S." and "A. Number" do not end one. */
const sentenceEnd = /(?<=[\p{L})\]"”'%]{2}[.!:]|\?)\s+/u;
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

// ---------------------------------------------------------------------------------------------
// Page passages: the printed text of each page (instructions and notes no tooltip carries).

/** A page's printed text in overlapping windows (when the PDF gave no positions). */
const windows = (form: LegalForm, edition: string, page: number, text: string, size: number, step: number): Passage[] => {
  const out: Passage[] = [];
  const words = text.split(/\s+/).filter(Boolean);
  for (let start = 0; start < words.length; start += step) {
    const chunk = words.slice(start, start + size).join(' ');
    // The last part heading printed before the window, or at its very start.
    const part = [...words.slice(0, start + 10).join(' ').matchAll(/Part (\d+)\./g)].at(-1)?.[1];
    out.push({ id: `${form}:p${page}.${start}`, form, edition, page, part: part ? Number(part) : null, item: null, kind: 'page', heading: '', section: '', text: chunk });
    if (start + size >= words.length) break;
  }
  return out;
};

/** A page's printed text: in overlapping windows, or split at its printed items when the PDF gave the lines' positions. */
export const pagePassages = (form: LegalForm, edition: string, pages: ReadonlyArray<PageText>, size = 70, step = 50): Passage[] => {
  const cursor: PageCursor = { part: null, partTitle: '', title: '' };
  return pages.flatMap(({ page, text, lines }) => (lines?.length ? itemBlocks(form, edition, page, lines, cursor) : windows(form, edition, page, text, size, step)));
};

/** A line that opens a printed item: "12. Have you EVER ...", "1.a. Family Name", "28.c. Employer's ...". */
const printedNumber = /^(\d{1,2})\.(?:[a-z]\.)?(?:\s|$)/;
/** What every page prints and says nothing: its footer, the A-Number box at its top, arrows and empty brackets. */
const noise = /^(?:Form I-\d+ Edition .*|Page \d+ of \d+.*|A-Number ►.*|► ?[A-Z]?-?|[()\s]+|Form I-\d+|Edition \d\d\/\d\d\/\d\d)$/;
/** A part's heading: "Part 9. General Eligibility and Inadmissibility Grounds (continued)". */
const partHeading = /^Part (\d+)\.\s*(.*?)\s*(?:\(continued\))?$/;
const maxWords = 110;
/** The forms print their body in 10 point and the titles of parts and sections in 12. */
const titleSize = 11.5;
/** How the second line of a part's title wrapped over two lines starts ("Part 3. Applicant's Statement, Contact" / "Information, Certification, and Signature"). */
const titleContinues = /^[a-z(]|^(?:Information|Certification|Signature|and|Application)\b/;

interface Block {
  lines: string[];
  base: string | null;
  part: number | null;
  section: string;
  /** The title printed right above a block with no item number ("Applicant's Certification"): its heading. */
  title: string;
}

/** Where the reading is on the form: the part and the titles printed above (they carry over to the next page). */
export interface PageCursor {
  part: number | null;
  partTitle: string;
  title: string;
}

/**
 * A page split at its printed items: each block runs from one item number (or a title) to the next,
 * with its sub-items ("28.a.", "28.b.") kept in it; the part and the titles above it are its section.
 * Long blocks (the certifications) are cut at lines into pieces of about a hundred words.
 */
export const itemBlocks = (form: LegalForm, edition: string, page: number, lines: readonly PageLine[], cursor: PageCursor = { part: null, partTitle: '', title: '' }): Passage[] => {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let titleOpen = false;
  const section = () => [cursor.partTitle, cursor.title].filter(Boolean).join('. ');
  const open = (base: string | null) => {
    current = { lines: [], base, part: cursor.part, section: section(), title: titleOpen && !base ? cursor.title : '' };
    blocks.push(current);
    return current;
  };
  for (const line of lines) {
    const text = line.text.trim();
    if (!text || noise.test(text)) continue;
    const isTitle = line.size >= titleSize;
    const part = partHeading.exec(text);
    if (isTitle && part) {
      cursor.part = Number(part[1]);
      cursor.partTitle = part[2] ?? '';
      cursor.title = '';
      titleOpen = true;
      current = null;
      continue;
    }
    if (isTitle) {
      // A title over two lines continues (a part's or a section's); a new one replaces the last, under the same part.
      if (titleOpen && cursor.title) cursor.title = `${cursor.title} ${text}`;
      else if (titleOpen && cursor.partTitle && !/[.:]$/.test(cursor.partTitle) && titleContinues.test(text)) cursor.partTitle = `${cursor.partTitle} ${text.replace(/\s*\(continued\)$/, '')}`;
      else cursor.title = text;
      titleOpen = true;
      current = null;
      continue;
    }
    const number = printedNumber.exec(text)?.[1] ?? null;
    let block: Block = current ?? open(number);
    titleOpen = false;
    // A new item opens a new block (a lead-in with no number above it stays a block of its own).
    if (number && block.lines.length && block.base !== number) block = open(number);
    block.lines.push(text);
  }
  const out: Passage[] = [];
  for (const block of blocks) {
    const words = block.lines.join(' ').split(/\s+/).filter(Boolean);
    if (!words.length) continue;
    const first = block.lines.join(' ').split(sentenceEnd)[0]?.replace(printedNumber, '').split(/\s+/).slice(0, 30).join(' ') ?? '';
    const heading = block.title ? `${block.title}. ${first}` : first;
    // Pieces of at most maxWords, cut between lines.
    let piece: string[] = [];
    const flush = () => {
      if (!piece.length) return;
      // The block's printed item number (its sub-items, "28.a.", are inside it).
      out.push({ id: `${form}:p${page}.${out.length}`, form, edition, page, part: block.part, item: block.base, kind: 'page', heading, section: block.section, text: normalizeText(piece.join(' ')) });
      piece = [];
    };
    for (const line of block.lines) {
      if (piece.length && piece.join(' ').split(/\s+/).length + line.split(/\s+/).length > maxWords) flush();
      piece.push(line);
    }
    flush();
  }
  return out;
};
