import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ocrJobSchema, ocrJobs } from '@formpath/contracts';
import { JOB_QUEUE, type JobConsumer, type JobQueue } from '@formpath/server-kit';
import { TesseractPool } from '../recognition/tesseract-pool.js';
import { OcrJobService } from './ocr-job.service.js';

/** Takes OCR jobs from the durable queue while the process runs; replicas share the work. */
@Injectable()
export class OcrWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: JobConsumer;

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly jobs: OcrJobService,
    private readonly tesseract: TesseractPool,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = await this.queue.consume({
      name: 'ocr',
      subject: ocrJobs.subject,
      concurrency: this.tesseract.size,
      parse: (payload) => ocrJobSchema.parse(payload),
      handle: (job, context) => this.jobs.run(job, context),
      exhausted: async (job, reason) => void (await this.jobs.failed(job, reason)),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
  }
}
