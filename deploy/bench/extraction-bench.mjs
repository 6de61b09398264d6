// Field-level recall and precision of the document pipeline's extraction, on synthetic
// applicant cases from libs/testing (born-digital and scanned), for the I-485 and the I-765.
// Text is read exactly as the OCR service reads it (text layer, else tesseract.js OCR).
//   npm run build && npm run bench:extraction [-- --cases 12 --scanned-cases 4 --seed 1000]
import { parseArgs } from 'node:util';
import { extractDeterministic } from '@formpath/ai';
import { DocumentTextReader, PageReader, TesseractPool } from '@formpath/ocr';
import { allKinds, generateCase, scoreForm } from '@formpath/testing';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '12' },
    'scanned-cases': { type: 'string', default: '4' },
    seed: { type: 'string', default: '1000' },
    verbose: { type: 'boolean', default: false },
  },
});
const reader = new DocumentTextReader(new PageReader(), new TesseractPool({ OCR_CONCURRENCY: undefined }));

const readDocument = async (doc, index) => ({
  documentId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  fileName: doc.fileName,
  pages: (await reader.read(Buffer.from(doc.bytes))).pages,
});

const run = async (label, count, scanned) => {
  const totals = { 'I-485': { expected: 0, filled: 0, correct: 0 }, 'I-765': { expected: 0, filled: 0, correct: 0 } };
  const wrongs = [];
  let classified = 0;
  let documents = 0;
  for (let i = 0; i < count; i++) {
    const seed = Number(values.seed) + i + (scanned ? 5000 : 0);
    // Every kind in every case, in turn: all twelve document types are exercised each run.
    const c = await generateCase(seed, allKinds, { scanned });
    const sources = await Promise.all(c.documents.map(readDocument));
    for (const formType of ['I-485', 'I-765']) {
      const result = extractDeterministic({ formType, documents: sources });
      const score = scoreForm(c.truth[formType], result.formData);
      totals[formType].expected += score.expected;
      totals[formType].filled += score.filled;
      totals[formType].correct += score.correct;
      for (const [path, value] of score.wrong) wrongs.push(`${label} seed ${seed} ${formType} ${path}: got "${value}", expected "${c.truth[formType][path] ?? '(blank)'}"`);
      if (values.verbose) for (const path of score.missing) wrongs.push(`${label} seed ${seed} ${formType} ${path}: missing "${c.truth[formType][path]}"`);
      if (formType === 'I-485') {
        documents += c.documents.length;
        classified += result.documents.filter((d, k) => d.kind === c.documents[k].kind).length;
      }
    }
  }
  for (const [formType, t] of Object.entries(totals)) {
    const recall = t.correct / t.expected;
    const precision = t.correct / Math.max(1, t.filled);
    console.log(`${label.padEnd(13)} ${formType}  recall ${(100 * recall).toFixed(1)}% (${t.correct}/${t.expected})  precision ${(100 * precision).toFixed(1)}% (${t.correct}/${t.filled})`);
  }
  console.log(`${label.padEnd(13)} classification ${(100 * classified / documents).toFixed(1)}% (${classified}/${documents} documents)`);
  return wrongs;
};

console.log(`Synthetic cases: ${values.cases} born-digital and ${values['scanned-cases']} scanned, each with all ${allKinds.length} document kinds (seed ${values.seed}).`);
console.log('Goals: born-digital recall >= 95%, precision >= 98%; scanned recall >= 85%, precision >= 95%.\n');
const wrong = [...(await run('born-digital', Number(values.cases), false)), ...(await run('scanned', Number(values['scanned-cases']), true))];
if (wrong.length) console.log(`\nWrong or missing values (${wrong.length}):\n  ${wrong.slice(0, 60).join('\n  ')}`);
await reader.close();
