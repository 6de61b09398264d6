import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { DomainError, errorCatalog } from '@formpath/contracts';

/** Maps domain error codes to HTTP statuses and the spec's messages: `{ message, code }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (exception instanceof DomainError) {
      const retryAfter = exception.details?.['retryAfterSeconds'];
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      res.status(exception.status).json({ message: exception.message, code: exception.code });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = status === 404 ? errorCatalog.NOT_FOUND.message : exception.message;
      res.status(status).json({ message });
      return;
    }
    this.logger.error({ err: (exception as Error)?.stack ?? String(exception) }, 'unhandled error');
    res.status(500).json({ message: errorCatalog.INTERNAL.message, code: 'INTERNAL' });
  }
}

/** The same mapping for errors raised by plain Express middleware (before Nest's router). */
export const expressErrorHandler = (filter: HttpErrorFilter) => (err: unknown, _req: unknown, res: Response, _next: unknown) =>
  filter.catch(err, { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost);
