import type { DocumentFacts } from '../document-facts.js';
import type { FactKey } from '../facts.js';
import { fromFull, fromParts, identifiers as id, nameText, normaliseCountry, stateCode, titleCase, type PersonName } from '@formpath/forms';
import { cellOf, cells, rolesOf, surnameParts, type Cell, type Role } from './civil-fields.js';
import { datesIn, dayFirstIn, dayWordsDate, inWordsToo, parentsByRoleWord, parentsInProse, readDate, registrantInProse, sameName, splitByCase, type PersonInProse } from './civil-prose.js';
import { untable } from './civil-tables.js';
import { notName, parentByLabel, parentName, withoutDeceased } from './civil-parents.js';
import { neutralParents } from './civil-neutral-parents.js';
import type { Line } from '../text.js';
import { below } from '../labels.js';
import { L, place } from './shared.js';
import { countryOfRegion } from '../regions.js';

export { divorceDecree, marriageCertificate } from './civil-unions.js';

// A label read as a value ("Father: name and surname") is not a name.
// Nor is OCR's reading of dots or a stamp: "e.....eene", "Cccccccovvv" (dot runs, a letter four times over).
const plausibleName = (raw: string) =>
  /^[\p{L}][\p{L} ,.'-]{1,70}$/u.test(raw.trim()) && !/:/.test(raw) && /\p{L}{2}/u.test(raw) && !notName.test(raw) && !/\.{2,}|(\p{L})\1\1\1/iu.test(raw);

// "Surname(s), name(s)", "Surnames and given names": one full name, surname first.
const surnamesAndNames = String.raw`surnames?(?:\(s\))?,?\s+(?:and\s+)?(?:given\s+|first\s+)?names?(?:\(s\))?`;
// Label vocabularies of birth records, English and Spanish, by the person they are about.
const registrantFull = [
  'name of (the )?(child|registrant|person|newborn)', "(child|registrant)'?s (full |legal )?name", '(full |legal )?name', 'nombre del? (inscrito|inscrita|registrado|registrada|nacido|menor)',
  'nombres? y apellidos', 'apellidos? y nombres?', 'nombre( completo)?', 'inscrito', 'registrado', 'name,? if any', 'name,? and surname', 'inscripci[óo]n (?:de nacimiento )?de', surnamesAndNames,
];
// Sub-box labels under one name item: "NAME (First) | (Middle) | (Last)".
const givenBox = String.raw`(?:(?:maiden |legal |current |full )?name\s*)?\((?:first|given)(?: names?)?\)`;
const middleBox = String.raw`(?:name\s*)?\(middle(?: names?)?\)`;
const familyBox = String.raw`(?:(?:maiden |legal |current |full )?name\s*)?\((?:last|sur|family)(?: ?names?)?\)`;
// One name item split in boxes whose labels are the part alone, after the item's words or not:
// "1A. NAME OF CHILD—FIRST (GIVEN)" / "1B. MIDDLE" / "1C. LAST (FAMILY)", "NAME AT BIRTH - LAST" / "FIRST".
const namePart = (part: string) => String.raw`(?:(?:name of (?:the )?(?:child|registrant|newborn|person)|(?:full |legal )?name at birth)\s*(?:[—–-]+|,)\s*)?${part}`;
const givenLabels = ['given names?', 'first names?', 'first names?\\(s\\)', 'first and middle names?', '(?:middle and given|given and middle) names?', 'forenames?', 'christian names?', 'other names?', 'nombres', 'nombre\\(s\\)', 'prenombres?', 'pr[ée]noms?', 'first \\(given\\) name', "(child|registrant)'?s (first|given) names?", givenBox, namePart('first')];
const familyLabels = [...L.family, 'last name', "(child|registrant)'?s (last|sur|family) ?name", familyBox, namePart('last')];
const middleLabels = ['middle names?', 'segundo nombre', 'second name', middleBox, namePart('middle')];
// Given names labelled only "Name(s)" / "Names" beside a "Surname" box ("Surname | Names", "Family name | Name(s)").
const namesBesideSurname = ['names?', 'name\\(s\\)', 'nombres?'];
const dobLabels = [
  ...L.dob, 'date of event', 'born on', 'fecha (y hora )?de nacimiento', 'date and (hour|time) of birth', 'when (and where )?born', 'date and place of birth', 'fecha y lugar de nacimiento',
  // "DATE OF BIRTH—MM/DD/CCYY", "F. de nacimiento", "Nació el".
  'date of birth\\s*(?:[—–-]+|,)\\s*(?:mm|month|day|dd)[/\\w]*', 'f\\.? ?(?:de )?nac(?:imiento)?\\.?', 'naci[óo] el',
];
/** A date, or a value that starts with one ("16th day of May, 1991, Santa Ana, El Salvador"). */
const leadingDate = (raw: string, dayFirst: boolean) => inWordsToo(raw) ?? dayWordsDate(raw) ?? readDate(raw, dayFirst) ?? datesIn(raw, dayFirst).find((d) => d.index === 0)?.value;
/** What follows a leading date: "16 May 1991, Santa Ana, El Salvador" gives "Santa Ana, El Salvador". */
const afterDate = (raw: string, dayFirst: boolean) => {
  const d = datesIn(raw, dayFirst).find((x) => x.index === 0);
  return d ? raw.slice(d.raw.length).replace(/^[\s,;-]+|^(?:at|in|en)\s+/gi, '').trim() : raw;
};
const parentWords = { father: ['father', 'padre', 'del padre'], mother: ['mother', 'madre', 'de la madre'] } as const;

const addName = (f: DocumentFacts, prefix: 'name' | 'father' | 'mother', name: PersonName, where: Cell, split: boolean) => {
  // An unsplit full name of the applicant ("Ana Maria Martinez Lopez") is weak evidence.
  const confidence = split || prefix !== 'name' ? f.confidenceOf(where.line) : 'low';
  f.add(`${prefix}.family` as FactKey, name.family, where.line, where.context, { confidence });
  f.add(`${prefix}.given` as FactKey, name.given, where.line, where.context, { confidence });
  if (name.middle || split) f.add(`${prefix}.middle` as FactKey, name.middle || '—', where.line, where.context, { confidence });
};

const monthAbbr: Record<string, number> = { ene: 1, jan: 1, feb: 2, mar: 3, abr: 4, apr: 4, may: 5, jun: 6, jul: 7, ago: 8, aug: 8, sep: 9, set: 9, oct: 10, nov: 11, dic: 12, dec: 12 };
/**
 * A date of birth in three boxes, "Año | Mes | Día" / "Year | Month | Day" (either order), the
 * values under them: on the line of a birth-date label ("Fecha de nacimiento: Año") or right after it.
 */
const dateInBoxes = (lines: Line[], roles: Role[][], who: Role[]): { value: string; line: Line; context: string } | undefined => {
  const kind = (seg: string) => {
    const bare = seg.replace(/^.*(?:nacimiento|birth)\s*[:.-]?\s*/i, '').trim();
    return /^(?:año|ano|year)$/i.test(bare) ? 'y' : /^(?:mes|month)$/i.test(bare) ? 'm' : /^(?:d[ií]a|day)$/i.test(bare) ? 'd' : undefined;
  };
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i] as Line;
    const next = lines[i + 1] as Line;
    if (next.page !== line.page) continue;
    const at = Object.fromEntries(line.segments.flatMap((seg, k) => (kind(seg) ? [[kind(seg) as string, k]] : [])));
    if (at['y'] === undefined || at['m'] === undefined || at['d'] === undefined) continue;
    // The boxes belong to a birth date: a label on this line, or on the line above.
    if (!/nacimiento|birth/i.test(`${lines[i - 1]?.text ?? ''} ${line.text}`) || !who.includes(roles[i]?.[at['y']] ?? 'registrant')) continue;
    const [y, m, d] = ['y', 'm', 'd'].map((x) => below(line, at[x] as number, next)?.trim() ?? '');
    const month = /^\d{1,2}$/.test(m as string) ? Number(m) : monthAbbr[(m as string).slice(0, 3).toLowerCase()];
    if (!/^\d{4}$/.test(y as string) || !/^\d{1,2}$/.test(d as string) || !month || month > 12 || Number(d) < 1 || Number(d) > 31) continue;
    const value = readDate(`${y}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    if (value) return { value, line: next, context: `${line.text} ${next.text}` };
  }
  return undefined;
};

/** The "Name(s)" box next to (or a line or two from) the surname's, that does not repeat it: the given names. */
const besideSurname = (lines: Line[], roles: Role[][], who: Role, family: Cell): Cell | undefined => {
  for (const c of cells(lines, namesBesideSurname, plausibleName, roles)) {
    if (c.role === who && Math.abs(c.at - family.at) <= 2 && !c.raw.toLowerCase().includes(family.raw.toLowerCase())) return c;
  }
  return undefined;
};

/** A person's name in one role: separate surname and given-name cells, else one full-name cell. */
const readName = (lines: Line[], roles: Role[][], who: Role, labels: { family: string[]; given: string[]; full: string[] }) => {
  const cell = (ls: string[]) => cellOf(lines, ls, [who], plausibleName, roles);
  const first = cell(surnameParts.first);
  const second = cell(surnameParts.second);
  const family = first ? { ...first, raw: [first.raw, second?.raw].filter((v) => v && /\p{L}{2}/u.test(v)).join(' ') } : cell(labels.family);
  // Beside a surname, a box labelled only "Name(s)" holds the given names (when it does not repeat the surname).
  const given = cell(labels.given) ?? (family ? besideSurname(lines, roles, who, family) : undefined);
  const middle = cellOf(lines, middleLabels, [who], plausibleName, roles);
  if (family && given) {
    const name = fromParts(family.raw, [given.raw, middle?.raw].filter(Boolean).join(' '));
    if (name) return { name, where: family, split: true };
  }
  const found = cellOf(lines, labels.full, [who], (raw) => plausibleName(withoutDeceased(raw)) && fromFull(withoutDeceased(raw)) !== undefined, roles);
  const full = found && { ...found, raw: withoutDeceased(found.raw) };
  // "Ana Maria GARCIA LOPEZ": surnames in capitals tell the split.
  const byCase = full && splitByCase(full.raw);
  const name = byCase || (full && fromFull(full.raw));
  return full && name ? { name, where: full, split: full.raw.includes(',') || Boolean(byCase) } : undefined;
};

/** A birthplace as a country: "Cali, Colombia", "LIMA - PERU", "GUATEMALA", "TEXAS" (a US state: the United States). */
export const birthCountry = (raw: string): string | undefined => {
  const parts = raw.split(/\s*,\s*|\s+[-–]\s+/).filter(Boolean);
  const last = parts.at(-1) ?? '';
  return place(raw).country ?? normaliseCountry(last) ?? (stateCode(last) ? 'United States' : undefined);
};

const parent = (f: DocumentFacts, lines: Line[], roles: Role[][], who: 'father' | 'mother', dayFirst: boolean) => {
  const [en, es, del] = parentWords[who];
  const alt = who === 'father' ? 'progenitor' : '(progenitora|maiden name|nombre de soltera)';
  const read = readName(lines, roles, who, {
    family: [`(${en}'?s? )?(maiden )?(surnames?|last name|family name)( at birth| (before|prior to) (first )?marriage)?`, `apellidos? ${del}`, ...familyLabels],
    given: [`(${en}'?s? )?(given names?|first names?)`, `nombres? ${del}`, ...givenLabels],
    full: [
      `(name of (the )?)?${en}'?s? (current |full |legal |maiden |complete )*name( prior to first marriage| before (first )?marriage| at birth)?`, `name of (the )?${en}`, en, alt,
      `nombres? (completo |y apellidos? )?${del}`, es, `datos ${del}`, 'nombres? y apellidos', 'apellidos? y nombres?', surnamesAndNames, 'nombre( completo)?', '(full |current |legal |maiden )*name',
    ],
  });
  if (read) addName(f, who, read.name, read.where, true);
  const dob = cellOf(
    lines,
    [`${en}'?s? (date of birth|birth ?date|dob)`, `(date of birth|birth ?date) of (the )?${en}`, `fecha de nacimiento ${del}`, ...dobLabels],
    [who],
    (raw) => readDate(raw, dayFirst) !== undefined,
    roles,
  );
  if (dob) f.add(`${who}.dob`, readDate(dob.raw, dayFirst), dob.line, dob.context);
  const where = cellOf(
    lines,
    [
      `${en}'?s? (place|country|state) of birth`, `${en}'?s? birth ?place`, `(place|country) of birth of (the )?${en}`, `(lugar|pa[ií]s) de nacimiento ${del}`, 'birth ?place( \\(state,? territory,? or foreign country\\))?',
      '(place|country|state( or (foreign )?country)?) of birth', 'lugar de nacimiento', 'nacid[oa] en', 'pa[ií]s de nacimiento', 'natural de', 'originari[oa] de', 'born (in|at)',
    ],
    [who],
    (raw) => birthCountry(raw) !== undefined,
    roles,
  );
  if (where) f.add(`${who}.birth_country`, birthCountry(where.raw), where.line, where.context);
  return read?.name.family;
};

