import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';

/** A counter key: the kind in clear (for operators), the value hashed (no emails or addresses at rest). */
export const throttleKey = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}`;

/** Whole seconds for `Retry-After`: rounded up, so a client that waits that long is let in. */
export const retryAfterSeconds = (secondsLeft: number) => Math.max(1, Math.ceil(secondsLeft));

// Expired rows deleted per write: more than one write can add, so the table stays near the
// rows still inside their windows, and few enough that no write waits on a long delete.
const sweepBatch = 100;

/**
 * Throttle counters in the database (the table keeps its first name, sign_in_attempts), so every
 * replica counts the same attempts. Each change is one atomic upsert; times are the database's
 * clock, so replicas with skewed clocks agree on windows and delays.
 */
@Injectable()
export class ThrottleStore {
  constructor(@InjectDatabase('auth') private readonly db: ServiceDatabase) {}

  /** Counts one hit in the key's fixed window (a new window once the last has ended). */
  async hit(key: string, windowSeconds: number): Promise<{ hits: number; secondsLeft: number }> {
    await this.sweep();
    const [row] = await this.execute<{ hits: number; seconds_left: string | number }>(
      `insert into ${this.table} as c (key, window_start, attempts, expires_at)
         values (?, now(), 1, now() + make_interval(secs => ?))
       on conflict (key) do update set
         attempts = case when c.expires_at <= now() then 1 else c.attempts + 1 end,
         window_start = case when c.expires_at <= now() then now() else c.window_start end,
         expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
       returning c.attempts as hits, extract(epoch from c.expires_at - now()) as seconds_left`,
      [key, windowSeconds],
    );
    // An upsert always returns its row.
    return { hits: Number(row?.hits), secondsLeft: Number(row?.seconds_left) };
  }

  /** Takes back a hit of the current window (an attempt that turned out not to count). */
  async unhit(key: string): Promise<void> {
    await this.execute(`update ${this.table} set attempts = attempts - 1 where key = ? and attempts > 0 and expires_at > now()`, [key]);
  }

  /**
   * Counts one attempt unless the key is in a delay. The first `free` attempts pass back to
   * back; from then on each attempt starts a delay of 1 s doubling with every further one,
   * capped at `windowSeconds`. The count is forgotten after a quiet window following the last
   * delay. Claiming before the attempt runs (not after it failed) keeps a burst of parallel
   * attempts from slipping in before the first failure is written.
   * Returns 0 when admitted, else the seconds left in the delay.
   */
  // No sweep here: sign-in calls hit() first, which sweeps.
  async claim(key: string, free: number, windowSeconds: number): Promise<number> {
    const count = 'case when c.expires_at <= now() then 1 else c.attempts + 1 end';
    const blockedUntil = (n: string) =>
      `case when ${n} >= ${free} then now() + make_interval(secs => least(${windowSeconds}, power(2, ${n} - ${free}))) end`;
    const expiresAt = (n: string) => `coalesce(${blockedUntil(n)}, now()) + make_interval(secs => ${windowSeconds})`;
    const claimed = await this.execute(
      `insert into ${this.table} as c (key, window_start, attempts, blocked_until, expires_at)
         values (?, now(), 1, ${blockedUntil('1')}, ${expiresAt('1')})
       on conflict (key) do update set
         attempts = ${count},
         window_start = now(),
         blocked_until = ${blockedUntil(count)},
         expires_at = ${expiresAt(count)}
       where c.blocked_until is null or c.blocked_until <= now()
       returning c.attempts`,
      [key],
    );
    if (claimed.length > 0) return 0;
    const [row] = await this.execute<{ seconds_left: string | number | null }>(
      `select extract(epoch from blocked_until - now()) as seconds_left from ${this.table} where key = ?`,
      [key],
    );
    // The delay may have ended between the two statements: a short wait is still the honest answer.
    return retryAfterSeconds(Number(row?.seconds_left ?? 0));
  }

  async forget(key: string): Promise<void> {
    await this.execute(`delete from ${this.table} where key = ?`, [key]);
  }

  /** Bounds the table: rows past their window are deleted by the writes that come after them. */
  private async sweep(): Promise<void> {
    await this.execute(
      `delete from ${this.table} where key in (
         select key from ${this.table} where expires_at <= now() order by expires_at limit ${sweepBatch} for update skip locked)`,
    );
  }

  private get table(): string {
    return `"${this.db.name}"."sign_in_attempts"`;
  }

  private execute<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.db.em.getConnection().execute<T[]>(sql, params);
  }
}
