// Field-level recall and precision of the document pipeline's extraction, on synthetic
// applicant cases from libs/testing, for the I-485 and the I-765: per split of layout families
// (development: what the rules were written against; held-out: what they were not), born-digital
// and scanned, per field group and per layout family. The held-out figure is the one to report.
// Text is read exactly as the OCR service reads it (text layer, else tesseract.js OCR).
//   npm run build && npm run bench:extraction
//   [-- --cases 24 --scanned-cases 6 --seed 1000 --split held-out --kinds passport,i94 --verbose]
import { parseArgs } from 'node:util';
import { extractDeterministic } from '@formpath/ai';
import { DocumentTextReader, PageReader, TesseractPool } from '@formpath/ocr';
import { allKinds, fieldGroup, fieldGroups, flattenForm, generateCase, layoutFamilies } from '@formpath/testing';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '24' },
    'scanned-cases': { type: 'string', default: '6' },
    seed: { type: 'string', default: '1000' },
    split: { type: 'string', default: 'both' },
    kinds: { type: 'string', default: allKinds.join(',') },
    verbose: { type: 'boolean', default: false },
  },
});
const kinds = values.kinds.split(',').map((k) => k.trim()).filter(Boolean);
const splits = values.split === 'both' ? ['development', 'held-out'] : [values.split];
const reader = new DocumentTextReader(new PageReader(), new TesseractPool({ OCR_CONCURRENCY: undefined }));

const readDocument = async (doc, index) => ({
  documentId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  fileName: doc.fileName,
  pages: (await reader.read(Buffer.from(doc.bytes))).pages,
});

const same = (a, b) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');
const tally = () => ({ expected: 0, filled: 0, correct: 0 });
const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%`.padStart(6) : '    - ');
const line = (label, t) => `${label.padEnd(36)} recall ${pct(t.correct, t.expected)} (${String(t.correct).padStart(4)}/${String(t.expected).padEnd(4)})  precision ${pct(t.correct, t.filled)} (${String(t.correct).padStart(4)}/${String(t.filled).padEnd(4)})`;

/**
 * Scores one case: each expected value counts for the family of the document that shows it;
 * each filled value counts for the family of the document it was read from (its provenance).
 */
const score = (c, formType, result, t, wrongs, label) => {
  const filled = flattenForm(result.formData);
  const expected = c.truth[formType];
  const familyOfPath = (path) => c.documents.find((d) => d.truth[formType][path] !== undefined)?.family;
  const familyOfSource = (path) => {
    const field = Object.entries(result.fields).find(([p]) => path === p || path.startsWith(`${p}.`))?.[1];
    const index = field ? Number(field.sources[0]?.documentId.slice(-12)) : NaN;
    return c.documents[index]?.family ?? 'unattributed';
  };
  const add = (key, group, family, what) => {
    for (const k of [key, `group ${group}`, `family ${family}`]) (t[k] ??= tally())[what]++;
  };
  for (const [path, value] of Object.entries(expected)) {
    const ok = filled[path] !== undefined && same(filled[path], value);
    add('all', fieldGroup(path), familyOfPath(path), 'expected');
    if (ok) add('all', fieldGroup(path), familyOfPath(path), 'correct');
    else if (values.verbose || filled[path] !== undefined) wrongs.push(`${label} seed ${c.seed} ${formType} ${path}: ${filled[path] === undefined ? 'missing' : `got "${filled[path]}"`}, expected "${value}" (${familyOfPath(path)})`);
  }
  for (const [path, value] of Object.entries(filled)) {
    add('all', fieldGroup(path), expected[path] !== undefined ? familyOfPath(path) : familyOfSource(path), 'filled');
    if (expected[path] === undefined) wrongs.push(`${label} seed ${c.seed} ${formType} ${path}: got "${value}", expected blank (${familyOfSource(path)})`);
  }
};

const run = async (split, scanned, count) => {
  const label = `${split} ${scanned ? 'scanned' : 'born-digital'}`;
  const t = { 'I-485': {}, 'I-765': {} };
  const wrongs = [];
  let classified = 0;
  let documents = 0;
  for (let i = 0; i < count; i++) {
    const seed = Number(values.seed) + i + (scanned ? 5000 : 0) + (split === 'held-out' ? 20000 : 0);
    // Families in turn, so every family of the split is read in every run of enough cases.
    const c = await generateCase(seed, kinds, { scanned, split, family: (kind) => { const f = layoutFamilies(split, kind); return f[i % f.length]?.id; } });
    const sources = await Promise.all(c.documents.map(readDocument));
    for (const formType of ['I-485', 'I-765']) {
      const result = extractDeterministic({ formType, documents: sources });
      score(c, formType, result, t[formType], wrongs, label);
      if (formType === 'I-485') {
        documents += c.documents.length;
        classified += result.documents.filter((d, k) => d.kind === c.documents[k].kind).length;
      }
    }
  }
  console.log(`\n== ${label}: ${count} cases, seeds ${Number(values.seed) + (scanned ? 5000 : 0) + (split === 'held-out' ? 20000 : 0)}…, classification ${pct(classified, documents).trim()} (${classified}/${documents} documents)`);
  for (const formType of ['I-485', 'I-765']) {
    const rows = t[formType];
    console.log(line(`${formType} overall`, rows.all ?? tally()));
    for (const g of fieldGroups) if (rows[`group ${g}`]) console.log(line(`  ${g}`, rows[`group ${g}`]));
  }
  console.log('  per layout family (both forms):');
  const families = {};
  for (const formType of ['I-485', 'I-765']) {
    for (const [k, v] of Object.entries(t[formType])) {
      if (!k.startsWith('family ')) continue;
      const f = (families[k.slice(7)] ??= tally());
      for (const m of Object.keys(v)) f[m] += v[m];
    }
  }
  for (const [f, v] of Object.entries(families).sort()) console.log(line(`    ${f}`, v));
  return { label, t, wrongs };
};

console.log(`Extraction benchmark, seed ${values.seed}: ${values.cases} born-digital and ${values['scanned-cases']} scanned cases per split, each with ${kinds.length} document kinds.`);
console.log(`Layout families: ${splits.map((s) => `${s} ${layoutFamilies(s).filter((f) => kinds.includes(f.kind)).length}`).join(', ')}.`);
console.log('Goals (held-out): born-digital recall >= 95%, precision >= 98% per field group; scanned recall >= 85%, precision >= 95%.');
const results = [];
for (const split of splits) {
  if (Number(values.cases) > 0) results.push(await run(split, false, Number(values.cases)));
  if (Number(values['scanned-cases']) > 0) results.push(await run(split, true, Number(values['scanned-cases'])));
}
console.log('\nSummary (I-485 and I-765 together):');
for (const r of results) {
  const all = tally();
  for (const formType of ['I-485', 'I-765']) for (const m of Object.keys(all)) all[m] += r.t[formType].all?.[m] ?? 0;
  console.log(line(`  ${r.label}`, all));
}
const wrong = results.flatMap((r) => r.wrongs);
if (wrong.length) console.log(`\nWrong or missing values (${wrong.length}, first 80):\n  ${wrong.slice(0, 80).join('\n  ')}`);
await reader.close();
