import { deflateSync } from 'node:zlib';
import { badFiles, hostileFiles, rawPdf, rawStream, scriptedFiles } from '@formpath/testing';
import { decodeNames, jpegSize, scanPdfStructure, type ScanLimits } from './pdf-structure-scan.js';

const limits: ScanLimits = { maxStreamBytes: 32 * 2 ** 20, maxFileBytes: 128 * 2 ** 20, maxImagePixels: 50_000_000 };

describe('the bounded structure scan', () => {
  it.each([
    ['a nested deflate bomb', hostileFiles.nestedDeflateBomb],
    ['a one-layer deflate bomb', hostileFiles.deflateBomb],
    ['an object stream bomb', hostileFiles.objectStreamBomb],
  ])('stops %s early, within the stream budget', async (_name, make) => {
    const pdf = await make();
    const before = process.memoryUsage();
    const result = await scanPdfStructure(pdf, limits);
    expect(result).toMatchObject({ ok: false, reason: 'too-complex' });
    // The 2 GiB are never held: what grew is about one stream's budget at most.
    expect(process.memoryUsage().arrayBuffers - before.arrayBuffers).toBeLessThan(limits.maxStreamBytes * 2);
  });

  it('counts every stream of a file against the per-file budget', async () => {
    const stream = deflateSync(Buffer.alloc(20 * 2 ** 20));
    const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>'];
    for (let i = 0; i < 8; i++) objects.push(rawStream('/Filter /FlateDecode', stream).toString('latin1'));
    const result = await scanPdfStructure(rawPdf(objects), limits);
    expect(result).toMatchObject({ ok: false, reason: 'too-complex' });
  });

  it('refuses an image past the pixel budget from its declared size', async () => {
    expect(await scanPdfStructure(await hostileFiles.pixelFlood(), limits)).toEqual({ ok: false, reason: 'image-too-large', width: 30000, height: 30000 });
  });

  it('reads a JPEG frame size, which decoders trust over the PDF', () => {
    const sof = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x75, 0x30, 0x4e, 0x20, 0x03, 0, 0, 0, 0, 0, 0]);
    expect(jpegSize(sof)).toEqual({ width: 20000, height: 30000 });
  });

  it('accepts an ordinary file and measures what it inflated', async () => {
    const result = await scanPdfStructure(await badFiles.valid(3), limits);
    expect(result).toMatchObject({ ok: true, encrypted: false, activeContent: false });
    if (result.ok) expect(result.inflatedBytes).toBeGreaterThan(0);
  });

  it.each(Object.entries(scriptedFiles))('finds the script in %s', async (_name, make) => {
    expect(await scanPdfStructure(await make(), limits)).toMatchObject({ ok: true, activeContent: true });
  });

  it('decodes #-escaped names as readers do', () => {
    expect(decodeNames('<< /S /Java#53cript /J#53 (x#41) >>')).toBe('<< /S /JavaScript /JS (x#41) >>');
  });

  it('sees encryption', async () => {
    expect(await scanPdfStructure(await badFiles.encrypted(), limits)).toMatchObject({ ok: true, encrypted: true });
  });
});
