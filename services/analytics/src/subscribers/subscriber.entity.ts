import { defineEntity, p } from '@mikro-orm/core';

/** An email capture (spec 2 §3 "Email subscriber"); `consentedAt` is when they last said yes. */
export const SubscriberEntity = defineEntity({
  name: 'Subscriber',
  tableName: 'email_subscribers',
  properties: {
    id: p.uuid().primary(),
    email: p.string(),
    firstName: p.string(),
    lastName: p.string(),
    source: p.string(),
    language: p.string(),
    userAgent: p.string(),
    referrer: p.string(),
    subscribed: p.boolean(),
    verified: p.boolean(),
    consentedAt: p.datetime(),
    collectedAt: p.datetime(),
    unsubscribedAt: p.datetime().nullable(),
    unsubscribeTokenHash: p.string().nullable(),
  },
});
