import type { FormCatalog } from '@formpath/forms';
import { readingOrder, type PageLine } from './form-text.js';
import { itemBlocks, pagePassages } from './page-passages.js';
import { fieldPassages } from './passages.js';

type Field = FormCatalog['fields'][number];
const field = (page: number, part: number | null, item: string | null, label: string, extra: Partial<Field> = {}): Field =>
  ({
    name: `f${page}.${item}.${label.length}`,
  type: 'text',
  page,
  rect: [0, 0, 10, 10],
  part,
  item,
  label,
  options: [],
  exportValues: [],
  maxLength: null,
  comb: false,
    printedPart: part,
    printedItem: item,
    readOnly: false,
    ...extra,
  }) as Field;
const catalog = (fields: FormCatalog['fields']): FormCatalog => ({ form: 'I-485', edition: '01/20/25', pages: 2, sha256: '', source: '', fields });

describe('field passages: one per printed item', () => {
  const passages = fieldPassages(
    'I-485',
    catalog([
      field(1, 1, '2', 'Part 1. Information About You (Person applying for lawful permanent residence}. 2. Other Names You Have Used Since Birth (if applicable) Provide all other names you have ever used. Enter Family Name, Last Name.'),
      field(1, 1, '2', 'Part 1. Information About You (Person applying for lawful permanent residence}. 2. Other Names You Have Used Since Birth (if applicable) Provide all other names you have ever used. Enter Given Name, First Name.'),
      field(2, 9, '70', 'Part 9. General Eligibility and Inadmissibility Grounds. Illegal Entries and Other Immigration Violations. 70. Have you EVER falsely claimed to be a U.S. citizen? Select Yes.', { type: 'checkbox' }),
      field(2, 9, '70', 'Part 9. General Eligibility and Inadmissibility Grounds. Illegal Entries and Other Immigration Violations. 70. Have you EVER falsely claimed to be a U.S. citizen? Select No.', { type: 'checkbox' }),
      field(2, null, null, 'PDF417BarCode2', { readOnly: true }),
      field(2, null, null, 'TextField1'),
      field(2, 13, null, 'Part 13. Signature at Interview. I swear (affirm) and certify under penalty of perjury.'),
      field(2, 13, null, 'Part 13. Signature at Interview. I swear (affirm) and certify under penalty of perjury.', { name: 'other' }),
    ]),
  );

  it('keeps each sentence of the item once, without the bare "Select Yes"', () => {
    const other = passages.find((p) => p.item === '2');
    expect(other?.text).toBe('Other Names You Have Used Since Birth (if applicable) Provide all other names you have ever used. Enter Family Name, Last Name. Enter Given Name, First Name.');
    expect(passages.find((p) => p.item === '70')?.text).toBe('Illegal Entries and Other Immigration Violations. Have you EVER falsely claimed to be a U.S. citizen?');
  });

  it('takes the item’s question as its heading and the part’s title (and the titles above it) as its section', () => {
    const claim = passages.find((p) => p.item === '70');
    expect(claim).toMatchObject({ heading: 'Have you EVER falsely claimed to be a U.S. citizen?', section: 'General Eligibility and Inadmissibility Grounds. Illegal Entries and Other Immigration Violations', page: 2, part: 9, kind: 'field' });
    expect(passages.find((p) => p.item === '2')?.section).toBe('Information About You (Person applying for lawful permanent residence)');
  });

  it('leaves out read-only and unnamed fields, and the same unnumbered words twice', () => {
    expect(passages.map((p) => p.item)).toEqual(['2', '70', null]);
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length);
  });
});

const line = (text: string, y: number, x = 36, size = 10, column = 0): PageLine => ({ text, x, y, size, column });

