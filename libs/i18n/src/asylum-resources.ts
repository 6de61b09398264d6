import i18next from 'i18next';
import { useEffect, useState } from 'react';
import type { Language } from './index.js';

// The asylum guide's words are the 'asylum' namespace, loaded with the guide (never with the
// shell): English always, as the fallback, and the page's language when it has its own.
const loaders: Partial<Record<Language, () => Promise<object>>> = {
  en: async () => {
    const [ui, questions, guide] = await Promise.all([import('./locales/asylum/en-ui.js'), import('./locales/asylum/en-questions.js'), import('./locales/asylum/en-guide.js')]);
    return { ...ui.uiEn, ...questions.questionsEn, ...guide.guideEn };
  },
  es: async () => {
    const [ui, questions, guide] = await Promise.all([import('./locales/asylum/es-ui.js'), import('./locales/asylum/es-questions.js'), import('./locales/asylum/es-guide.js')]);
    return { ...ui.uiEs, ...questions.questionsEs, ...guide.guideEs };
  },
};

export const asylumNamespace = 'asylum';

const loadBundle = async (language: Language): Promise<void> => {
  const load = loaders[language];
  if (!load || i18next.hasResourceBundle(language, asylumNamespace)) return;
  i18next.addResourceBundle(language, asylumNamespace, await load(), true, true);
};

/** Loads the guide's words for the current language (and English); true once they are there. */
export const useAsylumResources = (language: string): boolean => {
  const [ready, setReady] = useState(() => i18next.hasResourceBundle('en', asylumNamespace) && (language === 'en' || !loaders[language as Language] || i18next.hasResourceBundle(language, asylumNamespace)));
  useEffect(() => {
    let live = true;
    void Promise.all([loadBundle('en'), loadBundle(language as Language)]).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return ready;
};
