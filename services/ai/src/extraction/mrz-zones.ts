import type { Line } from './text.js';

/** A candidate zone: text cut into lines of one ICAO width, not yet read. */
export interface ZoneCandidate {
  lines: string[];
  width: number;
  page: number;
}

// Two lines of 44 (passports, MRV-A visas), two of 36 (TD2 cards, MRV-B visas), three of 30 (TD1
// cards). The name line may lose its trailing fillers to OCR; the others carry fixed positions.
const shapes = [
  { width: 44, count: 2, nameLine: 0 },
  { width: 36, count: 2, nameLine: 0 },
  { width: 30, count: 3, nameLine: 2 },
];
type Shape = (typeof shapes)[number];

/**
 * Upper case, accents dropped, guillemets and other look-alikes of the filler as "<" ("«" is two
 * fillers), and nothing else but letters, digits and the spaces that may separate joined lines.
 */
export const normaliseZoneText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[«≪]/g, '<<')
    .replace(/[‹＜〈([{]/g, '<')
    .replace(/[^A-Z0-9<\s]/g, '');

const lengthFits = (length: number, shape: Shape, line: number) => length <= shape.width + 3 && length >= (line === shape.nameLine ? 10 : shape.width - 3);

/** Ways to cut `text` into `shape.count` lines: where the text had a break, or at the fixed width from either end. */
const cuts = (text: string, breaks: number[], shape: Shape): string[][] => {
  const { width, count } = shape;
  const out: string[][] = [];
  for (const a of new Set([...breaks, width, text.length - (count - 1) * width])) {
    if (!lengthFits(a, shape, 0)) continue;
    if (count === 2) out.push([text.slice(0, a), text.slice(a)]);
    else for (const b of new Set([...breaks, a + width])) if (lengthFits(b - a, shape, 1)) out.push([text.slice(0, a), text.slice(a, b), text.slice(b)]);
  }
  return out.filter((parts) => parts.every((p, i) => lengthFits(p.length, shape, i)));
};

/** Each line at exactly the width: short ones padded with fillers, long ones tried at each offset. */
const fitted = (parts: string[], width: number): string[][] =>
  parts.reduce<string[][]>(
    (zones, part) => {
      const variants = part.length <= width ? [part.padEnd(width, '<')] : Array.from({ length: part.length - width + 1 }, (_, i) => part.slice(i, i + width));
      return zones.flatMap((z) => variants.map((v) => [...z, v]));
    },
    [[]],
  );

// Cheap test before reading: a zone has its dates' digits and some fillers, or the K or triple
// look-alike OCR printed for them (not the CC of "ACCOUNT").
const zoneLike = (all: string) => (all.match(/\d/g)?.length ?? 0) >= 10 && ((all.match(/</g)?.length ?? 0) >= 2 || /KK|([LCE])\1\1/.test(all));

/**
 * Candidate zones found by shape, not by a prefix: runs of text lines whose letters make two lines
 * of ~44 or ~36, or three of ~30, including lines OCR joined into one (cut at a space or by width).
 */
export const candidateZones = (lines: Line[]): ZoneCandidate[] => {
  const texts = lines.map((l) => normaliseZoneText(l.text));
  const found = new Map<string, ZoneCandidate>();
  for (let i = 0; i < lines.length; i++) {
    const page = (lines[i] as Line).page;
    for (const shape of shapes) {
      let text = '';
      const breaks: number[] = [];
      for (let m = 0; m <= shape.count && i + m < lines.length && (lines[i + m] as Line).page === page; m++) {
        for (const token of (texts[i + m] as string).split(/\s+/).filter(Boolean)) {
          if (text) breaks.push(text.length);
          text += token;
        }
        if (text.length > shape.count * (shape.width + 3)) break;
        if (text.length < (shape.count - 1) * (shape.width - 3) + 10) continue;
        if (!zoneLike(text)) continue;
        for (const parts of cuts(text, breaks, shape)) for (const zone of fitted(parts, shape.width)) found.set(zone.join('\n'), { lines: zone, width: shape.width, page });
      }
    }
  }
  return [...found.values()];
};
