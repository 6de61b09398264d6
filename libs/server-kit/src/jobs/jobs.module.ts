import { Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { ocrJobs } from '@formpath/contracts';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../observability/logger.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import { JetStreamJobQueue } from './jetstream-job-queue.js';
import { JOB_QUEUE, type JobQueue } from './job-queue.js';

// One in-process queue per process: in embedded mode the publisher and the workers are
// modules of the same app.
let inProcess: InProcessJobQueue | undefined;

class JobQueueCloser implements OnApplicationShutdown {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}
  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

/** The durable work queue: JetStream when NATS_URL is set, in-process otherwise. */
@Global()
@Module({
  providers: [
    {
      provide: JOB_QUEUE,
      inject: [APP_CONFIG, LOGGER],
      useFactory: async (config: AppConfig, logger: Logger): Promise<JobQueue> =>
        config.NATS_URL
          ? JetStreamJobQueue.connect({
              servers: config.NATS_URL,
              stream: ocrJobs.stream,
              subjects: ['jobs.>'],
              ackWaitMs: config.JOB_ACK_WAIT_MS,
              maxDeliver: config.JOB_MAX_DELIVER,
              logger,
            })
          : (inProcess ??= new InProcessJobQueue(config.JOB_MAX_DELIVER)),
    },
    JobQueueCloser,
  ],
  exports: [JOB_QUEUE],
})
export class JobsModule {}
