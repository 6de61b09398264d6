import type { FieldEvidence } from '@formpath/contracts';

type Tree = Record<string, unknown>;

const get = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Tree)[k] : undefined), tree);

const put = (tree: Tree, path: string, value: unknown) => {
  const keys = path.split('.');
  let node: unknown = tree;
  for (const k of keys.slice(0, -1)) node = (node as Tree)[k];
  if (node && typeof node === 'object') (node as Tree)[keys.at(-1) as string] = value;
};

/**
 * Merges the model's values into the deterministic result. A deterministic value that is not
 * low-confidence stays (a valid machine-readable zone beats any model); where the model
 * disagrees, its value becomes a conflict. Blank fields take the model's grounded values. List
 * sections (histories, parents…) come from the model only when the rules found none.
 */
export const mergeExtractions = (
  base: { formData: Tree; fields: Record<string, FieldEvidence> },
  llm: { formData: Tree; fields: Record<string, FieldEvidence> },
): { formData: Tree; fields: Record<string, FieldEvidence> } => {
  const formData = structuredClone(base.formData);
  const fields = { ...base.fields };
  for (const [top, value] of Object.entries(llm.formData)) {
    if (Array.isArray(value) && Array.isArray(formData[top]) && (formData[top] as unknown[]).length === 0) {
      formData[top] = structuredClone(value);
      for (const [path, e] of Object.entries(llm.fields)) {
        if (!path.startsWith(`${top}.`)) continue;
        fields[path] = e;
        if (e.confidence === 'low') put(formData, path, '');
      }
    }
  }
  for (const [path, e] of Object.entries(llm.fields)) {
    if (/\.\d+(\.|$)/.test(path)) continue;
    const mine = fields[path];
    if (mine && mine.confidence !== 'low') {
      if (mine.value.toLowerCase() !== e.value.toLowerCase()) fields[path] = { ...mine, conflicts: [...mine.conflicts, { value: e.value, confidence: e.confidence, sources: e.sources }] };
      continue;
    }
    if (typeof get(formData, path) !== 'string') continue;
    fields[path] = mine ? { ...e, conflicts: [{ value: mine.value, confidence: mine.confidence, sources: mine.sources }] } : e;
    if (e.confidence !== 'low') put(formData, path, e.value);
  }
  return { formData, fields };
};
