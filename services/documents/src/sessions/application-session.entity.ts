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
    // Personal data: plain in memory, sealed in the database (sealed-columns.ts).
    formData: p.json<Record<string, unknown>>().nullable().persist(false),
    extracted: p.json<Record<string, unknown>>().nullable().persist(false),
    sealedFormData: p.text().nullable(),
    sealedExtracted: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    processingStartedAt: p.datetime().nullable(),
    processedAt: p.datetime().nullable(),
    expiresAt: p.datetime(),
    // Resume: the wizard step the applicant was on, and when they put the application aside.
    wizardStep: p.string().nullable(),
    closedAt: p.datetime().nullable(),
  },
});
/** Each plain property and the sealed column that stores it. */
export const sessionSealedFields = { formData: 'sealedFormData', extracted: 'sealedExtracted' } as const;
export type ApplicationSessionRecord = InferEntity<typeof ApplicationSessionEntity>;
