import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AsylumProgress } from '@formpath/contracts';

/** An applicant's asylum questionnaire, checklist and place in the guide: one row per user. */
export const AsylumProgressEntity = defineEntity({
  name: 'AsylumProgress',
  tableName: 'asylum_progress',
  properties: {
    id: p.uuid().primary(),
    userId: p.string().unique(),
    // The most sensitive data Formpath holds: plain in memory, sealed in the database (sealed-columns.ts).
    progress: p.json<AsylumProgress>().nullable().persist(false),
    sealedProgress: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export const asylumProgressSealedFields = { progress: 'sealedProgress' } as const;
export type AsylumProgressRecord = InferEntity<typeof AsylumProgressEntity>;
