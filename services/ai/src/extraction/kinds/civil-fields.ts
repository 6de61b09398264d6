import { afterLabel, below, itemNumber, looksLikeLabel } from '../labels.js';
import type { Line } from '../text.js';

/**
 * Labelled values on civil records, with the part of the record each one sits in. Records print
 * the same labels ("Name", "Date of birth", "Birthplace") once for the registrant and again for
 * each parent or party; which person a value belongs to is told by a section header ("FATHER",
 * "Datos de la madre", "PARTY B") or by the role word inside the label ("Father's date of birth",
 * "8a. MOTHER'S CURRENT LEGAL NAME"), and the following generic labels inherit it.
 */
export type Role = 'registrant' | 'father' | 'mother' | 'a' | 'b' | 'other';

export interface Cell {
  raw: string;
  line: Line;
  /** Index of the label's line and segment. */
  at: number;
  seg: number;
  role: Role;
  context: string;
}

export const labelPattern = (labels: string[]): RegExp => new RegExp(`^${itemNumber}(?:${labels.join('|')})${afterLabel}(?<rest>.*)$`, 'iu');

/** "value   Next Label: …" on one segment: the value ends where another "Label:" starts. */
const cutAtNextLabel = (rest: string): string => {
  const m = rest.match(/\s+(?:[A-Z][\w'()/#.-]*\s?){1,4}:\s/);
  return (m ? rest.slice(0, m.index) : rest).trim();
};

/**
 * What OCR makes of dotted leaders between a label and its value ("....cccccovvvmernrn.... PEDRO
 * GARCIA", "—.eeeeencecineene nene HAL PARISIAN"): tokens with runs of dots or dashes, and the
 * lower-case fragments right after them, are not the value.
 */
export const deleader = (rest: string): string => {
  const words = rest.trim().split(/\s+/).filter(Boolean);
  // A token of leaders: a run of dots or dashes, a letter four times over, or a long lower-case run ending in a dot.
  const junk = (w: string) => /[.…_—–-]{2,}/.test(w) || /(\p{L})\1\1\1/iu.test(w) || (/^[\p{Ll}\d.,:;<>'"-]{8,}$/u.test(w) && /[.:]$/.test(w));
  let k = 0;
  while (k < words.length && junk(words[k] as string)) k++;
  if (k === 0) return rest;
  while (k < words.length && /^\p{Ll}[\p{Ll}.,:'-]*$/u.test(words[k] as string)) k++;
  return words.slice(k).join(' ');
};

/**
 * A person's two surnames in separate boxes, as Spanish-language records and their translations
 * print them: "Primer apellido | Segundo apellido", "Apellido paterno | materno", "First surname".
 */
export const surnameParts = {
  first: ['primer apellido', 'apellido paterno', 'first (?:sur|family |last )name', 'paternal (?:sur|family |last )name'],
  second: ['segundo apellido', 'apellido materno', 'second (?:sur|family |last )name', 'maternal (?:sur|family |last )name'],
};

// Section headers and the role words inside labels.
export const roleWords: Array<[Role, RegExp]> = [
  // Grandparents ("Abuelo paterno", "Maternal grandmother") are other people, though their labels name a parent's side.
  ['other', /\b(abuel[oa]s?|grand(?:father|mother|parents?))\b/i],
  // "Apellido paterno / materno" are the person's own first and second surnames, not a parent.
  ['father', /\b(father|padre|(?<!ap(?:ellidos?|\.)\s*)paterno|p[èe]re|progenitor(?!a|\s*(?:1|2|one|two|a|b)\b|\s*[(/]\s*a\b))\b/i],
  ['mother', /\b(mother|madre|(?<!ap(?:ellidos?|\.)\s*)materno|m[èe]re|maiden|progenitora)\b/i],
  ['a', /\b(party|spouse|applicant|contrayente|c[óo]nyuge|divorciante)\s*(a|1|one|uno)\b|\b(groom|husband|esposo|novio|d?el contrayente|divorciado|first party|primer contrayente)\b/i],
  ['b', /\b(party|spouse|applicant|contrayente|c[óo]nyuge|divorciante)\s*(b|2|two|dos)\b|\b(bride|wife|esposa|novia|la contrayente|divorciada|second party|segundo contrayente)\b/i],
  // "Principal": the person a family register's extract is about (Korean family relation certificate).
  ['registrant', /^\s*principal\s*$|\b(child|registrant|inscrit[oa]|registrad[oa]|newborn|datos del (inscrito|registrado|nacido|menor)|titular|persona registrada)\b/i],
  // A parent of no stated sex ("PARENT 1", "Parent 2", "Progenitor A"): not the registrant, and neither father nor mother.
  ['other', /\b(parent|progenitor)\s*(?:1|2|one|two|a|b)\b|\bprogenitor\s*[(/]\s*a\b|\b(translator|traductor|certifier|certifying|registrar|registrador|informant|declarante?|witness(es)?|testigos?|attendant|physician|officiant|official|clerk|notary|notario|attorney|abogado|apoderado|juez|judge|oficial)\b/i],
];

/** The role a header or label names, if any ("DATOS DEL PADRE": father, "SPOUSE 2": b). */
// "Apellido Paterno / Father's Surname": the person's own first surname, whatever its translation says.
const ownSurname = /^\s*(?:\d{1,2}[a-z]?[.)]?\s*)?(?:primer |segundo )?apellido (?:paterno|materno)\b/i;
export const roleIn = (text: string): Role | undefined => (ownSurname.test(text) ? undefined : roleWords.find(([, re]) => re.test(text))?.[0]);

/**
 * The role of each segment of each line, by the last header or role-bearing label before it.
 * When one line heads two or more persons side by side ("DATOS DE LA MADRE | DATOS DEL PADRE"),
 * the following lines take the role of the column each segment sits under, until another header.
 */
export const rolesOf = (lines: Line[], start: Role = 'registrant'): Role[][] => {
  let role: Role = start;
  let byColumn: Array<{ col: number; role: Role }> | undefined;
  // The issuing office's heading above the record ("REGISTRAR GENERAL'S DEPARTMENT") is not a section about another person.
  let content = false;
  return lines.map((line) => {
    const heads = line.segments.map((seg) => {
      const r = roleOfHead(seg);
      return r === 'other' && !content && !seg.includes(':') ? undefined : r;
    });
    if (line.segments.length > 1 || line.text.includes(':')) content = true;
    const named = heads.flatMap((r, k) => (r ? [{ col: line.columns[k] ?? 0, role: r }] : []));
    if (named.length >= 2 && new Set(named.map((n) => n.role)).size === named.length) byColumn = named;
    else if (named.length) byColumn = undefined;
    return line.segments.map((_, k) => {
      const head = heads[k];
      if (head) return (role = head);
      if (byColumn && !named.length) {
        const c = line.columns[k] ?? 0;
        return byColumn.reduce((best, x) => (Math.abs(x.col - c) < Math.abs(best.col - c) ? x : best)).role;
      }
      return role;
    });
  });
};

/** The role a segment gives when it is a header or a role-bearing label (not a value). */
const roleOfHead = (seg: string): Role | undefined => {
  // Only labels and headers carry a role: short text without a value of its own.
  const head = seg.split(/:|[.…_]{3,}/)[0] ?? '';
  if (head.length > 70 || ownSurname.test(head)) return undefined;
  const hit = roleWords.find(([, re]) => re.test(head));
  // "Father's nationality: X" is the father's; a bride's name like "Padre" cannot be told apart, and is rare.
  return hit && (/:|[.…_]{3,}/.test(seg) || looksLikeLabel(seg) || isHeader(seg) || /^\(?\d{1,2}[a-z]?[.)]?\s/i.test(seg)) ? hit[0] : undefined;
};

// A short heading, possibly numbered ("CONTRAYENTE 1", "SPOUSE 2").
const isHeader = (seg: string) => seg.length <= 50 && /^[\p{L}'’ /().-]+(?:\s\d{1,2})?$/u.test(seg) && seg.split(' ').length <= 6;

/**
 * Every labelled value, in reading order, with its role: the value on the label's segment after
 * a colon, in the segment to its right, or in the aligned segment of the next line (boxes, grids).
 */
export function* cells(lines: Line[], labels: string[], accept: (raw: string) => boolean = () => true, roles: Role[][] = rolesOf(lines)): Generator<Cell> {
  const label = labelPattern(labels);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    for (let s = 0; s < line.segments.length; s++) {
      const m = (line.segments[s] as string).match(label);
      if (!m) continue;
      const rest = deleader(cutAtNextLabel(m.groups?.['rest'] ?? ''));
      const candidates: Array<{ raw: string; line: Line }> = [];
      if (rest) candidates.push({ raw: rest, line });
      const right = line.segments[s + 1];
      if (right && !rest && !looksLikeLabel(right) && !labelLike(right) && !civilLabel.test(right)) candidates.push({ raw: right, line });
      const next = lines[i + 1];
      if (next && next.page === line.page && !rest) {
        const aligned = below(line, s, next);
        if (aligned && !looksLikeLabel(aligned) && !labelLike(aligned) && !civilLabel.test(aligned)) candidates.push({ raw: aligned, line: next });
      }
      const hit = candidates.find((c) => c.raw && accept(c.raw));
      if (hit) yield { ...hit, at: i, seg: s, role: roles[i]?.[s] ?? 'registrant', context: hit.line === line ? line.text : `${line.segments[s]} ${hit.raw}` };
    }
  }
}

// Words that start a label on civil records: a segment like this is the next box's title, not a value.
const civilLabel = new RegExp(
  '^(?:\\(?\\d{1,2}[a-z]?[.)]?\\s+)?(?:primer|segundo|apellidos?|nombres?|fecha|lugar|sexo|municipio|departamento|pa[ií]s|nacionalidad|documento|' +
    'prenombres?|first|second|paternal|maternal|middle|last|given|surnames?|date|place|birthplace|time|sex|county|city|state|facility|residence|mother|father|child|name|title|license|witness|officiant|datos)\\b[^\\d]{0,60}$',
  'iu',
);

// A numbered label ("8b. DATE OF BIRTH") or a label ending with a colon is not a value.
const labelLike = (seg: string) => /^\(?\d{1,2}[a-z]?[.)]\s+\p{Lu}/u.test(seg) || /:$/.test(seg);

/** The first cell of one of `roles`. */
export const cellOf = (lines: Line[], labels: string[], roles: Role[], accept?: (raw: string) => boolean, map?: Role[][]): Cell | undefined => {
  for (const c of cells(lines, labels, accept, map)) if (roles.includes(c.role)) return c;
  return undefined;
};
