import { joinWrappedLabels } from './wrapped-labels.js';
import type { Line } from '../text.js';
import { roleIn, rolesOf, type Role } from './civil-fields.js';

/**
 * Tables on civil records, rewritten as the labelled lines the cell readers understand. Records
 * print the parents or the parties in a table either with one column per person ("| Padre | Madre",
 * "| Spouse 1 | Spouse 2", rows "Name", "Date of birth" ...) or with one row per person (columns
 * "Relationship | Name | Date of birth | Place of birth", rows "Father ...", "Mother ..."). Each such
 * table becomes, per person, a header naming the role ("FATHER") followed by "Label: value" lines.
 * Generic: nothing here knows a particular record; candidates for the shared layer.
 */

// The header each role is written back as: a word rolesOf() gives that role to.
const roleHeader: Record<Role, string> = { father: 'FATHER', mother: 'MOTHER', registrant: 'CHILD', a: 'PARTY A', b: 'PARTY B', other: 'OFFICIAL' };

// Words that start a field label in a table's header row (row-per-person tables).
const fieldWord =
  /^(?:\(?\d{1,2}[a-z]?[.)]?\s+)?(?:(?:full |legal |given |first |last |family |maiden )?names?|surnames?|apellidos?|nombres?|primer|segundo|date|fecha|place|lugar|birth|born|nacimiento|nationality|nacionalidad|citizenship|ciudadan[ií]a|age|edad|country|pa[ií]s|residence|domicilio|residencia|occupation|ocupaci[óo]n|profesi[óo]n|dob|sex|sexo|id|documento|c[ée]dula|dni|curp)\b/i;

const synthetic = (from: Line, text: string): Line => ({ ...from, text, segments: [text], columns: [0] });

/**
 * A cell run into the next one when the text layer lost the gap ("GARCIA, Jose Luis16/03/1935"
 * and nothing under "Date of birth"): the date at its end goes back to the empty cell.
 */
const unglue = (values: Array<string | undefined>): Array<string | undefined> =>
  values.map((v, k) => {
    if (v === undefined || values[k + 1] !== undefined || k + 1 >= values.length) return v;
    return v.match(/^(.*\p{L})\s?\d{1,2}(?:[/.-]\d{1,2}[/.-]|\s\p{Lu}{3}\s)\d{4}$/u)?.[1] ?? v;
  }).map((v, k, out) => (v === undefined && k > 0 && values[k - 1] !== undefined && out[k - 1] !== values[k - 1] ? (values[k - 1] as string).slice((out[k - 1] as string).length).trim() : v));

/** The segment of `line` nearest to each of `cols` (one value per column, or undefined). */
const byColumn = (line: Line, cols: number[], from: number): Array<string | undefined> => {
  const out: Array<string | undefined> = cols.map(() => undefined);
  line.segments.forEach((seg, k) => {
    if (k < from) return;
    const c = line.columns[k] ?? 0;
    const nearest = cols.reduce((best, x, j) => (Math.abs(x - c) < Math.abs((cols[best] as number) - c) ? j : best), 0);
    if (Math.abs((cols[nearest] as number) - c) <= 12 && out[nearest] === undefined) out[nearest] = seg;
  });
  return out;
};

// A header cell that only names a person ("Padre", "SPOUSE 1", "DATOS DE LA MADRE"), not a field of one ("Nombre del padre").
const fieldOfPerson = /\b(names?|nombres?|apellidos?|surnames?|date|fecha|place|lugar|birth|nacimiento|age|edad|nationality|nacionalidad|residence|domicilio|occupation|signature|firma)\b/i;
const isRoleHeader = (seg: string) => seg.length <= 40 && !seg.includes(':') && !fieldOfPerson.test(seg) && roleIn(seg) !== undefined && roleIn(seg) !== 'other';

