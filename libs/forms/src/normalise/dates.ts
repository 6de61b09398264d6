const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Spanish and French month abbreviations appear on bilingual passports and foreign certificates.
const foreignMonths: Record<string, number> = { ene: 1, fev: 2, fév: 2, abr: 4, avr: 4, mai: 5, ago: 8, aoû: 8, dic: 12, déc: 12, set: 9, sept: 9, janv: 1, juil: 7, juin: 6 };

const monthOf = (word: string): number | undefined => {
  const w = word.toLowerCase().replace(/\.$/, '');
  const i = months.indexOf(w.slice(0, 3));
  if (i >= 0 && (w.length === 3 || months[i] === w.slice(0, 3))) return i + 1;
  return foreignMonths[w] ?? foreignMonths[w.slice(0, 3)];
};

export interface CalendarDate {
  year: number;
  month: number;
  day?: number;
}

const valid = ({ year, month, day }: CalendarDate): boolean =>
  year >= 1900 && year <= 2100 && month >= 1 && month <= 12 && (day === undefined || (day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate()));

const fullYear = (y: string): number => (y.length === 4 ? Number(y) : Number(y) + (Number(y) > 40 ? 1900 : 2000));

const monthWord = '([A-Za-zéû]{3,9}\\.?)';
const patterns: Array<[RegExp, (m: RegExpMatchArray) => CalendarDate | undefined]> = [
  // 2026-03-05
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/, (m) => ({ year: +(m[1] ?? ''), month: +(m[2] ?? ''), day: +(m[3] ?? '') })],
  // 03/05/1990 (US order) and 03-05-1990
  [/\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/, (m) => ({ year: fullYear((m[3] ?? '')), month: +(m[1] ?? ''), day: +(m[2] ?? '') })],
  // 05.03.1990 (day first, as where dots are used)
  [/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/, (m) => ({ year: +(m[3] ?? ''), month: +(m[2] ?? ''), day: +(m[1] ?? '') })],
  // 5 March 1990, 05 MAR 1990, 05 MAR/MARS 1990, 05MAR1990, 5th of March, 1990
  [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s*of)?\\s*${monthWord}(?:\\s*/\\s*[A-Za-zéû]{3,9}\\.?)?,?\\s*(\\d{4})\\b`), (m) => date((m[3] ?? ''), (m[2] ?? ''), (m[1] ?? ''))],
  // March 5, 1990 / MAR 05 1990
  [new RegExp(`\\b${monthWord}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`), (m) => date((m[3] ?? ''), (m[1] ?? ''), (m[2] ?? ''))],
  // March 1990, 03/1990
  [new RegExp(`\\b${monthWord}\\s+(\\d{4})\\b`), (m) => date((m[2] ?? ''), (m[1] ?? ''))],
  [/\b(\d{1,2})\/(\d{4})\b/, (m) => ({ year: +(m[2] ?? ''), month: +(m[1] ?? '') })],
];

function date(year: string, month: string, day?: string): CalendarDate | undefined {
  const m = monthOf(month);
  return m ? { year: +year, month: m, ...(day ? { day: +day } : {}) } : undefined;
}

/** The first date written in any common format, or undefined. Slashes are read month first (US). */
export const parseDate = (text: string): CalendarDate | undefined => {
  for (const [pattern, build] of patterns) {
    const match = text.match(pattern);
    const parsed = match ? build(match) : undefined;
    if (parsed && valid(parsed)) return parsed;
  }
  return undefined;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** MM/DD/YYYY, the form's format; undefined when the day is unknown. */
export const formDate = (d: CalendarDate | undefined): string | undefined => (d?.day ? `${pad(d.month)}/${pad(d.day)}/${d.year}` : undefined);
/** MM/YYYY, the format of the histories. */
export const formMonth = (d: CalendarDate | undefined): string | undefined => (d ? `${pad(d.month)}/${d.year}` : undefined);

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
