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

export * from './fill-plan.js';
export * from './formatting.js';
export { planI485 } from './maps/i-485.map.js';
export { planI765 } from './maps/i-765.map.js';

import type { FormData as FormModel, I485FormData, I765FormData } from '@formpath/contracts';
import type { FillPlan } from './fill-plan.js';
import { planI485 as i485 } from './maps/i-485.map.js';
import { planI765 as i765 } from './maps/i-765.map.js';

/** The fill plan of a form's data on the edition Formpath fills. */
export const planForm = (form: SupportedForm, data: FormModel): FillPlan => (form === 'I-485' ? i485(data as I485FormData) : i765(data as I765FormData));
export { leftEmptyReason, fieldGroup } from './maps/left-empty.js';
export * from './coverage.js';
export * from './filing/fee-schedule.js';
export * from './filing/filing-guide.js';
