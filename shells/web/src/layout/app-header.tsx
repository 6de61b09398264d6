import { useTranslation } from 'react-i18next';
import { Badge } from '@formpath/ui';

/** Spec 1 §1: title, subtitle and the 'Secure & Encrypted' badge. */
export const AppHeader = () => {
  const { t } = useTranslation();
  return (
    <div className="app-header container">
      <h1>{t('header.title')}</h1>
      <p className="subtitle">{t('header.subtitle')}</p>
      <Badge tone="success">
        <svg width="11" height="11" viewBox="0 0 24 24" aria-hidden="true" style={{ verticalAlign: '-1px', marginRight: 4 }}>
          <path fill="currentColor" d="M17 9h-1V7a4 4 0 1 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 1 1 4 0v2h-4V7Z" />
        </svg>
        {t('header.secure')}
      </Badge>
    </div>
  );
};
