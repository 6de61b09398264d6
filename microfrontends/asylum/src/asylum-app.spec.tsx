import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { asylumRules } from '@formpath/contracts/asylum';
import { initI18n } from '@formpath/i18n';
import { createQueryClient } from '@formpath/web-data';
import AsylumApp from './asylum-app.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const followUpBodies: Array<{ answers: Array<{ questionId?: string; answer: string }> }> = [];
const curated = {
  questions: Array.from({ length: 15 }, (_, i) => ({ id: `ai_followup_${i + 1}`, text: `Follow-up question ${i + 1}?`, type: 'textarea', required: false, category: 'AI Deep Dive' })),
  metadata: { source: 'fallback', count: 15, message: 'A curated fallback follow-up set is used while the AI service is unavailable.' },
};

// A signed-out visitor (the Spanish route is open to them): no account, the follow-ups from the server.
const serve = () => {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.endsWith('/api/auth/me')) return json({ message: 'Not authenticated' }, 401);
    if (url.endsWith('/api/asylum/ai-questions')) {
      followUpBodies.push(JSON.parse(String(init.body)));
      return json(curated);
    }
    return json({ message: 'unexpected' }, 404);
  }) as unknown as typeof fetch;
};

const renderGuide = async () => {
  await initI18n('en');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AsylumApp />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Asylum Guide', level: 1 }, { timeout: 15_000 });
};

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
// Radix tabs change on pointer down (as a user's press does), not on click.
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });

beforeEach(() => {
  followUpBodies.length = 0;
  window.localStorage.clear();
  serve();
});

describe('the asylum questionnaire in the browser', () => {
  it('pages 5 questions at a time, marks required ones without blocking, and keeps answers trimmed on this device', async () => {
    await renderGuide();
    openTab('Questionnaire');
    await screen.findByText(/Page 1 of 12/);
    expect(screen.getAllByRole('textbox').length + screen.queryAllByRole('radiogroup').length).toBeGreaterThan(0);
    expect(screen.getAllByText('* This question is required')).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText(/family name/i), { target: { value: '  Quillfeather  ' } });
    next(); // nothing else answered: Next is never blocked
    await screen.findByText(/Page 2 of 12/);
    const stored = JSON.parse(window.localStorage.getItem(asylumRules.storageKey) ?? '{}');
    expect(stored.answers).toEqual({ family_name: 'Quillfeather' });
    expect(stored.page).toBe(1);
  });

  it('asks for follow-ups once on reaching page index 2, without the applicant’s identity, and appends 15', async () => {
    await renderGuide();
    openTab('Questionnaire');
    fireEvent.change(await screen.findByLabelText(/family name/i), { target: { value: 'Quillfeather' } });
    fireEvent.change(screen.getByLabelText(/country were you born/i), { target: { value: 'Honduras' } });
    next();
    fireEvent.click(within(await screen.findByRole('group', { name: /For which of these reasons/ })).getByLabelText('Political Opinion'));
    next();
    await screen.findByText(/We added 15 follow-up questions for your case\. A curated fallback follow-up set is used/);
    expect(followUpBodies).toHaveLength(1);
    expect(followUpBodies[0]?.answers.map((a) => a.questionId)).toEqual(['country_of_birth', 'persecution_ground']);
    expect(followUpBodies[0]?.answers[1]).toMatchObject({ answer: 'Political Opinion', value: 'politicalOpinion' });
    // 58 built-in and 15 follow-ups: 15 pages now.
    await screen.findByText(/Page 3 of 15/);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText(/Page 2 of 15/);
    next();
    await screen.findByText(/Page 3 of 15/);
    expect(followUpBodies).toHaveLength(1);
  });

  it('asks a signed-out visitor to sign up before page index 3 and stays put until they do', async () => {
    await renderGuide();
    openTab('Questionnaire');
    await screen.findByText(/Page 1 of 12/);
    next();
    await screen.findByText(/Page 2 of 12/);
    next();
    await screen.findByText(/Page 3 of 15/);
    next(); // no shell here to show the sign-up dialog: the answer is "not signed in"
    await screen.findByText('Please sign up or sign in to continue to the next page. Your answers so far are saved on this device.');
    expect(screen.getByText(/Page 3 of 15/)).toBeTruthy();
  });

  it('shows Start Questionnaire on an empty summary, and the evidence checklist filters by category', async () => {
    await renderGuide();
    openTab('Summary');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Questionnaire' }));
    await screen.findByText(/Page 1 of 12/);
    openTab('Documents');
    expect(await screen.findAllByRole('checkbox')).toHaveLength(19);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'identity' } });
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(3));
    fireEvent.click(screen.getByLabelText('Passport'));
    expect(screen.getByText('1 of 19 items collected in all')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(asylumRules.storageKey) ?? '{}').checked).toEqual(['passport']);
  });
});
