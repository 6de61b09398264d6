import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { pageLimits } from '@formpath/contracts';
import type { ReadResult } from './page-reader.worker.js';

const workerFile = new URL(`./page-reader.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);


/** Opens PDFs in worker threads (bounded heap and time): text layer per page, or a rendered image. */
@Injectable()
export class PageReader implements OnApplicationShutdown {
  private readonly pool = new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 768 },
  });

  /** Pages at 200 dpi (what tesseract reads well, for a third of 300 dpi's pixels), within the pixel budget. */
  read(pdf: Buffer): Promise<ReadResult> {
    const data = new Uint8Array(pdf);
    return this.pool.run({ data, limits: pageLimits }, { transferList: [data.buffer], signal: AbortSignal.timeout(120_000) });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
