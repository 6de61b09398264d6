import { afterLabel, below, itemNumber, looksLikeLabel } from '../labels.js';
import type { Line } from '../text.js';

// Layout readers for letters, forms, leases, bills and notices, beyond "Label: value": a label
// that heads a table column (the value in the row below, found by column), a label inside a
// header row whose cells run together, check boxes ("[X] Full-time"), and a few value cleaners.
// Generic: candidates for the shared layer (labels.ts).

export interface Cell {
  raw: string;
  line: Line;
  context: string;
  /** Where the label starts on its line, in characters (which column of a two-column block). */
  column: number;
}

// Words that head table columns and boxed cells on letters, forms, leases, bills and notices.
const headerWords =
  String.raw`\b(name|names|date|dates|number|no|code|type|status|title|position|role|program|school|institution|major|study|amount|address|phone|e-?mail|start|end|from|to|since|hours|schedule|level|class|employer|employee|student|resident|tenant|period|term|rent|unit|account|id|a#|#|receipt|case|notice|page|priority|received|beneficiary|applicant|holder|service|description|charge|city|state|zip|country|birth|citizenship|salary|pay|rate|hire|hired|department|location|nombre|fecha|puesto|cargo|jornada|domicilio)\b`;
const headerWord = new RegExp(headerWords, 'i');

/** A row of column headings: several short cells without digits or colons, most with a heading word. */
export const isHeaderRow = (line: Line): boolean => {
  if (line.segments.length < 2) return false;
  const plain = line.segments.filter((s) => s.length <= 60 && !/\d{2,}|:\s*\S|[$@]/.test(s) && s.split(/\s+/).length <= 8);
  const headed = line.segments.filter((s) => headerWord.test(s));
  return plain.length === line.segments.length && headed.length * 3 >= line.segments.length * 2;
};

/**
 * A row of capitalised headings over a row of as many values in mixed case ("EMPLOYER   ENTITY /
 * FACILITY" over "St. Luke's Health   St. Luke's Medical Center"): a header row whatever its words.
 */
