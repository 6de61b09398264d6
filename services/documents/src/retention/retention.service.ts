import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { InjectDatabase, type ServiceDatabase } from '@formpath/persistence';
import { APP_CONFIG, LOGGER, errorReason, type AppConfig } from '@formpath/server-kit';
import { OriginalsService } from '../processing/originals.service.js';
import { ProcessingService } from '../processing/processing.service.js';
import { ApplicationSessionEntity } from '../sessions/application-session.entity.js';
import { DocumentEntity } from '../sessions/document.entity.js';

/**
 * The sweep: originals older than the limit are deleted whatever happened, expired sessions go
 * with everything in them, and processing that stalled (a restart in embedded mode) resumes.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private first?: NodeJS.Timeout;
  private stopped = false;
  private running?: Promise<void>;

  constructor(
    @InjectDatabase('documents') private readonly db: ServiceDatabase,
    private readonly originals: OriginalsService,
    private readonly processing: ProcessingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepOnce(), this.config.SWEEP_INTERVAL_MS);
    this.timer.unref();
    // Embedded mode's queue does not survive a restart: pick up at once what an earlier run
    // left unfinished (and only that: work started since belongs to this run).
    const startedAt = new Date();
    if (!this.config.NATS_URL) this.first = setTimeout(() => void this.sweepOnce(startedAt), 1000).unref();
  }

  // Before the database closes (its own shutdown hook), so no sweep runs against a closed pool.
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.first);
    await this.running;
  }

  /** One pass; overlapping passes are skipped. `resumeBefore` picks which stalled sessions resume. */
  sweepOnce(resumeBefore?: Date): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.sweep(resumeBefore).finally(() => (this.running = undefined));
    return this.running;
  }

  private async sweep(resumeBefore?: Date): Promise<void> {
    try {
      const now = Date.now();
      const originals = await this.originals.deleteOlderThan(new Date(now - this.config.ORIGINAL_MAX_AGE_MINUTES * 60_000));
      const expired = await this.deleteExpiredSessions(new Date(now));
      // Stalled means older than any step may take (structuring may wait 2 minutes on a model).
      await this.processing.resume(resumeBefore ?? new Date(now - Math.max(5 * 60_000, 4 * this.config.JOB_ACK_WAIT_MS)));
      if (originals || expired) this.logger.info({ originals, expired }, 'retention sweep');
    } catch (err) {
      this.logger.error({ err: errorReason(err) }, 'retention sweep failed');
    }
  }

  private async deleteExpiredSessions(now: Date): Promise<number> {
    const em = this.db.em.fork();
    const sessions = await em.find(ApplicationSessionEntity, { expiresAt: { $lt: now } }, { limit: 200 });
    for (const session of sessions) {
      const documents = await em.find(DocumentEntity, { sessionId: session.id, storageKey: { $ne: null } });
      await this.originals.delete(documents);
      await this.originals.deleteOutputs(session.id);
      await em.nativeDelete(ApplicationSessionEntity, { id: session.id });
    }
    return sessions.length;
  }
}
