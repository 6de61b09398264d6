import type { Persona } from './persona.js';

const weights = [7, 3, 1];
const value = (c: string) => (c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
/** ICAO 9303 check digit. */
export const checkDigit = (s: string): string => String([...s].reduce((sum, c, i) => sum + value(c) * (weights[i % 3] as number), 0) % 10);

// Letters without accents and digits; anything else becomes the filler "<".
const mrzText = (s: string) => s.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Z0-9]+/g, '<');
const field = (s: string, n: number) => mrzText(s).padEnd(n, '<').slice(0, n);
const yymmdd = (d: Date) => `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;

/** The two 44-character lines of a passport's machine-readable zone, with valid check digits. */
export const mrzTd3 = (p: Persona): [string, string] => {
  // The name field keeps its own "<<" between family and given names, so it is padded, not re-encoded.
  const names = `${mrzText(p.name.family)}<<${mrzText([p.name.given, p.name.middle].filter(Boolean).join(' '))}`.padEnd(39, '<').slice(0, 39);
  const line1 = `P<${p.country.code}${names}`;
  const number = field(p.passportNumber, 9);
  const birth = yymmdd(p.dob);
  const expiry = yymmdd(p.passportExpires);
  const personal = field('', 14);
  const composite = `${number}${checkDigit(number)}${birth}${checkDigit(birth)}${expiry}${checkDigit(expiry)}${personal}${checkDigit(personal)}`;
  const line2 = `${number}${checkDigit(number)}${p.country.code}${birth}${checkDigit(birth)}${p.sex[0]}${expiry}${checkDigit(expiry)}${personal}${checkDigit(personal)}${checkDigit(composite)}`;
  return [line1, line2];
};
