// Prints how much the held-out figure of bench:legal owes to vocabulary written while the held-out set
// existed: every entry of the query vocabulary whose word appears in a held-out question and in no
// development question is removed from the built vocabulary, the held-out set is scored, and the
// built file is restored. Run: npm run build && node deploy/bench/legal-vocabulary-check.mjs
import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
const fold = (w) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (file) => new Set(JSON.parse(readFileSync(file, 'utf8')).flatMap((q) => fold(q.question).split(/[^\p{L}\p{N}'-]+/u)));
const dev = words('libs/forms/src/guide/legal-questions.json');
const held = words('libs/forms/src/guide/legal-questions-heldout.json');
const src = readFileSync('services/ai/src/legal/vocabulary.ts', 'utf8');
const keys = [...src.matchAll(/(?:^|[\s{,])([a-z0-9]+): '/g)].map((m) => m[1]);
const only = [...new Set(keys)].filter((k) => held.has(k) && !dev.has(k));
console.log(`${only.length} vocabulary entries appear only in held-out questions: ${only.join(' ')}`);
const dist = 'services/ai/dist/legal/vocabulary.js';
copyFileSync(dist, '/tmp/vocabulary.js.bak');
let js = readFileSync(dist, 'utf8');
for (const k of only) js = js.replace(new RegExp(`([\\s{,])${k}: '[^']*',?`, 'g'), '$1');
writeFileSync(dist, js);
try {
  console.log(execFileSync('node', ['deploy/bench/legal-bench.mjs', '--set', 'libs/forms/src/guide/legal-questions-heldout.json'], { encoding: 'utf8' }).split('\n').slice(1, 3).join('\n'));
} finally {
  copyFileSync('/tmp/vocabulary.js.bak', dist);
}
