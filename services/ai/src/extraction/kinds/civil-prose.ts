import { formDate, fromFull, fromParts, nameText, normaliseCountry, parseDate, stateCode, titleCase, type PersonName } from '@formpath/forms';
import { countryOfRegion } from '../regions.js';
import { isSpanish } from './shared.js';

/**
 * Value readers for civil records (generic; candidates for the shared layer): dates written in
 * court and registry prose, places of marriage, person names in natural order.
 */

// "the 5th day of June, 2014", "this 5th day of June 2014", "a los 5 días del mes de junio de 2014".
const dayOf = /\b(\d{1,2})(?:st|nd|rd|th|º|°)?\s+(?:day\s+of|d[ií]as?\s+del\s+mes\s+de)\s+([A-Za-zé]{3,10}),?\s+(?:(?:of|de|del)\s+)?(\d{4})\b/i;


// A registry of another country, in English: its numeric dates are day first ("20/01/1981").
const foreignRegistry = /\b(?:(?:federal\s+)?republic\s+of|government\s+of\s+(?:india|the)|national\s+population\s+commission|philippine\s+statistics|registrar\s+general\s+of|(?:embassy|consulate(?:\s+general)?|high\s+commission)\s+of\s+(?!(?:the\s+)?united\s+states)|foreign\s+marriage\s+(?:act|rules))\b/i;

/**
 * Whether a record's numeric dates are day first: what its own unambiguous dates say (13/02/1990
 * is day first, 02/13/1990 month first), else whether it is in Spanish or from a foreign registry
 * (a translation for a US office may have turned them month first: then the dates alone tell).
 */
export const dayFirstIn = (text: string): boolean => {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const m of text.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g)) {
    if (Number(m[1]) > 12 && Number(m[2]) <= 12) dayFirst++;
    else if (Number(m[2]) > 12 && Number(m[1]) <= 12) monthFirst++;
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst;
  return isSpanish(text) || (foreignRegistry.test(text) && !/\btranslat/i.test(text));
};

// A date in words with its figures: "QUINCE (15) DE MARZO DEL AÑO MIL NOVECIENTOS NOVENTA (1990)",
// "the fifth (5th) day of June, two thousand one (2001)": the figures tell the day and the year.
const inWords = /^[\p{L} ]{0,30}\((\d{1,2})(?:st|nd|rd|th|º|°)?\)\s+(?:day\s+)?(?:de(?:l)?\s+|of\s+)?(?:(?:mes|month)\s+(?:de\s+|of\s+)?)?(\p{L}{3,10}),?\s+(?:(?:del?|of|in)\s+)?(?:(?:the\s+)?(?:año|year)\s+)?[\p{L} ]{0,70}\((\d{4})\)/iu;

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/**
 * Date forms of translations, rewritten in place (same length, so indexes hold): a Japanese era
 * year with its Western year in brackets ("Heisei 27 (2015)") is that year; Vietnamese "day 16
 * month 02 year 2014" is 16 February 2014.
 */
const plainDateSpans = (text: string): { text: string; ends: Array<[number, number]> } => {
  const ends: Array<[number, number]> = [];
  const out = text
    .replace(/\b(?:Meiji|Taish[oō]|Sh[oō]wa|Heisei|Reiwa)\s+(?:\d{1,2}|first|gan(?:nen)?)\s*\((\d{4})\)/giu, (all: string, year: string, at: number) => {
      ends.push([at, at + all.length]);
      return year.padEnd(all.length);
    })
    .replace(/\bday\s+(\d{1,2})\s+month\s+(\d{1,2})\s+year\s+(\d{4})\b/gi, (all: string, d: string, m: string, y: string, at: number) => {
      if (Number(m) < 1 || Number(m) > 12) return all;
      ends.push([at, at + all.length]);
      return `${Number(d)} ${monthNames[Number(m) - 1]} ${y}`.padEnd(all.length);
    });
  return { text: out, ends };
};
export const plainDateForms = (text: string): string => plainDateSpans(text).text;

