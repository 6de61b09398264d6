// Form data addressed by leaf path ("biographic_information.full_name.family_name",
// "parents.0.date_of_birth"): how an attorney's edits are compared, applied and audited.

type Tree = Record<string, unknown> | unknown[];

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** Every string leaf of a form as path → value (array items by index). */
export const formLeaves = (form: unknown, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  if (!isTree(form)) return out;
  for (const [key, value] of Object.entries(form)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) Object.assign(out, formLeaves(value, path));
    else if (typeof value === 'string') out[path] = value;
  }
  return out;
};

/** A copy of the form with the given leaves replaced; paths the form does not have are left out. */
export const withLeaves = <T>(form: T, values: Record<string, string>): T => {
  const copy = structuredClone(form);
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node: unknown = copy;
    for (const key of keys) node = isTree(node) ? (node as Record<string, unknown>)[key] : undefined;
    if (isTree(node) && typeof (node as Record<string, unknown>)[last] === 'string') (node as Record<string, unknown>)[last] = value;
  }
  return copy;
};

/** The leaves whose value differs from the form's: what an edited copy changes. */
export const changedLeaves = (before: unknown, after: unknown): Record<string, string> => {
  const old = formLeaves(before);
  return Object.fromEntries(Object.entries(formLeaves(after)).filter(([path, value]) => Object.hasOwn(old, path) && old[path] !== value));
};
