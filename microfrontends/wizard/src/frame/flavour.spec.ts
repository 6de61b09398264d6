import { localizedStageIndex, localizedStages, localizedStepNumber } from './flavour.js';
import { stages } from './stages.js';

describe("the localized flows' frame (spec 2 §2: 'Step X of 6', four stages)", () => {
  it.each([
    [1, 1, 'upload'],
    [1.5, 1, 'upload'],
    [2, 2, 'process'],
    [3, 3, 'process'],
    [4, 4, 'review'],
    [5, 5, 'review'],
    [6, 6, 'download'],
  ])('step %s is "Step %s of 6" in the %s stage', (step, number, stage) => {
    expect(localizedStepNumber(step)).toBe(number);
    expect(localizedStages[localizedStageIndex(step)]?.key).toBe(stage);
  });

  it('places every step of the wizard in a stage', () => {
    for (const { step } of stages) expect(localizedStageIndex(step)).toBeGreaterThanOrEqual(0);
  });
});
