import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * One review email: stored here whether it went out over SMTP (`sent` or `failed`) or SMTP is
 * not configured (`stored`: the outbox is its only destination). The recipient and the message
 * are sealed with the storage keys (outbox.service.ts).
 */
export const OutboxMessageEntity = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  properties: {
    id: p.uuid().primary(),
    userId: p.string(),
    sessionId: p.uuid(),
    linkHash: p.string(),
    sealedRecipient: p.text(),
    subject: p.string(),
    sealedText: p.text(),
    sealedHtml: p.text().nullable(),
    sentVia: p.string(),
    status: p.string(),
    messageId: p.string().nullable(),
    error: p.string().nullable(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
export type OutboxMessageRecord = InferEntity<typeof OutboxMessageEntity>;
