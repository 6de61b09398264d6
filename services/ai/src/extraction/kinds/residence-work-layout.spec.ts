import { toLines } from '../text.js';
import { cell, cleanTitle, hoursOf, isHeaderRow, tickedOption, weeklyHours } from './residence-work-layout.js';
import { isSpanish } from './shared.js';

const lines = (text: string) => toLines([{ page: 1, text, source: 'text-layer', confidence: null }]);
const value = (text: string, labels: string[], accept?: (raw: string) => boolean) => cell(lines(text), labels, accept)?.raw;

describe('residence-work layout readers', () => {
  it('reads a value under its heading in a table (header row, then the value row), by column', () => {
    const table = ['Employee                  Position              Hire Date          Status', 'Ana Maria Lopez           Data Analyst          03/14/2022         Part Time'].join('\n');
    expect(value(table, ['position'])).toBe('Data Analyst');
    expect(value(table, ['hire date'])).toBe('03/14/2022');
    expect(value(table, ['status'])).toBe('Part Time');
  });

  it('reads headings that ran together by their share of the values below', () => {
    const table = ['SCHOOL NAME                   PROGRAM OF STUDY PROGRAM START PROGRAM END', 'University of Springfield     Economics           07/15/2022        10/22/2026'].join('\n');
    expect(value(table, ['program start'])).toBe('07/15/2022');
    expect(value(table, ['program end'])).toBe('10/22/2026');
    expect(value(table, ['program of study'])).toBe('Economics');
    expect(value(table, ['school name'])).toBe('University of Springfield');
  });

  it('reads label-over-value boxes, "Label: value", bullets and a value in the next column', () => {
    const grid = ['4. EMPLOYER / COMPANY NAME                  5. EMPLOYER PHONE', 'Hauck - Davis                                (555) 201-3344'].join('\n');
    expect(value(grid, ['employer( name)?'])).toBe('Hauck - Davis');
    expect(value('- Title: Registered Nurse\n- Date Hired: Sep. 22, 2024', ['title'])).toBe('Registered Nurse');
    expect(value('- Title: Registered Nurse\n- Date Hired: Sep. 22, 2024', ['date hired'])).toBe('Sep. 22, 2024');
    expect(value('Job title: Cook   8. First day of work: 05/26/2022', ['first day of work'])).toBe('05/26/2022');
    expect(value('Job title: Cook   8. First day of work: 05/26/2022', ['job title'])).toBe('Cook');
    expect(value('Puesto                 Contador (Accountant)', ['puesto'])).toBe('Contador (Accountant)');
    // A label and a value that both carry heading words: the value to its right, not the next row.
    expect(value('Job Title        Account Manager\nDepartment       Sales', ['job title'], (raw) => !/^department/i.test(raw))).toBe('Account Manager');
  });

  it('tells a header row from a "Label   value" row', () => {
    expect(isHeaderRow(lines('Employee      Job Title      Start Date')[0]!)).toBe(true);
    expect(isHeaderRow(lines('School Name      University of Springfield')[0]!)).toBe(false);
    expect(isHeaderRow(lines('Surname: LOPEZ      Institution: STATE UNIVERSITY')[0]!)).toBe(false);
  });

  it('reads ticked boxes and hours', () => {
    const options: Array<['Full-time' | 'Part-time', string]> = [['Full-time', 'full[- ]?time'], ['Part-time', 'part[- ]?time']];
    expect(tickedOption('Employment type: [ ] Full-time [X] Part-time [ ] Seasonal', options)).toBe('Part-time');
    expect(tickedOption('☒ Full time   ☐ Part time', options)).toBe('Full-time');
    expect(tickedOption('[ ] Full-time [ ] Part-time', options)).toBeUndefined();
    expect(hoursOf('[ ] Full-time [X] Part-time')).toBe('Part-time');
    expect(hoursOf('Active - Full Time')).toBe('Full-time');
    expect(hoursOf('FT')).toBe('Full-time');
    expect(hoursOf('Medio Tiempo')).toBe('Part-time');
    expect(hoursOf('jornada completa')).toBe('Full-time');
    expect(hoursOf('24 hrs/wk')).toBe('Part-time');
    expect(hoursOf('Active')).toBeUndefined();
    expect(weeklyHours('approximately 37.5 hours per week')).toBe(37.5);
    expect(weeklyHours('30 horas semanales')).toBe(30);
    expect(weeklyHours('Average hours per week: 20')).toBe(20);
    expect(hoursOf('Hours: 40/week')).toBe('Full-time');
  });

  it('cleans a title and tells Spanish text', () => {
    expect(cleanTitle('Accountant (Contador)')).toBe('Accountant');
    expect(cleanTitle('COMPUTER SCIENCE 11.0701')).toBe('COMPUTER SCIENCE');
    expect(cleanTitle('Line Cook - Part time')).toBe('Line Cook');
    expect(isSpanish('Por medio de la presente se hace constar que la señora Ana Lopez labora en la empresa desde el 2 de mayo de 2021 con el puesto de Contador por tiempo completo.')).toBe(true);
    expect(isSpanish('This letter confirms that Ana Lopez has been employed by the company since May 2, 2021 as an accountant.')).toBe(false);
  });
});
