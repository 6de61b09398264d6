import { Rng, renderPdf, scanPdf } from '@formpath/testing';
import { PageReader } from './page-reader.js';

const data = '@\n\x1e\rANSI 636014080001DL00310060DLDAQD1234567\nDCSRAMIREZ\nDACLUCIA\nDBB03151990\nDAG1420 W MAPLE AVE\nDAISACRAMENTO\nDAJCA\nDAK958140000  \r';
const card = (withBarcode: boolean, letter = false) =>
  renderPdf(
    [
      { type: 'lines', lines: ['CALIFORNIA DRIVER LICENSE', 'LN RAMIREZ', 'FN LUCIA', 'If found, drop in any mailbox.'] },
      ...(letter ? Array.from({ length: 12 }, () => ({ type: 'paragraph' as const, text: 'A letter of many words, where no licence barcode is looked for. '.repeat(2) })) : []),
      ...(withBarcode ? [{ type: 'pdf417' as const, data, width: 230 }] : []),
    ],
    'inline',
    new Rng(3),
  );

/** A licence's back carries its holder's data in a PDF417 symbol: read from text pages and scans alike. */
describe('barcodes on pages', () => {
  const reader = new PageReader();
  afterAll(() => reader.onApplicationShutdown());

  it("reads the symbol on a text page that shows one, as the symbol's bytes", async () => {
    const { pages } = await reader.read(Buffer.from(await card(true)));
    expect(pages[0]).toMatchObject({ text: expect.stringContaining('LN RAMIREZ'), barcodes: [data] });
  });

  it('reads it from a page scanned askew, noisy and JPEG-compressed', async () => {
    const { pages } = await reader.read(Buffer.from(await scanPdf(await card(true), new Rng(5), { maxRotation: 1.5 })));
    expect(pages[0]).toMatchObject({ image: expect.any(Uint8Array), barcodes: [data] });
  });

  it('does not draw a page of a long letter to look for one (a card has little text)', async () => {
    const { pages } = await reader.read(Buffer.from(await card(true, true)));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.barcodes).toBeUndefined();
  });

  it('finds none where there is none', async () => {
    const { pages } = await reader.read(Buffer.from(await card(false)));
    expect(pages[0]?.barcodes).toBeUndefined();
  });
});