/** A date in any written form, as MM/DD/YYYY. */
export const readDate = (given: string, dayFirst = false): string | undefined => {
  const raw = plainDateForms(given);
  const m = raw.match(dayOf);
  const w = m ? undefined : raw.trim().match(inWords);
  const text = m ? `${m[1]} ${m[2]} ${m[3]}` : w ? `${w[1]} ${w[2]} ${w[3]}` : raw;
  return formDate(parseDate(text, { dayFirst: dayFirst || /\b\d{1,2}\.\d{1,2}\.\d{4}\b/.test(text) }));
};

/** Every date in a text with where it starts (for prose: the date after a phrase). */
// Numbers written in words, as notarial and court Spanish and English give them before the figures.
const numberWord =
  /^(?:un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|diec[ií]\p{L}+|veinte|veint[ií]\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|y|mil|cien(?:to)?|quinientos|\p{L}+cient[oa]s|primero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-\p{L}+|thousand|hundred|and|first|second|third|(?:four|fif|six|seven|eigh|nin|ten|eleven|twelf|\p{L}+teen|twentie|thirtie)th)$/iu;

/**
 * "once (11) días del mes de octubre del año dos mil quince (2015)": the words before figures in
 * brackets give way to the figures, padded so every index into the text stays where it was; the
 * ends of the spans replaced, so a date read there takes in the whole span.
 */
const figuresForWords = (text: string): { text: string; ends: Array<[number, number]> } => {
  const ends: Array<[number, number]> = [];
  const out = text.replace(/((?:[\p{L}-]+\s+){0,6})\((\d{1,4})(?:st|nd|rd|th)?\)/gu, (all: string, words: string, figures: string, at: number) => {
    const list = [...words.matchAll(/\S+/g)];
    let k = list.length;
    while (k > 0 && numberWord.test(list[k - 1]?.[0] as string)) k--;
    if (k === list.length) return all;
    // Where the first number word starts, in the text as written (any spaces, line breaks).
    const from = list[k]?.index ?? 0;
    ends.push([at + from, at + all.length]);
    return `${words.slice(0, from)}${figures}`.padEnd(all.length);
  });
  return { text: out, ends };
};

export const datesIn = (raw: string, dayFirst = false): Array<{ value: string; index: number; raw: string }> => {
  const out: Array<{ value: string; index: number; raw: string }> = [];
  const { text: figures, ends: wordEnds } = figuresForWords(raw);
  const { text, ends: formEnds } = plainDateSpans(figures);
  const ends = [...wordEnds, ...formEnds];
  const re = /\b(?:\d{1,2}(?:st|nd|rd|th)?\s+day\s+of\s+[A-Za-z]+,?\s+\d{4}|\d{1,2}\s+d[ií]as?\s+del\s+mes\s+de\s+\p{L}+\s+(?:de|del)\s+(?:a[ñn]o\s+)?\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:de\s+|of\s+)?\p{L}{3,10}\.?,?\s+(?:de\s+|del\s+)?\d{4}|\p{L}{3,10}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})\b/giu;
  for (const m of text.matchAll(re)) {
    const value = readDate(m[0].replace(/\s+/g, ' ').replace(/\s+del\s+a[ñn]o\s+/iu, ' de '), dayFirst);
    const at = m.index ?? 0;
    const end = at + m[0].length;
    if (value) out.push({ value, index: at, raw: raw.slice(at, ends.find(([a, b]) => end > a && end <= b)?.[1] ?? end) });
  }
  return out;
};

/**
 * A place as the form writes it: "City, ST" for the US (a state name becomes its code),
 * "City, Country" abroad. Undefined unless it has a city and a state or country.
 */
