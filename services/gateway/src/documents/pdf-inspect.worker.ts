// Runs in a worker thread with a heap limit and a deadline: an uploaded PDF is parsed here,
// never on the gateway's event loop. Plain erasable TypeScript with package imports only, so
// Node can load it directly from the sources in tests.
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type InspectVerdict =
  | { ok: true; pageCount: number }
  | { ok: false; reason: 'not-pdf' | 'encrypted' | 'too-many-pages' | 'has-script' };

export default async function inspect({ file, maxPages }: { file: string; maxPages: number }): Promise<InspectVerdict> {
  const bytes = await readFile(file);
  // The magic bytes may follow a little junk, as readers allow, but must be near the start.
  const magic = bytes.subarray(0, 1024).indexOf('%PDF-');
  // A complete file ends with %%EOF (readers allow a little trailing junk); a cut-off one does not.
  if (magic < 0 || !bytes.subarray(-2048).includes('%%EOF')) return { ok: false, reason: 'not-pdf' };
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
