import { asylumRules, cleanAnswers, isPristineProgress, mergeFollowUps, type FollowUpQuestion, type QuestionnaireItem } from '@formpath/contracts/asylum';
import type { AsylumProgress } from '@formpath/contracts';

export type Progress = AsylumProgress;

export type ProgressEvent =
  | { type: 'answer'; id: string; value: string }
  | { type: 'page'; page: number }
  | { type: 'followUps'; questions: FollowUpQuestion[]; source: 'ai' | 'fallback' }
  | { type: 'toggle'; item: string }
  | { type: 'reach'; step: number }
  | { type: 'replace'; progress: Progress }
  | { type: 'reset' };

/** Nothing given yet; dated at the epoch so that any copy with something in it is newer. */
export const emptyProgress = (): Progress => ({ answers: {}, followUps: [], followUpSource: null, checked: [], step: 1, page: 0, updatedAt: new Date(0).toISOString() });

/** One reducer for everything the guide keeps; every change is stamped so the newer copy wins. */
export const progressReducer = (state: Progress, event: ProgressEvent): Progress => {
  const stamp = (next: Omit<Progress, 'updatedAt'>): Progress => ({ ...next, updatedAt: new Date().toISOString() });
  switch (event.type) {
    case 'answer': {
      const answers = { ...state.answers, [event.id]: event.value.slice(0, asylumRules.maxAnswerLength) };
      if (!event.value) delete answers[event.id];
      return stamp({ ...state, answers });
    }
    case 'page':
      // Spec 2 §4: moving page saves the answers, trimmed and without empty ones.
      return stamp({ ...state, page: Math.max(0, event.page), answers: cleanAnswers(state.answers) });
    case 'followUps': {
      const merged = mergeFollowUps(state.followUps as QuestionnaireItem[], event.questions);
      return stamp({ ...state, followUps: merged as FollowUpQuestion[], followUpSource: event.source });
    }
    case 'toggle':
      return stamp({ ...state, checked: state.checked.includes(event.item) ? state.checked.filter((c) => c !== event.item) : [...state.checked, event.item] });
    case 'reach':
      return event.step > state.step ? stamp({ ...state, step: Math.min(asylumRules.totalSteps, event.step) }) : state;
    case 'replace':
      return event.progress;
    case 'reset':
      return emptyProgress();
  }
};

/** Progress kept in this browser (spec 2 §4: key asylumProgress); anything unreadable counts as none. */
export const readLocalProgress = (parse: (value: unknown) => Progress | null): Progress | null => {
  try {
    const raw = window.localStorage.getItem(asylumRules.storageKey);
    return raw ? parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
};

/** Keeps a copy with something in it; an empty one is no copy at all. */
export const writeLocalProgress = (progress: Progress | null) => {
  try {
    if (progress && !isPristineProgress(progress)) window.localStorage.setItem(asylumRules.storageKey, JSON.stringify(progress));
    else window.localStorage.removeItem(asylumRules.storageKey);
  } catch {
    // Private browsing or a full storage: the guide still works for this visit.
  }
};

const isStringRecord = (v: unknown): v is Record<string, string> => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');

/** A stored copy read back: kept only when it has the shape the guide writes (no zod in the browser). */
export const asProgress = (value: unknown): Progress | null => {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<Progress>;
  if (!isStringRecord(v.answers) || typeof v.updatedAt !== 'string' || Number.isNaN(Date.parse(v.updatedAt))) return null;
  const followUps = Array.isArray(v.followUps) ? v.followUps.filter((q) => q && typeof q.id === 'string' && typeof q.text === 'string') : [];
  const checked = Array.isArray(v.checked) ? v.checked.filter((c): c is string => typeof c === 'string') : [];
  const step = typeof v.step === 'number' && v.step >= 1 && v.step <= asylumRules.totalSteps ? Math.floor(v.step) : 1;
  const page = typeof v.page === 'number' && v.page >= 0 ? Math.floor(v.page) : 0;
  return { answers: v.answers, followUps, followUpSource: v.followUpSource === 'ai' || v.followUpSource === 'fallback' ? v.followUpSource : null, checked, step, page, updatedAt: v.updatedAt };
};
