import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppHeader } from '../layout/app-header.js';

export const HomePage = () => {
  const { t } = useTranslation();
  return (
    <>
      <AppHeader />
      <section className="container center stack">
        <p>
          Upload your passport, I-94, certificates and notices. Formpath reads them, pre-fills the official USCIS form, lets you review
          every answer, and gives you the filled PDF to file.
        </p>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Link to="/app" className="btn btn-primary">{t('nav.getStarted')}</Link>
        </div>
      </section>
      <footer className="container disclaimer">{t('disclaimer')}</footer>
    </>
  );
};
