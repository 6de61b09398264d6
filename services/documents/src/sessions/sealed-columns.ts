import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { EntityMetadata, EntityName, EventArgs, EventSubscriber, FilterQuery, FlushEventArgs } from '@mikro-orm/core';
import type { Logger } from 'pino';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { LOGGER, errorReason } from '@formpath/server-kit';
import { FIELD_CIPHER, FieldCipher } from '@formpath/storage';
import { AsylumProgressEntity, asylumProgressSealedFields } from '../asylum-progress/asylum-progress.entity.js';
import { ApplicationSessionEntity, sessionSealedFields } from './application-session.entity.js';
import { DocumentEntity, documentSealedFields } from './document.entity.js';

/** A row of a sealed entity: its id and owner are bound to every sealed value. */
interface OwnedRow {
  id: string;
  userId: string;
  [property: string]: unknown;
}

// Each entity with personal data, and its plain properties with the sealed columns that store them.
const sealedFields = new Map<string, Record<string, string>>([
  [ApplicationSessionEntity.meta.className, sessionSealedFields],
  [DocumentEntity.meta.className, documentSealedFields],
  [AsylumProgressEntity.meta.className, asylumProgressSealedFields],
]);
const sealedEntities = [ApplicationSessionEntity, DocumentEntity, AsylumProgressEntity] as unknown as Array<EntityName<OwnedRow>>;

/** What one plain property of one instance holds, and what its sealed column held when last read or written. */
interface Slot {
  opened: boolean;
  /** Assigned here and not flushed yet: it wins over the row loaded again, as MikroORM's own changes do. */
  dirty: boolean;
  value: unknown;
  /** The sealed text the value came from (or was sealed into); another one means the row was loaded again. */
  source: unknown;
  /** The value's JSON as stored with the current key; undefined when the column holds anything else. */
  stored: string | undefined;
}

/**
 * Personal data (page text, form data, extracted data, file names) lives in the entities as
 * plain properties that MikroORM does not persist; each is stored in a sealed text column,
 * encrypted with the storage keys and bound to its table, column, row and owner. Values open
 * when first read and seal before a flush when they changed, so services work on plain
 * objects. At start, values still in plaintext (rows from before the migration) or under an
 * older key are sealed again.
 */
@Injectable()
export class SealedColumns implements EventSubscriber<OwnedRow>, OnModuleInit, OnApplicationBootstrap {
  private readonly instances = new WeakMap<object, { meta: EntityMetadata<OwnedRow>; slots: Map<string, Slot> }>();

