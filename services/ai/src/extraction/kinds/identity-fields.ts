import { eyeColour, formDate, hairColour, height, parseDate, parseUsAddress, type UsAddress } from '@formpath/forms';
import { findLabelled, type Found } from '../labels.js';
import type { Line } from '../text.js';

// Generic helpers for identity documents (candidates for the shared layer): labels followed by
// their value with no colon and other fields on the same line ("15 SEX F 16 HGT 5'-05" 17 WGT
// 150 lb"), AAMVA item numbers before labels, loose date formats, addresses without a label.

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const spanishMonths: Record<string, number> = {
  ene: 1, enero: 1, febrero: 2, marzo: 3, abr: 4, abril: 4, mayo: 5, junio: 6, julio: 7, ago: 8, agosto: 8, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, dic: 12, diciembre: 12,
};
const monthOf = (word: string): number | undefined => {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (spanishMonths[w]) return spanishMonths[w];
  const i = monthNames.indexOf(w.slice(0, 3));
  return i >= 0 && (w.length === 3 || w.startsWith(monthNames[i] as string)) ? i + 1 : undefined;
};
const pad = (n: number) => String(n).padStart(2, '0');
const valid = (y: number, m: number, d: number) => y >= 1900 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
const out = (y: number, m: number, d: number) => (valid(y, m, d) ? `${pad(m)}/${pad(d)}/${y}` : undefined);
const year = (y: string) => (y.length === 4 ? +y : +y + (+y > 40 ? 1900 : 2000));

/**
 * A date as identity documents print it, as MM/DD/YYYY. `dayFirst` reads numeric dates day
 * first (foreign passports, paper I-94 "(Day/Mo/Yr)"); otherwise slashes are US order.
 * Handles "2023 August 22", "15 03 1990", "15.03.1990", "15 MAR/MAR 1990", "15MAR1990",
 * "JAN 20 2022", "15 de marzo de 1990", "08/21/24" and what `parseDate` reads.
 */
export const looseDate = (raw: string, options: { dayFirst?: boolean } = {}): string | undefined => {
  const v = raw.trim();
  let m = v.match(/\b(\d{4})[ ,]+([A-Za-z]{3,10})\.?[ ,]+(\d{1,2})\b/);
  if (m && monthOf(m[2] as string)) return out(+(m[1] as string), monthOf(m[2] as string) as number, +(m[3] as string));
  m = v.match(/\b(\d{1,2})\s*(?:de\s+)?([A-Za-z]{3,10})\.?(?:\s*\/\s*[A-Za-z]{3,10}\.?)?\s*(?:de\s+|,\s*)?(\d{4}|\d{2})\b/i);
  if (m && monthOf(m[2] as string)) return out(year(m[3] as string), monthOf(m[2] as string) as number, +(m[1] as string));
  m = v.match(/\b([A-Za-z]{3,10})\.?\s+(\d{1,2}),?\s+(\d{4})\b/);
  if (m && monthOf(m[1] as string)) return out(+(m[3] as string), monthOf(m[1] as string) as number, +(m[2] as string));
  m = v.match(/\b(\d{1,2})([ ./-])(\d{1,2})\2(\d{4}|\d{2})\b/);
  if (m) {
    const a = +(m[1] as string);
    const b = +(m[3] as string);
    const y = year(m[4] as string);
    // Spaces and dots are day-first conventions; a first number over 12 can only be a day.
    const dayFirst = options.dayFirst || m[2] === ' ' || m[2] === '.' || a > 12;
    return dayFirst ? out(y, b, a) : out(y, a, b);
  }
  return formDate(parseDate(v));
};

/**
 * The value of a field whose label may be preceded by an AAMVA/form item number ("16 HGT",
 * "4d DLN", "3."), followed by ":" or nothing, with more fields on the same line: the value is
 * matched by `value` (a regex source) straight after the label. Falls back to the shared
 * finder (values in the next line, boxes, columns).
 */
export const afterLabel = (lines: Line[], labels: string[], value: string, accept: (raw: string) => boolean = () => true): Found | undefined => {
  const re = new RegExp(`(?:^|[\\s,;(])(?:\\d{1,2}[a-z]?\\.?\\s+)?(?:${labels.join('|')})\\s*(?:[:#.]\\s*)?(?<value>${value})(?=$|[\\s,;)])`, 'iu');
  for (const line of lines) {
    for (const text of [...line.segments, line.text]) {
      const m = text.match(re);
      const raw = m?.groups?.['value'];
      if (raw && accept(raw)) return { raw, line, context: text };
    }
  }
  return findLabelled(lines, labels.map((l) => `(?:\\d{1,2}[a-z]?\\.?\\s+)?(?:${l})`), (raw) => new RegExp(`^(?:${value})`, 'iu').test(raw.trim()) && accept(raw.trim()));
};

/** Value shapes of licence fields. */
export const shapes = {
  height: String.raw`\d\s*(?:'|ft|-)\s*-?\s*\d{1,2}\s*(?:"|''|in)?|\d{3}(?!\d)|\d{3}\s*cm`,
  weight: String.raw`\d{2,3}\s*(?:lbs?|pounds|kg)?`,
  colour: String.raw`[A-Za-z]{2,6}`,
};

