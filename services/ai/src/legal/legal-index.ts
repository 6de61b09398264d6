import MiniSearch from 'minisearch';
import type { LegalForm } from '@formpath/contracts';
import type { Passage } from './passages.js';
import { terms } from './query-terms.js';

export interface Hit {
  passage: Passage;
  score: number;
}

/**
 * BM25 over the official forms' text (MiniSearch): each passage keeps its form, edition, page,
 * part and item, so whatever is shown can be cited. The printed item heading weighs double.
 */
export class LegalIndex {
  private readonly search: MiniSearch<Passage>;
  private readonly byId = new Map<string, Passage>();

  constructor(passages: readonly Passage[]) {
    // Our analysis (stopwords, the Spanish glossary, stems) is the tokenizer; MiniSearch scores with BM25.
    this.search = new MiniSearch<Passage>({
      fields: ['heading', 'section', 'text'],
      tokenize: terms,
      processTerm: (term) => term,
      searchOptions: { boost: { heading: 2, section: 0.5 }, fuzzy: (term) => (term.length > 5 ? 0.15 : 0), prefix: (term) => term.length > 3, combineWith: 'OR' },
    });
    for (const p of passages) this.byId.set(p.id, p);
    this.search.addAll(passages as Passage[]);
  }

  get size(): number {
    return this.byId.size;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The best passages for a question, of one form when given. */
  find(query: string, { form, limit = 5 }: { form?: LegalForm | undefined; limit?: number } = {}): Hit[] {
    return this.search
      .search(query, form ? { filter: (r) => this.byId.get(String(r.id))?.form === form } : {})
      .slice(0, limit)
      .map((r) => ({ passage: this.byId.get(String(r.id)) as Passage, score: r.score }));
  }

}
