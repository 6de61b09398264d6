/** Which route runs the wizard: /app, /spanish/app or /marriagefilipino (spec 2 §2). One wizard, three frames. */
export type WizardFlavour = 'english' | 'spanish' | 'filipino';

/** Spec 2's localized flows count six steps in four stages; 1.5 (form choice) belongs to step 1. */
export const localizedStages = [
  { key: 'upload', first: 1 },
  { key: 'process', first: 2 },
  { key: 'review', first: 4 },
  { key: 'download', first: 6 },
] as const;

export const localizedStepCount = 6;

/** 'Step X of 6': the step's whole number. */
export const localizedStepNumber = (step: number): number => Math.floor(step);

/** The stage a step belongs to: the last one it has reached. */
export const localizedStageIndex = (step: number): number => localizedStages.findLastIndex((s) => step >= s.first);
