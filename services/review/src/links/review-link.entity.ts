import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A share link of one application: the token's SHA-256 only, never the token. */
export const ReviewLinkEntity = defineEntity({
  name: 'ReviewLink',
  tableName: 'review_links',
  properties: {
    id: p.uuid().primary(),
    sessionId: p.uuid(),
    userId: p.string(),
    tokenHash: p.string(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
  },
});
export type ReviewLinkRecord = InferEntity<typeof ReviewLinkEntity>;
