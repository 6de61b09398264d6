import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { AsylumProgress } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { AsylumProgressEntity } from './asylum-progress.entity.js';

/**
 * The asylum guide's answers for signed-in applicants, so they survive devices. The newer copy
 * wins: a device that was offline does not overwrite answers given since on another one.
 */
@Injectable()
export class AsylumProgressService {
  constructor(@InjectDatabase('documents') private readonly db: ServiceDatabase) {}

  async get({ userId }: { userId: string }): Promise<{ progress: AsylumProgress | null }> {
    const row = await this.db.em.findOne(AsylumProgressEntity, { userId });
    return { progress: row?.progress ?? null };
  }

  async save({ userId, progress }: { userId: string; progress: AsylumProgress }): Promise<{ progress: AsylumProgress }> {
    return this.db.em.transactional(async (em) => {
      const now = new Date();
      const row = await em.findOne(AsylumProgressEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) {
        em.create(AsylumProgressEntity, { id: randomUUID(), userId, progress, createdAt: now, updatedAt: now });
        await em.flush();
        return { progress };
      }
      const stored = row.progress;
      if (stored && Date.parse(stored.updatedAt) > Date.parse(progress.updatedAt)) return { progress: stored };
      row.progress = progress;
      row.updatedAt = now;
      await em.flush();
      return { progress };
    });
  }

  async delete({ userId }: { userId: string }): Promise<{ deleted: boolean }> {
    const deleted = await this.db.em.nativeDelete(AsylumProgressEntity, { userId });
    return { deleted: deleted > 0 };
  }
}
