import { loadCatalog } from '@formpath/forms';
import { extractiveAnswer } from './extractive-answer.js';
import { LegalIndex } from './legal-index.js';
import { fieldPassages, pagePassages } from './passages.js';
import { terms } from './query-terms.js';

const index = new LegalIndex([...fieldPassages('I-485', loadCatalog('I-485')), ...fieldPassages('I-765', loadCatalog('I-765'))]);

describe('retrieval over the official forms', () => {
  it('finds the item that asks, with its form, edition, page, part and item', () => {
    const [top] = index.find('Where does my I-94 arrival record number go?', { form: 'I-485' });
    expect(top?.passage).toMatchObject({ form: 'I-485', edition: '01/20/25', kind: 'field' });
    expect(top?.passage.text).toMatch(/I-94/);
    expect(top?.passage.page).toBeGreaterThan(0);
  });

  it('understands a Spanish question about the forms’ English words', () => {
    expect(terms('¿Dónde pongo el nombre de soltera de mi madre?')).toEqual(expect.arrayContaining(['mother', 'name']));
    const hits = index.find('¿Dónde pongo el nombre de mi madre?', { form: 'I-485' });
    expect(hits.slice(0, 3).some((h) => /Parent|Mother/i.test(h.passage.text))).toBe(true);
  });

  it('keeps to one form when asked, and answers from the passages in their own words', () => {
    const hits = index.find('eligibility category', { form: 'I-765' });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.passage.form === 'I-765')).toBe(true);
    const answer = extractiveAnswer('eligibility category', hits);
    expect(answer.length).toBeGreaterThan(0);
    expect(hits.some((h) => h.passage.text.includes(answer.split(' ').slice(0, 4).join(' ')))).toBe(true);
  });

  it('cuts page text into overlapping windows that keep their page and the part they fall in', () => {
    const passages = pagePassages('I-485', '01/20/25', [{ page: 3, text: `Part 1. Information About You ${'word '.repeat(120)}` }]);
    expect(passages.length).toBe(3);
    expect(passages.every((p) => p.page === 3 && p.kind === 'page' && p.item === null)).toBe(true);
    expect(passages[0]?.part).toBe(1);
  });

  it('finds nothing for a question with no word of the forms', () => {
    expect(index.find('the the of and')).toEqual([]);
  });
});
