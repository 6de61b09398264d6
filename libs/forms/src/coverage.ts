import type { FillPlan } from './fill-plan.js';
import { draftEditions, type CatalogForm, type FormCatalog, type PartId } from './catalog.js';
import { fieldGroup, leftEmptyReason } from './maps/left-empty.js';
import { plannedValues } from './planned-values.js';

export interface CoverageRow {
  field: string;
  page: number;
  label: string;
  status: 'mapped' | 'left empty' | 'unexplained';
  reason: string;
}

/**
 * Every catalog field of an edition against what the map writes across the given plans: mapped
 * (written, or another box of a question it answers), left empty with its reason, or unexplained.
 * The I-589 names unrelated boxes alike (TextField13[0] to [57] are five items of Part A.III), so
 * on a draft form only a checkbox is answered by its siblings; a text box counts when written.
 */
export const coverage = (catalog: FormCatalog<PartId>, plans: FillPlan[]): CoverageRow[] => {
  const written = new Set<string>();
  for (const plan of plans) {
    for (const field of plannedValues(plan, catalog).keys()) written.add(field);
    // Additional Information is written whenever an answer does not fit: all of it counts as mapped.
    const part = plan.additionalPart;
    for (const name of [part.familyName, part.givenName, part.middleName, part.fullName, part.aNumber, ...part.blocks.flatMap((b) => [b.page, b.part, b.item, b.text])]) if (name) written.add(name);
  }
  const groups = new Set([...written].map(fieldGroup));
  const draft = catalog.form in draftEditions;
  return catalog.fields.map((f) => {
    const base = { field: f.name, page: f.page, label: f.label };
    if (written.has(f.name) || (groups.has(fieldGroup(f.name)) && (!draft || f.type === 'checkbox'))) return { ...base, status: 'mapped', reason: '' };
    const reason = leftEmptyReason(catalog.form as CatalogForm, f.name);
    return reason ? { ...base, status: 'left empty', reason } : { ...base, status: 'unexplained', reason: '' };
  });
};
