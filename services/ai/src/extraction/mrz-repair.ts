/**
 * Check-digit-guided repair of machine-readable-zone fields (ICAO 9303).
 *
 * OCR confuses a few characters in OCR-B (O/0, I/1, S/5, B/8, Z/2, Q/0, D/0, and reads the filler
 * "<" as K, L, C or E). Each position gets the readings it may really have, the one as printed
 * first; a field's check digit then picks among them. The rule for confidence: a reading is
 * confirmed only when its check digit holds, no other reading with as few changes holds, and none
 * with one change more does either, two more where the zone shows letter/digit confusions
 * elsewhere (a check digit spent on correcting one error cannot also vouch that another is
 * absent). K/<, G/6 and L/1 weigh the same modulo 10, so no check digit can tell them apart: where
 * they are in doubt the field stays unconfirmed.
 */

const weights = [7, 3, 1] as const;
const charValue = (c: string): number => (c === '<' ? 0 : c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 55);

/** ICAO 9303 check digit (weights 7, 3, 1; "<" counts 0, A counts 10). */
export const checkDigit = (s: string): number => {
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += charValue(s[i] as string) * (weights[i % 3] as number);
  return sum % 10;
};

/** Letters OCR engines print where the zone has a filler "<". */
export const FILLER_LOOKALIKES = 'KLCE';

/** Forced readings: a field that holds only digits (dates, check digits) or only letters (codes). */
const DIGIT_OF: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8', K: '<', C: '<', E: '<' };
const LETTER_OF: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };
export const asDigit = (c: string): string => DIGIT_OF[c] ?? c;
export const asLetter = (c: string): string => LETTER_OF[c] ?? c;

/** [character, cost]: the first option of a position is its reading as printed (or forced). */
export type Option = readonly [string, number];

// Where letters and digits share a field, each confusion is a guess that costs one change (the
// rarer D/Q for 0 cost two). G/6 and L/1 are left out: a check digit cannot see them.
const SWAPS: Record<string, Option[]> = {
  '0': [['O', 1], ['Q', 2], ['D', 2]],
  O: [['0', 1]],
  Q: [['0', 1]],
  D: [['0', 2]],
  '1': [['I', 1]],
  I: [['1', 1]],
  '5': [['S', 1]],
  S: [['5', 1]],
  '8': [['B', 1]],
  B: [['8', 1]],
  '2': [['Z', 1]],
  Z: [['2', 1]],
};

/** Options for a field of digits and fillers (dates, check digits): a letter there is forced. */
export const digitOptions = (raw: string): Option[][] => [...raw].map((c) => [[asDigit(c), 0]]);

/**
 * Options for a field of letters and digits (document and personal numbers, optional data), where
 * the value is left-aligned and padded with fillers. `glyphs` are the letters this zone prints for
 * "<" (see parseZone).
 */
export const alnumOptions = (raw: string, glyphs: string): Option[][] => {
  const options: Option[][] = [...raw].map((c) => [[c, 0], ...(SWAPS[c] ?? [])]);
  // A look-alike letter inside digits ("493SS429") is as likely the digit: both readings cost
  // nothing, so two errors that cancel in the check digit leave a tie. (Digits inside letters are
  // left alone: serials such as Germany's "C01X0006H" mix them on purpose.)
  for (const m of raw.matchAll(/(?<=\d)[OQDISBZ]+(?=\d)/g))
    for (let i = m.index; i < m.index + m[0].length; i++) {
      const c = raw[i] as string;
      const other = ((SWAPS[c] as Option[])[0] as Option)[0];
      options[i] = [[other, 0], [c, 0], ...(SWAPS[c] as Option[]).slice(1)];
    }
  // The tail that can only be fillers: from the first "<" after which only fillers or look-alikes follow.
  let q = raw.length;
  while (q > 0 && `<${FILLER_LOOKALIKES}`.includes(raw[q - 1] as string)) q--;
  const firstFiller = raw.indexOf('<', q);
  const tail = firstFiller === -1 ? raw.length : firstFiller;
  for (let i = tail; i < raw.length; i++) options[i] = [['<', 0]];
  // Look-alike letters between the value and its fillers: those this zone prints for "<" (or a
  // repeated one) are read as fillers, the first of them perhaps the value's own last letter; a
  // single other one may be the first filler misread. For K no check digit can tell either way.
  const head = raw.slice(q, tail);
  if (!head) return options;
  const run = /^(.)\1+$/.test(head) ? head.length : glyphs ? (head.match(new RegExp(`[${glyphs}]+$`))?.[0].length ?? 0) : 0;
  const from = tail - run;
  for (let i = from; i < tail; i++) options[i] = [['<', 0]];
  if (run && from > 0) options[from] = [['<', 0], [raw[from] as string, 1]];
  if (!run) (options[tail - 1] as Option[]).push(['<', 1]);
  return options;
};

