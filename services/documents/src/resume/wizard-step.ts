import { wizardSteps, type WizardStepNumber } from '@formpath/contracts';

/** A stored step, or null when nothing (or something unknown) is stored. */
export const parseWizardStep = (stored: string | null | undefined): WizardStepNumber | null =>
  wizardSteps.find((s) => String(s) === stored) ?? null;

/**
 * Where an applicant resumes: the step they were on, kept consistent with what the server knows.
 * Processing resumes at its step; a processed application never sends them back before the raw
 * text (the form data is there); an unprocessed one resumes at the upload or the form choice
 * (never at step 2, which would start processing on its own); a failed one starts again at step 1.
 */
export const resumeStep = (status: string, stored: string | null | undefined, documentCount: number): WizardStepNumber => {
  const step = parseWizardStep(stored);
  if (status === 'processing') return 2;
  if (status === 'processed') return step !== null && step >= 3 ? step : 3;
  if (status === 'uploaded' && documentCount > 0 && step !== null && step >= 1.5) return 1.5;
  return 1;
};
