// What hostile files cost on this machine, as measured by the workers that read them:
//  1. the upload check (gateway worker): verdict, time, peak heap + off-heap memory, decoded bytes;
//  2. OCR rendering (ocr worker) of pages past the pixel budget: time, memory, largest canvas;
//  3. another user's ordinary upload check, alone and during an attack of bombs (with the ratio).
//   npm run build && npm run bench:hostile
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { PdfInspector } from '@formpath/gateway';
import { PageReader } from '@formpath/ocr';
import { badFiles, hostileFiles, ownerPasswordOnly, scriptedFiles } from '@formpath/testing';

const dir = mkdtempSync(join(tmpdir(), 'formpath-hostile-'));
const inspector = new PdfInspector(pino({ level: 'silent' }));
let n = 0;
const saved = (bytes) => {
  const file = join(dir, `f${n++}.pdf`);
  writeFileSync(file, bytes);
  return file;
};
const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
const check = async (bytes, user = 'bench') => {
  try {
    const r = await inspector.inspect(saved(bytes), user);
    return { verdict: r.sanitised ? 'accepted, scripts removed' : 'accepted', cost: r.cost };
  } catch (err) {
    return { verdict: `refused: ${err.code}`, cost: err.details?.cost };
  }
};

await check(await badFiles.valid());
console.log('Upload check (worker-measured)');
console.log('| file | bytes | verdict | ms | peak memory MB | decoded MB |\n|---|---|---|---|---|---|');
const files = {
  'ordinary 1-page PDF': badFiles.valid,
  'pixel flood (30000 x 30000 image)': hostileFiles.pixelFlood,
  '3000 pt page': () => hostileFiles.hugePage(3000),
  '14400 pt page': () => hostileFiles.hugePage(14_400),
  'nested deflate bomb (2 GiB)': hostileFiles.nestedDeflateBomb,
  'one-layer deflate bomb (2 GiB)': hostileFiles.deflateBomb,
  'object stream bomb (2 GiB)': hostileFiles.objectStreamBomb,
  'owner password only (AES-256)': ownerPasswordOnly,
  ...Object.fromEntries(Object.entries(scriptedFiles).map(([k, v]) => [`script: ${k}`, v])),
};
for (const [name, make] of Object.entries(files)) {
  const bytes = await make();
  const { verdict, cost } = await check(bytes);
  console.log(`| ${name} | ${bytes.length} | ${verdict} | ${cost?.ms ?? '-'} | ${cost ? mb(cost.peakMemoryBytes) : '-'} | ${cost ? mb(cost.inflatedBytes) : '-'} |`);
}

console.log('\nOCR rendering (worker-measured)');
console.log('| file | ms | peak memory MB | largest canvas (million pixels) |\n|---|---|---|---|');
const reader = new PageReader();
for (const [name, make] of Object.entries({ '8.5-inch square page': () => hostileFiles.hugePage(612), '3000 pt page': () => hostileFiles.hugePage(3000), 'pixel flood': hostileFiles.pixelFlood })) {
  const { cost } = await reader.read(await make());
  console.log(`| ${name} | ${cost.ms} | ${mb(cost.peakMemoryBytes)} | ${(cost.largestPagePixels / 1e6).toFixed(2)} |`);
}
await reader.onApplicationShutdown();

console.log('\nAnother user during an attack (4 bombs at once from one user)');
const passport = await badFiles.valid();
const times = async (label, during) => {
  const xs = [];
  for (let i = 0; i < 5; i++) {
    const attack = during ? Promise.all([hostileFiles.deflateBomb(), hostileFiles.nestedDeflateBomb(), hostileFiles.objectStreamBomb(), hostileFiles.deflateBomb()].map(async (b) => inspector.inspect(saved(await b), 'attacker').catch(() => undefined))) : Promise.resolve();
    const started = performance.now();
    await inspector.inspect(saved(passport), 'victim');
    xs.push(performance.now() - started);
    await attack;
  }
  const median = [...xs].sort((a, b) => a - b)[2];
  console.log(`${label}: median ${median.toFixed(0)} ms over 5`);
  return median;
};
const alone = await times('alone', false);
const attacked = await times('during the attack', true);
console.log(`ratio during/alone: ${(attacked / alone).toFixed(2)}`);
await inspector.onApplicationShutdown();
rmSync(dir, { recursive: true, force: true });
