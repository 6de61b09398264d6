import { parseUsAddress } from './address.js';
import { eyeColour, hairColour, height, weightLbs } from './biometrics.js';
import { normaliseCountry } from './countries.js';
import { formDate, formMonth, mrzDate, parseDate } from './dates.js';
import { aNumber, i94Number, ssn } from './identifiers.js';
import { fromFull, splitName } from './names.js';
import { asFormDate } from '../formatting.js';

describe('dates in every common format become the form format', () => {
  it.each([
    ['03/05/1990', '03/05/1990'],
    ['3/5/1990', '03/05/1990'],
    ['1990-03-05', '03/05/1990'],
    ['05 MAR 1990', '03/05/1990'],
    ['05 MAR/MARS 1990', '03/05/1990'],
    ['05MAR1990', '03/05/1990'],
    ['March 5, 1990', '03/05/1990'],
    ['5 March 1990', '03/05/1990'],
    ['5th of March, 1990', '03/05/1990'],
    ['05.03.1990', '03/05/1990'],
    ['5 abr 1990', '04/05/1990'],
  ])('%s', (text, expected) => expect(formDate(parseDate(text))).toBe(expected));

  it('refuses impossible dates and keeps month precision for histories', () => {
    expect(parseDate('02/30/1990')).toBeUndefined();
    expect(formMonth(parseDate('June 2021'))).toBe('06/2021');
    expect(formDate(parseDate('June 2021'))).toBeUndefined();
  });

  it('reads machine-readable zone dates with the right century', () => {
    expect(mrzDate('900305', 'past')).toBe('03/05/1990');
    expect(mrzDate('050305', 'past')).toBe('03/05/2005');
    expect(mrzDate('301231', 'future')).toBe('12/31/2030');
  });
});

describe('countries', () => {
  it.each([
    ['MEX', 'Mexico'],
    ['mexican', 'Mexico'],
    ['UNITED STATES OF AMERICA', 'United States'],
    ['PH', 'Philippines'],
    ['D', 'Germany'],
    ['Republic of Korea', 'South Korea'],
  ])('%s → %s', (raw, name) => expect(normaliseCountry(raw)).toBe(name));

  it('does not guess', () => expect(normaliseCountry('Narnia')).toBeUndefined());
});

describe('US addresses', () => {
  it('splits street, unit, city, state and ZIP', () => {
    expect(parseUsAddress('123 Main St Apt 4B\nSpringfield, IL 62704')).toEqual({ street: '123 Main St', unit: '4B', city: 'Springfield', state: 'IL', zip: '62704' });
    expect(parseUsAddress('77 OAK AVE # 12, SAN JOSE, CA 95112-1234')).toEqual({ street: '77 OAK AVE', unit: '12', city: 'San Jose', state: 'CA', zip: '95112' });
    expect(parseUsAddress('9 Elm Road, Austin, Texas 73301')).toMatchObject({ state: 'TX', unit: '' });
  });

  it('refuses text without a state and ZIP', () => expect(parseUsAddress('Calle 5, Guadalajara, Jalisco')).toBeUndefined());
});

describe('identifiers and biometrics', () => {
  it('normalises or refuses', () => {
    expect(aNumber('A-123-456-789')).toBe('123456789');
    expect(aNumber('A1234567')).toBe('001234567');
    expect(ssn('123 45 6789')).toBe('123-45-6789');
    expect(ssn('666-12-3456')).toBeUndefined();
    expect(i94Number('123456789A1')).toBe('123456789A1');
    expect(i94Number('12345')).toBeUndefined();
  });

  it('maps licence codes to the option lists', () => {
    expect(height('5-07')).toEqual({ feet: '5', inches: '7' });
    expect(height(`5' 11"`)).toEqual({ feet: '5', inches: '11' });
    expect(height('170 cm')).toEqual({ feet: '5', inches: '7' });
    expect(weightLbs('150 lb')).toBe('150');
    expect(weightLbs('70 kg')).toBe('154');
    expect(eyeColour('HAZ')).toBe('Hazel');
    expect(hairColour('BLN')).toBe('Blond');
    expect(hairColour('Grey')).toBe('Gray');
  });
});

describe('names written in one piece', () => {
  it('splits on the comma, on a known double family name, else at the last word', () => {
    expect(splitName('GARCIA, Ana Maria')).toEqual({ family: 'GARCIA', given: 'Ana', middle: 'Maria' });
    expect(splitName('Sofia Isabel Martinez Lopez', ['Martinez Lopez'])).toEqual({ family: 'Martinez Lopez', given: 'Sofia', middle: 'Isabel' });
    expect(splitName('Sofia Isabel Martinez Lopez')).toEqual({ family: 'Lopez', given: 'Sofia', middle: 'Isabel Martinez' });
    expect(fromFull('ANA MARIA GARCIA 1234')).toEqual({ family: 'Garcia', given: 'Ana', middle: 'Maria' });
    expect(fromFull('GARCIA')).toBeUndefined();
  });
});

describe('form dates from edited values', () => {
  it.each([
    ['1990-03-05', '03/05/1990'],
    ['March 5, 1990', '03/05/1990'],
    ['6/2021', '06/2021'],
    ['present', 'Present'],
    ['unknown', 'unknown'],
  ])('%s → %s', (value, expected) => expect(asFormDate(value)).toBe(expected));
});

describe('US addresses as documents print them', () => {
  it.each([
    ['123 Main St Apt 4B\nSpringfield, IL 62704', { street: '123 Main St', unit: '4B', city: 'Springfield', state: 'IL', zip: '62704' }],
    ['123 MAIN ST APT 4 ANYTOWN CA 90001', { street: '123 MAIN ST', unit: '4', city: 'Anytown', state: 'CA', zip: '90001' }],
    ['4521 W Olive Ave Unit 12, Burbank, CA 91505-1234', { street: '4521 W Olive Ave', unit: '12', city: 'Burbank', state: 'CA', zip: '91505' }],
    ['12 Oak Lane, New Port Richey, Florida 34652', { street: '12 Oak Lane', unit: '', city: 'New Port Richey', state: 'FL', zip: '34652' }],
    ['6243 Katrine Bridge   North Jocelyn, ND 82676', { street: '6243 Katrine Bridge', unit: '', city: 'North Jocelyn', state: 'ND', zip: '82676' }],
    ['6243 Katrine Bridge | North Jocelyn, ND 82676', { street: '6243 Katrine Bridge', unit: '', city: 'North Jocelyn', state: 'ND', zip: '82676' }],
    ['PO Box 123, Austin TX 78701', { street: 'PO Box 123', unit: '', city: 'Austin', state: 'TX', zip: '78701' }],
  ])('%s', (text, expected) => expect(parseUsAddress(text)).toEqual(expected));

  it('needs a state and a ZIP code', () => {
    expect(parseUsAddress('123 Main St, Springfield')).toBeUndefined();
  });
});
