import type { DocumentView, ExtractedData, FormType, Progress } from '@formpath/contracts';
import type { ApplicationSessionRecord } from './application-session.entity.js';
import { pagesRead, type DocumentRecord, type DocumentRow } from './document.entity.js';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Every page's text, each headed by its document, page and how it was read. */
export const rawOcrText = (documents: DocumentRecord[]): string =>
  documents
    .filter((d) => d.pages?.length)
    .flatMap((d) =>
      (d.pages ?? []).map((p) => {
        const how = p.source === 'ocr' ? `OCR, confidence ${Math.round(p.confidence ?? 0)}%` : 'text layer';
        return `--- ${d.fileName} · page ${p.page} of ${d.pageCount} (${how}) ---\n${p.text.trim()}`;
      }),
    )
    .join('\n\n');

export const toDocumentView = (session: ApplicationSessionRecord, documents: DocumentRecord[], requestedId: string): DocumentView => {
  const text = rawOcrText(documents);
  const first = documents.find((d) => d.id === requestedId) ?? documents[0];
  const extracted = session.extracted as Omit<ExtractedData, 'rawOcrText'> | null;
  return {
    id: requestedId,
    documentId: first?.id ?? null,
    sessionId: session.id,
    fileName: first?.fileName ?? '',
    fileSize: first?.fileSize ?? 0,
    formType: session.formType as FormType,
    status: session.status as DocumentView['status'],
    errorReason: session.errorReason ?? null,
    formData: session.formData ?? null,
    extractedData: extracted ? { ...extracted, rawOcrText: text } : null,
    rawOcrText: text,
    documents: documents.map((d) => ({
      documentId: d.id,
      fileName: d.fileName,
      fileSize: d.fileSize,
      pageCount: d.pageCount,
      status: d.status as DocumentView['documents'][number]['status'],
      kind: (d.kind ?? null) as DocumentView['documents'][number]['kind'],
      errorReason: d.errorReason ?? null,
      uploadedAt: new Date(d.uploadedAt).toISOString(),
      originalDeleted: !d.storageKey,
    })),
    uploadedAt: iso(documents[0]?.uploadedAt ?? session.createdAt) as string,
    processedAt: iso(session.processedAt),
    expiresAt: iso(session.expiresAt) as string,
  };
};

export const toProgress = (session: ApplicationSessionRecord, documents: DocumentRow[]): Progress => {
  const pages = documents.reduce((n, d) => n + d.pageCount, 0);
  const read = documents.reduce((n, d) => n + pagesRead(d), 0);
  const stage = session.stage as Progress['stage'];
  return {
    sessionId: session.id,
    status: session.status as Progress['status'],
    stage,
    errorReason: session.errorReason ?? null,
    documents: documents.map((d) => ({
      documentId: d.id,
      fileName: d.fileName,
      status: d.status as Progress['documents'][number]['status'],
      pagesDone: pagesRead(d),
      pages: d.pageCount,
    })),
    ocr: stage === 'idle' ? 0 : stage === 'ocr' ? Math.round((100 * read) / Math.max(1, pages)) : 100,
    ai: stage === 'form' || stage === 'done' ? 100 : 0,
    form: stage === 'done' ? 100 : 0,
  };
};
