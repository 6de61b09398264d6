// Shared by the landing pages' component specs: a stubbed API and the providers a page needs.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteConfig } from '@formpath/web-data';
import { createQueryClient } from '@formpath/web-data';

export interface ApiCall {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const noContact: SiteConfig['attorneyContact'] = { phone: null, messagingUrl: null };

/** Replaces fetch: the site config given, email captures succeed; returns the calls made. */
export const stubApi = (attorneyContact: SiteConfig['attorneyContact'] = noContact): ApiCall[] => {
  const calls: ApiCall[] = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null });
    if (url === '/api/site-config') return json(200, { donationUrl: null, attorneyContact });
    if (url === '/api/collect-email') return json(200, { received: true });
    return json(200, { id: '1' });
  }) as unknown as typeof fetch;
  return calls;
};

/** Renders a page with its providers; the query client is returned to wait on its queries. */
export const renderPage = (page: ReactElement) => {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
};
