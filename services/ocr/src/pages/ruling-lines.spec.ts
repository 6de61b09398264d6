import { eraseRulingLines } from './page-reader.worker.js';

/** A white RGBA page of `w` × `h` with the given pixels black. */
const page = (w: number, h: number, black: Array<[number, number]>) => {
  const px = new Uint8ClampedArray(w * h * 4).fill(255);
  for (const [x, y] of black) px.fill(0, 4 * (y * w + x), 4 * (y * w + x) + 3);
  return px;
};
const isBlack = (px: Uint8ClampedArray, w: number, x: number, y: number) => px[4 * (y * w + x)] === 0;
const box = (x0: number, y0: number, x1: number, y1: number): Array<[number, number]> =>
  Array.from({ length: (x1 - x0) * (y1 - y0) }, (_, i) => [x0 + (i % (x1 - x0)), y0 + Math.floor(i / (x1 - x0))]);

describe('ruling lines erased before OCR', () => {
  const [w, h, dpi] = [400, 300, 200];

  it('erases a table border, straight or a degree askew, and a box side', () => {
    const skewed: Array<[number, number]> = Array.from({ length: 300 }, (_, i) => [50 + i, 120 + Math.floor(i / 57)]);
    const px = page(w, h, [...box(20, 40, 380, 42), ...skewed, ...box(30, 150, 32, 290)]);
    eraseRulingLines(px, w, h, dpi);
    expect(isBlack(px, w, 200, 40)).toBe(false);
    expect(isBlack(px, w, 200, 120 + Math.floor(150 / 57))).toBe(false);
    expect(isBlack(px, w, 31, 200)).toBe(false);
  });

  it('keeps letter strokes, short dashes and shaded fills', () => {
    const letter = box(100, 60, 103, 85); // a 25-pixel stem: a letter at 200 dpi
    const dash = box(150, 70, 190, 72); // an em dash, shorter than a line
    const fill = box(200, 200, 390, 240); // a shaded cell, thicker than any line
    const px = page(w, h, [...letter, ...dash, ...fill]);
    eraseRulingLines(px, w, h, dpi);
    expect(isBlack(px, w, 101, 70)).toBe(true);
    expect(isBlack(px, w, 170, 71)).toBe(true);
    expect(isBlack(px, w, 300, 220)).toBe(true);
  });

  it('takes a line away where text touches it, and keeps the text above it', () => {
    const px = page(w, h, [...box(20, 100, 380, 102), ...box(100, 80, 103, 100)]);
    eraseRulingLines(px, w, h, dpi);
    expect(isBlack(px, w, 101, 101)).toBe(false);
    expect(isBlack(px, w, 101, 90)).toBe(true);
  });
});
