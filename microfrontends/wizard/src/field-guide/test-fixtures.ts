import type { FieldGuide, FieldGuideItem, LegalExplanation, LegalSource } from '@formpath/contracts';

export const sessionId = '6f1d2c1e-8a8b-4c55-9a39-3b7e0f0c9a11';

export const item = (over: Partial<FieldGuideItem> & Pick<FieldGuideItem, 'pdfKey' | 'page'>): FieldGuideItem => ({
  partNumber: 1,
  partTitle: 'Information About You',
  itemNumber: '1',
  label: over.pdfKey,
  questionText: `Part 1. Information About You. ${over.pdfKey}`,
  isRequired: true,
  value: '',
  confidence: null,
  explanation: `What ${over.pdfKey} asks.`,
  fieldPurpose: 'Who you are.',
  dataSource: null,
  rawTextExtracted: null,
  extractionSource: null,
  fieldPlacement: { page: over.page, rect: [40, 700, 200, 720] },
  eligibilityCategory: null,
  leftForYou: null,
  handling: null,
  path: null,
  ...over,
});

/** Five fields over two pages: filled (high, low), missing, left for the applicant, optional. */
export const guide: FieldGuide = {
  success: true,
  formType: 'I-485',
  edition: '01/20/25',
  pages: 24,
  totalFields: 5,
  filledFields: 2,
  fieldGuide: [
    item({ pdfKey: 'FamilyName', page: 1, label: 'Family Name (Last Name)', value: 'GARCIA', confidence: 'high', dataSource: 'passport.pdf, page 1', rawTextExtracted: 'Surname GARCIA', extractionSource: 'mrz', path: 'biographic_information.full_name.family_name' }),
    item({ pdfKey: 'BirthCity', page: 2, itemNumber: '7', label: 'City or Town of Birth', value: 'PUEBLA', confidence: 'low', dataSource: 'birth.pdf, page 1', rawTextExtracted: 'Lugar PUEBLA', extractionSource: 'label', path: 'biographic_information.city_of_birth' }),
    item({ pdfKey: 'Sex', page: 2, itemNumber: '6', label: 'Sex' }),
    item({ pdfKey: 'Category', page: 2, partNumber: 2, partTitle: 'Application Type or Filing Category', itemNumber: '1', label: 'Filing category', isRequired: false, leftForYou: 'You answer this yourself.', handling: 'yours' }),
    item({ pdfKey: 'Middle', page: 1, itemNumber: '2', label: 'Other names', isRequired: false }),
  ],
};

export const source = (id: string, content: string, item: string | null = '1'): LegalSource => ({
  content,
  metadata: { id, form: 'I-485', edition: '01/20/25', page: 1, part: 1, item, kind: 'field' },
});

export const explanation = (output: string, sources: LegalSource[]): LegalExplanation => ({
  success: true,
  error: null,
  data: { output, sources, answeredBy: 'passages', answered: output.length > 0 },
  usage: { total_tokens: 0 },
});
