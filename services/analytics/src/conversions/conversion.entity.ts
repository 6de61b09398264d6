import { defineEntity, p } from '@mikro-orm/core';

export const ConversionEntity = defineEntity({
  name: 'Conversion',
  tableName: 'conversion_events',
  properties: {
    id: p.uuid().primary(),
    event: p.string(),
    sessionId: p.string(),
    userId: p.string().nullable(),
    source: p.string().nullable(),
    metadata: p.json<Record<string, unknown>>().nullable(),
    occurredAt: p.datetime(),
    receivedAt: p.datetime(),
  },
});
