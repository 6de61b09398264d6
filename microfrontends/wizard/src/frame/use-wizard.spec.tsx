import { renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { initI18n } from '@formpath/i18n';
import { dismissToast, useCurrentToast } from '@formpath/ui';
import { createQueryClient } from '@formpath/web-data';
import { json, mockFetch } from '../test-support/render.js';
import { useWizard } from './use-wizard.js';

const latest = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const view = (sessionId: string, formType: 'I-485' | 'I-765') => ({ sessionId, formType, documents: [{ documentId: 'd1' }, { documentId: 'd2' }] });

const start = async (url: string) => {
  await initI18n('en');
  dismissToast();
  window.history.replaceState(null, '', url);
  const calls = mockFetch((call) => {
    if (call.url === '/api/documents/latest') return json({ application: { ...view(latest, 'I-485'), wizardStep: 3 } });
    if (call.url === `/api/documents/${other}`) return json(view(other, 'I-765'));
    if (call.method === 'PUT') return json({ success: true });
    return json({ message: 'Not found' }, 404);
  });
  const client = createQueryClient();
  const Toast = () => <output data-testid="toast">{useCurrentToast()?.title ?? ''}</output>;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <Toast />
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useWizard(), { wrapper });
  await waitFor(() => expect(result.current.state.hydrated).toBe(true));
  return { state: result.current.state, calls };
};

describe('resuming the wizard', () => {
  it('resumes the latest application where it was left', async () => {
    const { state } = await start('/app');
    expect(state).toMatchObject({ sessionId: latest, step: 3, formType: 'I-485', uploaded: 2 });
  });

  it('opens the application a link names (?session=, the field guide) at the linked step, then forgets the link', async () => {
    const { state } = await start(`/app?session=${other}&field=applicant_last_name#step4`);
    expect(state).toMatchObject({ sessionId: other, step: 4, formType: 'I-765', uploaded: 2 });
    // The review still needs ?field=; the session and the step are done.
    expect(window.location.search).toBe('?field=applicant_last_name');
    expect(window.location.hash).toBe('');
  });

  it('uses the latest application when the link names it, without asking for it twice', async () => {
    const { state, calls } = await start(`/app?session=${latest}#step6`);
    expect(state).toMatchObject({ sessionId: latest, step: 6 });
    expect(calls.some((c) => c.url === `/api/documents/${latest}`)).toBe(false);
  });

  it('says so when the linked application cannot be opened, and never looks for its field in another one', async () => {
    const { state } = await start('/app?session=33333333-3333-4333-8333-333333333333&field=applicant_last_name#step4');
    expect(state).toMatchObject({ sessionId: latest, step: 4 });
    expect(window.location.search).toBe('');
    expect(screen.getByTestId('toast').textContent).toBe('That application could not be opened. Here is your current application instead.');
  });
});
