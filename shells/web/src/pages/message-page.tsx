import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '@formpath/ui';

/** A full-page message card with a way home. */
export const MessagePage = ({ title, text, homeLabel }: { title: string; text: string; homeLabel?: string }) => {
  const { t } = useTranslation();
  return (
    <div className="container gate">
      <Card>
        <h1>{title}</h1>
        <p className="muted">{text}</p>
        <Link to="/">{homeLabel ?? t('nav.home')}</Link>
      </Card>
    </div>
  );
};
