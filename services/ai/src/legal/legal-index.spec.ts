import { loadCatalog } from '@formpath/forms';
import { extractiveAnswer } from './extractive-answer.js';
import { defaultRanking, LegalIndex } from './legal-index.js';
import { pagePassages } from './page-passages.js';
import { fieldPassages, type Passage } from './passages.js';
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

describe('ranking: words, synonyms, phrases and near-duplicates', () => {
  const passage = (id: string, heading: string, text = heading, extra: Partial<Passage> = {}): Passage => ({
    id,
    form: 'I-485',
    edition: '01/20/25',
    page: 1,
    part: 1,
    item: id,
    kind: 'field',
    heading,
    section: 'Information About You',
    text,
    ...extra,
  });

  it('counts a word of the question once however many of its synonyms a passage repeats', () => {
    const small = new LegalIndex([
      passage('1', 'Spouse, spouse’s marriage, married spouse, marital history of the spouse'),
      passage('2', 'Is your current spouse a member of the armed forces?'),
      passage('3', 'Date of birth'),
    ]);
    // "husband" stands for "spouse"; "army" for "armed forces": the passage with both wins.
    expect(small.find('My husband is in the army')[0]?.passage.id).toBe('2');
  });

  it('prefers the passage where the words stand together (a phrase)', () => {
    const small = new LegalIndex([passage('1', 'Country of birth of your date and your other'), passage('2', 'Date of Birth'), passage('3', 'Place of marriage')]);
    expect(small.find('birthday')[0]?.passage.id).toBe('2');
  });

  it('pushes down a passage that says what a better one said (the same item twice)', () => {
    const small = new LegalIndex([
      passage('a', 'Have you EVER been arrested, cited or charged?'),
      passage('b', 'Have you EVER been arrested, cited or charged?', '22. Have you EVER been arrested, cited or charged?', { kind: 'page', item: null }),
      passage('c', 'Have you EVER committed a crime (even if you were not arrested)?'),
    ]);
    expect(small.find('arrested').map((h) => h.passage.id)).toEqual(['a', 'c', 'b']);
    expect(small.has('b')).toBe(true);
    expect(small.has('z')).toBe(false);
  });

  it('still finds a misspelt word', () => {
    const small = new LegalIndex([passage('1', 'Have you EVER been deported or removed?'), passage('2', 'Date of birth')]);
    expect(small.find('I was deportd')[0]?.passage.id).toBe('1');
  });

  it('gives the number of the form asked about little weight', () => {
    const small = new LegalIndex([
      passage('1', 'All additional pages submitted with this Form I-485'),
      passage('2', 'Applicant’s Signature'),
      passage('3', 'Date of birth'),
      passage('4', 'Place of birth'),
      passage('5', 'Marital status'),
    ]);
    expect(small.find('Where do I sign the green card application?', { form: 'I-485' })[0]?.passage.id).toBe('2');
  });

  it('gives a name of the form asked about ("the work permit application") as little weight as its number', () => {
    const small = new LegalIndex([
      passage('1', 'Replacement of lost employment authorization document', undefined, { form: 'I-765' }),
      passage('2', 'Applicant’s Signature', undefined, { form: 'I-765' }),
      passage('3', 'Date of birth', undefined, { form: 'I-765' }),
      passage('4', 'Place of birth', undefined, { form: 'I-765' }),
    ]);
    expect(small.find('Where do I sign the work permit application?', { form: 'I-765' })[0]?.passage.id).toBe('2');
  });

  it('weighs down someone else’s part, and the extra-space page, unless the question names it', () => {
    const passages = [
      passage('applicant', 'Applicant’s Signature 7.b. Date of Signature (mm/dd/yyyy)', undefined, { section: 'Applicant’s Statement and Signature' }),
      passage('interpreter', 'Interpreter’s Signature', 'Interpreter’s Signature. Signature of the interpreter', { section: 'Interpreter’s Contact Information, Certification, and Signature' }),
      passage('extra', 'Sign and date each sheet', 'Sign and date each sheet', { section: 'Additional Information' }),
      passage('3', 'Date of birth'),
    ];
    const small = new LegalIndex(passages);
    expect(small.find('Where do I sign?')[0]?.passage.id).toBe('applicant');
    // Without the rule, the interpreter's box, which says "signature" twice, would come first.
    expect(new LegalIndex(passages, { namedOnlyFactor: 1 }).find('Where do I sign?')[0]?.passage.id).toBe('interpreter');
    expect(small.find('Where does my translator sign?')[0]?.passage.id).toBe('interpreter');
    expect(small.find('Not enough space: where do I sign the extra sheet?')[0]?.passage.id).toBe('extra');
  });

  it('answers from the tuned weights unless told otherwise', () => {
    const passages = [passage('1', 'Date of birth'), passage('2', 'Place of birth', 'Place of birth', { section: 'Date' })];
    expect(new LegalIndex(passages, { boost: { heading: 1, section: 0, text: 1, pairs: 0 } }).find('date')[0]?.passage.id).toBe('1');
    expect(defaultRanking.boost.pairs).toBeGreaterThan(defaultRanking.boost.section);
  });
});
