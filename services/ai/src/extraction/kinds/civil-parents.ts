import { fromFull, type PersonName } from '@formpath/forms';
import type { Line } from '../text.js';
import { below, itemNumber } from '../labels.js';
import { deleader, labelPattern, roleIn } from './civil-fields.js';
import { datesIn, partyRoleWords, readDate, splitByCase } from './civil-prose.js';

/**
 * The parents of a birth record read by their labels alone, for layouts the structured readers
 * do not know: the person named at a parent word ("FATHER", "Father's name", "Name of mother",
 * "Nombre del padre", "Progenitora", "Ama"/"Ina"), on the same segment, in the next segment or
 * on the next line(s) of the block the word heads; then that parent's date and place of birth
 * found inside the block (until the other parent's word or another section). Generic, English
 * and Spanish; precision first: a value that does not read as a name, a date or a place is left.
 */
export type ParentRole = 'father' | 'mother';

export interface ParentRead {
  name?: PersonName;
  dob?: string;
  /** The raw place of birth (a country, "City, Country", a US state): the caller reads the country. */
  place?: string;
  line: Line;
  context: string;
}

const word: Record<ParentRole, string> = {
  father: String.raw`father|padre|progenitor(?!a|\s*[(/]\s*a\b)|pap[áa]|ama|p[èe]re|pai`,
  mother: String.raw`mother|madre|progenitora|mam[áa]|ina|m[èe]re|m[ãa]e`,
};
const nameWord = String.raw`(?:(?:full|legal|current|complete|maiden|birth|true|usual)\s+)*(?:names?|surnames?)(?:\s+(?:prior to (?:first )?marriage|before (?:first )?marriage|at birth|in full))?`;

/** Labels that introduce a parent's name: "Father", "Father's name", "Name of the mother", "Nombre(s) y apellidos de la madre". */
export const parentLabels = (who: ParentRole): string[] => {
  const w = `(?:${word[who]})`;
  return [
    `(?:(?:full |legal |complete )?names? of (?:the )?)?${w}(?:'?s)?(?:\\s+${nameWord})?`,
    `(?:nombres?|apellidos?)(?: completos?)?(?: y (?:apellidos?|nombres?))?(?: del| de la)? ${w}`,
    `datos (?:del |de la )?${w}`,
    // Filipino, Portuguese, French: "Pangalan ng Ama", "Nome do pai", "Nom du père".
    `(?:buong )?pangalan ng ${w}`, `nome (?:completo )?d[oa] ${w}`, `nom (?:et pr[ée]noms? )?d[eu] (?:la )?${w}`,
    // "Name and surname of father", "Name, surname and maiden surname of mother".
    `(?:(?:full |christian |given )?names?|surnames?)(?:,? (?:and )?(?:maiden |family )?(?:sur)?names?)+ of (?:the )?${w}`,
    `${w}:? (?:full |given )?names?(?:,? (?:and )?(?:maiden )?(?:sur)?names?)*`,
    // Brazilian and Spanish records and their translations: "Filiation (father)", "Filiação - mãe", "Filiación: Padre".
    `filia(?:tion|ç[ãa]o|ci[óo]n)\\s*(?:\\(|[-:/]\\s*)${w}\\)?`,
  ];
};

// Words that are never part of a person's name: labels, headings, placeholders, a party's role in a
// case (a label read as a value).
export const notName = new RegExp(
  String.raw`\b(date|fecha|birth|born|nacimiento|place|lugar|country|pa[ií]s|nationality|nacionalidad|citizenship|ciudadan[ií]a|occupation|ocupaci[óo]n|profesi[óo]n|age|edad|years|a[ñn]os|residence|residencia|domicilio|address|direcci[óo]n|signature|firma|informant|declarante|registrar|registry|registro|certificate|certificado|acta|republic|rep[úu]blica|state|estado|county|hospital|name|nombres?|apellidos?|unknown|desconocid[oa]|not stated|not recorded|none|ninguno|no consta|no aplica|datos|testigos?|witness(?:es)?|no registrad[oa]|no declarad[oa]|sin datos?|ignorad[oa]|deceased|fallecid[oa]|n\/a|religion|religi[óo]n|marital|civil|race|sex|sexo|child|father|mother|padre|madre|usual|maiden|mailing|copy|office|certif\w*|document\w*|identificaci[óo]n|c[ée]dula|dni|curp|number|n[úu]mero|natural|vecin[oa]|abuel[oa]s?|patern[oa]s?|matern[oa]s?|grand(?:father|mother|parents?)|${partyRoleWords})\b`,
  'i',
);

