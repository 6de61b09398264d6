import type { FormType } from '@formpath/contracts';
import type { WizardStep } from './stages.js';

/**
 * The wizard's one state machine (spec 1 §4): steps, transitions and their delays. Components
 * dispatch events; only this reducer changes the step. Delays are data (`pending`): the frame
 * runs the timer and dispatches `ARRIVE`, so the reducer stays pure and testable.
 */
export interface WizardState {
  step: WizardStep;
  /** The application of this visit: set by the first upload or by resuming. */
  sessionId?: string;
  formType: FormType;
  /** Documents uploaded into the application and still there. */
  uploaded: number;
  /** A transition waiting for its delay (spec 1 §9). */
  pending?: { step: WizardStep; delayMs: number; id: number };
  /** Something the frame tells the user (a toast), once. */
  notice?: { key: 'sessionMissing' | 'cannotProceed'; id: number };
  /** False until the latest application has been looked up. */
  hydrated: boolean;
  /** Bumped by Start New Application: the steps start over with nothing in them. */
  generation: number;
  seq: number;
}

export interface ResumePoint {
  sessionId: string;
  step: WizardStep;
  formType: FormType;
  documents: number;
}

export type WizardEvent =
  /** The latest application (or none) and the `#stepN` of the URL, if any. */
  | { type: 'HYDRATED'; resume: ResumePoint | null; hashStep?: WizardStep }
  | { type: 'UPLOADS_CHANGED'; sessionId?: string; uploaded: number }
  | { type: 'PROCEED' }
  | { type: 'FORM_SELECTED'; formType: FormType }
  /** The form type is saved: processing may start. */
  | { type: 'FORM_CONFIRMED' }
  | { type: 'PROCESSING_DONE' }
  | { type: 'PROCESSING_FAILED' }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'ARRIVE'; id: number }
  | { type: 'START_NEW' };

/** Spec 1 §9's delays, in ms. */
export const delays = { toFormChoice: 100, afterProcessing: 1000, toShare: 300, afterFailure: 1500 } as const;

const backMoves: Partial<Record<WizardStep, WizardStep>> = { 1.5: 1, 4: 3, 5: 4, 6: 5 };
const continueMoves: Partial<Record<WizardStep, { step: WizardStep; delayMs: number }>> = {
  3: { step: 4, delayMs: 0 },
  4: { step: 5, delayMs: delays.toShare },
  5: { step: 6, delayMs: 0 },
};

export const initialWizardState: WizardState = { step: 1, formType: 'I-485', uploaded: 0, hydrated: false, generation: 0, seq: 0 };

const notice = (state: WizardState, key: NonNullable<WizardState['notice']>['key']): WizardState => ({
  ...state,
  seq: state.seq + 1,
  notice: { key, id: state.seq + 1 },
});

/** Moves to a step; the steps after the upload need an application, else back to step 1 (spec 1 §4). */
const goTo = (state: WizardState, step: WizardStep): WizardState => {
  const { pending: _pending, ...rest } = state;
  if (step >= 2 && !state.sessionId) return notice({ ...rest, step: 1 }, 'sessionMissing');
  return { ...rest, step };
};

const schedule = (state: WizardState, step: WizardStep, delayMs: number): WizardState =>
  delayMs === 0 ? goTo(state, step) : { ...state, seq: state.seq + 1, pending: { step, delayMs, id: state.seq + 1 } };

export const wizardReducer = (state: WizardState, event: WizardEvent): WizardState => {
  if (event.type === 'HYDRATED') {
    if (state.hydrated) return state;
    const resumed: WizardState = event.resume
      ? { ...state, hydrated: true, sessionId: event.resume.sessionId, formType: event.resume.formType, uploaded: event.resume.documents }
      : { ...state, hydrated: true };
    return goTo(resumed, event.hashStep ?? event.resume?.step ?? 1);
  }
  if (event.type === 'START_NEW') {
    return { ...initialWizardState, hydrated: true, generation: state.generation + 1, seq: state.seq + 1 };
  }
  if (event.type === 'ARRIVE') return state.pending?.id === event.id ? goTo(state, state.pending.step) : state;
  // One move at a time: while a transition waits, other moves are ignored.
  if (state.pending) return state;

  switch (event.type) {
    case 'UPLOADS_CHANGED':
      return { ...state, uploaded: event.uploaded, ...(event.sessionId ? { sessionId: event.sessionId } : {}) };
    case 'PROCEED':
      if (state.step !== 1) return state;
      return state.uploaded > 0 && state.sessionId ? schedule(state, 1.5, delays.toFormChoice) : notice(state, 'cannotProceed');
    case 'FORM_SELECTED':
      return state.step === 1.5 ? { ...state, formType: event.formType } : state;
    case 'FORM_CONFIRMED':
      return state.step === 1.5 ? goTo(state, 2) : state;
    case 'PROCESSING_DONE':
      return state.step === 2 ? schedule(state, 3, delays.afterProcessing) : state;
    case 'PROCESSING_FAILED':
      return state.step === 2 ? schedule(state, 1, delays.afterFailure) : state;
    case 'CONTINUE': {
      const next = continueMoves[state.step];
      return next ? schedule(state, next.step, next.delayMs) : state;
    }
    case 'BACK': {
      const previous = backMoves[state.step];
      return previous === undefined ? state : goTo(state, previous);
    }
    default:
      return state;
  }
};
