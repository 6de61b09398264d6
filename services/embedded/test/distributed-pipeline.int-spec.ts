import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { generateCase } from '@formpath/testing';
import { freePort, strongPassword, uniqueEmail } from './support/test-app.js';

const realServers = Boolean(process.env['NATS_URL'] && process.env['DATABASE_URL']);
const root = resolve(__dirname, '../../..');
const entry = (service: string) => resolve(root, 'services', service, 'dist', 'main.js');

interface Service {
  child: ChildProcess;
  log: string[];
}

(realServers ? describe : describe.skip)('distributed document pipeline: a killed OCR worker loses nothing', () => {
  const services: Service[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'formpath-dist-'));
  // Shared storage (a directory here, S3 in production) and one key ring for every process.
  const env = {
    ...process.env,
    LOG_LEVEL: 'info',
    MIGRATE_ON_START: 'false',
    SIGNIN_MAX_PER_CLIENT: '100000', SIGNUP_MAX_PER_CLIENT: '100000',
    DATA_DIR: dataDir,
    STORAGE_KEYS: `test:${randomBytes(32).toString('base64')}`,
    JOB_ACK_WAIT_MS: '3000',
    OCR_CONCURRENCY: '1',
  };
  let gateway = '';

  const start = async (service: string): Promise<{ url: string; service: Service }> => {
    // Processes on one machine each need their own metrics port (0: a free one).
    const port = await freePort();
    const child = spawn(process.execPath, [entry(service)], { env: { ...env, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
    const s: Service = { child, log: [] };
    child.stdout?.on('data', (chunk: Buffer) => s.log.push(...chunk.toString().split('\n').filter(Boolean)));
    services.push(s);
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${service} exited with ${child.exitCode}`);
      if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return { url, service: s };
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${service} never became ready`);
  };

  beforeAll(async () => {
    for (const service of ['auth', 'documents']) {
      expect(spawnSync(process.execPath, [entry(service), 'migrate'], { env, encoding: 'utf8' }).status).toBe(0);
    }
    await start('auth');
    await start('documents');
    await start('ai');
    gateway = (await start('gateway')).url;
  });

  afterAll(async () => {
    await Promise.all(
      services.map(
        ({ child }) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('finishes the job on the other worker after the first is killed mid-job', async () => {
    const workers = [(await start('ocr')).service, (await start('ocr')).service];
    const json = { 'Content-Type': 'application/json' };
    const signup = await fetch(`${gateway}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email: uniqueEmail('dist-docs'), password: strongPassword }) });
    const cookie = signup.headers.getSetCookie()[0]!.split(';')[0]!;

    // One scanned document of three pages: long enough to kill its worker mid-job.
    const c = await generateCase(5151, ['passport', 'i94', 'drivers_license'], { scanned: true });
    const merged = await PDFDocument.create();
    for (const d of c.documents) {
      const source = await PDFDocument.load(d.bytes);
      for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
    }
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(await merged.save())], { type: 'application/pdf' }), 'scans.pdf');
    const uploaded = await fetch(`${gateway}/api/documents/upload`, { method: 'POST', headers: { Cookie: cookie }, body: form });
    expect(uploaded.status).toBe(201);
    const { sessionId } = (await uploaded.json()) as { sessionId: string };

    const processing = fetch(`${gateway}/api/documents/${sessionId}/process`, { method: 'POST', headers: { ...json, Cookie: cookie }, body: JSON.stringify({ formType: 'I-485' }) });
    const started = (w: Service) => w.log.some((l) => l.includes('ocr job started'));
    const deadline = Date.now() + 30_000;
    while (!workers.some(started)) {
      if (Date.now() > deadline) throw new Error('no worker took the job');
      await new Promise((r) => setTimeout(r, 50));
    }
    const [victim, survivor] = started(workers[0]!) ? [workers[0]!, workers[1]!] : [workers[1]!, workers[0]!];
    await new Promise((r) => setTimeout(r, 500));
    victim.child.kill('SIGKILL');

    const res = await processing;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; formData: { biographic_information: { full_name: { family_name: string } } } };
    expect(body.status).toBe('processed');
    const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    expect(plain(body.formData.biographic_information.full_name.family_name)).toBe(plain(c.persona.name.family));
    expect(victim.log.some((l) => l.includes('ocr job done'))).toBe(false);
    expect(survivor.log.filter((l) => l.includes('ocr job started')).some((l) => l.includes('"attempt":2'))).toBe(true);
  });
});
