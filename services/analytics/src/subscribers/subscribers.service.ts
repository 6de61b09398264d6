import { randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { CollectEmailResult, collectEmailSchema, UnsubscribeResult } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { FIELD_CIPHER, type FieldCipher } from '@formpath/storage';

const table = '"analytics"."email_subscribers"';
const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) => bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * The email list. Every capture gets the same polite answer, new address or not, so the endpoint
 * never tells who is on the list; an address that unsubscribed stays off it. Unsubscribe links are
 * derived from the row and the storage keys (nothing to store, nothing to hand to the browser):
 * whoever writes to the list puts `unsubscribeUrl(id)` in every message.
 */
@Injectable()
export class SubscribersService {
  constructor(
    @InjectDatabase('analytics') private readonly db: ServiceDatabase,
    @Inject(FIELD_CIPHER) private readonly cipher: FieldCipher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async collect(input: z.output<typeof collectEmailSchema>): Promise<CollectEmailResult> {
    const digests = this.cipher.digests(input.email, 'email-list');
    const [known] = await this.execute(`select "id" from ${table} where "email_digest" in (${digests.map(() => '?').join(', ')}) limit 1`, digests);
    if (known) return { received: true };
    const id = randomUUID();
    const seal = (column: string, value: string) => (value ? this.cipher.seal(value, `analytics.email_subscribers.${column}:${id}`) : null);
    // The unique digest settles two captures of one address at the same moment: one row.
    await this.execute(
      `insert into ${table} ("id", "email_digest", "sealed_email", "sealed_first_name", "sealed_last_name", "sealed_user_agent", "sealed_referrer",
         "source", "language", "subscribed", "verified", "consented_at", "collected_at", "unsubscribed_at")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, true, false, now(), now(), null)
       on conflict ("email_digest") do nothing`,
      [id, digests[0], seal('sealed_email', input.email), seal('sealed_first_name', input.firstName), seal('sealed_last_name', input.lastName), seal('sealed_user_agent', input.userAgent), seal('sealed_referrer', input.referrer), input.source, input.language],
    );
    return { received: true };
  }

  /** The token of a subscriber's unsubscribe link: the row id and a keyed digest of it (43 characters). */
  unsubscribeToken(id: string): string {
    return Buffer.concat([uuidBytes(id), this.mac(id)[0] as Buffer]).toString('base64url');
  }

  unsubscribeUrl(id: string): string {
    return `${this.config.publicUrl}/unsubscribe?token=${this.unsubscribeToken(id)}`;
  }

  /** Forgets everything but the digest (kept so the address is not added again); a second click changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== 32) return { unsubscribed: false };
    const id = uuidOf(bytes.subarray(0, 16));
    const given = bytes.subarray(16);
    if (!this.mac(id).some((mac) => timingSafeEqual(mac, given))) return { unsubscribed: false };
    const rows = await this.execute(
      `update ${table} set "subscribed" = false, "unsubscribed_at" = coalesce("unsubscribed_at", now()),
         "sealed_email" = null, "sealed_first_name" = null, "sealed_last_name" = null, "sealed_user_agent" = null, "sealed_referrer" = null
       where "id" = ? returning "id"`,
      [id],
    );
    return { unsubscribed: rows.length > 0 };
  }

  private mac(id: string): Buffer[] {
    return this.cipher.digests(id, 'unsubscribe').map((hex) => Buffer.from(hex, 'hex').subarray(0, 16));
  }

  private execute(query: string, params: unknown[]): Promise<Array<{ id: string }>> {
    return this.db.em.getConnection().execute<Array<{ id: string }>>(query, params, 'all');
  }
}
