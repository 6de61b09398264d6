import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A signed-in browser. Only the SHA-256 of the session id is stored: a database leak signs nobody in. */
export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    idHash: p.string().primary(),
    userId: p.uuid(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});
export type SessionRecord = InferEntity<typeof SessionEntity>;
