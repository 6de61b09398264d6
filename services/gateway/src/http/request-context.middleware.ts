import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { httpLatency, httpRequests, newRequestId, runWithRequestMeta } from '@formpath/server-kit';
import { isApiPath } from './api-path.js';

const validRequestId = /^[A-Za-z0-9._-]{8,64}$/;

// Route patterns, not raw paths: raw paths carry tokens and ids and would explode the label set.
const routeOf = (req: Request): string => {
  const route = (req as Request & { route?: { path?: unknown } }).route?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  return isApiPath(req.path) ? 'unmatched' : 'static';
};

/** Request id, structured access log (no bodies, cookies or personal data) and HTTP metrics. */
export const requestContext = (logger: Logger) => (req: Request, res: Response, next: NextFunction) => {
  const incoming = req.get('x-request-id');
  const requestId = incoming && validRequestId.test(incoming) ? incoming : newRequestId();
  res.setHeader('X-Request-Id', requestId);
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const labels = { method: req.method, route: routeOf(req), status: String(res.statusCode) };
    httpRequests.inc(labels);
    httpLatency.observe(labels, seconds);
    if (labels.route !== 'static' || res.statusCode >= 400) {
      logger.info({ requestId, ...labels, ms: Math.round(seconds * 1000) }, 'request');
    }
  });
  runWithRequestMeta({ requestId }, next);
};
