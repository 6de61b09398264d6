import { act, screen, waitFor } from '@testing-library/react';
import type { Progress } from '@formpath/contracts';
import { currentToast, json, mockFetch, renderStep } from '../../test-support/render.js';
import { ProcessingStep } from './processing-step.js';

const sessionId = '5a4f3c2e-1b0d-4e8f-9a7b-6c5d4e3f2a1b';

/** An EventSource double: the test pushes the server's events. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly listeners = new Map<string, Array<(e: MessageEvent) => void>>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.forEach((l) => l(new MessageEvent(type, { data: JSON.stringify(data) }))));
  }
}

const progress = (p: Partial<Progress>): Progress => ({
  sessionId, status: 'processing', stage: 'ocr', errorReason: null, ocr: 0, ai: 0, form: 0,
  documents: [{ documentId: 'd1', fileName: 'passport.pdf', status: 'reading', pagesDone: 1, pages: 2 }], ...p,
});

const bar = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}`)) as HTMLProgressElement;

describe('step 2: processing', () => {
  beforeEach(() => {
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  });

  it('starts the pipeline once, moves the bars with its real progress, and reports when done', async () => {
    let finish: (r: Response) => void = () => undefined;
    const calls = mockFetch(() => new Promise<Response>((resolve) => (finish = resolve)));
    const onDone = jest.fn();
    await renderStep(<ProcessingStep sessionId={sessionId} formType="I-765" onDone={onDone} onFailed={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Processing your documents' })).toBeTruthy();
    expect(screen.getByText(/about 30-60 seconds/)).toBeTruthy();
    expect(screen.getByText('Please do not close this tab while your documents are processed.')).toBeTruthy();
    expect(FakeEventSource.last?.url).toBe(`/api/documents/${sessionId}/events`);
    // StrictMode runs effects twice: still one POST.
    expect(calls).toEqual([{ method: 'POST', url: `/api/documents/${sessionId}/process`, body: { formType: 'I-765' } }]);

    FakeEventSource.last!.emit('progress', progress({ ocr: 50 }));
    expect(screen.getByText('passport.pdf: page 1 of 2')).toBeTruthy();
    await waitFor(() => expect(bar('Reading text (OCR)').value).toBe(50));
    expect(bar('AI structuring').value).toBe(0);
    FakeEventSource.last!.emit('progress', progress({ stage: 'structuring', ocr: 100 }));
    await waitFor(() => expect(bar('Reading text (OCR)').value).toBe(100));
    expect(bar('AI structuring').hasAttribute('value')).toBe(false); // busy, no number to show
    expect(onDone).not.toHaveBeenCalled();

    await act(async () => finish(json({ sessionId, status: 'processed', formData: { applicant_last_name: 'Martinez' } })));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect([bar('AI structuring').value, bar('Preparing form fields').value]).toEqual([100, 100]);
  });

  it('says why processing failed, resets the bars and asks to go back', async () => {
    mockFetch(() => json({ message: 'Processing failed: no text could be read from passport.pdf' }, 422));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailed = jest.fn();
    await renderStep(<ProcessingStep sessionId={sessionId} formType="I-485" onDone={jest.fn()} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(currentToast()).toBe('Processing failed: no text could be read from passport.pdf');
    expect(bar('Reading text (OCR)').value).toBe(0);
  });

  it('treats an answer without form data as a failure (spec 1 §8)', async () => {
    mockFetch(() => json({ sessionId, status: 'processed', formData: null }));
    const onFailed = jest.fn();
    await renderStep(<ProcessingStep sessionId={sessionId} formType="I-485" onDone={jest.fn()} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(currentToast()).toBe('Processing Error: No form data was returned. Please try again.');
  });
});
