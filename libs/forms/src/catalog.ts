// The USCIS form catalog: which editions Formpath fills, and the shape of their generated field
// catalogs (src/catalogs/<form>.<edition>.json, built from the official PDFs by
// deploy/scripts/build-form-catalog.mjs and committed).

/** A printed part: a number ("Part 9.") on most forms, letters on the I-589 ("A.I", "B", "Supplement B"). */
export type PartId = number | string;

export interface CatalogField<Part extends PartId = number> {
  name: string;
  type: 'text' | 'checkbox' | 'radio' | 'dropdown' | 'button' | 'signature';
  page: number;
  rect: [number, number, number, number];
  part: Part | null;
  item: string | null;
  /** The part and item number printed on the page beside the field ("3.a"); null for page headers. part/item stay the lookup keys. */
  printedPart: Part | null;
  printedItem: string | null;
  label: string;
  options: string[];
  exportValues: string[];
  maxLength: number | null;
  comb: boolean;
  readOnly: boolean;
}

export interface FormCatalog<Part extends PartId = number> {
  form: string;
  edition: string;
  pages: number;
  sha256: string;
  source: string;
  fields: CatalogField<Part>[];
}

export interface ManifestEntry {
  form: string;
  file: string;
  edition: string;
  pages: number;
  fields: number;
  sha256: string;
  source: string;
}

/** The editions this version of Formpath fills; a template of another edition is refused. */
export const supportedEditions = { 'I-485': '01/20/25', 'I-765': '08/21/25' } as const;
export type SupportedForm = keyof typeof supportedEditions;

/**
 * Editions Formpath fills only as a draft for the applicant to review with a lawyer or accredited
 * representative, outside the application flow (not session form types, no field guide).
 */
export const draftEditions = { 'I-589': '01/20/25' } as const;
export type DraftForm = keyof typeof draftEditions;
/** Every form with a committed catalog. */
export type CatalogForm = SupportedForm | DraftForm;
/** The I-589 prints its parts as letters. */
export type DraftCatalog = FormCatalog<string>;

export const editionOf = (form: CatalogForm): string => (form in draftEditions ? draftEditions[form as DraftForm] : supportedEditions[form as SupportedForm]);

export const catalogFile = (form: CatalogForm) => `${form.toLowerCase()}.${editionOf(form).replace(/\//g, '-')}.json`;
