// The USCIS form catalog: which editions Formpath fills, and the shape of their generated field
// catalogs (src/catalogs/<form>.<edition>.json, built from the official PDFs by
// deploy/scripts/build-form-catalog.mjs and committed).

export interface CatalogField {
  name: string;
  type: 'text' | 'checkbox' | 'radio' | 'dropdown' | 'button' | 'signature';
  page: number;
  rect: [number, number, number, number];
  part: number | null;
  item: string | null;
  /** The part and item number printed on the page beside the field ("3.a"); null for page headers. part/item stay the lookup keys. */
  printedPart: number | null;
  printedItem: string | null;
  label: string;
  options: string[];
  exportValues: string[];
  maxLength: number | null;
  comb: boolean;
  readOnly: boolean;
}

export interface FormCatalog {
  form: string;
  edition: string;
  pages: number;
  sha256: string;
  source: string;
  fields: CatalogField[];
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

export const catalogFile = (form: SupportedForm) => `${form.toLowerCase()}.${supportedEditions[form].replace(/\//g, '-')}.json`;
