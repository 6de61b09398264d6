import type { CookieOptions, Request, Response } from 'express';
import type { AppConfig } from '@formpath/server-kit';

// In production the __Host- prefix pins cookies to our origin: Secure, Path=/, no Domain.
const name = (config: AppConfig, base: string) => (config.production ? `__Host-${base}` : base);

const options = (config: AppConfig, maxAgeMs?: number): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.production,
  path: '/',
  ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}),
});

export const sessionCookie = {
  read: (config: AppConfig, req: Request): string | undefined => req.cookies?.[name(config, 'fp_session')],
  write: (config: AppConfig, res: Response, id: string, expiresAt: string) =>
    res.cookie(name(config, 'fp_session'), id, options(config, Math.max(0, Date.parse(expiresAt) - Date.now()))),
  clear: (config: AppConfig, res: Response) => res.clearCookie(name(config, 'fp_session'), options(config)),
};

/** Binds an OIDC authorization request to the browser that started it (login CSRF). */
export const oidcStateCookie = {
  read: (config: AppConfig, req: Request): string | undefined => req.cookies?.[name(config, 'fp_oidc_state')],
  write: (config: AppConfig, res: Response, state: string) => res.cookie(name(config, 'fp_oidc_state'), state, options(config, 10 * 60_000)),
  clear: (config: AppConfig, res: Response) => res.clearCookie(name(config, 'fp_oidc_state'), options(config)),
};
