import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument, PDFName, PDFTextField } from 'pdf-lib';
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
  /** The official file as published. */
  bytes: Uint8Array;
  /** Ready to fill: XFA dropped (so every viewer shows the AcroForm values), rich-text flags cleared (so appearances can be generated), saved without object streams (faster to parse). */
  prepared: Uint8Array;
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
  const printed = await printedEdition(bytes);
  if (printed !== edition) {
    throw new FormTemplateError(form, edition, `The ${form} template in ${dir} is edition ${printed ?? 'unknown'}; Formpath fills edition ${edition}.`);
  }
  // One parse with pdf-lib both checks the field names and prepares the copy that is filled.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: Infinity });
  // Dropped before getForm(), which would otherwise warn on the console that it drops it.
  doc.catalog.getAcroForm()?.dict.delete(PDFName.of('XFA'));
  const fields = doc.getForm().getFields();
  const names = new Set(fields.map((f) => f.getName()));
  const missing = catalog.fields.filter((f) => !names.has(f.name));
  if (missing.length) {
    throw new FormTemplateError(form, edition, `The ${form} template (edition ${edition}) lacks ${missing.length} expected fields, e.g. ${missing[0]?.name}.`);
  }
  for (const field of fields) if (field instanceof PDFTextField) field.disableRichFormatting();
  const prepared = await doc.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: Infinity });
  return { form, edition, bytes, prepared, catalog };
};

/** The edition printed at the foot of page 1 ("Edition 01/20/25"), read with pdf.js. */
const printedEdition = async (bytes: Uint8Array): Promise<string | undefined> => {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  try {
    const first = await (await task.promise).getPage(1);
    const text = (await first.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    return text.match(/Edition\s+(\d{2}\/\d{2}\/\d{2})/)?.[1];
  } finally {
    await task.destroy();
  }
};
