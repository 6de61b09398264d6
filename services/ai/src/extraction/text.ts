import { fold } from '@formpath/forms';

/** A line of a page, split into segments where wide gaps separate columns or boxes. */
export interface Line {
  page: number;
  text: string;
  segments: string[];
  /** Where each segment starts on the line, in characters: text layers place them by position. */
  columns: number[];
  ocr: boolean;
  pageConfidence: number | null;
}

/** "la. FIRST NAME", "Ic. LAST NAME" at the start of a box: the OCR's "1a.", "1c.". */
const ocrItemOne = /(^|\s{2,})[lI]([a-z])\.(?=\s+\p{Lu})/gu;

/**
 * Dotted leaders ("Employer Name ........ Acme Corp") that OCR reads in part as the letters dots
 * look like: ".........c.cccoveivrsiinsccsnnsiennnnenenne,". Such a run holds three of a letter in
 * a row, which no word does; it becomes plain dots again so the value after it reads alone.
 */
const leaderChars = /^[.,:;'`ceimnorstuvx]+$/;
const tripled = /([ceimnorstuvx])\1\1/;
export const repairLeaders = (text: string): string =>
  text
    .split(/(\s+)/)
    .map((token) => (leaderChars.test(token) && tripled.test(token) && token.replace(/[^a-z]/g, '').length >= 8 ? '...' : token))
    .join('');

export const toLines = (pages: Array<{ page: number; text: string; source: string; confidence: number | null }>): Line[] =>
  pages.flatMap((p) =>
    p.text
      .split(/\r?\n/)
      .map((text) => text.replace(/[|¦]/g, ' ').replace(/\t/g, '   ').replace(/\s+$/, ''))
      // OCR reads a box's item number "1a." as "la." or "Ia.": the label after it is then not found.
      .map((text) => (p.source === 'ocr' ? repairLeaders(text.replace(ocrItemOne, '$11$2.')) : text))
      .filter((text) => text.trim())
      .map((text) => {
        // Text layers mark gaps with 3 or more spaces; OCR keeps 2 or more where columns were.
        const found = [...text.matchAll(/\S+(?: \S+)*/g)];
        return {
          page: p.page,
          text: text.trim(),
          segments: found.map((m) => m[0]),
          columns: found.map((m) => m.index ?? 0),
          ocr: p.source === 'ocr',
          pageConfidence: p.confidence,
        };
      }),
  );


/** Only the letters and digits of a folded value: "A-123 456" = "a123456". */
export const comparable = (s: string): string => fold(s).replace(/[^a-z0-9—]/g, '');

export const snippet = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 200);
