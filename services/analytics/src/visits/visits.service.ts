import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { visitSchema } from '@formpath/contracts';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { VisitEntity } from './visit.entity.js';

@Injectable()
export class VisitsService {
  constructor(@InjectDatabase('analytics') private readonly db: ServiceDatabase) {}

  async record(visit: z.output<typeof visitSchema>): Promise<{ id: string }> {
    const id = randomUUID();
    this.db.em.create(VisitEntity, { id, ...visit, visitedAt: new Date() });
    await this.db.em.flush();
    return { id };
  }
}
