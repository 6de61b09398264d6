import { createCanvas } from '@napi-rs/canvas';
import { skewAngle } from './page-reader.worker.js';

/** A page of 30 "text lines" (rows of word-sized blocks), turned `degrees` clockwise as a scanner would. */
const scanned = (degrees: number) => {
  const [w, h] = [1200, 1500];
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  ctx.translate(w / 2, h / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.fillStyle = '#111';
  for (let line = 0; line < 30; line++) for (let word = 0; word < 9; word++) ctx.fillRect(-450 + word * 100 + (line % 3) * 7, -600 + line * 40, 60 + ((line * word) % 4) * 8, 18);
  return { data: ctx.getImageData(0, 0, w, h).data, w, h };
};

describe('the skew of a scanned page', () => {
  it.each([-4.5, -1.2, -0.4, 0, 0.7, 2.3, 5.5])('measures a page turned %s° to a tenth of a degree', (degrees) => {
    const { data, w, h } = scanned(degrees);
    expect(Math.abs(skewAngle(data, w, h) - degrees)).toBeLessThanOrEqual(0.1);
  });

  it('leaves a page with almost nothing on it alone', () => {
    const canvas = createCanvas(800, 800);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 800, 800);
    expect(skewAngle(ctx.getImageData(0, 0, 800, 800).data, 800, 800)).toBe(0);
  });
});
