import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from '@formpath/ui';
import { SignInRequestHost } from '../auth/sign-in-request-host.js';
import { RouteLanguageSync } from '../language/route-language-sync.js';
import { NavBar } from '../layout/nav-bar.js';
import { PageTitleSync } from '../layout/page-title-sync.js';
import { VisitTracker } from '../layout/visit-tracker.js';
import { AppRoutes } from './app-routes.js';

// Focus moves without touching the URL: the wizard reads its own hash (#step2).
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById('main')?.focus();
};

/** Everything inside the router: the same tree in the browser and when a landing page is pre-rendered. */
export const AppFrame = () => {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {t('skipLink')}
      </a>
      <NavBar />
      <main className="main" id="main" tabIndex={-1}>
        <AppRoutes />
      </main>
      <RouteLanguageSync />
      <PageTitleSync />
      <VisitTracker />
      <SignInRequestHost />
      <Toaster />
    </>
  );
};
