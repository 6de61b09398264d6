import { datesInPlace, formatOf, parseZone, type MrzFields, type MrzFormat, type ParsedZone } from './mrz-parse.js';
import { candidateZones } from './mrz-zones.js';
import type { Line } from './text.js';

export type { MrzFormat } from './mrz-parse.js';

export interface MrzResult {
  /** ICAO layout: TD1/TD2 (ID cards), TD3 (passport), MRV-A/MRV-B (visas). */
  format: MrzFormat;
  /** The zone as repaired. */
  lines: string[];
  page: number;
  /** Every check digit, the composite included, holds and is confirmed (see mrz-repair.ts). */
  valid: boolean;
  /** Dates are YYMMDD; state codes are kept as printed ("UTO", "D"); sex is male, female or nonspecified. */
  fields: MrzFields;
  /**
   * Per field. Fields with a check digit (documentNumber, birthDate, expirationDate,
   * personalNumber, composite): true only when their own check digit holds on an unambiguous
   * reading. Fields without one (names, states, sex) are never true: false when they had to be
   * repaired, absent when read as printed.
   */
  fieldValid: Record<string, boolean>;
}

// A zone is accepted with the document code its format expects, a real date where one belongs and
// a check digit that holds; with another code or no date only when three check digits hold (a
// misread code letter or date), since text merely shaped like a zone holds each one time in ten.
const accepted = (z: ParsedZone) => (z.codeFits && (!!z.fields.birthDate || !!z.fields.expirationDate) && z.holds >= 1) || z.holds >= 3;
const likeness = (z: ParsedZone) => Number(!!z.fields.birthDate) + Number(!!z.fields.expirationDate);
const rank = (z: ParsedZone) => [Number(z.valid), Number(z.codeFits), z.confirmed, z.holds, Number(z.format === 'TD3'), likeness(z)];
const better = (a: ParsedZone, b: ParsedZone) => {
  const [x, y] = [rank(a), rank(b)];
  const i = x.findIndex((v, k) => v !== y[k]);
  return i >= 0 && (x[i] as number) > (y[i] as number);
};

/**
 * The machine-readable zone on the pages: candidates are found by shape, each field is repaired
 * with its check digit, and the best reading is kept: valid, with the document code its format
 * expects, the most check digits confirmed; a passport's before a card's or visa's on a tie.
 */
export const readMrz = (lines: Line[]): MrzResult | undefined => {
  let best: { zone: ParsedZone; page: number } | undefined;
  for (const candidate of candidateZones(lines)) {
    const format = formatOf(candidate.lines);
    if (!format || !datesInPlace(candidate.lines, format)) continue;
    const zone = parseZone(candidate.lines, format);
    if (!accepted(zone)) continue;
    if (!best || better(zone, best.zone)) best = { zone, page: candidate.page };
  }
  if (!best) return undefined;
  const { zone, page } = best;
  return { format: zone.format, lines: zone.lines, page, valid: zone.valid, fields: zone.fields, fieldValid: zone.fieldValid };
};
