import { unit } from './formatting.js';

describe('unit: the apartment, suite or floor boxes', () => {
  it.each([
    ['Apt 4B', 'APT', '4B'],
    ['Apartment #12', 'APT', '12'],
    ['#3B', 'APT', '3B'],
    ['Unit 7', 'APT', '7'],
    ['Ste. 200', 'STE', '200'],
    ['Suite 5', 'STE', '5'],
    ['Floor 3', 'FLR', '3'],
    ['Fl. 2', 'FLR', '2'],
    ['FLR 9', 'FLR', '9'],
    ['Flat 2', 'APT', 'Flat 2'],
    ['12C', 'APT', '12C'],
  ])('reads %s', (text, type, number) => {
    expect(unit(text)).toEqual({ type, number });
  });

  it('is nothing for an empty value', () => {
    expect(unit('  ')).toBeUndefined();
  });
});
