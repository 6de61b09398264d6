import { answersForFollowUps, asylumRules, builtInItems, identityQuestions, cleanAnswers, mergeFollowUps, needsSignUp, pageCount, pageItems, percent, totalQuestions, wantsFollowUps } from './questionnaire.js';
import { asylumCategories, asylumQuestions } from './questions.js';

describe('the asylum questionnaire rules (spec 2 §4, §5, §9)', () => {
  it('has about 50 built-in questions in the 14 categories, each id once, every radio with options', () => {
    expect(asylumQuestions.length).toBeGreaterThanOrEqual(45);
    expect(asylumQuestions.length).toBeLessThanOrEqual(60);
    expect(new Set(asylumQuestions.map((q) => q.id)).size).toBe(asylumQuestions.length);
    expect(new Set(asylumQuestions.map((q) => q.category))).toEqual(new Set(asylumCategories));
    for (const q of asylumQuestions) expect(q.type === 'radio' ? (q.options?.length ?? 0) >= 2 : q.options === undefined).toBe(true);
    expect(totalQuestions).toBe(asylumQuestions.length + 15);
  });

  it('shows 5 questions a page', () => {
    expect(pageItems(builtInItems, 0).map((q) => q.id)).toEqual(asylumQuestions.slice(0, 5).map((q) => q.id));
    expect(pageItems(builtInItems, 1)).toHaveLength(5);
    expect(pageCount(builtInItems)).toBe(Math.ceil(asylumQuestions.length / 5));
    expect(pageCount([])).toBe(1);
  });

  it('trims answers and drops empty ones', () => {
    expect(cleanAnswers({ a: '  Ana ', b: '   ', c: '', d: '\nyes\t' })).toEqual({ a: 'Ana', d: 'yes' });
    expect(cleanAnswers({ long: 'x'.repeat(asylumRules.maxAnswerLength + 5) }).long).toHaveLength(asylumRules.maxAnswerLength);
  });

  it('sends at most the first 12 non-empty answers, in the order asked, never who the applicant is', () => {
    const answers = Object.fromEntries(asylumQuestions.map((q, i) => [q.id, i === 3 ? '  ' : `answer ${i}`]));
    const sent = answersForFollowUps(builtInItems, answers, (item, answer) => ({ id: item.id, answer }));
    expect(sent).toHaveLength(12);
    expect(sent.map((s) => s.id)).toEqual(asylumQuestions.filter((q, i) => i !== 3 && !identityQuestions.has(q.id)).slice(0, 12).map((q) => q.id));
    expect(sent.map((s) => s.id)).not.toContain('family_name');
    expect(sent.map((s) => s.id)).not.toContain('date_of_birth');
    expect(answersForFollowUps(builtInItems, {}, (item) => item.id)).toEqual([]);
  });

  it('asks for follow-ups once, on reaching page index 2 or later', () => {
    expect([0, 1, 2, 3, 7].map((page) => wantsFollowUps(page, false))).toEqual([false, false, true, true, true]);
    expect(wantsFollowUps(2, true)).toBe(false);
  });

  it('asks a signed-out applicant to sign up before page index 3, never a signed-in one', () => {
    expect([0, 1, 2, 3, 4].map((page) => needsSignUp(page, false))).toEqual([false, false, false, true, true]);
    expect(needsSignUp(3, true)).toBe(false);
  });

  it('appends follow-ups de-duplicated by id, drops empty texts, and fills in the defaults', () => {
    const start = mergeFollowUps(builtInItems, [{ id: 'ai_followup_1', text: ' When did it start? ' }]);
    const merged = mergeFollowUps(start, [
      { id: 'ai_followup_1', text: 'Again?' },
      { id: 'ai_followup_2', text: '   ' },
      { id: 'ai_followup_3', text: 'Which town?', type: 'text', category: 'Places', required: true },
      { text: 'No id?' },
    ]);
    expect(merged.slice(builtInItems.length)).toEqual([
      { id: 'ai_followup_1', text: 'When did it start?', type: 'textarea', category: 'AI Deep Dive', required: false },
      { id: 'ai_followup_3', text: 'Which town?', type: 'text', category: 'Places', required: true },
    ]);
  });

  it('rounds percentages and never passes 100', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 4)).toBe(100);
    expect(percent(0, 0)).toBe(0);
  });
});
