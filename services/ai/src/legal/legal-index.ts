import MiniSearch from 'minisearch';
import type { LegalForm } from '@formpath/contracts';
import type { Passage } from './passages.js';
import { documentPairs, documentTerms, queryTerms } from './query-terms.js';

export interface Hit {
  passage: Passage;
  score: number;
}

/** How the index weighs what it finds (the defaults are the tuned ones; tests and benchmarks may vary them). */
export interface RankingOptions {
  /** BM25 field boosts: the item's heading, the part and titles above it, the text, the neighbouring pairs. */
  boost: { heading: number; section: number; text: number; pairs: number };
  /** BM25 term-frequency saturation and length normalisation. */
  k: number;
  b: number;
  /** The score is BM25 times (floor + share of the question's words found). */
  coverageFloor: number;
  /** A page's printed text against a field's tooltip for the same words: the tooltip names the item. */
  pageFactor: number;
  /** A word of the question that no passage has (a typo) matches words one or two letters away, at this weight. */
  typoWeight: number;
  /** Passages sharing this share of their terms with a better one (the same item's tooltip and printed text, "Child 1" and "Child 2") say the same: */
  twinSimilarity: number;
  /** ... and their score is multiplied by this, so the next hits show something else. */
  twinFactor: number;
  /** A place answered only when named (someone else's part, the extra-space page), for a question that does not name it: times this. */
  namedOnlyFactor: number;
}

export const defaultRanking: RankingOptions = {
  boost: { heading: 1, section: 0.25, text: 1, pairs: 3 },
  k: 1.2,
  b: 0.7,
  coverageFloor: 0.5,
  pageFactor: 1,
  typoWeight: 0.7,
  twinSimilarity: 0.5,
  twinFactor: 0.5,
  namedOnlyFactor: 0.7,
};
/**
 * Places that rarely answer a question that does not name them, weighed down unless it does: the
 * applicant asks, so the parts filled in by someone else (an interpreter, whoever prepared the form, a
 * lawyer) want that person named, and the extra-space page a question about space or explaining. Matched on the passage's
 * section and heading; the terms are the index's.
 */
const namedOnly: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\binterpreter/i, documentTerms('interpreter')],
  [/\bprepar(?:er|ing)\b/i, documentTerms('preparer')],
  [/\battorney or accredited representative\b/i, documentTerms('attorney representative G-28')],
  [/^Additional Information(?:[.:]|\s*$)/i, documentTerms('additional space room sheet sheets continue continued explain explanation extra')],
];
/** The weight left to the number of the form asked about. */
const selfWeight = 0.2;
/** How many of the best passages the second stage looks at. */
const pool = 30;

const wordFields = ['heading', 'section', 'text'];
const pairFields = ['pairs'];

/**
 * BM25 over the official forms' text (MiniSearch): each passage keeps its form, edition, page,
 * part and item, so whatever is shown can be cited. The printed item heading weighs most.
 *
 * A question is scored word by word: each of its words (a concept) counts once, by the best of its
 * terms (the word itself, its translation or the forms' synonyms for it), so a passage that
 * repeats synonyms of one word does not beat one that answers several. Passages that match more of
 * the question's words, weighed by how rare they are, come first; two of its words side by side in
 * a passage (a phrase) add to the score.
 */
export class LegalIndex {
  private readonly search: MiniSearch<Passage>;
  private readonly byId = new Map<string, Passage>();
  /** In how many passages each term or pair appears (any field). */
  private readonly documentFrequency = new Map<string, number>();
  private readonly ranking: RankingOptions;
  /** Each passage's terms (heading and text), to tell passages that say the same thing. */
  private readonly termSets = new Map<string, Set<string>>();
  /** For a passage of a place answered only when named, the terms a question names it by. */
  private readonly namedBy = new Map<string, readonly string[]>();

  constructor(passages: readonly Passage[], ranking: Partial<RankingOptions> = {}) {
    this.ranking = { ...defaultRanking, ...ranking, boost: { ...defaultRanking.boost, ...ranking.boost } };
    // Our analysis (normalisation, stems) is the tokenizer; MiniSearch scores with BM25.
    this.search = new MiniSearch<Passage>({
      fields: ['heading', 'section', 'text', 'pairs'],
      // The pairs field: the neighbouring terms of the heading and the text, for phrase matches.
      extractField: (p, field) => (field === 'pairs' ? `${p.heading}\n${p.text}` : ((p as unknown as Record<string, string>)[field] ?? '')),
      tokenize: (text, field) => (field === 'pairs' ? documentPairs(text) : documentTerms(text)),
      processTerm: (term) => term,
      searchOptions: { boost: this.ranking.boost, bm25: { k: this.ranking.k, b: this.ranking.b, d: 0.5 }, fuzzy: false, prefix: false, combineWith: 'OR' },
    });
    for (const p of passages) {
      this.byId.set(p.id, p);
      const all = [...documentTerms(`${p.heading}\n${p.section}\n${p.text}`), ...documentPairs(`${p.heading}\n${p.text}`)];
      for (const term of new Set(all)) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      this.termSets.set(p.id, new Set(documentTerms(`${p.heading}\n${p.text}`)));
      const named = namedOnly.find(([pattern]) => pattern.test(p.section) || pattern.test(p.heading));
      if (named) this.namedBy.set(p.id, named[1]);
    }
    this.search.addAll(passages as Passage[]);
  }

