import { eyeColour, formDate, hairColour, height, parseDate, parseUsAddress, type UsAddress } from '@formpath/forms';
import { findLabelled, itemNumber, type Found } from '../labels.js';
import type { Line } from '../text.js';

// Generic helpers for identity documents (candidates for the shared layer): labels followed by
// their value with no colon and other fields on the same line ("15 SEX F 16 HGT 5'-05" 17 WGT
// 150 lb"), addresses without a label.

/** A date as identity documents print it, as MM/DD/YYYY; `dayFirst` for foreign passports and "(Day/Mo/Yr)" forms. */
export const looseDate = (raw: string, options: { dayFirst?: boolean } = {}): string | undefined => formDate(parseDate(raw.trim(), options));

/**
 * The value of a field whose label may be preceded by an AAMVA/form item number ("16 HGT",
 * "4d DLN", "3."), followed by ":" or nothing, with more fields on the same line: the value is
 * matched by `value` (a regex source) straight after the label. Falls back to the shared
 * finder (values in the next line, boxes, columns).
 */
export const afterLabel = (lines: Line[], labels: string[], value: string, accept: (raw: string) => boolean = () => true): Found | undefined => {
  const re = new RegExp(`(?:^|[\\s,;(])${itemNumber}(?:${labels.join('|')})\\s*(?:[:#.]\\s*)?(?<value>${value})(?=$|[\\s,;)])`, 'iu');
  for (const line of lines) {
    for (const text of [...line.segments, line.text]) {
      const m = text.match(re);
      const raw = m?.groups?.['value'];
      if (raw && accept(raw)) return { raw, line, context: text };
    }
  }
  return findLabelled(lines, labels, (raw) => new RegExp(`^(?:${value})`, 'iu').test(raw.trim()) && accept(raw.trim()));
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


/** The shapes a printed date takes, for `afterLabel`. */
export const dateShape = String.raw`\d{4}[ ,]+[A-Za-z]{3,10}\.?[ ,]+\d{1,2}|[A-Za-z]{3,10}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\s*(?:de\s+)?[A-Za-z]{3,10}\.?(?:\s*/\s*[A-Za-z]{3,10}\.?)?,?\s*(?:de\s+)?\d{2,4}|\d{1,4}[-/. ]\d{1,2}[-/. ]\d{2,4}`;

// Two-letter colour codes of some states (New York: BR, BK, BL, GR, HZ, GY).
const eyeCodes: Record<string, string> = { BR: 'Brown', BN: 'Brown', BK: 'Black', BL: 'Blue', GR: 'Green', HZ: 'Hazel', GY: 'Gray' };
const hairCodes: Record<string, string> = { BR: 'Brown', BN: 'Brown', BK: 'Black', BL: 'Blond', BD: 'Bald', GY: 'Gray', WH: 'White', RD: 'Red', SY: 'Sandy', BLD: 'Blond' };
export const eyes = (raw: string) => eyeColour(raw) ?? eyeCodes[raw.trim().toUpperCase()];
export const hair = (raw: string) => hairColour(raw) ?? hairCodes[raw.trim().toUpperCase()];
/** Heights as licences print them: 5'-05", 5-05, 505, 5' 5", 165 cm. */
export const licenceHeight = (raw: string) => height(raw.replace(/'\s*-\s*/, "'").replace(/\s+/g, ' ').trim());
