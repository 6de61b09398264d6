import { useTranslation } from 'react-i18next';

/** Spec 2's footer of the localized flows. */
export const CopyrightFooter = () => {
  const { t } = useTranslation();
  return <footer className="wizard-copyright muted">{t('wizard.localized.copyright', { year: new Date().getFullYear() })}</footer>;
};
