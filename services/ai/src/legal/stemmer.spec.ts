import { porterStem } from './stemmer.js';

describe('the Porter stemmer', () => {
  it('gives the published outputs of the algorithm', () => {
    const cases: Record<string, string> = {
      caresses: 'caress', ponies: 'poni', cats: 'cat', feed: 'feed', agreed: 'agre', plastered: 'plaster', motoring: 'motor', sing: 'sing',
      conflated: 'conflat', troubled: 'troubl', sized: 'size', hopping: 'hop', falling: 'fall', filing: 'file', happy: 'happi', sky: 'sky',
      relational: 'relat', conditional: 'condit', rational: 'ration', digitizer: 'digit', generalizations: 'gener', oscillators: 'oscil',
      hopefulness: 'hope', electrical: 'electr', adjustment: 'adjust', adoption: 'adopt', effective: 'effect', controll: 'control', roll: 'roll',
    };
    for (const [word, stem] of Object.entries(cases)) expect(porterStem(word)).toBe(stem);
  });

  it('brings the forms’ word families together', () => {
    expect(new Set(['arrested', 'arrests', 'arresting', 'arrest'].map(porterStem))).toEqual(new Set(['arrest']));
    expect(porterStem('employment')).toBe(porterStem('employer'));
    expect(porterStem('addresses')).toBe(porterStem('address'));
  });

  it('leaves short words, numbers and codes alone', () => {
    expect(porterStem('is')).toBe('is');
    expect(porterStem('i94')).toBe('i94');
    expect(porterStem('a-number')).toBe('a-number');
  });
});
