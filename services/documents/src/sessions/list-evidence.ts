import type { FieldEvidence } from '@formpath/contracts';

type Json = Record<string, unknown>;
const isRow = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every list of rows in a form, by its dotted path (e.g. "marital_history.prior_marriages"). */
const listsOf = (form: unknown, prefix = ''): Map<string, Json[]> => {
  const lists = new Map<string, Json[]>();
  if (!isRow(form)) return lists;
  for (const [key, value] of Object.entries(form)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value) && value.every(isRow)) lists.set(path, value);
    else for (const [p, rows] of listsOf(value, path)) lists.set(p, rows);
  }
  return lists;
};

const leaves = (value: unknown, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  if (isRow(value)) for (const [k, v] of Object.entries(value)) for (const [p, s] of leaves(v, prefix ? `${prefix}.${k}` : k)) out.set(p, s);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${prefix}.${i}`).forEach((s, p) => out.set(p, s)));
  else if (value !== undefined && value !== null && String(value).trim() !== '') out.set(prefix, String(value).trim().toLowerCase());
  return out;
};

/** How many filled answers two rows share. */
const likeness = (a: Json, b: Json): number => {
  const right = leaves(b);
  let same = 0;
  for (const [path, value] of leaves(a)) if (right.get(path) === value) same++;
  return same;
};

/**
 * Evidence of list rows is keyed by row position ("parents.1.date_of_birth"). When the applicant
 * removes or reorders rows, each saved row keeps the evidence of the row it came from (the most
 * alike of the rows before, each used once), and evidence of removed rows is dropped, so a value
 * never shows another row's source.
 */
export const realignListEvidence = (fields: Record<string, FieldEvidence>, before: unknown, after: unknown): Record<string, FieldEvidence> => {
  const oldLists = listsOf(before);
  const result: Record<string, FieldEvidence> = {};
  const moved = new Map<string, Map<number, number>>();
  for (const [path, rows] of listsOf(after)) {
    const previous = oldLists.get(path) ?? [];
    const taken = new Set<number>();
    const mapping = new Map<number, number>();
    rows.forEach((row, j) => {
      let best = -1;
      let score = 0;
      previous.forEach((old, i) => {
        const s = taken.has(i) ? 0 : likeness(row, old);
        if (s > score) [best, score] = [i, s];
      });
      if (best >= 0) {
        taken.add(best);
        mapping.set(best, j);
      }
    });
    moved.set(path, mapping);
  }
  for (const [key, evidence] of Object.entries(fields)) {
    const list = [...moved.keys()].find((p) => key.startsWith(`${p}.`) && /^\d+(\.|$)/.test(key.slice(p.length + 1)));
    if (!list) {
      result[key] = evidence;
      continue;
    }
    const rest = key.slice(list.length + 1);
    const index = Number(rest.split('.')[0]);
    const target = moved.get(list)?.get(index);
    if (target !== undefined) result[`${list}.${target}${rest.slice(String(index).length)}`] = evidence;
  }
  return result;
};
