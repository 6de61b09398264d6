import type { Line } from '../text.js';

/**
 * Column headers that wrap onto a second line in narrow table columns ("Place of birth of" /
 * "father", "Signature, description and residence" / "of informant"): each continuation is joined
 * to the header above it, so the label reads whole ("Place of birth of father") and its last word
 * is not taken for a label of its own. Only short, number-free pieces under a header line of the
 * same columns, where the header ends with a joining word or the piece starts with one.
 */
const joining = /\b(?:of|and|or|the|to|at|de|del|la|los|las|y|o|e)$/i;
// (In lower case only: a value row in capitals may start with "DE LA CRUZ".)
const continuing = /^(?:of|and|or|de|del|y)\b/;
// A header cell: no figures, no "Label: value", a few words.
const labelish = (seg: string) => !/[\d:]/.test(seg) && seg.split(/\s+/).length <= 6;
// "And", "vs." alone between two parties of a caption is no label's end.
const conjunctionAlone = /^(?:and|or|y|o|vs?\.?|versus)$/i;

export const joinWrappedLabels = (lines: Line[]): Line[] => {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const upper = lines[i] as Line;
    const lower = lines[i + 1];
    if (!lower || lower.page !== upper.page || upper.segments.length < 2 || !upper.segments.every(labelish)) {
      out.push(upper);
      continue;
    }
    const at = lower.columns.map((c) => upper.columns.findIndex((u) => Math.abs(u - c) <= 3));
    const pieces = lower.segments.map((seg, k) => ({ seg, k: at[k] as number }));
    const wraps =
      pieces.every((p) => p.k >= 0 && labelish(p.seg) && p.seg.split(/\s+/).length <= 4 && !conjunctionAlone.test(p.seg.trim())) &&
      pieces.some((p) => joining.test(upper.segments[p.k] as string) || continuing.test(p.seg));
    if (!wraps) {
      out.push(upper);
      continue;
    }
    const segments = upper.segments.map((seg, k) => [seg, ...pieces.filter((p) => p.k === k).map((p) => p.seg)].join(' '));
    out.push({ ...upper, segments, text: segments.join('   ') });
    i++;
  }
  return out;
};
