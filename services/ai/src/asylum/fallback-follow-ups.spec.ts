import type { FollowUpAnswer } from '@formpath/contracts';
import { fallbackBank } from './fallback-bank.js';
import { curatedFollowUps, curatedResponse } from './fallback-follow-ups.js';
import { followUpTriggers } from './follow-up-triggers.js';

const answer = (questionId: string, value: string): FollowUpAnswer => ({ questionId, question: questionId, answer: value, value });
const texts = (trigger: string) => new Set(fallbackBank.filter((q) => q.trigger === trigger).map((q) => q.text.en));

describe('the curated follow-up set, chosen by the answers', () => {
  const today = '2026-11-25';

  it('reads the ground, the persecutor, past harm or fear, and the time since arrival', () => {
    expect(
      followUpTriggers([answer('persecution_ground', 'religion'), answer('government_involvement', 'persecutor'), answer('past_harm', 'yes'), answer('date_of_last_arrival', '2024-01-10')], today),
    ).toEqual(['ground:religion', 'persecutor:government', 'harm:past', 'filing:late']);
    expect(
      followUpTriggers([answer('government_involvement', 'unwillingToProtect'), answer('past_harm', 'no'), answer('fear_of_return', 'yes'), answer('date_of_last_arrival', '2026-06-01')], today),
    ).toEqual(['persecutor:nonState', 'harm:fearOnly', 'filing:recent']);
    expect(followUpTriggers([answer('date_of_last_arrival', 'not a date'), answer('persecution_ground', 'weather')], today)).toEqual([]);
  });

  it('asks about the ground and the persecutor claimed before the general questions', () => {
    const chosen = curatedFollowUps([answer('persecution_ground', 'politicalOpinion'), answer('government_involvement', 'persecutor')], 15, 'en', today).map((q) => q.text);
    const specific = [...texts('ground:politicalOpinion'), ...texts('persecutor:government')];
    expect(new Set(chosen.slice(0, specific.length))).toEqual(new Set(specific));
    expect(chosen.some((t) => texts('ground:religion').has(t))).toBe(false);
  });

  it('gives different sets for different cases, and 15 even with no answers', () => {
    const social = curatedFollowUps([answer('persecution_ground', 'socialGroup'), answer('past_harm', 'no'), answer('fear_of_return', 'yes')], 15, 'en', today);
    const late = curatedFollowUps([answer('persecution_ground', 'race'), answer('date_of_last_arrival', '2020-01-01')], 15, 'en', today);
    expect(social.map((q) => q.text)).not.toEqual(late.map((q) => q.text));
    expect(late.some((q) => texts('filing:late').has(q.text))).toBe(true);
    expect(curatedFollowUps([], 15, 'en', today)).toHaveLength(15);
  });

  it('numbers them ai_followup_N in the AI Deep Dive category, in the language asked, with the spec message', () => {
    const res = curatedResponse([answer('persecution_ground', 'nationality')], 15, 'es', today);
    expect(res.metadata).toEqual({ source: 'fallback', count: 15, message: 'A curated fallback follow-up set is used while the AI service is unavailable.' });
    expect(res.questions.map((q) => q.id)).toEqual(Array.from({ length: 15 }, (_, i) => `ai_followup_${i + 1}`));
    expect(res.questions.every((q) => q.category === 'AI Deep Dive' && q.type === 'textarea' && q.text.includes('¿'))).toBe(true);
    expect(new Set(res.questions.map((q) => q.text)).size).toBe(15);
  });
});
