import { DomainError, errorCatalog, isErrorCode, type ErrorBody } from '@formpath/contracts';

export const NO_HANDLER = { code: 'BUS_NO_HANDLER', message: errorCatalog.BUS_NO_HANDLER.message } satisfies ErrorBody;

// Nest's own text when a NATS server has no handler for a subject it listens on.
const NEST_NO_HANDLER = 'There is no matching message handler defined in the remote service.';

/** Turns whatever came back over the bus into a DomainError the edge knows how to show. */
export const toDomainError = (err: unknown, subject: string): DomainError => {
  if (err instanceof DomainError) return err;
  if (err && typeof err === 'object') {
    const body = err as Partial<ErrorBody> & { name?: string; message?: string };
    if (body.name === 'TimeoutError') return new DomainError('BUS_TIMEOUT', undefined, { subject });
    if (isErrorCode(body.code)) return new DomainError(body.code, body.message, body.details);
    const message = String(body.message ?? '');
    if (message.includes(NEST_NO_HANDLER) || /no responders|no subscribers/i.test(message)) {
      return new DomainError('BUS_NO_HANDLER', undefined, { subject });
    }
  }
  if (err === NEST_NO_HANDLER) return new DomainError('BUS_NO_HANDLER', undefined, { subject });
  return new DomainError('INTERNAL', undefined, { subject });
};

/** What a handler's failure becomes on the wire: a code and a user message, never a stack. */
export const toErrorBody = (err: unknown): ErrorBody =>
  err instanceof DomainError
    ? { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) }
    : { code: 'INTERNAL', message: errorCatalog.INTERNAL.message };
