import { delays, initialWizardState, wizardReducer, type WizardEvent, type WizardState } from './wizard-machine.js';

const run = (events: WizardEvent[], from: WizardState = initialWizardState) => events.reduce(wizardReducer, from);
/** Dispatches the pending transition's arrival, as the frame's timer does. */
const arrive = (state: WizardState) => wizardReducer(state, { type: 'ARRIVE', id: state.pending!.id });

const session = '5a4f3c2e-1b0d-4e8f-9a7b-6c5d4e3f2a1b';
const uploaded = run([{ type: 'HYDRATED', resume: null }, { type: 'UPLOADS_CHANGED', sessionId: session, uploaded: 2 }]);
const at = (step: WizardState['step']): WizardState => ({ ...uploaded, step });

describe('wizard machine (spec 1 §4)', () => {
  it('starts at step 1 with I-485, or where the applicant left their latest application', () => {
    expect(run([{ type: 'HYDRATED', resume: null }])).toMatchObject({ step: 1, formType: 'I-485', hydrated: true });
    const resumed = run([{ type: 'HYDRATED', resume: { sessionId: session, step: 5, formType: 'I-765', documents: 3 } }]);
    expect(resumed).toMatchObject({ step: 5, sessionId: session, formType: 'I-765', uploaded: 3 });
  });

  it('opens the step of a #stepN link, and sends a processing step without a session back to step 1', () => {
    const withSession = run([{ type: 'HYDRATED', resume: { sessionId: session, step: 4, formType: 'I-485', documents: 1 }, hashStep: 2 }]);
    expect(withSession.step).toBe(2);
    const without = run([{ type: 'HYDRATED', resume: null, hashStep: 2 }]);
    expect(without).toMatchObject({ step: 1, notice: { key: 'sessionMissing' } });
  });

  it('hydrates once', () => {
    const once = run([{ type: 'HYDRATED', resume: null }, { type: 'UPLOADS_CHANGED', sessionId: session, uploaded: 1 }]);
    expect(wizardReducer(once, { type: 'HYDRATED', resume: { sessionId: 'other', step: 6, formType: 'I-765', documents: 1 } })).toBe(once);
  });

  it('proceeds from the upload to the form choice after 0.1 s, only with an uploaded document', () => {
    const empty = run([{ type: 'HYDRATED', resume: null }, { type: 'PROCEED' }]);
    expect(empty).toMatchObject({ step: 1, notice: { key: 'cannotProceed' } });
    expect(empty.pending).toBeUndefined();
    const waiting = wizardReducer(uploaded, { type: 'PROCEED' });
    expect(waiting).toMatchObject({ step: 1, pending: { step: 1.5, delayMs: delays.toFormChoice } });
    expect(delays.toFormChoice).toBe(100);
    expect(arrive(waiting).step).toBe(1.5);
  });

  it('keeps the chosen form and goes to processing once it is saved', () => {
    const chosen = run([{ type: 'FORM_SELECTED', formType: 'I-765' }], at(1.5));
    expect(chosen.formType).toBe('I-765');
    expect(wizardReducer(chosen, { type: 'FORM_CONFIRMED' }).step).toBe(2);
    expect(wizardReducer(at(1), { type: 'FORM_SELECTED', formType: 'I-765' }).formType).toBe('I-485');
  });

  it('goes to the raw text 1 s after processing completes, and back to step 1 1.5 s after a failure', () => {
    const done = wizardReducer(at(2), { type: 'PROCESSING_DONE' });
    expect(done.pending).toMatchObject({ step: 3, delayMs: 1000 });
    expect(arrive(done).step).toBe(3);
    const failed = wizardReducer(at(2), { type: 'PROCESSING_FAILED' });
    expect(failed.pending).toMatchObject({ step: 1, delayMs: 1500 });
    expect(arrive(failed)).toMatchObject({ step: 1, sessionId: session });
  });

  it('continues 3 → 4, 4 → 5 after 0.3 s, 5 → 6, and nowhere from 6', () => {
    expect(wizardReducer(at(3), { type: 'CONTINUE' }).step).toBe(4);
    const toShare = wizardReducer(at(4), { type: 'CONTINUE' });
    expect(toShare).toMatchObject({ step: 4, pending: { step: 5, delayMs: 300 } });
    expect(arrive(toShare).step).toBe(5);
    expect(wizardReducer(at(5), { type: 'CONTINUE' }).step).toBe(6);
    expect(wizardReducer(at(6), { type: 'CONTINUE' })).toEqual(at(6));
  });

  it('moves back 1.5 → 1, 4 → 3, 5 → 4, 6 → 5, and not from the other steps', () => {
    expect([1.5, 4, 5, 6].map((s) => wizardReducer(at(s as WizardState['step']), { type: 'BACK' }).step)).toEqual([1, 3, 4, 5]);
    for (const s of [1, 2, 3] as const) expect(wizardReducer(at(s), { type: 'BACK' }).step).toBe(s);
  });

  it('ignores other moves while a transition waits, and a stale arrival', () => {
    const waiting = wizardReducer(at(4), { type: 'CONTINUE' });
    expect(wizardReducer(waiting, { type: 'BACK' })).toBe(waiting);
    expect(wizardReducer(waiting, { type: 'CONTINUE' })).toBe(waiting);
    expect(wizardReducer(waiting, { type: 'ARRIVE', id: waiting.pending!.id + 1 })).toBe(waiting);
  });

  it('ignores events that do not belong to the current step', () => {
    expect(wizardReducer(at(3), { type: 'PROCESSING_DONE' })).toEqual(at(3));
    expect(wizardReducer(at(5), { type: 'FORM_CONFIRMED' })).toEqual(at(5));
    expect(wizardReducer(at(3), { type: 'PROCEED' })).toEqual(at(3));
  });

  it('starts a new application from anywhere: step 1, no session, default form, steps remounted', () => {
    const fresh = wizardReducer({ ...at(6), formType: 'I-765' }, { type: 'START_NEW' });
    expect(fresh).toMatchObject({ step: 1, formType: 'I-485', uploaded: 0, hydrated: true, generation: 1 });
    expect(fresh.sessionId).toBeUndefined();
    expect(fresh.pending).toBeUndefined();
  });
});
