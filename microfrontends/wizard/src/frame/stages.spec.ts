import { en } from '@formpath/i18n';
import { stages, stepFromHash, stepInHash } from './stages.js';

describe('wizard stages', () => {
  it('has the seven stages of spec 1 §2 in order', () => {
    expect(stages.map((s) => s.label)).toEqual(['Upload', 'Select Form', 'Process', 'Raw Text', 'Review', 'Share', 'Download']);
    expect(stages.map((s) => s.step)).toEqual([1, 1.5, 2, 3, 4, 5, 6]);
  });

  it('reads #stepN from the URL', () => {
    expect(stepFromHash('#step2')).toBe(2);
    expect(stepFromHash('#step1.5')).toBe(1.5);
    expect(stepFromHash('#step9')).toBe(1);
    expect(stepFromHash('')).toBe(1);
    expect([stepInHash('#step2'), stepInHash('#step7'), stepInHash('')]).toEqual([2, undefined, undefined]);
  });

  it('labels each stage through i18n with the spec text', () => {
    expect(stages.map((s) => en.wizard.stepper.stages[s.key])).toEqual(stages.map((s) => s.label));
  });
});
