import { toLines } from './text.js';

const lines = (text: string, source: 'ocr' | 'text-layer') => toLines([{ page: 1, text, source, confidence: 80 }]);

describe('lines of a page', () => {
  it('splits a line into segments where wide gaps separate boxes', () => {
    const [line] = lines('1a. FIRST NAME      1b. MIDDLE NAME', 'text-layer');
    expect(line?.segments).toEqual(['1a. FIRST NAME', '1b. MIDDLE NAME']);
    expect(line?.columns).toEqual([0, 20]);
  });

  it('reads the OCR’s "la." and "Ic." before a box’s label as the item number "1a." and "1c."', () => {
    const [line] = lines('la. FIRST NAME      1b. MIDDLE NAME      Ic. LAST NAME', 'ocr');
    expect(line?.segments).toEqual(['1a. FIRST NAME', '1b. MIDDLE NAME', '1c. LAST NAME']);
    // Only at a box's start and before a capitalised label; a text layer is taken as printed.
    expect(lines('Hola la. Casa', 'ocr')[0]?.text).toBe('Hola la. Casa');
    expect(lines('la. FIRST NAME', 'text-layer')[0]?.text).toBe('la. FIRST NAME');
  });

  it('turns dotted leaders that OCR read as letters back into dots, and leaves words alone', () => {
    expect(lines('Employer Name ...........c.cccoveivrsiinsccsnnsiennnnenenne, RENNER - Aufderhar', 'ocr')[0]?.text).toBe('Employer Name ... RENNER - Aufderhar');
    expect(lines('Tracking: NUMBER civeiiisiiiinisiinnismmmitrnssnirenirsinns - VOE:7366192', 'ocr')[0]?.text).toBe('Tracking: NUMBER ... - VOE:7366192');
    for (const text of ['Status.....current', 'Street 1000 Mmm Rd', 'www.visayan.com.ph', 'Employer Name ........ Acme Corp']) expect(lines(text, 'ocr')[0]?.text).toBe(text);
  });
});
