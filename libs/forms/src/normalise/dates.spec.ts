import { formDate, formDateOrder, formMonth, parseDate } from './dates.js';

describe('dates as documents write them', () => {
  it.each([
    ['03/15/1990', '03/15/1990'],
    ['15/03/1990', '03/15/1990'],
    ['1990-03-15', '03/15/1990'],
    ['1990/03/15', '03/15/1990'],
    ['1990. 03. 15.', '03/15/1990'],
    ['15.03.1990', '03/15/1990'],
    ['15 March 1990', '03/15/1990'],
    ['15 MAR 1990', '03/15/1990'],
    ['15-MAR-1990', '03/15/1990'],
    ['15MAR1990', '03/15/1990'],
    ['15 MAR/MARS 1990', '03/15/1990'],
    ['March 15, 1990', '03/15/1990'],
    ['March 15th, 1990', '03/15/1990'],
    ['the 15th of March, 1990', '03/15/1990'],
    ['15 de marzo de 1990', '03/15/1990'],
    ['Quince (15) de marzo de 1990', '03/15/1990'],
    ['1 de septiembre de 2001', '09/01/2001'],
    ['2021 August 22', '08/22/2021'],
    ['22 AGO 2021', '08/22/2021'],
    ['DIC 3, 2019', '12/03/2019'],
    ['3 janvier 2000', '01/03/2000'],
    ['15 03 1990', '03/15/1990'],
    ['15 MAR 90', '03/15/1990'],
    ['15-MAR-90', '03/15/1990'],
    ['08/21/24', '08/21/2024'],
  ])('%s', (text, expected) => expect(formDate(parseDate(text))).toBe(expected));

  it('reads numeric dates day first when the document does', () => {
    expect(formDate(parseDate('05/03/1990', { dayFirst: true }))).toBe('03/05/1990');
    expect(formDate(parseDate('05/03/1990'))).toBe('05/03/1990');
  });

  it('reads months and years for histories', () => {
    expect(formMonth(parseDate('since March 2021'))).toBe('03/2021');
    expect(formMonth(parseDate('desde marzo de 2021'))).toBe('03/2021');
    expect(formMonth(parseDate('08/2020'))).toBe('08/2020');
  });

  it('orders form dates by time, day or month', () => {
    expect(['12/31/2019', '01/02/2020', '03/15/2019'].sort((a, b) => formDateOrder(a).localeCompare(formDateOrder(b)))).toEqual(['03/15/2019', '12/31/2019', '01/02/2020']);
    expect(formDateOrder('08/2021') < formDateOrder('02/2022')).toBe(true);
    expect(formDateOrder('not a date')).toBe('not a date');
  });

  it('takes no word for a month that only starts like one', () => {
    expect(parseDate('Decree 12 2019')).toBeUndefined();
    expect(parseDate('married 12 times in 2019')).toBeUndefined();
  });
});
