import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en.js';

export { en };
export type { Resources } from './locales/en.js';

export const supportedLanguages = ['en'] as const;

/** One i18next instance, shared by the shell and every remote (a federation singleton). */
export const initI18n = async (language = 'en'): Promise<i18n> => {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: en } },
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnObjects: true,
    });
  }
  return i18next;
};
