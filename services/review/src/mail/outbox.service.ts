import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, type ReviewDelivery } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { FIELD_CIPHER, type FieldCipher } from '@formpath/storage';
import type { ReviewEmail } from './review-email.js';

type Row = Record<string, unknown>;

/** `stored`: in the outbox only (no SMTP); `sending`, then `sent` or `failed`: over SMTP. */
export type OutboxStatus = 'stored' | 'sending' | 'sent' | 'failed';

export interface OutboxMessage {
  id: string;
  kind: 'invitation' | 'notice';
  sessionId: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sentVia: ReviewDelivery;
  status: OutboxStatus;
  messageId: string | null;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

interface NewMessage {
  userId: string;
  sessionId: string;
  linkHash: string;
  to: string;
  email: ReviewEmail;
  via: ReviewDelivery;
  /** An invitation to an attorney (counted against the hourly limit) or a notice to the applicant (not counted). */
  kind?: 'invitation' | 'notice';
}

const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString());

/**
 * Every review email, whatever way it went: counted for the per-user limit, listed for the admin
 * area. The recipient and the message (which holds the link) are sealed with the storage keys
 * and bound to their column, row and owner; the subject names nobody and stays readable.
 */
@Injectable()
export class OutboxService {
  constructor(
    @InjectDatabase('review') private readonly db: ServiceDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FIELD_CIPHER) private readonly cipher: FieldCipher,
  ) {}

  /**
   * Records a message unless the user has reached REVIEW_SENDS_PER_HOUR in the last hour
   * (every attempt counts, failed ones too). Counted and written under one per-user lock, so
   * parallel sends cannot slip past the limit.
   */
  async add(message: NewMessage): Promise<{ id: string }> {
    const { userId } = message;
    const kind = message.kind ?? 'invitation';
    return this.db.em.transactional(async (em) => {
      await this.sql(em, `select pg_advisory_xact_lock(hashtext(?))`, [`review-send:${userId}`]);
      const window = `"user_id" = ? and "kind" = 'invitation' and "created_at" > now() - interval '1 hour'`;
      const [counted] = await this.sql(em, `select count(*)::int as "sends" from ${this.table} where ${window}`, [userId]);
      const sends = Number(counted?.['sends'] ?? 0);
      const limit = this.config.REVIEW_SENDS_PER_HOUR;
      if (kind === 'invitation' && sends >= limit) {
        // Free again when the send that brought the count to the limit leaves the hour.
        const [oldest] = await this.sql(
          em,
          `select extract(epoch from "created_at" + interval '1 hour' - now()) as "seconds_left" from ${this.table}
             where ${window} order by "created_at" asc offset ? limit 1`,
          [userId, sends - limit],
        );
        const retryAfterSeconds = Math.max(1, Math.ceil(Number(oldest?.['seconds_left'] ?? 3600)));
        const minutes = Math.ceil(retryAfterSeconds / 60);
        throw new DomainError(
          'REVIEW_SEND_RATE_LIMITED',
          `You have sent the review link ${limit} times in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { retryAfterSeconds },
        );
      }
      const id = randomUUID();
      const seal = (column: string, value: string) => this.cipher.seal(value, this.context(column, id, userId));
      await this.sql(
        em,
        `insert into ${this.table} ("id", "kind", "user_id", "session_id", "link_hash", "sealed_recipient", "subject", "sealed_text", "sealed_html", "sent_via", "status", "created_at", "sent_at")
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), ${message.via === 'outbox' ? 'now()' : 'null'})`,
        [
          id,
          kind,
          userId,
          message.sessionId,
          message.linkHash,
          seal('sealed_recipient', message.to),
          message.email.subject,
          seal('sealed_text', message.email.text),
          seal('sealed_html', message.email.html),
          message.via,
          message.via === 'outbox' ? 'stored' : 'sending',
        ],
      );
      return { id };
    });
  }

  /** The SMTP outcome of a message added with `via: 'smtp'`. */
  async settle(id: string, outcome: { status: 'sent'; messageId: string } | { status: 'failed'; error: string }): Promise<void> {
    await this.sql(
      this.db.em,
      `update ${this.table} set "status" = ?, "message_id" = ?, "error" = ?, "sent_at" = case when ? = 'sent' then now() end where "id" = ?`,
      [outcome.status, outcome.status === 'sent' ? outcome.messageId.slice(0, 255) : null, outcome.status === 'failed' ? outcome.error.slice(0, 200) : null, outcome.status, id],
    );
  }

  /** The messages of one application, oldest first, opened (for the admin area and tests). */
  async messagesFor(sessionId: string): Promise<OutboxMessage[]> {
    const rows = await this.sql(this.db.em, `select * from ${this.table} where "session_id" = ? order by "created_at" asc, "id" asc`, [sessionId]);
    return rows.map((row) => {
      const id = String(row['id']);
      const userId = String(row['user_id']);
      const open = (column: string) => (row[column] === null ? null : this.cipher.open(String(row[column]), this.context(column, id, userId)));
      return {
        id,
        kind: row['kind'] as OutboxMessage['kind'],
        sessionId: String(row['session_id']),
        to: open('sealed_recipient') ?? '',
        subject: String(row['subject']),
        text: open('sealed_text') ?? '',
        html: open('sealed_html'),
        sentVia: row['sent_via'] as ReviewDelivery,
        status: row['status'] as OutboxStatus,
        messageId: (row['message_id'] as string | null) ?? null,
        error: (row['error'] as string | null) ?? null,
        createdAt: iso(row['created_at']) ?? '',
        sentAt: iso(row['sent_at']),
      };
    });
  }

  /** Binds a sealed value to where it lives: a copy in another column, row or account does not open. */
  private context(column: string, id: string, userId: string): string {
    return `${this.db.name}.outbox.${column}:${id}:${userId}`;
  }

  private get table(): string {
    return `"${this.db.name}"."outbox"`;
  }

  private sql(em: EntityManager, query: string, params: unknown[]): Promise<Row[]> {
    return em.getConnection().execute<Row[]>(query, params, 'all', em.getTransactionContext());
  }
}
