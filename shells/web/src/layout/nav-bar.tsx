import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Button } from '@formpath/ui';
import { useAuth } from '@formpath/web-data';
import { languageOfPath, wizardRoutes } from '../language/route-language.js';

const links = [
  { to: '/', key: 'nav.home' },
  { to: '/marriage', key: 'nav.marriage' },
  { to: '/asylum', key: 'nav.asylum' },
  { to: '/spanish', key: 'nav.spanish' },
  { to: '/marriagefilipino', key: 'nav.filipino' },
] as const;

/** Spec 2 §2: links, the signed-in and signed-out variants, and a collapsible mobile menu. */
export const NavBar = () => {
  const { t } = useTranslation();
  const { user, isAuthenticated, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const close = () => setOpen(false);
  // Get Started and My Dashboard open the wizard in the page's language (/spanish -> /spanish/app).
  const appPath = wizardRoutes[languageOfPath(location.pathname)];

  const account = isAuthenticated ? (
    <>
      <span className="nav-email" data-testid="nav-email" title={user?.email ?? undefined}>{user?.email}</span>
      <Link to={appPath} onClick={close}>{t('nav.dashboard')}</Link>
      <Button variant="secondary" onClick={() => { close(); signOut.mutate(); }}>{t('nav.signOut')}</Button>
    </>
  ) : (
    <Link to={appPath} className="btn btn-primary" onClick={close}>{t('nav.getStarted')}</Link>
  );

  const navLinks = links.map((link) => (
    <NavLink key={link.to} to={link.to} end onClick={close}>
      {t(link.key)}
    </NavLink>
  ));

  return (
    <header className="navbar">
      <nav className="container navbar-inner" aria-label={t('nav.label')}>
        <Link to="/" className="brand">{t('nav.brand')}</Link>
        <div className="nav-links">{navLinks}</div>
        <div className="nav-account">{account}</div>
        <Button variant="ghost" className="nav-toggle" aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen((v) => !v)}>
          <span aria-hidden="true">{open ? '✕' : '☰'}</span> <span>{t('nav.menu')}</span>
        </Button>
      </nav>
      {open && (
        <div id="mobile-menu" className="mobile-menu" key={location.pathname}>
          {navLinks}
          {account}
        </div>
      )}
    </header>
  );
};
