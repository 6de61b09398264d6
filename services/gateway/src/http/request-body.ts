import { json, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { DomainError, type ErrorCode } from '@formpath/contracts';
import { isApiPath } from './api-path.js';

const hasBody = (req: Request): boolean => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * API bodies are JSON, except on the multipart routes listed (uploads), which take nothing else.
 * Checked before any byte of the body is read, so a file sent to a JSON route is never parsed.
 */
export const apiBodyTypes =
  ({ multipartRoutes }: { multipartRoutes: readonly string[] }) =>
  (req: Request, _res: Response, next: NextFunction) => {
    if (!isApiPath(req.path) || !hasBody(req)) return next();
    if (multipartRoutes.includes(req.path)) {
      if (req.is('multipart/form-data')) return next();
      return next(new DomainError('REQUEST_UNSUPPORTED_MEDIA_TYPE', 'This upload must be sent as multipart/form-data, with the file in the field "file".'));
    }
    if (req.is('application/json')) return next();
    next(new DomainError('REQUEST_UNSUPPORTED_MEDIA_TYPE'));
  };

// body-parser's error types: the client's mistakes, with our codes and messages.
const refusals: Record<string, ErrorCode> = {
  'entity.parse.failed': 'REQUEST_BODY_INVALID',
  'request.size.invalid': 'REQUEST_BODY_INVALID',
  'request.aborted': 'REQUEST_BODY_INVALID',
  'entity.too.large': 'REQUEST_BODY_TOO_LARGE',
  'encoding.unsupported': 'REQUEST_UNSUPPORTED_ENCODING',
  'charset.unsupported': 'REQUEST_UNSUPPORTED_ENCODING',
};

const refusal = (err: unknown): DomainError | undefined => {
  const { type, status } = (err ?? {}) as { type?: unknown; status?: unknown };
  const code = typeof type === 'string' ? refusals[type] : undefined;
  if (code) return new DomainError(code);
  // The parser's other 4xx: a gzip, deflate or br body that does not inflate.
  if (typeof status === 'number' && status >= 400 && status < 500) return new DomainError('REQUEST_BODY_INVALID', 'The request body could not be decompressed.');
  return undefined;
};

/**
 * JSON bodies up to `limit` bytes once inflated (or the route's own limit in `larger`), objects and arrays only (strict). What the
 * parser refuses is a client error (400, 413, 415 with our messages, logged at info without a
 * stack); only its own failures (5xx) reach the filter as errors.
 */
export const jsonBodies = (logger: Logger, limit: string, larger: Readonly<Record<string, string>> = {}) => {
  const parse = json({ limit, strict: true });
  // Routes whose bodies are legitimately bigger (the asylum narratives), each with its own ceiling.
  const parsers = new Map(Object.entries(larger).map(([path, max]) => [path, json({ limit: max, strict: true })]));
  return (req: Request, res: Response, next: NextFunction) =>
    (parsers.get(req.path) ?? parse)(req, res, (err?: unknown) => {
      if (!err) return next();
      const refused = refusal(err);
      if (!refused) return next(err);
      logger.info({ code: refused.code, reason: (err as { type?: string }).type ?? (err as Error).message }, 'request body refused');
      next(refused);
    });
};
