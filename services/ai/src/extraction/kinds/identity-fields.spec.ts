import { itemNumber } from '../labels.js';
import type { Line } from '../text.js';
import { admissionClassCode, afterLabel, dateShape, eyes, hair, i94Number, licenceHeight, looseDate, shapes, unlabelledAddress } from './identity-fields.js';

const lines = (...texts: string[]): Line[] =>
  texts.map((text) => {
    const segments = text.split(/\s{2,}/);
    return { page: 1, text, segments, columns: segments.map((seg) => text.indexOf(seg)), ocr: false, pageConfidence: null };
  });

describe('looseDate', () => {
  it.each([
    ['2023 August 22', '08/22/2023'],
    ['15 03 1990', '03/15/1990'],
    ['05.03.1990', '03/05/1990'],
    ['15 MAR/MAR 1990', '03/15/1990'],
    ['09 ABR/APR 2001', '04/09/2001'],
    ['15MAR1990', '03/15/1990'],
    ['JAN 20 2022', '01/20/2022'],
    ['15 de marzo de 1990', '03/15/1990'],
    ['08/21/24', '08/21/2024'],
    ['2000-04-09', '04/09/2000'],
    ['25/12/1990', '12/25/1990'],
  ])('reads %s', (raw, expected) => expect(looseDate(raw)).toBe(expected));

  it('reads slashes day first when told to', () => {
    expect(looseDate('05/03/1990', { dayFirst: true })).toBe('03/05/1990');
    expect(looseDate('05/03/1990')).toBe('05/03/1990');
  });

  it('refuses what is not a date', () => {
    expect(looseDate('D/S')).toBeUndefined();
    expect(looseDate('31 02 1990')).toBeUndefined();
  });
});

describe('afterLabel', () => {
  const licence = lines('15 SEX: F 16 HGT: 5\'-05" 17 WGT: 150 lb', '18 EYES: BRO 19 HAIR: BLK', 'CLASS B-2', 'Admission Number 677775275 01');
  it('finds a value after a numbered label with other fields on the line', () => {
    expect(afterLabel(licence, ['hgt', 'height'], shapes.height)?.raw).toBe('5\'-05"');
    expect(afterLabel(licence, ['wgt'], shapes.weight)?.raw).toBe('150 lb');
    expect(afterLabel(licence, ['eyes'], shapes.colour)?.raw).toBe('BRO');
    expect(afterLabel(licence, ['hair'], shapes.colour)?.raw).toBe('BLK');
  });
  it('finds values without a colon', () => {
    expect(afterLabel(licence, ['class'], String.raw`[A-Z]{1,2}-?\d{1,2}[A-Z]?`)?.raw).toBe('B-2');
    expect(i94Number(afterLabel(licence, ['admission number'], String.raw`\d{9}\s?[A-Z0-9]\s?\d`)?.raw ?? '')).toBe('67777527501');
  });
  it('reads dates of every shape after a label', () => {
    expect(afterLabel(lines('Most Recent Date of Entry: 2023 August 22'), ['most recent date of entry'], dateShape)?.raw).toBe('2023 August 22');
  });
  it('takes the value from the next line when the label stands alone', () => {
    expect(afterLabel(lines('Eyes', 'HZ'), ['eyes'], shapes.colour)?.raw).toBe('HZ');
  });
  it('lets labels carry an item number', () => {
    expect(new RegExp(`^${itemNumber}(?:surname)$`, 'i').test('1. Surname')).toBe(true);
  });
});

describe('licence values', () => {
  it('reads heights', () => {
    expect(licenceHeight('5\'-05"')).toEqual({ feet: '5', inches: '5' });
    expect(licenceHeight('5-11')).toEqual({ feet: '5', inches: '11' });
    expect(licenceHeight('507')).toEqual({ feet: '5', inches: '7' });
  });
  it('reads colour codes, three- and two-letter', () => {
    expect(eyes('BRO')).toBe('Brown');
    expect(eyes('BRN')).toBe('Brown');
    expect(eyes('HZ')).toBe('Hazel');
    expect(hair('BK')).toBe('Black');
    expect(hair('SDY')).toBe('Sandy');
    expect(eyes('NONE')).toBeUndefined();
  });
  it('normalises the class of admission', () => {
    expect(admissionClassCode('B-2')).toBe('B2');
    expect(admissionClassCode('H-1B')).toBe('H1B');
    expect(admissionClassCode('D/S')).toBeUndefined();
    expect(admissionClassCode('NONE')).toBeUndefined();
  });
});

describe('unlabelledAddress', () => {
  it('takes the holder\'s address under the name, with an item number before it', () => {
    const found = unlabelledAddress(lines('1 GARCIA', '2 ANA', '8 7224 NADER PINES APT 4', 'EAST BENNETT, MI 48823-8877'));
    expect(found?.address).toMatchObject({ street: expect.stringMatching(/7224 Nader Pines/i), unit: '4', state: 'MI', zip: '48823' });
  });
  it('skips the issuer\'s return address', () => {
    const found = unlabelledAddress(lines('If found, return to: Department of Motor Vehicles, 2415 1st Ave, Sacramento, CA 95818', 'LN GARCIA', '55 Elm St', 'Springfield, IL 62704'));
    expect(found?.address).toMatchObject({ city: 'Springfield', state: 'IL', zip: '62704' });
  });
});
