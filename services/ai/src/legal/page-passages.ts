import type { LegalForm } from '@formpath/contracts';
import type { PageLine, PageText } from './form-text.js';
import type { Passage } from './passages.js';
import { normalizeText } from './query-terms.js';
import { sentenceEnd } from './sentences.js';

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
  const cursor: PageCursor = { part: null, partTitle: '', title: '', last: null };
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
  /** The heading of the item this block continues from the page before, if it does. */
  continues?: string;
}

/** Where the reading is on the form: the part and the titles printed above (they carry over to the next page). */
export interface PageCursor {
  part: number | null;
  partTitle: string;
  title: string;
  /** The item the page before ended in (its number and heading): the next page's unnumbered top continues it. */
  last: { base: string; heading: string } | null;
}

/**
 * A page split at its printed items: each block runs from one item number (or a title) to the next,
 * with its sub-items ("28.a.", "28.b.") kept in it; the part and the titles above it are its section.
 * Long blocks (the certifications) are cut at lines into pieces of about a hundred words.
 */
export const itemBlocks = (form: LegalForm, edition: string, page: number, lines: readonly PageLine[], cursor: PageCursor = { part: null, partTitle: '', title: '', last: null }): Passage[] => {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let titleOpen = false;
  const section = () => [cursor.partTitle, cursor.title].filter(Boolean).join('. ');
  const open = (base: string | null) => {
    // Unnumbered text at the top of a page, under its part's "(continued)" heading, goes on with the item the page before ended in.
    const continued = !base && !blocks.length && !cursor.title ? cursor.last : null;
    current = { lines: [], base: base ?? continued?.base ?? null, part: cursor.part, section: section(), title: titleOpen && !base ? cursor.title : '', ...(continued ? { continues: continued.heading } : {}) };
    blocks.push(current);
    return current;
  };
  for (const line of lines) {
    const text = line.text.trim();
    if (!text || noise.test(text)) continue;
    const isTitle = line.size >= titleSize;
    const part = partHeading.exec(text);
    if (isTitle && part) {
      if (!(/\(continued\)$/.test(text) && Number(part[1]) === cursor.part)) cursor.last = null;
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
      cursor.last = null;
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
    const heading = block.continues ?? (block.title ? `${block.title}. ${first}` : first);
    if (block === blocks.at(-1)) cursor.last = block.base ? { base: block.base, heading } : null;
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