describe('page passages: the printed text split at its items', () => {
  it('opens a passage at each item number (and after a title), keeps sub-items with theirs, and drops the footer', () => {
    const blocks = itemBlocks('I-765', '08/21/25', 3, [
      line('Part 2. Information About You (continued)', 726, 38, 12),
      line('Place of Birth', 696, 38, 12),
      line('List the city/town/village, state/province, and country where you were born.', 675),
      line('15.a. City/Town/Village of Birth', 645),
      line('15.b. State/Province of Birth', 609),
      line('16. Date of Birth (mm/dd/yyyy)', 534),
      line('Form I-765 Edition 08/21/25', 24, 36, 9),
    ]);
    expect(blocks.map((b) => b.text)).toEqual([
      'List the city/town/village, state/province, and country where you were born.',
      '15.a. City/Town/Village of Birth 15.b. State/Province of Birth',
      '16. Date of Birth (mm/dd/yyyy)',
    ]);
    expect(blocks[0]?.section).toBe('Information About You. Place of Birth');
    expect(blocks[2]).toMatchObject({ page: 3, part: 2, item: '16', kind: 'page', heading: 'Date of Birth (mm/dd/yyyy)', section: 'Information About You. Place of Birth' });
  });

  it('carries the part over to the next page and cuts long blocks', () => {
    const long = Array.from({ length: 30 }, (_, i) => line(`sentence number ${i} of the certification text here`, 700 - i * 12));
    const passages = pagePassages('I-485', '01/20/25', [
      { page: 1, text: '', lines: [line('Part 10. Applicant’s Certification', 720, 38, 12), ...long] },
      { page: 2, text: '', lines: [line('3. Applicant’s Daytime Telephone Number', 600)] },
    ]);
    expect(passages.filter((p) => p.page === 1).length).toBeGreaterThan(1);
    expect(passages.every((p) => p.text.split(' ').length <= 110)).toBe(true);
    expect(passages.at(-1)).toMatchObject({ page: 2, part: 10, section: 'Applicant’s Certification' });
  });

  it('reads the unnumbered top of a page, under its part’s "(continued)", as the item the page before ended in', () => {
    const passages = pagePassages('I-485', '01/20/25', [
      { page: 18, text: '', lines: [line('Part 9. General Eligibility', 720, 38, 12), line('56. I am exempt from the public charge ground because I am a/an:', 600), line('Refugee', 580)] },
      { page: 19, text: '', lines: [line('Part 9. General Eligibility (continued)', 720, 38, 12), line('Asylee', 690), line('57. What is the size of your household?', 600)] },
      { page: 20, text: '', lines: [line('Part 10. Applicant’s Contact Information', 720, 38, 12), line('Provide your daytime telephone number.', 690)] },
    ]);
    expect(passages.find((p) => p.page === 19 && p.text === 'Asylee')).toMatchObject({ part: 9, item: '56', heading: 'I am exempt from the public charge ground because I am a/an:' });
    expect(passages.find((p) => p.page === 19 && p.item === '57')).toBeDefined();
    // A new part starts afresh.
    expect(passages.find((p) => p.page === 20)).toMatchObject({ part: 10, item: null });
  });

  it('still cuts a page with no line positions into windows', () => {
    const passages = pagePassages('I-485', '01/20/25', [{ page: 3, text: `Part 1. Information About You ${'word '.repeat(120)}` }]);
    expect(passages.length).toBe(3);
  });
});

describe('reading order', () => {
  const run = (str: string, x: number, y: number) => ({ str, x, y, size: 10, width: 50 });

  it('reads a one-column page top to bottom, the runs of a line left to right', () => {
    const lines = readingOrder([run('Have you EVER been arrested?', 60, 500), run('22.', 36, 500), run('21.', 36, 520), run('Have you EVER worked?', 60, 520)], 612);
    expect(lines.map((l) => l.text)).toEqual(['21. Have you EVER worked?', '22. Have you EVER been arrested?']);
  });

  it('reads the left column before the right one when a page has two', () => {
    const lines = readingOrder(
      [run('1.', 36, 700), run('Left one', 60, 700), run('2.', 36, 600), run('Left two', 60, 600), run('7.', 318, 710), run('Right one', 342, 710), run('8.', 318, 650), run('Right two', 342, 650), run('9.', 318, 640), run('Right three', 342, 640)],
      612,
    );
    expect(lines.map((l) => l.text)).toEqual(['1. Left one', '2. Left two', '7. Right one', '8. Right two', '9. Right three']);
    expect(lines.map((l) => l.column)).toEqual([0, 0, 1, 1, 1]);
  });
});
