import type { Persona } from './persona.js';
import { Rng } from './random.js';

const weights = [7, 3, 1];
const value = (c: string) => (c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
/** ICAO 9303 check digit. */
export const checkDigit = (s: string): string => String([...s].reduce((sum, c, i) => sum + value(c) * (weights[i % 3] as number), 0) % 10);

// Letters without accents and digits; anything else becomes the filler "<".
const mrzText = (s: string) => s.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z0-9]+/g, '<');
const field = (s: string, n: number) => mrzText(s).padEnd(n, '<').slice(0, n);
const yymmdd = (d: Date) => `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
// The name field keeps its own "<<" between family and given names, so it is padded, not re-encoded.
const names = (p: Persona, n: number) => `${mrzText(p.name.family)}<<${mrzText([p.name.given, p.name.middle].filter(Boolean).join(' '))}`.padEnd(n, '<').slice(0, n);
const withCheck = (s: string) => `${s}${checkDigit(s)}`;

/** The two 44-character lines of a passport's machine-readable zone, with valid check digits. */
export const mrzTd3 = (p: Persona): [string, string] => {
  const line1 = `P<${p.country.code}${names(p, 39)}`;
  const number = field(p.passportNumber, 9);
  const birth = yymmdd(p.dob);
  const expiry = yymmdd(p.passportExpires);
  const personal = field('', 14);
  const composite = `${withCheck(number)}${withCheck(birth)}${withCheck(expiry)}${withCheck(personal)}`;
  const line2 = `${withCheck(number)}${p.country.code}${withCheck(birth)}${p.sex[0]}${withCheck(expiry)}${withCheck(personal)}${checkDigit(composite)}`;
  return [line1, line2];
};

// An ID card's number: shorter than a passport's, so the field ends in a filler.
const cardNumber = (p: Persona) => field(`${p.passportNumber.slice(0, 1)}${p.passportNumber.slice(2)}`, 9);
// Half the cards carry a national number in their optional data, covered by the composite only.
const nationalNumber = (p: Persona) => (Number(p.aNumber.slice(-1)) % 2 === 0 ? p.aNumber.slice(0, 9) : '');

/** The three 30-character lines of an ID card (TD1), with valid check digits. */
export const mrzTd1 = (p: Persona): [string, string, string] => {
  const line1 = `I<${p.country.code}${withCheck(cardNumber(p))}${field(nationalNumber(p), 15)}`;
  const upper = `${withCheck(yymmdd(p.dob))}${p.sex[0]}${withCheck(yymmdd(p.passportExpires))}${p.country.code}${field('', 11)}`;
  const composite = `${line1.slice(5, 30)}${upper.slice(0, 7)}${upper.slice(8, 15)}${upper.slice(18, 29)}`;
  return [line1, `${upper}${checkDigit(composite)}`, names(p, 30)];
};

/** The two 36-character lines of an ID card (TD2), with valid check digits. */
export const mrzTd2 = (p: Persona): [string, string] => {
  const upper = `${withCheck(cardNumber(p))}${p.country.code}${withCheck(yymmdd(p.dob))}${p.sex[0]}${withCheck(yymmdd(p.passportExpires))}${field(nationalNumber(p), 7)}`;
  const composite = `${upper.slice(0, 10)}${upper.slice(13, 20)}${upper.slice(21, 35)}`;
  return [`I<${p.country.code}${names(p, 31)}`, `${upper}${checkDigit(composite)}`];
};

/** A US visa's zone: MRV-A (2 × 44) or MRV-B (2 × 36); visas have no composite check digit. */
export const mrzVisa = (p: Persona, type: 'A' | 'B' = 'A'): [string, string] => {
  const width = type === 'A' ? 44 : 36;
  const number = field(p.uscisAccount.slice(0, 8), 9);
  const upper = `${withCheck(number)}${p.country.code}${withCheck(yymmdd(p.dob))}${p.sex[0]}${withCheck(yymmdd(p.passportExpires))}`;
  return [`V<USA${names(p, width - 5)}`, upper.padEnd(width, '<')];
};

/** Ways OCR misreads a machine-readable zone (OCR-B): see `noisyMrz`. */
export type MrzNoise = 'allFillersK' | 'someFillersK' | 'guillemets' | 'swaps' | 'codeDigit' | 'spaces' | 'lowercase' | 'joined';
export const mrzNoises: readonly MrzNoise[] = ['allFillersK', 'someFillersK', 'guillemets', 'swaps', 'codeDigit', 'spaces', 'lowercase', 'joined'];

const swap: Record<string, string> = { O: '0', '0': 'O', I: '1', '1': 'I', S: '5', '5': 'S', B: '8', '8': 'B' };
const toDigit: Record<string, string> = { O: '0', I: '1', S: '5', B: '8', Z: '2', G: '6' };

/**
 * The zone as an OCR engine might return it, from a seed: every or some "<" read as K, "<<" as
 * "«", one to three O/0, I/1, S/5, B/8 confusions anywhere, a digit in the document code or
 * issuer, stray spaces, lower case, and the lines joined into one.
 */
export const noisyMrz = (lines: readonly string[], seed: number, kinds: readonly MrzNoise[]): string => {
  const rng = new Rng(seed);
  const zone = lines.map((l) => [...l]);
  const has = (k: MrzNoise) => kinds.includes(k);
  if (has('swaps')) {
    const places = zone.flatMap((l, i) => l.flatMap((c, j) => (swap[c] ? [[i, j] as const] : [])));
    for (let n = 1 + Math.floor(rng.next() * 3); n > 0 && places.length; n--) {
      const [i, j] = places.splice(Math.floor(rng.next() * places.length), 1)[0] as readonly [number, number];
      const row = zone[i] as string[];
      row[j] = swap[row[j] as string] as string;
    }
  }
  if (has('codeDigit')) {
    const first = zone[0] as string[];
    const j = [2, 3, 4, 0].find((k) => toDigit[first[k] as string]);
    if (j !== undefined) first[j] = toDigit[first[j] as string] as string;
  }
  let text = zone.map((l) => l.join(''));
  if (has('allFillersK')) text = text.map((l) => l.replace(/</g, 'K'));
  if (has('someFillersK')) text = text.map((l) => l.replace(/</g, (c) => (rng.chance(0.15) ? 'K' : c)));
  if (has('guillemets')) text = text.map((l) => l.replace(/<</g, (c) => (rng.chance(0.5) ? '«' : c)));
  if (has('lowercase')) text = text.map((l) => l.replace(/[A-Z]/g, (c) => (rng.chance(0.1) ? c.toLowerCase() : c)));
  if (has('spaces'))
    text = text.map((l) => {
      const at = 1 + Math.floor(rng.next() * (l.length - 2));
      return rng.chance(0.7) ? `${l.slice(0, at)} ${l.slice(at)}` : l;
    });
  return text.join(has('joined') ? ' ' : '\n');
};
