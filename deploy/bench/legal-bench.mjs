// Prints how well the legal explanations find the form's own answer (issue 15): top-1 and top-3
// hit rates over a question set (by default the development one, libs/forms/src/guide/legal-questions.json,
// written for this product with each answer's form, page, part and item; --set <path> scores another
// file of the same shape, --all every committed set, a block each), and the time to answer one
// question without a model (p50 / p95).
// Run: npm run build && npm run bench:legal [-- --verbose] [-- --set <path>] [-- --all] [-- --strict]
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LegalIndex, answerHits, extractiveAnswer, fieldPassages, pagePassages, readFormPages, shownPlaces } from '@formpath/ai';
import { legalForms } from '@formpath/contracts';
import { defaultFormsDir, loadCatalog, templateFile } from '@formpath/forms';

const { values } = parseArgs({ options: { verbose: { type: 'boolean', default: false }, set: { type: 'string' }, all: { type: 'boolean', default: false }, strict: { type: 'boolean', default: false } } });
const root = resolve(import.meta.dirname, '../..');
const guide = resolve(root, 'libs/forms/src/guide');
// A path given is read from where the command runs; the default set is the repository's development set.
const setFiles = values.all
  ? readdirSync(guide).filter((f) => /^legal-questions.*\.json$/.test(f)).sort((a, b) => a.length - b.length || a.localeCompare(b)).map((f) => resolve(guide, f))
  : [values.set ? resolve(process.cwd(), values.set) : resolve(guide, 'legal-questions.json')];
for (const file of setFiles) {
  if (!existsSync(file)) {
    console.error(`No question set at ${file}`);
    process.exit(1);
  }
}

const started = performance.now();
const passages = [];
const dir = defaultFormsDir();
for (const form of legalForms) {
  const catalog = loadCatalog(form);
  passages.push(...fieldPassages(form, catalog));
  const file = templateFile(form, dir);
  if (existsSync(file)) passages.push(...pagePassages(form, catalog.edition, await readFormPages(file)));
  else console.log(`${form}: no official PDF in ${dir}, field texts only`);
}
const index = new LegalIndex(passages);
console.log(`Index: ${index.size} passages from the I-485 and I-765 (${(performance.now() - started).toFixed(0)} ms to build)`);

// Item "28" (a printed block with its sub-items) answers "28.a", and the other way round; "28.a" never answers "28.b".
const base = (item) => String(item).split('.')[0];
const sameItem = (a, b) => a === b || ((!a.includes('.') || !b.includes('.')) && base(a) === base(b));
// Always the right page and part; an answer with no item (Part 13 of the I-485 prints none) is then any
// passage of that part. A passage with no item (a lead-in or a certification printed without a number)
// counts for any item of its page and part, unless --strict.
const answers = (source, expected) =>
  expected.some(
    (a) => a.page === source.page && source.part === a.part && (a.item === null || (source.item === null ? !values.strict : sameItem(String(source.item), String(a.item)))),
  );
for (const file of setFiles) {
  const questions = JSON.parse(readFileSync(file, 'utf8'));
  let top1 = 0;
  let top3 = 0;
  const times = [];
  const misses = [];
  for (const q of questions) {
    const t0 = performance.now();
    // As the service answers: its places, and the sources it shows.
    const hits = answerHits(index, q.question, q.form);
    extractiveAnswer(q.question, hits.slice(0, 1));
    const sources = shownPlaces(hits).map((h) => h.passage);
    times.push(performance.now() - t0);
    if (sources[0] && answers(sources[0], q.answers)) top1++;
    if (sources.slice(0, 3).some((s) => answers(s, q.answers))) top3++;
    else misses.push(`${q.id} ${q.form} "${q.question}": expected ${q.answers.map((a) => `p${a.page} item ${a.item}`).join(' or ')}, got ${sources.slice(0, 3).map((s) => `p${s.page} item ${s.item ?? '-'}`).join(', ') || 'nothing'}`);
  }
  times.sort((a, b) => a - b);
  const pct = (n) => `${((100 * n) / questions.length).toFixed(1)}%`;
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(`\n${file.slice(guide.length + 1)}${values.strict ? ' (strict)' : ''}`);
  console.log(`Questions: ${questions.length} (${questions.filter((q) => q.form === 'I-485').length} I-485, ${questions.filter((q) => q.form === 'I-765').length} I-765)`);
  console.log(`top-1 ${pct(top1)} (${top1}/${questions.length}, goal >= 70%)   top-3 ${pct(top3)} (${top3}/${questions.length}, goal >= 90%)`);
  console.log(`answer time without a model: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (goal p95 <= 150 ms)`);
  if (values.verbose || (!values.all && misses.length <= 10)) for (const m of misses) console.log(`  miss ${m}`);
}
