import { StrictMode, type ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { initI18n } from '@formpath/i18n';
import { dismissToast, useCurrentToast } from '@formpath/ui';
import { ME_KEY, createQueryClient, useSignInRequestHost } from '@formpath/web-data';

/** The shell's sign-in host, reduced to what a step needs: a signed-in user lets every action through. */
const SignInHost = () => {
  useSignInRequestHost();
  return null;
};

/** Renders a step as the shell does: StrictMode, the query client of spec 1 §9, English strings. */
/** The toast on screen, as 'title: description'. */
const ToastProbe = () => {
  const toast = useCurrentToast();
  return toast ? <div data-testid="toast">{[toast.title, toast.description].filter(Boolean).join(': ')}</div> : null;
};

export const renderStep = async (ui: ReactElement, options: { signedIn?: boolean } = {}) => {
  await initI18n('en');
  dismissToast(); // the toast store outlives a test
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_KEY, options.signedIn === false ? null : { id: 'u1', email: 'ana@example.test', isAdmin: false });
  const result = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SignInHost />
        <ToastProbe />
        {ui}
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...result, queryClient };
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch double answering by method and path; every call is recorded. */
export const mockFetch = (answer: (call: Call) => Response | Promise<Response>) => {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { method: (init.method ?? 'GET').toUpperCase(), url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
};

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The text of the toast on screen, if any. */
export const currentToast = (): string | null => document.querySelector('[data-testid="toast"]')?.textContent ?? null;
