import { asylumStorageKey } from '../rules.js';
import { asylumQuestions, type AsylumQuestionType } from './questions.js';

// The questionnaire rules of spec 2 §4, §5 and §9, shared by the guide and the server.
export const asylumRules = {
  pageSize: 5,
  /** Reaching this page (or a later one) asks for the follow-up questions, once. */
  followUpPage: 2,
  /** A signed-out applicant is asked to sign up before this page. */
  signUpPage: 3,
  maxAnswersSent: 12,
  followUpCount: 15,
  totalSteps: 4,
  storageKey: asylumStorageKey,
  followUpCategory: 'AI Deep Dive',
  /** Longest answer kept (a long narrative fits; a pasted book does not). */
  maxAnswerLength: 10_000,
  /** All answers together: what one save and one draft carry. */
  maxTotalAnswerLength: 200_000,
} as const;

/**
 * Never sent for follow-ups: who the applicant is (names, date of birth, document numbers). The
 * questions need the story, not the identity, and a model may be a third party.
 */
export const identityQuestions: ReadonlySet<string> = new Set(['family_name', 'given_name', 'middle_name', 'other_names', 'date_of_birth', 'i94_number', 'spouse_name', 'children']);

/** A question of the questionnaire: a built-in one, or a follow-up that arrived with its own text. */
export interface QuestionnaireItem {
  id: string;
  type: AsylumQuestionType;
  category: string;
  required: boolean;
  options?: readonly string[];
  /** Follow-ups carry their text; built-in questions take theirs from the translations. */
  text?: string;
}

export interface FollowUpQuestion {
  id: string;
  text: string;
  type: AsylumQuestionType;
  options?: string[];
  required: boolean;
  category: string;
}

// A built-in question already is a questionnaire item (its text comes from the translations): no copy needed.
export const builtInItems: readonly QuestionnaireItem[] = asylumQuestions;
/** Spec 2 §9: the built-in count plus the 15 follow-ups, whether or not they have arrived yet. */
export const totalQuestions = asylumQuestions.length + asylumRules.followUpCount;

export const pageCount = (items: readonly QuestionnaireItem[]) => Math.max(1, Math.ceil(items.length / asylumRules.pageSize));
export const pageItems = <T>(items: readonly T[], page: number): T[] => items.slice(page * asylumRules.pageSize, (page + 1) * asylumRules.pageSize);

/** Answers as kept: trimmed, empty ones dropped, each within the length limit. */
export const cleanAnswers = (answers: Readonly<Record<string, string>>): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const [id, value] of Object.entries(answers)) {
    const text = typeof value === 'string' ? value.trim().slice(0, asylumRules.maxAnswerLength) : '';
    if (text) kept[id] = text;
  }
  return kept;
};

/** The answers the follow-up call gets: the first 12 non-empty ones, in the order they were asked, identity left out. */
export const answersForFollowUps = <T>(items: readonly QuestionnaireItem[], answers: Readonly<Record<string, string>>, describe: (item: QuestionnaireItem, answer: string) => T): T[] => {
  const kept = cleanAnswers(answers);
  return items
    .filter((item) => kept[item.id] !== undefined && !identityQuestions.has(item.id))
    .slice(0, asylumRules.maxAnswersSent)
    .map((item) => describe(item, kept[item.id] as string));
};

/** Follow-ups appended to what is there: empty texts dropped, ids already present skipped, defaults filled in. */
export const mergeFollowUps = (existing: readonly QuestionnaireItem[], incoming: readonly Partial<FollowUpQuestion>[]): QuestionnaireItem[] => {
  const seen = new Set(existing.map((q) => q.id));
  const added: QuestionnaireItem[] = [];
  for (const q of incoming) {
    const text = (q.text ?? '').trim();
    if (!q.id || !text || seen.has(q.id)) continue;
    seen.add(q.id);
    const type = q.type ?? 'textarea';
    added.push({ id: q.id, text, type, category: q.category?.trim() || asylumRules.followUpCategory, required: q.required ?? false, ...(type === 'radio' && q.options?.length ? { options: q.options } : {}) });
  }
  return [...existing, ...added];
};

/** Moving to `page`: ask for follow-ups first when this is the first time at or past page 2. */
export const wantsFollowUps = (page: number, requested: boolean) => !requested && page >= asylumRules.followUpPage;
/** Moving to `page`: a signed-out applicant signs up first at page 3 and beyond. */
export const needsSignUp = (page: number, signedIn: boolean) => !signedIn && page >= asylumRules.signUpPage;

export const percent = (done: number, total: number) => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);
