import type { FieldGuideItem } from '@formpath/contracts';

/** What the guide shows: one part or all, and all fields or only those that need something of the applicant. */
export type GuideShow = 'all' | 'missing' | 'lowConfidence' | 'leftForYou';
export interface GuideFilter {
  part: number | 'all';
  show: GuideShow;
}

export const allFields: GuideFilter = { part: 'all', show: 'all' };

/** Spec 2 §3: "null" and "undefined" count as absent, like an empty value. */
export const isFilled = (item: FieldGuideItem): boolean => {
  const value = item.value.trim();
  return value !== '' && value !== 'null' && value !== 'undefined';
};

const shows: Record<GuideShow, (item: FieldGuideItem) => boolean> = {
  all: () => true,
  // Missing: an answer the form needs that is empty, and not one we leave to the applicant on purpose.
  missing: (item) => item.isRequired && !isFilled(item) && item.leftForYou === null,
  lowConfidence: (item) => isFilled(item) && item.confidence === 'low',
  leftForYou: (item) => item.leftForYou !== null,
};

export const matches = (item: FieldGuideItem, filter: GuideFilter): boolean =>
  (filter.part === 'all' || item.partNumber === filter.part) && shows[filter.show](item);

/** How many fields of the chosen part each "show" choice would list. */
export const countsByShow = (items: readonly FieldGuideItem[], part: GuideFilter['part']): Record<GuideShow, number> => {
  const inPart = items.filter((i) => part === 'all' || i.partNumber === part);
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
