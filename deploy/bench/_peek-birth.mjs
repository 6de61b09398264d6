// Throwaway: print the text lines a reader sees for one development birth family.
import { parseArgs } from 'node:util';
import { extractDeterministic } from '@formpath/ai';
import { DocumentTextReader, PageReader, TesseractPool } from '@formpath/ocr';
import { allKinds, generateCase, layoutFamilies } from '@formpath/testing';
import { toLines } from '../../services/ai/dist/extraction/text.js';
import { DocumentFacts } from '../../services/ai/dist/extraction/document-facts.js';
import { extractorsByKind } from '../../services/ai/dist/extraction/kind-extractors.js';
const { values } = parseArgs({ options: { family: { type: 'string' }, seed: { type: 'string', default: '1000' }, n: { type: 'string', default: '1' }, facts: { type: 'boolean', default: false }, base: { type: 'string' }, kinds: { type: 'string' }, quiet: { type: 'boolean', default: false } } });
const reader = new DocumentTextReader(new PageReader(), new TesseractPool({ OCR_CONCURRENCY: undefined }));
for (let i = 0; i < Number(values.n); i++) {
  const seed = Number(values.seed) + i;
  const c = await generateCase(seed, values.kinds ? values.kinds.split(',') : allKinds, { split: 'development', family: (k) => (values.base ? layoutFamilies('development', k)[(seed - Number(values.base)) % layoutFamilies('development', k).length]?.id : k === 'birth_certificate' ? values.family : undefined) });
  const doc = c.documents.find((d) => d.kind === 'birth_certificate');
  const pages = (await reader.read(Buffer.from(doc.bytes))).pages;
  console.log(`=== seed ${seed} ${doc.family}`);
  if (!values.quiet) for (const l of toLines(pages)) console.log(JSON.stringify(l.segments), l.columns.join(','));
  console.log('truth', JSON.stringify(doc.truth['I-485']));
  if (values.facts) {
    const sources = await Promise.all(c.documents.map(async (d, k) => ({ documentId: `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`, fileName: d.fileName, pages: (await reader.read(Buffer.from(d.bytes))).pages })));
    const r = extractDeterministic({ formType: 'I-485', documents: sources });
    const k = c.documents.indexOf(doc);
    const own = new DocumentFacts({ documentId: '00000000-0000-4000-8000-000000000001', fileName: doc.fileName, pages }, 'birth_certificate');
    extractorsByKind.birth_certificate(own);
    console.log('doc facts', own.facts.map((f) => `${f.key}=${f.value}`).join(' | '));
    if (false) console.log('facts', r.facts.filter((f) => Number(f.source?.documentId?.slice(-12)) === k).map((f) => `${f.key}=${f.value}`).join(' | '), JSON.stringify(r.facts[0]?.source ?? r.facts[0]));
    console.log('form', JSON.stringify(Object.fromEntries(Object.entries(r.formData).filter(([x]) => /parents|children/.test(x)))));
  }
}
await reader.close();
