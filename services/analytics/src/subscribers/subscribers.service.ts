import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { CollectEmailResult, collectEmailSchema, UnsubscribeResult } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';

const table = '"analytics"."email_subscribers"';
// Only a hash is stored: the database alone cannot unsubscribe anyone.
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The email list: one row per address, consent kept with its time, unsubscribing by token. */
@Injectable()
export class SubscribersService {
  constructor(@InjectDatabase('analytics') private readonly db: ServiceDatabase) {}

  /**
   * One statement, so two captures of the same address at once cannot both subscribe it. A new
   * address, or one that had unsubscribed, is (re)subscribed and gets a fresh unsubscribe token;
   * an address already on the list is left as it is and gets no token (no one can take over another's link).
   */
  async collect(input: z.output<typeof collectEmailSchema>): Promise<CollectEmailResult> {
    const token = randomBytes(24).toString('base64url');
    const rows = await this.execute<{ id: string }>(
      `insert into ${table} as s ("id", "email", "first_name", "last_name", "source", "language", "user_agent", "referrer",
         "subscribed", "verified", "consented_at", "collected_at", "unsubscribed_at", "unsubscribe_token_hash")
       values (?, ?, ?, ?, ?, ?, ?, ?, true, false, now(), now(), null, ?)
       on conflict ("email") do update set
         "first_name" = coalesce(nullif(excluded."first_name", ''), s."first_name"),
         "last_name" = coalesce(nullif(excluded."last_name", ''), s."last_name"),
         "source" = excluded."source", "language" = excluded."language",
         "user_agent" = excluded."user_agent", "referrer" = excluded."referrer",
         "subscribed" = true, "consented_at" = now(), "unsubscribed_at" = null,
         "unsubscribe_token_hash" = excluded."unsubscribe_token_hash"
       where s."subscribed" = false
       returning "id"`,
      [randomUUID(), input.email, input.firstName, input.lastName, input.source, input.language, input.userAgent, input.referrer, tokenHash(token)],
    );
    return rows.length ? { status: 'subscribed', unsubscribeToken: token } : { status: 'already_subscribed' };
  }

  /** The link keeps working: a second click (or an old link after re-subscribing) changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    const rows = await this.execute<{ id: string }>(
      `update ${table} set "subscribed" = false, "unsubscribed_at" = coalesce("unsubscribed_at", now())
       where "unsubscribe_token_hash" = ? returning "id"`,
      [tokenHash(token)],
    );
    return { unsubscribed: rows.length > 0 };
  }

  private execute<Row>(query: string, params: unknown[]): Promise<Row[]> {
    return this.db.em.getConnection().execute<Row[]>(query, params, 'all');
  }
}
