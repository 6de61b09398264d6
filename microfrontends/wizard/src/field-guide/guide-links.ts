import type { FieldGuideItem } from '@formpath/contracts';

// The guide's own routes and its links back into the wizard. Every link keeps the flow's language
// (`?lang=`, English needs none), so a Spanish applicant stays in Spanish both ways.

export const guideRoutes = { 'I-485': '/i485-guide', 'I-765': '/i765-guide' } as const;
export type GuideForm = keyof typeof guideRoutes;

const query = (sessionId: string, language: string, more: Record<string, string> = {}) => {
  const q = new URLSearchParams({ session: sessionId, ...more });
  if (language !== 'en') q.set('lang', language);
  return q.toString();
};

/** The field guide of an application. */
export const guideHref = (form: GuideForm, sessionId: string, language: string): string => `${guideRoutes[form]}?${query(sessionId, language)}`;

/** Spec 2 §2: Back goes to /review (optionally at one field, and its section), Continue to /generate, both with the session. */
export const reviewHref = (sessionId: string, language: string, target: ReviewTarget | null = null): string => `/review?${query(sessionId, language, { ...target })}`;

export const generateHref = (sessionId: string, language: string): string => `/generate?${query(sessionId, language)}`;

// Where the review step edits a field: its own input when the guide knows the model path, else the
// review section that holds the part's answers (Formpath's model has no place for the rest).
const sectionsByPart: Record<GuideForm, Readonly<Record<number, string>>> = {
  'I-485': { 1: 'biographic', 4: 'employment', 5: 'parents', 6: 'marital', 7: 'children', 8: 'characteristics' },
  'I-765': { 2: 'applicant' },
};

/** A field of the review (with its section, should the review not show the field), or a section. */
export type ReviewTarget = { field: string; section?: string } | { section: string };

/** The review link of one field, or null when the review has nothing that edits it (what Formpath leaves to the PDF). */
export const reviewTarget = (form: GuideForm, item: FieldGuideItem): ReviewTarget | null => {
  if (item.handling) return null;
  const section = item.partNumber === null ? undefined : sectionsByPart[form][item.partNumber];
  if (item.path) return section ? { field: item.path, section } : { field: item.path };
  return section ? { section } : null;
};
