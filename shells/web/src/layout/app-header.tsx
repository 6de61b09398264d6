import { useTranslation } from 'react-i18next';
import { Badge } from '@formpath/ui';

/** Spec 1 §1: title, subtitle and the 'Secure & Encrypted' badge. */
export const AppHeader = () => {
  const { t } = useTranslation();
  return (
    <div className="app-header container">
      <h1>{t('header.title')}</h1>
      <p className="subtitle">{t('header.subtitle')}</p>
      <Badge tone="success">🔒 {t('header.secure')}</Badge>
    </div>
  );
};
