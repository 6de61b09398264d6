import type { LegalForm, LegalSource } from '@formpath/contracts';
import type { Hit, LegalIndex } from './legal-index.js';

/** How much a place's other passages (its tooltip and its printed text) add to its best one. */
const agreement = 0.5;

/**
 * The hits as printed places, best first: one hit per place (its best passage), scored by that
 * passage plus half of what the place's other passages scored. An item whose tooltip and printed
 * text both match the question is more likely its answer than one matched by a single text.
 * Passages with no item (lead-ins, certifications) are places of their own.
 */
export const rankPlaces = (hits: readonly Hit[]): Hit[] => {
  const places = new Map<string, { best: Hit; rest: number }>();
  for (const h of hits) {
    const { form, page, part, item, id } = h.passage;
    const key = item === null ? id : `${form}|${page}|${part}|${item}`;
    const place = places.get(key);
    if (!place) places.set(key, { best: h, rest: 0 });
    else place.rest += h.score;
  }
  return [...places.values()].map(({ best, rest }) => ({ passage: best.passage, score: best.score + agreement * rest })).sort((a, b) => b.score - a.score);
};

// The passages ranked before they are grouped by place, and the places an answer rests on.
const pool = 30;
const answerPlaces = 8;

/** The places an answer rests on, best first: what the service answers from and the benchmark scores. */
export const answerHits = (index: LegalIndex, query: string, form?: LegalForm): Hit[] => rankPlaces(index.find(query, { form, limit: pool })).slice(0, answerPlaces);

/** Sources far below the best one (under this share of its score) are noise: an unrelated question of the form. */
const floor = 0.35;

/** The places worth showing: at most `limit`, none far weaker than the best. */
export const shownPlaces = (ranked: readonly Hit[], limit = 3): Hit[] => ranked.slice(0, limit).filter((h) => h.score >= floor * (ranked[0]?.score ?? 0));

/** A passage as the API shows it: its text and where it is printed (never our heading or section). */
export const toSource = ({ passage }: Hit): LegalSource => {
  const { heading: _heading, section: _section, text, ...metadata } = passage;
  return { content: text, metadata };
};
