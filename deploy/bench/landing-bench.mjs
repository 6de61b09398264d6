// Lighthouse-style figures for the landing pages (issue 14): LCP and CLS in Chromium with the CPU
// slowed 4x, and the JavaScript each page loads (bytes on the wire and gzip -9 of the files).
// Run: npm run build && npm run bench:landing [-- --runs 5]. Starts the built app (embedded) itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.mjs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, slowdown: { type: 'string', default: '4' } } });
const runs = Number(values.runs);
const slowdown = Number(values.slowdown);
const pages = ['/', '/marriage', '/spanish', '/asylum', '/asiloespanol'];
const goals = { lcpMs: 1200, cls: 0.05 };


const startApp = async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'formpath-landing-'));
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` };
  delete env.NATS_URL;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(root, 'services/embedded/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('Formpath is ready') && done());
    child.once('exit', (code) => fail(new Error(`the app exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => (child.once('exit', done), child.kill('SIGTERM'))).then(() => rmSync(dataDir, { recursive: true, force: true })),
  };
};

// Runs in the page before any of its scripts: records LCP and layout shifts as they happen.
const observe = () => {
  window.__perf = { lcp: 0, cls: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__perf.lcp = entry.startTime;
      const el = entry.element;
      window.__perf.element = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__perf.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

const measure = async (browser, url, path) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(observe);
  const scripts = new Map();
  page.on('response', async (res) => {
    const u = new URL(res.url());
    if (!u.pathname.endsWith('.js')) return;
    const wire = Number((await res.headerValue('content-length')) ?? 0);
    scripts.set(u.pathname, { wire, remote: u.pathname.startsWith('/remotes/') });
  });
  await page.goto(url + path, { waitUntil: 'networkidle' });
  // Layout shifts after load (late data) count too: wait a moment before reading.
  await page.waitForTimeout(1000);
  const perf = await page.evaluate(() => window.__perf);
  await context.close();
  const dist = join(root, 'shells/web/dist');
  let gzip = 0;
  for (const file of scripts.keys()) gzip += gzipSync(readFileSync(join(dist, file.slice(1))), { level: 9 }).length;
  const remotes = [...scripts.values()].filter((s) => s.remote).length;
  return { lcp: perf.lcp, cls: perf.cls, element: perf.element, files: scripts.size, gzip, remotes };
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const app = await startApp();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  // One unmeasured load warms the server's compression caches and the OS file cache.
  await measure(browser, app.url, '/');
  console.log(`Landing pages, Chromium, CPU slowed ${slowdown}x, ${runs} cold loads each (new context), median / worst; goals LCP <= ${goals.lcpMs} ms, CLS < ${goals.cls}`);
  console.log('page            LCP ms (med/worst)   CLS (med/worst)   JS files   JS gzip -9   remotes   LCP element');
  let ok = true;
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(browser, app.url, path));
    const lcp = results.map((r) => r.lcp);
    const cls = results.map((r) => r.cls);
    const last = results.at(-1);
    ok &&= median(lcp) <= goals.lcpMs && Math.max(...cls) < goals.cls && last.remotes === 0;
    console.log(
      `${path.padEnd(16)}${`${median(lcp).toFixed(0)} / ${Math.max(...lcp).toFixed(0)}`.padEnd(21)}${`${median(cls).toFixed(3)} / ${Math.max(...cls).toFixed(3)}`.padEnd(18)}${String(last.files).padEnd(11)}${`${(last.gzip / 1024).toFixed(1)} KB`.padEnd(13)}${String(last.remotes).padEnd(10)}${last.element}`,
    );
  }
  console.log(ok ? 'All landing pages within the goals.' : 'Some landing page misses a goal (see above).');
} finally {
  await browser.close();
  await app.stop();
}
