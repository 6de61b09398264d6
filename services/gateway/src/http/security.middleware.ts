import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { DomainError } from '@formpath/contracts';
import type { AppConfig } from '@formpath/server-kit';

/** Security headers on every response: a CSP without unsafe-eval, nosniff, Referrer-Policy, HSTS in production. */
export const securityHeaders = (config: AppConfig) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // UI primitives inject small <style> elements (scroll locking); scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site: the browser tells us through
 * Sec-Fetch-Site, and older browsers through Origin. Non-browser clients send neither.
 */
export const sameOriginOnly = (config: AppConfig) => (req: Request, _res: Response, next: NextFunction) => {
  if (safeMethods.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return next(new DomainError('CROSS_SITE_REQUEST'));
  const origin = req.get('origin');
  if (origin && origin !== config.publicOrigin && origin !== `${req.protocol}://${req.get('host')}`) {
    return next(new DomainError('CROSS_SITE_REQUEST'));
  }
  next();
};

/** Answers from the API are personal: never cached anywhere. */
export const noStoreApi = (req: Request, res: Response, next: NextFunction) => {
  if (req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'no-store');
  next();
};
