/** The wizard's steps (spec 1 §2): numeric, with 1.5 for form selection. */
export const stages = [
  { step: 1, label: 'Upload' },
  { step: 1.5, label: 'Select Form' },
  { step: 2, label: 'Process' },
  { step: 3, label: 'Raw Text' },
  { step: 4, label: 'Review' },
  { step: 5, label: 'Share' },
  { step: 6, label: 'Download' },
] as const;

export type WizardStep = (typeof stages)[number]['step'];

/** '#step2' opens the wizard at step 2; anything else starts at step 1. */
export const stepFromHash = (hash: string): WizardStep => {
  const match = /^#step(\d+(?:\.5)?)$/.exec(hash);
  const step = match ? Number(match[1]) : 1;
  return stages.find((s) => s.step === step)?.step ?? 1;
};
