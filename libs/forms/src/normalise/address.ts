import addressParser from 'parse-address';
import { stateCode } from './us-states.js';

export interface UsAddress {
  street: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

const unitPattern = /\s*,?\s*(?:\b(?:apt\.?|apartment|unit|suite|ste\.?|fl\.?|floor|rm\.?|room|lot|bldg\.?|space|spc\.?|dept\.?|depto\.?|departamento)|#)\s*#?\s*([A-Za-z0-9-]+)\s*$/i;

/**
 * A US address from one or two lines: "123 Main St Apt 4B" and "Springfield, IL 62704" (or all
 * on one line, comma separated). Undefined unless a state and ZIP code are found.
 */
export const parseUsAddress = (text: string): UsAddress | undefined => {
  const lines = text.replace(/\s*\n\s*/g, ', ').trim();
  // A wide gap is a column or box edge ("6243 Katrine Bridge | North Jocelyn, ND"), like a comma.
  const gapped = lines.replace(/\s*\|\s*|\s{2,}/g, ', ');
  const flat = lines.replace(/\s{2,}/g, ' ');
  return parseFlat(gapped) ?? parseFlat(flat) ?? parseFlat(commaBeforeCity(flat));
};

/**
 * "123 Main St Apt 4 Springfield IL 62704" has no comma where the street ends: parse-address
 * knows street types and unit words and says where the city starts; the text is kept as printed.
 */
const commaBeforeCity = (flat: string): string => {
  if (!/\d{5}/.test(flat)) return flat;
  const city = addressParser.parseLocation(flat)?.city;
  if (!city) return flat;
  const at = flat.toLowerCase().lastIndexOf(city.toLowerCase());
  return at > 0 ? `${flat.slice(0, at).replace(/[\s,]+$/, '')}, ${flat.slice(at)}` : flat;
};

const parseFlat = (flat: string): UsAddress | undefined => {
  const m = flat.match(/^(.*?\d.*?),\s*([^,]+?),?\s+([A-Za-z .]{2,20}?)\.?,?\s+(\d{5})(?:-\d{4})?\b/);
  if (!m) return undefined;
  let street = (m[1] ?? '').trim();
  const state = stateCode((m[3] ?? ''));
  if (!state || !/^(?:\d+[A-Za-z]?\s+\S|p\.?\s*o\.?\s*box\s+\d)/i.test(street)) return undefined;
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
