import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createScheduler, createWorker, type RecognizeOptions, type Scheduler } from 'tesseract.js';
import { APP_CONFIG, type AppConfig } from '@formpath/server-kit';

const require = createRequire(import.meta.url);
// Language data from npm (best_int: the accurate integer model); nothing is downloaded.
const dataFile = (lang: string) => path.join(path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`)), '4.0.0_best_int', `${lang}.traineddata.gz`);
const langPath = path.dirname(dataFile('eng'));
// tesseract.js reads every language of a worker from one folder: Spanish and English side by side.
const bilingualPath = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'formpath-tessdata-'));
  for (const lang of ['eng', 'spa']) symlinkSync(dataFile(lang), path.join(dir, `${lang}.traineddata.gz`));
  return dir;
};

// Words of Spanish-language civil records and letters: a page with several of them is read
// again with the Spanish model, which knows its accents (Núñez, Peña) and words.
const spanishWords = /\b(nacimiento|nombres?|apellidos?|registro|inscri(?:to|pci[oó]n)|padre|madre|fecha|lugar|sexo|matrimonio|contrayentes|constancia|oficial[ií]a|municipio|departamento|rep[uú]blica|certifica|acta|se[ñn]or)\b/gi;
// A record from a Spanish-speaking country, or its English translation, carries Spanish names
// (Nájera, Estefanía) that the English model reads without their accents.
const hispanicOrigin =
  /\b(?:translat\w* from (?:the )?spanish|m[eé]xico|guatemala|honduras|el salvador|nicaragua|costa rica|panam[aá]|colombia|venezuela|ecuador|per[uú]|bolivia|chile|argentina|uruguay|paraguay|cuba|dominican republic|rep[uú]blica dominicana|puerto rico|espa[ñn]a)\b/i;
export const looksSpanish = (text: string): boolean => new Set(text.toLowerCase().match(spanishWords) ?? []).size >= 3 || hispanicOrigin.test(text);

// Each page is read at the resolution it was drawn at, which a PNG does not tell tesseract (a
// tesseract parameter: tesseract.js passes it through, though its typings list only its own options).
const recognition = (dpi: number) => ({ user_defined_dpi: String(Math.round(dpi)) }) as Partial<RecognizeOptions>;

export interface Recognised {
  text: string;
  confidence: number;
}

/** tesseract.js workers, one per core by default, started on first use and reused. */
@Injectable()
export class TesseractPool implements OnApplicationShutdown {
  private scheduler?: Promise<Scheduler>;
  private spanish?: Promise<Scheduler>;
  private spanishData?: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get size(): number {
    return this.config.OCR_CONCURRENCY ?? availableParallelism();
  }

  /** English first; a page that reads as Spanish is read again with Spanish and English together. */
  async recognise(image: Uint8Array, dpi = 200): Promise<Recognised> {
    const scheduler = await (this.scheduler ??= this.start('eng', langPath, this.size));
    const { data } = await scheduler.addJob('recognize', Buffer.from(image), recognition(dpi));
    if (!looksSpanish(data.text)) return { text: data.text, confidence: data.confidence };
    const spanish = await (this.spanish ??= this.start('spa+eng', (this.spanishData = bilingualPath()), 1));
    const again = (await spanish.addJob('recognize', Buffer.from(image), recognition(dpi))).data;
    const best = again.confidence >= data.confidence - 5 ? again : data;
    return { text: best.text, confidence: best.confidence };
  }

  async onApplicationShutdown(): Promise<void> {
    for (const s of [this.scheduler, this.spanish]) if (s) await (await s).terminate();
    // The folder of links to the language data, made for the Spanish workers.
    if (this.spanishData) rmSync(this.spanishData, { recursive: true, force: true });
  }

  private async start(langs: string, dataPath: string, size: number): Promise<Scheduler> {
    const scheduler = createScheduler();
    const workers = await Promise.all(
      Array.from({ length: size }, () =>
        createWorker(langs, 1, { langPath: dataPath, gzip: true, cacheMethod: 'none' }).then(async (worker) => {
          await worker.setParameters({ preserve_interword_spaces: '1' });
          return worker;
        }),
      ),
    );
    for (const worker of workers) scheduler.addWorker(worker);
    return scheduler;
  }
}
