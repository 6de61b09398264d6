// Builds the field catalog of each supported form edition from the official PDF itself:
// field name, type, page, part and item (from the tooltip), label, options / export values,
// maximum length and comb flag. Output: libs/forms/src/catalogs/<form>.<edition>.json (committed).
//   node deploy/scripts/build-form-catalog.mjs [--forms-dir ../shared/forms]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const supported = ['I-485', 'I-765'];
const { values } = parseArgs({ options: { 'forms-dir': { type: 'string', default: process.env.FORMS_DIR ?? '../shared/forms' } } });
const dir = path.resolve(values['forms-dir']);
if (!existsSync(path.join(dir, 'MANIFEST.json'))) {
  console.error(`No MANIFEST.json in ${dir}: set FORMS_DIR or run npm run forms:fetch`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(dir, 'MANIFEST.json'), 'utf8'));

const typeOf = (a) =>
  a.fieldType === 'Tx' ? 'text' : a.fieldType === 'Ch' ? 'dropdown' : a.fieldType === 'Sig' ? 'signature' : a.checkBox ? 'checkbox' : a.radioButton ? 'radio' : 'button';

// Part and item: from the field name where it says ("Pt1Line10_PassportNum" → 1, "10"), else
// from the tooltip ("Part 2. … 3.b. …"); page headers (the A-Number on each page) have neither.
const fromName = (name) => name.match(/Pt(\d+)Line(\d+)([a-z])?/i);
const partOf = (name, label) => fromName(name)?.[1] ?? label.match(/\bPart\s+(\d+)\b/i)?.[1];
const itemOf = (name, label) => {
  const m = fromName(name);
  if (m) return m[3] ? `${m[2]}.${m[3].toLowerCase()}` : m[2];
  const after = label.replace(/^.*?\bPart\s+\d+\.?[^.]*?\)?\s*\.?\s*/i, '');
  return after.match(/(?:^|\s)(\d{1,2})(?:\.([a-z]))?\.\s/i)?.slice(1).filter(Boolean).join('.');
};

for (const entry of manifest.filter((m) => supported.includes(m.form))) {
  const bytes = readFileSync(path.join(dir, entry.file));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const fields = new Map();
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    for (const a of await page.getAnnotations()) {
      if (a.subtype !== 'Widget' || !a.fieldName) continue;
      const label = (a.alternativeText ?? '').replace(/\s+/g, ' ').trim();
      const known = fields.get(a.fieldName);
      if (known) {
        // Radio groups and repeated checkboxes: one field, several widgets with export values.
        const value = a.exportValue ?? a.buttonValue;
        if (value && !known.exportValues.includes(value)) known.exportValues.push(value);
        continue;
      }
      fields.set(a.fieldName, {
        name: a.fieldName,
        type: typeOf(a),
        page: n,
        rect: a.rect.map((v) => Math.round(v * 10) / 10),
        part: partOf(a.fieldName, label) ? Number(partOf(a.fieldName, label)) : null,
        item: itemOf(a.fieldName, label) ?? null,
        label,
        options: (a.options ?? []).map((o) => o.exportValue ?? o.displayValue).filter((o) => o !== undefined && o !== ' '),
        exportValues: (a.exportValue ?? a.buttonValue) ? [a.exportValue ?? a.buttonValue] : [],
        maxLength: a.maxLen || null,
        comb: Boolean(a.comb),
        readOnly: Boolean(a.readOnly),
      });
    }
  }
  const catalog = { form: entry.form, edition: entry.edition, pages: pdf.numPages, sha256, source: entry.source, fields: [...fields.values()] };
  const out = path.join('libs/forms/src/catalogs', `${entry.form.toLowerCase()}.${entry.edition.replace(/\//g, '-')}.json`);
  writeFileSync(out, `${JSON.stringify(catalog, null, 1)}\n`);
  console.log(`${out}: ${catalog.fields.length} fields on ${catalog.pages} pages`);
}