/** A parent told in prose ("hijo de JOSE GARCIA, nacido el ... en ..."), for what the labels did not give. */
const parentFromProse = (f: DocumentFacts, who: 'father' | 'mother', told: PersonInProse | undefined, line: Line, text: string) => {
  if (!told) return;
  const context = text.slice(told.index, told.index + 160);
  if (told.name && !f.has(`${who}.given`)) {
    const name = splitByCase(told.name) ?? fromFull(told.name);
    if (name) addName(f, who, name, { line, context } as Cell, true);
  }
  if (told.dob && !f.has(`${who}.dob`)) f.add(`${who}.dob`, told.dob, line, context, { method: 'pattern' });
  const country = told.place && birthCountry(told.place);
  if (country && !f.has(`${who}.birth_country`)) f.add(`${who}.birth_country`, country, line, context, { method: 'pattern' });
};

const personOfFacts = (f: DocumentFacts, who: 'father' | 'mother') =>
  ['given', 'middle', 'family'].map((k) => f.facts.find((x) => x.key === `${who}.${k}`)?.value).filter((v) => v && v !== '—').join(' ');

/**
 * The label-driven fallback (civil-parents.ts) for what the structured readers and the prose did
 * not give: the parent's name when none was read, and the birth date and country from the block
 * of the same person (only when the name found there is the one already read).
 */