/** Every reading within `maxCost` changes, with its cost. */
const readings = (options: Option[][], maxCost: number): Array<{ text: string; cost: number }> => {
  const out: Array<{ text: string; cost: number }> = [];
  const walk = (i: number, text: string, cost: number) => {
    if (i === options.length) {
      out.push({ text, cost });
      return;
    }
    for (const [c, k] of options[i] as Option[]) if (cost + k <= maxCost) walk(i + 1, text + c, cost + k);
  };
  walk(0, '', 0);
  return out;
};

export interface Checked {
  /** The chosen reading (value and check digit as one string). */
  text: string;
  /** Its check digit holds. */
  holds: boolean;
  /** It holds and no other reading competes (see the rule at the top). */
  confirmed: boolean;
  /** Changes beyond the forced ones: a repair guessed from the check digit. */
  cost: number;
}

/** How often a reading switches between letters and digits ("F889694I" twice, "F8896941" once). */
const mixes = (text: string) => text.split('').filter((c, i) => i > 0 && /\d/.test(c) !== /\d/.test(text[i - 1] as string) && c !== '<' && text[i - 1] !== '<').length;

/** Up to two guessed changes per field; more would let a check digit "confirm" noise. */
const MAX_REPAIR = 2;

/**
 * Picks the reading of `options` that `holds` accepts, and says whether it is confirmed: no rival
 * within `margin` more changes (two where the zone shows letter/digit confusions elsewhere).
 */
export const readChecked = (options: Option[][], holds: (text: string) => boolean, margin = 1): Checked => {
  const base = options.map((o) => (o[0] as Option)[0]).join('');
  const passing = readings(options, MAX_REPAIR + margin).filter((r) => holds(r.text));
  const best = Math.min(...passing.map((r) => r.cost));
  if (!passing.length || best > MAX_REPAIR) return { text: base, holds: false, confirmed: false, cost: 0 };
  const atBest = passing.filter((r) => r.cost === best);
  if (atBest.length > 1) {
    // Unconfirmed either way; as the value, the one whose letters and digits keep together.
    const [first, second] = atBest.map((r) => ({ ...r, mix: mixes(r.text) })).sort((a, b) => a.mix - b.mix);
    const pick = first && second && first.mix < second.mix ? first : undefined;
    return { text: pick?.text ?? base, holds: !!pick, confirmed: false, cost: pick?.cost ?? 0 };
  }
  const chosen = atBest[0] as { text: string; cost: number };
  const rival = passing.some((r) => r !== chosen && r.cost <= best + margin);
  return { text: chosen.text, holds: true, confirmed: !rival, cost: chosen.cost };
};

/** A value and its check digit; an all-filler value may carry "<" as its check digit. */
export const checkHolds = (value: string, check: string): boolean =>
  (check === '<' && /^<*$/.test(value)) || (/^\d$/.test(check) && checkDigit(value) === Number(check));

/** YYMMDD with a year, a real month and day; "<<" stands for an unknown month or day. */
export const plausibleDate = (s: string): boolean => {
  if (!/^\d\d[\d<]{4}$/.test(s)) return false;
  const month = s.slice(2, 4);
  const day = s.slice(4, 6);
  return (month === '<<' || (/^\d\d$/.test(month) && +month >= 1 && +month <= 12)) && (day === '<<' || (/^\d\d$/.test(day) && +day >= 1 && +day <= 31));
};
