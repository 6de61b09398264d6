import { findLabelled } from './labels.js';
import { toLines } from './text.js';

const lines = (text: string) => toLines([{ page: 1, text, source: 'text-layer', confidence: null }]);

describe('labelled values', () => {
  it('reads a value one space after a label that ends with a bracketed hint, when the value is a number-led one', () => {
    expect(findLabelled(lines('School address (include zip code) 1348 College Blvd, Springfield, IL 62701'), ['school address( \\(include zip code\\))?'])?.raw).toBe('1348 College Blvd, Springfield, IL 62701');
    expect(findLabelled(lines('Date of birth (mm/dd/yyyy) 04/09/2000'), ['date of birth'])?.raw).toBe('04/09/2000');
  });

  it('does not take the words after a hint for a value: "School (school district) name" is no "School" label', () => {
    expect(findLabelled(lines('School (school district) name         University of Springfield'), ['school( name)?'])).toBeUndefined();
    expect(findLabelled(lines('School (school district) name         University of Springfield'), ['school \\(school district\\) name'])?.raw).toBe('University of Springfield');
  });
});