  get size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  private idf(term: string): number {
    const n = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.byId.size - n + 0.5) / (n + 0.5));
  }

  /** The form's first passage, in form order, whose printed text says what `pattern` matches. */
  firstSaying(form: LegalForm, pattern: RegExp): Passage | undefined {
    for (const p of this.byId.values()) if (p.form === form && pattern.test(`${p.heading} ${p.text}`)) return p;
    return undefined;
  }

  /** The best passages for a question, of one form when given. */
  find(query: string, { form, limit = 5 }: { form?: LegalForm | undefined; limit?: number } = {}): Hit[] {
    const { coverageFloor, pageFactor, typoWeight, namedOnlyFactor } = this.ranking;
    // Asked about one form, its own name ("this I-485", "the work permit application") says nothing about where in it the answer is.
    const self = form ? form.toLowerCase().replace(/-/g, '') : null;
    const terms = queryTerms(query).filter((t) => this.documentFrequency.has(t.term) || (!t.pair && t.weight >= 0.6 && t.term.length >= 5));
    const naming = new Set(terms.filter((t) => self && t.term.split('_').includes(self)).map((t) => t.concept));
    const wanted = terms.map((t) => (naming.has(t.concept) ? { ...t, weight: t.weight * selfWeight } : t));
    const filter = form ? (r: { id: unknown }) => this.byId.get(String(r.id))?.form === form : undefined;

    // How much each concept of the question is worth: its best term's weight times rarity (bonuses are not words of the question).
    const conceptValue = new Map<number, number>();
    for (const t of wanted) {
      if (t.bonus) continue;
      const value = this.documentFrequency.has(t.term) ? t.weight * this.idf(t.term) : t.weight * typoWeight * this.idf('');
      conceptValue.set(t.concept, Math.max(conceptValue.get(t.concept) ?? 0, value));
    }
    const total = [...conceptValue.values()].reduce((a, b) => a + b, 0);

    // Each concept's best BM25 score in each passage.
    const perDoc = new Map<string, Map<number, number>>();
    for (const t of wanted) {
      const known = this.documentFrequency.has(t.term);
      const results = this.search.search(t.term, {
        fields: t.pair ? pairFields : wordFields,
        tokenize: () => [t.term],
        processTerm: (x) => x,
        // An unknown word (a typo): the index's words one letter away, two for long words.
        fuzzy: known ? false : t.term.length >= 8 ? 2 : 1,
        weights: { fuzzy: 1, prefix: 0 },
        ...(filter ? { filter } : {}),
      });
      const weight = t.weight * (known ? 1 : typoWeight);
      for (const r of results) {
        const id = String(r.id);
        const concepts = perDoc.get(id) ?? new Map<number, number>();
        concepts.set(t.concept, Math.max(concepts.get(t.concept) ?? 0, r.score * weight));
        perDoc.set(id, concepts);
      }
    }
    const asked = new Set(wanted.filter((t) => !t.pair).map((t) => t.term));
    const scored: Hit[] = [];
    for (const [id, concepts] of perDoc) {
      const passage = this.byId.get(id) as Passage;
      let bm25 = 0;
      let covered = 0;
      for (const [c, s] of concepts) {
        bm25 += s;
        covered += conceptValue.get(c) ?? 0;
      }
      const coverage = total ? covered / total : 0;
      const names = this.namedBy.get(id);
      const unnamed = names && !names.some((t) => asked.has(t)) ? namedOnlyFactor : 1;
      scored.push({ passage, score: bm25 * (coverageFloor + coverage) * (passage.kind === 'page' ? pageFactor : 1) * unnamed });
    }
    return this.diversify(scored.sort((a, b) => b.score - a.score).slice(0, Math.max(pool, limit)), limit);
  }

  private similarity(a: string, b: string): number {
    const x = this.termSets.get(a);
    const y = this.termSets.get(b);
    if (!x?.size || !y?.size) return 0;
    let shared = 0;
    for (const t of x) if (y.has(t)) shared++;
    return shared / (x.size + y.size - shared);
  }

  /** The best passages in order, each one that says what a better one already said pushed down (its score lowered). */
  private diversify(ranked: Hit[], limit: number): Hit[] {
    const { twinSimilarity, twinFactor } = this.ranking;
    const chosen: Hit[] = [];
    const left = ranked.map((h) => ({ ...h }));
    while (chosen.length < limit && left.length) {
      let best = 0;
      for (let i = 0; i < left.length; i++) if ((left[i] as Hit).score > (left[best] as Hit).score) best = i;
      const [next] = left.splice(best, 1) as [Hit];
      chosen.push(next);
      for (const h of left) if (this.similarity(h.passage.id, next.passage.id) >= twinSimilarity) h.score *= twinFactor;
    }
    return chosen;
  }
}
