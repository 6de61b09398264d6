import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppHeader } from '../layout/app-header.js';

export const HomePage = () => {
  const { t } = useTranslation();
  return (
    <>
      <AppHeader />
      <section className="container center stack">
        <p>{t('home.intro')}</p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Link to="/app" className="btn btn-primary">{t('nav.getStarted')}</Link>
        </div>
      </section>
      <footer className="container disclaimer">{t('disclaimer')}</footer>
    </>
  );
};
