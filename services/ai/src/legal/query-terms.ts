import { stemmer as porterStem } from 'stemmer';
import { fold, phrases, spanishStems, spanishWords, stemFamilies, stopwords, thesaurus, weakWords } from './vocabulary.js';
import { tagalogWords } from './vocabulary-tagalog.js';

/**
 * How the forms' text and an applicant's question are cut into terms. Both sides share the
 * normalisation (the tooltips' screen-reader spellings such as "I - 4 85" or "U S C I S", form
 * numbers, eligibility codes such as "(c)(8)") and the Porter stem. Only the question is expanded:
 * Spanish and Tagalog words to the forms' English, and the words applicants use to the words the forms use.
 */

/** The tooltips' and the PDFs' spellings made one: "I - 4 85" -> "I-485", "U S C I S" -> "USCIS", "(c)(8)" -> "c8". */
export const normalizeText = (text: string): string =>
  text
    .replace(/\b([A-Z]{1,2}) ?- ?((?:\d ?)*\d)(?: ?([A-Z])\b)?/g, (_m, letters: string, digits: string, tail: string | undefined) => `${letters}-${digits.replace(/ /g, '')}${tail ?? ''}`)
    .replace(/\b(?:[A-Z]{1,2} ){2,}[A-Z]{1,2}\b/g, (m) => m.replace(/ /g, ''))
    .replace(/\b(19|20) (\d\d)\b/g, '$1$2');

/** "(c)(8)", "(c)(3)(C)", "(a)(12)": the eligibility codes as one term. */
const codes = (text: string) => text.replace(/\(([a-z])\)\s?\((\d+)\)(?:\s?\(([a-z]+)\))?/gi, (_m, a: string, n: string, c: string | undefined) => ` ${a}${n}${c ?? ''} `);

/** A phrase's replacement as one word: alternatives joined by "__", words by "_". */
const phraseWord = (by: string) => by.replace(/,/g, '__').replace(/ /g, '_');
/** The phrases that weigh more than one word, by their replacement. */
const phraseWeights = new Map(phrases.filter(([, , weight]) => weight).map(([, by, weight]) => [phraseWord(by), weight as number]));