// Words that say an address belongs to an office, an issuer or a mailing service, not the holder.
const officeWords = /\b(department|dept\.?|dmv|motor vehicles|return|mailbox|postage|p\.?\s*o\.?\s*box|office|administration|services|agency|headquarters|if found)\b/i;

/**
 * The holder's address on a card that prints it without a label (under the name): the first
 * street + "City, ST ZIP" pair (an item number "8" before the street is dropped), skipping
 * addresses inside the issuer's return or office text.
 */
export const unlabelledAddress = (lines: Line[]): { address: UsAddress; line: Line; context: string; contested: boolean } | undefined => {
  const found = firstUnlabelled(lines);
  if (!found) return undefined;
  // Another address on the page (an office's, a notary's, an employer's, a return address) and no label says which is the holder's.
  const key = (a: UsAddress) => `${a.street.toLowerCase()}|${a.zip.slice(0, 5)}`;
  const contested = everyAddress(lines).some((a) => key(a) !== key(found.address));
  return { ...found, contested };
};

/** Every street + city pair on the page, whoever it belongs to. */
export const everyAddress = (lines: Line[]): UsAddress[] => {
  const out: UsAddress[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const next = lines[i + 1];
    for (const text of [line.text, ...line.segments]) {
      const street = text.replace(/^.*?(?=\b\d+[A-Za-z]?\s+[A-Za-z])/, '');
      if (!/^\d+[A-Za-z]?\s+\S/.test(street)) continue;
      const a = (next && next.page === line.page ? parseUsAddress(`${street}\n${next.text}`) : undefined) ?? parseUsAddress(street);
      if (a && /^\d/.test(a.street) && a.zip) out.push(a);
    }
  }
  return out;
};

const firstUnlabelled = (lines: Line[]): { address: UsAddress; line: Line; context: string } | undefined => {
  const strip = (s: string) => s.replace(/^\s*(?:\d{1,2}[a-z]?\s+)(?=\d)/, '').replace(/^(?:8|addr(?:ess)?\.?)\s*:?\s+(?=\d)/i, '');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const next = lines[i + 1];
    if (officeWords.test(line.text) || (i > 0 && officeWords.test((lines[i - 1] as Line).text) && /,\s*$/.test((lines[i - 1] as Line).text))) continue;
    const street = strip(line.text);
    if (!/^\d+[A-Za-z]?\s+\S/.test(street)) continue;
    const two = next && next.page === line.page && !officeWords.test(next.text) ? parseUsAddress(`${street}\n${next.text}`) : undefined;
    const address = two ?? parseUsAddress(street);
    if (address) return { address, line, context: two && next ? `${line.text}, ${next.text}` : line.text };
  }
  return undefined;
};

/** Class of admission as the forms want it: "B-2" and "B 2" are "B2", "H-1B" is "H1B". */
export const admissionClassCode = (raw: string): string | undefined => {
  const v = raw.trim().toUpperCase().replace(/[\s-]+/g, '');
  if (/^(DS|D\/S)$/.test(v)) return undefined;
  return /^[A-Z]{1,2}\d{0,2}[A-Z]?$/.test(v) && /\d/.test(v) && v.length <= 5 ? v : undefined;
};

export const i94Number = (raw: string): string | undefined => {
  const v = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{9}[A-Z0-9]\d$/.test(v) ? v : undefined;
};

/** Labels that may carry an item number in front ("4d ", "1. ", "16 "). */
export const numbered = (labels: string[]) => labels.map((l) => `(?:\\d{1,2}[a-z]?\\.?\\s+)?(?:${l})`);

/** The shapes a printed date takes, for `afterLabel`. */
export const dateShape = String.raw`\d{4}[ ,]+[A-Za-z]{3,10}\.?[ ,]+\d{1,2}|[A-Za-z]{3,10}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s*(?:de\s+)?[A-Za-z]{3,10}\.?(?:\s*/\s*[A-Za-z]{3,10}\.?)?,?\s*(?:de\s+)?\d{2,4}|\d{1,4}[-/. ]\d{1,2}[-/. ]\d{2,4}`;

// Two-letter colour codes of some states (New York: BR, BK, BL, GR, HZ, GY).
const eyeCodes: Record<string, string> = { BR: 'Brown', BN: 'Brown', BK: 'Black', BL: 'Blue', GR: 'Green', HZ: 'Hazel', GY: 'Gray' };
const hairCodes: Record<string, string> = { BR: 'Brown', BN: 'Brown', BK: 'Black', BL: 'Blond', BD: 'Bald', GY: 'Gray', WH: 'White', RD: 'Red', SY: 'Sandy', BLD: 'Blond' };
export const eyes = (raw: string) => eyeColour(raw) ?? eyeCodes[raw.trim().toUpperCase()];
export const hair = (raw: string) => hairColour(raw) ?? hairCodes[raw.trim().toUpperCase()];
/** Heights as licences print them: 5'-05", 5-05, 505, 5' 5", 165 cm. */
export const licenceHeight = (raw: string) => height(raw.replace(/'\s*-\s*/, "'").replace(/\s+/g, ' ').trim());
