import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentToast, json, mockFetch, renderStep, type Call } from '../../test-support/render.js';
import { DownloadStep } from './download-step.js';

const sessionId = '5a4f3c2e-1b0d-4e8f-9a7b-6c5d4e3f2a1b';
const pdf = (name: string) =>
  new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}` },
  });

const pending = { reviewStatus: 'pending', reviewVerdict: null, reviewNotes: null, reviewedAt: null, changes: [] };

const server = (options: { generate?: number; download?: number; donationUrl?: string | null; review?: object } = {}) => (call: Call) => {
  if (call.url === '/api/site-config') return json({ donationUrl: options.donationUrl ?? null });
  if (call.url.endsWith('/status')) return json(options.review ?? pending);
  if (call.url.endsWith('/generate-pdf')) return options.generate ? json({ message: 'Failed to generate PDF' }, options.generate) : json({ success: true, message: 'ready' });
  if (call.url.endsWith('/download-pdf')) return options.download ? new Response('', { status: options.download }) : pdf('I-485_Martinez-Lopez_2026-11-21.pdf');
  if (call.url.endsWith('/instructions-pdf')) return pdf('I-485_instructions_2026-11-21.pdf');
  return json({ message: 'Not found' }, 404);
};

const saved: string[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:test');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
beforeEach(() => {
  saved.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const render = (options: { signedIn?: boolean; sessionId?: string } = {}) =>
  renderStep(<DownloadStep sessionId={'sessionId' in options ? options.sessionId : sessionId} formType="I-485" onBack={jest.fn()} onStartNew={jest.fn()} />, options);

describe('step 6: download', () => {
  it('shows the review status from the server, the next steps and the disclaimer; no donation block without its URL', async () => {
    mockFetch(server());
    await render();
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeTruthy();
    expect(screen.getByText(/not legal advice/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Donate/ })).toBeNull();
    expect(screen.queryByText('Create a free account')).toBeNull();
  });

  it("shows the reviewer's verdict, notes and time once a review exists", async () => {
    mockFetch(server({ review: { ...pending, reviewStatus: 'approved', reviewVerdict: 'approved', reviewNotes: 'Ready to file.', reviewedAt: '2026-11-24T10:00:00.000Z' } }));
    await render();
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByText('Ready to file.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Notes from your reviewer' })).toBeTruthy();
    expect(screen.getByText(/^Reviewed November 24, 2026/)).toBeTruthy();
  });

  it("says a review with comments is pending, and where to read them", async () => {
    mockFetch(server({ review: { ...pending, reviewVerdict: 'reviewed', reviewNotes: 'See my comments.', reviewedAt: '2026-11-24T10:00:00.000Z' } }));
    await render();
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByText(/has reviewed your application and left comments/)).toBeTruthy();
  });

  it('shows the donation link from the site configuration', async () => {
    mockFetch(server({ donationUrl: 'https://donate.example/formpath' }));
    await render();
    expect((await screen.findByRole('link', { name: /Donate/ })).getAttribute('href')).toBe('https://donate.example/formpath');
  });

  it('generates, then downloads the form under the name the server gives it', async () => {
    const calls = mockFetch(server());
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(currentToast()).toBe('PDF Generated: Your I-485 form has been downloaded successfully.'));
    expect(saved).toEqual(['I-485_Martinez-Lopez_2026-11-21.pdf']);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(expect.arrayContaining([`POST /api/documents/${sessionId}/generate-pdf`, `GET /api/documents/${sessionId}/download-pdf`]));
  });

  it('falls back to the direct download when generating fails, and says so', async () => {
    mockFetch(server({ generate: 500 }));
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(currentToast()).toBe('PDF Downloaded: Your I-485 form has been downloaded successfully (fallback method).'));
    expect(saved).toEqual(['I-485_Martinez-Lopez_2026-11-21.pdf']);
  });

  it('gives the download error when both fail, and the session error without an application', async () => {
    mockFetch(server({ generate: 409, download: 409 }));
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(currentToast()).toBe('Download Error: Failed to download the PDF. Please try again later.'));
    expect(saved).toEqual([]);
  });

  it('says there is no session when there is none', async () => {
    mockFetch(server());
    await render({ sessionId: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(currentToast()).toBe('Session Error: No active session found. Please try starting over.'));
  });

  it('downloads the real instructions PDF', async () => {
    mockFetch(server());
    await render();
    fireEvent.click(screen.getByRole('button', { name: 'Download Instructions' }));
    await waitFor(() => expect(currentToast()).toBe('Instructions Downloaded: The filing instructions for your I-485 have been downloaded.'));
    expect(saved).toEqual(['I-485_instructions_2026-11-21.pdf']);
  });
});
