import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { LOGGER } from '@formpath/server-kit';
import { FIELD_CIPHER, type FieldCipher } from '@formpath/storage';

type Row = Record<string, unknown>;

/** Every sealed column of the review schema, by table; each value is bound to `<schema>.<table>.<column>:<id>:<user_id>`. */
export const sealedColumns: Record<string, string[]> = {
  outbox: ['sealed_recipient', 'sealed_text', 'sealed_html'],
  reviews: ['sealed_notes'],
  review_changes: ['sealed_old', 'sealed_new', 'sealed_comment'],
};

/**
 * Key rotation: at start, values sealed under an older listed key are sealed again with the
 * current one. Only values under a key we still hold (another key's are not ours to open); in
 * batches; each row written only if it still holds what was read.
 */
@Injectable()
export class KeyRotation implements OnApplicationBootstrap {
  constructor(
    @InjectDatabase('review') private readonly db: ServiceDatabase,
    @Inject(FIELD_CIPHER) private readonly cipher: FieldCipher,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.cipher.olderPrefixes.length === 0) return;
    for (const [table, columns] of Object.entries(sealedColumns)) {
      const resealed = await this.reseal(table, columns);
      if (resealed) this.logger.info({ table, resealed }, 'review data sealed with the current storage key');
    }
  }

  private async reseal(table: string, columns: string[]): Promise<number> {
    const older = this.cipher.olderPrefixes;
    const name = `"${this.db.name}"."${table}"`;
    const stale = older.map(() => columns.map((c) => `starts_with(coalesce("${c}", ''), ?)`).join(' or ')).join(' or ');
    let resealed = 0;
    let after = '';
    for (;;) {
      const rows = await this.sql(
        `select "id", "user_id", ${columns.map((c) => `"${c}"`).join(', ')} from ${name} where "id"::text > ? and (${stale}) order by "id"::text limit 100`,
        [after, ...older.flatMap((p) => columns.map(() => p))],
      );
      for (const row of rows) {
        const id = String(row['id']);
        const userId = String(row['user_id']);
        try {
          const again = columns.map((c) => {
            const value = row[c] as string | null;
            const context = `${this.db.name}.${table}.${c}:${id}:${userId}`;
            return value === null ? null : this.cipher.seal(this.cipher.open(value, context), context);
          });
          await this.sql(
            `update ${name} set ${columns.map((c) => `"${c}" = ?`).join(', ')} where "id" = ? and ${columns.map((c) => `"${c}" is not distinct from ?`).join(' and ')}`,
            [...again, id, ...columns.map((c) => row[c])],
          );
          resealed += 1;
        } catch (err) {
          this.logger.error({ table, id, err: (err as Error).message }, 'a stored value could not be sealed again');
        }
      }
      if (rows.length < 100) return resealed;
      after = String(rows.at(-1)?.['id']);
    }
  }

  private sql(query: string, params: unknown[]): Promise<Row[]> {
    return this.db.em.getConnection().execute<Row[]>(query, params, 'all');
  }
}
