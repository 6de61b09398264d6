// Runs in a worker thread with a heap limit and a deadline: an uploaded PDF is parsed here,
// never on the gateway's event loop. Plain erasable TypeScript with package imports only, so
// Node can load it directly from the sources in tests.
import { open, readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type InspectVerdict =
  | { ok: true; pageCount: number }
  | { ok: false; reason: 'not-pdf' | 'encrypted' | 'too-many-pages' | 'has-script' };

const hasEofMarker = async (file: string): Promise<boolean> => {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(Math.min(size, 2048));
    await handle.read(tail, 0, tail.length, size - tail.length);
    return tail.includes('%%EOF');
  } finally {
    await handle.close();
  }
};

export default async function inspect({ file, maxPages }: { file: string; maxPages: number }): Promise<InspectVerdict> {
  const bytes = await readFile(file);
  // The magic bytes may follow a little junk, as readers allow, but must be near the start.
  const magic = bytes.subarray(0, 1024).indexOf('%PDF-');
  if (magic < 0 || !(await hasEofMarker(file))) return { ok: false, reason: 'not-pdf' };
  if (/\/JavaScript\b|\/JS\s*[(<]/.test(bytes.toString('latin1'))) return { ok: false, reason: 'has-script' };
  const task = getDocument({ data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), disableFontFace: true, stopAtErrors: true, verbosity: 0 });
  try {
    const pdf = await task.promise;
    if (pdf.numPages > maxPages) return { ok: false, reason: 'too-many-pages' };
    if (await pdf.getJSActions()) return { ok: false, reason: 'has-script' };
    for (let i = 1; i <= pdf.numPages; i++) {
      const page = await pdf.getPage(i);
      if (await page.getJSActions()) return { ok: false, reason: 'has-script' };
      await page.getTextContent();
      page.cleanup();
    }
    return { ok: true, pageCount: pdf.numPages };
  } catch (err) {
    if ((err as Error)?.name === 'PasswordException') return { ok: false, reason: 'encrypted' };
    return { ok: false, reason: 'not-pdf' };
  } finally {
    await task.destroy();
  }
}
