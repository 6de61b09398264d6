import { countsByShow, isFilled, matches, pagesOf, partsOf } from './guide-filters.js';
import { guide, item } from './test-fixtures.js';

describe('the field guide filters', () => {
  it('counts "null" and "undefined" as absent, as spec 2 §3 says', () => {
    expect(isFilled(item({ pdfKey: 'a', page: 1, value: 'null' }))).toBe(false);
    expect(isFilled(item({ pdfKey: 'a', page: 1, value: ' undefined ' }))).toBe(false);
    expect(isFilled(item({ pdfKey: 'a', page: 1, value: 'N/A' }))).toBe(true);
  });

  it('treats a required empty field as missing, but not one left for the applicant on purpose', () => {
    expect(matches(item({ pdfKey: 'a', page: 1 }), { part: 'all', show: 'missing' })).toBe(true);
    expect(matches(item({ pdfKey: 'a', page: 1, isRequired: false }), { part: 'all', show: 'missing' })).toBe(false);
    expect(matches(item({ pdfKey: 'a', page: 1, leftForYou: 'Your own answer.' }), { part: 'all', show: 'missing' })).toBe(false);
  });

  it('counts each choice within the chosen part', () => {
    expect(countsByShow(guide.fieldGuide, 'all')).toEqual({ all: 5, missing: 1, lowConfidence: 1, leftForYou: 1 });
    expect(countsByShow(guide.fieldGuide, 2)).toEqual({ all: 1, missing: 0, lowConfidence: 0, leftForYou: 1 });
  });

  it('lists the parts in order and groups the matching fields by page', () => {
    expect(partsOf(guide.fieldGuide)).toEqual([
      { part: 1, title: 'Information About You' },
      { part: 2, title: 'Application Type or Filing Category' },
    ]);
    expect(pagesOf(guide.fieldGuide, { part: 1, show: 'all' }).map((p) => [p.page, p.items.map((i) => i.pdfKey)])).toEqual([
      [1, ['FamilyName', 'Middle']],
      [2, ['BirthCity', 'Sex']],
    ]);
  });
});
