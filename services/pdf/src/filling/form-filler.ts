import { PDFCheckBox, PDFContentStream, PDFDocument, PDFDropdown, PDFTextField, StandardFonts, type PDFField } from 'pdf-lib';
import type { CatalogField, FillPlan, ItemRef } from '@formpath/forms';
import type { FormTemplate } from '../templates/form-templates.js';
import { writeAdditional } from './additional-information.js';
import { toWinAnsi } from './win-ansi.js';

export interface FilledForm {
  bytes: Uint8Array;
  /** Fields given a value or checked, the per-page A-number boxes included. */
  filledFields: number;
  pages: number;
  continuationSheets: number;
}

/** The question a field asks, from its tooltip: "Enter Street Number and Name." → "Street Number and Name". */
const question = (field: CatalogField | undefined) => {
  const last = (field?.label ?? '').split(/(?<=\.)\s+/).filter((s) => /[a-z]/i.test(s)).at(-1) ?? '';
  return last.replace(/^(Enter|Select)\s+(the\s+)?/i, '').replace(/\.$/, '').trim() || 'Answer';
};

/**
 * Fills an official form from a plan with pdf-lib: each fill parses the template's prepared
 * copy, sets values, writes what does not fit to Additional Information and saves with
 * generated appearances. Fields stay editable unless a flattened copy is asked for.
 */
export class FormFiller {
  private readonly fields: Map<string, CatalogField>;

  constructor(private readonly template: FormTemplate) {
    this.fields = new Map(template.catalog.fields.map((f) => [f.name, f]));
  }

  async fill(plan: FillPlan, options: { flatten?: boolean } = {}): Promise<FilledForm> {
    const doc = await PDFDocument.load(this.template.prepared, { updateMetadata: false, parseSpeed: Infinity });
    // pdf-lib deflates every new appearance stream with a fresh zlib state (about 1 ms each);
    // appearance streams are a few hundred bytes, so they are written uncompressed.
    doc.context.contentStream = (operators, dict = {}) => PDFContentStream.of(doc.context.obj(dict), operators, false);
    const form = doc.getForm();
    const byName = new Map<string, PDFField>(form.getFields().map((f) => [f.getName(), f]));
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const filled = new Set<string>();
    const additional = [...plan.additional];
    const overflow = (ref: ItemRef, field: string, value: string) => additional.push({ ref, text: `${question(this.fields.get(field))}: ${value}` });

    const setText = (name: string, raw: string, ref: ItemRef) => {
      const field = byName.get(name);
      const value = toWinAnsi(raw);
      if (field instanceof PDFDropdown) {
        const option = field.getOptions().find((o) => o.toLowerCase() === value.toLowerCase());
        if (option === undefined) return overflow(ref, name, value);
        field.select(option);
      } else if (field instanceof PDFTextField) {
        const max = field.getMaxLength();
        if (max !== undefined && value.length > max) {
          overflow(ref, name, value);
          field.setText(value.slice(0, max));
        } else field.setText(value);
      } else throw new Error(`${plan.form} map error: ${name} is not a text field or dropdown`);
      filled.add(name);
    };

    for (const t of plan.text) setText(t.field, t.value, t.ref);
    for (const c of plan.checks) {
      const box = byName.get(c.field);
      if (!(box instanceof PDFCheckBox)) throw new Error(`${plan.form} map error: ${c.field} is not a checkbox`);
      box.check();
      filled.add(c.field);
    }
    for (const every of plan.everyPage) for (const name of byName.keys()) if (every.pattern.test(name)) setText(name, every.value, { page: 1, part: 1, item: '' });

    const part = plan.additionalPart;
    if (additional.length) {
      const applicant = plan.applicant;
      for (const [name, value] of [[part.familyName, applicant.familyName], [part.givenName, applicant.givenName], [part.middleName, applicant.middleName]] as const) {
        if (value) setText(name, value, { page: part.page, part: part.part, item: '1' });
      }
    }
    const continuationSheets = await writeAdditional(doc, form, { ...plan, additional }, this.fields, font);
    for (const block of part.blocks) if ((byName.get(block.text) as PDFTextField).getText()) filled.add(block.text);

    if (options.flatten) form.flatten();
    const bytes = await doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
    return { bytes, filledFields: filled.size, pages: doc.getPageCount(), continuationSheets };
  }
}
