import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '@formpath/server-kit';

/**
 * An HttpOnly, SameSite=Lax cookie of ours. In production the __Host- prefix pins it to our
 * origin: Secure, Path=/, no Domain.
 */
const cookie = (base: string) => {
  const name = (config: AppConfig) => (config.production ? `__Host-${base}` : base);
  const options = (config: AppConfig, maxAgeMs?: number): CookieOptions => ({
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
    path: '/',
    ...(maxAgeMs !== undefined ? { maxAge: Math.max(0, maxAgeMs) } : {}),
  });
  return {
    read: (config: AppConfig, req: Request): string | undefined => req.cookies?.[name(config)],
    write: (config: AppConfig, res: Response, value: string, maxAgeMs: number) => res.cookie(name(config), value, options(config, maxAgeMs)),
    clear: (config: AppConfig, res: Response) => res.clearCookie(name(config), options(config)),
  };
};

export const sessionCookie = cookie('fp_session');

/** Binds an OIDC authorization request to the browser that started it (login CSRF). */
export const oidcStateCookie = cookie('fp_oidc_state');
export const oidcStateLifetimeMs = 10 * 60_000;
