import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@formpath/contracts';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { retryAfterSeconds, throttleKey, ThrottleStore } from './throttle-store.js';

/**
 * Sign-ups per client in a fixed window. Sign-up must say when an email is taken (spec), so this
 * limit is what keeps anyone from using it to test a list of emails; it also bounds account spam.
 */
@Injectable()
export class SignUpThrottle {
  constructor(
    private readonly store: ThrottleStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every well-formed attempt counts, taken or not, before the lookup and the hashing. */
  async admit(clientKey: string): Promise<void> {
    const client = await this.store.hit(throttleKey('signup-client', clientKey), this.config.SIGNUP_WINDOW_MINUTES * 60);
    if (client.hits > this.config.SIGNUP_MAX_PER_CLIENT) {
      throw new DomainError('AUTH_SIGNUP_RATE_LIMITED', undefined, { retryAfterSeconds: retryAfterSeconds(client.secondsLeft) });
    }
  }
}
