// Fill + save time and peak memory for fully populated official forms, on the built code.
//   npm run build && npm run bench:pdf [-- --runs 30]
// Each case runs in its own process so its peak RSS is its own: once with the Node flags the
// pdf service is deployed with (charts/formpath/values.yaml, services.pdf.nodeArgs), once with
// V8's defaults. The process loads the whole pdf service code and checks the template, as the
// service does. The synthetic applicants are generated here and handed over as JSON, so the
// test-data generator's memory is not counted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(arg('runs', 30));
const goals = { ms: 350, mb: 250 };

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
    if (i >= 3) times.push(performance.now() - start); // the first fills warm the JIT
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(JSON.stringify({ p50: q(0.5), p95: q(0.95), fields: last.filledFields, sheets: last.continuationSheets, bytes: last.bytes.length, peakRssMb: process.resourceUsage().maxRSS / 1024, baseRssMb }));
} else {
  const { parse } = await import('yaml');
  const values = parse(readFileSync(new URL('../../charts/formpath/values.yaml', import.meta.url), 'utf8'));
  const deployed = values.services.pdf.nodeArgs ?? [];
  const { fullI485, fullI765 } = await import('@formpath/testing');
  const dir = mkdtempSync(path.join(tmpdir(), 'formpath-bench-'));
  const make = { 'I-485': (i) => fullI485(100 + i), 'I-485-overflow': (i) => fullI485(100 + i, { overflow: true }), 'I-765': (i) => fullI765(100 + i) };
  const measure = (which, data, flags) => {
    const child = spawnSync(process.execPath, [...flags, fileURLToPath(import.meta.url), '--case', which, '--runs', String(runs), '--data', data], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`${which} (${flags.join(' ') || 'V8 defaults'}) failed\n${child.stderr}`);
    return JSON.parse(child.stdout.trim().split('\n').at(-1));
  };

  console.log(`fill + save, ${runs} runs each after 3 warm-up fills (node ${process.version}, ${new Date().toISOString().slice(0, 10)})`);
  console.log(`goals: I-485 p50 <= ${goals.ms} ms, peak RSS <= ${goals.mb} MB; peak RSS is the whole process (the pdf service code and the checked template included)`);
  console.log(`deployed: node ${deployed.join(' ')} (charts/formpath/values.yaml); default: V8's own heap settings\n`);
  console.log('case                 fields  sheets   size MB   p50 ms   p95 ms   p50/goal   peak RSS MB   RSS/goal   by filling MB   default: p50 ms   peak RSS MB   RSS/goal');
  try {
    for (const which of ['I-485', 'I-485-overflow', 'I-765']) {
      const data = path.join(dir, `${which}.json`);
      writeFileSync(data, JSON.stringify(Array.from({ length: runs + 3 }, (_, i) => make[which](i))));
      const r = measure(which, data, deployed);
      const d = measure(which, data, []);
      const cols = [
        [r.fields, 6], [r.sheets, 7], [(r.bytes / 1e6).toFixed(2), 9], [r.p50.toFixed(0), 8], [r.p95.toFixed(0), 8], [(r.p50 / goals.ms).toFixed(2), 10],
        [r.peakRssMb.toFixed(0), 13], [(r.peakRssMb / goals.mb).toFixed(2), 10], [(r.peakRssMb - r.baseRssMb).toFixed(0), 15],
        [d.p50.toFixed(0), 17], [d.peakRssMb.toFixed(0), 13], [(d.peakRssMb / goals.mb).toFixed(2), 10],
      ];
      console.log(`${which.padEnd(20)}${cols.map(([v, w]) => String(v).padStart(w + 1)).join('')}`);
    }
  } catch (err) {
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
