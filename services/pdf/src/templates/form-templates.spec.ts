import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readFileSync } from 'node:fs';
import { defaultFormsDir, FormTemplateError, loadCatalog, loadManifest, loadTemplate, templateFile } from './form-templates.js';

const dir = defaultFormsDir();

describe('official form templates and their committed catalogs', () => {
  it.each(['I-485', 'I-765', 'I-589'] as const)('the %s catalog and the template agree, field by field', async (form) => {
    await loadTemplate(form, dir);
    const pdf = await getDocument({ data: new Uint8Array(readFileSync(templateFile(form, dir))), verbosity: 0 }).promise;
    const fromPdf = new Map<string, { page: number; maxLen: number }>();
    for (let n = 1; n <= pdf.numPages; n++) {
      for (const a of await (await pdf.getPage(n)).getAnnotations()) if (a.fieldName && !fromPdf.has(a.fieldName)) fromPdf.set(a.fieldName, { page: n, maxLen: a.maxLen ?? 0 });
    }
    const catalog = loadCatalog(form);
    expect(catalog.pages).toBe(pdf.numPages);
    expect(catalog.fields.map((f) => f.name).sort()).toEqual([...fromPdf.keys()].sort());
    for (const f of catalog.fields) {
      expect({ name: f.name, page: f.page, maxLength: f.maxLength ?? 0 }).toEqual({ name: f.name, page: fromPdf.get(f.name)?.page, maxLength: fromPdf.get(f.name)?.maxLen || 0 });
    }
  });

  it.each(['I-485', 'I-765', 'I-589'] as const)('reads the %s edition that pdf.js sees printed on page 1', async (form) => {
    const template = await loadTemplate(form, dir);
    const page = await (await getDocument({ data: new Uint8Array(readFileSync(templateFile(form, dir))), verbosity: 0 }).promise).getPage(1);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(text).toMatch(new RegExp(`Edition\\s+${template.edition.replaceAll('/', '\\/')}`));
  });

  it('names the form and edition when the template is missing or of another edition', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'formpath-forms-'));
    try {
      await expect(loadTemplate('I-485', empty)).rejects.toThrow('The official I-485 form (edition 01/20/25) is not available');
      copyFileSync(path.join(dir, 'i-765.pdf'), path.join(empty, 'i-485.pdf'));
      const err = await loadTemplate('I-485', empty).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FormTemplateError);
      expect((err as Error).message).toBe(`The I-485 template in ${empty} is edition 08/21/25; Formpath fills edition 01/20/25.`);
      writeFileSync(path.join(empty, 'i-485.pdf'), '<html>Not Found</html>');
      await expect(loadTemplate('I-485', empty)).rejects.toThrow(`The I-485 template in ${empty} is not a readable PDF; Formpath fills edition 01/20/25.`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('keeps the committed manifest copy in step with the shared one', () => {
    const shared = JSON.parse(readFileSync(path.join(dir, 'MANIFEST.json'), 'utf8')) as unknown;
    expect(shared).toEqual(loadManifest());
  });
});
