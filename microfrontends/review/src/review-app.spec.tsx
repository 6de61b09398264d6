import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '@formpath/i18n';
import { dismissToast, useCurrentToast } from '@formpath/ui';
import { createQueryClient } from '@formpath/web-data';
import ReviewApp from './review-app.js';

const token = 'T'.repeat(43);
// The form is its own chunk: its first import (and transform) may take a while on a busy machine.
const formLoad = { timeout: 15_000 };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const view = {
  fileName: 'passport.pdf',
  fileNames: ['passport.pdf', 'i94.pdf'],
  status: 'processed',
  formType: 'I-485',
  formData: {
    biographic_information: {
      full_name: { family_name: 'Garcia', given_name: 'Ana', middle_name: '' },
      date_of_birth: '03/15/1990',
      place_of_birth: { city: 'Cali', country: 'Colombia' },
      citizenship_country: 'Colombia',
      physical_address: { street: '', apt_number: '', city: '', state: 'TX', zip_code: '' },
      last_arrival_date: '',
      i_94_number: '',
      status_at_last_arrival: '',
      passport_number: 'AB123',
    },
    parents: [{ full_name: { family_name: 'Garcia', given_name: 'Jose', middle_name: '' } }],
  },
  fields: { 'biographic_information.passport_number': { value: 'AB123', confidence: 'high', sources: [{ fileName: 'passport.pdf', documentKind: 'passport', page: 1, snippet: 'AB123', method: 'mrz' }] } },
  expiresAt: '2026-11-25T10:00:00.000Z',
  submitted: null,
};

const ToastProbe = () => {
  const toast = useCurrentToast();
  return toast ? <div data-testid="toast">{[toast.title, toast.description].filter(Boolean).join(': ')}</div> : null;
};

const posts: unknown[] = [];
const serve = (answer: (method: string) => Response) => {
  globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'POST') posts.push(JSON.parse(String(init.body)));
    return answer(method);
  }) as unknown as typeof fetch;
};

const renderPortal = async () => {
  await initI18n('en');
  dismissToast();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProbe />
      <MemoryRouter initialEntries={[`/attorney-review/${token}`]}>
        <Routes>
          <Route path="/attorney-review/:token" element={<ReviewApp />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

beforeEach(() => {
  posts.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the attorney review portal', () => {
  it("shows 'Review Link Expired' for an answer that says expired, with a way home", async () => {
    serve(() => json({ message: 'This review link has expired or was revoked. Please create a new link.', code: 'REVIEW_LINK_NOT_FOUND' }, 404));
    await renderPortal();
    expect(await screen.findByRole('heading', { name: 'Review Link Expired' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it("shows 'Error Loading Document' with the server's message for any other failure", async () => {
    serve(() => json({ message: 'Too many review link requests from this connection. Please wait a minute and try again.' }, 429));
    await renderPortal();
    expect(await screen.findByRole('heading', { name: 'Error Loading Document' })).toBeTruthy();
    expect(screen.getByText(/Too many review link requests/)).toBeTruthy();
  });

  it('shows the file, status and every answer with its source; refuses a date not written mm/dd/yyyy', async () => {
    serve(() => json(view));
    await renderPortal();
    expect(await screen.findByLabelText('Last name', {}, formLoad)).toHaveProperty('value', 'Garcia');
    expect(screen.getByText('passport.pdf')).toBeTruthy();
    expect(screen.getByText('Processed')).toBeTruthy();
    expect(screen.getByLabelText('State')).toHaveProperty('value', 'TX');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value')).filter(Boolean)).toHaveLength(51);
    expect(screen.getByText('Parent 1 · Name · Given name')).toBeTruthy();
    expect(screen.getByText('Read from passport.pdf, page 1')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Reviewed with comments' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Notes for the applicant').getAttribute('rows')).toBe('4');

    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-03-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Enter the date as mm/dd/yyyy, for example 03/15/1990.')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('submits the status, notes, edited answers and comments once, then shows the success screen', async () => {
    serve((method) => (method === 'POST' ? json({ success: true, reviewStatus: 'approved', changedFields: 1, submittedAt: '2026-11-24T10:00:00.000Z' }) : json(view)));
    await renderPortal();
    fireEvent.change(await screen.findByLabelText('Last name', {}, formLoad), { target: { value: 'García' } });
    expect(screen.getByText('Changed from “Garcia”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a comment on “Parent 1 · Name · Given name”' }));
    fireEvent.change(screen.getByLabelText('Comment for the applicant on “Parent 1 · Name · Given name”'), { target: { value: 'Spelled José on the birth certificate?' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }));
    fireEvent.change(screen.getByLabelText('Notes for the applicant'), { target: { value: 'Ready to file.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('heading', { name: 'Review submitted' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Review submitted successfully: The applicant will be notified of your review.'));
    expect(posts).toEqual([
      expect.objectContaining({
        reviewStatus: 'approved',
        reviewNotes: 'Ready to file.',
        comments: { 'parents.0.full_name.given_name': 'Spelled José on the birth certificate?' },
        formData: expect.objectContaining({ biographic_information: expect.objectContaining({ full_name: { family_name: 'García', given_name: 'Ana', middle_name: '' } }) }),
      }),
    ]);
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });

  it("says 'Error submitting review' with the server's message when the submit fails, and keeps the form", async () => {
    serve((method) => (method === 'POST' ? json({ message: 'This review has already been submitted.', code: 'REVIEW_ALREADY_SUBMITTED' }, 409) : json(view)));
    await renderPortal();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Review' }, formLoad));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Error submitting review: This review has already been submitted.'));
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeTruthy();
  });
});
