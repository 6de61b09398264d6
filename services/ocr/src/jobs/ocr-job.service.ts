import { Inject, Injectable } from '@nestjs/common';
import { documentsSubjects, type OcrJob, type PageText } from '@formpath/contracts';
import type { Logger } from 'pino';
import { BusClient, LOGGER, type JobContext } from '@formpath/server-kit';
import { OBJECT_STORE, ObjectNotFoundError, type ObjectStore } from '@formpath/storage';
import { PageReader } from '../pages/page-reader.js';
import { TesseractPool } from '../recognition/tesseract-pool.js';

/** One document: read its object, take text layers, OCR the other pages, report each page. */
@Injectable()
export class OcrJobService {
  constructor(
    private readonly pages: PageReader,
    private readonly tesseract: TesseractPool,
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
    const contents = await this.pages.read(pdf);
    const total = contents.length;
    let done = 0;
    const report = async (page: number) => {
      done++;
      context.heartbeat();
      await this.bus.request(documentsSubjects.pageRead, { documentId: job.documentId, page: done, pages: total }).catch(() => undefined);
      return page;
    };
    const pages: PageText[] = await Promise.all(
      contents.map(async (content): Promise<PageText> => {
        if ('text' in content) {
          await report(content.page);
          return { page: content.page, text: content.text, source: 'text-layer', confidence: null };
        }
        const { text, confidence } = await this.tesseract.recognise(content.image);
        await report(content.page);
        return { page: content.page, text, source: 'ocr', confidence };
      }),
    );
    await this.bus.request(documentsSubjects.textExtracted, { documentId: job.documentId, pages }, 30_000);
    this.logger.info({ documentId: job.documentId, pages: total }, 'ocr job done');
  }

  failed(job: OcrJob, reason: string): Promise<unknown> {
    return this.bus.request(documentsSubjects.jobFailed, { documentId: job.documentId, reason });
  }
}
