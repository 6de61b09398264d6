import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { mergeProgress, type AsylumProgress } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { AsylumProgressEntity } from './asylum-progress.entity.js';

/**
 * The asylum guide's answers for signed-in applicants, so they survive devices. The newer copy
 * wins; an older one (a device that was offline) is merged in, so it overwrites nothing given
 * since on another device.
 */
@Injectable()
export class AsylumProgressService {
  constructor(@InjectDatabase('documents') private readonly db: ServiceDatabase) {}

  async get({ userId }: { userId: string }): Promise<{ progress: AsylumProgress | null }> {
    const row = await this.db.em.findOne(AsylumProgressEntity, { userId });
    return { progress: row?.progress ?? null };
  }

  async save(input: { userId: string; progress: AsylumProgress }): Promise<{ progress: AsylumProgress }> {
    try {
      return await this.saveOnce(input);
    } catch (err) {
      // Two first saves at once: the other one created the row; this one now updates it.
      if (err instanceof UniqueConstraintViolationException) return this.saveOnce(input);
      throw err;
    }
  }

  private saveOnce({ userId, progress }: { userId: string; progress: AsylumProgress }): Promise<{ progress: AsylumProgress }> {
    return this.db.em.transactional(async (em) => {
      const now = new Date();
      const row = await em.findOne(AsylumProgressEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) {
        em.create(AsylumProgressEntity, { id: randomUUID(), userId, progress, createdAt: now, updatedAt: now });
        await em.flush();
        return { progress };
      }
      const stored = row.progress;
      // A copy older than the stored one (a device that was offline) adds what it has, and takes nothing away.
      const kept = stored && Date.parse(stored.updatedAt) > Date.parse(progress.updatedAt) ? mergeProgress(stored, progress) : progress;
      row.progress = kept;
      row.updatedAt = now;
      await em.flush();
      return { progress: kept };
    });
  }

  async delete({ userId }: { userId: string }): Promise<{ deleted: boolean }> {
    const deleted = await this.db.em.nativeDelete(AsylumProgressEntity, { userId });
    return { deleted: deleted > 0 };
  }
}
