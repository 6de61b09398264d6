import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { loadLanguage } from '@formpath/i18n';
import { languageOfPath } from './route-language.js';

/**
 * Switches the interface to the route's language. The page keeps rendering meanwhile (react-i18next
 * re-renders it when the language arrives), so nothing is unmounted and no applicant loses an edit.
 */
export const RouteLanguageSync = () => {
  const { pathname, search } = useLocation();
  const language = languageOfPath(pathname, search);
  useEffect(() => {
    loadLanguage(language).catch((err: unknown) => console.warn(`The ${language} texts could not be loaded`, err));
  }, [language]);
  return null;
};
