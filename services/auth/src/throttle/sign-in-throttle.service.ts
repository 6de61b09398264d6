import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';

const keyFor = (kind: string, value: string) => `${kind}:${createHash('sha256').update(value).digest('base64url')}`;

/**
 * Fixed-window counters of sign-in attempts per account and per client, kept in the database
 * so that every replica of the auth service counts the same attempts.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    @InjectDatabase('auth') private readonly db: ServiceDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async admit(email: string, clientKey: string): Promise<void> {
    const account = await this.count(keyFor('account', email));
    const client = await this.count(keyFor('client', clientKey));
    if (account > this.config.SIGNIN_MAX_PER_ACCOUNT || client > this.config.SIGNIN_MAX_PER_CLIENT) {
      throw new DomainError('AUTH_RATE_LIMITED', undefined, { retryAfterSeconds: this.config.SIGNIN_WINDOW_MINUTES * 60 });
    }
  }

  async forgetAccount(email: string): Promise<void> {
    await this.db.em.getConnection().execute(`delete from "${this.db.name}"."sign_in_attempts" where key = ?`, [keyFor('account', email)]);
  }

  private async count(key: string): Promise<number> {
    const windowStart = new Date(Date.now() - this.config.SIGNIN_WINDOW_MINUTES * 60_000);
    const table = `"${this.db.name}"."sign_in_attempts"`;
    const rows = await this.db.em.getConnection().execute<Array<{ attempts: number }>>(
      `insert into ${table} (key, window_start, attempts) values (?, now(), 1)
       on conflict (key) do update set
         attempts = case when ${table}.window_start < ? then 1 else ${table}.attempts + 1 end,
         window_start = case when ${table}.window_start < ? then now() else ${table}.window_start end
       returning attempts`,
      [key, windowStart, windowStart],
    );
    return Number(rows[0]?.attempts ?? 0);
  }
}
