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
    fileName: p.string(),
    fileSize: p.integer(),
    pageCount: p.integer(),
    storageKey: p.string().nullable(),
    status: p.string(),
    errorReason: p.text().nullable(),
    pages: p.json<PageText[]>().nullable(),
    pagesDone: p.integer(),
    kind: p.string().nullable(),
    uploadedAt: p.datetime(),
    readAt: p.datetime().nullable(),
    originalDeletedAt: p.datetime().nullable(),
  },
});
export type DocumentRecord = InferEntity<typeof DocumentEntity>;
