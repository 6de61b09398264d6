import type { DocumentFacts } from '../document-facts.js';
import type { Line } from '../text.js';
import { fromParts, nameText } from '@formpath/forms';
import { cellOf, cells, labelPattern, rolesOf, surnameParts, type Role } from './civil-fields.js';
import { datesIn, dayFirstIn, personName, placeAtStart, placeOf, readDate, sameName, splitByCase } from './civil-prose.js';
import { untable } from './civil-tables.js';

const plausibleName = (raw: string) => /^[\p{L}][\p{L} ,.'-]{1,70}$/u.test(raw.trim()) && !/:/.test(raw);

/** The record as one running text (prose wraps across lines; a table's rows stay apart), with each line's start offset. */
const prose = (lines: Line[]) => {
  let text = '';
  const starts: number[] = [];
  lines.forEach((l, i) => {
    starts.push(text.length);
    // A table's rows (three boxes or more), not a line with a stamp beside it.
    const tabular = l.segments.length > 2 || (lines[i + 1]?.segments.length ?? 1) > 2;
    text += `${l.text}${tabular ? '\n' : ' '}`;
  });
  const lineAt = (index: number) => lines[Math.max(0, starts.findIndex((s, i) => s <= index && (starts[i + 1] ?? Infinity) > index))] as Line;
  return { text, lineAt };
};

/** A name in a sentence, up to the first clause after it ("X, residing at …", "X (the Wife)"). */
// How a sentence introduces the parties: "los señores", "la señora", "Mr. and Mrs.", "the spouses".
// South Asian honorifics too: "Shri", "Smt.", "Kumari", "Sri".
const introduced = /^(?:al?\s+)?(?:(?:los|las|el|la|the)\s+)?(?:señor(?:es|as?)?|sr(?:es|a)?\.?|ciudadan[oa]s?|c\.|esposos|cónyuges|spouses|parties|mr\.?|mrs\.?|ms\.?|shri|sri|smt\.?|srimati|kumari|km\.?|kum\.?)\s+/i;
const nameInSentence = (raw: string) => {
  // "BHAT, AGNIPRAVA CHANDRAMAULI": a surname in capitals, a comma, the given names in capitals.
  const comma = raw.replace(introduced, '').trim().match(/^(\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+)?),\s+(\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+){0,3})(?=\s*(?:[,.;]|$)|\s+(?:and|y)\b)/u);
  const reordered = comma ? personName(`${comma[2]} ${comma[1]}`) : undefined;
  if (reordered) return reordered;
  // Up to the first clause after the name, a parent's ("S/o", "daughter of") or a residence's ("R/o") included.
  const text = (raw.replace(introduced, '').split(/,|\(|\b(?:residing|resident|born|of the|age|aged|domiciliad[oa]|vecin[oa]|mayor de edad|identificad[oa]|quien|who|[sdwr]\/o|son of|daughter of|wife of|hij[oa] de)\b/i)[0] ?? '').trim();
  // In prose a name is capitalised words (particles aside): "the parties is dissolved" is not one.
  const words = text.split(/\s+/).filter(Boolean);
  if (words.some((w) => !/^\p{Lu}/u.test(w) && !particles.has(w.toLowerCase()))) return undefined;
  return personName(text);
};
const particles = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'van', 'von', 'der', 'da', 'das', 'do', 'dos', 'di', 'du', 'le', 'bin', 'binti', 'al', 'el']);

const addParty = (f: DocumentFacts, key: 'marriage.spouse' | 'divorce.spouse', seen: string[], name: string | undefined, line: Line, context: string) => {
  if (!name || seen.some((s) => sameName(s, name))) return;
  seen.push(name);
  f.add(key, name, line, context);
};

// "Name of Contracting Party (First)", "Name (Last)": the item's words before a name part's box label.
const partyName = String.raw`(?:name(?: of (?:the )?(?:contracting )?(?:party|spouse|bride|groom|husband|wife))?\s*)?`;

