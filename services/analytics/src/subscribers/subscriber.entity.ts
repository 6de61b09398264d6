import { defineEntity, p } from '@mikro-orm/core';

/**
 * An email capture (spec 2 §3 "Email subscriber"); `consentedAt` is when they said yes. Personal
 * columns are sealed (FieldCipher); `emailDigest` finds an address without storing it in the clear.
 */
export const SubscriberEntity = defineEntity({
  name: 'Subscriber',
  tableName: 'email_subscribers',
  properties: {
    id: p.uuid().primary(),
    emailDigest: p.string(),
    sealedEmail: p.text().nullable(),
    sealedFirstName: p.text().nullable(),
    sealedLastName: p.text().nullable(),
    sealedUserAgent: p.text().nullable(),
    sealedReferrer: p.text().nullable(),
    source: p.string(),
    language: p.string(),
    subscribed: p.boolean(),
    verified: p.boolean(),
    consentedAt: p.datetime(),
    collectedAt: p.datetime(),
    unsubscribedAt: p.datetime().nullable(),
  },
});
