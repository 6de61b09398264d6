import type { Hit } from './legal-index.js';
import type { Passage } from './passages.js';
import { rankPlaces, toSource } from './sources.js';

const hit = (id: string, item: string | null, score: number, kind: Passage['kind'] = 'field'): Hit => ({
  score,
  passage: { id, form: 'I-485', edition: '01/20/25', page: 14, part: 9, item, kind, heading: 'h', section: 's', text: `text of ${id}` },
});

describe('answers by printed place', () => {
  it('gives one hit per place, raised by what its other passages scored', () => {
    // Item 23 alone scores 10; item 22's tooltip (9) and printed text (4) together score 11.
    const ranked = rankPlaces([hit('I-485:f1', '23', 10), hit('I-485:f2', '22', 9), hit('I-485:p14.3', '22', 4, 'page')]);
    expect(ranked.map((h) => [h.passage.id, h.score])).toEqual([
      ['I-485:f2', 11],
      ['I-485:f1', 10],
    ]);
  });

  it('keeps passages with no item as places of their own', () => {
    expect(rankPlaces([hit('I-485:p22.1', null, 3, 'page'), hit('I-485:p22.2', null, 2, 'page')])).toHaveLength(2);
  });

  it('shows the form’s text and where it is printed, never the index’s own fields', () => {
    expect(toSource(hit('I-485:f2', '22', 9))).toEqual({ content: 'text of I-485:f2', metadata: { id: 'I-485:f2', form: 'I-485', edition: '01/20/25', page: 14, part: 9, item: '22', kind: 'field' } });
  });
});
