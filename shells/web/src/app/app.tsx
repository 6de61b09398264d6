import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '@formpath/ui';
import { createQueryClient } from '@formpath/web-data';
import { NavBar } from '../layout/nav-bar.js';
import { VisitTracker } from '../layout/visit-tracker.js';
import { AppRoutes } from './app-routes.js';

export const App = () => {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <NavBar />
        <main className="main">
          <AppRoutes />
        </main>
        <VisitTracker />
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  );
};
