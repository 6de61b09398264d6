import { readAamva } from './aamva.js';

const symbol = (iinVersion: string, elements: string[], options: { offset?: number; type?: string } = {}) => {
  const type = options.type ?? 'DL';
  const body = `${type}${elements.join('\n')}\r`;
  const head = `@\n\x1e\rANSI ${iinVersion}01`;
  const offset = options.offset ?? head.length + 10;
  return `${head}${type}${String(offset).padStart(4, '0')}${String(body.length).padStart(4, '0')}${body}`;
};

describe('reading an AAMVA licence barcode', () => {
  it('reads a version 8 card: names, date of birth, sex, description and address', () => {
    const data = symbol('63602608' + '01', ['DAQD12345678', 'DCSPUBLIC', 'DDEN', 'DACJOHN', 'DADQUINCY', 'DBD08242015', 'DBB01311970', 'DBA01312035', 'DBC1', 'DAU069 in', 'DAYGRN', 'DAG789 E OAK ST', 'DAIANYTOWN', 'DAJCA', 'DAK902230000  ', 'DCGUSA', 'DAW180', 'DAZBRO']);
    expect(readAamva(data)).toEqual({
      version: 8, family: 'PUBLIC', given: 'JOHN', middle: 'QUINCY', dob: { year: 1970, month: 1, day: 31 }, sex: 'Male',
      heightInches: 69, weightLbs: 180, eyes: 'GRN', hair: 'BRO', street: '789 E OAK ST', street2: undefined, city: 'ANYTOWN', state: 'CA', zip: '90223', country: 'USA',
    });
  });

  it('takes an identifier only at the start of an element, not inside a value', () => {
    const holder = readAamva(symbol('63601510' + '00', ['DAQ12345', 'DCSDACOSTA', 'DACDAGNY', 'DADNONE', 'DBB07041990', 'DBC2', 'DAG12 DAKOTA DR']));
    expect(holder).toMatchObject({ family: 'DACOSTA', given: 'DAGNY', middle: undefined, sex: 'Female', street: '12 DAKOTA DR', zip: undefined });
  });

  it('splits the given names of versions 2 and 3 (DCT), with a comma or a space', () => {
    expect(readAamva(symbol('63601403' + '00', ['DAQ1', 'DCSNGUYEN', 'DCTTHI MAI', 'DBB03151985']))).toMatchObject({ family: 'NGUYEN', given: 'THI', middle: 'MAI' });
    expect(readAamva(symbol('63601403' + '00', ['DAQ1', 'DCSNGUYEN', 'DCTTHI,MAI', 'DBB03151985']))).toMatchObject({ given: 'THI', middle: 'MAI' });
  });

  it('reads a version 1 card: the full name in DAA and year-first dates', () => {
    const data = `@\n\x1e\rANSI 6360000102DL00290100DLDAQ123\nDAAGARCIA,ANA,LUCIA\nDBB19880215\nDBCF\nDAU509\r`;
    expect(readAamva(data)).toMatchObject({ version: 1, family: 'GARCIA', given: 'ANA', middle: 'LUCIA', dob: { year: 1988, month: 2, day: 15 }, sex: 'Female', heightInches: 69 });
  });

  it('reads a Canadian card: year-first dates, centimetres and kilograms', () => {
    const holder = readAamva(symbol('63602810' + '00', ['DAQ1', 'DCSTREMBLAY', 'DACMARIE', 'DBB19910704', 'DBC2', 'DAU165 cm', 'DAX60', 'DCGCAN', 'DAKH2X 1Y4']));
    expect(holder).toMatchObject({ dob: { year: 1991, month: 7, day: 4 }, heightInches: 65, weightLbs: 132, zip: 'H2X1Y4', country: 'CAN' });
  });

  it('finds the subfile where an issuer miscounted its offset, and an ID card subfile too', () => {
    expect(readAamva(symbol('63600108' + '00', ['DAQ1', 'DCSSMITH', 'DACJO'], { offset: 7 }))).toMatchObject({ family: 'SMITH', given: 'JO' });
    expect(readAamva(symbol('63600108' + '00', ['DAQ1', 'DCSSMITH', 'DACJO'], { type: 'ID' }))).toMatchObject({ family: 'SMITH' });
  });

  it('leaves out what cannot be a date or a height', () => {
    expect(readAamva(symbol('63601510' + '00', ['DAQ1', 'DCSLEE', 'DBB13451990', 'DAU900 in']))).toMatchObject({ dob: undefined, heightInches: undefined });
  });

  it('is not fooled by other barcodes', () => {
    expect(readAamva('https://example.com/verify?id=123')).toBeUndefined();
    expect(readAamva('@\n\x1e\rANSI 636026')).toBeUndefined();
  });
});
