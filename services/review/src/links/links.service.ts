import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import type { ReviewLink, ReviewLinkState } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';
import { ApplicationOwner } from './application-owner.js';
import { hashLinkToken, isLinkToken, linkUrl, newLinkToken } from './link-token.js';

export interface Owned {
  userId: string;
  sessionId: string;
}

type Row = Record<string, unknown>;

export interface OpenLink {
  id: string;
  sessionId: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}
const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/**
 * Share links: minted here, shown once, stored as a hash, one open per application. Times come
 * from the database's clock, so every replica agrees on what has expired.
 */
@Injectable()
export class LinksService {
  constructor(
    @InjectDatabase('review') private readonly db: ServiceDatabase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly owner: ApplicationOwner,
  ) {}

  /** A new link for the application; the one it had stops working. */
  async create({ userId, sessionId }: Owned): Promise<ReviewLink> {
    await this.owner.assert(userId, sessionId);
    const token = newLinkToken();
    const [row] = await this.db.em.transactional(async (em) => {
      // Two creations for one application at once: the second waits, then revokes the first.
      await this.sql(em, `select pg_advisory_xact_lock(hashtext(?))`, [`review-link:${sessionId}`]);
      await this.sql(em, `update ${this.table} set "revoked_at" = now() where "session_id" = ? and "revoked_at" is null`, [sessionId]);
      return this.sql(
        em,
        `insert into ${this.table} ("id", "session_id", "user_id", "token_hash", "created_at", "expires_at")
           values (?, ?, ?, ?, now(), now() + make_interval(secs => ?)) returning "expires_at"`,
        [randomUUID(), sessionId, userId, hashLinkToken(token), this.config.REVIEW_LINK_HOURS * 3600],
      );
    });
    return { url: linkUrl(this.config.publicUrl, token), expiresAt: iso(row?.['expires_at']) };
  }

  /** The open link's state; its URL cannot be given again (only its hash is kept). */
  async get({ userId, sessionId }: Owned): Promise<ReviewLinkState> {
    await this.owner.assert(userId, sessionId);
    const [row] = await this.sql(
      this.db.em,
      `select "created_at", "expires_at" from ${this.table} where "session_id" = ? and "revoked_at" is null and "expires_at" > now()`,
      [sessionId],
    );
    return row ? { active: true, expiresAt: iso(row['expires_at']), createdAt: iso(row['created_at']) } : { active: false, expiresAt: null, createdAt: null };
  }

  /** Revokes the application's link; `revoked` says whether a working one was stopped. */
  async revoke({ userId, sessionId }: Owned): Promise<{ revoked: boolean }> {
    await this.owner.assert(userId, sessionId);
    const rows = await this.sql(
      this.db.em,
      `update ${this.table} set "revoked_at" = now() where "session_id" = ? and "revoked_at" is null returning ("expires_at" > now()) as "was_active"`,
      [sessionId],
    );
    return { revoked: rows.some((r) => r['was_active'] === true) };
  }

  /** The application's open link with this token, or null (another token, revoked or expired). */
  async openLink(sessionId: string, token: string): Promise<OpenLink | null> {
    const link = await this.byToken(token);
    return link?.sessionId === sessionId ? link : null;
  }

  /** The open link a presented token belongs to, or null: unknown, revoked and expired look alike. */
  async byToken(token: string): Promise<OpenLink | null> {
    if (!isLinkToken(token)) return null;
    const tokenHash = hashLinkToken(token);
    const [row] = await this.sql(
      this.db.em,
      `select "id", "session_id", "user_id", "expires_at" from ${this.table} where "token_hash" = ? and "revoked_at" is null and "expires_at" > now()`,
      [tokenHash],
    );
    return row
      ? { id: String(row['id']), sessionId: String(row['session_id']), userId: String(row['user_id']), tokenHash, expiresAt: new Date(row['expires_at'] as string | Date) }
      : null;
  }

  private get table(): string {
    return `"${this.db.name}"."review_links"`;
  }

  private sql(em: EntityManager, query: string, params: unknown[]): Promise<Row[]> {
    return em.getConnection().execute<Row[]>(query, params, 'all', em.getTransactionContext());
  }
}
