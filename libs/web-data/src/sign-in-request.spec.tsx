import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ME_KEY } from './auth.js';
import { createQueryClient } from './query-client.js';
import { requestSignIn, useSignInRequestHost } from './sign-in-request.js';

const user = { id: 'u1', email: 'ana@example.test', isAdmin: false };

/** A stand-in for the shell's dialog: shows the request's texts and its two ways out. */
const Host = () => {
  const { open, texts, succeeded, dismissed } = useSignInRequestHost();
  if (!open) return null;
  return (
    <div role="dialog" aria-label={texts.title ?? 'default'}>
      <p>{texts.description}</p>
      <button onClick={succeeded}>signed in</button>
      <button onClick={dismissed}>closed</button>
    </div>
  );
};

describe('requestSignIn: a remote asks the shell for sign-in and resumes its action', () => {
  let client: QueryClient;
  const me = jest.fn<Promise<Response>, []>();
  beforeEach(() => {
    client = createQueryClient();
    me.mockReset();
    global.fetch = jest.fn(async () => me()) as unknown as typeof fetch;
  });
  const mountHost = async (signedIn: boolean) => {
    me.mockResolvedValue(signedIn ? new Response(JSON.stringify(user), { status: 200 }) : new Response('{"message":"Not signed in"}', { status: 401 }));
    render(
      <QueryClientProvider client={client}>
        <Host />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryState(ME_KEY)?.status).toBe('success'));
  };

  it('answers false when no shell is there to ask', async () => {
    await expect(requestSignIn()).resolves.toBe(false);
  });

  it('answers true at once when the user is already signed in, without a dialog', async () => {
    await mountHost(true);
    await expect(requestSignIn({ title: 'Sign in to download' })).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the dialog with the caller texts and answers true after a successful sign-in', async () => {
    await mountHost(false);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = requestSignIn({ title: 'Sign in to download', description: 'Your form is ready' })));
    expect(screen.getByRole('dialog', { name: 'Sign in to download' }).textContent).toContain('Your form is ready');
    fireEvent.click(screen.getByRole('button', { name: 'signed in' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers false when the dialog is closed without signing in', async () => {
    await mountHost(false);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => void (answer = requestSignIn()));
    expect(screen.getByRole('dialog', { name: 'default' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'closed' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers true when the session appears while the dialog is open (signed in by the dialog itself or elsewhere)', async () => {
    await mountHost(false);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => void (answer = requestSignIn()));
    act(() => void client.setQueryData(ME_KEY, user));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('joins a second request made while the dialog is open: one dialog, the latest texts, both answered', async () => {
    await mountHost(false);
    let first: Promise<boolean> = Promise.resolve(false);
    let second: Promise<boolean> = Promise.resolve(false);
    act(() => void (first = requestSignIn({ title: 'Sign in to share' })));
    act(() => void (second = requestSignIn({ title: 'Sign in to download' })));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Sign in to download' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'signed in' }));
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  });

  it('asks again after a sign-out', async () => {
    await mountHost(true);
    act(() => void client.setQueryData(ME_KEY, null));
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => void (answer = requestSignIn()));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'closed' }));
    await expect(answer).resolves.toBe(false);
  });
});
