import type { AsylumProgress } from './asylum-api.js';
import { isPristineProgress, mergeProgress } from './progress-merge.js';

const copy = (updatedAt: string, p: Partial<AsylumProgress>): AsylumProgress => ({ answers: {}, followUps: [], followUpSource: null, checked: [], step: 1, page: 0, updatedAt, ...p });
const followUp = (id: string) => ({ id, text: `${id}?`, type: 'textarea' as const, required: false, category: 'AI Deep Dive' });

describe('two copies of the asylum progress, merged', () => {
  const phone = copy('2026-11-25T10:00:00.000Z', { answers: { family_name: 'Quillfeather', religion: 'Evangelical' }, checked: ['passport'], step: 2, page: 4, followUps: [followUp('ai_followup_1')], followUpSource: 'fallback' });
  const laptop = copy('2026-11-25T11:00:00.000Z', { answers: { family_name: 'Quillfeather-Zephyrine', past_harm_details: 'They burned the chapel' }, checked: ['declaration'], step: 1, page: 1 });

  it('keeps every answer either has, the newer one where both do, in either order', () => {
    for (const merged of [mergeProgress(phone, laptop), mergeProgress(laptop, phone)]) {
      expect(merged.answers).toEqual({ family_name: 'Quillfeather-Zephyrine', religion: 'Evangelical', past_harm_details: 'They burned the chapel' });
      expect(new Set(merged.checked)).toEqual(new Set(['passport', 'declaration']));
      expect(merged).toMatchObject({ step: 2, page: 1, updatedAt: laptop.updatedAt, followUpSource: 'fallback' });
      expect(merged.followUps.map((q) => q.id)).toEqual(['ai_followup_1']);
    }
  });

  it('knows an untouched copy', () => {
    expect(isPristineProgress(copy('1970-01-01T00:00:00.000Z', {}))).toBe(true);
    expect(isPristineProgress(phone)).toBe(false);
    expect(isPristineProgress(copy('2026-11-25T10:00:00.000Z', { checked: ['passport'] }))).toBe(false);
  });
});
