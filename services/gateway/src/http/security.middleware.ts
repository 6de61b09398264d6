import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { DomainError, reviewLinkPath } from '@formpath/contracts';
import type { AppConfig } from '@formpath/server-kit';
import { isApiPath } from './api-path.js';

// Powerful browser features Formpath never uses: denied to the app and to anything it embeds.
const permissionsPolicy = [
  'accelerometer', 'autoplay', 'bluetooth', 'browsing-topics', 'camera', 'display-capture',
  'encrypted-media', 'geolocation', 'gyroscope', 'hid', 'idle-detection', 'magnetometer', 'microphone', 'midi',
  'payment', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Security headers on every response: a CSP without unsafe-eval, nosniff, Referrer-Policy,
 * Permissions-Policy, framing refused (CSP and X-Frame-Options agree), HSTS in production.
 */
export const securityHeaders = (config: AppConfig) => {
  const helmetHeaders = helmet({
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
    // Helmet's default is SAMEORIGIN, which would contradict frame-ancestors 'none' in old browsers.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Permissions-Policy', permissionsPolicy);
    helmetHeaders(req, res, next);
  };
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site: the browser tells us through
 * Sec-Fetch-Site, and older browsers through Origin, which must be PUBLIC_URL's origin (or, with
 * the development default, its loopback aliases), never compared with Host: a client chooses its Host header. Non-browser clients send neither.
 */
export const sameOriginOnly = (config: AppConfig) => (req: Request, _res: Response, next: NextFunction) => {
  if (safeMethods.has(req.method)) return next();
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return next(new DomainError('CROSS_SITE_REQUEST'));
  const origin = req.get('origin');
  if (origin && !config.allowedOrigins.includes(origin)) return next(new DomainError('CROSS_SITE_REQUEST'));
  next();
};

/** Answers from the API are personal: never cached anywhere. */
export const noStoreApi = (req: Request, res: Response, next: NextFunction) => {
  if (isApiPath(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
};

/** The attorney's pages and API carry a link token in their URL: nothing they load or link to may be told it. */
export const noReferrerOnReview = (req: Request, res: Response, next: NextFunction) => {
  // Lower case: the web app's router matches /Attorney-Review/… as well.
  const path = req.path.toLowerCase();
  if (path.startsWith(reviewLinkPath) || path.startsWith('/api/review/')) res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};
