import { parseDate, parseUsAddress, type UsAddress } from '@formpath/forms';
import type { Line } from '../text.js';

// Generic readers for letters, leases, bills and notices: every US address on the page with
// the words before it (so its owner can be told), dates inside sentences, and the page as one
// text where wrapped prose lines are joined with a space and block lines keep their breaks.
// Candidates for the shared layer (labels.ts / document-facts.ts).

/** The page as one string: prose lines that wrap are joined by a space, short block lines by "\n". */
export interface Flat {
  text: string;
  /** The line each character came from. */
  lineAt: (offset: number) => Line;
}

/**
 * The lines without page furniture: a running header or footer printed the same on two or more
 * pages ("Contrato … - Iniciales: Arrendador ____ Arrendatario ____") is not part of the sentence it
 * interrupts at a page break.
 */
export const withoutPageFurniture = (lines: Line[]): Line[] => {
  const pagesOf = new Map<string, Set<number>>();
  for (const l of lines) {
    const key = l.text.trim();
    if (key.length >= 12) pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(l.page));
  }
  return lines.filter((l) => (pagesOf.get(l.text.trim())?.size ?? 0) < 2);
};

export const flatten = (lines: Line[]): Flat => flattenParts(lines.map((line) => ({ line, segments: line.segments })));

/** Some segments of a line, in reading order. */
interface Part {
  line: Line;
  segments: string[];
}

const flattenParts = (parts: Part[]): Flat => {
  let text = '';
  const starts: number[] = [];
  parts.forEach((part, i) => {
    const prev = parts[i - 1];
    if (prev) {
      const prevText = prev.segments.join('   ');
      const wraps = prev.line.page === part.line.page && prevText.length >= 70 && !/[.:;]$/.test(prevText);
      text += wraps ? ' ' : '\n';
    }
    starts.push(text.length);
    text += part.segments.join('   ');
  });
  return {
    text,
    lineAt: (offset) => {
      let i = 0;
      while (i + 1 < starts.length && (starts[i + 1] as number) <= offset) i++;
      return parts[i]?.line as Line;
    },
  };
};

// A city line's end, "City, ST 12345": where an address is anchored.
const cityZip = String.raw`\b([A-Za-z][A-Za-z .'-]{1,24}?)\.?,?\s+(\d{5})(?:-\d{4})?\b`;
const zipAnchor = new RegExp(cityZip);
/**
 * Two address boxes side by side ("1. To (employer) | 2. From (lender)", a sender beside an
 * addressee): the lines of the left box, then those of the right, so that no address is read
 * across the two. Only a run of two-segment lines, aligned, where both boxes end in a city line.
 */
const byColumn = (lines: Line[]): Part[] => {
  const out: Part[] = [];
  for (let i = 0; i < lines.length; ) {
    const first = lines[i] as Line;
    let j = i;
    const col = first.columns[1] ?? -99;
    while (j < lines.length && lines[j]?.page === first.page && lines[j]?.segments.length === 2 && Math.abs((lines[j]?.columns[1] ?? 0) - col) <= 3) j++;
    const run = lines.slice(i, j);
    if (run.length >= 2 && run.some((l) => l.segments.every((seg) => zipAnchor.test(seg)))) {
      for (const k of [0, 1]) for (const line of run) out.push({ line, segments: [line.segments[k] as string] });
      i = j;
    } else {
      out.push({ line: first, segments: first.segments });
      i++;
    }
  }
  return out;
};

export interface Placed {
  address: UsAddress;
  start: number;
  end: number;
  line: Line;
  /** Up to 160 characters before the address (its label, the sentence that introduces it). */
  before: string;
  text: string;
}

