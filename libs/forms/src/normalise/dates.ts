// Month names in English, Spanish and French: a word is a month when it starts one of them
// ("Mar", "marzo", "SEPT."), so "decree" or "married" are not months.
const monthNames: string[][] = [
  ['january', 'enero', 'janvier'], ['february', 'febrero', 'février', 'fevrier'], ['march', 'marzo', 'mars'], ['april', 'abril', 'avril'],
  ['may', 'mayo', 'mai'], ['june', 'junio', 'juin'], ['july', 'julio', 'juillet'], ['august', 'agosto', 'août', 'aout'],
  ['september', 'septiembre', 'setiembre', 'septembre'], ['october', 'octubre', 'octobre'], ['november', 'noviembre', 'novembre'], ['december', 'diciembre', 'décembre', 'decembre'],
];

const monthOf = (word: string): number | undefined => {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const i = monthNames.findIndex((names) => names.some((n) => n.startsWith(w)));
  return i >= 0 ? i + 1 : undefined;
};

export interface CalendarDate {
  year: number;
  month: number;
  day?: number;
}

const valid = ({ year, month, day }: CalendarDate): boolean =>
  year >= 1900 && year <= 2100 && month >= 1 && month <= 12 && (day === undefined || (day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate()));

const fullYear = (y: string): number => (y.length === 4 ? Number(y) : Number(y) + (Number(y) > 40 ? 1900 : 2000));

const monthWord = '([A-Za-zéû]{3,10}\\.?)';
// Between the parts of a written date: spaces, dashes, slashes, and the "de"/"of" of Spanish and English.
const gap = String.raw`[\s\-/)]*(?:(?:of|de|del)\s+)?`;
const patterns: Array<[RegExp, (m: RegExpMatchArray, dayFirst: boolean) => CalendarDate | undefined]> = [
  // 2026-03-05, 2026/03/05, 2026.03.05, and the Korean and Japanese "2026. 03. 05."
  [/\b(\d{4})(?:[-/]|\.\s?)(\d{1,2})(?:[-/]|\.\s?)(\d{1,2})\b/, (m) => ({ year: +(m[1] ?? ''), month: +(m[2] ?? ''), day: +(m[3] ?? '') })],
  // 03/05/1990 (US order unless the document is known to write the day first) and 03-05-1990;
  // 15/03/1990 can only be day first.
  [/\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/, (m, dayFirst) => numeric(m[1] ?? '', m[2] ?? '', m[3] ?? '', dayFirst)],
  // 05.03.1990 and 05 03 1990 (day first, as where dots or spaces are used)
  [/\b(\d{1,2})([. ])(\d{1,2})\2(\d{4})\b/, (m) => ({ year: +(m[4] ?? ''), month: +(m[3] ?? ''), day: +(m[1] ?? '') })],
  // 15 MAR 90, 15-MAR-90 (two-digit years only after a month name)
  [new RegExp(String.raw`\b(\d{1,2})[\s\-]?${monthWord}(?:\s*/\s*[A-Za-z]{3,10}\.?)?[\s\-]?(\d{2})(?!\d)`, 'i'), (m) => date(String(fullYear(m[3] ?? '')), m[2] ?? '', m[1] ?? '')],
  // 5 March 1990, 05 MAR 1990, 05-MAR-1990, 05 MAR/MARS 1990, 05MAR1990, 5th of March, 1990, 15 de marzo de 1990
  [new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?${gap}${monthWord}(?:\s*/\s*[A-Za-zéû]{3,10}\.?)?,?${gap}(\d{4})\b`, 'i'), (m) => date(m[3] ?? '', m[2] ?? '', m[1] ?? '')],
  // March 5, 1990 / MAR 05 1990 / marzo 15 de 1990
  [new RegExp(String.raw`\b${monthWord}[\s\-]+(\d{1,2})(?:st|nd|rd|th)?,?${gap}(\d{4})\b`, 'i'), (m) => date(m[3] ?? '', m[1] ?? '', m[2] ?? '')],
  // 1990 March 5, 2021 August 22
  [new RegExp(String.raw`\b(\d{4})[\s\-,]+${monthWord}[\s\-]+(\d{1,2})\b`, 'i'), (m) => date(m[1] ?? '', m[2] ?? '', m[3] ?? '')],
  // March 1990, marzo de 1990, 03/1990
  [new RegExp(String.raw`\b${monthWord},?${gap}(\d{4})\b`, 'i'), (m) => date(m[2] ?? '', m[1] ?? '')],
  [/\b(\d{1,2})\/(\d{4})\b/, (m) => ({ year: +(m[2] ?? ''), month: +(m[1] ?? '') })],
];

function numeric(first: string, second: string, year: string, dayFirst: boolean): CalendarDate {
  const [a, b] = [+first, +second];
  const swap = dayFirst ? b <= 12 : a > 12 && b <= 12;
  return { year: fullYear(year), month: swap ? b : a, day: swap ? a : b };
}

function date(year: string, month: string, day?: string): CalendarDate | undefined {
  const m = monthOf(month);
  return m ? { year: +year, month: m, ...(day ? { day: +day } : {}) } : undefined;
}

/**
 * The first date written in any common format, English or Spanish, or undefined. Numeric dates
 * with slashes are read month first (US) unless `dayFirst` (foreign documents) or unless only
 * the day-first reading is a date (15/03/1990).
 */
export const parseDate = (text: string, options: { dayFirst?: boolean } = {}): CalendarDate | undefined => {
  for (const [pattern, build] of patterns) {
    const match = text.match(pattern);
    const parsed = match ? build(match, options.dayFirst ?? false) : undefined;
    if (parsed && valid(parsed)) return parsed;
  }
  return undefined;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY, the form's format; undefined when the day is unknown. */
export const formDate = (d: CalendarDate | undefined): string | undefined => (d?.day ? `${pad(d.month)}/${pad(d.day)}/${d.year}` : undefined);
/** MM/YYYY, the format of the histories. */
export const formMonth = (d: CalendarDate | undefined): string | undefined => (d ? `${pad(d.month)}/${d.year}` : undefined);
/** A form date (MM/DD/YYYY or MM/YYYY) as a key that sorts by time: "YYYYMMDD", "YYYYMM". */
export const formDateOrder = (value: string): string => value.replace(/^(\d{2})\/(?:(\d{2})\/)?(\d{4})$/, (_, m: string, d: string | undefined, y: string) => `${y}${m}${d ?? ''}`);

/** YYMMDD from a machine-readable zone; the century is chosen so the date is not in the future (births) or is (expiry). */
export const mrzDate = (yymmdd: string, kind: 'past' | 'future'): string | undefined => {
  const m = yymmdd.match(/^(\d{2})(\d{2})(\d{2})$/);
  if (!m) return undefined;
  const thisYear = new Date().getUTCFullYear() % 100;
  const yy = +(m[1] ?? '');
  const year = kind === 'past' ? (yy > thisYear ? 1900 + yy : 2000 + yy) : 2000 + yy;
  const d = { year, month: +(m[2] ?? ''), day: +(m[3] ?? '') };
  return valid(d) ? formDate(d) : undefined;
};
