// Runs in a worker thread: opens a PDF, takes each page's text layer, and renders the pages
// that have none so they can be OCRed. Erasable TypeScript with package imports only, so Node
// can load it directly from the sources in tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/** A piece of a page's text layer, as pdfjs gives it. */
export interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/**
 * Rebuilds reading-order lines from positioned text: items on the same baseline form a line,
 * left to right. A wide gap (a new column or a form box) becomes at least three spaces and puts
 * the next piece at its column (one column per 5 points from the page's leftmost text), so a
 * value under a label starts under it and readers can align rows of boxes by column.
 */
export const toLines = (items: TextItem[]): string => {
  const pieces = items
    .filter((i) => i.str.trim())
    .map((i) => ({ text: i.str, x: i.transform[4] ?? 0, y: i.transform[5] ?? 0, w: i.width, h: Math.abs(i.height) || Math.abs(i.transform[3] ?? 10) }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const left = Math.min(...pieces.map((p) => p.x));
  const column = (x: number) => Math.round((x - left) / 5);
  const lines: Array<typeof pieces> = [];
  for (const piece of pieces) {
    const line = lines.at(-1);
    if (line && Math.abs((line[0]?.y ?? 0) - piece.y) <= Math.max(2, piece.h * 0.4)) line.push(piece);
    else lines.push([piece]);
  }
  return lines
    .map((line) => {
      line.sort((a, b) => a.x - b.x);
      let out = '';
      let end: number | undefined;
      for (const p of line) {
        const gap = end === undefined ? Infinity : p.x - end;
        if (gap > p.h * 1.5) out += ' '.repeat(Math.max(end === undefined ? 0 : 3, column(p.x) - out.length));
        else if (gap > p.h * 0.15) out += ' ';
        out += p.text;
        end = p.x + p.w;
      }
      return out.replace(/\s+$/, '');
    })
    .join('\n');
};

/** A page's text layer, or its image for OCR (a PGM file); with the text of any PDF417 symbol on it (a licence's back). */
/** The gray of the RGBA pixel at byte `i` (ITU-R 601 weights), 0 black to 255 white. */
const luminance = (px: Uint8ClampedArray, i: number): number => 0.299 * (px[i] ?? 255) + 0.587 * (px[i + 1] ?? 255) + 0.114 * (px[i + 2] ?? 255);

export type PageContent = ({ page: number; text: string } | { page: number; image: Uint8Array; width: number; height: number; dpi: number }) & { barcodes?: string[] };

export interface RenderLimits {
  dpi: number;
  maxPixels: number;
  minDpi: number;
  maxImagePixels: number;
}

/** What reading the document cost, measured here in the worker. */
export interface ReadCost {
  ms: number;
  /** Highest V8 heap plus off-heap memory of this worker, with the largest canvas. */
  peakMemoryBytes: number;
  largestPagePixels: number;
}

export interface ReadResult {
  pages: PageContent[];
  cost: ReadCost;
}

/** Pixels per point for a page: the OCR resolution, lowered so the page stays within the pixel budget. */
export const renderScale = (width: number, height: number, limits: RenderLimits): number =>
  Math.min(limits.dpi / 72, Math.sqrt(limits.maxPixels / Math.max(1, width * height)));

/**
 * Ruling lines (table borders, form boxes, underlines) erased from a page image before OCR:
 * tesseract takes a line crossing or touching a row of text for part of it and drops the row
 * (a parents' table read as "ZAPATA ICE"). A line is a run of dark pixels at least 0.3 in long
 * and thin across (3 pixels at 200 dpi); letter strokes are shorter and shaded fills thicker, so
 * both stay. Runs are measured with one pixel of slack across, so a line of a page scanned a
 * degree or two askew still reads as one run (and a line measures 2 pixels thicker than it is).
 */
export const eraseRulingLines = (px: Uint8ClampedArray, width: number, height: number, dpi: number): void => {
  const minRun = Math.round(dpi * 0.3);
  const maxThickness = Math.max(3, Math.round(dpi / 40));
  const dark = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) dark[i] = luminance(px, 4 * i) < 220 ? 1 : 0;
  // Dark with a neighbour across the run's direction (above or below; left or right): a skewed line stays one run.
  const rows = new Uint8Array(width * height);
  const cols = new Uint8Array(width * height);
  for (let i = 0; i < dark.length; i++) {
    const x = i % width;
    rows[i] = dark[i] || dark[i - width] || dark[i + width] ? 1 : 0;
    cols[i] = dark[i] || (x > 0 && dark[i - 1]) || (x < width - 1 && dark[i + 1]) ? 1 : 0;
  }
  // Every run of `mask` along x or y, as (index of position k, start, end).
  const forRuns = (mask: Uint8Array, alongX: boolean, visit: (at: (k: number) => number, from: number, to: number) => void) => {
    const [outer, inner] = alongX ? [height, width] : [width, height];
    for (let o = 0; o < outer; o++) {
      const at = (k: number) => (alongX ? o * width + k : k * width + o);
      for (let k = 0; k < inner; ) {
        if (!mask[at(k)]) { k++; continue; }
        let end = k;
        while (end < inner && mask[at(end)]) end++;
        visit(at, k, end);
        k = end;
      }
    }
  };
  // Thickness across each pixel of `mask`: the length of its run the other way (only small ones matter).
  const across = (mask: Uint8Array, alongX: boolean) => {
    const len = new Uint8Array(width * height);
    forRuns(mask, !alongX, (at, from, to) => {
      for (let j = from; j < to; j++) len[at(j)] = Math.min(to - from, 255);
    });
    return len;
  };
  // A long run that is thin along most of its length is a line: all of it goes, where text touches it too.
  const erase = (mask: Uint8Array, alongX: boolean) => {
    const thick = across(mask, alongX);
    forRuns(mask, alongX, (at, from, to) => {
      if (to - from < minRun) return;
      let thin = 0;
      for (let j = from; j < to; j++) if ((thick[at(j)] ?? 0) <= maxThickness) thin++;
      if (thin < 0.7 * (to - from)) return;
      for (let j = from; j < to; j++) {
        const i = at(j);
        px[4 * i] = px[4 * i + 1] = px[4 * i + 2] = 255;
      }
    });
  };
  erase(rows, true);
  erase(cols, false);
};

/**
 * How far a scanned page's text lines slope, in degrees (down to the right is positive): rows of
 * text give the sharpest profile of dark pixels per row when measured along their slope.
 * Sampled on every row and every 4th column (every row, so no slope is favoured by the
 * sampling), from −6° to 6° by half degrees, then to a tenth of a degree.
 */
export const skewAngle = (px: Uint8ClampedArray, width: number, height: number): number => {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x += 4) {
      const i = 4 * (y * width + x);
      if (luminance(px, i) < 128) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 300) return 0;
  const sharpness = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    const shift = Math.abs(slope) * width;
    const rows = new Float64Array(Math.ceil(height + 2 * shift) + 1);
    for (let k = 0; k < xs.length; k++) {
      const row = Math.floor((ys[k] as number) - (xs[k] as number) * slope + shift);
      rows[row] = (rows[row] ?? 0) + 1;
    }
    let sum = 0;
    for (const n of rows) sum += n * n;
    return sum;
  };
  const best = (from: number, to: number, by: number, around = 0) => {
    let angle = around;
    let top = -1;
    for (let a = from; a <= to + 1e-9; a += by) {
      const value = sharpness(around + a);
      if (value > top) [top, angle] = [value, around + a];
    }
    return angle;
  };
  return best(-0.5, 0.5, 0.1, best(-6, 6, 0.5));
};

