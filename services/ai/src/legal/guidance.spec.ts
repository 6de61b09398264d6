import { guidanceTopics, saying } from './guidance.js';
import type { Passage } from './passages.js';

const passage = (text: string): Passage => ({ id: 'I-485:p1.0', form: 'I-485', edition: '01/20/25', page: 1, part: null, item: null, kind: 'page', heading: '', section: '', text });

describe('the guidance the field guide opens with', () => {
  it('quotes the form from where the topic starts, whole sentences, about 320 characters', () => {
    const text = `Receipt Action Block. NOTE TO ALL APPLICANTS: If you do not completely fill out this application or fail to submit required documents listed in the Instructions, U.S. Citizenship and Immigration Services may deny your application. ${'Another sentence of the form. '.repeat(20)}`;
    const said = saying(passage(text), guidanceTopics[0] as RegExp);
    expect(said.startsWith('NOTE TO ALL APPLICANTS: If you do not completely fill out')).toBe(true);
    expect(said.length).toBeLessThanOrEqual(320);
    expect(said.endsWith('.')).toBe(true);
  });

  it('cuts a single sentence longer than the limit between words, with an ellipsis', () => {
    const said = saying(passage(`If you need extra space to provide any additional information ${'and more '.repeat(60)}`), guidanceTopics[2] as RegExp, 100);
    expect(said.length).toBeLessThanOrEqual(100);
    expect(said).toMatch(/ (and|more)…$/);
  });
});
