import type { Progress } from '@formpath/contracts';
import { allFull, approach, approachAll, barTargets, busyBar, emptyBars, fullBars } from './bars.js';

const progress = (p: Partial<Progress>): Progress => ({
  sessionId: 's', status: 'processing', stage: 'ocr', errorReason: null, documents: [], ocr: 0, ai: 0, form: 0, ...p,
});

describe('processing bars', () => {
  it('take their targets from the pipeline, all full once it has finished', () => {
    expect(barTargets(null, false)).toEqual(emptyBars);
    expect(barTargets(progress({ ocr: 40 }), false)).toEqual({ ocr: 40, ai: 0, form: 0 });
    expect(barTargets(progress({ ocr: 40 }), true)).toEqual(fullBars);
  });

  it('ease towards the real value without passing it or going back, and reset to 0', () => {
    let shown = 0;
    const seen: number[] = [];
    while (shown < 60) seen.push((shown = approach(shown, 60)));
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((v, i) => v > (seen[i - 1] ?? 0) && v <= 60)).toBe(true);
    expect(approach(80, 60)).toBe(80);
    expect(approach(80, 0)).toBe(0);
    let bars = emptyBars;
    for (let i = 0; i < 30; i++) bars = approachAll(bars, fullBars);
    expect(allFull(bars)).toBe(true);
  });

  it('mark the stage at work as busy while it has no count', () => {
    expect(busyBar(progress({ stage: 'ocr', ocr: 0 }), false)).toBe('ocr');
    expect(busyBar(progress({ stage: 'ocr', ocr: 30 }), false)).toBeNull();
    expect(busyBar(progress({ stage: 'structuring', ocr: 100 }), false)).toBe('ai');
    expect(busyBar(progress({ stage: 'form', ocr: 100, ai: 100 }), false)).toBe('form');
    expect(busyBar(progress({ stage: 'structuring' }), true)).toBeNull();
    expect(busyBar(progress({ status: 'error', stage: 'error' }), false)).toBeNull();
  });
});
