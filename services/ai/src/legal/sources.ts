import type { LegalSource } from '@formpath/contracts';
import type { Hit } from './legal-index.js';

/** The passages shown with an answer, one per printed place (an item's tooltip and its printed text say the same). */
export const distinctPlaces = (hits: readonly Hit[], limit = 3): Hit[] => {
  const places = new Set<string>();
  const out: Hit[] = [];
  for (const h of hits) {
    const { form, page, part, item, id } = h.passage;
    const place = item === null ? id : `${form}|${page}|${part}|${item}`;
    if (places.has(place)) continue;
    places.add(place);
    out.push(h);
    if (out.length === limit) break;
  }
  return out;
};

/** A passage as the API shows it: its text and where it is printed (never our heading or section). */
export const toSource = ({ passage }: Hit): LegalSource => {
  const { heading: _heading, section: _section, text, ...metadata } = passage;
  return { content: text, metadata };
};
