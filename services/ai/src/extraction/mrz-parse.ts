import { states } from 'mrz';
import { FILLER_LOOKALIKES, alnumOptions, asDigit, asLetter, checkDigit, checkHolds, digitOptions, plausibleDate, readChecked, type Checked, type Option } from './mrz-repair.js';

/** The ICAO 9303 layouts: ID cards (TD1, TD2), passports (TD3) and visas (MRV-A, MRV-B). */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'MRV-A' | 'MRV-B';

interface Span {
  line: number;
  start: number;
  end: number;
}
const at = (line: number, start: number, end = start + 1): Span => ({ line, start, end });

interface Layout {
  width: number;
  name: Span;
  number: Span;
  numberCheck: Span;
  /** Where a document number longer than nine characters continues (TD1, TD2). */
  overflow?: Span;
  nationality: Span;
  birth: Span;
  sex: Span;
  expiry: Span;
  optional: Array<{ key: string; span: Span; check?: Span }>;
  composite?: { at: Span; parts: Span[] };
}

// Positions from ICAO 9303 parts 4 to 7; every date is followed by its check digit.
const secondLine = { number: at(1, 0, 9), numberCheck: at(1, 9), nationality: at(1, 10, 13), birth: at(1, 13, 19), sex: at(1, 20), expiry: at(1, 21, 27) };
const layouts: Record<MrzFormat, Layout> = {
  TD3: {
    width: 44,
    name: at(0, 5, 44),
    ...secondLine,
    optional: [{ key: 'personalNumber', span: at(1, 28, 42), check: at(1, 42) }],
    composite: { at: at(1, 43), parts: [at(1, 0, 10), at(1, 13, 20), at(1, 21, 43)] },
  },
  'MRV-A': { width: 44, name: at(0, 5, 44), ...secondLine, optional: [{ key: 'optional1', span: at(1, 28, 44) }] },
  TD2: {
    width: 36,
    name: at(0, 5, 36),
    ...secondLine,
    overflow: at(1, 28, 35),
    optional: [{ key: 'optional1', span: at(1, 28, 35) }],
    composite: { at: at(1, 35), parts: [at(1, 0, 10), at(1, 13, 20), at(1, 21, 35)] },
  },
  'MRV-B': { width: 36, name: at(0, 5, 36), ...secondLine, optional: [{ key: 'optional1', span: at(1, 28, 36) }] },
  TD1: {
    width: 30,
    name: at(2, 0, 30),
    number: at(0, 5, 14),
    numberCheck: at(0, 14),
    overflow: at(0, 15, 30),
    nationality: at(1, 15, 18),
    birth: at(1, 0, 6),
    sex: at(1, 7),
    expiry: at(1, 8, 14),
    optional: [
      { key: 'optional1', span: at(0, 15, 30) },
      { key: 'optional2', span: at(1, 18, 29) },
    ],
    composite: { at: at(1, 29), parts: [at(0, 5, 30), at(1, 0, 7), at(1, 8, 15), at(1, 18, 29)] },
  },
};

/**
 * The format a zone's shape and first letter give: V is a visa, anything else a card or passport.
 * The French national ID card shares TD2's shape but not its layout (it is not ICAO): read as TD2
 * it would give a wrong number that may hold a check digit by chance, so it is left unread.
 */
export const formatOf = (lines: readonly string[]): MrzFormat | undefined => {
  const first = lines[0] ?? '';
  const width = first.length;
  const letter = asLetter(first.charAt(0));
  if (lines.length === 3 && width === 30) return 'TD1';
  if (lines.length !== 2) return undefined;
  if (width === 44) return letter === 'V' ? 'MRV-A' : 'TD3';
  const frenchId = [...first.slice(0, 5)].map(asLetter).join('') === 'IDFRA' || (first.slice(30, 36).match(/\d/g)?.length ?? 0) >= 2;
  if (width === 36 && !frenchId) return letter === 'V' ? 'MRV-B' : 'TD2';
  return undefined;
};

