import type { FieldEvidence, FieldGuide, FieldGuideItem, FieldHandling, FormData as FormModel } from '@formpath/contracts';
import type { CatalogField, FormCatalog, SupportedForm } from '../catalog.js';
import { leftEmptyHandling } from '../maps/left-empty.js';
import { planForm } from '../maps/plan-form.js';
import { plannedValues } from '../planned-values.js';

export interface GuideTexts {
  parts: ReadonlyArray<{ part: number; title: string; purpose: string }>;
  items: ReadonlyArray<{ page: number; part: number; item: string; explanation: string }>;
}

// What the guide says of a field left for the applicant on purpose (the web app shows it translated, by handling).
const leftForYouText: Partial<Record<FieldHandling, string>> = {
  yours: 'You answer this yourself, on the downloaded PDF: it is your own sworn answer or your own choice, so Formpath never fills it from your documents.',
  byHand: 'Sign and date this by hand, in ink, after you print the form.',
  interview: 'Leave this empty: it is completed at your interview, in front of a USCIS officer.',
  notRead: 'Formpath does not fill this from your documents. If it applies to you, fill it in on the downloaded PDF before you file.',
};
const handlingExplanation: Partial<Record<FieldHandling, string>> = {
  office: 'Not for you to fill: it is for USCIS, for an attorney or accredited representative filing Form G-28 with your application, or the form’s own bar code. Leave it empty.',
  abroad: 'Only for an address outside the United States.',
};
// The form's own words for a question not everyone answers.
const optionalText = /\b(if any|if applicable|if you have one|optional)\b/i;
const optionalParts: Record<SupportedForm, readonly number[]> = { 'I-485': [11, 12, 13, 14], 'I-765': [4, 5, 6] };

const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && ['', 'null', 'undefined'].includes(value.trim()));

/** "Part 1. Information About You (…). 18. Prior Address. Enter Postal Code." -> "Prior Address. Enter Postal Code." */
export const shortLabel = (field: Pick<CatalogField, 'label' | 'exportValues'>): string => {
  // The tooltip's own numbering may be older than the page's: any leading item number goes.
  const afterPart = field.label.replace(/^Part \d+\.\s*[^.]*(?:\([^)]*\))?[^.]*\.\s*/, '');
  // Item markers ("1. A. Enter", "3.a. Family") go where a sentence starts; references ("Part 6.
  // Additional Information", "Item Numbers 2. - 9.") stay.
  const afterItem = afterPart.replace(/(?:^|(?<=[.?:]\s))\d{1,3}\.(?:\s*[A-Za-z]\.)?\s+(?=[A-Z])/g, '').replace(/\s+/g, ' ');
  const label = afterItem.trim() || afterPart.trim() || field.label;
  // Some "No" boxes carry their "Yes" box's tooltip; the box's own export value says which it is.
  const box = field.exportValues[0];
  return box === 'N' ? label.replace(/Select Yes\.$/, 'Select No.') : box === 'Y' ? label.replace(/Select No\.$/, 'Select Yes.') : label;
};

const printedOrder = (i: FieldGuideItem) => (i.partNumber === null ? 1000 : i.partNumber);
const itemOrder = (a: string | null, b: string | null): number => {
  if (a === b) return 0;
  if (a === null || b === null) return a === null ? 1 : -1;
  const [an = 0, al = ''] = [Number.parseInt(a, 10), a.split('.')[1] ?? ''];
  const [bn = 0, bl = ''] = [Number.parseInt(b, 10), b.split('.')[1] ?? ''];
  return an - bn || al.localeCompare(bl);
};

/**
 * The field guide of spec 2 §3: every field of the edition's catalog, in form order, with what
 * it asks, the applicant's value as the PDF will show it (from the same fill plan as the PDF),
 * the evidence behind it, and an explanation that names its page and item. An item is filled
 * when its value is non-empty ("null" and "undefined" count as absent).
 */
export const buildFieldGuide = (form: SupportedForm, catalog: FormCatalog, data: FormModel, evidence: Record<string, FieldEvidence>, texts: GuideTexts): FieldGuide => {
  const plan = planForm(form, data);
  const written = plannedValues(plan, catalog);

  const key = (i: { page: number; part: number | null; item: string | null }) => `${i.page}|${i.part}|${i.item}`;
  const explanationsByItem = new Map(texts.items.map((i) => [key(i), i.explanation]));
  const purposes = new Map(texts.parts.map((p) => [p.part, p]));
  // Evidence is kept per leaf, or once for a whole list row (a child, a prior address): the longest prefix wins.
  const evidenceFor = (path: string) => {
    for (let at = path; at; at = at.slice(0, Math.max(0, at.lastIndexOf('.')))) if (evidence[at]) return evidence[at];
    return undefined;
  };
  const fieldGuide = catalog.fields.map((f): FieldGuideItem => {
    const answer = written.get(f.name);
    const value = answer && !absent(answer.value) ? answer.value : '';
    const proof = answer?.path ? evidenceFor(answer.path) : undefined;
    const source = value && proof?.value ? proof.sources[0] : undefined;
    const handling = leftEmptyHandling(form, f.name) ?? null;
    return {
      pdfKey: f.name,
      page: f.page,
      // What the applicant sees is the printed numbering; the catalog's own part/item only key the texts.
      partNumber: f.printedPart,
      partTitle: (f.printedPart !== null && purposes.get(f.printedPart)?.title) || (/^Part \d+\.\s*([^.]+)\./.exec(f.label)?.[1]?.trim() ?? ''),
      itemNumber: f.printedItem,
      label: shortLabel(f),
      questionText: f.label,
      // The applicant's own answers and signature are required too; they are given on the PDF.
      isRequired: !f.readOnly && f.printedPart !== null && !optionalParts[form].includes(f.printedPart) && !optionalText.test(f.label) && (handling === null || handling === 'yours' || handling === 'byHand'),
      value,
      confidence: value && proof ? proof.confidence : null,
      explanation: explanationsByItem.get(key(f)) ?? (handling && handlingExplanation[handling]) ?? `The form asks: ${shortLabel(f)}`,
      fieldPurpose: (f.printedPart !== null && purposes.get(f.printedPart)?.purpose) || '',
      dataSource: source ? `${source.fileName}, page ${source.page}` : null,
      rawTextExtracted: source?.snippet ?? null,
      // Additional Information is written from other answers: neither read nor typed there.
      extractionSource: source ? source.method : value && answer?.path ? 'typed' : null,
      fieldPlacement: { page: f.page, rect: f.rect },
      eligibilityCategory: form === 'I-765' && /eligibility category/i.test(f.label) && value ? value : null,
      leftForYou: (!value && handling && leftForYouText[handling]) || null,
      handling,
      path: answer?.path ?? null,
    };
  });
  // Page by page in printed order (part, then item: "2" before "10", "3.a" before "3.b"); on each page
  // the headers, bar codes and office boxes last. Fields of one item keep the form's own order.
  fieldGuide.sort((a, b) => a.page - b.page || printedOrder(a) - printedOrder(b) || itemOrder(a.itemNumber, b.itemNumber));
  return {
    success: true,
    formType: form,
    edition: catalog.edition,
    pages: catalog.pages,
    fieldGuide,
    totalFields: fieldGuide.length,
    filledFields: fieldGuide.filter((i) => i.value !== '').length,
  };
};
