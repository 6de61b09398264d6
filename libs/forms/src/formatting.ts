// Values as the official forms' boxes want them, from form data an applicant may have edited:
// dates MM/DD/YYYY, bare digits for comb boxes, states as USPS codes, unit types as the form's
// three boxes. The readers in ./normalise do the parsing; these only lay values out.
import { fold } from './normalise/accents.js';
import { formDate, parseDate } from './normalise/dates.js';
import * as id from './normalise/identifiers.js';
import { stateCode } from './normalise/us-states.js';

/** MM/DD/YYYY from any common spelling; MM/YYYY (history months), "Present" and unreadable text kept as written. */
export const asFormDate = (value: string): string => {
  const v = value.trim();
  if (/^\d{1,2}\/\d{4}$/.test(v)) return v.padStart(7, '0');
  if (/^present$/i.test(v)) return 'Present';
  return formDate(parseDate(v)) ?? v;
};

export const digits = (value: string): string => value.replace(/\D/g, '');

/** Nine digits (older 7- and 8-digit A-Numbers get leading zeros); other input as its digits. */
export const aNumber = (value: string): string => id.aNumber(value) ?? digits(value);

/** Ten digits, without a leading US country code. */
export const phone = (value: string): string => digits(id.phone(value) ?? value);

export const zip5 = (value: string): string => digits(value).slice(0, 5);

export const isUnitedStates = (country: string): boolean => !country.trim() || /^(u\.?s\.?a?\.?|united states( of america)?)$/i.test(country.trim());

export type UnitType = 'APT' | 'STE' | 'FLR';

/** "Apt 4B", "Suite 200", "Fl 3", "#12" or "4B" into the form's unit box and number. */
export const unit = (value: string): { type: UnitType; number: string } | undefined => {
  const v = value.trim();
  if (!v) return undefined;
  // Whole words only: "Floor 3" is floor 3 (not "Fl" and "oor 3"), "Flat 2" is an apartment.
  const m = v.match(/^(?:(apartment|apt|unit|suite|ste|floor|flr|fl)\b\.?|#)\s*#?\s*(.+)$/i);
  if (!m) return { type: 'APT', number: v };
  const word = (m[1] ?? '#').toLowerCase();
  const type: UnitType = word.startsWith('s') ? 'STE' : word.startsWith('f') ? 'FLR' : 'APT';
  return { type, number: (m[2] as string).trim() };
};

/** "City, State, Country", "City, ST" or "City, Country" into the form's three place boxes. */
export const splitPlace = (place: string): { city: string; state: string; country: string } => {
  const parts = place.split(',').map((p) => p.trim()).filter(Boolean);
  const [city = '', second = ''] = parts;
  if (parts.length >= 3) return { city, state: second, country: parts.slice(2).join(', ') };
  if (parts.length === 2) return stateCode(second) ? { city, state: second, country: 'United States' } : { city, state: '', country: second };
  return { city, state: '', country: '' };
};

/** F or M from "Female", "F", "Masculino"…; '' otherwise. */
export const sex = (value: string): 'F' | 'M' | '' => (id.sex(value)?.[0] as 'F' | 'M' | undefined) ?? '';

/** A word of a closed list (statuses, races) matched loosely: case and accents ignored. */
export const pick = <T extends string>(value: string, choices: Record<T, RegExp>): T | undefined => {
  const v = fold(value.trim());
  if (!v) return undefined;
  return (Object.keys(choices) as T[]).find((k) => choices[k].test(v));
};
