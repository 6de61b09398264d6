import { countsByShow, isFilled, matches, pagesOf, partsOf } from './guide-filters.js';
import { guide, item } from './test-fixtures.js';

const missing = { part: 'all', show: 'missing', office: false } as const;

describe('the field guide filters', () => {
  it('counts a value as filled when it has any text (the server blanks "null" and "undefined")', () => {
    expect(isFilled(item({ pdfKey: 'a', page: 1, value: '  ' }))).toBe(false);
    expect(isFilled(item({ pdfKey: 'a', page: 1, value: 'N/A' }))).toBe(true);
  });

  it('treats a required empty field as missing, but not one left for the applicant on purpose', () => {
    expect(matches(item({ pdfKey: 'a', page: 1 }), missing)).toBe(true);
    expect(matches(item({ pdfKey: 'a', page: 1, isRequired: false }), missing)).toBe(false);
    expect(matches(item({ pdfKey: 'a', page: 1, leftForYou: 'Your own answer.', handling: 'yours' }), missing)).toBe(false);
  });

  it('hides the boxes for USCIS and attorneys, bar codes and page headers unless asked for', () => {
    const barCode = item({ pdfKey: 'PDF417BarCode2', page: 1, partNumber: null, itemNumber: null, isRequired: false, handling: 'office' });
    expect(matches(barCode, { part: 'all', show: 'all', office: false })).toBe(false);
    expect(matches(barCode, { part: 'all', show: 'all', office: true })).toBe(true);
    expect(countsByShow([...guide.fieldGuide, barCode], { part: 'all', office: false }).all).toBe(5);
  });

  it('counts each choice within the chosen part', () => {
    expect(countsByShow(guide.fieldGuide, { part: 'all', office: false })).toEqual({ all: 5, missing: 1, lowConfidence: 1, leftForYou: 1 });
    expect(countsByShow(guide.fieldGuide, { part: 2, office: false })).toEqual({ all: 1, missing: 0, lowConfidence: 0, leftForYou: 1 });
  });

  it('lists the parts in order and groups the matching fields by page', () => {
    expect(partsOf(guide.fieldGuide)).toEqual([
      { part: 1, title: 'Information About You' },
      { part: 2, title: 'Application Type or Filing Category' },
    ]);
    expect(pagesOf(guide.fieldGuide, { part: 1, show: 'all', office: false }).map((p) => [p.page, p.items.map((i) => i.pdfKey)])).toEqual([
      [1, ['FamilyName', 'Middle']],
      [2, ['BirthCity', 'Sex']],
    ]);
  });
});
