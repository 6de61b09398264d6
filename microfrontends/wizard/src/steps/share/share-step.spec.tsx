import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentToast, json, mockFetch, renderStep, type Call } from '../../test-support/render.js';
import { ShareStep } from './share-step.js';

const sessionId = '5a4f3c2e-1b0d-4e8f-9a7b-6c5d4e3f2a1b';
const url = 'https://formpath.example/attorney-review/3q2-wR9xkLm0s8PzT1vYb4Q';
const expiresAt = '2026-11-22T15:30:00.000Z';

const server = (state: { active: boolean }, sendStatus = 200) => (call: Call) => {
  if (call.method === 'GET' && call.url === `/api/review-links/${sessionId}`) return json(state.active ? { active: true, expiresAt, createdAt: expiresAt } : { active: false, expiresAt: null, createdAt: null });
  if (call.method === 'POST' && call.url === '/api/review-links') return json({ url, expiresAt }, 201);
  if (call.method === 'DELETE') return json({ revoked: true });
  if (call.method === 'POST' && call.url.endsWith('/send')) {
    return sendStatus === 200 ? json({ sent: true, to: (call.body as { email: string }).email, via: 'outbox', messageId: 'm1' }) : json({ message: 'Too many emails sent. Please try again in an hour.' }, sendStatus);
  }
  return json({ message: 'Not found' }, 404);
};

const render = () => renderStep(<ShareStep sessionId={sessionId} onBack={jest.fn()} onContinue={jest.fn()} />);

describe('step 5: share', () => {
  it('creates a link on arrival and shows it read-only with its real expiry', async () => {
    const calls = mockFetch(server({ active: false }));
    await render();
    const link = (await screen.findByLabelText('Secure review link')) as HTMLInputElement;
    expect(link.value).toBe(url);
    expect(link.readOnly).toBe(true);
    expect(screen.getByText(/^This link expires on /).textContent).toContain('2026');
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/review-links')).toHaveLength(1);
  });

  it('after a reload says a link is active until when, and offers a new one instead of a link it no longer has', async () => {
    const calls = mockFetch(server({ active: true }));
    await render();
    expect(await screen.findByText(/A review link is active until/)).toBeTruthy();
    expect(screen.queryByLabelText('Secure review link')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Create a new link' }));
    expect(((await screen.findByLabelText('Secure review link')) as HTMLInputElement).value).toBe(url);
  });

  it('copies the link, and says how to copy by hand when the clipboard refuses', async () => {
    mockFetch(server({ active: false }));
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await render();
    await screen.findByLabelText('Secure review link');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the review link' }));
    await waitFor(() => expect(currentToast()).toBe('Link copied to clipboard'));
    expect(writeText).toHaveBeenCalledWith(url);
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy the review link' }));
    await waitFor(() => expect(currentToast()).toBe('Failed to copy: Please manually select and copy the link.'));
  });

  it('checks the email as spec 1 §5 says, sends it, and clears the box', async () => {
    const calls = mockFetch(server({ active: false }));
    await render();
    await screen.findByLabelText('Secure review link');
    const box = screen.getByLabelText('Attorney email') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(currentToast()).toBe('Email required: Please enter an email address.'));
    fireEvent.change(box, { target: { value: 'not an email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(currentToast()).toBe('Invalid email: Please enter a valid email address.'));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url.endsWith('/send'))).toBe(false);

    fireEvent.change(box, { target: { value: ' lawyer@firm.example ' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(currentToast()).toBe('Email sent: The review link has been sent to lawyer@firm.example.'));
    expect(box.value).toBe('');
    expect(calls.find((c) => c.url.endsWith('/send'))?.body).toEqual({ email: 'lawyer@firm.example', url });
  });

  it("shows the server's reason when sending is refused", async () => {
    mockFetch(server({ active: false }, 429));
    await render();
    await screen.findByLabelText('Secure review link');
    fireEvent.change(screen.getByLabelText('Attorney email'), { target: { value: 'lawyer@firm.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(currentToast()).toBe('Email not sent: Too many emails sent. Please try again in an hour.'));
    expect((screen.getByLabelText('Attorney email') as HTMLInputElement).value).toBe('lawyer@firm.example');
  });

  it('revokes the link and does not make a new one by itself', async () => {
    const calls = mockFetch(server({ active: false }));
    await render();
    await screen.findByLabelText('Secure review link');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(currentToast()).toBe('Link revoked: The link no longer opens your application.'));
    expect(screen.queryByLabelText('Secure review link')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/review-links')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create review link' })).toBeTruthy();
  });
});
