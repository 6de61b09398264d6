import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadLanguage } from '@formpath/i18n';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { json, mockFetch, renderStep, type Call } from '../test-support/render.js';
import FieldGuideApp from './field-guide-app.js';
import { explanation, guide, sessionId, source } from './test-fixtures.js';

const long = 'The form asks for your full legal name as it appears on your passport. '.repeat(8);

const Where = () => <output data-testid="where">{useLocation().pathname + useLocation().search}</output>;

const open = async (path: string, answer: (call: Call) => Response | undefined = () => undefined) => {
  const calls = mockFetch((call) => {
    const custom = answer(call);
    if (custom) return custom;
    if (call.url.endsWith('/field-guide')) return json(guide);
    if (call.url.includes('/api/legal/guidance/')) return json(explanation('Use this form to apply for permanent residence.', [source('a', long), source('b', 'Part 1. 2. Other names.', '2'), source('c', 'Part 1. 3. Date of birth.', '3'), source('d', 'fourth')]));
    if (call.url.endsWith('/api/legal/explain')) return json(explanation('List every name you have used.', [source('x', long, '2')]));
    if (call.url.endsWith('/api/documents/latest')) return json({ application: null });
    return json({ message: 'Not found' }, 404);
  });
  await renderStep(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<><FieldGuideApp /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
};

const shownLabels = () => screen.queryAllByTestId('guide-item').map((li) => within(li).getByRole('heading', { level: 3 }).textContent);

describe('the field guide page', () => {
  it('shows the guide of the session in the URL, one page of the form at a time, with Back and Continue', async () => {
    const calls = await open(`/i485-guide?session=${sessionId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Form I-485 field guide' }, { timeout: 5000 })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/documents/${sessionId}/field-guide`)).toBe(true);
    expect(screen.getByText('2 of 5 fields filled')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Page 1' })).toBeTruthy();
    expect(shownLabels()).toEqual(['Family Name (Last Name)', 'Other names']);
    const first = screen.getAllByTestId('guide-item')[0]!;
    expect(within(first).getByText('GARCIA')).toBeTruthy();
    expect(within(first).getByText('Read from passport.pdf, page 1')).toBeTruthy();
    expect(within(first).getByText('High confidence')).toBeTruthy();
    expect(within(first).getByText('Page 1 · Part 1 · Item 1')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Next page' })[0]!);
    expect(screen.getByRole('heading', { level: 2, name: 'Page 2' })).toBeTruthy();
    expect(shownLabels()).toEqual(['City or Town of Birth', 'Sex', 'Filing category']);
    expect(screen.getByRole('link', { name: 'Back to Review' }).getAttribute('href')).toBe(`/review?session=${sessionId}`);
    expect(screen.getByRole('link', { name: 'Continue to Download' }).getAttribute('href')).toBe(`/generate?session=${sessionId}`);
  });

  it('filters by missing, low confidence, left for you and part, with counts', async () => {
    await open(`/i485-guide?session=${sessionId}`);
    fireEvent.click(await screen.findByRole('radio', { name: 'Missing (1)' }, { timeout: 5000 }));
    expect(shownLabels()).toEqual(['Sex']);
    fireEvent.click(screen.getByRole('radio', { name: 'Low confidence (1)' }));
    expect(shownLabels()).toEqual(['City or Town of Birth']);
    fireEvent.click(screen.getByRole('radio', { name: 'Left for you on purpose (1)' }));
    expect(shownLabels()).toEqual(['Filing category']);
    // Said in the reader's language, from why it is left (its handling).
    expect(screen.getByText(/^You answer this yourself, on the downloaded PDF: it is your own sworn answer or your own choice/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Part'), { target: { value: '1' } });
    expect(screen.getByText('No field matches these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all fields' }));
    expect(screen.getByRole('radio', { name: 'All fields (5)' })).toHaveProperty('checked', true);
  });

  it('highlights a field on the page thumbnail and links to the review input that edits it', async () => {
    await open(`/i485-guide?session=${sessionId}`);
    await screen.findAllByTestId('guide-item', {}, { timeout: 5000 });
    const second = screen.getAllByTestId('guide-item')[1]!;
    fireEvent.click(within(second).getByRole('button', { name: 'Show on the page' }));
    expect(within(second).getByRole('button', { name: 'Show on the page' }).getAttribute('aria-pressed')).toBe('true');
    // Beside the list on wide screens, and inside the chosen field on narrow ones (CSS shows one of them).
    const pictures = screen.getAllByRole('img', { name: 'Page 1 of Form I-485, with this field’s box highlighted' });
    expect(pictures).toHaveLength(2);
    expect(within(second).getByRole('img').querySelector('.guide-thumbnail-selected')).toBeTruthy();
    expect(pictures[0]!.querySelector('image')!.getAttribute('href')).toBe('/api/forms/I-485/pages/1?edition=01%2F20%2F25');
    const first = screen.getAllByTestId('guide-item')[0]!;
    expect(within(first).getByRole('link', { name: 'Edit in the review' }).getAttribute('href')).toBe(`/review?session=${sessionId}&field=biographic_information.full_name.family_name&section=biographic`);
    // No model path: the review section of its part.
    expect(within(second).getByRole('link', { name: 'Open this part in the review' }).getAttribute('href')).toBe(`/review?session=${sessionId}&section=biographic`);
  });

  it('loads the legal guidance on open, with at most 3 sources cut to 200 characters, and again on Refresh', async () => {
    const calls = await open(`/i485-guide?session=${sessionId}`);
    expect(await screen.findByText('Use this form to apply for permanent residence.', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show sources (3)' }));
    const list = document.querySelector('.guide-legal .guide-sources')!;
    const quotes = [...list.querySelectorAll('blockquote')].map((q) => q.textContent ?? '');
    expect(quotes).toHaveLength(3);
    expect(quotes[0]!.length).toBe(200);
    expect(quotes[0]!.endsWith('…')).toBe(true);
    expect(within(list as HTMLElement).getAllByText('Form I-485 (01/20/25), page 1 · Part 1 · Item 1')).toHaveLength(1);
    const loads = calls.filter((c) => c.url === '/api/legal/guidance/I-485').length;
    expect(loads).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/legal/guidance/I-485')).toHaveLength(loads + 1));
  });

  it('asks a question on Enter, ignores blank text, and shows the answer with its sources cut to 300 characters', async () => {
    const calls = await open(`/i485-guide?session=${sessionId}`);
    const box = await screen.findByLabelText('Ask a question about Form I-485', {}, { timeout: 5000 });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(calls.filter((c) => c.url === '/api/legal/explain')).toHaveLength(0);
    fireEvent.change(box, { target: { value: '  Where do my other names go? ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Explanation' });
    expect(await within(dialog).findByText('List every name you have used.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/legal/explain')!.body).toEqual({ query: 'Where do my other names go?', formType: 'I-485' });
    const quote = within(dialog).getByText((_, el) => el?.tagName === 'BLOCKQUOTE');
    expect(quote.textContent!.length).toBe(300);
    expect(within(dialog).getByText('Form I-485 (01/20/25), page 1 · Part 1 · Item 2')).toBeTruthy();
  });

  it('says when the guidance fails to load, with the server’s words, and tries again', async () => {
    let fail = true;
    await open(`/i485-guide?session=${sessionId}`, (call) =>
      call.url.includes('/api/legal/guidance/') && fail ? json({ message: 'You have asked many questions in the last minute. Please wait a minute and try again.', code: 'LEGAL_RATE_LIMITED' }, 429) : undefined,
    );
    const alert = await screen.findByText('Error Loading Guidance', {}, { timeout: 5000 });
    expect(alert.parentElement!.textContent).toContain('You have asked many questions in the last minute.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Use this form to apply for permanent residence.')).toBeTruthy();
  });

  it('says when a question cannot be answered, in spec 2 §8’s words, and asks again', async () => {
    let fail = true;
    await open(`/i485-guide?session=${sessionId}`, (call) => (call.url.endsWith('/api/legal/explain') && fail ? new Response('', { status: 502 }) : undefined));
    const box = await screen.findByLabelText('Ask a question about Form I-485', {}, { timeout: 5000 });
    fireEvent.change(box, { target: { value: 'Where do my other names go?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = await screen.findByRole('dialog', { name: 'Explanation' });
    expect(await within(dialog).findByText('Error Getting Explanation')).toBeTruthy();
    expect(within(dialog).getByText('Failed to get legal explanation. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('List every name you have used.')).toBeTruthy();
  });

  it('keeps the boxes for USCIS and attorneys out of the way until asked for', async () => {
    await open(`/i485-guide?session=${sessionId}`, (call) =>
      call.url.endsWith('/field-guide')
        ? json({ ...guide, fieldGuide: [...guide.fieldGuide, { ...guide.fieldGuide[0]!, pdfKey: 'PDF417BarCode2', label: 'PDF417BarCode2', partNumber: null, itemNumber: null, value: '', handling: 'office' }] })
        : undefined,
    );
    const office = await screen.findByRole('checkbox', { name: 'Also show the boxes for USCIS and attorneys, and the bar codes (1)' }, { timeout: 5000 });
    expect(shownLabels()).not.toContain('PDF417BarCode2');
    fireEvent.click(office);
    expect(shownLabels()).toContain('PDF417BarCode2');
  });

  it('keeps the flow’s language in every link back to the wizard', async () => {
    await open(`/i485-guide?session=${sessionId}&lang=es`);
    await screen.findAllByTestId('guide-item', {}, { timeout: 5000 });
    // The shell switches the language from ?lang=; here the test does.
    await act(() => loadLanguage('es'));
    const links = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '').filter((h) => /^\/(review|generate)\?/.test(h));
    expect(links.length).toBeGreaterThan(2);
    for (const href of links) expect(Object.fromEntries(new URLSearchParams(href.split('?')[1]))).toMatchObject({ session: sessionId, lang: 'es' });
    await act(() => loadLanguage('en'));
  });

  it('shows Session Not Found when there is no session and no current application', async () => {
    await open('/i485-guide');
    expect(await screen.findByRole('heading', { name: 'Session Not Found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('No session ID found. Please start from the document upload.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Over' }).getAttribute('href')).toBe('/');
  });

  it('falls back to the current application when the URL has no session', async () => {
    const calls = await open('/i485-guide', (call) => (call.url.endsWith('/api/documents/latest') ? json({ application: { sessionId } }) : undefined));
    expect(await screen.findByRole('heading', { level: 1, name: 'Form I-485 field guide' }, { timeout: 5000 })).toBeTruthy();
    expect(calls.some((c) => c.url === `/api/documents/${sessionId}/field-guide`)).toBe(true);
  });

  it('shows Session Not Found for an application that is not found (or not the applicant’s)', async () => {
    await open(`/i485-guide?session=${sessionId}`, (call) => (call.url.endsWith('/field-guide') ? json({ message: 'Not found', code: 'NOT_FOUND' }, 404) : undefined));
    expect(await screen.findByRole('heading', { name: 'Session Not Found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/We could not find this application/)).toBeTruthy();
  });

  it('offers Try Again and Go Back when the guide cannot be generated', async () => {
    let fail = true;
    await open(`/i485-guide?session=${sessionId}`, (call) => (call.url.endsWith('/field-guide') && fail ? json({ message: 'Internal error', code: 'INTERNAL' }, 500) : undefined));
    expect(await screen.findByRole('heading', { name: 'Failed to generate field guide' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('There was a problem generating the field guide. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe(`/review?session=${sessionId}`);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Form I-485 field guide' }, { timeout: 5000 })).toBeTruthy();
  });

  it('says the documents are not processed yet, in the server’s words', async () => {
    await open(`/i485-guide?session=${sessionId}`, (call) =>
      call.url.endsWith('/field-guide') ? json({ message: 'Your documents have not been processed yet. Please go back and process your documents first.', code: 'FIELD_GUIDE_NOT_READY' }, 409) : undefined,
    );
    expect(await screen.findByText('Your documents have not been processed yet. Please go back and process your documents first.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my application' }).getAttribute('href')).toBe('/app');
  });

  it('moves an I-765 application opened at /i485-guide to /i765-guide', async () => {
    await open(`/i485-guide?session=${sessionId}`, (call) => (call.url.endsWith('/field-guide') ? json({ ...guide, formType: 'I-765', edition: '08/21/25', pages: 7 }) : undefined));
    expect(await screen.findByRole('heading', { level: 1, name: 'Form I-765 field guide' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/i765-guide?session=${sessionId}`));
  });
});
