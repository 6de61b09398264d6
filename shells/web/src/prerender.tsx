import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { initI18n, loadLanguage, translate } from '@formpath/i18n';
import { createQueryClient } from '@formpath/web-data';
import { AppFrame } from './app/app-frame.js';
import { languageOfPath } from './language/route-language.js';
import { titleKeyOfPath } from './layout/page-title.js';

/** The landing pages, rendered at build time so they paint before any JavaScript runs (issue 14: LCP). */
export const landingPaths = ['/', '/marriage', '/spanish', '/asylum', '/asiloespanol'] as const;

/** A landing page's markup as a signed-out visitor first sees it; the browser hydrates the same tree. */
export const prerender = async (path: string): Promise<{ html: string; language: string; title: string }> => {
  const language = languageOfPath(path);
  await initI18n();
  await loadLanguage(language);
  const html = renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location={path}>
        <AppFrame />
      </StaticRouter>
    </QueryClientProvider>,
  );
  return { html, language, title: translate(`titles.${titleKeyOfPath(path)}`) };
};
