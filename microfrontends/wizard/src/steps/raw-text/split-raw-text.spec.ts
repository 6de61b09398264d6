import { splitRawText } from './split-raw-text.js';

describe('raw text per document', () => {
  it('cuts the text at each new file, keeping its pages together with their headers', () => {
    const raw = [
      '--- passport · scan.pdf · page 1 of 2 (OCR, confidence 91%) ---', 'MARTINEZ LOPEZ', '',
      '--- passport · scan.pdf · page 2 of 2 (OCR, confidence 88%) ---', 'P<USA', '',
      '--- i94.pdf · page 1 of 1 (text layer) ---', 'Admission record',
    ].join('\n');
    const parts = splitRawText(raw);
    expect(parts.map((p) => p.fileName)).toEqual(['passport · scan.pdf', 'i94.pdf']);
    expect(parts[0]!.text).toBe(raw.split('\n').slice(0, 5).join('\n').trim());
    expect(parts[1]!.text).toBe('--- i94.pdf · page 1 of 1 (text layer) ---\nAdmission record');
  });

  it('keeps text without a header, and has nothing for an empty text', () => {
    expect(splitRawText('plain text')).toEqual([{ fileName: null, text: 'plain text' }]);
    expect(splitRawText('   \n')).toEqual([]);
  });
});
