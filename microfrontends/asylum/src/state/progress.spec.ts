import { asProgress, emptyProgress, progressReducer } from './progress.js';

describe('the asylum guide’s progress', () => {
  const start = emptyProgress();

  it('keeps what is typed, and trims and drops empty answers when the page changes (spec 2 §4)', () => {
    let s = progressReducer(start, { type: 'answer', id: 'family_name', value: '  Quillfeather ' });
    s = progressReducer(s, { type: 'answer', id: 'given_name', value: '   ' });
    expect(s.answers).toEqual({ family_name: '  Quillfeather ', given_name: '   ' });
    s = progressReducer(s, { type: 'page', page: 1 });
    expect(s).toMatchObject({ page: 1, answers: { family_name: 'Quillfeather' } });
    expect(Date.parse(s.updatedAt)).toBeGreaterThan(Date.parse(start.updatedAt));
  });

  it('appends follow-ups once per id, toggles evidence, and only moves the step forward, up to 4', () => {
    let s = progressReducer(start, { type: 'followUps', source: 'fallback', questions: [{ id: 'ai_followup_1', text: 'Why then?', type: 'textarea', required: false, category: 'AI Deep Dive' }] });
    s = progressReducer(s, { type: 'followUps', source: 'fallback', questions: [{ id: 'ai_followup_1', text: 'Again?', type: 'textarea', required: false, category: 'AI Deep Dive' }] });
    expect(s.followUps.map((q) => q.text)).toEqual(['Why then?']);
    s = progressReducer(progressReducer(s, { type: 'toggle', item: 'passport' }), { type: 'toggle', item: 'declaration' });
    expect(progressReducer(s, { type: 'toggle', item: 'passport' }).checked).toEqual(['declaration']);
    expect(progressReducer(progressReducer(s, { type: 'reach', step: 3 }), { type: 'reach', step: 2 }).step).toBe(3);
    expect(progressReducer(s, { type: 'reach', step: 9 }).step).toBe(4);
  });

  it('reads back only what it wrote', () => {
    expect(asProgress({ answers: { a: 1 }, updatedAt: start.updatedAt })).toBeNull();
    expect(asProgress('nonsense')).toBeNull();
    expect(asProgress({ answers: { a: 'x' }, updatedAt: start.updatedAt, step: 7, page: -2 })).toMatchObject({ step: 1, page: 0, checked: [], followUps: [] });
  });

  it('starts older than any copy with something in it', () => {
    expect(Date.parse(emptyProgress().updatedAt)).toBe(0);
    expect(Date.parse(progressReducer(start, { type: 'toggle', item: 'passport' }).updatedAt)).toBeGreaterThan(0);
    expect(progressReducer(progressReducer(start, { type: 'toggle', item: 'passport' }), { type: 'reset' })).toEqual(emptyProgress());
  });
});
