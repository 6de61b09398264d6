import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@formpath/ui';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <div className="container gate">
      <Card>
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.hint')}</p>
        <Link to="/">{t('nav.home')}</Link>
      </Card>
    </div>
  );
};
