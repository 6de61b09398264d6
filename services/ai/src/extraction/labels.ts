import type { Line } from './text.js';

export interface Found {
  raw: string;
  line: Line;
  /** The label and its value, as they appear: the provenance snippet. */
  context: string;
}

// Before a label: an item number as forms print them ("4d ", "1. ", "7a. ", "(3) ", "Item 5.").
export const itemNumber = String.raw`(?:(?:item|no\.?)\s*)?(?:\(?\d{1,2}[a-z]?[.)]?\s+)?`;
// Hints after a label: "(First, Middle, Last)", "(Mo/Day/Yr)", "[if any]".
// and the order of a name's parts after a dash: "NAME OF PARTY A - FIRST, MIDDLE, LAST".
const hint = String.raw`(?:\s*[([][^)\]]{1,60}[)\]]|\s*[-–—]\s*(?:first|given)[,\s]+(?:middle[,\s]+)?(?:last|surname|family)(?:\s+name)?)*`;
// After a label: hints and an optional translation ("Surname / Apellidos"), then a colon, a
// dash, dotted leaders or the end of the segment. A label word followed by other words ("Name
// of father") is not that label.
// A closing hint ends a label by itself before a number: "School address (include zip code) 12 Main St".
export const afterLabel = String.raw`${hint}\s*(?:/\s*[\p{L} .'()]{2,30}?)?${hint}(?:\s*(?::|-\s|[.…_]{3,}|$)|(?<=[)\]])\s(?=\d))[\s.…_:]*`;
const sep = afterLabel;

/**
 * Finds the value of a labelled field in the ways documents lay them out:
 * "Label: value" on one line, "Label   value" in columns, or the label with its value on the
 * next line (boxes; side-by-side boxes are aligned by column). `labels` are regex sources
 * matched case-insensitively at the start of a segment; `accept` filters candidate values.
 */
export const findLabelled = (lines: Line[], labels: string[], accept: (raw: string) => boolean = () => true): Found | undefined =>
  allLabelled(lines, labels, accept).next().value ?? undefined;

/** Every labelled value, in reading order (one per label occurrence). */
export function* allLabelled(lines: Line[], labels: string[], accept: (raw: string) => boolean = () => true): Generator<Found> {
  const label = new RegExp(`^${itemNumber}(?:${labels.join('|')})${sep}(?<rest>.*)$`, 'iu');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    for (let s = 0; s < line.segments.length; s++) {
      const m = (line.segments[s] as string).match(label);
      if (!m) continue;
      const rest = cutAtNextLabel(m.groups?.['rest'] ?? '');
      const candidates: Array<{ raw: string; line: Line }> = [];
      if (rest) candidates.push({ raw: rest, line });
      const right = line.segments[s + 1];
      if (right && !rest && !looksLikeLabel(right)) candidates.push({ raw: right, line });
      const next = lines[i + 1];
      if (next && next.page === line.page && !rest) {
        const aligned = below(line, s, next);
        if (aligned && !looksLikeLabel(aligned)) candidates.push({ raw: aligned, line: next });
      }
      const hit = candidates.find((c) => c.raw && accept(c.raw));
      if (hit) yield { ...hit, context: hit.line === line ? line.text : `${line.segments[s]} ${hit.raw}` };
    }
  }
}

/**
 * The segment of the next line under segment `s` of this one: the same position when both rows
 * have as many cells, else the one that starts under the label (boxes of different widths, an
 * empty box), else the whole next line under a label that stands alone, else the one nearest
 * this label among the row's labels.
 */
export const below = (line: Line, s: number, next: Line): string | undefined => {
  if (next.segments.length === line.segments.length) return next.segments[s];
  const start = line.columns[s] ?? 0;
  const end = start + (line.segments[s]?.length ?? 0);
  const k = next.columns.findIndex((c) => c >= start - 3 && c < end);
  if (k >= 0) return next.segments[k];
  if (line.segments.length === 1) return next.segments[0];
  // OCR shifts columns a little: the value whose start is nearest this label's among the row's labels.
  const nearest = (c: number) => line.columns.reduce((best, x, i) => (Math.abs(x - c) < Math.abs((line.columns[best] ?? 0) - c) ? i : best), 0);
  const j = next.columns.findIndex((c) => nearest(c) === s);
  return j >= 0 ? next.segments[j] : undefined;
};

// Words that start a field label on the documents we read: a segment that is one of these is
// a label (the next box's title), not a value.
const labelStart = new RegExp(
  '^(surname|surnames|given names?|first|last|middle|name|full name|date|place|sex|gender|nationality|citizenship|country|class|type|authority|' +
    'address|city|state|zip|phone|telephone|e-?mail|major|school|program|sevis|category|card|uscis|hgt|wgt|eyes?|hair|dob|height|weight|' +
    'receipt|case|received|applicant|beneficiary|petitioner|respondent|spouse|party|officiant|tenant|customer|account|amount|lease|premises|' +
    'property|service|father|mother|registration|ln|fn|dl|document|admit|admission|most recent|passport|apellidos?|nombres?|tipo|sexo|' +
    'birth|issued?|expir\\w*|signature|holder|employer|position|title|occupation|start|end|commencement|monthly|rent|judgment|officiant)\\b',
  'i',
);

export const looksLikeLabel = (segment: string): boolean => {
  const bare = segment.replace(new RegExp(`^${itemNumber}`, 'i'), '');
  return bare.length <= 40 && labelStart.test(bare) && (/:$/.test(bare) || !/\d{2,}/.test(bare)) && !/:\s*\S/.test(bare);
};

/** "value   Next Label: …" or "value Next Label: …" on one line: the value ends where the next label starts. */
const cutAtNextLabel = (rest: string): string => {
  const m = rest.match(/\s+(?:[A-Z][\w'()/#-]*\s?){1,4}:\s/);
  return (m ? rest.slice(0, m.index) : rest).trim();
};

/** All values of a pattern anywhere in the text (for numbers with a distinctive shape). */
export const findPattern = (lines: Line[], pattern: RegExp): Array<{ raw: string; line: Line }> =>
  lines.flatMap((line) => [...line.text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].map((m) => ({ raw: m[1] ?? m[0], line })));
