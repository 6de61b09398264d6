import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { LOGGER, errorReason } from '@formpath/server-kit';
import { OBJECT_STORE, objectKeys, type ObjectStore } from '@formpath/storage';
import { DocumentEntity, isRead, type DocumentRecord } from '../sessions/document.entity.js';

/** Deletes original files (right after their text is stored, and by the hourly rule whatever happened) and an expired application's outputs. */
@Injectable()
export class OriginalsService {
  constructor(
    @InjectDatabase('documents') private readonly db: ServiceDatabase,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async deleteForSession(sessionId: string): Promise<number> {
    const em = this.db.em.fork();
    return this.delete(await em.find(DocumentEntity, { sessionId, storageKey: { $ne: null }, status: { $in: ['processed', 'read', 'error'] } }));
  }

  /** Originals older than the limit go, read or not; an unread one ends in error saying why. */
  async deleteOlderThan(limit: Date): Promise<number> {
    const em = this.db.em.fork();
    return this.delete(await em.find(DocumentEntity, { storageKey: { $ne: null }, uploadedAt: { $lt: limit } }, { limit: 500 }));
  }

  /** What was generated for an expired application (filled forms, instructions). */
  async deleteOutputs(sessionId: string): Promise<void> {
    for await (const object of this.store.list(objectKeys.sessionOutputs(sessionId))) await this.store.delete(object.key);
  }

  async delete(documents: DocumentRecord[]): Promise<number> {
    const em = this.db.em.fork();
    let deleted = 0;
    for (const d of documents) {
      try {
        await this.store.delete(d.storageKey as string);
      } catch (err) {
        this.logger.warn({ documentId: d.id, err: errorReason(err) }, 'original not deleted yet; the sweep retries');
        continue;
      }
      const unread = !isRead(d);
      await em.nativeUpdate(
        DocumentEntity,
        { id: d.id },
        {
          storageKey: null,
          originalDeletedAt: new Date(),
          ...(unread ? { status: 'error', errorReason: 'The original file was deleted after one hour, before it could be read. Please upload it again.' } : {}),
        },
      );
      deleted++;
    }
    return deleted;
  }
}
