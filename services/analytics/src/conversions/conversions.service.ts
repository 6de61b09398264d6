import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { conversionSchema } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { ConversionEntity } from './conversion.entity.js';

// A client clock can be anything: keep its time only when it is within a day of ours.
const plausibleTime = (timestamp: string | number | undefined, now: Date): Date => {
  const t = timestamp === undefined ? Number.NaN : new Date(timestamp).getTime();
  return Number.isFinite(t) && Math.abs(t - now.getTime()) < 86_400_000 ? new Date(t) : now;
};

@Injectable()
export class ConversionsService {
  constructor(@InjectDatabase('analytics') private readonly db: ServiceDatabase) {}

  async record(input: z.output<typeof conversionSchema>): Promise<{ id: string }> {
    const id = randomUUID();
    const now = new Date();
    this.db.em.create(ConversionEntity, {
      id,
      event: input.event,
      sessionId: input.sessionId,
      userId: input.userId ?? null,
      source: input.source ?? null,
      metadata: input.metadata ?? null,
      occurredAt: plausibleTime(input.timestamp, now),
      receivedAt: now,
    });
    await this.db.em.flush();
    return { id };
  }
}
