import type { FillPlan } from './fill-plan.js';
import type { FormCatalog, SupportedForm } from './catalog.js';
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
 */
export const coverage = (catalog: FormCatalog, plans: FillPlan[]): CoverageRow[] => {
  const written = new Set<string>();
  for (const plan of plans) {
    for (const field of plannedValues(plan, catalog).keys()) written.add(field);
    // Additional Information is written whenever an answer does not fit: all of it counts as mapped.
    const part = plan.additionalPart;
    for (const name of [part.familyName, part.givenName, part.middleName, part.aNumber, ...part.blocks.flatMap((b) => [b.page, b.part, b.item, b.text])]) written.add(name);
  }
  const groups = new Set([...written].map(fieldGroup));
  return catalog.fields.map((f) => {
    const base = { field: f.name, page: f.page, label: f.label };
    if (groups.has(fieldGroup(f.name))) return { ...base, status: 'mapped', reason: '' };
    const reason = leftEmptyReason(catalog.form as SupportedForm, f.name);
    return reason ? { ...base, status: 'left empty', reason } : { ...base, status: 'unexplained', reason: '' };
  });
};
