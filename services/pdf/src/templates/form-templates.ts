import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { catalogFile, supportedEditions, type FormCatalog, type ManifestEntry, type SupportedForm } from '@formpath/forms';

const require = createRequire(import.meta.url);

export const loadCatalog = (form: SupportedForm): FormCatalog => require(`@formpath/forms/catalogs/${catalogFile(form)}`) as FormCatalog;
export const loadManifest = (): ManifestEntry[] => require('@formpath/forms/catalogs/manifest.json') as ManifestEntry[];

/** `FORMS_DIR`, else `../shared/forms` beside the checkout when present, else `var/forms` (filled by `npm run forms:fetch`). */
export const defaultFormsDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env['FORMS_DIR'] ?? (existsSync(path.resolve('../shared/forms/MANIFEST.json')) ? path.resolve('../shared/forms') : path.resolve('var/forms'));

export class FormTemplateError extends Error {
  constructor(
    readonly form: string,
    readonly edition: string,
    message: string,
  ) {
    super(message);
    this.name = 'FormTemplateError';
  }
}

export interface FormTemplate {
  form: SupportedForm;
  edition: string;
  bytes: Uint8Array;
  catalog: FormCatalog;
}

/**
 * The official blank PDF of a supported form, checked before use: the edition printed on its
 * first page and every field name of our catalog must be there. Anything else is refused
 * with an error naming the form and edition, so a new USCIS edition is never filled with an
 * old edition's map.
 */
export const loadTemplate = async (form: SupportedForm, dir: string = defaultFormsDir()): Promise<FormTemplate> => {
  const edition = supportedEditions[form];
  const entry = loadManifest().find((m) => m.form === form);
  const file = path.join(dir, entry?.file ?? `${form.toLowerCase()}.pdf`);
  if (!existsSync(file)) {
    throw new FormTemplateError(form, edition, `The official ${form} form (edition ${edition}) is not available in ${dir}. Run npm run forms:fetch or set FORMS_DIR.`);
  }
  const bytes = new Uint8Array(await readFile(file));
  const catalog = loadCatalog(form);
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  try {
    const pdf = await task.promise;
    const first = await pdf.getPage(1);
    const text = (await first.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    const printed = text.match(/Edition\s+(\d{2}\/\d{2}\/\d{2})/)?.[1];
    if (printed !== edition) {
      throw new FormTemplateError(form, edition, `The ${form} template in ${dir} is edition ${printed ?? 'unknown'}; Formpath fills edition ${edition}.`);
    }
    const names = new Set<string>();
    for (let n = 1; n <= pdf.numPages; n++) for (const a of await (await pdf.getPage(n)).getAnnotations()) if (a.fieldName) names.add(a.fieldName);
    const missing = catalog.fields.filter((f) => !names.has(f.name));
    if (missing.length) {
      throw new FormTemplateError(form, edition, `The ${form} template (edition ${edition}) lacks ${missing.length} expected fields, e.g. ${missing[0]?.name}.`);
    }
    return { form, edition, bytes, catalog };
  } finally {
    await task.destroy();
  }
};
