import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { titleKeyOfPath } from './page-title.js';

/** Keeps document.title on the page and its language (screen readers announce it; tabs show it). */
export const PageTitleSync = () => {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = t(`titles.${titleKeyOfPath(pathname)}`);
  }, [pathname, t, i18n.language]);
  return null;
};
