// Runs in a worker thread with a heap limit and a deadline: an uploaded PDF is checked here,
// never on the gateway's event loop. First a bounded scan of its raw structure (no stream may
// inflate past its budget), then, only when that passed, a full parse with pdf.js. Plain
// erasable TypeScript with package imports only, so Node can load it from the sources in tests.
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { ScanLimits } from './pdf-structure-scan.js';

type Scanner = typeof import('./pdf-structure-scan.js');
type Stripper = typeof import('./pdf-script-strip.js');
const sibling = (name: string) => new URL(`./${name}${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;
const scanner = import(sibling('pdf-structure-scan')) as Promise<Scanner>;
const stripper = import(sibling('pdf-script-strip')) as Promise<Stripper>;

export interface InspectTask {
  file: string;
  maxPages: number;
  scan: ScanLimits;
  /** Pages larger than this (width × height in points) cannot be read at a useful resolution. */
  maxPageArea: number;
}

/** What checking the file cost, measured here in the worker. */
export interface InspectCost {
  ms: number;
  inflatedBytes: number;
  /** Highest V8 heap plus off-heap (buffers) memory of this worker seen during the check. */
  peakMemoryBytes: number;
}

export type InspectVerdict =
  | { ok: true; pageCount: number; cost: InspectCost; sanitised?: Uint8Array }
  | ({ ok: false; cost: InspectCost } & (
      | { reason: 'not-pdf' | 'encrypted' | 'too-many-pages' | 'has-script' }
      | { reason: 'too-complex'; detail: string }
      | { reason: 'image-too-large'; width: number; height: number }
      | { reason: 'page-too-large'; page: number; width: number; height: number }
    ));

type Refusal = Exclude<InspectVerdict, { ok: true }> extends infer R ? (R extends unknown ? Omit<R, 'cost'> : never) : never;

const memoryNow = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

export default async function inspect(task: InspectTask): Promise<InspectVerdict> {
  const started = performance.now();
  let peak = memoryNow();
  const sample = () => (peak = Math.max(peak, memoryNow()));
  const timer = setInterval(sample, 20);
  let inflatedBytes = 0;
  const cost = (): InspectCost => ({ ms: Math.round(performance.now() - started), inflatedBytes, peakMemoryBytes: sample() });
  try {
    const verdict = await check(task, (n) => (inflatedBytes = n));
    return { ...verdict, cost: cost() } as InspectVerdict;
  } finally {
    clearInterval(timer);
  }
}

const check = async (task: InspectTask, inflated: (bytes: number) => void): Promise<Refusal | { ok: true; pageCount: number; sanitised?: Uint8Array }> => {
  const bytes = await readFile(task.file);
  // The magic bytes may follow a little junk, as readers allow, but must be near the start.
  const magic = bytes.subarray(0, 1024).indexOf('%PDF-');
  // A complete file ends with %%EOF (readers allow a little trailing junk); a cut-off one does not.
  if (magic < 0 || !bytes.subarray(-2048).includes('%%EOF')) return { ok: false, reason: 'not-pdf' };
  const scan = await (await scanner).scanPdfStructure(bytes, task.scan);
  if ('inflatedBytes' in scan) inflated(scan.inflatedBytes);
  if (!scan.ok) return scan.reason === 'too-complex' ? { ok: false, reason: scan.reason, detail: scan.detail } : scan;
  // Encrypted streams cannot be measured before they are decrypted, so we take no encrypted file.
  if (scan.encrypted) return { ok: false, reason: 'encrypted' };
  let data: Uint8Array = bytes;
  let sanitised: Uint8Array | undefined;
  if (scan.activeContent) {
    sanitised = await (await stripper).stripActiveContent(bytes).catch(() => undefined);
    const rescan = sanitised && (await (await scanner).scanPdfStructure(Buffer.from(sanitised), task.scan));
    if (!sanitised || !rescan?.ok || rescan.activeContent) return { ok: false, reason: 'has-script' };
    data = sanitised;
  }
  const parsed = await parse(data, task);
  return parsed.ok && sanitised ? { ...parsed, sanitised } : parsed;
};

const parse = async (data: Uint8Array, task: InspectTask): Promise<Refusal | { ok: true; pageCount: number }> => {
  // pdf.js may take ownership of the buffer: give it a copy so the caller's bytes stay whole.
  const loading = getDocument({ data: new Uint8Array(data), disableFontFace: true, stopAtErrors: true, verbosity: 0 });
  try {
    const pdf = await loading.promise;
    if (pdf.numPages > task.maxPages) return { ok: false, reason: 'too-many-pages' };
    for (let i = 1; i <= pdf.numPages; i++) {
      const page = await pdf.getPage(i);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      const width = Math.abs(x1 - x0) * (page.userUnit || 1);
      const height = Math.abs(y1 - y0) * (page.userUnit || 1);
      if (width * height > task.maxPageArea) return { ok: false, reason: 'page-too-large', page: i, width, height };
      await page.getTextContent();
      page.cleanup();
    }
    return { ok: true, pageCount: pdf.numPages };
  } catch (err) {
    if ((err as Error)?.name === 'PasswordException') return { ok: false, reason: 'encrypted' };
    return { ok: false, reason: 'not-pdf' };
  } finally {
    await loading.destroy();
  }
};
