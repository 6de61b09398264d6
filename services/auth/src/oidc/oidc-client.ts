import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { DomainError } from '@formpath/contracts';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';

/** The configured OpenID Connect issuer, discovered once and reused. */
@Injectable()
export class OidcClient {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.oidcEnabled;
  }

  get providerName(): string {
    if (this.config.OIDC_PROVIDER_NAME) return this.config.OIDC_PROVIDER_NAME;
    return this.config.OIDC_ISSUER ? new URL(this.config.OIDC_ISSUER).hostname : 'identity provider';
  }

  get redirectUri(): string {
    return this.config.OIDC_REDIRECT_URI ?? `${this.config.publicUrl}/api/auth/oidc/callback`;
  }

  configuration(): Promise<oidc.Configuration> {
    const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: secret } = this.config;
    if (!this.enabled || !issuer || !clientId) throw new DomainError('AUTH_OIDC_NOT_CONFIGURED');
    this.discovered ??= oidc
      .discovery(new URL(issuer), clientId, secret, undefined, {
        // Plain http is only accepted for a local issuer (development and tests).
        ...(new URL(issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((err: unknown) => {
        this.discovered = undefined;
        throw err;
      });
    return this.discovered;
  }
}
