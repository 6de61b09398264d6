import { fromParts, nameText } from '@formpath/forms';
import { findLabelled } from '../labels.js';
import type { Line } from '../text.js';
import { notName, personValue } from './civil-parents.js';

/**
 * Parents of no stated sex ("Parent 1" / "Parent 2", "Progenitor A", "Progenitor(a)"): records that print them so
 * (Canadian and US long forms since 2016) say who the child's parents are without saying which is
 * the father. Their names tell whose child the record is; they fill no father or mother box.
 */
const header = /^\s*(?:\d{1,2}[a-z]?[.)]?\s+)?(?:(?:parent|progenitor)\s*(?:1|2|one|two|a|b)\b|progenitor\s*(?:\(a\)|\/a\b)(?:\s*(?:1|2)\b)?)(?:\s*(?:[-–/:]\s*)?(?:name|information|data|details))?\s*:?\s*$/i;
const anyHeader = /^\s*(?:\d{1,2}[a-z]?[.)]?\s+)?(?:parent|progenitor|child|registrant|father|mother|informant|registration|certif)/i;
const surname = ['surname( at birth)?', 'last name( at birth)?', 'family name', '(last|sur)name prior to first marriage', 'apellidos?', 'primer apellido', 'apellido paterno'];
// The second surname of Spanish names ("Segundo Apellido", "Apellido Materno"), when the record gives one.
const secondSurname = ['segundo apellido', 'apellido materno'];
const given = ['given names?(\\(s\\))?', 'first names?', 'first and middle names?', 'nombres?'];
const full = ['name', 'full name', 'nombre( completo)?'];

/** The full names of the parents whose block a "Parent 1/2" header opens. */
export const neutralParents = (lines: Line[]): Array<{ name: string; line: Line }> => {
  const out: Array<{ name: string; line: Line }> = [];
  lines.forEach((line, i) => {
    if (!line.segments.some((s) => header.test(s))) return;
    const end = lines.findIndex((l, k) => k > i && l.segments.some((s) => anyHeader.test(s) && !/^(surname|given|first|last|name|birth)/i.test(s)));
    const block = lines.slice(i, end > i ? Math.min(end, i + 8) : i + 8);
    const plausible = (raw: string) => personValue(raw) !== undefined && raw.length < 60;
    // One name part: letters only, and not a label or placeholder.
    const part = (raw: string) => /^\p{Lu}[\p{L} .'-]{1,40}$/u.test(raw.trim()) && !notName.test(raw);
    const family = findLabelled(block, surname, part);
    const first = findLabelled(block, given, part);
    const second = family && findLabelled(block, secondSurname, part);
    const parts = family && first ? fromParts(second ? `${family.raw} ${second.raw}` : family.raw, first.raw) : undefined;
    const whole = parts ? undefined : findLabelled(block, full, plausible);
    const name = parts ? nameText(parts) : whole ? personValue(whole.raw) : undefined;
    if (name) out.push({ name, line: (family ?? whole)?.line ?? line });
  });
  return out;
};
