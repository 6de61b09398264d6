// Pipeline speed on this machine:
//  1. OCR seconds per page, tesseract.js vs native tesseract (OMP_THREAD_LIMIT=1), same images;
//  2. upload-to-form-data time through the built app (embedded mode) for a 7-document
//     born-digital case and a 7-page scanned case.
//   npm run build && npm run bench:pipeline [-- --runs 3]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PageReader, TesseractPool } from '@formpath/ocr';
import { generateCase } from '@formpath/testing';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '18181' } } });
const runs = Number(values.runs);
const kinds = ['passport', 'i94', 'birth_certificate', 'drivers_license', 'employment_letter', 'lease_or_utility_bill', 'uscis_notice'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (ms) => (ms / 1000).toFixed(2);

// 1. OCR engines on the same rendered pages (200 dpi, as the OCR service renders them).
const scanned = await generateCase(2024, kinds, { scanned: true });
const reader = new PageReader();
const images = [];
for (const d of scanned.documents) for (const c of (await reader.read(Buffer.from(d.bytes))).pages) if ('image' in c) images.push(c.image);
await reader.onApplicationShutdown();
const dir = mkdtempSync(join(tmpdir(), 'formpath-bench-'));
images.forEach((img, i) => writeFileSync(join(dir, `page${i}.png`), img));

const pool = new TesseractPool({ OCR_CONCURRENCY: 1 });
await pool.recognise(images[0]); // start the worker outside the timing
let t = performance.now();
for (const img of images) await pool.recognise(img);
const jsPerPage = (performance.now() - t) / images.length;
await pool.onApplicationShutdown();

const nativeAvailable = spawnSync('tesseract', ['--version']).status === 0;
let nativePerPage;
if (nativeAvailable) {
  t = performance.now();
  images.forEach((_, i) => spawnSync('tesseract', [join(dir, `page${i}.png`), 'stdout'], { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: 'ignore' }));
  nativePerPage = (performance.now() - t) / images.length;
}
rmSync(dir, { recursive: true, force: true });
console.log(`OCR, ${images.length} scanned pages at 200 dpi, one worker, one page at a time:`);
console.log(`  tesseract.js ${seconds(jsPerPage)} s/page`);
if (nativePerPage) console.log(`  native tesseract (OMP_THREAD_LIMIT=1) ${seconds(nativePerPage)} s/page\n  ratio tesseract.js / native: ${(jsPerPage / nativePerPage).toFixed(2)} (goal <= 1.5)`);
else console.log('  native tesseract: not installed (apt-get install tesseract-ocr) — no ratio');

// 2. Upload to form data through the built app.
const dataDir = mkdtempSync(join(tmpdir(), 'formpath-bench-app-'));
const base = `http://127.0.0.1:${values.port}`;
const env = { ...process.env, DATA_DIR: dataDir, PORT: values.port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SIGNIN_MAX_PER_CLIENT: '100000', SIGNUP_MAX_PER_CLIENT: '100000' };
delete env.NATS_URL;
delete env.DATABASE_URL;
const app = spawn(process.execPath, ['services/embedded/dist/main.js'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  app.stdout.on('data', (c) => c.toString().includes('Formpath is ready') && resolve());
  app.once('exit', (code) => reject(new Error(`the app exited with ${code}`)));
});
const signup = await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'Corr3ct-Horse!' }) });
const cookie = signup.headers.getSetCookie()[0].split(';')[0];

const uploadOne = async (d, sessionId) => {
  const form = new FormData();
  if (sessionId) form.append('sessionId', sessionId);
  form.append('file', new Blob([Buffer.from(d.bytes)], { type: 'application/pdf' }), d.fileName);
  const res = await fetch(`${base}/api/documents/upload`, { method: 'POST', headers: { Cookie: cookie }, body: form });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return res.json();
};
const endToEnd = async (documents) => {
  const start = performance.now();
  const { sessionId } = await uploadOne(documents[0]);
  await Promise.all(documents.slice(1).map((d) => uploadOne(d, sessionId)));
  const res = await fetch(`${base}/api/documents/${sessionId}/process`, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: JSON.stringify({ formType: 'I-485' }) });
  if (!res.ok) throw new Error(`process: ${res.status} ${await res.text()}`);
  return performance.now() - start;
};

const report = async (label, make, goal) => {
  await endToEnd((await make(99)).documents); // warm-up: workers and caches
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await endToEnd((await make(100 + i)).documents));
  const pages = (await make(100)).documents.length;
  console.log(`${label}: upload to form data p50 ${seconds(median(times))} s (runs: ${times.map(seconds).join(', ')} s; ${pages} documents; goal <= ${goal} s)`);
};
console.log('\nUpload to form data, embedded mode (npm start), this machine:');
await report('  7-document born-digital case', (seed) => generateCase(seed, kinds), 2);
await report('  7-page scanned case', (seed) => generateCase(seed, kinds, { scanned: true }), 15);
app.kill('SIGTERM');
await new Promise((r) => app.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
