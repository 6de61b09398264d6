import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import type { ReviewChange, ReviewVerdict } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { FIELD_CIPHER, type FieldCipher } from '@formpath/storage';

type Row = Record<string, unknown>;

export interface StoredReview {
  id: string;
  verdict: ReviewVerdict;
  notes: string | null;
  reviewedAt: string;
}

export interface NewChange {
  path: string;
  oldValue: string | null;
  newValue: string | null;
  comment: string | null;
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/**
 * Reviews and their audit trail (one row per field the attorney changed or commented on).
 * Notes, values and comments are personal: sealed with the storage keys and bound to their
 * table, column, row and owner, so a copied value does not open anywhere else.
 */
@Injectable()
export class ReviewStore {
  constructor(
    @InjectDatabase('review') private readonly db: ServiceDatabase,
    @Inject(FIELD_CIPHER) private readonly cipher: FieldCipher,
  ) {}

  async ofLink(linkId: string): Promise<{ verdict: ReviewVerdict; reviewedAt: string } | null> {
    const [row] = await this.sql(this.db.em, `select "status", "reviewed_at" from ${this.table('reviews')} where "link_id" = ?`, [linkId]);
    return row ? { verdict: row['status'] as ReviewVerdict, reviewedAt: iso(row['reviewed_at']) } : null;
  }

  /**
   * Records the review of a link with its audit trail in one transaction, or answers null when
   * the link already has a review: its unique link id decides between two submits at once.
   */
  async claim(
    review: { sessionId: string; userId: string; linkId: string; verdict: ReviewVerdict; notes: string },
    changes: NewChange[],
  ): Promise<{ id: string; reviewedAt: string } | null> {
    const id = randomUUID();
    const { sessionId, userId, linkId } = review;
    return this.db.em.transactional(async (em) => {
      const notes = review.notes.trim() ? this.cipher.seal(review.notes.trim(), this.context('reviews', 'sealed_notes', id, userId)) : null;
      const [row] = await this.sql(
        em,
        `insert into ${this.table('reviews')} ("id", "session_id", "user_id", "link_id", "status", "sealed_notes", "reviewed_at", "created_at", "updated_at")
           values (?, ?, ?, ?, ?, ?, now(), now(), now()) on conflict ("link_id") do nothing returning "reviewed_at"`,
        [id, sessionId, userId, linkId, review.verdict, notes],
      );
      if (!row) return null;
      for (const change of changes) {
        const changeId = randomUUID();
        const seal = (column: string, value: string | null) => (value === null ? null : this.cipher.seal(value, this.context('review_changes', column, changeId, userId)));
        await this.sql(
          em,
          `insert into ${this.table('review_changes')} ("id", "review_id", "session_id", "user_id", "link_id", "path", "sealed_old", "sealed_new", "sealed_comment", "created_at")
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, now())`,
          [changeId, id, sessionId, userId, linkId, change.path, seal('sealed_old', change.oldValue), seal('sealed_new', change.newValue), seal('sealed_comment', change.comment)],
        );
      }
      return { id, reviewedAt: iso(row['reviewed_at']) };
    });
  }

  /** Takes back a review whose edits the application refused (its changes go with it): the attorney may submit again. */
  async release(reviewId: string): Promise<void> {
    await this.sql(this.db.em, `delete from ${this.table('reviews')} where "id" = ?`, [reviewId]);
  }

  /** The application's latest review, or null while there is none. */
  async latest(sessionId: string): Promise<StoredReview | null> {
    const [row] = await this.sql(
      this.db.em,
      `select "id", "user_id", "status", "sealed_notes", "reviewed_at" from ${this.table('reviews')} where "session_id" = ? order by "reviewed_at" desc limit 1`,
      [sessionId],
    );
    if (!row) return null;
    const id = String(row['id']);
    const sealed = row['sealed_notes'] as string | null;
    return {
      id,
      verdict: row['status'] as ReviewVerdict,
      notes: sealed === null ? null : this.cipher.open(sealed, this.context('reviews', 'sealed_notes', id, String(row['user_id']))),
      reviewedAt: iso(row['reviewed_at']),
    };
  }

  /** Every change and comment of the application's reviews, in the order they were made. */
  async changes(sessionId: string, changeId?: string): Promise<ReviewChange[]> {
    const rows = await this.sql(
      this.db.em,
      `select * from ${this.table('review_changes')} where "session_id" = ? ${changeId ? 'and "id" = ?' : ''} order by "created_at" asc, "path" asc`,
      changeId ? [sessionId, changeId] : [sessionId],
    );
    return rows.map((row) => {
      const id = String(row['id']);
      const open = (column: string) => {
        const value = row[column] as string | null;
        return value === null ? null : this.cipher.open(value, this.context('review_changes', column, id, String(row['user_id'])));
      };
      return {
        id,
        path: String(row['path']),
        oldValue: open('sealed_old'),
        newValue: open('sealed_new'),
        comment: open('sealed_comment'),
        resolution: row['resolution'] as ReviewChange['resolution'],
        changedAt: iso(row['created_at']),
      };
    });
  }

  /** Moves a change from one resolution to another; false when another request moved it first. */
  async resolve(changeId: string, from: ReviewChange['resolution'], to: ReviewChange['resolution']): Promise<boolean> {
    const rows = await this.sql(
      this.db.em,
      `update ${this.table('review_changes')} set "resolution" = ?, "resolved_at" = now() where "id" = ? and "resolution" = ? returning "id"`,
      [to, changeId, from],
    );
    return rows.length > 0;
  }

  private context(table: string, column: string, id: string, userId: string): string {
    return `${this.db.name}.${table}.${column}:${id}:${userId}`;
  }

  private table(name: string): string {
    return `"${this.db.name}"."${name}"`;
  }

  private sql(em: EntityManager, query: string, params: unknown[]): Promise<Row[]> {
    return em.getConnection().execute<Row[]>(query, params, 'all', em.getTransactionContext());
  }
}
