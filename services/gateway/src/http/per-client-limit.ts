import type { Request } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError, type ErrorCode } from '@formpath/contracts';
import { clientKeyOf } from '../auth/client-key.js';

/**
 * Requests per client (IPv4 address or IPv6 /64, or a user) and minute, per gateway replica; past the limit
 * the given error, with the seconds to wait (Retry-After).
 */
export class PerClientLimit {
  private readonly limiter: RateLimiterMemory;

  constructor(
    perMinute: number,
    private readonly error: ErrorCode,
  ) {
    this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  }

  admit(req: Request): Promise<void> {
    return this.admitKey(clientKeyOf(req.ip));
  }

  /** The same limit for another key (a signed-in user's id). */
  async admitKey(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (res) {
      if (!(res instanceof RateLimiterRes)) throw res;
      throw new DomainError(this.error, undefined, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
    }
  }
}
