import { normaliseCountry, titleCase } from '@formpath/forms';

// Addresses outside the United States, as letterheads and footers print them: comma-separated
// parts that end with the country's name ("Blvd. Constitución 1641, Col. Centro, C.P. 64088,
// Monterrey, Nuevo León, México"; "Calle 79A # 95-14 Oficina 801 - Medellín, Colombia"). The form
// has a street, a city, a state or province, a postal code and a country; a neighbourhood
// (colonia, barrio) and an office or floor have no box and are left out.

export interface ForeignAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface PlacedForeign {
  address: ForeignAddress;
  /** Offset of the street in the text searched. */
  start: number;
  /** The text before the address on its line and the lines above (up to 160 characters). */
  before: string;
}

// How a street begins: its type word (Spanish, Portuguese, English) or its number.
const streetStart =
  /(?:^|\s)((?:av(?:enida|e)?\.?|avda\.?|blvd\.?|boulevard|bulevar|calle|carrera|cra\.?|cll\.?|transversal|diagonal|calzada|camino|carretera|paseo|privada|prolongaci[óo]n|circuito|andador|jir[óo]n|jr\.|pasaje|rua|rodovia|road|rd\.|street|st\.|lane|avenue|km\.?)[^,]*\d|\d{1,6}[a-z]?\s+\p{L}[^,]*)/iu;
// A part that is a neighbourhood, not a city: no box on the form.
const neighbourhood = /^(?:col\.?|colonia|barrio|b°|fracc\.?|fraccionamiento|zona|urb\.?|urbanizaci[óo]n|sector|residencial|conjunto|ensanche|distrito|bairro)\s/i;
// A postal code, labelled or bare.
const postal = /^(?:(?:c\.\s?p\.?|cp|c[óo]digo postal|zip(?: code)?|postal code|cep)\s*:?\s*)?(\d{4,6}(?:-\d{3,4})?)$/i;
// An office, floor or unit after the street: the form's employer address has no box for it.
const unitTail = /\s+(?:oficina|of\.|piso|local|bodega|torre|apto\.?|apartamento|depto\.?|departamento|interior|int\.|despacho|suite|ste\.?|floor|office|unit)\s+[\w-]+(?:\s+(?:piso|oficina|of\.)\s+[\w-]+)*\s*$/i;
// What follows an address on a footer line ("· Tel. 81 3685 7883", "| PBX (604) 444 1234").
const lineTail = /\s*(?:[·|•]|\s-\s(?=(?:tel|tél|phone|pbx|fax|www|e-?mail|correo)))/i;

/** The parts before the country, as street, city, state and postal code; undefined when they do not make an address. */
const parts = (raw: string[], country: string): ForeignAddress | undefined => {
  const [first, ...rest] = raw;
  if (!first) return undefined;
  // "Calle 79A # 95-14 Oficina 801 - Medellín": the city after a spaced dash.
  const [streetText, ...dashed] = first.split(/\s+[-–]\s+/);
  const street = (streetText ?? '').replace(unitTail, '').trim();
  let zip = '';
  const places: string[] = [];
  for (const part of [...dashed, ...rest]) {
    const code = part.match(postal);
    if (code) zip = code[1] as string;
    else if (neighbourhood.test(part) || unitTail.test(` ${part}`)) continue;
    // "C.P. 64088 Monterrey": the code before the city.
    else if (/^(?:c\.\s?p\.?|cp)\s*\d{4,6}\s+\p{L}/iu.test(part)) {
      zip = (part.match(/\d{4,6}/) as RegExpMatchArray)[0];
      places.push(part.replace(/^(?:c\.\s?p\.?|cp)\s*\d{4,6}\s+/i, ''));
    } else if (/^\p{Lu}[\p{L} .'-]{1,39}$/u.test(part)) places.push(part);
    else return undefined;
  }
  const [city, state] = places.map((p) => p.replace(/,?\s*D\.\s?C\.?$/, '').trim());
  if (!city || places.length > 2 || !/\d/.test(street)) return undefined;
  const nice = (s: string) => (s === s.toUpperCase() ? titleCase(s) : s);
  return { street: nice(street), city: nice(city), state: state ? nice(state) : '', zip, country };
};

/** Every address in the text whose last part names a country other than the United States. */
export const foreignAddressesIn = (text: string): PlacedForeign[] => {
  const out: PlacedForeign[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    let at = offset;
    for (const segment of line.split(lineTail)) {
      const found = readSegment(segment);
      const index = found ? at + segment.indexOf(found.streetText) : -1;
      if (found) out.push({ address: found.address, start: index, before: text.slice(Math.max(0, index - 160), index) });
      at += segment.length + 1;
    }
    offset += line.length + 1;
  }
  return out;
};

const readSegment = (segment: string): { address: ForeignAddress; streetText: string } | undefined => {
  const list = segment.split(/\s*,\s*/).map((s) => s.trim().replace(/\.$/, ''));
  const last = list.at(-1) ?? '';
  const country = last.length > 3 ? normaliseCountry(last) : undefined;
  if (!country || country === 'United States' || list.length < 2) return undefined;
  const head = list[0] as string;
  const start = head.match(streetStart);
  if (!start || start.index === undefined) return undefined;
  const streetText = head.slice(start.index + start[0].length - (start[1] as string).length);
  const address = parts([streetText, ...list.slice(1, -1)], country);
  return address ? { address, streetText } : undefined;
};
