import i18next from 'i18next';
import { en, initI18n, isSupportedLanguage, loadLanguage, supportedLanguages, translate } from './index.js';
import { es } from './locales/es.js';
import { tl } from './locales/tl.js';

type Tree = { [key: string]: unknown };

/** Every leaf as [path, value]; arrays count as one leaf per item (their length must match). */
const leaves = (tree: unknown, prefix = ''): Array<[string, string]> => {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  return Object.entries(tree as Tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
};

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// The same in every language: names, codes and form numbers, and texts with no words of their own.
const sameEverywhere = (text: string): boolean =>
  text === 'mm/dd/yyyy' ||
  /^(Formpath|English|Español|Filipino|Tagalog|[A-Z]-?\d+[A-Z]?|I-\d+[A-Z]?(\s*\/\s*I-\d+[A-Z]?)*|[A-Z]{1,4}|\d.*)$/.test(text.trim()) ||
  text.replace(/\{\{\s*\w+\s*\}\}|[^\p{L}]/gu, '').length === 0;

// Words the language itself uses as they are (Tagalog speakers say "email" and "ZIP code").
const loanwords: Record<string, readonly string[]> = {
  es: ['Error'],
  tl: ['Email', 'Password', 'Menu', 'Error', 'ZIP code', 'ZIP', 'Address', 'A-Number', 'Alien Registration Number (A-Number)'],
};
// Spec 2 §2: the Spanish route's sign-in texts are Spanish in every language, English included.
const spanishEverywhere = /^routeSignIn\.spanishApp\./;

describe('libs/i18n', () => {
  it('translates outside React, even before initI18n (English is there at once)', () => {
    expect(translate('upload.invalidType')).toBe('Please select a valid PDF file');
    expect(translate('gate.quickStartButton', { name: 'Okta' })).toBe('Continue with Okta');
  });

  it('offers English, Spanish and Tagalog, loading the others only when chosen', async () => {
    await initI18n();
    expect(supportedLanguages).toEqual(['en', 'es', 'tl']);
    expect(isSupportedLanguage('es')).toBe(true);
    expect(isSupportedLanguage('fr')).toBe(false);
    expect(i18next.hasResourceBundle('es', 'translation')).toBe(false);
    await expect(loadLanguage('es')).resolves.toBe(true);
    expect(i18next.t('nav.home')).toBe(es.nav?.home);
    await loadLanguage('en');
  });

  it('fills a key a language lacks from English (resources may be partial)', async () => {
    await initI18n();
    i18next.addResourceBundle('xx', 'translation', { nav: { home: 'Home (xx)' } }, true, true);
    expect(i18next.t('nav.home', { lng: 'xx' })).toBe('Home (xx)');
    expect(i18next.t('nav.signOut', { lng: 'xx' })).toBe(en.nav.signOut);
  });

  it('keeps the spec texts verbatim', () => {
    expect(en.auth.title).toBe('Authentication Required');
    expect(en.auth.description).toBe('Please sign in or create an account to download your populated I-485 form');
    expect(en.errors.network).toBe('Network error occurred');
  });

  describe.each([
    ['es', es],
    ['tl', tl],
  ])('%s', (language, resources) => {
    const english = new Map(leaves(en));
    const translated = new Map(leaves(resources));

    it('has every English string (a missing key fails here, not in front of an applicant)', () => {
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      expect(missing).toEqual([]);
    });

    it('has no string that English lacks (a renamed key leaves no orphan behind)', () => {
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('translates every string (none left in English)', () => {
      const same = (key: string, text: string) => sameEverywhere(text) || loanwords[language]?.includes(text) || spanishEverywhere.test(key);
      const untranslated = [...english].filter(([key, text]) => translated.get(key) === text && !same(key, text)).map(([key]) => key);
      expect(untranslated).toEqual([]);
    });

    it('keeps every {{placeholder}} of the English text', () => {
      const broken = [...english].filter(([key, text]) => translated.has(key) && placeholders(translated.get(key) ?? '').join() !== placeholders(text).join()).map(([key]) => key);
      expect(broken).toEqual([]);
    });

    it(`has the plural forms ${language} needs wherever English has plurals`, () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.filter((c) => c === 'one' || c === 'other');
      const bases = new Set([...english.keys()].filter((key) => /_(one|other)$/.test(key)).map((key) => key.replace(/_(one|other)$/, '')));
      const lacking = [...bases].flatMap((base) => categories.filter((c) => !translated.has(`${base}_${c}`)).map((c) => `${base}_${c}`));
      expect(lacking).toEqual([]);
    });
  });
});