const parentFallback = (f: DocumentFacts, lines: Line[], who: 'father' | 'mother', dayFirst: boolean) => {
  if (f.has(`${who}.given`) && f.has(`${who}.dob`) && f.has(`${who}.birth_country`)) return;
  const read = parentByLabel(lines, who, dayFirst);
  if (!read?.name) return;
  const known = personOfFacts(f, who);
  if (!known) addName(f, who, read.name, { line: read.line, context: read.context } as Cell, true);
  else if (!sameName(known, [read.name.given, read.name.middle, read.name.family].filter(Boolean).join(' '))) return;
  if (read.dob && !f.has(`${who}.dob`)) f.add(`${who}.dob`, read.dob, read.line, read.context);
  const country = read.place && birthCountry(read.place);
  if (country && !f.has(`${who}.birth_country`)) f.add(`${who}.birth_country`, country, read.line, read.context);
};

/**
 * A registrant's name written in one piece, split where the father's surname starts: children
 * carry it first ("Ana Maria Garcia Lopez", father "Jose Garcia": family "Garcia Lopez").
 */
export const splitByFamily = (full: string, fatherFamily: string | undefined): PersonName | undefined => {
  if (!fatherFamily || fatherFamily.includes(' ')) return undefined;
  const words = full.split(/\s+/).filter(Boolean);
  const at = words.findIndex((w, i) => i > 0 && w.toLowerCase() === fatherFamily.toLowerCase());
  if (at < 1 || words.length - at > 2) return undefined;
  return fromParts(words.slice(at).join(' '), words.slice(0, at).join(' '));
};

