import type { Progress } from '@formpath/contracts';

export const barNames = ['ocr', 'ai', 'form'] as const;
export type BarName = (typeof barNames)[number];
export type Bars = Record<BarName, number>;

export const emptyBars: Bars = { ocr: 0, ai: 0, form: 0 };
export const fullBars: Bars = { ocr: 100, ai: 100, form: 100 };

/** What the pipeline reports (every bar full once processing has finished). */
export const barTargets = (progress: Progress | null, finished: boolean): Bars =>
  finished ? fullBars : progress ? { ocr: progress.ocr, ai: progress.ai, form: progress.form } : emptyBars;

/** The bar the pipeline is working on while it has nothing to count yet: shown as busy, not as a number. */
export const busyBar = (progress: Progress | null, finished: boolean): BarName | null => {
  if (finished || !progress || progress.status !== 'processing') return null;
  if (progress.stage === 'ocr' && progress.ocr === 0) return 'ocr';
  if (progress.stage === 'structuring') return 'ai';
  if (progress.stage === 'form') return 'form';
  return null;
};

/** One animation tick: a displayed value eases towards the real one, never past it and never backwards. */
export const approach = (shown: number, target: number): number => {
  if (shown >= target) return target < shown && target === 0 ? 0 : shown;
  return Math.min(target, shown + Math.max(2, (target - shown) * 0.35));
};

export const approachAll = (shown: Bars, target: Bars): Bars => ({
  ocr: approach(shown.ocr, target.ocr),
  ai: approach(shown.ai, target.ai),
  form: approach(shown.form, target.form),
});

export const allFull = (bars: Bars): boolean => barNames.every((name) => bars[name] >= 100);
