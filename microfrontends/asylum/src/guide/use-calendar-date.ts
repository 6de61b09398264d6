import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@formpath/i18n';

/** A calendar date (YYYY-MM-DD) in words, in the page's language: "March 16, 2027", "16 de marzo de 2027". */
export const useCalendarDate = () => {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long', timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  }, [i18n.language]);
};

export const todayIso = () => {
  const now = new Date();
  // The applicant's own calendar day, not UTC's.
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};
