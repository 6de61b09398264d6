import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { DomainError } from '@formpath/contracts';
import { badFiles, hostileFiles, ownerPasswordOnly, scriptedFiles } from '@formpath/testing';
import type { InspectCost } from './pdf-inspect.worker.js';
import { PdfInspector } from './pdf-inspector.js';

/** The inspector with its real worker pool, as the gateway runs it. */
describe('upload inspection in the worker', () => {
  let dir: string;
  let inspector: PdfInspector;
  let n = 0;
  const file = async (bytes: Buffer) => {
    const name = path.join(dir, `f${n++}.pdf`);
    await writeFile(name, bytes);
    return name;
  };
  const refusalOf = async (bytes: Buffer, user = 'user-a') => {
    const err = await inspector.inspect(await file(bytes), user).then(() => undefined, (e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    return err as DomainError & { details: { cost: InspectCost } };
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inspect-'));
    inspector = new PdfInspector(pino({ level: 'silent' }));
    await inspector.inspect(await file(await badFiles.valid()), 'warm-up');
  });
  afterAll(async () => {
    await inspector.onApplicationShutdown();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['a 4 KB content stream inflating to 2 GiB', hostileFiles.nestedDeflateBomb],
    ['a 2 MB content stream inflating to 2 GiB', hostileFiles.deflateBomb],
    ['a 3 KB object stream inflating to 2 GiB', hostileFiles.objectStreamBomb],
  ])('refuses %s after inflating no more than its budget, in a few megabytes', async (_name, make) => {
    const err = await refusalOf(await make());
    expect(err.code).toBe('UPLOAD_TOO_COMPLEX');
    // Work, not wall time (which a busy machine stretches): the 2 GiB are never inflated.
    expect(err.details.cost.inflatedBytes).toBeLessThanOrEqual(160 * 2 ** 20);
    expect(err.details.cost.peakMemoryBytes).toBeLessThan(160 * 2 ** 20);
  });

  it('refuses a pixel flood with the image size, without decoding it', async () => {
    const err = await refusalOf(await hostileFiles.pixelFlood());
    expect(err.code).toBe('UPLOAD_IMAGE_TOO_LARGE');
    expect(err.message).toBe('This PDF contains an image of 30,000 × 30,000 pixels, more than the 50 million we read. Please upload a new scan at 300 dpi or less.');
    expect(err.details.cost.peakMemoryBytes).toBeLessThan(160 * 2 ** 20);
  });

  it('refuses a page too large to read, and takes a large one it can read', async () => {
    const err = await refusalOf(await hostileFiles.hugePage(14_400));
    expect(err.message).toBe('Page 1 of this PDF is 200.0 × 200.0 inches, too large to read. Please upload a copy with ordinary page sizes, such as Letter or A4.');
    await expect(inspector.inspect(await file(await hostileFiles.hugePage(3000)), 'user-a')).resolves.toMatchObject({ pageCount: 1 });
  });

  it('refuses a file with only an owner password: its streams cannot be measured', async () => {
    expect((await refusalOf(await ownerPasswordOnly())).code).toBe('UPLOAD_ENCRYPTED');
  });

  it.each(Object.entries(scriptedFiles))('keeps %s without its scripts', async (_name, make) => {
    const result = await inspector.inspect(await file(await make()), 'user-a');
    expect(result.pageCount).toBe(1);
    expect(result.sanitised).toBeDefined();
    // Checked without our scanner (which accepted it): the copy is written without object
    // streams, so every dictionary is plain text, and none may name a script or an action.
    const stored = Buffer.from(result.sanitised ?? []).toString('latin1');
    expect(stored).not.toMatch(/ObjStm/);
    expect(stored).not.toMatch(/\/(?:JavaScript|JS|AA|OpenAction|Next|A|Launch|XFA)(?![A-Za-z0-9])/);
  });

  it('checks another user\'s file in its usual time while one user sends bombs', async () => {
    const usual = (await inspector.inspect(await file(await badFiles.valid()), 'victim')).cost.ms;
    const bombs = await Promise.all([hostileFiles.deflateBomb(), hostileFiles.nestedDeflateBomb(), hostileFiles.objectStreamBomb(), hostileFiles.deflateBomb()].map((b) => b.then(file)));
    const attack = bombs.map((f) => inspector.inspect(f, 'attacker').catch(() => undefined));
    await new Promise((r) => setTimeout(r, 20));
    const started = performance.now();
    await inspector.inspect(await file(await badFiles.valid()), 'victim');
    const waited = performance.now() - started;
    await Promise.all(attack);
    // One bomb at most runs beside it (one per user at a time), and a bomb stops early; the
    // bound is loose for busy machines (four bombs in a row took 15 s each before).
    expect(waited).toBeLessThan(usual + 5_000);
  });
});
