import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createScheduler, createWorker, type Scheduler } from 'tesseract.js';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';

const require = createRequire(import.meta.url);
// English data from npm (best_int: the accurate integer model); nothing is downloaded.
const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export interface Recognised {
  text: string;
  confidence: number;
}

/** tesseract.js workers, one per core by default, started on first use and reused. */
@Injectable()
export class TesseractPool implements OnApplicationShutdown {
  private scheduler?: Promise<Scheduler>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get size(): number {
    return this.config.OCR_CONCURRENCY ?? availableParallelism();
  }

  async recognise(image: Uint8Array): Promise<Recognised> {
    const scheduler = await (this.scheduler ??= this.start());
    const { data } = await scheduler.addJob('recognize', Buffer.from(image));
    return { text: data.text, confidence: data.confidence };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.scheduler) await (await this.scheduler).terminate();
  }

  private async start(): Promise<Scheduler> {
    const scheduler = createScheduler();
    const workers = await Promise.all(
      Array.from({ length: this.size }, () =>
        createWorker('eng', 1, { langPath, gzip: true, cacheMethod: 'none' }).then(async (worker) => {
          await worker.setParameters({ preserve_interword_spaces: '1' });
          return worker;
        }),
      ),
    );
    for (const worker of workers) scheduler.addWorker(worker);
    return scheduler;
  }
}
