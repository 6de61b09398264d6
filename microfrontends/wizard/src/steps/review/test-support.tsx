import { StrictMode, type ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { initI18n } from '@formpath/i18n';
import { Toaster } from '@formpath/ui';
import { createQueryClient } from '@formpath/web-data';
import type { DocumentView, FieldEvidence } from '@formpath/contracts';

// Plain jsdom lacks the fetch API: take Node's own when the environment did not provide it.
const ensureFetchApi = async () => {
  if (typeof globalThis.Response === 'function') return;
  const { TextDecoder, TextEncoder } = await import('node:util');
  const web = await import('node:stream/web');
  const { Blob, File } = await import('node:buffer');
  const { MessageChannel, MessagePort } = await import('node:worker_threads');
  Object.assign(globalThis, { TextDecoder, TextEncoder, ReadableStream: web.ReadableStream, WritableStream: web.WritableStream, TransformStream: web.TransformStream, Blob, File, MessageChannel, MessagePort });
  const undici = await import('undici');
  Object.assign(globalThis, { Response: undici.Response, Request: undici.Request, Headers: undici.Headers });
};

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The documents API at the network boundary: GET answers the view, PUT …/form stores the body and
 * answers as the server does, unless `putAnswer` says otherwise. Every call is recorded.
 */
export const fakeDocumentsApi = async (view: DocumentView, putAnswer?: (call: Call) => Response | Promise<Response>) => {
  await ensureFetchApi();
  const calls: Call[] = [];
  let stored = view;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { method: (init.method ?? 'GET').toUpperCase(), url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (call.method === 'GET' && call.url === `/api/documents/${view.sessionId}`) return json(stored);
    if (call.method === 'PUT' && call.url === `/api/documents/${view.sessionId}/form`) {
      if (putAnswer) return putAnswer(call);
      stored = { ...stored, formData: call.body as Record<string, unknown> };
      return json({ success: true, formData: call.body });
    }
    return json({ message: 'Not found' }, 404);
  }) as typeof fetch;
  return calls;
};

/** Renders as the shell does: StrictMode, the query client of spec 1 §9, English strings, the toaster. */
export const renderWithApp = async (ui: ReactElement) => {
  await initI18n('en');
  const queryClient = createQueryClient();
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
};

export const sessionId = '5a4f3c2e-1b0d-4e8f-9a7b-6c5d4e3f2a1b';

const source = (fileName: string, page: number, snippet: string, documentKind: 'passport' | 'birth_certificate' | 'i94' | 'lease_or_utility_bill' = 'passport') =>
  ({ documentId: `doc-${fileName}`, fileName, documentKind, page, snippet, method: 'label' as const });

export const evidence = (value: string, confidence: FieldEvidence['confidence'], sources: FieldEvidence['sources'], conflicts: FieldEvidence['conflicts'] = []): FieldEvidence => ({
  value,
  confidence,
  sources,
  conflicts,
});

export const sources = { source };

/** An application as GET /api/documents/:id answers it. */
export const documentView = (formType: 'I-485' | 'I-765', formData: Record<string, unknown> | null, fields: Record<string, FieldEvidence> = {}): DocumentView => ({
  id: sessionId,
  documentId: null,
  sessionId,
  fileName: 'passport.pdf',
  fileSize: 1000,
  formType,
  status: 'processed',
  errorReason: null,
  formData,
  extractedData: formData ? { rawOcrText: '', fields, documents: [], extractors: ['rules'] } : null,
  rawOcrText: '',
  documents: [],
  uploadedAt: '2026-01-01T00:00:00.000Z',
  processedAt: '2026-01-01T00:01:00.000Z',
  expiresAt: '2026-01-04T00:00:00.000Z',
});
