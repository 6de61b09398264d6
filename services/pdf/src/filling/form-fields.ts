import {
  createPDFAcroField,
  PDFAcroCheckBox,
  PDFAcroComboBox,
  PDFAcroText,
  PDFCheckBox,
  PDFDict,
  PDFDropdown,
  PDFTextField,
  type PDFDocument,
  type PDFFont,
  type PDFRef,
} from 'pdf-lib';

export type FillableField = PDFTextField | PDFCheckBox | PDFDropdown;

/**
 * The fields of one document being filled, opened by name through the template's index:
 * pdf-lib's own lookup builds all 760 I-485 fields and their full names for each name asked.
 * Only the fields opened here are touched, so only their appearances are regenerated.
 */
export class FormFields {
  private readonly opened = new Map<string, FillableField>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly refs: ReadonlyMap<string, PDFRef>,
  ) {}

  get(name: string): FillableField | undefined {
    const known = this.opened.get(name);
    if (known) return known;
    const ref = this.refs.get(name);
    if (!ref) return undefined;
    const acro = createPDFAcroField(this.doc.context.lookup(ref, PDFDict), ref);
    const field =
      acro instanceof PDFAcroText
        ? PDFTextField.of(acro, ref, this.doc)
        : acro instanceof PDFAcroCheckBox
          ? PDFCheckBox.of(acro, ref, this.doc)
          : acro instanceof PDFAcroComboBox
            ? PDFDropdown.of(acro, ref, this.doc)
            : undefined;
    if (field) this.opened.set(name, field);
    return field;
  }

  text(name: string): PDFTextField {
    const field = this.get(name);
    if (!(field instanceof PDFTextField)) throw new Error(`${name} is not a text field`);
    return field;
  }

  /** What pdf-lib's save would do for every field, done for the ones we changed. */
  updateAppearances(font: PDFFont): void {
    for (const field of this.opened.values()) {
      if (!field.needsAppearancesUpdate()) continue;
      if (field instanceof PDFCheckBox) field.defaultUpdateAppearances();
      else field.defaultUpdateAppearances(font);
    }
  }
}