/**
 * A page image as a grayscale PGM file for tesseract: made in milliseconds, where a noisy scan
 * takes over half a second to compress as PNG (and tesseract reads it to gray anyway).
 */
export const toPgm = (image: { data: Uint8ClampedArray; width: number; height: number }): Uint8Array => {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.width * image.height);
  out.set(header);
  const px = image.data;
  // The same weights in integers: a byte per pixel, made fast.
  for (let i = 0, j = header.length; i < px.length; i += 4, j++) out[j] = (77 * (px[i] ?? 255) + 150 * (px[i + 1] ?? 255) + 29 * (px[i + 2] ?? 255)) >> 8;
  return out;
};

const require = createRequire(import.meta.url);

// zxing-cpp's reader as WebAssembly, loaded from the package: left to itself it would fetch the binary from a CDN.
let zxing: Promise<unknown> | undefined;
const zxingReady = () =>
  (zxing ??= (() => {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    return prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
  })());

/**
 * The text of the PDF417 symbols on a page image, as the symbol's own error correction
 * restored it: a US or Canadian licence or ID card carries its holder's data there (AAMVA).
 */
export const readPdf417 = async (image: { data: Uint8ClampedArray; width: number; height: number }): Promise<string[]> => {
  try {
    await zxingReady();
    // zxing-wasm takes any { data, width, height }: the canvas's ImageData has no colorSpace.
    const found = await readBarcodes(image as ImageData, { formats: ['PDF417'], tryHarder: true, textMode: 'Plain', maxNumberOfSymbols: 2 });
    return found.filter((b) => b.isValid && b.text).map((b) => b.text);
  } catch {
    // A barcode is a bonus: the page is still read without it, and the reader is loaded afresh next time.
    zxing = undefined;
    return [];
  }
};