/** Cheap test before reading: the dates and their check digits are (mostly) digits where the format puts them. */
export const datesInPlace = (lines: readonly string[], format: MrzFormat): boolean => {
  const { birth, expiry } = layouts[format];
  const dates = [birth, expiry].map((d) => (lines[d.line] ?? '').slice(d.start, d.end + 1)).join('');
  return [...dates].filter((c) => /\d/.test(asDigit(c))).length >= 10;
};

export interface MrzFields {
  documentCode: string | null;
  lastName: string | null;
  firstName: string | null;
  documentNumber: string | null;
  nationality: string | null;
  issuingState: string | null;
  birthDate: string | null;
  sex: 'male' | 'female' | 'nonspecified' | null;
  expirationDate: string | null;
  personalNumber?: string | null;
  optional1?: string | null;
  optional2?: string | null;
}

export interface ParsedZone {
  format: MrzFormat;
  /** The zone as repaired. */
  lines: string[];
  fields: MrzFields;
  fieldValid: Record<string, boolean>;
  valid: boolean;
  /** Check digits that hold on the chosen readings, and how many of them are confirmed. */
  holds: number;
  confirmed: number;
  /** The document code is one the format allows (P passports, V visas, I/A/C cards). */
  codeFits: boolean;
}

const knownState = (code: string) => Object.hasOwn(states, code);

/**
 * A three-letter state code (issuer, nationality). Letters only, so digits are forced to letters;
 * "D<<" (Germany) printed as "DKK" is read back when that gives a known code. Unknown codes such as
 * the specimen "UTO" are kept as printed: the extractor normalises countries.
 */
const readState = (raw: string): { text: string; repaired: boolean } => {
  const letters = [...raw].map(asLetter).join('').replace(/<[^<]+$/, (m) => '<'.repeat(m.length));
  let text = letters;
  for (let i = 1; i < 3 && !knownState(text.replace(/<+$/, '')); i++) {
    const candidate = letters.slice(0, i) + letters.slice(i).replace(new RegExp(`[${FILLER_LOOKALIKES}]`, 'g'), '<');
    if (/^[A-Z]+<*$/.test(candidate) && knownState(candidate.replace(/<+$/, ''))) text = candidate;
  }
  return { text, repaired: text !== raw };
};

// K before these letters never occurs inside a name: there it is a misread "<".
const notAfterK = 'BCDFGJMNPQVXZ';
const vowelEnd = /[AEIOUY]$/;
/**
 * Family and given names from the name field. Names carry no check digit, so only fillers are
 * repaired: the field's tail of "<" (or of the letter this zone prints for it), a "<<" read as
 * "KK", and runs of look-alikes that no name has. A name with no separator is a family name only.
 */
