// Fill + save time and peak memory for fully populated official forms, on the built code.
//   npm run build && npm run bench:pdf [-- --runs 30]
// Each case runs in its own process so its peak RSS is its own; the synthetic applicants are
// generated here and handed over as JSON, so the test-data generator's memory is not counted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(arg('runs', 30));
const goals = { 'I-485': 350, 'I-765': 350 };

if (arg('case')) {
  const [{ FormFiller, loadTemplate }, { planForm }] = await Promise.all([import('@formpath/pdf'), import('@formpath/forms')]);
  const which = arg('case');
  const form = which.startsWith('I-485') ? 'I-485' : 'I-765';
  const applicants = JSON.parse(readFileSync(arg('data'), 'utf8'));
  const filler = new FormFiller(await loadTemplate(form));
  const baseRssMb = process.memoryUsage().rss / 2 ** 20;
  const times = [];
  let last;
  for (let i = 0; i < runs + 3; i++) {
    const plan = planForm(form, applicants[i]);
    const start = performance.now();
    last = await filler.fill(plan);
    if (i >= 3) times.push(performance.now() - start); // the first fills prepare the template and warm the JIT
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(JSON.stringify({ p50: q(0.5), p95: q(0.95), fields: last.filledFields, sheets: last.continuationSheets, bytes: last.bytes.length, peakRssMb: process.resourceUsage().maxRSS / 1024, baseRssMb }));
} else {
  console.log(`fill + save, ${runs} runs each after 3 warm-up fills (node ${process.version}, ${new Date().toISOString().slice(0, 10)})\n`);
  const { fullI485, fullI765 } = await import('@formpath/testing');
  const dir = mkdtempSync(path.join(tmpdir(), 'formpath-bench-'));
  const make = { 'I-485': (i) => fullI485(100 + i), 'I-485-overflow': (i) => fullI485(100 + i, { overflow: true }), 'I-765': (i) => fullI765(100 + i) };
  console.log('peak RSS: the whole process (the pdf service code and the checked template included); of it, added by filling\n');
  console.log('case                 fields  sheets   size MB   p50 ms   p95 ms   p50/goal   peak RSS MB   added by filling MB');
  for (const which of ['I-485', 'I-485-overflow', 'I-765']) {
    const data = path.join(dir, `${which}.json`);
    writeFileSync(data, JSON.stringify(Array.from({ length: runs + 3 }, (_, i) => make[which](i))));
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--case', which, '--runs', String(runs), '--data', data], { encoding: 'utf8' });
    if (child.status !== 0) {
      console.error(`${which}: failed\n${child.stderr}`);
      process.exitCode = 1;
      continue;
    }
    const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
    const goal = goals[which.slice(0, 5)];
    console.log(
      `${which.padEnd(20)} ${String(r.fields).padStart(6)} ${String(r.sheets).padStart(7)} ${(r.bytes / 1e6).toFixed(2).padStart(9)} ${r.p50.toFixed(0).padStart(8)} ${r.p95.toFixed(0).padStart(8)} ${(r.p50 / goal).toFixed(2).padStart(10)} ${r.peakRssMb.toFixed(0).padStart(13)} ${(r.peakRssMb - r.baseRssMb).toFixed(0).padStart(21)}`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
}
