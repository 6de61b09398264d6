import { Injectable } from '@nestjs/common';
import type { PageText } from '@formpath/contracts';
import { TesseractPool } from '../recognition/tesseract-pool.js';
import { PageReader } from './page-reader.js';
import type { ReadCost } from './page-reader.worker.js';

/**
 * A PDF's text, page by page: the text layer where there is one, tesseract.js OCR elsewhere.
 * `onPage` hears of each page as it is done (progress, heartbeats). The benchmark reads with
 * this too, so it measures exactly what the service does.
 */
@Injectable()
export class DocumentTextReader {
  constructor(
    private readonly pages: PageReader,
    private readonly tesseract: TesseractPool,
  ) {}

  async read(pdf: Buffer, onPage: (done: number, total: number) => Promise<void> | void = () => undefined): Promise<{ pages: PageText[]; cost: ReadCost }> {
    const { pages: contents, cost } = await this.pages.read(pdf);
    let done = 0;
    const pages = await Promise.all(
      contents.map(async (content): Promise<PageText> => {
        const barcodes = content.barcodes ? { barcodes: content.barcodes } : {};
        const page: PageText =
          'text' in content
            ? { page: content.page, text: content.text, source: 'text-layer', confidence: null, ...barcodes }
            : { page: content.page, ...(await this.tesseract.recognise(content.image, content.dpi)), source: 'ocr', ...barcodes };
        await onPage(++done, contents.length);
        return page;
      }),
    );
    return { pages, cost };
  }

  async close(): Promise<void> {
    await this.tesseract.onApplicationShutdown();
    await this.pages.onApplicationShutdown();
  }
}
