import type { CalendarDate } from '@formpath/forms';

/**
 * What a US or Canadian licence or ID card's PDF417 symbol says of its holder, read by the
 * AAMVA DL/ID Card Design Standard (versions 1 to 10). Written here because the npm parsers
 * match element identifiers anywhere in the data ("DAC" inside a surname) or drop the last
 * element; the standard itself is short.
 */
export interface AamvaHolder {
  version: number;
  family?: string;
  given?: string;
  middle?: string;
  dob?: CalendarDate;
  sex?: 'Male' | 'Female';
  heightInches?: number;
  weightLbs?: number;
  eyes?: string;
  hair?: string;
  street?: string;
  street2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
}

// "@", then line feed, record separator and carriage return (some issuers garble these), then
// "ANSI " (or "AAMVA" on early cards), the issuer's six-digit IIN and the version.
const header = /^@\s*(?:ANSI ?|AAMVA)(\d{6})(\d{2})/;
// The record separator, read as a line break like the others.
const recordSeparator = String.fromCharCode(0x1e);
const absent = /^(?:NONE|UNAVL|UNAV|UNK|UNKNOWN|N\/A)$/i;

/** The elements of the DL (or ID) subfile: three-letter identifiers, one a line. */
const elementsOf = (data: string, version: number, headerEnd: number): Map<string, string> | undefined => {
  // Version 1 has no jurisdiction version: the entry count follows the version directly.
  const designators = data.slice(headerEnd + (version >= 2 ? 4 : 2));
  const entry = designators.match(/^(DL|ID)(\d{4})(\d{4})/);
  const type = entry?.[1];
  if (!entry || !type) return undefined;
  const offset = Number(entry[2]);
  // The offset as written, else (issuers miscount the separators) the type where an element follows it.
  let start = data.startsWith(type, offset) ? offset : -1;
  if (start < 0) {
    const found = data.slice(headerEnd + 12).search(new RegExp(`${type}(?=D[A-Z]{2})`));
    start = found < 0 ? -1 : found + headerEnd + 12;
  }
  if (start < 0) return undefined;
  const elements = new Map<string, string>();
  for (const line of data.slice(start + 2).split(/[\n\r]+/)) {
    const id = line.slice(0, 3);
    // The subfile ends where a jurisdiction's own subfile (Z…) begins.
    if (/^Z[A-Z]{2}$/.test(id) && elements.size) break;
    const value = line.slice(3).trim();
    if (/^D[A-Z]{2}$/.test(id) && value && !absent.test(value) && !elements.has(id)) elements.set(id, value);
  }
  return elements;
};

const valid = (year: number, month: number, day: number): CalendarDate | undefined => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return year > 1880 && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? { year, month, day } : undefined;
};

/** MMDDCCYY in the US, CCYYMMDD in Canada and on version 1 cards; the other order when the first cannot be a date. */
const dateOf = (raw: string | undefined, yearFirst: boolean): CalendarDate | undefined => {
  const d = raw?.replace(/\D/g, '');
  if (d?.length !== 8) return undefined;
  const us = () => valid(+d.slice(4), +d.slice(0, 2), +d.slice(2, 4));
  const iso = () => valid(+d.slice(0, 4), +d.slice(4, 6), +d.slice(6));
  return yearFirst ? (iso() ?? us()) : (us() ?? iso());
};

/** "069 in", "175 cm", or on early cards "509" (5 ft 9 in) and "5-09". */
const heightOf = (raw: string | undefined): number | undefined => {
  if (!raw) return undefined;
  const cm = raw.match(/^(\d{2,3})\s*cm/i);
  const feet = raw.match(/^([4-7])\s*[-']?\s*(\d{2})$/);
  const inches = raw.match(/^(\d{2,3})\s*(?:in)?$/i);
  const total = cm ? Math.round(+(cm[1] as string) / 2.54) : feet && +(feet[2] as string) < 12 ? +(feet[1] as string) * 12 + +(feet[2] as string) : inches ? +(inches[1] as string) : NaN;
  return total >= 36 && total <= 96 ? total : undefined;
};

const weightOf = (lbs: string | undefined, kg: string | undefined): number | undefined => {
  const n = lbs ? parseInt(lbs, 10) : kg ? Math.round(parseInt(kg, 10) * 2.20462) : NaN;
  return n >= 50 && n <= 700 ? n : undefined;
};

/** Version 1's DAA ("FAMILY,GIVEN,MIDDLE") and versions 2-3's DCT ("GIVEN,MIDDLE" or "GIVEN MIDDLE"). */
const namesOf = (e: Map<string, string>): Pick<AamvaHolder, 'family' | 'given' | 'middle'> => {
  const full = e.get('DAA')?.split(/\s*,\s*/);
  const givenParts = e.get('DCT')?.split(/\s*,\s*|\s+/).filter(Boolean);
  const family = e.get('DCS') ?? e.get('DAB') ?? (full && full.length > 1 ? full[0] : undefined);
  const given = e.get('DAC') ?? givenParts?.[0] ?? full?.[1];
  const middle = e.get('DAD') ?? (givenParts && givenParts.length > 1 ? givenParts.slice(1).join(' ') : full?.slice(2).join(' ') || undefined);
  return { family, given, middle };
};

export const readAamva = (symbol: string): AamvaHolder | undefined => {
  const data = symbol.replaceAll(recordSeparator, '\n');
  const m = data.match(header);
  if (!m) return undefined;
  const version = Number(m[2]);
  const e = elementsOf(data, version, m[0].length);
  if (!e?.size) return undefined;
  const country = e.get('DCG');
  const sex = e.get('DBC');
  const zip = e.get('DAK')?.replace(/[^0-9A-Z]/gi, '');
  return {
    version,
    ...namesOf(e),
    dob: dateOf(e.get('DBB'), country === 'CAN' || version === 1),
    sex: sex === '1' || sex === 'M' ? 'Male' : sex === '2' || sex === 'F' ? 'Female' : undefined,
    heightInches: heightOf(e.get('DAU')),
    weightLbs: weightOf(e.get('DAW'), e.get('DAX')),
    eyes: e.get('DAY'),
    hair: e.get('DAZ'),
    street: e.get('DAG'),
    street2: e.get('DAH'),
    city: e.get('DAI'),
    state: e.get('DAJ'),
    // Nine US digits padded with spaces ("902230000  "): the first five are the ZIP code.
    zip: zip && /^\d{5}/.test(zip) ? zip.slice(0, 5) : zip,
    country,
  };
};
