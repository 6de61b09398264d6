import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One application: the documents a user uploaded for one filing, and what was read from them. */
export const ApplicationSessionEntity = defineEntity({
  name: 'ApplicationSession',
  tableName: 'application_sessions',
  properties: {
    id: p.uuid().primary(),
    userId: p.string(),
    formType: p.string(),
    status: p.string(),
    stage: p.string(),
    errorReason: p.text().nullable(),
    formData: p.json<Record<string, unknown>>().nullable(),
    extracted: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    processingStartedAt: p.datetime().nullable(),
    processedAt: p.datetime().nullable(),
    expiresAt: p.datetime(),
  },
});
export type ApplicationSessionRecord = InferEntity<typeof ApplicationSessionEntity>;