const particle = /^(?:de|del|la|las|los|y|e|van|von|der|da|das|do|dos|di|du|le|bin|binti|al|el)$/;

/** "late RANA, Adheesh", "JOSÉ PÉREZ (deceased)": a parent who has died is named all the same. */
export const withoutDeceased = (raw: string): string => raw.replace(/^\s*(?:the\s+)?(?:late|deceased)\s+/i, '').replace(/\s*\((?:deceased|late|fallecid[oa]|\+)\)\s*$/i, '');

/** A person's name as a parent's value: 2 to 6 words of letters, not a label or placeholder. */
export const personValue = (raw: string): string | undefined => {
  const text = withoutDeceased(raw)
    .replace(/^(mr|mrs|ms|miss|dr|sr|sra|srta|don|doña)\.?\s+/i, '')
    // "JOSE GARCIA, born 12/03/1960 in ...", "JOSE GARCIA (42 years)": the name before what follows it.
    .split(/,\s*(?=\p{Ll})/u)[0]
    ?.split(/\s*(?:[;(]|,\s*(?=born|b\.|nacid|age|edad|aged|de \d|\d|of |natural|mayor|nationality|nacionalidad|citizen|domicil|resident|vecin)|\s\d)/i)[0]
    ?.replace(/[.,:]+$/, '')
    .trim();
  if (!text || !/^[\p{L}][\p{L} ,.'-]{2,70}$/u.test(text) || notName.test(text) || /\.{2,}|(\p{L})\1\1\1/iu.test(text)) return undefined;
  const words = text.split(/[\s,]+/).filter(Boolean);
  if (words.length < 2 || words.length > 6 || words.some((w) => w.length > 20)) return undefined;
  // Records write names capitalised: a lowercase word other than a particle is prose or an OCR fragment ("es Elvira").
  if (!words.every((w) => /^\p{Lu}/u.test(w) || particle.test(w))) return undefined;
  return text;
};

export const parentName = (raw: string): PersonName | undefined => {
  const text = personValue(raw);
  return text ? (splitByCase(text) ?? fromFull(text)) : undefined;
};

const dobLabels = [
  'date of birth', 'birth ?date', 'd\\.?o\\.?b\\.?', 'born( on)?', 'fecha de nacimiento', 'f\\.? ?(de )?nac(imiento)?\\.?', 'nacid[oa] el', 'date and place of birth', 'fecha y lugar de nacimiento',
];
const placeLabels = [
  '(place|country|state|city|province|municipality|town)( or (foreign )?country)? of birth', 'birth ?place', 'born (in|at)', 'native of', '(lugar|pa[ií]s|municipio|departamento|provincia|estado) de nacimiento',
  'nacid[oa] en', 'natural de', 'originari[oa] de', 'lugar y fecha de nacimiento', 'date and place of birth', 'fecha y lugar de nacimiento', 'birth ?place \\([^)]*\\)',
];
// Labels whose value is a relationship, not a heading: "Relationship to the child", "PARENT 1 IS", "Vínculo", "Compareciente".
const relationLabel = /\b(?:relationship|relation|parentesco|v[ií]nculo|capacity|calidad|compareciente|\bis)\s*:?$/i;
// A box label for a part of a name: the value under it is not a whole name.
const namePartLabel = /^(?:\(?\d{1,2}[a-z]?[.)]?\s+)?(?:(?:primer|segundo)\s+apellido|apellidos?|nombres?|nombre\(s\)|prenombres?|surnames?|last name|family name|given names?|first names?|middle names?|\((?:first|middle|last)\))\s*:?$/i;
// A heading that ends a parent's block: another section of the record.
const sectionEnd =
  /^(?:\(?\d{1,2}[a-z]?[.)]?\s+)?(?:marriage|matrimonio|informant|declarante|certif|registrar|registrador|attendant|physician|medical|remarks|observaciones|anotaciones|notas|notes|witness|testigos?|child|registrant|inscrit[oa]|datos del (?:inscrito|registrado|nacido|menor)|grandparents|abuelos|issued|expedid|seal|sello)\b/i;

interface Scope {
  /** Whether segment k of a line belongs to this parent's column (side-by-side father | mother). */
  owns: (line: Line, k: number) => boolean;
}

const scopeOf = (line: Line, s: number, other: RegExp): Scope => {
  const otherAt = line.segments.findIndex((seg, k) => k !== s && other.test(seg));
  if (otherAt < 0) return { owns: () => true };
  const mine = line.columns[s] ?? 0;
  const theirs = line.columns[otherAt] ?? 0;
  return { owns: (l, k) => Math.abs((l.columns[k] ?? 0) - mine) <= Math.abs((l.columns[k] ?? 0) - theirs) };
};

/** A labelled value in a block: after the label on its segment, in the next segment, or under it. */
const labelled = (block: Line[], owns: Scope['owns'], labels: string[], accept: (raw: string) => string | undefined): { value: string; line: Line; context: string } | undefined => {
  const re = labelPattern(labels);
  for (let j = 0; j < block.length; j++) {
    const line = block[j] as Line;
    for (let k = 0; k < line.segments.length; k++) {
      if (!owns(line, k)) continue;
      const m = (line.segments[k] as string).match(re);
      if (!m) continue;
      const rest = deleader(m.groups?.['rest'] ?? '');
      const next = block[j + 1];
      const candidates = [rest, rest || !owns(line, k + 1) ? undefined : line.segments[k + 1], rest || !next ? undefined : below(line, k, next)];
      for (const [n, c] of candidates.entries()) {
        // A box beside or under the label that holds the next label ("AGE", "Date of birth") is not a value.
        if (n > 0 && c && notName.test(c) && !readDate(c)) continue;
        const value = c ? accept(c) : undefined;
        if (value) return { value, line, context: `${line.segments[k]} ${c}` };
      }
    }
  }
  return undefined;
};

/** A run-on label's match, only when what follows is a person's name (capitalised words, not a label). */
const runOn = (seg: string, re: RegExp): RegExpMatchArray | null => {
  const m = seg.match(re);
  return m && /\bof\s+(?:the\s+)?\p{L}+$/iu.test(seg.slice(0, seg.length - (m.groups?.['rest']?.length ?? 0)).trim()) && parentName(m.groups?.['rest'] ?? '') ? m : null;
};

/** A place of birth as written ("Cali, Colombia", "GUATEMALA"), before a date or a comma-less tail. */
const placeValue = (raw: string): string | undefined => {
  const text = datesIn(raw)
    .reduce((t, d) => t.replace(d.raw, ' '), raw)
    .replace(/^[\s,;-]+|[\s,.;:-]+$/g, '')
    .replace(/\s+/g, ' ');
  return /^[\p{L}][\p{L} ,.'()-]{1,60}$/u.test(text) ? text : undefined;
};

/**
 * One parent of a birth record by the label-driven fallback, or undefined when no parent word
 * heads a name. `dayFirst` reads "05/03/1960" as 5 March.
 */
export const parentByLabel = (lines: Line[], who: ParentRole, dayFirst: boolean): ParentRead | undefined => {
  const anchor = labelPattern(parentLabels(who));
  const anchorRunOn = new RegExp(`^${itemNumber}(?:${parentLabels(who).slice(0, 1).concat(parentLabels(who).slice(6, 7)).join('|')})\\s*(?<rest>\\p{Lu}.*)$`, 'iu');
  const other = new RegExp(`\\b(?:${word[who === 'father' ? 'mother' : 'father']})\\b`, 'i');
  const mineWord = new RegExp(`\\b(?:${word[who]})\\b`, 'i');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    for (let s = 0; s < line.segments.length; s++) {
      const seg = line.segments[s] as string;
      // A long label run into its value ("(5) Name, surname and maiden surname of mother Suryakantam Naik"): the name after the parent word.
      const m = seg.match(anchor) ?? runOn(seg, anchorRunOn);
      if (!m) continue;
      // "MOTHER" as the value of "Relationship to child" or "PARENT 1 IS" (beside or under it) names no one.
      const prev = lines[i - 1];
      const above = prev && prev.page === line.page ? prev.segments.find((_, k) => below(prev, k, line) === seg) : undefined;
      if ([line.segments[s - 1], above].some((x) => x && relationLabel.test(x))) continue;
      const scope = scopeOf(line, s, other);
      // The block: this line's segments from the label on, then the next lines until another section.
      const block: Line[] = [{ ...line, segments: line.segments.map((x, k) => (k >= s ? x : '')) }];
      for (let j = i + 1; j < lines.length && j <= i + 10; j++) {
        const next = lines[j] as Line;
        if (next.page !== line.page) break;
        const mineSegs = next.segments.filter((_, k) => scope.owns(next, k));
        if (mineSegs.some((x) => (other.test(x) && !mineWord.test(x)) || (x.length <= 60 && sectionEnd.test(x)))) break;
        const r = mineSegs.map((x) => roleIn(x.split(':')[0] ?? '')).find((r) => r === 'registrant' || r === 'other');
        if (r && mineSegs.some((x) => x.length <= 60 && !/\d/.test(x))) break;
        block.push(next);
      }
      const rest = deleader(m.groups?.['rest'] ?? '');
      const nameCands: Array<{ raw: string; line: Line }> = [];
      if (rest) nameCands.push({ raw: rest, line });
      // Nothing after the label, or the rest of a label ("Father: name and surname"): the value is further on.
      if (!rest || /^(?:\s+|[,/()]|(?:full|given|christian|maiden|first|middle|last|and|y|de|del|la|names?|surnames?|nombres?|apellidos?)\b)+$/i.test(rest)) {
        const right = line.segments[s + 1];
        if (right && scope.owns(line, s + 1)) nameCands.push({ raw: right, line });
        // The next lines of the block: the segment under the label, or a "Name: value" inside it. Boxes
        // that hold parts of the name ("Apellidos | Nombres") are the structured readers' to join: not one name here.
        const parted = block.slice(1, 4).some((l) => l.segments.some((x) => namePartLabel.test(x)));
        for (const next of parted ? [] : block.slice(1, 4)) {
          const under = below(line, s, next);
          if (under) nameCands.push({ raw: under, line: next });
          for (let k = 0; k < next.segments.length; k++) {
            const x = next.segments[k] as string;
            if (!scope.owns(next, k)) continue;
            const named = x.match(/^(?:\(?\d{1,2}[a-z]?[.)]?\s+)?(?:(?:full |legal |complete |maiden )*names?|nombres?(?: y apellidos?| completo)?|apellidos? y nombres?)(?:\s*\([^)]{1,40}\))?\s*[:.-]\s*(.+)$/i);
            if (named?.[1]) nameCands.push({ raw: named[1], line: next });
            else if (x !== under) nameCands.push({ raw: x, line: next });
          }
          if (nameCands.some((c) => parentName(c.raw))) break;
        }
      }
      const hit = nameCands.find((c) => parentName(c.raw));
      if (!hit) continue;
      const name = parentName(hit.raw);
      const dob = labelled(block, scope.owns, dobLabels, (raw) => readDate(raw, dayFirst) ?? datesIn(raw, dayFirst)[0]?.value);
      const placeAt = labelled(block, scope.owns, placeLabels, placeValue);
      // "JOSE GARCIA, born 12 March 1960 in Cali, Colombia": the date and place told after the name.
      const told = hit.raw.slice((personValue(hit.raw) ?? '').length);
      const toldDob = dob ? undefined : datesIn(told, dayFirst)[0]?.value;
      const toldPlace = placeAt ? undefined : told.match(/\b(?:born in|born at|native of|nacid[oa] en|natural de|originari[oa] de)\s+([\p{L} ,.'-]{2,60})/iu)?.[1];
      return {
        name,
        dob: dob?.value ?? toldDob,
        place: placeAt?.value ?? (toldPlace && placeValue(toldPlace)),
        line: hit.line,
        context: `${seg} ${hit.raw}`.slice(0, 200),
      };
    }
  }
  return undefined;
};
