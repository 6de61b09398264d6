import { asylumRules, type AsylumLanguage, type FollowUpAnswer, type FollowUpsResponse } from '@formpath/contracts';
import { fallbackBank, type FallbackQuestion } from './fallback-bank.js';
import { followUpTriggers } from './follow-up-triggers.js';

export const fallbackMessage = 'A curated fallback follow-up set is used while the AI service is unavailable.';

const byWeight = (a: FallbackQuestion, b: FallbackQuestion) => b.weight - a.weight;

/**
 * The curated set for these answers: the questions of every trigger the answers set (heaviest
 * first), then the general ones, `count` in all.
 */
export const curatedFollowUps = (answers: readonly FollowUpAnswer[], count: number, language: AsylumLanguage, today: string): FollowUpsResponse['questions'] => {
  const triggers = new Set(followUpTriggers(answers, today));
  const specific = fallbackBank.filter((q) => q.trigger !== 'always' && triggers.has(q.trigger)).sort(byWeight);
  const general = fallbackBank.filter((q) => q.trigger === 'always').sort(byWeight);
  return [...specific, ...general].slice(0, count).map((q, i) => ({
    id: `ai_followup_${i + 1}`,
    text: q.text[language],
    type: 'textarea' as const,
    required: false,
    category: asylumRules.followUpCategory,
  }));
};

export const curatedResponse = (answers: readonly FollowUpAnswer[], count: number, language: AsylumLanguage, today: string): FollowUpsResponse => {
  const questions = curatedFollowUps(answers, count, language, today);
  return { questions, metadata: { source: 'fallback', count: questions.length, message: fallbackMessage } };
};
