import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFTextField } from 'pdf-lib';
import { TemplateDocument } from './template-document.js';
import { defaultFormsDir, editionOf, loadCatalog, loadManifest, templateFile, type CatalogForm, type FormCatalog, type PartId } from '@formpath/forms';

const latin1 = new TextDecoder('latin1');

export { defaultFormsDir, loadCatalog, loadManifest, templateFile };

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
  form: CatalogForm;
  edition: string;
  /** Parsed and ready to fill: XFA dropped (so every viewer shows the AcroForm values), rich-text flags cleared (so appearances can be generated). */
  document: TemplateDocument;
  catalog: FormCatalog<PartId>;
}

/**
 * The official blank PDF of a supported form, checked before use: the edition printed on its
 * first page and every field name of our catalog must be there. Anything else is refused
 * with an error naming the form and edition, so a new USCIS edition is never filled with an
 * old edition's map.
 */
export const loadTemplate = async (form: CatalogForm, dir: string = defaultFormsDir()): Promise<FormTemplate> => {
  const edition = editionOf(form);
  const file = templateFile(form, dir);
  if (!existsSync(file)) {
    throw new FormTemplateError(form, edition, `The official ${form} form (edition ${edition}) is not available in ${dir}. Run npm run forms:fetch or set FORMS_DIR.`);
  }
  const bytes = new Uint8Array(await readFile(file));
  const catalog = loadCatalog(form);
  // One parse with pdf-lib checks the edition and the field names and prepares the document that is filled.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: Infinity }).catch(() => {
    throw new FormTemplateError(form, edition, `The ${form} template in ${dir} is not a readable PDF; Formpath fills edition ${edition}.`);
  });
  const printed = printedEdition(doc);
  if (printed !== edition) {
    throw new FormTemplateError(form, edition, `The ${form} template in ${dir} is edition ${printed ?? 'unknown'}; Formpath fills edition ${edition}.`);
  }
  // Dropped before getForm(), which would otherwise warn on the console that it drops it.
  doc.catalog.getAcroForm()?.dict.delete(PDFName.of('XFA'));
  const fields = doc.getForm().getFields();
  const fieldRefs = new Map(fields.map((f) => [f.getName(), f.ref]));
  const missing = catalog.fields.filter((f) => !fieldRefs.has(f.name));
  if (missing.length) {
    throw new FormTemplateError(form, edition, `The ${form} template (edition ${edition}) lacks ${missing.length} expected fields, e.g. ${missing[0]?.name}.`);
  }
  for (const field of fields) if (field instanceof PDFTextField) field.disableRichFormatting();
  // Saved as it stands (pdf-lib keeps every object's number): fills are incremental updates of these bytes.
  const prepared = await doc.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: Infinity });
  return { form, edition, document: new TemplateDocument(prepared, doc, fieldRefs), catalog };
};

/**
 * The edition printed at the foot of page 1 ("Form I-485 Edition 01/20/25"). USCIS writes it
 * as literal strings in the page's content; a form that does not is reported as of unknown
 * edition, so it is refused rather than filled with the wrong map.
 */
const printedEdition = (doc: PDFDocument): string | undefined => {
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  const content = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => latin1.decode(decodePDFRawStream(s).decode()))
    .join('\n');
  const shown = [...content.matchAll(/\(((?:\\.|[^\\)])*)\)/g)].map((m) => m[1]).join('');
  return /Edition\s*(\d{2}\/\d{2}\/\d{2})/.exec(shown)?.[1];
};
