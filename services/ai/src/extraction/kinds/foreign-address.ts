import { normaliseCountry, parseDate, stateCode } from '@formpath/forms';
import { titleIfUpper } from './shared.js';
import { countryOfRegion } from '../regions.js';

// Addresses outside the United States, as letterheads and footers print them: comma-separated
// parts that end with the country's name ("Blvd. Constitución 1641, Col. Centro, C.P. 64088,
// Monterrey, Nuevo León, México"; "Calle 79A # 95-14 Oficina 801 - Medellín, Colombia"; "24th
// Floor, Abreeza Corporate Center, 521 J.P. Laurel Avenue, Davao City 8000, Davao del Sur,
// Philippines"), on one line or two. The form has a street, a city, a state or province, a postal
// code and a country; a building, a floor or office, and a neighbourhood (colonia, barrio, a
// locality before the town) have no box and are left out.

export interface ForeignAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface PlacedForeign {
  address: ForeignAddress;
  /** Index of the line the address ends on. */
  line: number;
  /** The text before the address on its line and the lines above (up to 160 characters). */
  before: string;
}

// How a street begins: its type word (Spanish, Portuguese, English, South Asian) or its number.
const streetStart =
  /(?:^|\s)((?:av(?:enida|e)?\.?|avda\.?|blvd\.?|boulevard|bulevar|calle|carrera|cra\.?|cll\.?|transversal|diagonal|calzada|camino|carretera|paseo|privada|prolongaci[óo]n|circuito|andador|jir[óo]n|jr\.|pasaje|rua|rodovia|road|rd\.|street|st\.|lane|avenue|km\.?|(?:plot|survey|house|door|h\.)\s*no\.?|no\.)[^,]*\d|\d{1,6}[a-z]?\s+\p{L}[^,]*)/iu;