// Labels of the registrant's place of birth, and of its parts in separate boxes.
const birthPlaces = [...L.birthPlace, 'city,? town,? or location of birth', 'municipio( y departamento)? de nacimiento', 'born (in|at)', 'place of birth \\(city[^)]*\\)', 'lugar y fecha de nacimiento', 'nacid[oa] en', 'when and where born', 'date and place of birth', 'fecha y lugar de nacimiento'];
const cityLabels = ['\\(?city(/municipality)?\\)?', 'city ?/ ?municipality', '(city|town|municipality)( or (town|municipality))? of birth', 'ciudad( de nacimiento)?', 'municipio'];
const countryLabels = [...L.birthCountry, 'state or (foreign )?country( of birth)?', '\\(?(province|state|department|departamento|provincia) ?(/|or|o) ?(country|pa[ií]s)\\)?', '\\(country\\)', 'pa[ií]s'];
// A hospital or clinic is where, not in which town, a child was born.
const facility = /\b(hospital|clinic|cl[íi]nica|medical|center|centre|sanatorio|maternity|maternidad|health|salud|institution|lying-in|facility)\b/i;
/** "K.E.M. HOSPITAL, PUNE": the town after the facility (a facility alone gives nothing). */
const withoutFacility = (raw: string): string => {
  const parts = raw.split(/\s*,\s*/);
  const k = parts.findIndex((x) => !facility.test(x));
  return k > 0 ? parts.slice(k).join(', ') : raw;
};
/** "COLOMBIA - VALLE - CALI" (country - department - town) or "Cali - Valle - Colombia": "Cali, Colombia". Else as written. */
const dashed = (raw: string): string => {
  if (raw.includes(',')) return raw;
  const parts = raw.split(/\s+[-–—]\s+/).map((x) => x.trim()).filter(Boolean);
  if (parts.length < 2) return raw;
  if (normaliseCountry(parts[0] as string)) return `${parts.at(-1)}, ${parts[0]}`;
  if (normaliseCountry(parts.at(-1) as string)) return `${parts[0]}, ${parts.at(-1)}`;
  // Parts without a country: no town can be told.
  return '';
};
// The issuing state in a record's heading: "GOVERNMENT OF INDIA", "REPUBLIC OF GHANA", "REPUBLICA DE COLOMBIA".
const issuer = /^(?:\[[^\]]{1,30}\]\s*)?(?:(?:the\s+)?government\s+of(?:\s+the)?|(?:federal\s+|federative\s+)?republic\s+of(?:\s+the)?|rep[úu]blica\s+(?:de(?:l)?\s+)?|estados\s+unidos\s+mexicanos)\s*([\p{L} .'-]{0,40})$/iu;
const issuingCountry = (lines: Line[]): { country: string; line: Line } | undefined => {
  for (const line of lines.slice(0, 6)) {
    const m = line.segments.length === 1 ? line.text.match(issuer) : null;
    if (!m) continue;
    const country = /mexicanos/i.test(line.text) ? 'Mexico' : normaliseCountry((m[1] ?? '').trim());
    if (country && country !== 'United States') return { country, line };
  }
  return undefined;
};

// "REGISTRATION DISTRICT LEICESTER", "Sub-district of Leicester East in the County of Leicester", "Provincia de Pichincha".
const districtWords = /\b(?:registration district(?: of)?|(?:sub-)?district of|county of|province of|departamento de|provincia de|estado de)\s+(?:the\s+)?/gi;
const districtCountry = (lines: Line[]): { country: string; line: Line } | undefined => {
  for (const line of lines.slice(0, 8)) {
    for (const m of line.text.matchAll(districtWords)) {
      // The capitalised words that follow, longest first: "Leicester East" before "Leicester".
      const words = line.text.slice((m.index ?? 0) + m[0].length).match(/^(?:\p{Lu}[\p{L}.'-]*(?:\s+|$)){1,4}/u)?.[0].trim().split(/\s+/) ?? [];
      for (let n = words.length; n > 0; n--) {
        const country = countryOfRegion(words.slice(0, n).join(' '));
        if (country) return { country, line };
      }
    }
  }
  return undefined;
};

/** "JOSÉ DA SILVA and MARIA DE SOUZA", "José Silva y María Souza": two parents' names. */
const parentPair = (raw: string): [PersonName, PersonName] | undefined => {
  const parts = raw.split(/\s+(?:and|e|y|&)\s+/i);
  const [a, b] = parts.map((p) => parentName(p));
  return parts.length === 2 && a && b ? [a, b] : undefined;
};

const maidenLabels = ["mother'?s maiden (?:sur)?name", 'maiden (?:sur)?name(?: of (?:the )?mother)?', 'apellido de soltera(?: de la madre)?'];

/**
 * A birth record: the registrant's name, birth date, sex and place (the applicant's own, or a
 * child's: that is decided when documents meet), and each parent's name, birth date and
 * country of birth, read from the part of the record about that person: labelled boxes, person
 * tables (rewritten as labelled lines), or the registry entry's prose.
 */

export const birthCertificate = (f: DocumentFacts) => {
  const lines = untable(f.lines);
  const roles = rolesOf(lines);
  const dayFirst = dayFirstIn(f.text);
  const reg: Role[] = ['registrant'];
  const fatherFamily = parent(f, lines, roles, 'father', dayFirst);
  parent(f, lines, roles, 'mother', dayFirst);
  const text = f.lines.map((l) => l.text).join(' ');
  const proseLine = (f.lines.find((l) => l.text.length > 80) ?? f.lines[0]) as Line;
  const parents = parentsInProse(text, dayFirst);
  parentFromProse(f, 'father', parents.father, proseLine, text);
  parentFromProse(f, 'mother', parents.mother, proseLine, text);
  // "His father is ZHANG Jianguo and his mother is LI Xiumei."
  const byWord = parentsByRoleWord(text);
  parentFromProse(f, 'father', byWord.father, proseLine, text);
  parentFromProse(f, 'mother', byWord.mother, proseLine, text);
  parentFallback(f, lines, 'father', dayFirst);
  parentFallback(f, lines, 'mother', dayFirst);
  // Both parents in one box, father first: "Filiation  JOSÉ DA SILVA and MARIA DE SOUZA" (Brazilian records and their translations).
  if (!f.has('father.family') && !f.has('mother.family')) {
    const both = [...cells(lines, ['filia(?:tion|ç[ãa]o|ci[óo]n)', 'parents', 'padres', 'pais'], (raw) => parentPair(raw) !== undefined, roles)][0];
    const pair = both && parentPair(both.raw);
    if (both && pair) {
      addName(f, 'father', pair[0], both, false);
      addName(f, 'mother', pair[1], both, false);
    }
  }
  // "Mother's Maiden Name  MCLAUGHLIN" beside "Mother's Name  LISETTE JOHNSTON": her surname before marriage is the one the forms ask.
  // (Not a maiden-name row of First / Middle / Last boxes, whose first box is her given name.)
  const given = f.facts.find((x) => x.key === 'mother.given')?.value.toLowerCase();
  const maiden = [...cells(lines, maidenLabels, (raw) => /^\p{Lu}[\p{L} '-]{1,40}$/u.test(raw.trim()) && !notName.test(raw) && !raw.toLowerCase().split(/\s+/).some((w) => given?.split(/\s+/).includes(w)), roles)][0];
  if (maiden && given && !/\(first\)|\(last\)/i.test(maiden.line.text + maiden.context)) {
    for (const x of f.facts.filter((x) => x.key === 'mother.family')) f.facts.splice(f.facts.indexOf(x), 1);
    f.add('mother.family', titleCase(maiden.raw.trim()), maiden.line, maiden.context);
  }
  if (!f.has('father.family') && !f.has('mother.family')) for (const p of neutralParents(lines)) f.add('parent.full', p.name, p.line, p.line.text);
  const read = readName(lines, roles, 'registrant', { family: familyLabels, given: givenLabels, full: registrantFull });
  const told = registrantInProse(text, dayFirst);
  const fatherName = fatherFamily ?? f.facts.find((x) => x.key === 'father.family')?.value ?? (parents.father?.name && (splitByCase(parents.father.name) ?? fromFull(parents.father.name))?.family);
  if (read) {
    const byFather = read.split ? undefined : splitByFamily(nameText(read.name), fatherName);
    addName(f, 'name', byFather ?? read.name, read.where, read.split || Boolean(byFather));
    f.add('name.full', nameText(read.name), read.where.line, read.where.context);
  } else if (told?.name) {
    const name = splitByCase(told.name) ?? splitByFamily(told.name, fatherName) ?? fromFull(told.name);
    const context = text.slice(Math.max(0, told.index - 80), told.index + 120);
    if (name) {
      addName(f, 'name', name, { line: proseLine, context } as Cell, Boolean(splitByCase(told.name) ?? splitByFamily(told.name, fatherName)));
      f.add('name.full', nameText(name), proseLine, context, { method: 'pattern' });
    }
  }
  const dob = cellOf(lines, dobLabels, reg, (raw) => leadingDate(raw, dayFirst) !== undefined, roles);
  const parts = dob ? undefined : dateInBoxes(lines, roles, reg);
  if (dob) f.add('dob', leadingDate(dob.raw, dayFirst), dob.line, dob.context);
  else if (parts) f.add('dob', parts.value, parts.line, parts.context);
  else if (told?.dob) f.add('dob', told.dob, proseLine, text.slice(told.index, told.index + 160), { method: 'pattern' });
  const sex = cellOf(lines, L.sex, reg, (raw) => id.sex(raw) !== undefined || /^(hombre|mujer|var[óo]n)$/i.test(raw.trim()), roles);
  if (sex) f.add('sex', id.sex(sex.raw) ?? (/^mujer$/i.test(sex.raw.trim()) ? 'Female' : 'Male'), sex.line, sex.context);
  else if (told?.sex) f.add('sex', told.sex, proseLine, text.slice(Math.max(0, told.index - 60), told.index + 100), { method: 'pattern' });
  const placeIn = (raw: string) => place(dashed(withoutFacility(afterDate(raw, dayFirst))));
  const where = cellOf(lines, birthPlaces, reg, (raw) => Boolean(placeIn(raw).country || (placeIn(raw).city && !facility.test(dashed(withoutFacility(afterDate(raw, dayFirst)))))), roles);
  if (where) {
    const { city, country } = placeIn(where.raw);
    f.add('birth.city', city, where.line, where.context);
    f.add('birth.country', country ?? (stateCode(where.raw.split(/\s*,\s*/).at(-1) ?? '') ? 'United States' : undefined), where.line, where.context);
  } else if (told?.place) {
    const { city, country } = place(told.place);
    f.add('birth.city', city, proseLine, text.slice(told.index, told.index + 120), { method: 'pattern' });
    f.add('birth.country', country, proseLine, text.slice(told.index, told.index + 120), { method: 'pattern' });
  }
  if (!f.has('birth.city')) {
    const city = cellOf(lines, cityLabels, reg, (raw) => /^[\p{L}][\p{L} .'-]{1,40}$/u.test(raw.trim()) && !facility.test(raw), roles);
    if (city) f.add('birth.city', place(city.raw).city, city.line, city.context);
  }
  if (!f.has('birth.country')) {
    const country = cellOf(lines, countryLabels, reg, (raw) => birthCountry(raw) !== undefined, roles);
    if (country) f.add('birth.country', birthCountry(country.raw), country.line, country.context);
  }
  // A town of birth and no country: the country whose registry issued the record ("GOVERNMENT OF INDIA").
  if (!f.has('birth.country') && f.has('birth.city')) {
    const issued = issuingCountry(f.lines);
    if (issued) f.add('birth.country', issued.country, issued.line, issued.line.text, { method: 'pattern' });
  }
  // A US state's record ("STATE OF TEXAS", a county and state of birth): born in the United States.
  if (!f.has('birth.country')) {
    const state = cellOf(lines, ['state( of birth)?', 'county of birth'], reg, (raw) => stateCode(raw) !== undefined || /^[\p{L} .'-]{2,30}$/u.test(raw), roles);
    const header = f.lines.find((l) => /^state of ([a-z ]{4,20})$/i.test(l.text) && stateCode(l.text.slice(9)));
    const line = state?.line ?? header;
    if (line) f.add('birth.country', 'United States', line, state?.context ?? line.text, { method: 'pattern' });
  }
  // Last, the registration district in the heading, when it is a region only one country has ("REGISTRATION DISTRICT LEICESTER").
  if (!f.has('birth.country')) {
    const district = districtCountry(f.lines);
    if (district) f.add('birth.country', district.country, district.line, district.line.text, { method: 'pattern', confidence: 'medium' });
  }
};