/** Both parties' names from the record's party blocks: first/middle/last cells, or one full-name cell. */
const partyBlocks = (lines: Line[], roles: Role[][]) => {
  const out: Array<{ name: string; line: Line; context: string }> = [];
  for (const who of ['a', 'b'] as Role[]) {
    const cell = (ls: string[]) => cellOf(lines, ls, [who], (raw) => plausibleName(raw) && /\p{L}{2}/u.test(raw), roles);
    const given = cell(['first( and middle)? names?', 'given( and middle)? names?', 'nombres?', 'nombre\\(s\\)', 'pr[ée]noms?', 'forenames?', String.raw`${partyName}\((?:first|given)(?: names?)?\)`]);
    const first = cell(surnameParts.first);
    const second = cell(surnameParts.second);
    const family = first
      ? { ...first, raw: [first.raw, second?.raw].filter((v) => v && /\p{L}{2}/u.test(v)).join(' ') }
      : cell(['last name', 'surnames?', 'family name', 'apellidos?', 'last name at birth', 'maiden surname', String.raw`${partyName}\((?:last|sur|family)(?: ?names?)?\)`]);
    const middle = cellOf(lines, ['middle names?', String.raw`(?:name\s*)?\(middle(?: names?)?\)`], [who], (raw) => /^[\p{L}][\p{L} .'-]*$/u.test(raw.trim()), roles);
    if (given && family) {
      const name = fromParts(family.raw, [given.raw, middle?.raw].filter(Boolean).join(' '));
      if (name) out.push({ name: nameText(name), line: family.line, context: `${given.context}; ${family.context}` });
      continue;
    }
    const full = cell(['(full |current |legal )*name', 'nombre( completo)?', 'nombres? y apellidos', 'apellidos? y nombres?']);
    const byCase = full && splitByCase(full.raw);
    const name = full && (byCase ? nameText(byCase) : personName(full.raw));
    if (full && name) out.push({ name, line: full.line, context: full.context });
  }
  return out;
};

const marriageWords =
  /\b(?:were\s+(?:lawfully\s+)?married|(?:was|were)\s+(?:duly\s+)?(?:solemni[sz]ed|celebrated|performed|contracted)|solemni[sz]ed|(?:joined|united)\s+(?:by\s+me\s+)?(?:together\s+)?in\s+(?:the\s+)?(?:holy\s+)?(?:bonds?\s+of\s+)?(?:holy\s+)?(?:matrimony|marriage|wedlock)|married|contrajeron\s+matrimonio(?:\s+civil)?|celebr[óo]\s+(?:el\s+)?matrimonio|matrimonio\s+(?:civil\s+)?celebrado|v[ií]nculo\s+(?:matrimonial\s+)?(?:celebrado|contra[ií]do)|matrimonial\s+(?:celebrado|contra[ií]do)|(?<=(?:matrimoni|v[ií]nculo|c[óo]nyuges)[^.]{0,200})\b(?<!(?:convenio|acuerdo|contrato|juicio|audiencia|acto|proceso)\s)(?:celebrado|contra[ií]do)(?=\s+el\s)|se\s+unieron\s+en\s+matrimonio|casad[oa]s|(?:the\s+)?marriage\s+was\s+(?:registered|recorded)|registered\s+their\s+marriage)(?![\p{L}])/giu;

/**
 * The first place a phrase gives after "in"/"at" ("at the Registry Office in the District of
 * Kennaland in the State of Oregon": "Kennaland, OR"): a venue before the town is passed over.
 */
const placeAfterIn = (text: string): string | undefined => {
  const flat = text.replace(/,?\s+in\s+the\s+(?:state|province|country|republic|commonwealth)\s+of\s+(?:the\s+)?/gi, ', ');
  for (const m of flat.matchAll(/\b(?:in|at|en)\s+(?:the\s+(?:city|town|county|district|parish|municipality|village)\s+of\s+|(?:la\s+(?:ciudad|villa|poblaci[óo]n)|el\s+(?:municipio|distrito))\s+de\s+)?/gi)) {
    const rest = flat.slice((m.index ?? 0) + m[0].length);
    // "at the Office of the City Civil Registrar of QUEZON CITY, PHILIPPINES": the town the registry is of.
    const head = rest.split(',')[0] ?? '';
    const of = head.toLowerCase().lastIndexOf(' of ');
    const town = /\b(?:registry|registrar|civil\s+status)\b/i.test(head) && of > 0 ? rest.slice(of + 4) : rest;
    const place = placeAtStart(town);
    if (place) return place;
  }
  return undefined;
};

/** The date after a marriage phrase in prose, and the place right after it ("on DATE in City, ST"). */
const marriageInProse = (text: string, dayFirst: boolean) => {
  // The first phrase that tells the date; its place, or (a judgment tells the marriage more than once) a later telling's.
  let first: { date: string | undefined; place: string | undefined; index: number } | undefined;
  for (const m of text.matchAll(marriageWords)) {
    const from = (m.index ?? 0) + m[0].length;
    const window = text.slice(from, from + 240);
    const date = datesIn(window, dayFirst).find((d) => d.index < 70);
    const before = date ? window.slice(0, date.index) : window;
    const after = date ? window.slice(date.index + date.raw.length).match(/^\s*,?\s*(?:in|at|en)\s+(.*)$/is) : null;
    // "… el 22 de febrero de 2008 ante los oficios del Notario …, en la ciudad de San Miguel": the town after the officiant.
    const rest = date ? window.slice(date.index + date.raw.length) : '';
    const town = rest.match(/^\s*,?\s*(?:ante|before)\b[^.;]{0,90}?,\s*((?:en|in)\s+(?:la\s+ciudad|el\s+municipio|the\s+city|the\s+town)\s+(?:de|of)\s+.*)$/is);
    const place = (after && placeAfterIn(`in ${after[1]}`)) || (town && placeAfterIn(town[1] as string)) || placeAfterIn(before);
    if (!date && !place) continue;
    if (!first) first = { date: date?.value, place: place || undefined, index: m.index ?? 0 };
    else if (!first.place && place && (!date || date.value === first.date)) first.place = place;
    if (first.place) return first;
  }
  if (first) return first;
  // The date and place told before the phrase: "I certify that on June 5, 2019 at Austin, Texas, X and Y were united in marriage".
  for (const m of text.matchAll(marriageWords)) {
    const at = m.index ?? 0;
    const lead = text.slice(Math.max(0, at - 240), at);
    const on = [...lead.matchAll(/\b(?:on|el|this|the)\s+/gi)].map((x) => datesIn(lead.slice((x.index ?? 0) + x[0].length), dayFirst).find((d) => d.index === 0)).filter(Boolean).at(-1);
    if (!on) continue;
    const rest = lead.slice(lead.indexOf(on.raw) + on.raw.length).match(/^\s*,?\s*(?:in|at|en)\s+(?:the\s+(?:city|town|county)\s+of\s+)?(.*)$/is);
    return { date: on.value, place: (rest && placeAtStart(rest[1] as string)) || undefined, index: at };
  }
  return undefined;
};

/** Two parties named in a sentence: "certify that X and Y were married", "entre X y Y", "X v. Y". */
const partiesInProse = (text: string): string[] => {
  const patterns = [
    /\b(?:certif(?:y|ies)\s+that(?!\s+the\s+marriage\b)|marriage\s+(?:of|between)|between\s+us\s*:|between|matrimonio\s+(?:de|entre|celebrado\s+entre)|entre|promovido\s+por|presentad[oa]\s+por|que\s+un(?:e|[ií]a)\s+a(?:l)?)\s+(.{3,140}?)(?:,?\s+(?:the|el|la)\s+(?:petitioner|respondent|plaintiff|defendant|husband|wife|demandante|demandad[oa]))?\s+[-–]?\s*(?:and|y|&|contra|against)\s*[-–]?\s+(.{3,140}?)(?:,?\s+(?:were|was|fueron|who|quienes|contrajeron|en\s+contra|have|the\s+(?:petitioner|respondent|plaintiff|defendant|husband|wife)|el\s+demandad[oa]|la\s+demandad[oa])\b|,\s+(?=\p{Ll})|[.;(\n])/giu,
    /\b((?:\p{Lu}[\p{L}'-]+\s+){1,4}\p{Lu}[\p{L}'-]+)\s*,?\s+(?:v\.?|vs\.?|versus)\s+((?:\p{Lu}[\p{L}'-]+\s+){1,4}\p{Lu}[\p{L}'-]+)/gu,
  ];
  const out: string[] = [];
  for (const re of patterns) for (const m of text.matchAll(re)) for (const g of [m[1], m[2]]) {
    const name = g && nameInSentence(g);
    if (name && !out.some((o) => sameName(o, name))) out.push(name);
  }
  return out;
};

const anyRole: Role[] = ['registrant', 'a', 'b', 'other', 'father', 'mother'];

// Labels of where a marriage took place, and of the state or country box beside a city box.
const placeLabels = [
  '(place|location|city|town|municipality)( and state| and country)? (of|where) (this |the )?(marriage|ceremony|married|solemni[sz]ation)( took place)?( - (city|town|location)[\\p{L} ,]*)?',
  '(city|town|county),? (and |or )?(state|country)( where married| of (the )?(marriage|ceremony))?', 'where married', 'married (at|in)', 'marriage (place|location)',
  'location', 'lugar (de|del) (la )?(matrimonio|celebraci[óo]n|boda)( del matrimonio)?', 'lugar', 'place',
];
const regionLabels = ['state or (foreign )?country', 'county ?/ ?state', '(state|country)( or (foreign )?country)?( of (the )?(marriage|ceremony))?', 'pa[ií]s', 'estado', 'departamento', 'provincia'];

// A bare town label ("City", "City or Town", "Municipio") names the ceremony's town only among the
// marriage's own boxes ("Date of Marriage", "County of Marriage"), never a party's residence or birth.
const townLabels = ['city( or town)?', 'city ?/ ?(town|municipality)', 'town', 'municipality', 'ciudad', 'municipio', 'localidad', 'poblaci[óo]n'];
const ceremonyWords = /\b(marriage|married|ceremony|solemni[sz]|matrimonio|celebraci[óo]n|boda)/i;
const personWords = /\b(residen|domicil|birth|born|nacimiento|nacid|address|direcci[óo]n|mailing)/i;
const inCeremony = (lines: Line[], at: number) => {
  const own = lines[at] as Line;
  if (personWords.test(own.text)) return false;
  return lines.slice(Math.max(0, at - 2), at + 3).some((l) => ceremonyWords.test(l.text) && !personWords.test(l.text));
};

/** A place from its label's cell; a city alone is completed from the state-or-country box beside or below it. */
const placeNear = (lines: Line[], roles: Role[][], labels: string[]) => placeFrom(lines, roles, labels, () => true) ?? placeFrom(lines, roles, townLabels, (at) => inCeremony(lines, at));

const placeFrom = (lines: Line[], roles: Role[][], labels: string[], where: (at: number) => boolean) => {
  for (const c of cells(lines, labels, (raw) => /^\p{L}/u.test(raw.trim()) && raw.trim().length > 2, roles)) {
    if (!where(c.at)) continue;
    const whole = placeOf(c.raw);
    if (whole) return { value: whole, line: c.line, context: c.context };
    if (!/^[\p{L}][\p{L} .'-]{1,40}$/u.test(c.raw.trim())) continue;
    const region = [...cells(lines.slice(c.at, c.at + 4), regionLabels, (raw) => placeOf(`${c.raw}, ${raw}`) !== undefined)][0];
    if (region) return { value: placeOf(`${c.raw}, ${region.raw}`) as string, line: c.line, context: `${c.context}; ${region.context}` };
  }
  return undefined;
};

/**
 * A date written across day / month / year boxes ("Date of Marriage | (Day) (Month) (Year)" over
 * "05 | June | 2019"): the boxes to the right of the label, or the line under it, read together.
 */
export const splitDate = (lines: Line[], labels: string[], dayFirst: boolean): { value: string; line: Line; context: string } | undefined => {
  const label = labelPattern(labels);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const s = line.segments.findIndex((seg) => label.test(seg));
    if (s < 0) continue;
    const right = line.segments.slice(s + 1).join(' ').replace(/\((?:day|month|year|d[ií]a|mes|a[ñn]o)\)/gi, '').trim();
    const next = lines[i + 1];
    const options = [right, next && next.page === line.page && next.text.length <= 40 ? next.segments.join(' ') : ''].filter((o) => o && o.length <= 40);
    for (const raw of options) {
      const value = /^\s*\d{1,2}\s+\p{L}{3,10}\.?\s+\d{4}\s*$|^\s*\d{1,2}\s+\d{1,2}\s+\d{4}\s*$/u.test(raw) ? readDate(raw.trim().replace(/^(\d{1,2})\s+(\d{1,2})\s+(\d{4})$/, '$1/$2/$3'), dayFirst) : undefined;
      if (value) return { value, line: raw === right ? line : (next as Line), context: `${line.text} ${raw}` };
    }
  }
  return undefined;
};

export const marriageCertificate = (f: DocumentFacts) => {
  const lines = untable(f.lines, 'other');
  const roles = rolesOf(lines, 'other');
  const dayFirst = dayFirstIn(f.text);
  const seen: string[] = [];
  // Both parties are kept; which one is the applicant's spouse is decided when facts meet.
  const spouses = [
    '(name of )?(spouse|party|bride|groom|applicant|contrayente)( ?(a|b|1|2|one|two|uno|dos))?', 'husband', 'wife', 'esposo', 'esposa', 'c[óo]nyuge( ?(1|2|a|b))?',
    "(spouse|party|bride|groom|husband|wife|applicant)( ?(a|b|1|2))?'?s?(\\s*-)? (full |legal |current )*name( \\((last|surname)[^)]*\\))?", 'nombre (del esposo|de la esposa|del contrayente|de la contrayente)',
    'name of (the )?(husband|wife|bride|groom|spouse|party)( ?(a|b|1|2))?',
  ];
  for (const c of cells(lines, spouses, (raw) => personName(raw) !== undefined, roles)) addParty(f, 'marriage.spouse', seen, personName(c.raw), c.line, c.context);
  for (const p of [...partyBlocks(lines, roles), ...listedParties(f.lines)]) addParty(f, 'marriage.spouse', seen, p.name, p.line, p.context);
  const { text, lineAt } = prose(f.lines);
  if (seen.length < 2) for (const name of partiesInProse(text)) addParty(f, 'marriage.spouse', seen, name, f.lines[0] as Line, `${name} (named in the certificate)`);
  // Two persons each under a bare "Name" box with no party heading (a marriage booklet's two pages), before any translator's or
  // notary's block and not under an officiant's, a witness's or a parent's heading.
  if (seen.length < 2) {
    const end = lines.findIndex((l) => /\b(?:translator|translation|traductor|traducci[óo]n|notary|notario)\b/i.test(l.text) && !/^\s*[[(]/.test(l.text));
    const someoneElse = /\b(?:officiant|witness|testigo|registrar|clerk|father|mother|padre|madre|celebrant|minister|judge|juez)/i;
    const named = [...cells(end > 0 ? lines.slice(0, end) : lines, ['name', 'nombre'], (raw) => personName(raw) !== undefined, roles)].filter((c) => !lines.slice(Math.max(0, c.at - 2), c.at + 1).some((l) => someoneElse.test(l.text)));
    if (named.length === 2 && seen.length === 0) for (const c of named) addParty(f, 'marriage.spouse', seen, personName(c.raw), c.line, c.context);
  }

  const dateLabels = ['date of (this |the )?(marriage|ceremony|solemni[sz]ation)', 'marriage date', 'married on', 'date married', 'when married', 'fecha (de|del) (la )?(matrimonio|celebraci[óo]n|boda)'];
  const date = cellOf(lines, dateLabels, anyRole, (raw) => readDate(raw, dayFirst) !== undefined, roles);
  const told = marriageInProse(text, dayFirst);
  const boxes = date ? undefined : splitDate(lines, dateLabels, dayFirst);
  if (date) f.add('marriage.date', readDate(date.raw, dayFirst), date.line, date.context);
  else if (boxes) f.add('marriage.date', boxes.value, boxes.line, boxes.context);
  else if (told?.date) f.add('marriage.date', told.date, lineAt(told.index), text.slice(told.index, told.index + 120), { method: 'pattern' });
  const where = placeNear(lines, roles, placeLabels);
  const both = dateAndPlace(lines, roles, dayFirst);
  if (!f.has('marriage.date') && both?.date) f.add('marriage.date', both.date, both.line, both.context);
  if (where) f.add('marriage.place', where.value, where.line, where.context);
  else if (both?.place) f.add('marriage.place', both.place, both.line, both.context);
  else if (told?.place) f.add('marriage.place', told.place, lineAt(told.index), text.slice(told.index, told.index + 160), { method: 'pattern' });
  // A record that is itself the registration (a marriage booklet): the registration's date and authority's town, when nothing else tells.
  if (!f.has('marriage.date') && !/\blicen[cs]e\b/i.test(text)) {
    const registered = cellOf(lines, ['date of registration', 'registration date', 'fecha de (registro|inscripci[óo]n)'], anyRole, (raw) => readDate(raw, dayFirst) !== undefined, roles);
    if (registered) f.add('marriage.date', readDate(registered.raw, dayFirst), registered.line, registered.context, { confidence: 'medium' });
  }
  if (!f.has('marriage.place')) {
    const authority = cellOf(lines, ['(marriage )?registration authority', 'place of registration', 'registered at'], anyRole, (raw) => placeAfterIn(`in ${raw}`) !== undefined, roles);
    if (authority) f.add('marriage.place', placeAfterIn(`in ${authority.raw}`), authority.line, authority.context, { confidence: 'medium' });
  }
};

/** "Date and place of marriage: June 5, 2019, Austin, Texas" / "Fecha y lugar del matrimonio: 5 de junio de 2019, Cali, Colombia". */
const dateAndPlace = (lines: Line[], roles: Role[][], dayFirst: boolean) => {
  const labels = ['date and place of (this |the )?(marriage|ceremony)', 'place and date of (this |the )?(marriage|ceremony)', 'fecha y lugar (de|del) (la )?(matrimonio|celebraci[óo]n)', 'lugar y fecha (de|del) (la )?(matrimonio|celebraci[óo]n)'];
  const c = cellOf(lines, labels, anyRole, (raw) => datesIn(raw, dayFirst).length > 0, roles);
  if (!c) return undefined;
  const d = datesIn(c.raw, dayFirst)[0] as { value: string; index: number; raw: string };
  const rest = `${c.raw.slice(0, d.index)} ${c.raw.slice(d.index + d.raw.length)}`.replace(/^[\s,;-]*(?:(?:in|at|en)\s+)?/i, '').replace(/[\s,;-]+$/, '');
  return { date: d.value, place: placeAtStart(rest) ?? placeOf(rest), line: c.line, context: c.context };
};

// Caption role words: "Petitioner", "Respondent/Wife.", "Plaintiff,", "Demandante".
// "PETITIONER", "... PETITIONER NO. 1", "Respondent/Wife.": a caption's role line under the party's name.
const captionRole = /^[.…_\s]*(?:petitioner|respondent|plaintiff|defendant|co-?petitioner|demandante|demandad[oa](?:\(a\))?|actor(?:a)?|solicitante)(?:\s*\/\s*(?:husband|wife|father|mother))?(?:\s+no\.?\s*\d)?\s*[,.:]?$/i;

/** The two parties of a divorce: labelled, in the caption ("NAME, / Petitioner,"), or in prose. */
/**
 * Parties listed under a heading that names them ("Contrayentes:", "Divorcio entre los señores:",
 * "Parties:"): the numbered or bulleted lines that follow, each a name up to its first comma.
 */
const listedParties = (lines: Line[]): Array<{ name: string; line: Line; context: string }> => {
  const out: Array<{ name: string; line: Line; context: string }> = [];
  lines.forEach((line, i) => {
    if (!/\b(?:contrayentes|c[óo]nyuges|señores|parties|spouses|partes|esposos)\s*:\s*$/i.test(line.text)) return;
    for (const item of lines.slice(i + 1, i + 4)) {
      const m = item.text.match(/^\s*(?:\d[.)]|[-•])\s+(.+)$/);
      const name = m && nameInSentence(m[1] as string);
      if (!name) break;
      out.push({ name, line: item, context: `${line.text} ${item.text}` });
    }
  });
  return out;
};

// A caption's lines about a party under its name: parentage ("S/o", "D/o"), age, occupation, residence.
const aboutParty = /^(?:[sdw]\/o\b|r\/(?:o|at)\b|son of|daughter of|wife of|age[ds]?\b|occ(?:upation)?\b|resid|address|aged\b)/i;

const divorceParties = (f: DocumentFacts, lines: Line[]): Array<{ name: string; line: Line; context: string }> => {
  const out: Array<{ name: string; line: Line; context: string }> = [];
  const who = '(petitioner|respondent|plaintiff|defendant|co-?petitioner|husband|wife|spouse|party ?(a|b|1|2)|involved party|(?:petitioner|party) ?(?:no\\.? ?)?(?:1|2))';
  const labels = [
    `(the )?${who}('?s)?(\\s*-)?( (full |legal |current )*name)?`, `name of (the )?${who}`, '(petitioner|respondent)\\s*/\\s*(husband|wife)', 'demandante', 'demandad[oa](\\(a\\))?', 'actor(a)?', 'solicitante', 'otorgante', 'compareciente',
    'divorciad[oa]', 'nombre del? (demandante|demandad[oa]|esposo|esposa|c[óo]nyuge|divorciad[oa])',
  ];
  const roles = rolesOf(lines, 'other');
  // A party's box may go on with their birth and address ("Ms. X, born on …; residing at …").
  const partyIn = (raw: string) => personName(raw) ?? nameInSentence(raw);
  for (const c of cells(lines, labels, (raw) => partyIn(raw) !== undefined, roles)) out.push({ name: partyIn(c.raw) as string, line: c.line, context: c.context });
  out.push(...partyBlocks(lines, roles), ...listedParties(f.lines));
  f.lines.forEach((line, i) => {
    // "NAME, Petitioner", "NAME ........ PETITIONER", "NAME      Respondent".
    const own = line.text.match(/^(.{3,70}?)(?:,|\s*[.…_]{3,}|\s{2,}|\s+-+)\s*(?:the\s+)?(petitioner|respondent|plaintiff|defendant|demandante|demandad[oa])\b/i);
    if (own) {
      const name = personName(own[1] as string);
      if (name) out.push({ name, line, context: line.text });
    }
    // A caption's left column: the court's name may stand beside it.
    if (!captionRole.test(line.segments[0] ?? line.text)) return;
    // The name is on a line above the role word ("and" lines, and the party's parentage, age and address lines, skipped).
    for (let k = i - 1; k >= Math.max(0, i - 5); k--) {
      const above = ((f.lines[k] as Line).segments[0] ?? '').trim();
      if (/^(and|y|vs?\.?|versus)$/i.test(above) || aboutParty.test(above)) continue;
      const name = personName(above.replace(/,$/, '').replace(/^\d{1,2}[.)]\s*/, '').replace(introduced, ''));
      if (name) out.push({ name, line: f.lines[k] as Line, context: `${above} ${line.text}` });
      break;
    }
  });
  const { text, lineAt } = prose(f.lines);
  for (const name of partiesInProse(text)) out.push({ name, line: f.lines[0] as Line, context: `${name} (named in the judgment)` });
  for (const r of rolesInProse(text)) out.push({ name: r.name, line: lineAt(r.index), context: text.slice(Math.max(0, r.index - 40), r.index + 100) });
  return out;
};

// Phrases that say when a judgment became final (they win over the judgment's own date).
const finalWords = /\b(?:(?:made|became|become|been\s+made|declared|is|was)\s+(?:final\s+and\s+)?(?:absolute|final)|took\s+effect|with\s+effect\s+from|(?:caus[óo]|ha\s+causado)\s+ejecutoria|(?:qued[óo]|se\s+encuentra)\s+(?:firme|ejecutoriad[oa])|ejecutoriad[oa]\s+(?:el|desde))(?![\p{L}])/giu;

// "la sentencia dictada en este proceso el 5 de febrero de 2015", "la sentencia definitiva de fecha …": the judgment's own date.
const judgmentDated = /\b(?:sentencia|resoluci[óo]n|fallo|judgment|decree)\b[^.]{0,40}?(?:de\s+fecha|dictad[oa]|pronunciad[oa]|dated|of)\s*(?:en\s+este\s+(?:proceso|juicio)\s*)?(?:el\s*)?$/i;
// A note's dateline: "Guatemala, 4 de marzo de 2015." at the start of a sentence or after a signature's capitals.
const datelineBefore = /(?:^|[.:]\s+|\p{Lu}{3,}\s+)[\p{Lu}][\p{L}'-]*[ ,]+(?:(?:[\p{Lu}][\p{L}'-]*|de|del|la|las|los|el)[ ,]+){0,7}(?:a\s+)?$/u;

// What the parties agreed between them (its dates are not the judgment's).
const settlementWords = String.raw`\b(?:agreement|settlement|stipulation|convenio|acuerdo)\b`;
const settlement = new RegExp(settlementWords, 'i');
// The agreement as the subject of the dating verb: "the Settlement Agreement, signed by the parties on", "convenio celebrado el".
const settlementVerb = new RegExp(`${settlementWords},?(?:\\s+[\\p{L}-]+){0,3}\\s*$`, 'iu');

// Phrases that date a judgment, in English and Spanish.
const judgmentWords = /\b(?:done\s+and\s+ordered|so\s+ordered|ordered,?\s+adjudged\s+and\s+decreed|signed|entered(?!\s+into)|rendered|dated|judgment\s+(?:is\s+)?entered|given\s+under\s+my\s+hand|it\s+is\s+on\s+this|ordered(?=\.\s+date\b)|effective|dada|dado|dictad[oa]|pronunciad[oa]|firmad[oa]|expedid[oa])\b/gi;

// A party's role word as courts write it next to the name, capitalised ("Petitioner", "Respondent/Wife").
const partyRole = String.raw`(?:Co-?)?(?:Petitioner|Respondent|Plaintiff|Defendant|PETITIONER|RESPONDENT|PLAINTIFF|DEFENDANT|Demandante|Demandad[oa]|DEMANDANTE|DEMANDAD[OA])(?:\s*\/\s*(?:Husband|Wife|HUSBAND|WIFE))?`;
const properName = String.raw`(?:\p{Lu}[\p{L}'-]+\s+(?:(?:de|del|la|los|van|von|da|dos|y)\s+)?){1,5}\p{Lu}[\p{L}'-]+`;

/**
 * Parties named beside their role in a judgment's sentences: "that JOHN SMITH, Petitioner, and ANA
 * LOPEZ, Respondent, are divorced", "Petitioner, John Smith, appeared", "el demandante, JUAN PEREZ,".
 * The role must touch the name (a comma apart): "attorney for Petitioner" names nobody.
 */
export const rolesInProse = (text: string): Array<{ name: string; index: number }> => {
  const out: Array<{ name: string; index: number }> = [];
  const after = new RegExp(`(${properName}),\\s+(?:the\\s+|el\\s+|la\\s+)?${partyRole}\\b`, 'gu');
  const before = new RegExp(`(?:^|[.;:]\\s+|\\b(?:the|el|la|and|y)\\s+)${partyRole},\\s+(${properName}),`, 'gu');
  for (const re of [after, before])
    for (const m of text.matchAll(re)) {
      // The name ends at the role: drop leading sentence words ("DECREED that", "ORDERED").
      const words = (m[1] as string).split(/\s+/);
      const start = words.findIndex((w, k) => personName(words.slice(k).join(' ')) !== undefined && !/^(?:that|and|on|by|for|IT|IS|ORDERED|DECREED|ADJUDGED|AND|THAT)$/.test(w));
      const name = start >= 0 ? nameInSentence(words.slice(start).join(' ')) : undefined;
      if (name && !out.some((o) => sameName(o.name, name))) out.push({ name, index: m.index ?? 0 });
    }
  return out;
};

export const divorceDecree = (f: DocumentFacts) => {
  const dayFirst = dayFirstIn(f.text);
  const lines = untable(f.lines, 'other');
  const roles = rolesOf(lines, 'other');
  const seen: string[] = [];
  for (const p of divorceParties(f, lines)) addParty(f, 'divorce.spouse', seen, p.name, p.line, p.context);
  const { text, lineAt } = prose(f.lines);
  const told = marriageInProse(text, dayFirst);
  // The day the marriage ended: when the judgment became final, else the judgment's own date.
  const finalLabels = ['date of acceptance( of (the )?notification)?', '(notification )?accepted on', '(fecha en que )?caus[óo] ejecutoria', 'fecha de (la )?ejecutoria', 'date (the )?(judgment|decree) became final', 'date of finality', 'date (marital|marriage)( or domestic partnership)? status ends', '(marital|marriage)( or domestic partnership)? status ends( on)?', 'fecha de firmeza'];
  const dateLabels = [
    'date of (the )?(final )?(judgment|decree|dissolution|entry|divorce)', '(final )?(judgment|decree) (entered|date|of divorce entered)', 'dissolved (on|effective)', 'effective date', 'date entered', 'decree date', 'date of (the )?(court )?(order|ruling)',
    'fecha de (la )?(sentencia|resoluci[óo]n)', 'fecha del divorcio', 'date of (the )?notification( of divorce)?', 'fecha de otorgamiento', 'divorce (granted|date)', 'date divorce granted',
    'date (of )?(divorce |dissolution |decree |judgment )?(became )?final', '(divorce|dissolution|decree|judgment) final( date| on)?', 'date of (entry of )?(the )?(final )?(judgment|decree|order)( of (divorce|dissolution))?',
    '(judgment|decree|order) (date|entered on|signed on|made absolute on)', 'date (of )?(the )?(final )?(judgment|decree|dissolution|order)(( and| &) (judgment|decree|order))?( of (divorce|dissolution))?( was)? (entered|granted|signed|rendered|filed)', 'fecha de (la )?disoluci[óo]n', 'fecha en que (qued[óo]|caus[óo]) (firme|ejecutoria)',
  ];
  // A date in its box, not a sentence below a title that merely contains one.
  // "CINCO (5) DE FEBRERO DE DOS MIL QUINCE (2015)": a date in words with its figures is one too.
  const boxDate = (raw: string) => readDate(raw, dayFirst) ?? datesIn(raw, dayFirst).find((d) => d.index === 0)?.value;
  const ok = (raw: string) => raw.length <= 60 && boxDate(raw) !== undefined;
  const labelled = cellOf(lines, finalLabels, anyRole, ok, roles) ?? cellOf(lines, dateLabels, anyRole, ok, roles);
  if (labelled) f.add('divorce.date', boxDate(labelled.raw), labelled.line, labelled.context);
  else {
    // The judgment's own date: after "DONE AND ORDERED … on", "Dada en …, el", "Dated:"; never the marriage's.
    const candidates: Array<{ value: string; index: number }> = [];
    for (const m of text.matchAll(judgmentWords)) {
      // A clerk's later certification of a copy ("… is a true copy … Dated …") dates the copy, not the judgment.
      if (/\b(?:true (?:and correct )?copy|certified copy|copia fiel)\b/i.test(text.slice(Math.max(0, (m.index ?? 0) - 200), m.index ?? 0))) continue;
      // "The Marital Settlement Agreement … signed on": a date of the parties' agreement, not of the judgment.
      if (settlementVerb.test(text.slice(Math.max(0, (m.index ?? 0) - 80), m.index ?? 0))) continue;
      const from = (m.index ?? 0) + m[0].length;
      // Far enough for a dateline with its place and a date in words: "firmado en la ciudad de …, a los once (11) días …".
      const d = datesIn(text.slice(from, from + 200), dayFirst)[0];
      if (d && d.value !== told?.date) candidates.push({ value: d.value, index: m.index ?? 0 });
    }
    // A dateline: "Escuintla, 5 de junio de 2014."
    const datelines: Array<{ value: string; index: number }> = [];
    for (const line of f.lines) {
      // The dateline may share its line with the decision's number: "No.: 216/2014/QDST-HNGD      Thu Dau Mot, 16/02/2014".
      for (const part of new Set([line.text, ...line.segments])) {
        const d = /^\s*[\p{L} .'-]{3,40},\s+/u.test(part) && part.trim().length < 60 ? datesIn(part, dayFirst)[0] : undefined;
        if (d && d.value !== told?.date) {
          datelines.push({ value: d.value, index: text.indexOf(line.text) });
          break;
        }
      }
    }
    candidates.push(...datelines);
    // "This Decision takes legal effect immediately upon its issuance": the decision's own dateline is the end.
    const onIssue = /\btakes?\s+(?:legal\s+)?effect\s+(?:immediately\b|(?:upon|from|on)\s+(?:its\s+|the\s+date\s+of\s+(?:its\s+)?)?(?:issuance|signing|signature|pronouncement|issue)\b)/i.exec(text);
    const issued = datelines[0];
    if (onIssue && issued) candidates.push({ value: issued.value, index: text.length + onIssue.index });
    // "the said decree was on 1 March 2014 made final and absolute", "causó ejecutoria el ...": the end itself.
    for (const m of text.matchAll(finalWords)) {
      const at = m.index ?? 0;
      // "took effect", "with effect from": only of the divorce or the decree, not of a settlement agreement.
      const clause = text.slice(Math.max(0, at - 160), at);
      if (/effect/i.test(m[0]) && (!/\b(?:dissolved|divorce|decree|judgment)\b/i.test(clause) || settlement.test(clause.split(/[.;]\s/).pop() ?? ''))) continue;
      const lead = text.slice(Math.max(0, at - 50), at);
      const before = datesIn(lead, dayFirst).at(-1);
      const after = datesIn(text.slice(at + m[0].length, at + m[0].length + 60), dayFirst)[0];
      // The nearer date: "was on 1 March 2014 made final", "became final on 1 March 2014".
      const gapBefore = before ? lead.length - before.index - before.raw.length : Infinity;
      let d = after && after.index < gapBefore ? after : before;
      // "… que la sentencia de fecha 6 de septiembre de 2015 HA CAUSADO EJECUTORIA": the judgment's date; the note's own dateline is when it became final.
      // (The judgment's date may stand a clause before: "dictada … el 6 de diciembre de 2014 no fue impugnada, por lo que se encuentra FIRME".)
      const wideFrom = Math.max(0, at - 120);
      const judged = d === before ? datesIn(text.slice(wideFrom, at), dayFirst).at(-1) : undefined;
      const judgedAt = wideFrom + (judged?.index ?? 0);
      if (judged && judgmentDated.test(text.slice(Math.max(0, judgedAt - 80), judgedAt))) {
        const from = Math.max(0, at - 400);
        const window = text.slice(from, at);
        d = datesIn(window, dayFirst).filter((x) => datelineBefore.test(window.slice(0, x.index))).at(-1) ?? undefined;
      }
      if (d && d.value !== told?.date) candidates.push({ value: d.value, index: text.length + at });
    }
    // A translator's certificate, its authentication or a later copy's certification dates those, not the judgment.
    const tail = [...text.matchAll(/\b(?:translator'?s?\s+(?:certification|certificate|statement|declaration)|certification\s+of\s+translation|authentication\s+of\s+the\s+translator|certified\s+true\s+copy)\b/gi)]
      .map((m) => m.index ?? 0)
      .find((at) => at > text.length * 0.3);
    const inTail = (c: { index: number }) => tail !== undefined && (c.index >= text.length ? c.index - text.length : c.index) >= tail;
    const last = candidates.filter((c) => !inTail(c)).sort((a, b) => a.index - b.index).at(-1);
    if (last) f.add('divorce.date', last.value, lineAt(last.index), text.slice(last.index, last.index + 120), { method: 'pattern' });
  }
  const where = placeNear(lines, roles, placeLabels);
  const both = dateAndPlace(lines, roles, dayFirst);
  if (where) f.add('divorce.marriage_place', where.value, where.line, where.context);
  else if (both?.place) f.add('divorce.marriage_place', both.place, both.line, both.context);
  else if (told?.place) f.add('divorce.marriage_place', told.place, lineAt(told.index), text.slice(told.index, told.index + 160), { method: 'pattern' });
};
