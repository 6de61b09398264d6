import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PageText } from '@formpath/contracts';

/** An uploaded file. `storageKey` is cleared once the original is deleted; its text stays. */
export const DocumentEntity = defineEntity({
  name: 'Document',
  tableName: 'documents',
  properties: {
    id: p.uuid().primary(),
    sessionId: p.uuid(),
    userId: p.string(),
    // Personal data: plain in memory, sealed in the database (sealed-columns.ts).
    fileName: p.string().persist(false),
    pages: p.json<PageText[]>().nullable().persist(false),
    sealedFileName: p.text().nullable(),
    sealedPages: p.text().nullable(),
    fileSize: p.integer(),
    pageCount: p.integer(),
    storageKey: p.string().nullable(),
    status: p.string(),
    errorReason: p.text().nullable(),
    pagesDone: p.integer(),
    kind: p.string().nullable(),
    uploadedAt: p.datetime(),
    readAt: p.datetime().nullable(),
    originalDeletedAt: p.datetime().nullable(),
  },
});
/** Each plain property and the sealed column that stores it. */
export const documentSealedFields = { fileName: 'sealedFileName', pages: 'sealedPages' } as const;
export type DocumentRecord = InferEntity<typeof DocumentEntity>;
/** A document without its text: what status and progress need. */
export type DocumentRow = Omit<DocumentRecord, 'pages' | 'sealedPages'>;

/** Its text is stored (it may already be structured). */
export const isRead = (d: DocumentRow): boolean => d.status === 'read' || d.status === 'processed';
/** Read, or given up on: nothing more will happen to it in this run. */
export const isSettled = (d: DocumentRow): boolean => isRead(d) || d.status === 'error';
/** Pages read so far, for progress; a settled document counts whole. */
export const pagesRead = (d: DocumentRow): number => (isSettled(d) ? d.pageCount : Math.min(d.pagesDone, d.pageCount));
