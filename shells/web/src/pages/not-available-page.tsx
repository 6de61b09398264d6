import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@formpath/ui';

/** A route whose feature has not been built: says so plainly, imitates nothing. */
export const NotAvailablePage = () => {
  const { t } = useTranslation();
  return (
    <div className="container gate">
      <Card>
        <h1>{t('notAvailable.title')}</h1>
        <p className="muted">{t('notAvailable.text')}</p>
        <Link to="/">{t('gate.backHome')}</Link>
      </Card>
    </div>
  );
};
