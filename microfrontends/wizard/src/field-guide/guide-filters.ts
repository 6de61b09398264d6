import type { FieldGuideItem } from '@formpath/contracts';

/** What the guide shows: one part or all, and all fields or only those that need something of the applicant. */
export type GuideShow = 'all' | 'missing' | 'lowConfidence' | 'leftForYou';
export interface GuideFilter {
  part: number | 'all';
  show: GuideShow;
  /** The boxes for USCIS and attorneys, the bar codes and page headers: hidden unless asked for. */
  office: boolean;
}

export const allFields: GuideFilter = { part: 'all', show: 'all', office: false };

/** The server already blanks "null" and "undefined" (spec 2 §3), so a value is there or not. */
export const isFilled = (item: FieldGuideItem): boolean => item.value.trim() !== '';

/** Not the applicant's: for USCIS or an attorney, or a bar code (the A-Number atop each page is the applicant's). */
export const isOffice = (item: FieldGuideItem): boolean => item.handling === 'office';

const shows: Record<GuideShow, (item: FieldGuideItem) => boolean> = {
  all: () => true,
  // Missing: an answer the form needs that is empty, and not one we leave to the applicant on purpose.
  missing: (item) => item.isRequired && !isFilled(item) && item.leftForYou === null,
  lowConfidence: (item) => isFilled(item) && item.confidence === 'low',
  leftForYou: (item) => item.leftForYou !== null,
};

export const matches = (item: FieldGuideItem, filter: GuideFilter): boolean =>
  (filter.office || !isOffice(item)) && (filter.part === 'all' || item.partNumber === filter.part) && shows[filter.show](item);

/** How many fields of the chosen part each "show" choice would list. */
export const countsByShow = (items: readonly FieldGuideItem[], filter: Pick<GuideFilter, 'part' | 'office'>): Record<GuideShow, number> => {
  const inPart = items.filter((i) => (filter.office || !isOffice(i)) && (filter.part === 'all' || i.partNumber === filter.part));
  return {
    all: inPart.length,
    missing: inPart.filter(shows.missing).length,
    lowConfidence: inPart.filter(shows.lowConfidence).length,
    leftForYou: inPart.filter(shows.leftForYou).length,
  };
};

/** The parts of the form in order, with their titles, for the part filter. */
export const partsOf = (items: readonly FieldGuideItem[]): Array<{ part: number; title: string }> => {
  const parts = new Map<number, string>();
  for (const i of items) if (i.partNumber !== null && !parts.has(i.partNumber)) parts.set(i.partNumber, i.partTitle);
  return [...parts].sort(([a], [b]) => a - b).map(([part, title]) => ({ part, title }));
};

/** The matching fields grouped by the form's page, pages in order: the guide shows one page at a time. */
export const pagesOf = (items: readonly FieldGuideItem[], filter: GuideFilter): Array<{ page: number; items: FieldGuideItem[] }> => {
  const pages = new Map<number, FieldGuideItem[]>();
  for (const i of items) if (matches(i, filter)) pages.set(i.page, [...(pages.get(i.page) ?? []), i]);
  return [...pages].sort(([a], [b]) => a - b).map(([page, list]) => ({ page, items: list }));
};
