import type { AsylumProgress } from './asylum-api.js';

/** Nothing given yet: no answer, no checked item, no follow-up. */
export const isPristineProgress = (p: AsylumProgress): boolean => !Object.keys(p.answers).length && !p.checked.length && !p.followUps.length;

/**
 * Two copies of one applicant's progress (two devices, or this device and the account) as one:
 * every answer either has, the newer copy's where both do; every checked item; every follow-up;
 * the furthest step; the newer copy's page and time. Nothing given on either side is lost.
 */
export const mergeProgress = (a: AsylumProgress, b: AsylumProgress): AsylumProgress => {
  const [older, newer] = Date.parse(a.updatedAt) > Date.parse(b.updatedAt) ? [b, a] : [a, b];
  const followUpIds = new Set(newer.followUps.map((q) => q.id));
  return {
    answers: { ...older.answers, ...newer.answers },
    followUps: [...newer.followUps, ...older.followUps.filter((q) => !followUpIds.has(q.id))],
    followUpSource: newer.followUpSource ?? older.followUpSource,
    checked: [...new Set([...newer.checked, ...older.checked])],
    step: Math.max(older.step, newer.step),
    page: newer.page,
    updatedAt: newer.updatedAt,
  };
};