const capsOverValues = (line: Line, next: Line | undefined): boolean =>
  Boolean(next) &&
  line.segments.length >= 2 &&
  next?.segments.length === line.segments.length &&
  line.segments.every((s) => /^[\p{Lu}][\p{Lu} /&'().-]{1,40}$/u.test(s) && s.split(/\s+/).length <= 5) &&
  next.segments.some((s) => /\p{Ll}|\d/u.test(s)) &&
  // Values under their headings, column by column; not a row of labels with values beside them ("EMPLOYER ADDRESS   12 Main St").
  next.segments.every((s, k) => !looksLikeLabel(s) && Math.abs((next.columns[k] ?? 0) - (line.columns[k] ?? 0)) <= 4);

/**
 * The cell of `next` under character column `col` of the line above: the segment that spans
 * it, else the one that starts nearest (within 10 columns: values may start a little off
 * their heading, or heading cells that ran together put the value a few columns right).
 */
export const cellAt = (next: Line, col: number): string | undefined => {
  const k = next.columns.findIndex((c, i) => c <= col + 2 && col < c + (next.segments[i]?.length ?? 0));
  if (k >= 0) return next.segments[k];
  let best: { d: number; s: string } | undefined;
  next.columns.forEach((c, i) => {
    const d = Math.abs(c - col);
    if (d <= 10 && (!best || d < best.d)) best = { d, s: next.segments[i] as string };
  });
  return best?.s;
};

/**
 * The value under a heading at `offset` inside segment `s` whose headings ran together: the
 * values under that segment (up to the next heading) are spread as the headings are, so the
 * heading's relative place in its segment points at its value.
 */
export const mergedCell = (line: Line, s: number, next: Line, offset: number): string | undefined => {
  const from = (line.columns[s] ?? 0) - 2;
  const to = line.columns[s + 1] ?? Number.POSITIVE_INFINITY;
  const values = next.columns.map((c, i) => ({ c, v: next.segments[i] as string })).filter((x) => x.c >= from && x.c < to - 2);
  if (values.length < 2) return cellAt(next, (line.columns[s] ?? 0) + offset);
  const first = (values[0] as { c: number }).c;
  const last = values.at(-1) as { c: number; v: string };
  const at = first + (offset / Math.max(1, (line.segments[s] as string).length)) * (last.c + last.v.length - first);
  return values.reduce((best, x) => (Math.abs(x.c - at) < Math.abs(best.c - at) && x.c <= at + 4 ? x : best), values[0] as { c: number; v: string }).v;
};

/** "value   Next Label: …" on one line: the value ends where the next label starts. */
const cutAtNextLabel = (rest: string): string => {
  const m = rest.match(/\s+(?:\d{1,2}[a-z]?\.\s+)?(?:[A-Z][\w'()/#-]*\s?){1,5}:\s/);
  return (m ? rest.slice(0, m.index) : rest).trim();
};

/**
 * Every value of a labelled field, in reading order, wherever the layout puts it: after the
 * label ("Label: value", dotted leaders), under it when the label heads a table column or a
 * boxed cell (by column, also when heading cells ran together into one segment), or in the
 * next column to its right. `labels` are regex sources, matched case-insensitively.
 */
export function* cells(lines: Line[], labels: string[], accept: (raw: string) => boolean = () => true): Generator<Cell> {
  // A bullet ("- ", "• ") or an item number may come before the label.
  const start = new RegExp(`^(?:[-•*·▪–]\\s+)?${itemNumber}(?:${labels.join('|')})${afterLabel}(?<rest>.*)$`, 'iu');
  // In a header row, a label followed by the next heading in the same segment.
  const inside = new RegExp(`(?<=^|\\s)(?:${labels.join('|')})(?=\\s*$|\\s+(?:${headerWords}))`, 'giu');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const next = lines[i + 1]?.page === line.page ? lines[i + 1] : undefined;
    const header = isHeaderRow(line) || capsOverValues(line, next);
    for (let s = 0; s < line.segments.length; s++) {
      const segment = line.segments[s] as string;
      const candidates: Array<{ raw: string | undefined; line: Line }> = [];
      const m = segment.match(start);
      if (m) {
        const rest = cutAtNextLabel(m.groups?.['rest'] ?? '');
        if (rest) candidates.push({ raw: rest, line });
        else {
          if (next && header) candidates.push({ raw: cellAt(next, line.columns[s] ?? 0), line: next });
          // Also in what looks like a header row: "Job Title   Account Manager" is a label and its value.
          // (There the next cell may start with a heading word itself; only a label of this field or one with a colon is not a value.)
          const right = line.segments[s + 1];
          if (right && (header ? !/:\s*$/.test(right) && !start.test(right) : !looksLikeLabel(right))) candidates.push({ raw: right, line });
          if (next) candidates.push({ raw: below(line, s, next), line: next });
        }
      } else if (next && header) {
        // Headings that ran together ("PROGRAM OF STUDY PROGRAM START PROGRAM END"): its share of the values under them.
        for (const h of segment.matchAll(new RegExp(inside.source, 'giu'))) candidates.push({ raw: mergedCell(line, s, next, h.index ?? 0), line: next });
      }
      for (const c of candidates) {
        const raw = c.raw?.trim();
        // Under a section heading ("PROGRAM OF STUDY"), a row of column headings is not its value.
        if (c.line !== line && isHeaderRow(c.line) && !header) continue;
        if (raw && !(c.line !== line && looksLikeLabel(raw) && !accept(raw)) && accept(raw)) {
          yield { raw, line: c.line, context: c.line === line ? line.text : `${segment} ${raw}`, column: line.columns[s] ?? 0 };
          break;
        }
      }
    }
  }
}

export const cell = (lines: Line[], labels: string[], accept: (raw: string) => boolean = () => true): Cell | undefined => cells(lines, labels, accept).next().value ?? undefined;

// A ticked box: "[X]", "[x]", "(X)", "☒", "☑", "■", "✔" before the option.
const ticked = String.raw`(?:\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|[☒☑■✔✓]|\bX\b(?=\s+\p{L}))`;
// An empty box: "[ ]", "( )", "☐", "□" and the option after it.
const emptyBox = /(?:\[\s*\]|\(\s*\)|[☐□])\s*[\p{L}][\p{L}-]*(?:[ -][\p{L}]+)?/gu;

/** The option whose box is ticked, when exactly one of them is. */
export const tickedOption = <T extends string>(text: string, options: Array<[T, string]>): T | undefined => {
  const hits = options.filter(([, word]) => new RegExp(`${ticked}\\s*(?:${word})`, 'iu').test(text));
  return hits.length === 1 ? hits[0]?.[0] : undefined;
};

/** The text without unticked options ("[ ] Part-time"), so that a plain search does not find them. */
export const withoutEmptyBoxes = (text: string): string => text.replace(emptyBox, ' ');

export type Hours = 'Full-time' | 'Part-time';
export const fullTimeWords = String.raw`full[- ]?time|\bFT\b|tiempo completo|jornada completa|media jornada completa|permanent full`;
export const partTimeWords = String.raw`part[- ]?time|\bPT\b|medio tiempo|tiempo parcial|media jornada`;

/** "Full Time", "FT", "Tiempo completo", "Active - Part Time", "40 hrs/wk" as the form's value. */
export const hoursOf = (raw: string): Hours | undefined => {
  const text = withoutEmptyBoxes(raw);
  const full = new RegExp(fullTimeWords, 'i').test(text);
  const part = new RegExp(partTimeWords, 'i').test(text);
  if (full !== part) return full ? 'Full-time' : 'Part-time';
  const weekly = weeklyHours(text);
  return weekly === undefined ? undefined : weekly >= 35 ? 'Full-time' : 'Part-time';
};

/** Hours a week written in a phrase: "40 hours per week", "24 hrs/wk", "30 horas semanales". */
export const weeklyHours = (text: string): number | undefined => {
  const m =
    text.match(/\b(\d{1,2}(?:\.\d)?)\s*(?:hours|hrs\.?|hr|horas)\s*(?:(?:per|a|each|every|por|a la|\/)\s*)?(?:week|wk|semana)\b/i) ??
    text.match(/\b(\d{1,2}(?:\.\d)?)\s*(?:\/|per)\s*(?:week|wk)\b/i) ??
    text.match(/\b(\d{1,2}(?:\.\d)?)\s*horas semanales\b/i) ??
    text.match(/\b(?:weekly hours|hours per week|hours\/week|horas (?:por semana|semanales))\s*:?\s*(\d{1,2}(?:\.\d)?)\b/i);
  const n = m?.[1] ? Number(m[1]) : undefined;
  return n !== undefined && n > 0 && n <= 80 ? n : undefined;
};

/** A job title or field of study without what follows it in brackets or after a dash ("Accountant (Contador)", "Nurse - Full time"). */
// A bracket after a title that is no part of it: a status ("(Exempt)", "(Part-time)", "(Grade 12)") or the title in Spanish ("(Contador)").
// A specialty stays: "Maintenance Technician (Electrical)", "IT Specialist (APPSW)".
const notOfTitle = /\(\s*(?:(?:(?:full|part)[- ]?time|(?:non-?)?exempt|temporary|permanent|contract|hourly|salaried|fte|(?:grade|level|step)\s*\d*)[^)]*|\d+|[^)]*[áéíóúñ][^)]*|\p{L}+(?:dor|dora|ero|era|ista|ente|ante|ción|cion|ario|aria))\s*\)\s*$/iu;
export const cleanTitle = (raw: string): string =>
  raw
    .replace(/\s*[,;-]\s*(?:full|part)[- ]?time.*$/i, '')
    .replace(notOfTitle, '')
    .replace(/\s*\b\d{2}\.\d{4}\b.*$/, '')
    .replace(/[.,;:]+$/, '')
    .trim();


// Degree levels written before a field of study ("BACHELOR'S - ECONOMICS", "Master of Science in Nursing", "Licenciatura en Economía").
const level = String.raw`(?:(?:bachelor|master|doctor|associate)'?s?(?:'s)?(?: degree)?|doctorate|ph\.?d\.?|mba|language training|certificate|diploma|licenciatura|maestr[íi]a|doctorado|high school|secondary|vocational|flight training|(?:bachelor|master|doctor|associate) of (?:science|arts|business administration|engineering|fine arts|philosophy|applied science)|b\.?s\.?|m\.?s\.?|b\.?a\.?|m\.?a\.?)`;
const levelFirst = new RegExp(String.raw`^${level}\s*(?:[-/,:|]\s*|\s+(?:in|en|de)\s+|\s*\(\s*)`, 'i');

/** The field of study without a degree level before it; undefined when only a level is left. */
export const withoutLevel = (raw: string): string | undefined => {
  const rest = raw.replace(levelFirst, '').replace(/\)\s*$/, '').trim();
  return rest && !new RegExp(`^${level}$`, 'i').test(rest) ? rest : undefined;
};
