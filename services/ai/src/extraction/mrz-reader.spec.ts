import { createPersona, mrzTd3 } from '@formpath/testing';
import { readMrz } from './mrz-reader.js';
import { toLines } from './text.js';

const page = (text: string, source: 'text-layer' | 'ocr' = 'text-layer') => toLines([{ page: 1, text, source, confidence: 90 }]);

describe('machine-readable zone (ICAO 9303)', () => {
  const persona = createPersona(11);
  const [line1, line2] = mrzTd3(persona);

  it('parses a zone whose check digits hold', () => {
    const mrz = readMrz(page(`PASSPORT\nSurname ${persona.name.family}\n${line1}\n${line2}`));
    expect(mrz?.valid).toBe(true);
    expect(mrz?.fields.documentNumber).toBe(persona.passportNumber);
  });

  it('flags the field whose check digit fails', () => {
    const digit = line2[9] === '0' ? '1' : '0';
    const broken = `${line2.slice(0, 9)}${digit}${line2.slice(10)}`;
    const mrz = readMrz(page(`${line1}\n${broken}`));
    expect(mrz?.valid).toBe(false);
    expect(mrz?.fieldValid['documentNumber']).toBe(false);
  });

  it('ignores long label lines that merely start with P', () => {
    expect(readMrz(page('PLACE OF BIRTH / LUGAR DE NACIMIENTO   QUEZON CITY, PHILIPPINES\nDATE OF ISSUE 01/02/2020 AND SOME MORE TEXT HERE'))).toBeUndefined();
  });
});
