import { rgb, type PDFDocument, type PDFFont } from 'pdf-lib';
import { additionalTitle, comparePart, fullNameText, type AdditionalEntry, type CatalogField, type FillPlan, type ItemRef, type PartId } from '@formpath/forms';
import type { FormFields } from './form-fields.js';
import { toWinAnsi } from './win-ansi.js';

export const fontSize = 9;
const lineHeight = fontSize * 1.2;
const padding = 2;

export interface PlacedBlock {
  ref: ItemRef;
  lines: string[];
  /** 0 for the form's own Additional Information page, 1… for continuation pages. */
  sheet: number;
  slot: number;
}

type Rect = CatalogField<PartId>['rect'];
const width = (r: Rect) => r[2] - r[0];
const height = (r: Rect) => r[3] - r[1];

/** Greedy word wrap to a width; words longer than a line are cut. */
export const wrap = (text: string, maxWidth: number, font: PDFFont, size = fontSize): string[] => {
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > maxWidth) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > maxWidth) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
};

/**
 * What of a narrative fits a multi-line box with a closing note under it: its wrapped lines, and
 * the rest of the text (cut between words, paragraphs kept), '' when the whole text fits.
 */
export const splitToFit = (text: string, rect: Rect, note: string, font: PDFFont): { lines: string[]; rest: string } => {
  const maxWidth = width(rect) - 2 * padding;
  const capacity = Math.max(1, Math.floor((height(rect) - 2 * padding) / lineHeight));
  const all = wrap(text, maxWidth, font);
  if (all.length <= capacity) return { lines: all, rest: '' };
  const room = capacity - wrap(note, maxWidth, font).length;
  const words = [...text.matchAll(/\S+/g)];
  const end = (k: number) => (k ? (words[k - 1] as RegExpExecArray).index + (words[k - 1] as RegExpExecArray)[0].length : 0);
  // The most words whose lines leave room for the note (wrapping only grows with the words).
  let [lo, hi] = [0, words.length - 1];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (wrap(text.slice(0, end(mid)), maxWidth, font).length <= room) lo = mid;
    else hi = mid - 1;
  }
  return { lines: lo ? wrap(text.slice(0, end(lo)), maxWidth, font) : [], rest: text.slice(end(lo)).trim() };
};

const sameRef = (a: ItemRef, b: ItemRef) => a.page === b.page && a.part === b.part && a.item === b.item;

/**
 * Entries into the form's Additional Information blocks, in form order: one block per
 * page/part/item reference, a long answer continuing in the next block under the same
 * reference, and blocks past the last one going to continuation sheets in the same layout.
 */
export const layoutAdditional = (entries: AdditionalEntry[], slots: Rect[], font: PDFFont): PlacedBlock[] => {
  const ordered = entries.map((e, i) => ({ e, i })).sort((a, b) => a.e.ref.page - b.e.ref.page || comparePart(a.e.ref.part, b.e.ref.part) || a.i - b.i);
  const groups: Array<{ ref: ItemRef; texts: string[] }> = [];
  for (const { e } of ordered) {
    const last = groups.at(-1);
    if (last && sameRef(last.ref, e.ref)) last.texts.push(e.text);
    else groups.push({ ref: e.ref, texts: [e.text] });
  }
  const placed: PlacedBlock[] = [];
  let next = 0;
  for (const group of groups) {
    let pending: string[] | undefined;
    let lines: string[] = [];
    do {
      const slot = next % slots.length;
      const rect = slots[slot] as Rect;
      if (!pending) pending = group.texts.flatMap((t) => wrap(t, width(rect) - 2 * padding, font));
      const capacity = Math.max(1, Math.floor((height(rect) - 2 * padding) / lineHeight));
      lines = pending.slice(0, capacity);
      pending = pending.slice(capacity);
      placed.push({ ref: group.ref, lines, sheet: Math.floor(next / slots.length), slot });
      next++;
    } while (pending.length);
  }
  return placed;
};

