// Values as the official forms want them: dates MM/DD/YYYY, numbers as bare digits for comb
// boxes, states as USPS codes, unit types as the form's three boxes, names in three parts.

const pad = (n: number | string) => String(n).padStart(2, '0');
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** MM/DD/YYYY from the usual spellings; MM/YYYY (history months) and "Present" kept as they are. */
export const formDate = (value: string): string => {
  const v = value.trim();
  let m: RegExpMatchArray | null;
  if ((m = v.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/))) return `${pad(m[1] as string)}/${pad(m[2] as string)}/${m[3]}`;
  if ((m = v.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/))) return `${pad(m[2] as string)}/${pad(m[3] as string)}/${m[1]}`;
  if ((m = v.match(/^(\d{1,2})[/.-](\d{4})$/))) return `${pad(m[1] as string)}/${m[2]}`;
  if ((m = v.match(/^([A-Za-z]{3,})\.? (\d{1,2}),? (\d{4})$/))) {
    const month = months.indexOf((m[1] as string).slice(0, 3).toLowerCase());
    if (month >= 0) return `${pad(month + 1)}/${pad(m[2] as string)}/${m[3]}`;
  }
  if (/^present$/i.test(v)) return 'Present';
  return v;
};

export const digits = (value: string): string => value.replace(/\D/g, '');

/** A-numbers are 9 digits on every USCIS form; older 7- and 8-digit ones get leading zeros. */
export const aNumber = (value: string): string => {
  const d = digits(value);
  return d.length >= 7 && d.length <= 9 ? d.padStart(9, '0') : d;
};

/** Ten digits, without a leading US country code. */
export const phone = (value: string): string => {
  const d = digits(value);
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
};

export const zip5 = (value: string): string => digits(value).slice(0, 5);

const stateNames: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT', delaware: 'DE',
  'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA',
  kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN',
  mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ',
  'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR',
  pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT',
  vermont: 'VT', virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY', 'puerto rico': 'PR',
  guam: 'GU', 'u.s. virgin islands': 'VI', 'virgin islands': 'VI', 'american samoa': 'AS', 'northern mariana islands': 'MP',
};

/** The USPS code of a US state or territory, or '' when the value is not one. */
export const stateCode = (value: string): string => {
  const v = value.trim().replace(/\s+/g, ' ');
  if (/^[A-Za-z]{2}$/.test(v)) return v.toUpperCase();
  return stateNames[v.toLowerCase()] ?? '';
};

export const isUnitedStates = (country: string): boolean => !country.trim() || /^(u\.?s\.?a?\.?|united states( of america)?)$/i.test(country.trim());

export type UnitType = 'APT' | 'STE' | 'FLR';

/** "Apt 4B", "Suite 200", "Fl 3", "#12" or "4B" into the form's unit box and number. */
export const unit = (value: string): { type: UnitType; number: string } | undefined => {
  const v = value.trim();
  if (!v) return undefined;
  const m = v.match(/^(apt\.?|apartment|unit|#|ste\.?|suite|fl\.?|flr\.?|floor)\s*#?\s*(.+)$/i);
  if (!m) return { type: 'APT', number: v };
  const word = (m[1] as string).toLowerCase();
  const type: UnitType = word.startsWith('s') ? 'STE' : word.startsWith('f') ? 'FLR' : 'APT';
  return { type, number: (m[2] as string).trim() };
};

export interface NameParts {
  family: string;
  given: string;
  middle: string;
}

/**
 * A name written in one piece into family, given and middle. "FAMILY, Given Middle" is
 * unambiguous; otherwise a known family name at the end wins (double surnames such as
 * "Martinez Lopez"), else the last word is taken as the family name.
 */
export const splitName = (full: string, knownFamilies: string[] = []): NameParts => {
  const v = full.trim().replace(/\s+/g, ' ');
  if (!v) return { family: '', given: '', middle: '' };
  if (v.includes(',')) {
    const [family, rest = ''] = v.split(',', 2).map((s) => s.trim()) as [string, string?];
    const [given = '', ...middle] = rest.split(' ').filter(Boolean);
    return { family, given, middle: middle.join(' ') };
  }
  const family = knownFamilies.map((f) => f.trim()).find((f) => f && v.toLowerCase().endsWith(` ${f.toLowerCase()}`));
  const words = (family ? v.slice(0, v.length - family.length) : v).trim().split(' ');
  const last = family ?? (words.length > 1 ? (words.pop() as string) : '');
  const [given = '', ...middle] = words;
  return { family: family ? v.slice(v.length - family.length) : last, given, middle: middle.join(' ') };
};

/** "City, State, Country", "City, ST" or "City, Country" into the form's three place boxes. */
export const splitPlace = (place: string): { city: string; state: string; country: string } => {
  const parts = place.split(',').map((p) => p.trim()).filter(Boolean);
  const [city = '', second = '', third = ''] = parts;
  if (parts.length >= 3) return { city, state: second, country: parts.slice(2).join(', ') || third };
  if (parts.length === 2) return stateCode(second) ? { city, state: second, country: 'United States' } : { city, state: '', country: second };
  return { city, state: '', country: '' };
};

/** F or M from "Female", "F", "Male", "M" (any case); '' otherwise. */
export const sex = (value: string): 'F' | 'M' | '' => {
  const v = value.trim().toLowerCase();
  if (v === 'f' || v.startsWith('fem')) return 'F';
  if (v === 'm' || v.startsWith('mal')) return 'M';
  return '';
};

/** A word of a closed list (colours, statuses) matched loosely: case, accents and common codes. */
export const pick = <T extends string>(value: string, choices: Record<T, RegExp>): T | undefined => {
  const v = value.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (!v) return undefined;
  return (Object.keys(choices) as T[]).find((k) => choices[k].test(v));
};
