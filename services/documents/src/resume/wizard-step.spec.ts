import { parseWizardStep, resumeStep } from './wizard-step.js';

describe('resume step', () => {
  it('reads only the steps of the wizard', () => {
    expect([parseWizardStep('1.5'), parseWizardStep('6'), parseWizardStep('7'), parseWizardStep(null)]).toEqual([1.5, 6, null, null]);
  });

  it('follows the stored step where the status allows it', () => {
    expect(resumeStep('processed', '5', 3)).toBe(5);
    expect(resumeStep('processed', '4', 3)).toBe(4);
    expect(resumeStep('uploaded', '1.5', 2)).toBe(1.5);
  });

  it('derives the step from the status when the stored one does not fit', () => {
    expect(resumeStep('processed', null, 3)).toBe(3);
    expect(resumeStep('processed', '1.5', 3)).toBe(3);
    expect(resumeStep('processing', '1.5', 3)).toBe(2);
    expect(resumeStep('uploaded', '2', 3)).toBe(1.5); // never restarts processing by itself
    expect(resumeStep('uploaded', '5', 0)).toBe(1); // every document removed
    expect(resumeStep('uploaded', null, 2)).toBe(1);
    expect(resumeStep('error', '4', 2)).toBe(1);
  });
});
