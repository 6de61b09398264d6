import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '@formpath/i18n';
import { createQueryClient } from '@formpath/web-data';
import { EmailCaptureForm } from './email-capture-form.js';
import { ExitIntentPopup } from './exit-intent-popup.js';
import { UnsubscribePage } from './unsubscribe-page.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
type Call = { method: string; url: string; body: Record<string, unknown> };

let calls: Call[] = [];
const answerWith = (answer: (call: Call) => Response) => {
  calls = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : {} };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
};
const posts = (url: string) => calls.filter((c) => c.method === 'POST' && c.url === url);

const mount = (ui: React.ReactNode, path = '/') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="/" element={ui} />
          <Route path="/unsubscribe" element={<UnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(() => initI18n());
beforeEach(() => localStorage.clear());

describe('an email capture', () => {
  const form = (props: Partial<React.ComponentProps<typeof EmailCaptureForm>> = {}) =>
    mount(<EmailCaptureForm source="marriage_hero" submitLabel="Send me the guide" success={<p>The 7-step guide</p>} {...props} />);

  it('checks the address before asking, then sends it with its source, language and names', async () => {
    answerWith((c) => (c.url === '/api/collect-email' ? json(200, { received: true }) : json(200, {})));
    form({ withName: true, source: 'conversion_section' });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the guide' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email address.');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'maria@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the guide' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address.');
    expect(posts('/api/collect-email')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: ' Maria@Example.org ' } });
    fireEvent.change(screen.getByLabelText('First name (optional)'), { target: { value: 'María' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the guide' }));
    expect(await screen.findByText('The 7-step guide')).toBeTruthy();
    // Focus moves to the thanks: keyboard and screen-reader users keep their place.
    expect(document.activeElement?.textContent).toBe('Thank you. Your email is on our list.');
    expect(posts('/api/collect-email')[0]?.body).toMatchObject({ email: 'Maria@Example.org', firstName: 'María', lastName: '', source: 'conversion_section', language: 'en' });
    // The link to unsubscribe goes to the address's owner in every email, never to whoever typed it.
    expect(screen.queryByRole('link', { name: /unsubscribe/i })).toBeNull();
    expect(posts('/api/analytics/conversion')[0]?.body).toMatchObject({ event: 'cta_secondary_email', source: 'conversion_section' });
    expect(localStorage.getItem('subscriberEmail')).toBe('maria@example.org');
  });

  it("shows the server's message on a failure, or 'Failed to subscribe', and keeps what was typed", async () => {
    answerWith(() => json(429, { message: 'Too many sign-ups from this connection. Please wait a minute and try again.' }));
    form();
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the guide' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many sign-ups/);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ana@example.org');

    answerWith(() => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me the guide' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to subscribe'));
    expect(localStorage.getItem('subscriberEmail')).toBeNull();
  });
});

describe('the exit-intent popup (spec 1 §4)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    answerWith(() => json(200, { received: true }));
  });
  afterEach(() => jest.useRealTimers());

  const leave = (clientY: number, relatedTarget: EventTarget | null = null) =>
    act(() => {
      document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget, bubbles: true }));
    });
  const after = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('appears 0.1 s after the pointer leaves through the top edge, and not for any other exit', async () => {
    mount(<ExitIntentPopup />);
    leave(300);
    leave(0, document.body);
    await after(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    leave(-2);
    await after(50);
    expect(screen.queryByRole('dialog')).toBeNull();
    await after(60);
    jest.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Before you go: a free document checklist' })).toBeTruthy();
  });

  it('never comes back once dismissed', async () => {
    const first = mount(<ExitIntentPopup />);
    leave(0);
    await after(150);
    jest.useRealTimers();
    await screen.findByRole('dialog');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('exitPopupDismissed')).toBe('1');
    first.unmount();

    jest.useFakeTimers();
    mount(<ExitIntentPopup />);
    leave(0);
    await after(500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the checklist for an email, and never comes back once an email is stored', async () => {
    const first = mount(<ExitIntentPopup />);
    leave(0);
    await after(150);
    jest.useRealTimers();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ana@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show me the checklist' }));
    expect(await screen.findByRole('heading', { name: 'Your document checklist' })).toBeTruthy();
    expect(dialog.textContent).toContain('I-94');
    expect(posts('/api/collect-email')[0]?.body['source']).toBe('exit_popup');
    first.unmount();

    jest.useFakeTimers();
    mount(<ExitIntentPopup />);
    leave(0);
    await after(500);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes only when asked (a link scanner does nothing) and says so', async () => {
    answerWith((c) => (c.url === '/api/unsubscribe' ? json(200, { unsubscribed: true }) : json(200, {})));
    mount(<p>home</p>, '/unsubscribe?token=tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    expect(screen.getByText('Do you want to stop receiving Formpath emails?')).toBeTruthy();
    expect(posts('/api/unsubscribe')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, unsubscribe me' }));
    expect(await screen.findByText('You are unsubscribed. We will not send you any more emails.')).toBeTruthy();
    expect(posts('/api/unsubscribe')[0]?.body).toEqual({ token: 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' });
  });

  it('says plainly when a link is unknown, missing, or the call failed (with a retry)', async () => {
    answerWith(() => json(200, { unsubscribed: false }));
    const first = mount(<p>home</p>, '/unsubscribe?token=tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, unsubscribe me' }));
    expect(await screen.findByText(/not valid or has been replaced/)).toBeTruthy();
    first.unmount();

    const second = mount(<p>home</p>, '/unsubscribe');
    expect(screen.getByText(/needs the unsubscribe link/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    second.unmount();

    answerWith(() => json(400, { message: 'This is not an unsubscribe link.' }));
    mount(<p>home</p>, '/unsubscribe?token=bad');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, unsubscribe me' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/This is not an unsubscribe link/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
