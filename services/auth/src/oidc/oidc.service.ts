import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { DomainError, normalizeEmail, type OidcConfig, type SignedIn } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { LOGGER } from '@formpath/server-kit';
import type { Logger } from 'pino';
import { SessionsService } from '../sessions/sessions.service.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService, type Caller } from '../users/users.service.js';
import { OidcClient } from './oidc-client.js';
import { IdentityEntity, OidcLoginEntity } from './oidc.entities.js';

const loginLifetimeMs = 10 * 60_000;
const expiredLogin = 'Authentication failed: the sign-in request expired. Please try again.';

/** Only a path on our own site may be returned to, never another origin. */
export const safeReturnTo = (value: string | undefined): string =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/app';

@Injectable()
export class OidcService {
  constructor(
    @InjectDatabase('auth') private readonly db: ServiceDatabase,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly client: OidcClient,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  config(): OidcConfig {
    return { enabled: this.client.enabled, name: this.client.providerName };
  }

  /** Authorization code flow with PKCE (S256), state and nonce. */
  async start(returnTo: string): Promise<{ authorizationUrl: string; state: string }> {
    const configuration = await this.discover();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.client.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    this.db.em.create(OidcLoginEntity, { state, codeVerifier, nonce, returnTo: safeReturnTo(returnTo), expiresAt: new Date(Date.now() + loginLifetimeMs) });
    await this.db.em.flush();
    return { authorizationUrl: url.href, state };
  }

  async complete(input: { callbackUrl: string; state: string } & Caller): Promise<SignedIn & { returnTo: string }> {
    const configuration = await this.discover();
    const login = await this.db.em.findOne(OidcLoginEntity, { state: input.state });
    if (!login) throw new DomainError('AUTH_OIDC_FAILED', expiredLogin);
    await this.db.em.remove(login).flush();
    if (login.expiresAt.getTime() < Date.now()) throw new DomainError('AUTH_OIDC_FAILED', expiredLogin);

    // The callback is checked against our own redirect URI, whatever URL the caller saw.
    const callback = new URL(this.client.redirectUri);
    callback.search = new URL(input.callbackUrl, this.client.redirectUri).search;
    let claims: (oidc.IDToken & { email?: unknown }) | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: login.state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      // Many issuers put the email in the userinfo answer only.
      if (claims && claims['email'] === undefined && tokens.access_token) {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        claims = { ...claims, email: info.email };
      }
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'OIDC code exchange failed');
      throw new DomainError('AUTH_OIDC_FAILED');
    }
    if (!claims?.sub) throw new DomainError('AUTH_OIDC_FAILED');
    const user = await this.userFor(configuration.serverMetadata().issuer, claims);
    return { ...(await this.sessions.start(user, input.previousSessionId)), returnTo: login.returnTo };
  }

  private async userFor(issuer: string, claims: oidc.IDToken) {
    const em = this.db.em;
    const identity = await em.findOne(IdentityEntity, { issuer, subject: claims.sub });
    if (identity) {
      const user = await em.findOne(UserEntity, { id: identity.userId });
      if (user) return user;
    }
    const email = typeof claims['email'] === 'string' ? normalizeEmail(claims['email']) : null;
    // Another way in with the same email never takes over the existing account.
    if (email && (await this.users.findByEmail(email))) throw new DomainError('AUTH_OIDC_EMAIL_IN_USE');
    const user = await this.users.create(email, null);
    em.create(IdentityEntity, { id: randomUUID(), userId: user.id, issuer, subject: claims.sub, email, createdAt: new Date() });
    await em.flush();
    return user;
  }

  private async discover() {
    try {
      return await this.client.configuration();
    } catch (err) {
      if (err instanceof DomainError) throw err;
      this.logger.error({ err: (err as Error).message }, 'OIDC discovery failed');
      throw new DomainError('AUTH_OIDC_FAILED', 'Authentication failed: the identity provider could not be reached.');
    }
  }
}
