import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '@formpath/ui';
import { createQueryClient } from '@formpath/web-data';
import { SignInRequestHost } from '../auth/sign-in-request-host.js';
import { NavBar } from '../layout/nav-bar.js';
import { VisitTracker } from '../layout/visit-tracker.js';
import { AppRoutes } from './app-routes.js';

// Focus moves without touching the URL: the wizard reads its own hash (#step2).
const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById('main')?.focus();
};

export const App = () => {
  const { t } = useTranslation();
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <a className="skip-link" href="#main" onClick={skipToMain}>
          {t('skipLink')}
        </a>
        <NavBar />
        <main className="main" id="main" tabIndex={-1}>
          <AppRoutes />
        </main>
        <VisitTracker />
        <SignInRequestHost />
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  );
};
