import { fallbackBank, type FollowUpTrigger } from './fallback-bank.js';

// How many questions each trigger must have; 'always' is a minimum so 15 can always be returned.
const expected: Record<Exclude<FollowUpTrigger, 'always'>, number> = {
  'ground:race': 5,
  'ground:religion': 5,
  'ground:nationality': 5,
  'ground:politicalOpinion': 5,
  'ground:socialGroup': 5,
  'persecutor:government': 4,
  'persecutor:nonState': 4,
  'harm:past': 5,
  'harm:fearOnly': 4,
  'filing:late': 4,
  'filing:recent': 2,
};

const count = (trigger: FollowUpTrigger): number => fallbackBank.filter((q) => q.trigger === trigger).length;

describe('the fallback bank of asylum follow-up questions', () => {
  it('has unique, kebab-case keys', () => {
    const keys = fallbackBank.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('asks exactly one question per text, in both languages', () => {
    for (const { key, text } of fallbackBank) {
      for (const said of [text.en, text.es]) {
        expect({ key, said: said.trim().length > 0 }).toEqual({ key, said: true });
        expect({ key, endsWithQuestionMark: said.endsWith('?') }).toEqual({ key, endsWithQuestionMark: true });
        expect({ key, questionMarks: said.split('?').length - 1 }).toEqual({ key, questionMarks: 1 });
      }
      // Spanish opens the question with ¿, once.
      expect({ key, openingMarks: text.es.split('¿').length - 1 }).toEqual({ key, openingMarks: 1 });
    }
  });

  it('weighs every question 1, 2 or 3', () => {
    for (const q of fallbackBank) expect([1, 2, 3]).toContain(q.weight);
  });

  it('has at least 15 questions that always apply', () => {
    expect(count('always')).toBeGreaterThanOrEqual(15);
  });

  it('has the agreed number of questions for each trigger', () => {
    const counts = Object.fromEntries(Object.keys(expected).map((t) => [t, count(t as FollowUpTrigger)]));
    expect(counts).toEqual(expected);
    expect(fallbackBank.length).toBe(count('always') + Object.values(expected).reduce((a, b) => a + b, 0));
  });

  it('never repeats a text, ignoring case and spacing', () => {
    for (const lang of ['en', 'es'] as const) {
      const texts = fallbackBank.map((q) => q.text[lang].toLowerCase().replace(/\s+/g, ' ').trim());
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
