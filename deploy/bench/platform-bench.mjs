// Prints the foundation's numbers (issue 2): bundle sizes, gateway -> auth round trips over
// NATS and in-process, and start-to-ready time with idle memory. Run: npm run bench:platform
// (after npm run build). Over NATS it needs PostgreSQL and NATS (BENCH_DATABASE_URL, BENCH_NATS_URL).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.mjs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '../..');
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const natsUrl = process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;


const waitFor = async (url, ms = 60_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready`);
};

const start = (args, env, cwd = root) => spawn(process.execPath, args, { cwd, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
const stop = (child) => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM'))));

// 1. Bundles: the JavaScript Chromium actually loads to render the home page (remotes excluded),
// and each remote's remoteEntry.js, gzip -9.
const bundles = async (url) => {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage();
  const loaded = new Set();
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.endsWith('.js') && !path.startsWith('/remotes/')) loaded.add(path.slice(1));
  });
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await browser.close();
  const dist = join(root, 'shells/web/dist');
  const initial = [...loaded].reduce((sum, f) => sum + gz(join(dist, f)), 0);
  console.log(`Shell initial JavaScript for the home page: ${kb(initial)} gzip in ${loaded.size} files (goal <= 150 KB)`);
  for (const remote of readdirSync(join(root, 'microfrontends'))) {
    try {
      console.log(`remoteEntry ${remote}: ${kb(gz(join(root, 'microfrontends', remote, 'dist/remoteEntry.js')))} gzip (goal <= 10 KB)`);
    } catch {}
  }
};

const signUp = async (url) => {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`, password: 'Bench-Passw0rd!' }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0].split(';')[0];
};

const roundTrips = async (label, url) => {
  const cookie = await signUp(url);
  const run = (duration) => autocannon({ url: `${url}/api/auth/me`, connections: 50, duration, headers: { cookie } });
  await run(2); // warm-up
  const r = await run(10);
  if (r.non2xx) throw new Error(`${label}: ${r.non2xx} non-2xx answers`);
  console.log(`${label}: GET /api/auth/me at 50 concurrent: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s`);
  return r.latency;
};

const inProcess = async (database) => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'formpath-bench-'));
  const child = start(['services/embedded/dist/main.js'], { PORT: String(port), DATA_DIR: dataDir, NATS_URL: '', DATABASE_URL: database ?? '', SIGNIN_MAX_PER_CLIENT: '100000', SIGNUP_MAX_PER_CLIENT: '100000' });
  try {
    await waitFor(`http://127.0.0.1:${port}/health`);
    if (!database) await bundles(`http://127.0.0.1:${port}`);
    return await roundTrips(`In-process bus (one process, ${database ? 'PostgreSQL' : 'PGlite'})`, `http://127.0.0.1:${port}`);
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const overNats = async () => {
  const env = { NATS_URL: natsUrl, DATABASE_URL: databaseUrl, SIGNIN_MAX_PER_CLIENT: '100000', SIGNUP_MAX_PER_CLIENT: '100000' };
  const migrate = spawnSync(process.execPath, ['services/auth/dist/main.js', 'migrate'], { cwd: root, env: { ...process.env, ...env } });
  if (migrate.status !== 0) {
    console.log(`Over NATS: skipped (PostgreSQL at ${databaseUrl} or NATS at ${natsUrl} not reachable)`);
    return undefined;
  }
  const [authPort, gatewayPort] = [await freePort(), await freePort()];
  // Two processes on one machine: each needs its own metrics port (0: a free one).
  const auth = start(['services/auth/dist/main.js'], { ...env, PORT: String(authPort), HOST: '127.0.0.1', METRICS_PORT: '0' });
  const gateway = start(['services/gateway/dist/main.js'], { ...env, PORT: String(gatewayPort), HOST: '127.0.0.1', METRICS_PORT: '0' });
  try {
    await waitFor(`http://127.0.0.1:${authPort}/health`);
    await waitFor(`http://127.0.0.1:${gatewayPort}/health`);
    return await roundTrips('NATS (gateway and auth as separate processes, PostgreSQL)', `http://127.0.0.1:${gatewayPort}`);
  } finally {
    await Promise.all([stop(gateway), stop(auth)]);
  }
};

// 3. `npm start` with dependencies installed (and the build cached) to "ready", then idle memory.
const startToReady = async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'formpath-bench-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NATS_URL: '', DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('Formpath is ready') && done());
    child.once('exit', (code) => fail(new Error(`npm start exited with ${code}`)));
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 5000));
  const pid = spawnSync('pgrep', ['-n', '-f', 'services/embedded/dist/main.js'], { encoding: 'utf8' }).stdout.trim();
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  console.log(`npm start to ready: ${seconds.toFixed(1)} s (dependencies installed, build cached); idle resident memory: ${rss.toFixed(0)} MB`);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
};

console.log(`Formpath platform benchmark, ${new Date().toISOString()}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`);
await inProcess();
const nats = await overNats();
// Same database on both sides, so the ratio is the bus's.
const local = nats ? await inProcess(databaseUrl) : undefined;
if (local && nats) console.log(`Ratio NATS / in-process (both PostgreSQL): p50 ${(nats.p50 / local.p50).toFixed(2)}, p99 ${(nats.p99 / local.p99).toFixed(2)} (goal: p99 over NATS < 15 ms)`);
console.log('');
await startToReady();
