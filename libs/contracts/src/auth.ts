import { z } from 'zod';
import { defineSubject } from './subject.js';
import { authRules } from './rules.js';

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: z.enum(userRoles),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z.object({ id: z.string(), expiresAt: z.string() });
export type Session = z.infer<typeof sessionSchema>;

const signedIn = z.object({ user: userSchema, session: sessionSchema });
export type SignedIn = z.infer<typeof signedIn>;

// Bounded so that nobody can make us hash a megabyte.
const credentials = z.object({
  email: z
    .string({ error: authRules.email.message })
    .max(320, authRules.email.message),
  password: z.string({ error: 'Please enter your password' }).max(256, 'Password is too long'),
});
export const credentialsSchema = credentials;
export type Credentials = z.infer<typeof credentials>;

/** Who is asking: lets the auth service rate limit per client and rotate the old session. */
const caller = z.object({ clientKey: z.string().max(128), previousSessionId: z.string().max(128).optional() });

export const oidcConfigSchema = z.object({ enabled: z.boolean(), name: z.string() });
export type OidcConfig = z.infer<typeof oidcConfigSchema>;

export const authSubjects = {
  signUp: defineSubject('auth.user.signup', credentials.extend(caller.shape), signedIn),
  signIn: defineSubject('auth.user.signin', credentials.extend(caller.shape), signedIn),
  resolveSession: defineSubject(
    'auth.session.resolve',
    z.object({ sessionId: z.string().max(128) }),
    z.object({ user: userSchema, session: sessionSchema }).nullable(),
  ),
  revokeSession: defineSubject('auth.session.revoke', z.object({ sessionId: z.string().max(128) }), z.object({ revoked: z.boolean() })),
  // Where to write to a user (the review service notifies the applicant); null: no such user or no address.
  contact: defineSubject('auth.user.contact', z.object({ userId: z.string().max(64) }), z.object({ email: z.string().nullable() })),
  oidcConfig: defineSubject('auth.oidc.config', z.object({}), oidcConfigSchema),
  oidcStart: defineSubject(
    'auth.oidc.start',
    z.object({ returnTo: z.string().max(2048) }),
    z.object({ authorizationUrl: z.string(), state: z.string() }),
  ),
  oidcComplete: defineSubject(
    'auth.oidc.complete',
    z.object({ callbackUrl: z.string().max(8192), state: z.string().max(256) }).extend(caller.shape),
    signedIn.extend({ returnTo: z.string() }),
  ),
} as const;
