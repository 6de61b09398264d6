import { guideEn } from './locales/asylum/en-guide.js';
import { guideEs } from './locales/asylum/es-guide.js';
import { questionsEn } from './locales/asylum/en-questions.js';
import { questionsEs } from './locales/asylum/es-questions.js';
import { uiEn } from './locales/asylum/en-ui.js';
import { uiEs } from './locales/asylum/es-ui.js';

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };
const leaves = (tree: Tree, path = ''): Array<[string, string]> =>
  typeof tree === 'string' ? [[path, tree]] : Object.entries(tree).flatMap(([k, v]) => leaves(v as Tree, path ? `${path}.${k}` : k));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// Words the same in both languages (names, numbers, "No").
const same = /^(No|I-\d+.*|https?:\/\/\S+|[A-Z0-9 .,§()/-]+)$/;

describe.each([
  ['ui', uiEn, uiEs],
  ['questions', questionsEn, questionsEs],
  ['guide', guideEn, guideEs],
])('the Spanish asylum %s texts', (_, en, es) => {
  const english = new Map(leaves(en as Tree));
  const spanish = new Map(leaves(es as Tree));

  it('have exactly the English keys', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keep every placeholder and leave nothing in English', () => {
    for (const [key, text] of english) {
      const translated = spanish.get(key) ?? '';
      expect({ key, placeholders: placeholders(translated) }).toEqual({ key, placeholders: placeholders(text) });
      if (!same.test(text) && !key.endsWith('.url')) expect({ key, untranslated: translated === text }).toEqual({ key, untranslated: false });
    }
  });
});
