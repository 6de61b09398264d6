import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A user as known to one identity provider: identified by issuer and subject, never by email. */
export const IdentityEntity = defineEntity({
  name: 'Identity',
  tableName: 'identities',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    issuer: p.string(),
    subject: p.string(),
    email: p.string().nullable(),
    createdAt: p.datetime(),
  },
});

/** An authorization request in flight: PKCE verifier and nonce, used once. */
export const OidcLoginEntity = defineEntity({
  name: 'OidcLogin',
  tableName: 'oidc_logins',
  properties: {
    state: p.string().primary(),
    codeVerifier: p.string(),
    nonce: p.string(),
    returnTo: p.string(),
    expiresAt: p.datetime(),
  },
});
export type OidcLoginRecord = InferEntity<typeof OidcLoginEntity>;
