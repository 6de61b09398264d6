import { toLines } from '../text.js';
import { addressesIn, dateAfter, datesIn, flatten, parseAddress, roleOf } from './residence-work-text.js';

const lines = (text: string) => toLines([{ page: 1, text, source: 'text-layer', confidence: null }]);

describe('residence-work text helpers', () => {
  it('joins wrapped prose with a space and keeps block lines apart', () => {
    const long = 'The residential premises located at 7224 Nader Pines, East Bennett, MI 00478 are leased to the Tenant named';
    expect(flatten(lines(`${long}\nbelow.\nNAME\n12 OAK ST`)).text).toBe(`${long} below.\nNAME\n12 OAK ST`);
  });

  it('finds addresses inside sentences, in blocks, with units before the street', () => {
    const found = addressesIn(
      lines(
        [
          'All notices to Landlord shall be sent to Erdman Property Management, LLC, 3296 Mueller Mill, Suite 11B, West Dusty, FL 19569.',
          'JANE DOE',
          '2022 HILLS TRACK APT 4',
          'VERNIEBURY NE 78439-1234',
          'the premises known as Apt. 16A of the building at 4007 Monahan Union, Lake Joy, WY 99914 (the "Premises")',
        ].join('\n'),
      ),
    ).map((p) => p.address);
    expect(found).toEqual([
      { street: '3296 Mueller Mill', unit: '11B', city: 'West Dusty', state: 'FL', zip: '19569' },
      { street: '2022 HILLS TRACK', unit: '4', city: 'Verniebury', state: 'NE', zip: '78439' },
      { street: '4007 Monahan Union', unit: '16A', city: 'Lake Joy', state: 'WY', zip: '99914' },
    ]);
  });

  it('tells roles by the nearest cue before the address', () => {
    const cues: Array<['home' | 'other' | 'previous', RegExp]> = [['home', /premises|tenant's address/i], ['other', /landlord/i], ['previous', /before the start/i]];
    expect(roleOf('Landlord leases the premises located at ', cues, 'other')).toBe('home');
    expect(roleOf('the Premises. Notices to Landlord: ', cues, 'home')).toBe('other');
    expect(roleOf("Tenant's address before the start of the term: ", cues, 'home')).toBe('previous');
    expect(roleOf('JANE DOE\n', cues, 'home')).toBe('home');
  });

  it('reads dates in prose and the one after a cue', () => {
    expect(datesIn('on Nov. 22, 2024 and 3 February 2025 or 04/14/2021').map((d) => [d.date.month, d.date.year])).toEqual([[11, 2024], [2, 2025], [4, 2021]]);
    const text = 'This Lease is made on 3 February 2025. The term of this Lease begins on 15 March 2025 and ends on 14 March 2026.';
    expect(dateAfter(text, /lease[^.]{0,40}?begins on/i)?.date).toMatchObject({ year: 2025, month: 3, day: 15 });
    expect(dateAfter('She joined our company on August 19, 2021 as a nurse', /joined[^.]{0,40}?on/i)?.date).toMatchObject({ year: 2021, month: 8 });
  });

  it('parses USPS city lines without a comma, Spanish unit words and a suite before the city line', () => {
    expect(parseAddress('8255 WAELCHI PARKS APT 7B\nEAST PIETRO AZ 68944-8821')).toMatchObject({ street: '8255 WAELCHI PARKS', unit: '7B', city: 'East Pietro', state: 'AZ', zip: '68944' });
    expect(parseAddress('4007 Monahan Union Unidad 16A, Lake Joy, WY 99914')).toMatchObject({ street: '4007 Monahan Union', unit: '16A', city: 'Lake Joy' });
    expect(parseAddress('1168 N Bridge Street, Suite 230\nWest Reillyview, NC 95927')).toMatchObject({ street: '1168 N Bridge Street', unit: '230', city: 'West Reillyview' });
    expect(parseAddress('1168 N Bridge Street, Suite 230 West Reillyview, NC 95927')).toMatchObject({ street: '1168 N Bridge Street', unit: '230', city: 'West Reillyview' });
  });

  it('reads two address boxes side by side one box at a time', () => {
    const found = addressesIn(
      lines(
        [
          '1. To (Name and address of employer)              2. From (Name and address of lender)',
          'Kerluke and Sons                                   Bayview Lending Group',
          '6474 Crystal Knoll                                 819 Kylee Radial Unit 2B',
          'Fort Freddieview, NE 78774                         Nedraside, TN 47503-3244',
        ].join('\n'),
      ),
    );
    expect(found.map((p) => p.address)).toEqual([
      { street: '6474 Crystal Knoll', unit: '', city: 'Fort Freddieview', state: 'NE', zip: '78774' },
      { street: '819 Kylee Radial', unit: '2B', city: 'Nedraside', state: 'TN', zip: '47503' },
    ]);
    // Each with the words of its own box before it: the employer's label, the lender's.
    expect(found[0]?.before).toMatch(/employer\)\nKerluke and Sons\n$/);
    expect(found[1]?.before).toMatch(/lender\)\nBayview Lending Group\n$/);
  });

  it('does not start a street at an account or barcode number', () => {
    const found = addressesIn(lines(['Account Number   7668232180   December 24, 2022', 'Service Address', '9024 W 7th Street, Lake Evan, NE 09078', 'MSC810902 046 S', 'ANA LOPEZ', '7375 AUBREY MEWS #24A', 'RONNYLAND AR 81706-9373'].join('\n'))).map((p) => p.address.street);
    expect(found).toEqual(['9024 W 7th Street', '7375 AUBREY MEWS']);
  });
});