/** Writes placed blocks on the form's own page (into its fields) and on continuation sheets (drawn). */
export const writeAdditional = async (doc: PDFDocument, fields: FormFields, plan: FillPlan, catalog: Map<string, CatalogField<PartId>>, font: PDFFont): Promise<number> => {
  const part = plan.additionalPart;
  const rectOf = (name: string) => (catalog.get(name) as CatalogField<PartId>).rect;
  const slots = part.blocks.map((b) => rectOf(b.text));
  const placed = layoutAdditional(plan.additional, slots, font);
  if (!placed.length) return 0;
  const sheets = Math.max(...placed.map((p) => p.sheet));
  const refText = (p: PlacedBlock) => ({ page: String(p.ref.page), part: String(p.ref.part), item: p.ref.item });

  for (const p of placed.filter((b) => b.sheet === 0)) {
    const block = part.blocks[p.slot] as FillPlan['additionalPart']['blocks'][number];
    const ref = refText(p);
    if (block.page) fields.text(block.page).setText(ref.page);
    fields.text(block.part).setText(ref.part);
    fields.text(block.item).setText(ref.item.slice(0, 6));
    const text = fields.text(block.text);
    text.enableMultiline();
    text.setFontSize(fontSize);
    text.setText(p.lines.join('\n'));
  }
  if (!sheets) return 0;

  // Continuation sheets: the Additional Information page's printed layout, our text in its boxes.
  const template = await doc.embedPage(doc.getPage(part.page - 1));
  const draw = (page: ReturnType<PDFDocument['addPage']>, rect: Rect, lines: string[], comb = 0) => {
    page.drawRectangle({ x: rect[0], y: rect[1], width: width(rect), height: height(rect), borderColor: rgb(0.45, 0.45, 0.45), borderWidth: 0.5 });
    if (comb) {
      const cell = width(rect) / comb;
      [...(lines[0] ?? '')].forEach((ch, i) => page.drawText(ch, { x: rect[0] + cell * i + (cell - font.widthOfTextAtSize(ch, 10)) / 2, y: rect[1] + (height(rect) - 7) / 2, size: 10, font }));
      return;
    }
    const single = lines.length === 1 && height(rect) < 30;
    lines.forEach((line, i) =>
      page.drawText(toWinAnsi(line), {
        x: rect[0] + padding,
        y: single ? rect[1] + (height(rect) - 7) / 2 : rect[3] - padding - fontSize - i * lineHeight + 1,
        size: single ? 10 : fontSize,
        font,
      }),
    );
  };
  const applicant = plan.applicant;
  for (let sheet = 1; sheet <= sheets; sheet++) {
    const page = doc.insertPage(part.page - 1 + sheet, [template.width, template.height]);
    page.drawPage(template);
    const heading = part.sheetHeading ?? { x: 36, y: template.height - 24 };
    page.drawText(`Continuation sheet ${sheet} of ${sheets}: Form ${plan.form} (edition ${plan.edition}), ${additionalTitle(part)}`, { ...heading, size: 9, font });
    if (part.familyName) draw(page, rectOf(part.familyName), [applicant.familyName]);
    if (part.givenName) draw(page, rectOf(part.givenName), [applicant.givenName]);
    if (part.middleName) draw(page, rectOf(part.middleName), [applicant.middleName]);
    if (part.fullName) draw(page, rectOf(part.fullName), [fullNameText(applicant)]);
    const aNumberBox = catalog.get(part.aNumber);
    draw(page, rectOf(part.aNumber), [applicant.aNumber], aNumberBox?.comb === false ? 0 : (aNumberBox?.maxLength ?? 9));
    for (const p of placed.filter((b) => b.sheet === sheet)) {
      const block = part.blocks[p.slot] as FillPlan['additionalPart']['blocks'][number];
      const ref = refText(p);
      if (block.page) draw(page, rectOf(block.page), [ref.page]);
      draw(page, rectOf(block.part), [ref.part]);
      draw(page, rectOf(block.item), [ref.item]);
      draw(page, rectOf(block.text), p.lines);
    }
  }
  return sheets;
};
