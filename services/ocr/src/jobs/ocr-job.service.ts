import { Inject, Injectable } from '@nestjs/common';
import { documentsSubjects, type OcrJob } from '@formpath/contracts';
import type { Logger } from 'pino';
import { BusClient, LOGGER, type JobContext } from '@formpath/server-kit';
import { OBJECT_STORE, ObjectNotFoundError, type ObjectStore } from '@formpath/storage';
import { DocumentTextReader } from '../pages/document-text-reader.js';

/** One job: read the document's object, get its text page by page (reporting each), hand the text over. */
@Injectable()
export class OcrJobService {
  constructor(
    private readonly text: DocumentTextReader,
    private readonly bus: BusClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async run(job: OcrJob, context: JobContext): Promise<void> {
    this.logger.info({ documentId: job.documentId, attempt: context.attempt }, 'ocr job started');
    const pdf = await this.store.get(job.storageKey).catch((err: unknown) => {
      if (err instanceof ObjectNotFoundError) throw new Error('the original file is no longer stored', { cause: err });
      throw err;
    });
    const { pages, cost } = await this.text.read(pdf, async (done, total) => {
      context.heartbeat();
      // Progress is best effort: a lost update must not fail the job.
      await this.bus.request(documentsSubjects.pageRead, { documentId: job.documentId, page: done, pages: total }).catch(() => undefined);
    });
    await this.bus.request(documentsSubjects.textExtracted, { documentId: job.documentId, pages }, 30_000);
    this.logger.info({ documentId: job.documentId, pages: pages.length, ms: cost.ms, peakMemoryMb: Math.round(cost.peakMemoryBytes / 2 ** 20), largestPagePixels: cost.largestPagePixels }, 'ocr job done');
  }

  failed(job: OcrJob, reason: string): Promise<unknown> {
    return this.bus.request(documentsSubjects.jobFailed, { documentId: job.documentId, reason });
  }
}
