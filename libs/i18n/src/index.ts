import i18next, { type i18n, type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.js';

export { en };
export type { Resources } from './locales/en.js';

/** Every language the product is planned in; `supportedLanguages` holds those with resources. */
export type Language = 'en' | 'es' | 'tl';

type Translation<T> = { [K in keyof T]?: T[K] extends string ? string : T[K] extends readonly string[] ? readonly string[] : Translation<T[K]> };
/** A language's resources: the English tree, any key may be missing (English fills it in). */
export type LanguageResources = Translation<typeof en>;

// English is bundled; every other language is its own chunk, fetched when first chosen.
const loaders: Partial<Record<Exclude<Language, 'en'>, () => Promise<LanguageResources>>> = {
  es: () => import('./locales/es.js').then((m) => m.es),
  tl: () => import('./locales/tl.js').then((m) => m.tl),
};

export const supportedLanguages: readonly Language[] = ['en', ...(Object.keys(loaders) as Language[])];

export const isSupportedLanguage = (value: string): value is Language => (supportedLanguages as readonly string[]).includes(value);

const options = {
  resources: { en: { translation: en } },
  fallbackLng: 'en',
  // Other languages arrive later through addResourceBundle.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
} as const;

/** One i18next instance, shared by the shell and every remote (a federation singleton). */
export const initI18n = async (language: Language = 'en'): Promise<i18n> => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ ...options, lng: 'en' });
  if (language !== 'en') await loadLanguage(language);
  return i18next;
};

/** Fetches a language's resources once, then switches to it; false when it has none yet. */
export const loadLanguage = async (language: Language): Promise<boolean> => {
  if (language !== 'en' && !i18next.hasResourceBundle(language, 'translation')) {
    const load = loaders[language];
    if (!load) return false;
    i18next.addResourceBundle(language, 'translation', await load(), true, true);
  }
  await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return true;
};

/**
 * A translation outside React (libs, stores, error messages), resolved when it is read so that
 * it follows the current language. Works before initI18n too: English is initialised synchronously.
 */
export const translate = (key: string, values?: TOptions): string => {
  if (!i18next.isInitialized) void i18next.use(initReactI18next).init({ ...options, lng: 'en' });
  return i18next.t(key, { ...values, returnObjects: false }) as string;
};
export { answerLabel } from './answer-label.js';
export { useDateFormat } from './use-date-format.js';
export { intlLocale } from './intl-locale.js';
export { useAsylumResources, asylumNamespace } from './asylum-resources.js';
