import { defineEntity, p } from '@mikro-orm/core';

export const VisitEntity = defineEntity({
  name: 'Visit',
  tableName: 'visits',
  properties: {
    id: p.uuid().primary(),
    sessionId: p.string(),
    page: p.string(),
    userAgent: p.string(),
    referrer: p.string(),
    deviceType: p.string(),
    visitedAt: p.datetime(),
  },
});
