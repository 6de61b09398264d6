import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@formpath/contracts';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { retryAfterSeconds, throttleKey, ThrottleStore } from './throttle-store.js';

/**
 * Sign-in guesses are slowed per account and client pair, never per account alone: a stranger
 * guessing from elsewhere cannot lock the owner out, and the guesser's own delays grow.
 * Each client is also capped across all accounts, against spraying one password over many.
 * Only attempts that do not succeed count.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly store: ThrottleStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async admit(email: string, clientKey: string): Promise<void> {
    const windowSeconds = this.config.SIGNIN_WINDOW_MINUTES * 60;
    const client = await this.store.hit(throttleKey('signin-client', clientKey), windowSeconds);
    if (client.hits > this.config.SIGNIN_MAX_PER_CLIENT) throw limited(retryAfterSeconds(client.secondsLeft));
    const delay = await this.store.claim(throttleKey('signin-pair', email, clientKey), this.config.SIGNIN_MAX_PER_ACCOUNT, windowSeconds);
    if (delay > 0) throw limited(delay);
  }

  /** The admitted attempt was the owner's: it stops counting, and the pair starts afresh. */
  async succeeded(email: string, clientKey: string): Promise<void> {
    await this.store.forget(throttleKey('signin-pair', email, clientKey));
    await this.store.unhit(throttleKey('signin-client', clientKey));
  }
}

const limited = (seconds: number) => new DomainError('AUTH_RATE_LIMITED', undefined, { retryAfterSeconds: seconds });
