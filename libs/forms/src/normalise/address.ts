import { stateCode } from './us-states.js';

export interface UsAddress {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

const unitPattern = /\s*,?\s*(?:\b(?:apt\.?|apartment|unit|suite|ste\.?|fl\.?|floor|rm\.?|room)|#)\s*#?\s*([A-Za-z0-9-]+)\s*$/i;

/**
 * A US address from one or two lines: "123 Main St Apt 4B" and "Springfield, IL 62704" (or all
 * on one line, comma separated). Undefined unless a state and ZIP code are found.
 */
export const parseUsAddress = (text: string): UsAddress | undefined => {
  const flat = text.replace(/\s*\n\s*/g, ', ').replace(/\s{2,}/g, ' ').trim();
  const m = flat.match(/^(.*?\d.*?),\s*([^,]+?),?\s+([A-Za-z .]{2,20}?)\.?,?\s+(\d{5})(?:-\d{4})?\b/);
  if (!m) return undefined;
  let street = (m[1] ?? '').trim();
  const state = stateCode((m[3] ?? ''));
  if (!state || !/^\d+\s+\S/.test(street)) return undefined;
  let unit = '';
  // "123 Main St, Apt 4B" arrives as street "123 Main St" and city "Apt 4B, …" on some layouts.
  const parts = street.split(/\s*,\s*/);
  if (parts.length > 1 && unitPattern.test(`x ${parts.at(-1)}`)) street = parts.join(' ');
  const u = street.match(unitPattern);
  if (u) {
    unit = (u[1] ?? '').toUpperCase();
    street = street.slice(0, u.index).trim();
  }
  return { street: street.replace(/,$/, ''), unit, city: titleCity((m[2] ?? '')), state, zip: (m[4] ?? '') };
};

const titleCity = (city: string) => city.trim().toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, s: string, c: string) => s + c.toUpperCase());