/** A table with one column per person: the header row names the roles, each row starts with a label. */
const columnsPerRole = (lines: Line[], i: number): { end: number; out: Line[] } | undefined => {
  const head = lines[i] as Line;
  const roleAt = head.segments.map((s) => (isRoleHeader(s) ? roleIn(s) : undefined));
  const cols = head.columns.filter((_, k) => roleAt[k]);
  const roles = roleAt.filter((r): r is Role => Boolean(r));
  if (roles.length < 2 || new Set(roles).size !== roles.length) return undefined;
  // Only an optional corner cell ("DATOS", "Item") before the role columns, nothing between them.
  const first = roleAt.findIndex(Boolean);
  if (first > 1 || roleAt.slice(first).some((r) => !r)) return undefined;
  const firstCol = cols[0] as number;
  const rows: Array<{ label: string; values: Array<string | undefined>; line: Line }> = [];
  let j = i + 1;
  for (; j < lines.length && j <= i + 16; j++) {
    const row = lines[j] as Line;
    if (row.page !== head.page || row.segments.length < 2) break;
    const label = row.segments[0] as string;
    if ((row.columns[0] ?? 0) >= firstCol - 1 || label.length > 60 || isRoleHeader(label)) break;
    // Two cells run together ("CALI, COLOMBIA CALI, PERU" under one column, none under the next): neither can be told.
    // As many values as persons: one each, in order (OCR may shift the header's columns); else by column.
    const placed = row.segments.length === cols.length + 1 ? row.segments.slice(1) : byColumn(row, cols, 1);
    const values = placed.map((v, k, all) => (v && k + 1 < cols.length && all[k + 1] === undefined && v.length > (cols[k + 1] as number) - (cols[k] as number) ? undefined : v));
    rows.push({ label: label.replace(/:$/, ''), values, line: row });
  }
  if (rows.length === 0) return undefined;
  const out = roles.flatMap((role, k) => [
    synthetic(head, roleHeader[role]),
    ...rows.filter((r) => r.values[k]).map((r) => synthetic(r.line, `${r.label}: ${r.values[k]}`)),
  ]);
  return { end: j, out };
};

/** A table with one row per person: the header row names the fields, each row starts with a role. */
const rowsPerRole = (lines: Line[], i: number): { end: number; out: Line[] } | undefined => {
  const head = lines[i] as Line;
  const fields = head.segments.map((s) => fieldWord.test(s) && s.length <= 50);
  if (fields.filter(Boolean).length < 2) return undefined;
  const out: Line[] = [];
  const seen = new Set<Role>();
  let j = i + 1;
  for (; j < lines.length && j <= i + 6; j++) {
    const row = lines[j] as Line;
    const who = row.page === head.page && row.segments.length >= 2 && isRoleHeader(row.segments[0] as string) ? roleIn(row.segments[0] as string) : undefined;
    if (!who || seen.has(who)) break;
    seen.add(who);
    // The role word sits in the first column; the fields are read by the header's columns.
    const values = unglue(row.segments.length === head.segments.length ? row.segments.map((x, k) => (k === 0 ? undefined : x)) : byColumn(row, head.columns, 1));
    out.push(synthetic(row, roleHeader[who]));
    head.segments.forEach((label, k) => {
      if (fields[k] && values[k]) out.push(synthetic(row, `${label}: ${values[k]}`));
    });
  }
  return seen.size >= 1 && out.length > seen.size ? { end: j, out } : undefined;
};

/**
 * The record's lines with each person table written first as role headers and "Label: value"
 * lines. Where a table ends cannot always be told from text, so its own lines follow under a
 * neutral header (boxes after a table are still read, by no person), then a header that gives back
 * the role in force before the table.
 */
export const untable = (raw: Line[], start: Role = 'registrant'): Line[] => {
  const lines = joinWrappedLabels(raw);
  const roles = rolesOf(lines, start);
  const out: Line[] = [];
  for (let i = 0; i < lines.length; ) {
    const found = columnsPerRole(lines, i) ?? rowsPerRole(lines, i);
    if (!found) {
      out.push(lines[i++] as Line);
      continue;
    }
    const before = i > 0 ? (roles[i - 1]?.at(-1) ?? start) : start;
    out.push(...found.out, synthetic(lines[i] as Line, roleHeader.other), ...lines.slice(i + 1, found.end), synthetic(lines[found.end - 1] as Line, roleHeader[before]));
    i = found.end;
  }
  return out;
};