// A floor, office or unit, or a building: part of no street.
const unitWords = /\b(?:floor|flr|suite|ste|unit|room|level|oficina|of\.|piso|local|bodega|torre|tower|apto\.?|apartamento|depto\.?|departamento|interior|int\.|despacho|office)\b/i;
// A part that is a floor, office or unit ("24th Floor", "Piso 4", "Torre 2").
const unitFirst = new RegExp(String.raw`^(?:\d+(?:st|nd|rd|th)?\s+)?${unitWords.source}`, 'i');
const unitLike = (part: string) => unitFirst.test(part.trim());
// An office, floor or unit after the street on the same part.
const unitTail = new RegExp(String.raw`\s+${unitWords.source.slice(2, -2)}\s+[\w-]+(?:\s+(?:piso|oficina|of\.)\s+[\w-]+)*\s*$`, 'i');
// A house number alone ("Plot No. 11", "No. 68"): the road after it completes the street.
const numberOnly = /^(?:(?:plot|survey|house|door|h\.)\s*)?no\.?\s*[\w/-]+$|^\d{1,6}[a-z]?$/i;
// A part that is a neighbourhood, not a town.
const neighbourhood = /^(?:col\.?|colonia|barrio|b°|fracc\.?|fraccionamiento|zona|urb\.?|urbanizaci[óo]n|sector|residencial|conjunto|ensanche|bairro)\s/i;
// A postal code alone, labelled or bare.
const postal = /^(?:(?:c\.\s?p\.?|cp|c[óo]digo postal|zip(?: code)?|postal code|pin(?: code)?|cep)\s*:?\s*)?(\d{4,6}(?:-\d{3,4})?)$/i;
// A town with its postal code: "Davao City 8000", "Jaipur - 302017", "C.P. 64088 Monterrey".
const townAndCode = /^(?:(?:c\.\s?p\.?|cp)\s*(\d{4,6})\s+(\p{L}[\p{L} .'-]+)|(\p{L}[\p{L} .'-]+?)\s*[-–]?\s*(\d{4,6}))$/iu;
// What follows an address on a footer line ("· Tel. 81 3685 7883", "| CIN: …").
const lineTail = /\s*(?:[·|•]|\s-\s(?=(?:tel|tél|phone|pbx|fax|www|e-?mail|correo)))/i;
const town = /^\p{Lu}[\p{L} .'-]{1,39}$/u;


/** The parts before the country as street, city, state and postal code; undefined when they do not make an address. */
const parts = (list: string[], country: string): { address: ForeignAddress; streetText: string } | undefined => {
  const s = list.findIndex((p) => /\d/.test(p) && !unitLike(p) && streetStart.test(p));
  if (s < 0) return undefined;
  const head = list[s] as string;
  const m = head.match(streetStart) as RegExpMatchArray;
  const streetText = head.slice((m.index ?? 0) + m[0].length - (m[1] as string).length);
  // "Calle 79A # 95-14 Oficina 801 - Medellín": the town after a spaced dash.
  const [own, ...dashed] = streetText.split(/\s+[-–]\s+(?=\p{L})/u);
  let street = (own ?? '').replace(unitTail, '').trim();
  const rest = [...dashed, ...list.slice(s + 1)];
  if (numberOnly.test(street) && rest[0] && !postal.test(rest[0])) street = `${street}, ${rest.shift()}`;
  let zip = '';
  let city = '';
  const places: string[] = [];
  for (const part of rest) {
    const code = part.match(postal);
    const both = part.match(townAndCode);
    const named = both && ((both[2] ?? both[3]) as string).trim();
    if (code) zip = code[1] as string;
    else if (neighbourhood.test(part) || unitLike(part)) continue;
    // "Karnataka 560001" after the town: the state with its code.
    else if (both && named && places.length > 0 && countryOfRegion(named) === country) {
      zip = (both[1] ?? both[4]) as string;
      places.push(named);
    } else if (both && named && !city) {
      zip = (both[1] ?? both[4]) as string;
      city = named;
      places.length = 0;
    } else if (town.test(part)) places.push(part);
    else return undefined;
  }
  const clean = (p: string | undefined) => (p ?? '').replace(/,?\s*D\.\s?C\.?$/, '').trim();
  // A town named with its code: the part after it is the state. Else the last two parts: a locality before them is dropped.
  const [townName, state] = city ? [city, places[0]] : places.length >= 2 ? [places.at(-2), places.at(-1)] : [places[0], undefined];
  // Not a date ("15 March 2024") nor a sentence: a street of a few words with its number.
  if (!townName || !/\d/.test(street) || parseDate(street) || street.split(/\s+/).length > 8) return undefined;
  return { address: { street: titleIfUpper(street), city: titleIfUpper(clean(townName)), state: state ? titleIfUpper(clean(state)) : '', zip, country }, streetText };
};

const readSegment = (segment: string): { address: ForeignAddress; streetText: string } | undefined => {
  const list = segment.split(/\s*,\s*/).map((s) => s.trim().replace(/\.$/, ''));
  const last = list.at(-1) ?? '';
  // A country's name in words ("México", "INDIA"), never a code beside a ZIP ("IN 20458").
  const country = last.length > 3 && /^[\p{L} .'-]+$/u.test(last) ? normaliseCountry(last) : undefined;
  // "Atlanta, Georgia": a US state's name is the United States, not the country of that name.
  if (!country || country === 'United States' || stateCode(last) || list.length < 2) return undefined;
  return parts(list.slice(0, -1), country);
};

/** Every address on the lines (a page's, in order) whose last part names a country other than the United States. */
export const foreignAddressesIn = (lines: string[]): PlacedForeign[] => {
  const out: PlacedForeign[] = [];
  lines.forEach((line, i) => {
    const above = i > 0 ? ((lines[i - 1] as string).split(lineTail).at(-1) ?? '').trim() : '';
    for (const segment of line.split(lineTail)) {
      // A letterhead's address on two lines: the line above, joined, when this one alone has no street.
      const own = readSegment(segment);
      const found = own ?? (above ? readSegment(`${above}, ${segment.trim()}`) : undefined);
      if (!found) continue;
      const text = [...lines.slice(Math.max(0, i - 3), i), line].join('\n');
      const at = own ? text.length - line.length + line.indexOf(found.streetText) : text.lastIndexOf(found.streetText);
      out.push({ address: found.address, line: i, before: text.slice(Math.max(0, at - 160), Math.max(0, at)) });
    }
  });
  return out;
};
