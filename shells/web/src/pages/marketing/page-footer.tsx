import { useTranslation } from 'react-i18next';

/** Every landing page ends with the legal disclaimer: not legal advice. */
export const PageFooter = () => {
  const { t } = useTranslation();
  return <footer className="container disclaimer mk-footer">{t('disclaimer')}</footer>;
};
