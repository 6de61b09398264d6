import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import { DomainError, uploadLimits, type ErrorCode } from '@formpath/contracts';
import type { InspectVerdict } from './pdf-inspect.worker.js';

const workerFile = new URL(`./pdf-inspect.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

const refusals: Record<Exclude<InspectVerdict, { ok: true }>['reason'], ErrorCode> = {
  'not-pdf': 'UPLOAD_NOT_PDF',
  encrypted: 'UPLOAD_ENCRYPTED',
  'too-many-pages': 'UPLOAD_TOO_MANY_PAGES',
  'has-script': 'UPLOAD_HAS_SCRIPT',
};

// A hostile PDF can make a parser spin or balloon; these bound what one upload may cost.
const limits = { timeoutMs: 15_000, heapMb: 256 };

/** Parses uploads in worker threads with a heap limit and a deadline; refusals are domain errors. */
@Injectable()
export class PdfInspector implements OnApplicationShutdown {
  private readonly pool = new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
  });

  /** Resolves with the page count of a PDF we accept, else throws the refusal. */
  async inspect(file: string): Promise<{ pageCount: number }> {
    let verdict: InspectVerdict;
    try {
      verdict = await this.pool.run({ file, maxPages: uploadLimits.maxPages }, { signal: AbortSignal.timeout(limits.timeoutMs) });
    } catch {
      // Deadline reached, heap exhausted or worker crashed: the file is too costly to read.
      throw new DomainError('UPLOAD_TOO_COMPLEX');
    }
    if (!verdict.ok) throw new DomainError(refusals[verdict.reason]);
    return { pageCount: verdict.pageCount };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.destroy();
  }
}
