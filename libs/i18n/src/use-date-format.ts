import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './intl-locale.js';

/** Dates for display, in the user's language (FRONTEND.md: Intl, never hand-made formats). */
export const useDateFormat = () => {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long', timeStyle: 'short' });
    return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '');
  }, [i18n.language]);
};
