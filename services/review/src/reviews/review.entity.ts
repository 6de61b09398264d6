import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An attorney's review of one application through one link (final for that link); notes are sealed. */
export const ReviewEntity = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p.uuid().primary(),
    sessionId: p.uuid(),
    linkId: p.uuid(),
    userId: p.string(),
    status: p.string(),
    sealedNotes: p.text().nullable(),
    reviewedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type ReviewRecord = InferEntity<typeof ReviewEntity>;
