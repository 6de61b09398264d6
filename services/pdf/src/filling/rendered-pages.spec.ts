import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { planI485 } from '@formpath/forms';
import { fullI485 } from '@formpath/testing';
import { loadTemplate, templateFile } from '../templates/form-templates.js';
import { FormFiller } from './form-filler.js';

const run = promisify(execFile);

/** One page as a 72 dpi greyscale bitmap, rendered by poppler (pdftoppm), a third renderer. */
const render = async (pdf: string, page: number) => {
  const out = path.join(path.dirname(pdf), `${path.basename(pdf, '.pdf')}-${page}`);
  await run('pdftoppm', ['-r', '72', '-gray', '-f', String(page), '-l', String(page), '-singlefile', pdf, out]);
  const bytes = readFileSync(`${out}.pgm`);
  const [, w, h] = bytes.subarray(0, 20).toString('latin1').match(/^P5\s+(\d+)\s+(\d+)\s+255\s/) ?? [];
  const header = bytes.length - Number(w) * Number(h);
  return { width: Number(w), height: Number(h), at: (x: number, y: number) => bytes[header + y * Number(w) + x] as number };
};

describe('rendered pages of a filled I-485 (pdftoppm)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'formpath-render-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts every mark inside a field box and each A-number digit in its own comb cell', async () => {
    const template = await loadTemplate('I-485');
    const filled = await new FormFiller(template).fill(planI485(fullI485(31)));
    copyFileSync(templateFile('I-485'), path.join(dir, 'blank.pdf'));
    writeFileSync(path.join(dir, 'filled.pdf'), filled.bytes);
    for (const page of [1, 2, 3, 13]) {
      const [blank, ink] = await Promise.all([render(path.join(dir, 'blank.pdf'), page), render(path.join(dir, 'filled.pdf'), page)]);
      const boxes = template.catalog.fields.filter((f) => f.page === page).map((f) => f.rect.map(Math.round) as [number, number, number, number]);
      const inside = (x: number, y: number) => boxes.some(([x1, y1, x2, y2]) => x >= x1 - 1 && x <= x2 + 1 && ink.height - y >= y1 - 1 && ink.height - y <= y2 + 1);
      let marks = 0;
      const outside: Array<[number, number]> = [];
      for (let y = 0; y < ink.height; y++) {
        for (let x = 0; x < ink.width; x++) {
          if (blank.at(x, y) - ink.at(x, y) < 96) continue;
          marks++;
          if (!inside(x, y)) outside.push([x, y]);
        }
      }
      expect({ page, hasMarks: marks > 50 }).toEqual({ page, hasMarks: true });
      expect({ page, outside: outside.slice(0, 5) }).toEqual({ page, outside: [] });
    }

    // Comb: the 9 digits of the A-number, one centred in each cell of the page 1 box.
    const [blank, ink] = await Promise.all([render(path.join(dir, 'blank.pdf'), 1), render(path.join(dir, 'filled.pdf'), 1)]);
    const field = template.catalog.fields.find((f) => f.name === 'form1[0].#subform[0].AlienNumber[0]');
    const [x1, y1, x2, y2] = field?.rect ?? [0, 0, 0, 0];
    const cell = (x2 - x1) / 9;
    for (let i = 0; i < 9; i++) {
      let sum = 0;
      let count = 0;
      for (let x = Math.ceil(x1 + i * cell + 1); x < x1 + (i + 1) * cell - 1; x++) {
        for (let y = Math.ceil(ink.height - y2 + 2); y < ink.height - y1 - 2; y++) {
          if (blank.at(x, y) - ink.at(x, y) >= 96) {
            sum += x;
            count++;
          }
        }
      }
      expect({ cell: i, inked: count > 3 }).toEqual({ cell: i, inked: true });
      const centre = sum / count - (x1 + i * cell);
      expect({ cell: i, centred: Math.abs(centre - cell / 2) < cell * 0.25 }).toEqual({ cell: i, centred: true });
    }
  });
});
