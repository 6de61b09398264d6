import { availableParallelism } from 'node:os';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import { DomainError, maxPageArea, pageLimits, uploadLimits, type ErrorCode } from '@formpath/contracts';
import { LOGGER } from '@formpath/server-kit';
import { FairQueue } from './fair-queue.js';
import type { InspectCost, InspectTask, InspectVerdict } from './pdf-inspect.worker.js';

const workerFile = new URL(`./pdf-inspect.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** What checking one upload may cost; the README's limits table lists these. */
export const intakeLimits = {
  /** From the moment the file's check starts, not from when it was queued. */
  timeoutMs: 15_000,
  heapMb: 256,
  threads: Math.min(2, availableParallelism()),
  /** One user's files are checked one at a time while others wait their turn. */
  perUser: 1,
  maxWaitingPerUser: uploadLimits.maxDocumentsPerSession,
  maxStreamBytes: 32 * 2 ** 20,
  maxInflatedBytes: 128 * 2 ** 20,
} as const;

type Refusal = Exclude<InspectVerdict, { ok: true }>;

const inches = (points: number) => (points / 72).toFixed(1);
const refusal = (verdict: Refusal): DomainError => {
  const error = refusalOf(verdict);
  // Kept on the error for logs and tests; the HTTP answer carries only the code and message.
  return new DomainError(error.code, error.message, { cost: verdict.cost });
};

const refusalOf = (verdict: Refusal): DomainError => {
  switch (verdict.reason) {
    case 'image-too-large':
      return new DomainError(
        'UPLOAD_IMAGE_TOO_LARGE',
        `This PDF contains an image of ${verdict.width.toLocaleString('en-US')} × ${verdict.height.toLocaleString('en-US')} pixels, more than the ${pageLimits.maxImagePixels / 1e6} million we read. Please upload a new scan at 300 dpi or less.`,
      );
    case 'page-too-large':
      return new DomainError(
        'UPLOAD_PAGE_TOO_LARGE',
        `Page ${verdict.page} of this PDF is ${inches(verdict.width)} × ${inches(verdict.height)} inches, too large to read. Please upload a copy with ordinary page sizes, such as Letter or A4.`,
      );
    default: {
      const codes: Record<typeof verdict.reason, ErrorCode> = {
        'not-pdf': 'UPLOAD_NOT_PDF',
        encrypted: 'UPLOAD_ENCRYPTED',
        'too-many-pages': 'UPLOAD_TOO_MANY_PAGES',
        'has-script': 'UPLOAD_HAS_SCRIPT',
        'too-complex': 'UPLOAD_TOO_COMPLEX',
      };
      return new DomainError(codes[verdict.reason]);
    }
  }
};

export interface Inspected {
  pageCount: number;
  cost: InspectCost;
  /** The file without its scripts and actions, when it had any: store this instead. */
  sanitised?: Uint8Array;
}

/**
 * Checks uploads in worker threads with a heap limit and a deadline, users taking turns; the
 * worker's bounded structure scan keeps off-heap memory small too. Refusals are domain errors.
 */
@Injectable()
export class PdfInspector implements OnApplicationShutdown {
  private readonly pool = new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: intakeLimits.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: intakeLimits.heapMb, maxYoungGenerationSizeMb: 32 },
  });
  private readonly queue = new FairQueue(intakeLimits.threads, intakeLimits.perUser, intakeLimits.maxWaitingPerUser);

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /** Resolves with what we accept of a PDF, else throws the refusal. */
  async inspect(file: string, userId: string): Promise<Inspected> {
    const task: InspectTask = {
      file,
      maxPages: uploadLimits.maxPages,
      maxPageArea,
      scan: { maxStreamBytes: intakeLimits.maxStreamBytes, maxFileBytes: intakeLimits.maxInflatedBytes, maxImagePixels: pageLimits.maxImagePixels },
    };
    const verdict = await this.queue.run(userId, async (): Promise<InspectVerdict> => {
      try {
        return await this.pool.run(task, { signal: AbortSignal.timeout(intakeLimits.timeoutMs) });
      } catch (err) {
        // Deadline reached, heap exhausted or worker crashed: the file is too costly to read.
        this.logger.warn({ err: (err as Error)?.message }, 'upload check stopped');
        throw new DomainError('UPLOAD_TOO_COMPLEX');
      }
    });
    const { ms, inflatedBytes, peakMemoryBytes } = verdict.cost;
    this.logger.info({ ms, inflatedMb: mb(inflatedBytes), peakMemoryMb: mb(peakMemoryBytes), verdict: verdict.ok ? 'accepted' : verdict.reason }, 'upload checked');
    if (!verdict.ok) throw refusal(verdict);
    return { pageCount: verdict.pageCount, cost: verdict.cost, ...(verdict.sanitised ? { sanitised: verdict.sanitised } : {}) };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
