import { DomainError } from '@formpath/contracts';
import { toDomainError, toErrorBody } from './bus-errors.js';

describe('bus errors', () => {
  it('keeps a domain error code and message across the wire', () => {
    const body = toErrorBody(new DomainError('AUTH_EMAIL_TAKEN'));
    const back = toDomainError(body, 'auth.user.signup');
    expect(back.code).toBe('AUTH_EMAIL_TAKEN');
    expect(back.message).toBe(body.message);
  });

  it('never sends a stack or an internal message', () => {
    expect(toErrorBody(new Error('password column missing'))).toEqual({ code: 'INTERNAL', message: expect.not.stringContaining('password') });
  });

  it('names timeouts and missing handlers', () => {
    expect(toDomainError({ name: 'TimeoutError', message: 'Timeout has occurred' }, 's').code).toBe('BUS_TIMEOUT');
    expect(toDomainError('There is no matching message handler defined in the remote service.', 's').code).toBe('BUS_NO_HANDLER');
    expect(toDomainError({ code: 'BUS_NO_HANDLER', message: 'x' }, 's').code).toBe('BUS_NO_HANDLER');
    expect(toDomainError({ message: '503 no responders' }, 's').code).toBe('BUS_NO_HANDLER');
    // Nest's NATS client when nobody subscribes to the subject.
    expect(toDomainError({ message: 'Empty response. There are no subscribers listening to that message ("x")' }, 's').code).toBe('BUS_NO_HANDLER');
    expect(toDomainError(42, 's').code).toBe('INTERNAL');
  });
});