// Words that do not occur in a street line but do in the sentence before one.
const notStreet = /\b(of|the|at|located|between|and|is|to|from|on|in|for|by|with|residing|resides|address|sent|known|as|building|premises|en|calle de la)\b|[:"()]/;
const unitBefore = /\b(?:apt\.?|apartment(?: no\.?)?|unit|suite|ste\.?|#)\s*#?\s*([A-Za-z]?\d+[A-Za-z]?|[A-Za-z])\s*,?\s*(?:of|in|at)\b[^.\d]{0,40}$/i;

/**
 * `parseUsAddress` with two layouts it may not take: Spanish unit words ("Unidad 4", "Depto. 4",
 * "Interior 4") read as "Unit", and the USPS city line without a comma ("EAST PIETRO AZ 68944").
 */
export const parseAddress = (text: string): UsAddress | undefined => {
  const units = text.replace(/\b(?:unidad|depto\.?|dpto\.?|departamento|apartamento|interior|int\.)\s*(?=#?\s*[A-Za-z]?\d)/gi, 'Unit ');
  const parsed = parseUsAddress(units) ?? parseUsAddress(units.replace(/([A-Za-z.])[ \t]+([A-Z]{2})[ \t]+(\d{5}(?:-\d{4})?)\s*$/, '$1, $2 $3'));
  // "12 Main St, Suite 230 / Springfield, IL": the suite is the street's, not the city's.
  const unitFirst = parsed?.city.match(/^(?:suite|ste\.?|apt\.?|apartment|unit|#)\s*#?\s*([\w-]+),?\s+(.+)$/i);
  return parsed && unitFirst ? { ...parsed, unit: parsed.unit || (unitFirst[1] as string).toUpperCase(), city: unitFirst[2] as string } : parsed;
};

/**
 * Every US address in the text, anchored on "ST 12345": its start is the farthest number-led
 * word before the anchor that still gives a plausible street ("123 Main St", "P.O. Box 12").
 */
export const addressesIn = (lines: Line[]): Placed[] => {
  const flat = flattenParts(byColumn(lines));
  const out: Placed[] = [];
  const anchor = new RegExp(cityZip, 'g');
  for (const m of flat.text.matchAll(anchor)) {
    const end = (m.index ?? 0) + m[0].length;
    const from = Math.max(0, end - 110);
    const window = flat.text.slice(from, end);
    const starts = [...window.matchAll(/(?:^|[\s,(])((?:\d+[A-Za-z]?|p\.?\s*o\.?\s*box)\s)/gi)].map((s) => from + (s.index ?? 0) + s[0].length - (s[1] as string).length);
    for (const start of starts) {
      if (out.some((o) => start < o.end)) continue;
      const text = flat.text.slice(start, end);
      // Spanish unit words ("Unidad 4", "Depto. 4", "Interior 4") read as "Unit".
      const address = parseAddress(text);
      if (!address) continue;
      const streetPart = text.split(/,|\n/)[0] as string;
      // A street number has at most 6 digits (not an account number), and the street is on one line (not a barcode number
      // followed by the addressee's name).
      if (notStreet.test(streetPart.toLowerCase()) || streetPart.split(/\s+/).length > 8 || !text.includes(address.zip) || /^\d{7,}/.test(streetPart) || /[,\n]/.test(address.street) || address.street.length > streetPart.trim().length + 1) continue;
      const before = flat.text.slice(Math.max(0, start - 160), start);
      const unit = address.unit || (before.match(unitBefore)?.[1]?.toUpperCase() ?? '');
      out.push({ address: { ...address, unit }, start, end, line: flat.lineAt(start), before, text });
      break;
    }
  }
  return out;
};

/** Which of the roles the words just before an address point to: the cue nearest the address wins. */
export const roleOf = <R extends string>(before: string, cues: Array<[R, RegExp]>, fallback: R): R => {
  let best: { role: R; at: number; from: number } | undefined;
  for (const [role, re] of cues) {
    for (const m of before.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))) {
      const from = m.index ?? 0;
      const at = from + m[0].length;
      // Ending at the same place, the longer cue is the more specific: "Landlord mailing address" over "mailing address".
      if (!best || at > best.at || (at === best.at && from < best.from)) best = { role, at, from };
    }
  }
  return best?.role ?? fallback;
};

const month = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)';
const datePattern = new RegExp(
  [
    `\\b${month}\\.? \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b`,
    `\\b\\d{1,2}(?:st|nd|rd|th)? (?:of |de )?${month}\\.?,? (?:de |del )?\\d{4}\\b`,
    `\\b${month}\\.?,? \\d{4}\\b`,
    '\\b\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{4}\\b',
    '\\b\\d{4}-\\d{2}-\\d{2}\\b',
  ].join('|'),
  'gi',
);

export interface DateAt {
  raw: string;
  date: NonNullable<ReturnType<typeof parseDate>>;
  at: number;
}

/** Every date printed in a text, in order. */
export const datesIn = (text: string): DateAt[] =>
  [...text.matchAll(datePattern)].flatMap((m) => {
    const raw = m[0];
    const date = parseDate(raw.replace(/(\d)(st|nd|rd|th)\b/i, '$1').replace(/\b([A-Za-z]{3,4})\./, '$1').replace(/ of /i, ' '));
    return date ? [{ raw, date, at: m.index ?? 0 }] : [];
  });

/** The first date that follows a cue within `within` characters (e.g. "joined the company on"). */
export const dateAfter = (text: string, cue: RegExp, within = 60): DateAt | undefined => {
  const dates = datesIn(text);
  for (const m of text.matchAll(new RegExp(cue.source, `${cue.flags.replace('g', '')}g`))) {
    const after = (m.index ?? 0) + m[0].length;
    const hit = dates.find((d) => d.at >= after && d.at - after <= within);
    if (hit) return hit;
  }
  return undefined;
};