/** The words of a text, lower case and folded, with phrases rewritten (or not). */
const words = (text: string, rewrite: boolean): string[] => {
  let t = codes(normalizeText(text))
    .replace(/\bU\.\s?S\.(?:\s?A\.)?(?!\w)/g, ' United States ')
    .toLowerCase()
    .replace(/[’`]/g, "'");
  // A phrase becomes one word of the question ("green card" -> "permanent_resident__permanent_residence"): one concept.
  if (rewrite) t = phrases.reduce((s, [pattern, by]) => s.replace(pattern, ` ${phraseWord(by)} `), t);
  return t
    .split(rewrite ? /[^\p{L}\p{N}'_-]+/u : /[^\p{L}\p{N}'-]+/u)
    .map((w) => fold(w).replace(/^['-]+|['-]+$/g, '').replace(/'s$/, ''))
    .filter(Boolean);
};

/** One word as a term: "i-94" and "i94" alike, the possessive gone, the Porter stem. */
const termOf = (word: string): string => {
  const w = word.replace(/^([a-z]{1,2})-(\d+[a-z]?)$/, '$1$2').replace(/'/g, '');
  const stem = porterStem(w);
  return stemFamilies[stem] ?? stem;
};
const keep = (word: string) => word.length > 1 && !stopwords.has(word);

/** The parts of a hyphenated word also stand alone ("self-petition": "self", "petition"), unless it is a code ("i-94"). */
const withParts = (word: string): string[] =>
  word.includes('-') && !/^[a-z]{1,2}-\d/.test(word) ? [word, ...word.split('-').filter((p) => p.length > 1)] : [word];

/** The terms of a form's text, as the index sees them (no expansion). */
export const documentTerms = (text: string): string[] => words(text, false).flatMap(withParts).filter(keep).map(termOf);

/** Two terms side by side (stopwords between them do not count): "date_birth", "famili_name". */
const pairOf = (a: string, b: string) => `${a}_${b}`;

/** The neighbouring pairs of a form's text, within its sentences and brackets: what phrase matches are made of. */
export const documentPairs = (text: string): string[] =>
  text.split(/[.?!;:()]+(?:\s|$)|\n/).flatMap((chunk) => {
    const t = words(chunk, false).filter(keep).map(termOf);
    return t.slice(1).map((b, i) => pairOf(t[i] as string, b));
  });

export interface QueryTerm {
  /** A term, or a pair of neighbouring terms ("date_birth") when pair is true. */
  term: string;
  /** 1 for the applicant's own words and their translation, less for a synonym or a word that only says "the form". */
  weight: number;
  /** Terms that stand for the same word of the question share a concept. */
  concept: number;
  /** A pair of neighbouring terms: matched against the passages' pairs. */
  pair: boolean;
  /** Counts as a bonus (two of the question's words side by side in the passage), not as a word of the question. */
  bonus: boolean;
}

const expansionWeight = 0.6;
const weakWeight = 0.3;
const untranslatedWeight = 0.3;
const neighbourWeight = 0.5;

/**
 * The terms of a question: its words (stems), their translation and the forms' words for them, weighted.
 * A synonym of several words ("date birth") also brings its pair, so the passage that has them side by
 * side wins; two neighbouring words of the question bring theirs as a bonus.
 */
export const queryTerms = (text: string): QueryTerm[] => {
  const out = new Map<string, QueryTerm>();
  const heads: string[][] = [];
  let concept = 0;
  const put = (term: string, weight: number, c: number, pair: boolean, bonus = false) => {
    const seen = out.get(term);
    if (!seen || seen.weight < weight) out.set(term, { term, weight, concept: c, pair, bonus });
  };
  /** One alternative of a concept: one word or several ("family name"), with their pairs. */
  const add = (alternative: string, weight: number, c: number, head: string[]) => {
    const words = alternative.split(/[ _]+/).flatMap(withParts).filter(keep);
    const parts = words.map(termOf);
    // Within a phrase too, a word that only says "the form" weighs little.
    words.forEach((word, i) => put(parts[i] as string, weakWords.has(word) ? Math.min(weight, weakWeight) : weight, c, false));
    for (let i = 1; i < parts.length; i++) put(pairOf(parts[i - 1] as string, parts[i] as string), weight, c, true);
    if (weight >= expansionWeight && parts.length) head.push(...(parts.length > 1 ? [parts[0] as string, parts.at(-1) as string] : parts));
  };
  for (const word of words(text, true)) {
    const head: string[] = [];
    const c = concept;
    if (word.includes('_')) {
      const weight = phraseWeights.get(word) ?? 1;
      word.split('__').forEach((alternative, i) => add(alternative, weight * (i ? expansionWeight : 1), c, head));
    } else {
      const translated = spanishWords[word] ?? tagalogWords[word] ?? spanishStems.find(([pattern]) => pattern.test(word))?.[1];
      // An eligibility code on its own ("c9", "a12") is asked where the category goes.
      const synonyms = thesaurus[word] ?? (/^[ac]\d{1,2}[a-z]?$/.test(word) ? 'eligibility category' : undefined);
      if (!keep(word) && !translated && !synonyms) continue;
      if (translated && !synonyms) {
        add(word, untranslatedWeight, c, []);
        for (const english of translated.split(',')) add(english, 1, c, head);
      } else {
        if (keep(word)) add(word, weakWords.has(word) ? weakWeight : 1, c, head);
        for (const synonym of synonyms?.split(',') ?? []) add(synonym, expansionWeight, c, head);
      }
    }
    concept++;
    heads.push([...new Set(head)].slice(0, 3));
  }
  // Neighbouring words of the question, side by side in a passage: a bonus.
  for (let i = 1; i < heads.length; i++) {
    for (const a of heads[i - 1] ?? []) for (const b of heads[i] ?? []) if (a !== b && !out.has(pairOf(a, b))) put(pairOf(a, b), neighbourWeight, concept, true, true);
    concept++;
  }
  return [...out.values()];
};

/** The terms of a text with the question's expansions (the question's vocabulary as a flat list, pairs left out). */
export const terms = (text: string): string[] => queryTerms(text).filter((t) => !t.pair).map((t) => t.term);