export const readNames = (raw: string, glyphs: string): { lastName: string; firstName: string; repaired: boolean } => {
  let s = [...raw].map(asLetter).join('');
  const tailRun = s.match(/([KLCE])\1{2,}<*$/)?.[1];
  const fillers = `<${glyphs}${tailRun && !glyphs.includes(tailRun) ? tailRun : ''}`;
  // The tail: fillers, the zone's look-alikes for them, and a stray K or KK among fillers.
  s = s.replace(new RegExp(`(?:[${fillers}]|<K{1,2}(?=<|$))+$`), '');
  // Where the zone never prints "<", its look-alike separates the names too.
  const glyphMode = !s.includes('<') && fillers.length > 1;
  // The separator "<<": as printed, as a run of the zone's look-alike, or with one or both of its
  // fillers read as K. A name with no separator at all is a family name only.
  const sep = s.includes('<<')
    ? s.match(/<<+/)
    : glyphMode
      ? s.match(new RegExp(`[${fillers.slice(1)}]{2,}`))
      : s.match(/(?<=[A-Z]{3})K{2,}(?=[A-Z]{3})|<K(?=[A-Z]{2})|(?<=[A-Z]{2})K</);
  const family = sep ? s.slice(0, sep.index) : s;
  const given = sep ? s.slice((sep.index as number) + sep[0].length) : '';
  const words = (part: string, given: boolean) =>
    part
      .split(/<+/)
      .flatMap((w) => splitOnK(w, glyphMode, given))
      // A misread filler run left at a word's end, or a word of look-alikes alone, is no name.
      .map((w) => w.replace(/(?:K{2,}|([LCE])\1{2,})$/, (m) => (w.length - m.length >= 2 ? '' : m)))
      .filter((w) => w && !/^([KLCE])\1+$/.test(w) && !/^[KLCE]{4,}$/.test(w));
  const lastName = words(family, false).join(' ');
  const firstName = words(given, true).join(' ');
  const clean = `${lastName}${firstName ? `<<${firstName}` : ''}`.replace(/ /g, '<');
  // A K just before the fillers may be the first filler misread ("FLAVIOK<<<"): kept, but uncertain.
  const kBeforeFillers = /K$/.test(s) && s.length < raw.length;
  return { lastName, firstName, repaired: clean !== raw.replace(/<+$/, '') || kBeforeFillers };
};

// A single "<" read as K inside a name: split where K is followed by a letter it never precedes
// inside a name ("PINEDAKCALDERA"; where the zone reads every "<" as K, after a particle such as
// "DEKBRUIJN" too), and, in given names in such a zone, where a name of 3+ letters ending in a
// vowel meets another of 3+ starting with one ("ANNAKELENA"; "NIKOLAI", "ERIKA" stay whole). A
// guess either way, so it is flagged as a repair.
const splitOnK = (word: string, glyphMode: boolean, given: boolean): string[] => {
  const out: string[] = [];
  let start = 0;
  for (let i = 2; i < word.length - 2; i++) {
    const left = word.slice(start, i);
    const next = word[i + 1] as string;
    const right = (word.slice(i + 1).split('K')[0] as string).length;
    const byConsonant = notAfterK.includes(next) && left.length >= (glyphMode ? 2 : 3) && right >= 2;
    const byVowels = glyphMode && given && vowelEnd.test(left) && vowelEnd.test(next) && left.length >= 3 && right >= 3;
    if (word[i] === 'K' && (byConsonant || byVowels)) {
      out.push(left);
      start = i + 1;
    }
  }
  return [...out, word.slice(start)];
};

const SEX: Record<string, MrzFields['sex']> = { M: 'male', F: 'female', '<': 'nonspecified', X: 'nonspecified' };

