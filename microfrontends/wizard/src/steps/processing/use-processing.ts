import { useEffect, useRef, useState } from 'react';
import type { FormType, Progress } from '@formpath/contracts';
import { ApiError, progressEventsUrl, useProcess } from '@formpath/web-data';

export type ProcessingOutcome = { state: 'running' } | { state: 'done' } | { state: 'failed'; reason: string | null; noFormData: boolean };

const reasonOf = (err: unknown): string | null =>
  err instanceof ApiError ? (err.serverMessage ?? err.message) : err instanceof Error && err.message ? err.message : null;

/**
 * Runs the pipeline once per mount (spec 1 §4): follows its progress events (server-sent
 * events) and starts it with POST …/process, which answers when it has finished.
 */
export const useProcessing = (sessionId: string, formType: FormType) => {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<ProcessingOutcome>({ state: 'running' });
  const started = useRef(false);
  const settled = useRef(false);
  const { mutateAsync: process } = useProcess();

  const settle = (next: ProcessingOutcome) => {
    if (settled.current) return;
    settled.current = true;
    setOutcome(next);
  };

  // The event stream: opened (again) with each mount of the effect, closed when done.
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(progressEventsUrl(sessionId), { withCredentials: true });
    source.addEventListener('progress', (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as Progress;
      setProgress(next);
      if (next.status === 'error') settle({ state: 'failed', reason: next.errorReason, noFormData: false });
    });
    // The server ends the stream when processing has finished: no reconnecting after that.
    source.addEventListener('end', () => source.close());
    return () => source.close();
  }, [sessionId]);

  // Processing starts only once per mount, StrictMode's second effect run included.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    process({ sessionId, formType }).then(
      (view) => settle(view.formData ? { state: 'done' } : { state: 'failed', reason: null, noFormData: true }),
      (err: unknown) => {
        console.error('Processing failed', err);
        settle({ state: 'failed', reason: reasonOf(err), noFormData: false });
      },
    );
  }, [sessionId, formType, process]);

  return { progress, outcome };
};
