import { safeFileName } from './multipart-upload.js';

describe('file names shown back to the user', () => {
  it.each([
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['pass\u200Bport\u2066.pdf\u2069', 'passport.pdf'],
    ['\uFEFFscan\u00AD.pdf', 'scan.pdf'],
    ['Pasaporte_Mun\u0303oz.pdf', 'Pasaporte_Muñoz.pdf'],
    ['C:\\Users\\ana\\I-94.pdf', 'I-94.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['line\nbreak\u2028.pdf', 'linebreak.pdf'],
    ['\u202E\u200B', 'document.pdf'],
  ])('%j is shown as %j', (raw, shown) => {
    expect(safeFileName(raw)).toBe(shown);
  });

  it('bounds the length without cutting a character in two', () => {
    expect(Array.from(safeFileName('😀'.repeat(300)))).toHaveLength(200);
  });
});
