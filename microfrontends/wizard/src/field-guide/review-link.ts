import type { FieldGuideItem } from '@formpath/contracts';

// Where the review step edits a field: its own input when the guide knows the model path, else the
// review section that holds the part's answers (Formpath's model has no place for the rest).
const sectionsByPart: Record<'I-485' | 'I-765', Readonly<Record<number, string>>> = {
  'I-485': { 1: 'biographic', 4: 'employment', 5: 'parents', 6: 'marital', 7: 'children', 8: 'characteristics' },
  'I-765': { 2: 'applicant' },
};

/** Spec 2 §2: Back goes to /review, Continue to /generate, both with the session. */
export const reviewHref = (sessionId: string, target: { field?: string; section?: string } = {}): string => {
  const query = new URLSearchParams({ session: sessionId });
  if (target.field) query.set('field', target.field);
  else if (target.section) query.set('section', target.section);
  return `/review?${query.toString()}`;
};

export const generateHref = (sessionId: string): string => `/generate?${new URLSearchParams({ session: sessionId }).toString()}`;

/** The review link of one field, or null when the review has nothing that edits it. */
export const reviewTarget = (form: 'I-485' | 'I-765', item: FieldGuideItem): { field: string } | { section: string } | null => {
  if (item.path) return { field: item.path };
  const section = item.partNumber === null ? undefined : sectionsByPart[form][item.partNumber];
  return section ? { section } : null;
};
