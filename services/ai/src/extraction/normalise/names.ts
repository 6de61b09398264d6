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
 * A full name in one string: "FAMILY, Given Middle" when there is a comma, otherwise
 * "Given Middle Family" (the last word is the family name). Two-word family names need the
 * comma form or separate fields; without them a middle name is not guessed.
 */
export const fromFull = (raw: string): PersonName | undefined => {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!/\p{L}{2}/u.test(text) || text.length > 80) return undefined;
  if (text.includes(',')) {
    const [family = '', given = ''] = text.split(',', 2);
    return fromParts(family, given);
  }
  const words = clean(text).split(' ').filter(Boolean);
  if (words.length < 2) return undefined;
  const family = words.pop() as string;
  return { family, given: words[0] as string, middle: words.slice(1).join(' ') };
};

export const nameText = (n: PersonName): string => [n.given, n.middle, n.family].filter(Boolean).join(' ');