  constructor(
    @InjectDatabase('documents') private readonly db: ServiceDatabase,
    @Inject(FIELD_CIPHER) private readonly cipher: FieldCipher,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // Before any handler runs: forks share the root's event manager.
  onModuleInit(): void {
    this.db.em.getEventManager().registerSubscriber(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const entity of sealedEntities) {
      const meta = this.db.orm.getMetadata().get(entity) as EntityMetadata<OwnedRow>;
      const resealed = await this.resealStale(entity, meta);
      if (resealed) this.logger.info({ table: meta.tableName, resealed }, 'personal data sealed with the current storage key');
    }
  }

  getSubscribedEntities(): Array<EntityName<OwnedRow>> {
    return sealedEntities;
  }

  /** An instance exists (created, or loaded and hydrated): its plain properties become views of the sealed columns. */
  onInit({ entity, meta }: EventArgs<OwnedRow>): void {
    if (this.instances.has(entity)) return;
    const slots = new Map<string, Slot>();
    for (const [plain, sealed] of this.fieldsOf(meta)) {
      const initial = entity[plain]; // given to em.create; undefined when loaded
      const slot: Slot = { opened: initial !== undefined, dirty: initial !== undefined, value: initial, source: entity[sealed], stored: undefined };
      slots.set(plain, slot);
      Object.defineProperty(entity, plain, {
        enumerable: true,
        configurable: true,
        get: () => this.read(entity, meta, sealed, slot),
        set: (value: unknown) => Object.assign(slot, { opened: true, dirty: true, value }),
      });
    }
    this.instances.set(entity, { meta, slots });
  }

  /** Changed values are sealed into their columns, which MikroORM then flushes like any other change. */
  beforeFlush({ uow }: FlushEventArgs): void {
    for (const entity of new Set([...uow.getIdentityMap().values(), ...uow.getPersistStack()]) as Set<OwnedRow>) {
      const instance = this.instances.get(entity);
      if (!instance) continue;
      const { meta, slots } = instance;
      for (const [plain, sealed] of this.fieldsOf(meta)) {
        const slot = slots.get(plain) as Slot;
        // Neither assigned nor read since the row was (re)loaded: nothing changed here.
        const held = slot.dirty || (slot.opened && slot.source === entity[sealed]);
        slot.dirty = false;
        if (!held || slot.value === undefined) continue;
        const json = JSON.stringify(slot.value);
        if (json === slot.stored) continue;
        const next = slot.value === null ? null : this.cipher.seal(json, this.context(meta, sealed, entity));
        Object.assign(slot, { source: next, stored: json });
        entity[sealed] = next;
      }
    }
  }

  private read(entity: OwnedRow, meta: EntityMetadata<OwnedRow>, sealed: string, slot: Slot): unknown {
    const raw = entity[sealed];
    if (slot.dirty || (slot.opened && slot.source === raw)) return slot.value;
    if (raw === undefined) return undefined; // not loaded (a partial load)
    const { value, current } = this.open(raw as string | null, this.context(meta, sealed, entity));
    Object.assign(slot, { opened: true, value, source: raw, stored: current ? JSON.stringify(value) : undefined });
    return value;
  }

  /** A sealed value, or plaintext JSON from before the migration (readable, not current). */
  private open(raw: string | null, context: string): { value: unknown; current: boolean } {
    if (raw === null) return { value: null, current: true };
    if (!FieldCipher.isSealed(raw)) return { value: JSON.parse(raw), current: false };
    return { value: JSON.parse(this.cipher.open(raw, context)), current: raw.startsWith(this.cipher.currentPrefix) };
  }

  /** Binds a value to where it lives: a copy in another column, row or account does not open. */
  private context(meta: EntityMetadata<OwnedRow>, sealed: string, row: OwnedRow): string {
    return `${this.db.name}.${meta.tableName}.${meta.properties[sealed]?.fieldNames[0] ?? sealed}:${row.id}:${row.userId}`;
  }

  private fieldsOf(meta: EntityMetadata<OwnedRow>): Array<[string, string]> {
    return Object.entries(sealedFields.get(meta.className) ?? {});
  }

  /**
   * Seals again every value not sealed with the current key, in batches; each write applies
   * only if the column still holds what was read, so a concurrent edit is never overwritten.
   */
  private async resealStale(entity: EntityName<OwnedRow>, meta: EntityMetadata<OwnedRow>): Promise<number> {
    const columns = this.fieldsOf(meta).map(([, sealed]) => sealed);
    const like = (prefix: string) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
    // Plaintext from before the migration, and values under an older key we still hold.
    const stale = {
      $or: columns.flatMap((c) => [{ $not: { [c]: { $like: 'fpf1:%' } } }, ...this.cipher.olderPrefixes.map((p) => ({ [c]: { $like: like(p) } }))]),
    };
    let resealed = 0;
    let after: string | undefined;
    for (;;) {
      const em = this.db.em.fork();
      const where = (after ? { $and: [stale, { id: { $gt: after } }] } : stale) as FilterQuery<OwnedRow>;
      const rows = await em.find(entity, where, { fields: ['id', 'userId', ...columns] as never, orderBy: { id: 'asc' }, limit: 100 });
      for (const row of rows) {
        for (const column of columns) {
          const raw = row[column] as string | null;
          if (raw === null || raw.startsWith(this.cipher.currentPrefix)) continue;
          // Sealed under a key we do not hold: not ours to open.
          if (FieldCipher.isSealed(raw) && !this.cipher.olderPrefixes.some((p) => raw.startsWith(p))) continue;
          const context = this.context(meta, column, row);
          try {
            const next = this.cipher.seal(JSON.stringify(this.open(raw, context).value), context);
            resealed += await em.nativeUpdate(entity, { id: row.id, [column]: raw } as FilterQuery<OwnedRow>, { [column]: next });
          } catch (err) {
            this.logger.error({ table: meta.tableName, id: row.id, column, err: errorReason(err) }, 'a stored value could not be sealed again');
          }
        }
      }
      if (rows.length < 100) return resealed;
      after = (rows.at(-1) as OwnedRow).id;
    }
  }
}
