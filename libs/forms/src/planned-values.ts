import type { FormCatalog, PartId } from './catalog.js';
import { comparePart, nameBoxes, type FillPlan } from './fill-plan.js';

/** What one field of the form gets from a plan, and the model path it comes from (none for Additional Information). */
export interface PlannedValue {
  value: string;
  path: string | null;
}

/**
 * The value each field gets from a plan, as the PDF writes it: text and dropdowns, checked boxes,
 * the per-page A-Number boxes and, when answers continue in Additional Information, that part's
 * names and its blocks (one per page/part/item, in form order; the PDF wraps long texts and moves
 * what does not fit to continuation sheets). The field guide and the coverage report read this.
 */
export const plannedValues = (plan: FillPlan, catalog: FormCatalog<PartId>): Map<string, PlannedValue> => {
  const names = catalog.fields.map((f) => f.name);
  const out = new Map<string, PlannedValue>();
  for (const t of plan.text) out.set(t.field, { value: t.value, path: t.path });
  for (const c of plan.checks) out.set(c.field, { value: 'Checked', path: c.path });
  for (const e of plan.everyPage) for (const name of names) if (e.pattern.test(name) && !out.has(name)) out.set(name, { value: e.value, path: e.path });
  if (!plan.additional.length) return out;
  const part = plan.additionalPart;
  for (const [field, value] of nameBoxes(part, plan.applicant)) if (value) out.set(field, { value, path: null });
  const groups: Array<{ ref: FillPlan['additional'][number]['ref']; texts: string[] }> = [];
  const ordered = plan.additional.map((e, i) => ({ e, i })).sort((a, b) => a.e.ref.page - b.e.ref.page || comparePart(a.e.ref.part, b.e.ref.part) || a.i - b.i);
  for (const { e } of ordered) {
    const last = groups.at(-1);
    if (last && last.ref.page === e.ref.page && last.ref.part === e.ref.part && last.ref.item === e.ref.item) last.texts.push(e.text);
    else groups.push({ ref: e.ref, texts: [e.text] });
  }
  part.blocks.forEach((block, i) => {
    const group = groups[i];
    if (!group) return;
    if (block.page) out.set(block.page, { value: String(group.ref.page), path: null });
    out.set(block.part, { value: String(group.ref.part), path: null });
    out.set(block.item, { value: group.ref.item, path: null });
    out.set(block.text, { value: group.texts.join(' '), path: null });
  });
  return out;
};
