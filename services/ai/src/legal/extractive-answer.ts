import type { Hit } from './legal-index.js';
import { documentTerms, terms } from './query-terms.js';
import { sentencesOf } from './sentences.js';

/**
 * Without a model: the sentences of the best passages that share the most terms with the
 * question (its words, their translation and the forms' words for them), in the form's own
 * words (at most two, about 300 characters).
 */
export const extractiveAnswer = (query: string, hits: readonly Hit[]): string => {
  const wanted = new Set(terms(query));
  const sentences = hits
    .slice(0, 3)
    .flatMap((hit, rank) =>
      sentencesOf(hit.passage.text).map((sentence) => ({ sentence: sentence.trim(), score: new Set(documentTerms(sentence).filter((t) => wanted.has(t))).size - rank * 0.5 })),
    )
    .filter((s) => s.sentence.length > 20 && s.score > 0)
    .sort((a, b) => b.score - a.score);
  const chosen: string[] = [];
  for (const { sentence } of sentences) {
    if (chosen.includes(sentence) || chosen.join(' ').length + sentence.length > 320) continue;
    chosen.push(sentence);
    if (chosen.length === 2) break;
  }
  return chosen.join(' ');
};