/** Reads one candidate zone (lines already cut to the format's width). */
export const parseZone = (raw: string[], format: MrzFormat): ParsedZone => {
  const layout = layouts[format];
  const lines = raw.map((l) => [...l]);
  const get = (s: Span) => (lines[s.line] as string[]).slice(s.start, s.end).join('');
  const set = (s: Span, text: string) => (lines[s.line] as string[]).splice(s.start, text.length, ...text);
  // The letters this zone prints for "<": a run of three of one look-alike is never a name or
  // number; nor is KK where the zone shows no "<" at all, or a K standing among fillers.
  const noFillers = raw.join('').split('<').length < 3;
  const glyphs = [...FILLER_LOOKALIKES]
    .filter((g) => raw.some((l) => l.includes(g.repeat(3)) || (g === 'K' && ((noFillers && l.includes('KK')) || /<K+(<|$)/.test(l)))))
    .join('');
  const fieldValid: Record<string, boolean> = {};

  // Document code: letters; its second place is often a filler.
  const code0 = asLetter(get(at(0, 0)));
  const code1 = get(at(0, 1)) === 'K' ? '<' : asLetter(get(at(0, 1)));
  set(at(0, 0, 2), code0 + code1);
  const codeFits = format === 'TD3' ? code0 === 'P' : format.startsWith('MRV') ? code0 === 'V' : 'IAC'.includes(code0);

  // Letters where only digits belong, and digits where only letters do: where OCR shows two such
  // confusions, a number needs a wider margin, since two more may cancel in its check digit.
  const digitPlaces = [layout.birth, layout.expiry].map((d) => at(d.line, d.start, d.end + 1));
  const letterPlaces = [at(0, 2, 5), layout.nationality, layout.name];
  const confusions = digitPlaces.reduce((n, s) => n + (get(s).match(/[A-Z]/g)?.length ?? 0), 0) + letterPlaces.reduce((n, s) => n + (get(s).match(/[012568]/g)?.length ?? 0), 0);
  const margin = confusions >= 2 ? 2 : 1;

  // Each field with a check digit: read, and its chosen reading written back into the zone. A
  // reading is guessed where it differs from a character that could have been read as printed.
  const checked: Record<string, Checked & { guessed: boolean }> = {};
  const readField = (key: string, value: Span[], check: Span, options: Option[][], holds = checkHolds) => {
    const all = [...options, ...digitOptions(get(check))];
    const c = readChecked(all, (t) => holds(t.slice(0, -1), t.slice(-1)), margin);
    const printed = [...value, check].map(get).join('');
    checked[key] = { ...c, guessed: [...c.text].some((ch, i) => ch !== printed[i] && (all[i] as Option[]).some(([o]) => o === printed[i])) };
    let i = 0;
    for (const s of [...value, check]) {
      set(s, c.text.slice(i, i + s.end - s.start));
      i += s.end - s.start;
    }
  };

  // Document number, continued in the optional field when its check-digit place holds "<".
  let overflow: Span | undefined;
  if (layout.overflow && asDigit(get(layout.numberCheck)) === '<') {
    const rest = alnumOptions(get(layout.overflow), glyphs).map((o) => (o[0] as Option)[0]).join('');
    const length = rest.indexOf('<') === -1 ? rest.length : rest.indexOf('<');
    if (length >= 2) overflow = at(layout.overflow.line, layout.overflow.start, layout.overflow.start + length);
  }
  const numberRaw = get(layout.number);
  if (overflow) {
    const tail = get(overflow);
    set(layout.numberCheck, '<');
    const options = alnumOptions(numberRaw + tail.slice(0, -1), glyphs);
    const tailCheck = at(overflow.line, overflow.end - 1);
    // ICAO leaves open whether the "<" in the check-digit place counts; documents do both.
    readField('documentNumber', [layout.number, at(overflow.line, overflow.start, overflow.end - 1)], tailCheck, options, (v, c) => checkHolds(v, c) || checkHolds(`${v.slice(0, 9)}<${v.slice(9)}`, c));
  } else readField('documentNumber', [layout.number], layout.numberCheck, alnumOptions(numberRaw, glyphs));
  const dateHolds = (v: string, c: string) => plausibleDate(v) && checkHolds(v, c);
  readField('birthDate', [layout.birth], at(layout.birth.line, layout.birth.end), digitOptions(get(layout.birth)), dateHolds);
  readField('expirationDate', [layout.expiry], at(layout.expiry.line, layout.expiry.end), digitOptions(get(layout.expiry)), dateHolds);

  // Optional data: with a check digit (the passport's personal number) or covered by the composite
  // only; where a long document number continued into it, what follows that.
  const optionalSpan = (span: Span) => (overflow && span.line === overflow.line && span.start === overflow.start ? at(span.line, overflow.end, span.end) : span);
  const looseOptions = new Map<string, Option[]>();
  for (const o of layout.optional) {
    const span = optionalSpan(o.span);
    const options = alnumOptions(get(span), glyphs);
    if (o.check) readField(o.key, [span], o.check, options);
    else {
      set(span, options.map((x) => (x[0] as Option)[0]).join(''));
      options.forEach((x, i) => looseOptions.set(`${span.line}:${span.start + i}`, x));
    }
  }

  // The composite check digit covers the numbers, dates and optional data together; it may still
  // repair optional data, which has no check digit of its own.
  let composite: Checked | undefined;
  if (layout.composite) {
    const places = layout.composite.parts.flatMap((p) => Array.from({ length: p.end - p.start }, (_, i) => at(p.line, p.start + i)));
    const options = places.map((p) => looseOptions.get(`${p.line}:${p.start}`) ?? [[get(p), 0] as Option]);
    composite = readChecked([...options, ...digitOptions(get(layout.composite.at))], (t) => /^\d$/.test(t.slice(-1)) && checkDigit(t.slice(0, -1)) === Number(t.slice(-1)));
    places.forEach((p, i) => set(p, composite?.text[i] as string));
    set(layout.composite.at, composite.text.slice(-1));
    // A composite that fails means an error no single check digit caught: trust no guessed repair.
    if (!composite.holds) for (const c of Object.values(checked)) if (c.guessed) c.confirmed = false;
  }
  // A document code the format does not expect is a zone cut wrong: a date may well hold its check
  // digit in the wrong place, and with many cuts tried a composite holds by chance.
  if (!codeFits) for (const c of [...Object.values(checked), ...(composite ? [composite] : [])]) c.confirmed = false;
  if (composite) fieldValid['composite'] = composite.confirmed;
  for (const [key, c] of Object.entries(checked)) fieldValid[key] = c.confirmed;

  // Fields without a check digit: they are reported unconfirmed when they had to be repaired.
  const issuer = readState(get(at(0, 2, 5)));
  const nationality = readState(get(layout.nationality));
  set(at(0, 2, 5), issuer.text);
  set(layout.nationality, nationality.text);
  const sexRaw = get(layout.sex);
  const sexChar = 'KLC'.includes(sexRaw) ? '<' : sexRaw;
  set(layout.sex, sexChar);
  const names = readNames(get(layout.name), glyphs);
  if (names.repaired) set(layout.name, `${names.lastName}<<${names.firstName}`.replace(/ /g, '<').padEnd(layout.name.end - layout.name.start, '<').slice(0, layout.name.end - layout.name.start));
  const flag = (key: string, repaired: boolean) => {
    if (repaired) fieldValid[key] = false;
  };
  flag('issuingState', issuer.repaired || !issuer.text.replace(/<+$/, ''));
  flag('nationality', nationality.repaired || !nationality.text.replace(/<+$/, ''));
  flag('sex', sexChar !== sexRaw || !SEX[sexChar]);
  flag('lastName', names.repaired);
  flag('firstName', names.repaired);

  const text = (key: string) => (checked[key]?.text ?? '').slice(0, -1);
  const cleaned = (s: string) => s.replace(/<+$/, '').replace(/</g, ' ').trim() || null;
  const date = (key: string) => (plausibleDate(text(key)) ? text(key) : null);
  const fields: MrzFields = {
    documentCode: code1 === '<' ? code0 : code0 + code1,
    lastName: names.lastName,
    firstName: names.firstName,
    documentNumber: text('documentNumber').replace(/</g, '') || null,
    nationality: nationality.text.replace(/<+$/, '') || null,
    issuingState: issuer.text.replace(/<+$/, '') || null,
    birthDate: date('birthDate'),
    sex: SEX[sexChar] ?? null,
    expirationDate: date('expirationDate'),
  };
  for (const o of layout.optional) fields[o.key as 'optional1'] = cleaned(o.check ? text(o.key) : get(optionalSpan(o.span)));

  const all = [...Object.values(checked), ...(composite ? [composite] : [])];
  return {
    format,
    lines: lines.map((l) => l.join('')),
    fields,
    fieldValid,
    valid: all.every((c) => c.confirmed),
    holds: all.filter((c) => c.holds).length,
    confirmed: all.filter((c) => c.confirmed).length,
    codeFits,
  };
};
