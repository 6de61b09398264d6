import { PDFCheckBox, PDFContentStream, PDFDropdown, PDFTextField, rgb, StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { additionalTitle, nameBoxes, type CatalogField, type FillPlan, type ItemRef, type PartId, type TextPlacement } from '@formpath/forms';
import type { FormTemplate } from '../templates/form-templates.js';
import { fontSize, splitToFit, writeAdditional } from './additional-information.js';
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
const question = (field: CatalogField<PartId> | undefined) => {
  const last = (field?.label ?? '').split(/(?<=\.)\s+/).filter((s) => /[a-z]/i.test(s)).at(-1) ?? '';
  return last.replace(/^(Enter|Select)\s+(the\s+)?/i, '').replace(/\.$/, '').trim() || 'Answer';
};

export interface FillOptions {
  flatten?: boolean;
  /** A line printed in the top margin of every page, continuation sheets included (a draft's notice). */
  marking?: string;
}

/** The marking line: small bold type in the top margin, clear of the forms' titles and fields. */
const markingSize = 7.5;
const markPages = (doc: PDFDocument, text: string, font: PDFFont) => {
  const line = toWinAnsi(text);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    // Smaller type on a narrow page, so the line stays within the side margins.
    const size = Math.min(markingSize, (markingSize * (width - 72)) / font.widthOfTextAtSize(line, markingSize));
    page.drawText(line, { x: 36, y: height - 14, size, font, color: rgb(0.6, 0, 0) });
  }
};

/**
 * Fills an official form from a plan with pdf-lib: each fill opens a copy of the parsed
 * template, sets values, writes what does not fit to Additional Information, generates the
 * changed fields' appearances and saves them as an update of the template. Fields stay
 * editable unless a flattened copy is asked for.
 */
export class FormFiller {
  private readonly catalog: Map<string, CatalogField<PartId>>;

  constructor(private readonly template: FormTemplate) {
    this.catalog = new Map(template.catalog.fields.map((f) => [f.name, f]));
  }

  async fill(plan: FillPlan, options: FillOptions = {}): Promise<FilledForm> {
    const doc = this.template.document.open();
    // pdf-lib deflates every new appearance stream with a fresh zlib state (about 1 ms each);
    // appearance streams are a few hundred bytes, so they are written uncompressed.
    doc.context.contentStream = (operators, dict = {}) => PDFContentStream.of(doc.context.obj(dict), operators, false);
    const fields = new FormFields(doc, this.template.document.fieldRefs);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const filled = new Set<string>();
    const additional = [...plan.additional];
    const overflow = (ref: ItemRef, field: string, value: string) => additional.push({ ref, text: `${question(this.catalog.get(field))}: ${value}` });

    // A narrative keeps what fits in its box, says where it continues, and goes on in Additional Information.
    const setNarrative = (t: TextPlacement, field: PDFTextField) => {
      const box = this.catalog.get(t.field);
      if (!box) throw new Error(`${plan.form} map error: ${t.field} is not in the catalog`);
      field.enableMultiline();
      field.setFontSize(fontSize);
      const note = `(Continued in ${additionalTitle(plan.additionalPart)}: Part ${t.ref.part}, Question ${t.ref.item}.)`;
      const { lines, rest } = splitToFit(t.value, box.rect, note, font);
      field.setText(rest ? [...lines, toWinAnsi(note)].join('\n') : toWinAnsi(t.value));
      if (rest) additional.push({ ref: t.ref, text: rest });
      filled.add(t.field);
    };

    const setText = (name: string, raw: string, ref: ItemRef, placement?: TextPlacement) => {
      const field = fields.get(name);
      if (placement?.continues && field instanceof PDFTextField) return setNarrative(placement, field);
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

    for (const t of plan.text) setText(t.field, t.value, t.ref, t);
    for (const c of plan.checks) {
      const box = fields.get(c.field);
      if (!(box instanceof PDFCheckBox)) throw new Error(`${plan.form} map error: ${c.field} is not a checkbox`);
      box.check();
      filled.add(c.field);
    }
    for (const every of plan.everyPage) for (const name of this.catalog.keys()) if (every.pattern.test(name)) setText(name, every.value, { page: 1, part: 1, item: '' });

    const part = plan.additionalPart;
    if (additional.length) {
      for (const [name, value] of nameBoxes(part, plan.applicant)) {
        if (value) setText(name, value, { page: part.page, part: part.part, item: '1' });
      }
    }
    const continuationSheets = await writeAdditional(doc, fields, { ...plan, additional }, this.catalog, font);
    for (const block of part.blocks) if (fields.text(block.text).getText()) filled.add(block.text);
    if (options.marking) markPages(doc, options.marking, await doc.embedFont(StandardFonts.HelveticaBold));

    fields.updateAppearances(font);
    if (options.flatten) doc.getForm().flatten();
    const bytes = await this.template.document.save(doc);
    return { bytes, filledFields: filled.size, pages: doc.getPageCount(), continuationSheets };
  }
}