// Only an image this large can hold a readable PDF417 symbol (about 300 modules across).
const holdsSymbol = (width: number, height: number) => width >= 300 && height >= 40;
// The letters of a licence's two sides and a line or two around them; a letter has more.
const cardTextChars = 1200;

/** Whether a page paints an image that could be a barcode: a picture (its size in the arguments) or a one-bit stencil mask. */
const showsSymbol = async (page: { getOperatorList: () => Promise<{ fnArray: number[]; argsArray: unknown[][] }> }): Promise<boolean> => {
  const ops = await page.getOperatorList();
  return ops.fnArray.some((fn, i) => {
    const args = ops.argsArray[i] ?? [];
    if (fn === OPS.paintImageXObject) return holdsSymbol(Number(args[1] ?? 0), Number(args[2] ?? 0));
    const mask = args[0] as { width?: number; height?: number } | undefined;
    return fn === OPS.paintImageMaskXObject && holdsSymbol(mask?.width ?? 0, mask?.height ?? 0);
  });
};

const standardFontDataUrl = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

// A page "has text" when its text layer holds enough letters or digits to be more than a stamp.
const minTextChars = 40;

const memoryNow = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
};

export default async function readPages({ data, limits }: { data: Uint8Array; limits: RenderLimits }): Promise<ReadResult> {
  const started = performance.now();
  let peak = memoryNow();
  let largestPagePixels = 0;
  const sample = () => (peak = Math.max(peak, memoryNow() + largestPagePixels * 4));
  const timer = setInterval(sample, 20);
  // Images past the budget are not decoded at all (pdf.js skips them).
  const task = getDocument({ data, disableFontFace: true, maxImageSize: limits.maxImagePixels, standardFontDataUrl, verbosity: 0 });
  try {
    const pdf = await task.promise;
    // The page drawn at the OCR resolution on white, for tesseract or for a barcode on it.
    const scaleOf = (page: Awaited<ReturnType<typeof pdf.getPage>>) => {
      const size = page.getViewport({ scale: 1 });
      return renderScale(size.width, size.height, limits);
    };
    const render = async (page: Awaited<ReturnType<typeof pdf.getPage>>, n: number) => {
      const size = page.getViewport({ scale: 1 });
      const scale = scaleOf(page);
      if (scale * 72 < limits.minDpi) {
        throw new Error(`page ${n} is ${(size.width / 72).toFixed(1)} × ${(size.height / 72).toFixed(1)} inches, too large to read`);
      }
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      largestPagePixels = Math.max(largestPagePixels, canvas.width * canvas.height);
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      return { canvas, image: context.getImageData(0, 0, canvas.width, canvas.height), dpi: scale * 72 };
    };
    // A page scanned askew, turned straight: ruling lines become rows and columns again, and text lines level.
    const straighten = (r: Awaited<ReturnType<typeof render>>) => {
      const angle = skewAngle(r.image.data, r.canvas.width, r.canvas.height);
      if (Math.abs(angle) < 0.3) return r.image;
      const canvas = createCanvas(r.canvas.width, r.canvas.height);
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.translate(canvas.width / 2, canvas.height / 2);
      context.rotate((-angle * Math.PI) / 180);
      context.drawImage(r.canvas, -canvas.width / 2, -canvas.height / 2);
      context.setTransform(1, 0, 0, 1, 0, 0);
      return context.getImageData(0, 0, canvas.width, canvas.height);
    };
    const pages: PageContent[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = toLines(content.items.filter((i): i is TextItem & typeof i => 'str' in i) as TextItem[]);
      const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
      if (letters >= minTextChars) {
        // A text page is drawn only to read a barcode: when it has as little text as a card's
        // sides and shows a picture large enough to hold one (a photo of a licence's back).
        const drawable = scaleOf(page) * 72 >= limits.minDpi;
        const barcodes = letters <= cardTextChars && drawable && (await showsSymbol(page)) ? await readPdf417((await render(page, n)).image) : [];
        pages.push({ page: n, text, ...(barcodes.length ? { barcodes } : {}) });
      } else {
        const rendered = await render(page, n);
        const { dpi } = rendered;
        // Before the ruling lines go: a barcode's bars are lines too.
        const barcodes = await readPdf417(rendered.image);
        const image = straighten(rendered);
        eraseRulingLines(image.data, image.width, image.height, dpi);
        sample();
        pages.push({ page: n, image: toPgm(image), width: image.width, height: image.height, dpi, ...(barcodes.length ? { barcodes } : {}) });
      }
      page.cleanup();
    }
    return { pages, cost: { ms: Math.round(performance.now() - started), peakMemoryBytes: sample(), largestPagePixels } };
  } finally {
    clearInterval(timer);
    await task.destroy();
  }
}
