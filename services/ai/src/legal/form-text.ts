import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One printed line of a page: its text, where it starts (PDF points, origin bottom left) and its type size. */
export interface PageLine {
  text: string;
  x: number;
  y: number;
  size: number;
  /** 0 for the left (or only) column, 1 for the right one. */
  column: number;
}

export interface PageText {
  page: number;
  /** The page's text in reading order, a line each. */
  text: string;
  /** The same lines with their positions (when read from a PDF): what splits the page at its printed items. */
  lines?: PageLine[];
}

interface Run {
  str: string;
  x: number;
  y: number;
  size: number;
  width: number;
}

/** A printed item number ("12.", "1.a.") at the left edge of a column. */
const itemNumber = /^\d{1,2}\.(?:[a-z]\.)?$/;

/**
 * The runs of a page as lines in reading order. The official forms print one column (I-485) or two
 * (I-765): a page has two when a good share of its item numbers stand at the start of its right half.
 */
export const readingOrder = (runs: readonly Run[], pageWidth: number): PageLine[] => {
  const middle = pageWidth / 2;
  const numbers = runs.filter((r) => itemNumber.test(r.str.trim()));
  const right = numbers.filter((r) => r.x >= middle - 10 && r.x <= middle + 40).length;
  const twoColumns = right >= 3 && right >= numbers.length / 4;
  const columnOf = (r: Run) => (twoColumns && r.x >= middle - 10 ? 1 : 0);
  const lines: Array<{ runs: Run[]; y: number; column: number }> = [];
  // Top to bottom, then left to right; runs within 3 points of height share a line.
  const sorted = [...runs].filter((r) => r.str.trim()).sort((a, b) => columnOf(a) - columnOf(b) || b.y - a.y || a.x - b.x);
  for (const run of sorted) {
    const column = columnOf(run);
    const line = lines.findLast((l) => l.column === column && Math.abs(l.y - run.y) <= 3);
    if (line) line.runs.push(run);
    else lines.push({ runs: [run], y: run.y, column });
  }
  return lines.map((l) => {
    const runsInOrder = l.runs.sort((a, b) => a.x - b.x);
    return {
      text: runsInOrder
        .map((r) => r.str.trim())
        .join(' ')
        .replace(/\s+/g, ' ')
        .replace(/\s+([,.;:])/g, '$1'),
      x: runsInOrder[0]?.x ?? 0,
      y: l.y,
      size: Math.max(...runsInOrder.map((r) => r.size)),
      column: l.column,
    };
  });
};

/** The printed text of each page of an official form (its text layer; the blank forms have one), in reading order. */
export const readFormPages = async (file: string): Promise<PageText[]> => {
  const task = getDocument({ data: new Uint8Array(await readFile(file)), disableFontFace: true, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: PageText[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const i of content.items) {
        // The boxes' own labels ("Yes", "No") stand beside every question and say nothing of it.
        if (!('str' in i) || !i.str.trim() || /^(?:Yes|No|N\/A)$/.test(i.str.trim())) continue;
        const [, , c = 0, d = 0, x = 0, y = 0] = i.transform as number[];
        runs.push({ str: i.str, x, y, size: Math.round(Math.hypot(c, d)), width: i.width });
      }
      const lines = readingOrder(runs, page.getViewport({ scale: 1 }).width);
      pages.push({ page: n, text: lines.map((l) => l.text).join('\n'), lines });
    }
    return pages;
  } finally {
    await task.destroy();
  }
};