// A venue: its kind as the last word ("St. Joseph Church", "City Hall") or first in Spanish ("Iglesia San José"), never a town's one word ("Temple", "Chapel Hill").
const venue = /^\S+(?:\s+\S+)*\s+(?:church|chapel|cathedral|parish|temple|mosque|synagogue|basilica|office|hall|courthouse|court|clerk|hotel|resort|registry|consulate|embassy)$|^(?:(?:la|el|the)\s+)?(?:office of|iglesia|parroquia|capilla|catedral|templo|notar[ií]a|juzgado|oficina|alcald[ií]a|municipalidad|sal[oó]n)\s/i;
export const placeOf = (raw: string): string | undefined => {
  // "City of Austin, County of Travis, State of Texas", "la ciudad de Antigua": the words naming each part's kind go.
  const parts = raw
    .replace(/\s+/g, ' ')
    // "CHESTER / OR": a county and its state in one box.
    .replace(/\s+\/\s+/g, ', ')
    .split(',')
    .map((s) =>
      s
        .trim()
        .replace(/[.;:]+$/, '')
        .replace(/^(?:in|en)\s+(?=(?:the|la|el)\s)/i, '')
        .replace(/^(?:the\s+)?(?:city|town|municipality|county|state|province|department|republic)\s+of\s+(?:the\s+)?/i, '')
        // "the Marriage Registry of ENUGU", "the Civil Registry of the National Registry of Persons (RENAP) of ANTIGUA": the town the registry is of.
        .replace(/^(?:the\s+)?(?:[\p{L}'’()]+\s+){0,4}(?:registry|registrar)\b.*\bof\s+(?!the\b)/iu, '')
        // "la ciudad de Antigua", "el municipio de Mixco": the article tells a kind of place from a
        // name ("Villa de Leyva"); "la Ciudad de México" is a capital's own name.
        .replace(/^(?:la|el)\s+(?=[Cc]iudad\s+de\s+(?:M[eé]xico|Guatemala|Panam[aá])(?!\p{L}))/u, '')
        .replace(/^(?:la|el)\s+(?:ciudad|municipio|villa|provincia|departamento|distrito)\s+de\s+(?!(?:M[eé]xico|Guatemala|Panam[aá])(?!\p{L}))/iu, ''),
    )
    .filter(Boolean);
  // "St. Joseph Church, Kennaland, Oregon": the venue before the town is not the place's town.
  while (parts.length > 2 && venue.test(parts[0] as string)) parts.shift();
  if (parts.length < 2) return undefined;
  const city = parts[0] as string;
  if (!/^[\p{L}][\p{L} .'-]{1,40}$/u.test(city)) return undefined;
  // A two-letter tail is a US state (OCR reads "MI" as "Ml"), never a country code.
  const fixed = parts.slice(1).map((p) => (/^[A-Za-z]{2}$/.test(p) && !stateCode(p) ? p.toUpperCase().replace(/(?<=^.)L$/, 'I') : p));
  // The last state named ("Delaware County, Indiana" is in Indiana), else the country.
  const tail = [...fixed].reverse().find((p) => stateCode(p)) ?? fixed.find((p) => p.length > 3 && normaliseCountry(p));
  const nice = city === city.toUpperCase() ? titleCase(city) : city;
  // "Quetzaltenango, Quetzaltenango": a region that one country alone has tells the country.
  const region = tail ? undefined : [...fixed].reverse().map((p) => countryOfRegion(p)).find(Boolean);
  if (region) return `${nice}, ${region}`;
  if (!tail) return undefined;
  const state = stateCode(tail);
  if (state && /^[A-Za-z. ]+$/.test(tail)) return `${nice}, ${state}`;
  return `${nice}, ${normaliseCountry(tail)}`;
};

/** "City, Country" or "City, State" at the start of a text: the place a sentence names. */
export const placeAtStart = (raw: string): string | undefined => {
  // "San Miguel, departamento de San Miguel": the region's word goes, its name stays.
  const unworded = raw.replace(/,\s*(?:departamento|provincia|estado|regi[óo]n|department|province|region)\s+(?:de|del|of)\s+/giu, ', ');
  // "Antigua (Guatemala)", "Pune (India)": the country in brackets after the town; "Monterrey in Mexico" likewise.
  const text = unworded.replace(/^(\s*[\p{Lu}][\p{L} .'-]{1,40}?)\s+in\s+([\p{Lu}][\p{L} .'-]{2,30}?)(?=\s*[,.;(]|\s+(?:on|the|between|and)\b|$)/u, (all, town: string, tail: string) => (normaliseCountry(tail) ? `${town}, ${tail}` : all)).replace(/^(\s*[\p{L}][\p{L} .'-]{1,40}?)\s*\(([\p{L} .'-]{3,30})\)/u, (all, town: string, tail: string) => (normaliseCountry(tail) || stateCode(tail) ? `${town}, ${tail}` : all));
  // "Houston, Harris County, Texas": three parts, when the third is a state or country.
  const three = text.match(/^\s*([\p{L}][\p{L} .'-]{1,40}?,\s*[\p{L}][\p{L} .'-]{1,30}?,\s*[\p{L}][\p{L} .'-]{1,30}?)(?=\s*(?:[,.;]|\s(?:on|el|the|this|and|y|before|by|were|was|who)\b|$))/u);
  const tail = three && ((three[1] as string).split(',').at(-1) as string).trim().replace(/^(?:state|republic|province)\s+of\s+(?:the\s+)?/i, '');
  if (three && tail && (stateCode(tail) || (tail.length > 3 && normaliseCountry(tail))) && !/^(?:and|y)\b/i.test(tail)) {
    const p = placeOf(three[1] as string);
    if (p) return p;
  }
  const m = text.match(/^\s*([\p{L}][\p{L} .'-]{1,40}?,\s*[\p{L}][\p{L} .'-]{1,30}?)(?=[ \t]*(?:[,.;\n(]|\s(?:on|el|the|this|as|según|and|y|according|in\s+accordance|under|pursuant|before|by|between|entre|conforme|de\s+acuerdo|ante|were|was|who|is|are|fue)\b|$))/u);
  return m ? placeOf(m[1] as string) : undefined;
};

/** A party's role in a case ("Petitioner", "Demandada"): never part of a person's name. */
export const partyRoleWords = String.raw`(?:co-?)?petitioner|respondent|plaintiff|defendant|demandante|demandad[oa]`;

// Words of titles, courts and offices: text with one of them is not a person's name.
const notName = new RegExp(
  String.raw`\b((?:first|last|middle|given|full|maiden|sur) ?names?|decree|divorce|judgment|court|ordered?|marriage|final|certificate|certification|petition|county|state|dissolution|record|registry|license|republic|rep[úu]blica|sentencia|juzgado|divorcio|matrimonio|copy|office|department|clerk|parties|counsel|esq|translation|registro|civil|data|datos|vital|health|memorandum|costs|fees?|stamps?|chancery|division|docket|family part|${partyRoleWords})\b`,
  'i',
);

/** A person's name as one natural-order string ("MARTINEZ, Ana" -> "Ana Martinez"), title case. */
export const personName = (raw: string): string | undefined => {
  const text = raw.replace(/\s+/g, ' ').replace(/^(mr|mrs|ms|miss|dr|sr|sra|srta|don|doña)\.?\s+/i, '').replace(/[.,;]+$/, '').trim();
  if (!/^[\p{L}][\p{L} ,.'-]{2,70}$/u.test(text) || text.split(/[\s,]+/).filter(Boolean).length < 2) return undefined;
  if (notName.test(text)) return undefined;
  const n = fromFull(text);
  return n ? nameText(n) : undefined;
};

const nameParticles = /^(?:de|del|la|las|los|y|van|von|der|da|das|do|dos|di|du|le|bin|binti|al|el)$/i;

/** The words of a name, folded, for comparing names written in different orders and cases. */
export const nameWords = (s: string): string[] =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/'/g, '')
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !nameParticles.test(w));

/** Whether two names are the same person: one's words all appear in the other's. */
export const sameName = (a: string, b: string): boolean => {
  const [x, y] = [nameWords(a), nameWords(b)];
  if (x.length < 2 || y.length < 2) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.every((w) => long.includes(w));
};

/**
 * A name whose surnames are written in capitals ("Ana Maria GARCIA LOPEZ", "Jose GARCIA"): the
 * capitalised words are the family name. Undefined unless the name mixes the two cases so.
 */
export const splitByCase = (full: string): PersonName | undefined => {
  const words = full.trim().split(/\s+/).filter(Boolean);
  const caps = (w: string) => /\p{Lu}{2}/u.test(w) && w === w.toUpperCase();
  const k = words.findIndex(caps);
  if (k < 0 || words.every(caps)) return undefined;
  // "Ana Maria GARCIA LOPEZ": given names, then the surnames.
  if (k > 0 && words.slice(k).every(caps)) return fromParts(words.slice(k).join(' '), words.slice(0, k).join(' '));
  // "GARCIA LOPEZ Ana Maria": the surnames first, as registers list people.
  const n = words.findIndex((w) => !caps(w));
  if (k === 0 && !words.slice(n).some(caps)) return fromParts(words.slice(0, n).join(' '), words.slice(n).join(' '));
  return undefined;
};


/** The name a clause starts with: capitalised words (particles aside) up to a comma or a lower-case word. */
export const leadingName = (clause: string): string | undefined => {
  const words: string[] = [];
  for (const w of clause.trim().split(/\s+/)) {
    const bare = w.replace(/[,;.]+$/, '');
    if (!/^\p{Lu}[\p{L}'-]*$/u.test(bare) && !(words.length > 0 && nameParticles.test(bare))) break;
    words.push(bare);
    if (bare !== w) break;
  }
  while (words.length && nameParticles.test(words.at(-1) as string)) words.pop();
  return words.length >= 2 ? words.join(' ') : undefined;
};

/** The name a clause ends with ("... Partida 535. ANA MARIA LOPEZ, del sexo femenino,"). */
const trailingName = (text: string): string | undefined => {
  // "BHAMINI NEHRU (Female), was born": the sex in brackets after the name goes too.
  const bare = text.replace(/[,\s]*(?:del?\s+sexo\s+\p{L}+|\(?(?:an?\s+)?(?:male|female)(?:\s+child)?\)?|var[óo]n|mujer)?[,\s]*$/iu, '');
  const m = bare.match(/((?:\p{Lu}[\p{L}'-]*\s+(?:(?:de|del|la|y)\s+)?){1,6}\p{Lu}[\p{L}'-]*)$/u);
  return m ? (m[1] as string) : undefined;
};

export interface PersonInProse {
  name?: string;
  dob?: string;
  place?: string;
  index: number;
}

/** Where a person was born, in a clause: "nacido el DATE en City, Country", "born in City, Country on DATE". */
const birthIn = (clause: string, dayFirst: boolean): { dob?: string; place?: string } => {
  const word = clause.match(/\b(?:nacid[oa]|born|originari[oa]|natural|native|fecha\s+de\s+nacimiento|date\s+of\s+birth)\b/i);
  if (!word) return {};
  const rest = clause.slice((word.index ?? 0) + word[0].length);
  const dob = datesIn(rest, dayFirst).find((d) => d.index < 60)?.value;
  let place: string | undefined;
  for (const m of rest.matchAll(/\b(?:[eE][nN]|[iI][nN]|[aA][tT]|[dD][eE]|[oO][fF])\s+(?=\p{Lu})/gu)) {
    place = placeAtStart(rest.slice((m.index ?? 0) + m[0].length));
    if (place) break;
  }
  return { dob, place };
};

// "hijo de", "hija legítima de", "son of", "daughter of", "child of", "born to", "siendo sus padres".
const childOf = /\b(?:hij[oa]s?\s+(?:leg[ií]tim[oa]\s+|natural\s+)?(?:de|del\s+señor)|(?:son|daughter|child)\s+of|born\s+to|siendo\s+sus\s+padres|(?:whose\s+)?parents\s+(?:are|were))\s+/giu;

/**
 * The parents a record names in prose: "hijo de JOSE GARCIA, nacido el ... en ..., y de MARIA
 * LOPEZ, ...", "son of X, born on ... in ..., and of Y". The father is named first, as registries do.
 */
export const parentsInProse = (text: string, dayFirst = false): { father?: PersonInProse; mother?: PersonInProse } => {
  for (const m of text.matchAll(childOf)) {
    const from = (m.index ?? 0) + m[0].length;
    const sentence = (text.slice(from, from + 500).split(/\.\s+(?=\p{Lu})/u)[0] ?? '').replace(/\s+/g, ' ');
    // "…, y de MARIA", "…; Y DE PRAMILA TALWAR" (registries type the whole entry in capitals).
    // (In capitals only after a comma or semicolon: "TREINTA Y UN AÑOS" is an age.)
    const split =
      sentence.match(/,?\s+(?:y|and|&)\s+(?:(?:de|of)\s+)?(?:(?:la\s+)?(?:señora|sra\.?|mrs\.?|ms\.?)\s+)?(?=\p{Lu})/u) ??
      sentence.match(/[,;]\s+(?:Y|AND)\s+(?:(?:DE|OF)\s+)?(?:(?:LA\s+)?(?:SEÑORA|SRA\.?)\s+)?(?=\p{Lu})/u);
    if (!split) continue;
    const clauses = [sentence.slice(0, split.index), sentence.slice((split.index ?? 0) + split[0].length)];
    const [father, mother] = clauses.map((c, k) => {
      const name = leadingName(c.replace(/^(?:(?:el\s+)?(?:señor|sr\.?|mr\.?)\s+)/i, ''));
      return { name: name && personName(name) ? name : undefined, ...birthIn(c, dayFirst), index: from + (k ? (split.index ?? 0) : 0) };
    });
    if (father?.name || mother?.name) return { father, mother };
  }
  return presenterParents(text);
};

// "ha comparecido … el ciudadano VIDUR NEHRU, … y presentó una niña … y que es su hija y de la ciudadana ANALA GOWDA":
// the person who presented the child is one parent, named with "el"/"la"; the other follows "su hijo y de".
const presented = /\b(?:compareci[óo]|ha\s+comparecido|se\s+present[óo]|present[óo])\b[^.]{0,120}?\b(el|la)\s+(?:ciudadan[oa]|señora?|sr(?:a)?\.?)\s+/giu;
const otherParent = /\bque\s+es\s+su\s+hij[oa]\s+y\s+(?:del?\s+)?(?:(el|la)\s+)?(?:ciudadan[oa]|señora?|sr(?:a)?\.?)\s+/iu;
const presenterParents = (text: string): { father?: PersonInProse; mother?: PersonInProse } => {
  for (const m of text.matchAll(presented)) {
    const from = (m.index ?? 0) + m[0].length;
    const first = leadingName(text.slice(from, from + 80).replace(/\s+/g, ' '));
    const rest = text.slice(from, from + 900);
    // "… y que es su hijo." alone: the presenter is the only parent the record names.
    const o = otherParent.exec(rest);
    if (!first || !personName(first) || !(o || /\bque\s+es\s+su\s+hij[oa]\b/i.test(rest))) continue;
    const at = o ? from + o.index + o[0].length : -1;
    const second = o ? leadingName(text.slice(at, at + 80).replace(/\s+/g, ' ')) : undefined;
    const one = { name: first, index: from };
    const two = second && personName(second) ? { name: second, index: at } : undefined;
    // "el ciudadano": the father presented the child; "la ciudadana": the mother did.
    return (m[1] as string).toLowerCase() === 'el' ? { father: one, ...(two ? { mother: two } : {}) } : { mother: one, ...(two ? { father: two } : {}) };
  }
  return {};
};

// (\b is ASCII-only in JavaScript: after an accented letter a lookahead ends the word.)
const bornWords = /\b(?:naci[óo]|was\s+born|is\s+born|fue\s+inscrit[oa])(?!\p{L})/giu;

/** The registrant a record tells in prose: "ANA LOPEZ, del sexo femenino, nació en City, Country ... el DATE". */
export const registrantInProse = (text: string, dayFirst = false): (PersonInProse & { sex?: 'Male' | 'Female' }) | undefined => {
  for (const m of text.matchAll(bornWords)) {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 160), at).replace(/\s+/g, ' ');
    const after = text.slice(at + m[0].length, at + m[0].length + 300).replace(/\s+/g, ' ');
    // The name before "was born" (not a place: "..., in San Miguel, El Salvador, was born"), else after it: "was born a child named X".
    const trailing = trailingName(before);
    const placeBefore = trailing && (normaliseCountry(trailing) || new RegExp(`\\b(?:in|en|at)\\s+[^,]{1,40},\\s*${trailing}[,\\s]*$`, 'i').test(before));
    // "... and that the girl's name is", "y que tiene por nombre: X", "se le puso por nombre X".
    // (An hour's "a.m." is no sentence end: "nació … a las 08:34 a.m., que lleva por nombre X".)
    const named = after.replace(/\b([ap])\.\s?(m)\./gi, '$1$2  ').match(/^[^.;]{0,200}?\b(?:named|called|under the name(?: of)?|con el nombre de|que se llamar[áa]|tiene por nombre|se le (?:puso|dio) (?:por |el )?nombre(?: de)?|lleva(?:r[áa])? (?:por |el )?nombre(?: de)?|(?:niñ[oa]|var[óo]n|hembra|child|boy|girl) (?:de|por) nombre)\s*:?\s+/i);
    const name = trailing && !placeBefore && personName(trailing) ? trailing : named ? leadingName(after.slice(named[0].length)) : undefined;
    if (!name || !personName(name)) continue;
    // "who declared that on June 5, 1990, in Jacmel, Haiti, was born ...": the date and the place just before.
    const lastDate = datesIn(before, dayFirst).filter((d) => d.index > before.length - 90).at(-1);
    // Only a date that leads straight into "was born" (", in Jacmel, Haiti," at most between): not a registration date.
    const lastBefore = lastDate && /^,?\s*(?:(?:in|en|at)\s+[^.;:]{1,60}?)?[,\s]*$/i.test(before.slice(lastDate.index + lastDate.raw.length)) ? lastDate : undefined;
    const dob = datesIn(after, dayFirst).find((d) => d.index < 150)?.value ?? lastBefore?.value;
    const where = after.match(/^\s*(?:en|in|at)\s+(?:the\s+(?:city|town|municipality)\s+of\s+)?(.*)$/i);
    // "was born on March 5, 1990 in Shanghai, China": the place after the date.
    const dated = datesIn(after, dayFirst).find((d) => d.index < 20);
    const later = !where && dated ? after.slice(dated.index + dated.raw.length).match(/^,?\s*(?:en|in|at)\s+(?:the\s+(?:city|town|municipality)\s+of\s+)?(.*)$/i) : undefined;
    const earlier = !where && !later && lastBefore ? before.slice(lastBefore.index + lastBefore.raw.length).match(/^,?\s*(?:en|in|at)\s+(.*?)[,\s]*$/i) : undefined;
    const place = where ? placeAtStart(where[1] as string) : later ? placeAtStart(later[1] as string) : earlier ? placeOf(earlier[1] as string) : undefined;
    const told = `${before.slice(-60)} ${text.slice(at + m[0].length, at + m[0].length + 400)}`;
    const sex = /\b(?:sexo\s+masculino|var[óo]n|hijo\b|son\b|male\b)/i.test(told) ? 'Male' : /\b(?:sexo\s+femenino|mujer|hija\b|daughter\b|female\b)/i.test(told) ? 'Female' : undefined;
    return { name, dob, place, index: at, sex };
  }
  return undefined;
};

/**
 * The parents a record names by their role word in prose: "His father is ZHANG Jianguo and his
 * mother is LI Xiumei", "The father of X is Y; the mother of X is Z", "X's father is Y", "el padre
 * es Y". Only a name that follows "is" / "es" directly (surnames in capitals or the words capitalised).
 */
export const parentsByRoleWord = (text: string): { father?: PersonInProse; mother?: PersonInProse } => {
  const out: { father?: PersonInProse; mother?: PersonInProse } = {};
  const words = { father: String.raw`father|padre`, mother: String.raw`mother|madre` } as const;
  // "appeared Mr. JEAN Pierre, 45 years old, farmer, father of the child": a name with its role as an apposition.
  const honorific = String.raw`\b(?:mr|mrs|ms|sr|sra|señora?|monsieur|madame|mme)\.?\s+`;
  const apposed = new RegExp(`${honorific}([^,;.]{3,60}),(?:[^,;.]{1,40},){0,3}\\s*(?:the\\s+)?(father|mother|padre|madre)\\s+(?:of|del?)\\s+(?:the\\s+|la\\s+|el\\s+)?(?:child|newborn|registrant|minor|above-named|inscrit[oa]|menor|reci[ée]n\\s+nacid[oa])\\b`, 'giu');
  for (const m of text.matchAll(apposed)) {
    const who = /father|padre/i.test(m[2] as string) ? 'father' : 'mother';
    const name = leadingName(m[1] as string);
    if (!out[who] && name && personName(name)) out[who] = { name, index: m.index ?? 0 };
  }
  // "born of his union with Mrs. MARIE Paul" (the declaring father's wife), "of her union with Mr. ...".
  for (const m of text.matchAll(new RegExp(`\\b(his|her|su)\\s+uni[oó]n\\s+(?:with|con)\\s+(?:${honorific.slice(2)})?`, 'giu'))) {
    const who = /^his$/i.test(m[1] as string) ? 'mother' : /^her$/i.test(m[1] as string) ? 'father' : undefined;
    const from = (m.index ?? 0) + m[0].length;
    const name = leadingName(text.slice(from, from + 80));
    if (who && !out[who] && name && personName(name)) out[who] = { name, index: m.index ?? 0 };
  }
  for (const who of ['father', 'mother'] as const) {
    if (out[who]) continue;
    const re = new RegExp(String.raw`\b(?:${words[who]})(?:'s\s+(?:full\s+)?name)?(?:\s+(?:of|del?)\s+[^.;:]{2,60}?)?\s+(?:is|was|es|era)\s+(?:(?:mr|mrs|ms|señora?|sr|sra)\.?\s+)?`, 'giu');
    for (const m of text.matchAll(re)) {
      const from = (m.index ?? 0) + m[0].length;
      const name = leadingName(text.slice(from, from + 80));
      if (name && personName(name)) {
        out[who] = { name, index: m.index ?? 0 };
        break;
      }
    }
  }
  return out;
};

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];
const cardinals = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
const cardinalsEs = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciseis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte'];
/** A day of the month in words: "third", "twenty-first", "thirty", "quince", "veintiuno", "primero". */
const dayInWords = (w: string): number | undefined => {
  const x = w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '-');
  if (x === 'primero') return 1;
  const one = (t: string) => {
    const k = [ordinals, cardinals, cardinalsEs].map((l) => l.indexOf(t)).find((i) => i >= 0);
    return k === undefined ? undefined : k + 1;
  };
  const direct = one(x);
  if (direct) return direct;
  const tens = x.match(/^(twenty|thirty|veinti|treinta-y-)-?(.+)$/);
  if (tens) {
    const unit = tens[2] === 'first' ? 1 : one(tens[2] as string);
    const base = /^(twenty|veinti)/.test(tens[1] as string) ? 20 : 30;
    return unit && unit < 10 ? base + unit : undefined;
  }
  return x === 'thirtieth' || x === 'thirty' || x === 'treinta' ? 30 : undefined;
};

/** A date whose day is in words before the month and the year in figures: "Tenth January 2013", "Twenty-seventh of September, 2015". */
export const dayWordsDate = (raw: string): string | undefined => {
  const m = raw.trim().match(/^(?:the\s+)?([a-z]+(?:[- ](?!day\b|of\b)[a-z]+)?)\s+(?:day\s+)?(?:of\s+)?([a-z]{3,10})\.?,?\s+(\d{4})\b/i);
  const day = m && dayInWords(m[1] as string);
  const month = m && parseDate(`1 ${m[2]} 2000`, { dayFirst: true })?.month;
  return m && day && month !== undefined ? readDate(`${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`) : undefined;
};

/**
 * A numeric date with the same date in words beside it ("03/01/2018 In words: the third of
 * January, 2018"; "15/03/1990 (quince de marzo de ...)"): the words tell which number is the day.
 */
export const inWordsToo = (raw: string): string | undefined => {
  const n = raw.match(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/);
  const w = raw.match(/\b(?:the\s+)?([a-z]+(?:[- ][a-z]+)?)\s+(?:day\s+)?(?:of|de)\s+(?:the\s+month\s+of\s+|del\s+mes\s+de\s+)?([a-z]{3,10})\b/iu);
  if (!n || !w) return undefined;
  const day = dayInWords(w[1] as string);
  const month = parseDate(`1 ${w[2]} 2000`, { dayFirst: true })?.month;
  if (!day || month === undefined) return undefined;
  const [a, b, y] = [Number(n[1]), Number(n[2]), n[3]];
  if (a === day && b === month) return readDate(`${y}-${String(b).padStart(2, '0')}-${String(a).padStart(2, '0')}`);
  if (b === day && a === month) return readDate(`${y}-${String(a).padStart(2, '0')}-${String(b).padStart(2, '0')}`);
  return undefined;
};
