import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { authSubjects, DomainError, type Credentials, type SignedIn, type User } from '@formpath/contracts';
import { APP_CONFIG, BusClient, type AppConfig } from '@formpath/server-kit';
import { clientKeyOf } from './client-key.js';
import { oidcStateCookie, oidcStateLifetimeMs, sessionCookie } from './cookies.js';

const resolvedUser = Symbol('resolvedUser');
type WithUser = Request & { [resolvedUser]?: Promise<User | null> };

/** The edge's side of sign-in: turns bus answers into cookies and back. */
@Injectable()
export class GatewayAuthService {
  constructor(
    private readonly bus: BusClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The signed-in user of this request, asked of the auth service once per request. */
  currentUser(req: Request): Promise<User | null> {
    const r = req as WithUser;
    r[resolvedUser] ??= (async () => {
      const sessionId = sessionCookie.read(this.config, req);
      if (!sessionId) return null;
      const resolved = await this.bus.request(authSubjects.resolveSession, { sessionId });
      return resolved?.user ?? null;
    })();
    return r[resolvedUser];
  }

  async requireUser(req: Request): Promise<User> {
    const user = await this.currentUser(req);
    if (!user) throw new DomainError('AUTH_REQUIRED');
    return user;
  }

  async signUp(req: Request, res: Response, body: Credentials): Promise<User> {
    return this.begin(res, await this.bus.request(authSubjects.signUp, { ...body, ...this.caller(req) }));
  }

  async signIn(req: Request, res: Response, body: Credentials): Promise<User> {
    return this.begin(res, await this.bus.request(authSubjects.signIn, { ...body, ...this.caller(req) }));
  }

  /** Ends the session on the server; the cookie goes whatever happens. */
  async signOut(req: Request, res: Response): Promise<{ success: true }> {
    const sessionId = sessionCookie.read(this.config, req);
    sessionCookie.clear(this.config, res);
    if (sessionId) await this.bus.request(authSubjects.revokeSession, { sessionId });
    return { success: true };
  }

  oidcConfig() {
    return this.bus.request(authSubjects.oidcConfig, {});
  }

  async oidcStart(res: Response, returnTo: string | undefined): Promise<string> {
    const { authorizationUrl, state } = await this.bus.request(authSubjects.oidcStart, { returnTo: returnTo ?? '/app' });
    oidcStateCookie.write(this.config, res, state, oidcStateLifetimeMs);
    return authorizationUrl;
  }

  async oidcComplete(req: Request, res: Response): Promise<string> {
    const state = oidcStateCookie.read(this.config, req);
    oidcStateCookie.clear(this.config, res);
    if (!state || state !== req.query['state']) throw new DomainError('AUTH_OIDC_FAILED', 'Authentication failed: please start the sign-in again from this browser.');
    const signedIn = await this.bus.request(authSubjects.oidcComplete, {
      callbackUrl: req.originalUrl,
      state,
      ...this.caller(req),
    });
    this.begin(res, signedIn);
    return signedIn.returnTo;
  }

  private begin(res: Response, signedIn: SignedIn): User {
    sessionCookie.write(this.config, res, signedIn.session.id, Date.parse(signedIn.session.expiresAt) - Date.now());
    return signedIn.user;
  }

  private caller(req: Request) {
    const previousSessionId = sessionCookie.read(this.config, req);
    return { clientKey: clientKeyOf(req.ip), ...(previousSessionId ? { previousSessionId } : {}) };
  }
}
