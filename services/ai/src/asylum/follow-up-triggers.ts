import { governmentRoles, oneYearClock, protectedGrounds, type FollowUpAnswer } from '@formpath/contracts';
import type { FollowUpTrigger } from './fallback-bank.js';

/** The answer to a built-in question, by id: its stored value (option id, date) or its text. */
const valueOf = (answers: readonly FollowUpAnswer[], id: string) => {
  const a = answers.find((x) => x.questionId === id);
  return (a?.value ?? a?.answer ?? '').trim();
};

/**
 * What the curated follow-ups are chosen by: the ground claimed, who the persecutor was, past
 * harm or fear only, and whether the one-year deadline has passed since the last arrival.
 */
export const followUpTriggers = (answers: readonly FollowUpAnswer[], today: string): FollowUpTrigger[] => {
  const triggers: FollowUpTrigger[] = [];
  const ground = valueOf(answers, 'persecution_ground');
  if ((protectedGrounds as readonly string[]).includes(ground)) triggers.push(`ground:${ground}` as FollowUpTrigger);
  const government = valueOf(answers, 'government_involvement');
  if (government === 'persecutor') triggers.push('persecutor:government');
  else if ((governmentRoles as readonly string[]).includes(government)) triggers.push('persecutor:nonState');
  const pastHarm = valueOf(answers, 'past_harm');
  if (pastHarm === 'yes') triggers.push('harm:past');
  else if (pastHarm === 'no' && valueOf(answers, 'fear_of_return') === 'yes') triggers.push('harm:fearOnly');
  const arrival = valueOf(answers, 'date_of_last_arrival');
  if (arrival) {
    const clock = oneYearClock(arrival, today);
    if (typeof clock !== 'string') triggers.push(clock.status === 'passed' ? 'filing:late' : 'filing:recent');
  }
  return triggers;
};
