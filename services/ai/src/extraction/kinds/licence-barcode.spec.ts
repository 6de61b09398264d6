import { extractDeterministic } from '../deterministic-extractor.js';

const barcode = [
  '@\n\x1e\rANSI 636014080001DL00310250DLDAQD1234567',
  'DCSRAMIREZ', 'DACLUCIA', 'DADNONE', 'DBB03151990', 'DBC2', 'DAU064 in', 'DAYBRO', 'DAZBLK', 'DAW135',
  'DAG1420 W MAPLE AVE APT 3B', 'DAISACRAMENTO', 'DAJCA', 'DAK958140000  ', 'DCGUSA\r',
].join('\n');

const licence = (pages: Array<{ text: string; barcodes?: string[] }>) => ({
  documentId: '00000000-0000-4000-8000-000000000001',
  fileName: 'license.pdf',
  pages: pages.map((p, i) => ({ page: i + 1, source: 'ocr' as const, confidence: 60, ...p })),
});

const factsOf = (pages: Array<{ text: string; barcodes?: string[] }>) => {
  const result = extractDeterministic({ formType: 'I-485', documents: [licence(pages)] });
  return { result, fact: (key: string) => result.facts.filter((f) => f.key === key).map((f) => `${f.value} (${f.source.method}${f.checked ? ', checked' : ''})`) };
};

describe("a licence's PDF417 barcode", () => {
  it("gives the holder's address, birth date and description, checked, beside what OCR read of the front", () => {
    const front = ['CALIFORNIA DRIVER LICENSE', 'LN RAMIREZ', 'FN LUCIA', '1420 W MAPLE AVE APT 38', 'SACRAMENTO, CA 95814', 'DOB 03/16/1990', 'SEX F  HAIR BLK  EYES BRO', "HGT 5'-04\"  WGT 135 lb"].join('\n');
    const { result, fact } = factsOf([{ text: front }, { text: 'If found, drop in any mailbox.', barcodes: [barcode] }]);
    expect(result.documents[0]?.kind).toBe('drivers_license');
    expect(fact('address.unit')).toEqual(['3B (barcode, checked)', '38 (pattern)']);
    expect(fact('address.zip')).toContain('95814 (barcode, checked)');
    expect(fact('dob')).toContain('03/15/1990 (barcode, checked)');
    expect(fact('height.feet')).toContain('5 (barcode, checked)');
    expect(fact('eyes')).toContain('Brown (barcode, checked)');
    expect(fact('hair')).toContain('Black (barcode, checked)');
    // Names are read but not checked: cards shorten them and leave middle names out.
    expect(fact('name.family')).toContain('Ramirez (barcode)');
    expect(fact('name.middle').some((f) => f.includes('barcode'))).toBe(false);
    // On the form, the checked value wins where OCR misread the front.
    const unit = Object.entries(result.fields).find(([path]) => path.endsWith('physical_address.apt_number'))?.[1];
    expect(unit).toMatchObject({ value: '3B', sources: [{ method: 'barcode', snippet: 'Barcode (PDF417): 1420 W Maple Ave, #3B, Sacramento, CA 95814' }] });
    expect(fact('address.street')).toContain('1420 W Maple Ave (barcode, checked)');
  });

  it('tells that a document is a licence from its barcode alone', () => {
    const { result } = factsOf([{ text: 'Organ donor: YES', barcodes: [barcode] }]);
    expect(result.documents[0]?.kind).toBe('drivers_license');
  });

  it('ignores a barcode that is not a licence', () => {
    const { result } = factsOf([{ text: 'Organ donor: YES', barcodes: ['https://example.com/pay?invoice=1'] }]);
    expect(result.documents[0]?.kind).not.toBe('drivers_license');
  });
});
