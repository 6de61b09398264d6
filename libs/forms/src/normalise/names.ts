import { titleCase } from './countries.js';

export interface PersonName {
  family: string;
  given: string;
  middle: string;
}

const clean = (s: string) => titleCase(s.replace(/[^\p{L}' -]/gu, ' ').replace(/\s+/g, ' ').trim());

/** Given names as printed ("ANA MARIA"): the first is the given name, the rest the middle name. */
export const splitGiven = (given: string): { given: string; middle: string } => {
  const [first = '', ...rest] = clean(given).split(' ');
  return { given: first, middle: rest.join(' ') };
};

export const fromParts = (family: string, given: string): PersonName | undefined => {
  const f = clean(family);
  const g = splitGiven(given);
  return f && g.given ? { family: f, ...g } : undefined;
};

/**
 * A name written in one piece into family, given and middle: "FAMILY, Given Middle" when there
 * is a comma; otherwise a known family name at the end wins (double surnames such as
 * "Martinez Lopez"), else the last word is the family name. Text is kept as written.
 */
export const splitName = (full: string, knownFamilies: string[] = []): PersonName => {
  const v = full.trim().replace(/\s+/g, ' ');
  if (v.includes(',')) {
    const [family = '', rest = ''] = v.split(',', 2).map((s) => s.trim());
    const [given = '', ...middle] = rest.split(' ').filter(Boolean);
    return { family, given, middle: middle.join(' ') };
  }
  const known = knownFamilies.map((f) => f.trim()).find((f) => f && v.toLowerCase().endsWith(` ${f.toLowerCase()}`));
  const words = (known ? v.slice(0, v.length - known.length) : v).trim().split(' ').filter(Boolean);
  const family = known ? v.slice(v.length - known.length) : words.length > 1 ? (words.pop() as string) : '';
  const [given = '', ...middle] = words;
  return { family, given, middle: middle.join(' ') };
};

/**
 * A full name read from a document, with the rules of `splitName` and no known families: two-word
 * family names need the comma form or separate fields; without them a middle name is not guessed.
 * Letters only, title case; undefined unless both a family and a given name are found.
 */
export const fromFull = (raw: string): PersonName | undefined => {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!/\p{L}{2}/u.test(text) || text.length > 80) return undefined;
  // The comma is the split; elsewhere only letters count as words.
  const parts = splitName(text.includes(',') ? text : clean(text));
  return fromParts(parts.family, `${parts.given} ${parts.middle}`);
};

export const nameText = (n: PersonName): string => [n.given, n.middle, n.family].filter(Boolean).join(' ');
