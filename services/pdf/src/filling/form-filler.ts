import { PDFCheckBox, PDFContentStream, PDFDropdown, PDFTextField, StandardFonts } from 'pdf-lib';
import type { CatalogField, FillPlan, ItemRef } from '@formpath/forms';
import type { FormTemplate } from '../templates/form-templates.js';
import { writeAdditional } from './additional-information.js';
import { FormFields } from './form-fields.js';
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
 * Fills an official form from a plan with pdf-lib: each fill opens a copy of the parsed
 * template, sets values, writes what does not fit to Additional Information, generates the
 * changed fields' appearances and saves them as an update of the template. Fields stay
 * editable unless a flattened copy is asked for.
 */
export class FormFiller {
  private readonly catalog: Map<string, CatalogField>;

  constructor(private readonly template: FormTemplate) {
    this.catalog = new Map(template.catalog.fields.map((f) => [f.name, f]));
  }

  async fill(plan: FillPlan, options: { flatten?: boolean } = {}): Promise<FilledForm> {
    const doc = this.template.document.open();
    // pdf-lib deflates every new appearance stream with a fresh zlib state (about 1 ms each);
    // appearance streams are a few hundred bytes, so they are written uncompressed.
    doc.context.contentStream = (operators, dict = {}) => PDFContentStream.of(doc.context.obj(dict), operators, false);
    const fields = new FormFields(doc, this.template.document.fieldRefs);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const filled = new Set<string>();
    const additional = [...plan.additional];
    const overflow = (ref: ItemRef, field: string, value: string) => additional.push({ ref, text: `${question(this.catalog.get(field))}: ${value}` });

    const setText = (name: string, raw: string, ref: ItemRef) => {
      const field = fields.get(name);
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
      const box = fields.get(c.field);
      if (!(box instanceof PDFCheckBox)) throw new Error(`${plan.form} map error: ${c.field} is not a checkbox`);
      box.check();
      filled.add(c.field);
    }
    for (const every of plan.everyPage) for (const name of this.catalog.keys()) if (every.pattern.test(name)) setText(name, every.value, { page: 1, part: 1, item: '' });

    const part = plan.additionalPart;
    if (additional.length) {
      const applicant = plan.applicant;
      for (const [name, value] of [[part.familyName, applicant.familyName], [part.givenName, applicant.givenName], [part.middleName, applicant.middleName]] as const) {
        if (value) setText(name, value, { page: part.page, part: part.part, item: '1' });
      }
    }
    const continuationSheets = await writeAdditional(doc, fields, { ...plan, additional }, this.catalog, font);
    for (const block of part.blocks) if (fields.text(block.text).getText()) filled.add(block.text);

    fields.updateAppearances(font);
    if (options.flatten) doc.getForm().flatten();
    const bytes = await this.template.document.save(doc);
    return { bytes, filledFields: filled.size, pages: doc.getPageCount(), continuationSheets };
  }
}
