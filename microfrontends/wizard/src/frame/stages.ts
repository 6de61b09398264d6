/** The wizard's steps (spec 1 §2): numeric, with 1.5 for form selection. `key` names the label in `wizard.stepper.stages`. */
export const stages = [
  { step: 1, key: 'upload', label: 'Upload' },
  { step: 1.5, key: 'selectForm', label: 'Select Form' },
  { step: 2, key: 'process', label: 'Process' },
  { step: 3, key: 'rawText', label: 'Raw Text' },
  { step: 4, key: 'review', label: 'Review' },
  { step: 5, key: 'share', label: 'Share' },
  { step: 6, key: 'download', label: 'Download' },
] as const;

export type WizardStep = (typeof stages)[number]['step'];

/** '#step2' opens the wizard at step 2; anything else is no step. */
export const stepInHash = (hash: string): WizardStep | undefined => {
  const match = /^#step(\d+(?:\.5)?)$/.exec(hash);
  return match ? stages.find((s) => s.step === Number(match[1]))?.step : undefined;
};

/** '#step2' opens the wizard at step 2; anything else starts at step 1. */
export const stepFromHash = (hash: string): WizardStep => stepInHash(hash) ?? 1;
