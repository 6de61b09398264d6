import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@formpath/i18n';
import { Toaster, dismissToast } from '@formpath/ui';
import { createQueryClient, requestSignIn } from '@formpath/web-data';
import { SignInRequestHost } from './sign-in-request-host.js';

const user = { id: 'u1', email: 'ana@example.test', isAdmin: false };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A remote's Download button: asks for sign-in, then goes on only when it was given. */
const DownloadButton = ({ onAnswer }: { onAnswer: (signedIn: boolean) => void }) => (
  <button onClick={() => void requestSignIn({ title: 'Sign in to download your form', description: 'Your I-765 is ready.' }).then(onAnswer)}>Download PDF</button>
);

describe('the shell answers requestSignIn with its sign-in dialog', () => {
  const calls: string[] = [];
  beforeAll(() => initI18n());
  beforeEach(() => {
    calls.length = 0;
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url === '/api/auth/me') return json(401, { message: 'Not signed in' });
      if (url === '/api/auth/signin') return json(200, user);
      return json(200, {});
    }) as unknown as typeof fetch;
  });
  afterEach(() => act(() => dismissToast()));

  const mount = (onAnswer: (signedIn: boolean) => void) =>
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DownloadButton onAnswer={onAnswer} />
        <SignInRequestHost />
        <Toaster />
      </QueryClientProvider>,
    );

  it('shows the caller texts, signs in, resumes the action, and gives focus back to the button', async () => {
    const onAnswer = jest.fn();
    mount(onAnswer);
    await waitFor(() => expect(calls).toContain('GET /api/auth/me'));
    const button = screen.getByRole('button', { name: 'Download PDF' });
    button.focus();
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'Sign in to download your form' });
    expect(dialog.textContent).toContain('Your I-765 is ready.');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Passw0rd!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(calls).toContain('POST /api/auth/signin');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(screen.getByTestId('toast').textContent).toContain('Successfully signed in');
  });

  it('answers false when closed with Escape, and gives focus back to the button', async () => {
    const onAnswer = jest.fn();
    mount(onAnswer);
    const button = screen.getByRole('button', { name: 'Download PDF' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
