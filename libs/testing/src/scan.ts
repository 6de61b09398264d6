import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument } from 'pdf-lib';
import type { Rng } from './random.js';

const require = createRequire(import.meta.url);
const standardFontDataUrl = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

export interface ScanOptions {
  dpi?: number;
  /** Maximum skew in degrees, either way. */
  maxRotation?: number;
  noise?: number;
  jpegQuality?: number;
}

/**
 * A born-digital PDF as a scanner would return it: each page rasterised, slightly rotated,
 * speckled with noise and JPEG-compressed, with no text layer left.
 */
export const scanPdf = async (pdf: Uint8Array, rng: Rng, options: ScanOptions = {}): Promise<Uint8Array> => {
  const dpi = options.dpi ?? 200;
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, standardFontDataUrl, verbosity: 0 });
  const source = await task.promise;
  const out = await PDFDocument.create();
  for (let n = 1; n <= source.numPages; n++) {
    const page = await source.getPage(n);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const clean = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const cctx = clean.getContext('2d');
    cctx.fillStyle = '#fff';
    cctx.fillRect(0, 0, clean.width, clean.height);
    await page.render({ canvas: clean as never, canvasContext: cctx as never, viewport }).promise;

    const scanned = createCanvas(clean.width, clean.height);
    const ctx = scanned.getContext('2d');
    ctx.fillStyle = '#fbfaf6';
    ctx.fillRect(0, 0, scanned.width, scanned.height);
    ctx.translate(scanned.width / 2, scanned.height / 2);
    ctx.rotate(((rng.between(-1, 1) * (options.maxRotation ?? 1.2)) * Math.PI) / 180);
    ctx.drawImage(await loadImage(await clean.encode('png')), -clean.width / 2, -clean.height / 2);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    const image = ctx.getImageData(0, 0, scanned.width, scanned.height);
    const noise = options.noise ?? 18;
    for (let i = 0; i < image.data.length; i += 4) {
      const delta = (rng.next() - 0.5) * noise;
      for (let c = 0; c < 3; c++) image.data[i + c] = Math.max(0, Math.min(255, (image.data[i + c] as number) + delta));
    }
    ctx.putImageData(image, 0, 0);
    const jpeg = await scanned.encode('jpeg', options.jpegQuality ?? 72);
    const embedded = await out.embedJpg(jpeg);
    const { width, height } = page.getViewport({ scale: 1 });
    out.addPage([width, height]).drawImage(embedded, { x: 0, y: 0, width, height });
  }
  await task.destroy();
  return out.save();
};
