import { parse } from 'mrz';
import type { Line } from './text.js';

export interface MrzResult {
  lines: string[];
  page: number;
  valid: boolean;
  fields: {
    lastName?: string | null;
    firstName?: string | null;
    documentNumber?: string | null;
    nationality?: string | null;
    issuingState?: string | null;
    birthDate?: string | null;
    sex?: string | null;
    expirationDate?: string | null;
  };
  /** Per field: did its own check digit (or the composite) pass? */
  fieldValid: Record<string, boolean>;
}

// OCR reads the filler "<" as K, «, or spaces; these undo the usual confusions before parsing.
const clean = (s: string) => s.toUpperCase().replace(/\s+/g, '').replace(/[«‹]/g, '<').replace(/[^A-Z0-9<]/g, '');

/**
 * The machine-readable zone of a passport (TD3: two lines of 44) or an ID card (TD1: three of
 * 30), parsed with its ICAO 9303 check digits.
 */
export const readMrz = (lines: Line[]): MrzResult | undefined => {
  const found: MrzResult[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = clean((lines[i] as Line).text);
    const b = clean(lines[i + 1]?.text ?? '');
    // A zone line is mostly letters and fillers; the second one carries the dates and digits.
    if (!/^P[A-Z<][A-Z<]{3}/.test(a) || a.length < 40 || (a.match(/</g)?.length ?? 0) < 3 || b.length < 40 || (b.match(/\d/g)?.length ?? 0) < 12) continue;
    const candidate = [a.padEnd(44, '<').slice(0, 44), b.padEnd(44, '<').slice(0, 44)];
    try {
      const result = parse(candidate, { autocorrect: true });
      const fieldValid: Record<string, boolean> = {};
      // A field is as good as its own check digit ("birthDateCheckDigit" judges "birthDate").
      for (const d of result.details) if (d.field) fieldValid[d.field.replace(/CheckDigit$/, '')] = (fieldValid[d.field.replace(/CheckDigit$/, '')] ?? true) && d.valid;
      found.push({ lines: candidate, page: (lines[i] as Line).page, valid: result.valid, fields: result.fields, fieldValid });
    } catch {
      continue;
    }
  }
  return found.find((r) => r.valid) ?? found[0];
};
