import type { FieldEvidence } from '@formpath/contracts';
import { fullI485, fullI765 } from '@formpath/testing';
import { buildFieldGuide, loadCatalog, type GuideTexts, type SupportedForm } from '@formpath/forms';

const catalog = (form: SupportedForm) => loadCatalog(form);
const texts: GuideTexts = {
  parts: [{ part: 1, title: 'Information About You', purpose: 'Who you are.' }],
  items: [{ page: 1, part: 1, item: '1', explanation: 'Your family name, as on your passport.' }],
};

describe('the field guide', () => {
  it('covers every field of the I-485 catalog, with the value the PDF gets and the evidence behind it', () => {
    const data = fullI485(7);
    const family = data.biographic_information.full_name.family_name;
    const evidence: Record<string, FieldEvidence> = {
      'biographic_information.full_name.family_name': {
        value: family,
        confidence: 'high',
        sources: [{ documentId: 'd1', fileName: 'passport.pdf', documentKind: 'passport', page: 1, snippet: `SURNAME ${family}`, method: 'mrz' }],
        conflicts: [],
      },
    };
    const guide = buildFieldGuide('I-485', catalog('I-485'), data, evidence, texts);
    expect(guide.totalFields).toBe(760);
    expect(guide.fieldGuide).toHaveLength(760);
    expect(new Set(guide.fieldGuide.map((i) => i.page))).toEqual(new Set(Array.from({ length: 24 }, (_, i) => i + 1)));
    expect(guide.filledFields).toBe(guide.fieldGuide.filter((i) => i.value).length);
    expect(guide.filledFields).toBeGreaterThan(100);

    const name = guide.fieldGuide.find((i) => i.pdfKey.endsWith('Pt1Line1_FamilyName[0]'));
    expect(name).toMatchObject({
      page: 1,
      partNumber: 1,
      itemNumber: '1',
      value: family.toUpperCase() === family ? family : expect.any(String),
      confidence: 'high',
      dataSource: 'passport.pdf, page 1',
      rawTextExtracted: `SURNAME ${family}`,
      extractionSource: 'mrz',
      explanation: 'Your family name, as on your passport.',
      partTitle: 'Information About You',
      isRequired: true,
      path: 'biographic_information.full_name.family_name',
    });
    expect(name?.value.toLowerCase()).toBe(family.toLowerCase());
    expect(name?.fieldPlacement.rect).toHaveLength(4);
  });

  it('marks a value with no document behind it as typed, and the sworn Yes/No questions as left for the applicant on purpose', () => {
    const guide = buildFieldGuide('I-485', catalog('I-485'), fullI485(8), {}, texts);
    const typed = guide.fieldGuide.find((i) => i.value);
    expect(typed).toMatchObject({ extractionSource: 'typed', dataSource: null, confidence: null });
    const yesNo = guide.fieldGuide.filter((i) => i.partNumber === 9);
    expect(yesNo.length).toBeGreaterThan(50);
    // Required all the same: the applicant answers them on the PDF.
    expect(yesNo.every((i) => i.value === '' && i.leftForYou && i.handling === 'yours')).toBe(true);
    expect(yesNo.filter((i) => i.isRequired).length).toBeGreaterThan(50);
    // Without its own explanation, a field still says what the form asks, never nothing.
    expect(guide.fieldGuide.every((i) => i.explanation.length > 0)).toBe(true);
  });

  it('counts "null" and "undefined" as missing, and covers the I-765', () => {
    const data = fullI765(3);
    data.applicant_middle_name = 'undefined';
    const guide = buildFieldGuide('I-765', catalog('I-765'), data, {}, texts);
    expect(guide.totalFields).toBe(catalog('I-765').fields.length);
    const middle = guide.fieldGuide.find((i) => /Line1c_MiddleName/.test(i.pdfKey));
    expect(middle?.value).toBe('');
  });

  it('shows the Additional Information part as the PDF writes it when an answer continues there', () => {
    const data = fullI485(7);
    const child = data.children[0] ?? { full_name: 'ANA GARCIA', date_of_birth: '01/02/2015', country_of_birth: 'Mexico', a_number: '', is_applying_with_applicant: true, current_address: '' };
    data.children = [child, { ...child, full_name: 'LUIS GARCIA' }, { ...child, full_name: 'ROSA GARCIA' }];
    const guide = buildFieldGuide('I-485', catalog('I-485'), data, {}, texts);
    const part14 = guide.fieldGuide.filter((i) => i.partNumber === 14 && i.value);
    // The third child continues in Part 14: its reference (page 12, Part 7, Item 3) and its text, and the applicant's names.
    expect(part14.map((i) => i.value)).toEqual(expect.arrayContaining(['12', '7', '3', data.biographic_information.full_name.family_name]));
    expect(part14.some((i) => i.value.startsWith('Child: ROSA GARCIA'))).toBe(true);
    expect(part14.every((i) => i.path === null && i.extractionSource === null)).toBe(true);
  });
});
