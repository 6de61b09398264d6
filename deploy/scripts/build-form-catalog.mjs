// Builds the field catalog of each supported form edition from the official PDF itself:
// field name, type, page, part and item (from the tooltip), the part and item number printed on the
// page (printedPart / printedItem, from the page layout), label, options / export values,
// maximum length and comb flag. Output: libs/forms/src/catalogs/<form>.<edition>.json (committed).
// The I-589 (a draft form, beside the filed editions) prints lettered parts ("Part A.I.", "Part B.",
// "Supplement B") and lettered items ("1." then "A.", "2.A."); its parts are strings.
//   node deploy/scripts/build-form-catalog.mjs [--forms-dir ../shared/forms]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const supported = ['I-485', 'I-765', 'I-589'];
const lettered = new Set(['I-589']);
const { values } = parseArgs({ options: { 'forms-dir': { type: 'string', default: process.env.FORMS_DIR ?? '../shared/forms' } } });
const dir = path.resolve(values['forms-dir']);
if (!existsSync(path.join(dir, 'MANIFEST.json'))) {
  console.error(`No MANIFEST.json in ${dir}: set FORMS_DIR or run npm run forms:fetch`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(path.join(dir, 'MANIFEST.json'), 'utf8'));

const typeOf = (a) =>
  a.fieldType === 'Tx' ? 'text' : a.fieldType === 'Ch' ? 'dropdown' : a.fieldType === 'Sig' ? 'signature' : a.checkBox ? 'checkbox' : a.radioButton ? 'radio' : 'button';

// Part and item: from the field name where it says ("Pt1Line10_PassportNum" → 1, "10"), else
// from the tooltip ("Part 2. … 3.b. …"); page headers (the A-Number on each page) have neither.
const fromName = (name) => name.match(/Pt(\d+)Line(\d+)([a-z])?/i);
const partOf = (name, label) => fromName(name)?.[1] ?? label.match(/\bPart\s+(\d+)\b/i)?.[1];
// I-589 tooltips: "Part. A. 1. Information About You. 19. C. Entry 1 …", "Part B. 1. A. Have you …", "Supplement. A. … 5. Additional Child 1 …".
const roman = ['I', 'II', 'III'];
const letteredPartOf = (label) => {
  const m = label.match(/^(?:Part\.?\s+(?:A\.\s*(\d)\.|([B-G])\.)|Supplement\.?\s+([AB])\.)/);
  if (!m) return null;
  return m[3] ? `Supplement ${m[3]}` : m[1] ? `A.${roman[Number(m[1]) - 1]}` : m[2];
};
const letteredItemOf = (label) => {
  const rest = label.replace(/^(?:Part\.?\s+(?:A\.\s*\d\.|[B-G]\.)|Supplement\.?\s+[AB]\.)\s*(?:(?!\d)[^.]*\.\s+)?/, ' ');
  const m = rest.match(/(?:^|\s)(\d{1,2})\.(?:\s?([A-Z])\.)?\s/);
  return m ? (m[2] ? `${m[1]}.${m[2]}` : m[1]) : null;
};
const itemOf = (name, label) => {
  const m = fromName(name);
  if (m) return m[3] ? `${m[2]}.${m[3].toLowerCase()}` : m[2];
  const after = label.replace(/^.*?\bPart\s+\d+\.?[^.]*?\)?\s*\.?\s*/i, '');
  return after.match(/(?:^|\s)(\d{1,2})(?:\.([a-z]))?\.\s/i)?.slice(1).filter(Boolean).join('.');
};

// Printed part and item: what a person reading the page would say a field belongs to. The names
// and tooltips of an edition are often stale (carried over from an older layout), so these come
// from the page text itself (pdfjs text items with their positions). Markers, in reading order:
//  - part headings: a block of lines set larger than the body text that starts "Part 9. …";
//  - section headings: any other such block ("Interpreter's Certification"); they end the item above;
//  - item numbers ("25.", "3.a.") that start a printed item, not those inside a sentence
//    ("… Item Number 85.", "27., provide …", or a line above ending "Item Numbers 57. -").
// Reading order is column by column (left, then right when no body text crosses the middle of the
// page), row by row, left to right. A widget belongs to the last marker in reading order printed
// above it (or level with it) and to its left, in its own column; with none, to where the previous
// column or page left off (an item continued on the next page). A new part clears the item, a
// "(continued)" heading of the same part keeps it. Widgets above the page's first part heading
// (page header: A-Number, office and attorney boxes) or in the footer (barcode) get null.
const itemNumber = /^(\d{1,3})\.(?:([a-z])\.)?$/;
const partHeading = /^Part\s+(\d+)\.(?:\s|$)/;
// Lettered forms: "Part A.II." / "Part B." headings, "… Supplement B" titles, "2.A." items and lone
// "A." / "a." sub-items of the item above ("1." then "A."); lists inside an item's own instructions
// ("1. What happened; 2. When …", set in from its "A.") are text, not items. Sub-headings set at the
// left margin in the item numbers' bold ("Your Children.") end the item above; a row's numbers
// may sit a few points apart ("21." beside "22."); a number's left neighbour is never a sentence
// (the I-589's references are written inside their sentence's own text).
const letteredItem = /^(\d{1,3})\.(?:([a-zA-Z])\.)?$/;
const subItem = /^([a-zA-Z])\.$/;
const letteredHeading = /^Part\s+([A-G](?:\.[IVX]+)?)\.(?:\s|$)/;
const supplementTitle = /\bSupplement\s+([A-Z])$/;
const sameLine = (a, b) => Math.abs(a.y - b.y) <= 2.5;
const reference = /(Item Numbers?|Items?)(\s+[\d.a-z]+\s*(-|–|and|or|through))?$/i;

function pageLayout(text, view, carry, isLettered = false) {
  const items = text.items
    .filter((t) => t.str.trim())
    .map((t) => ({ str: t.str.trim(), x: t.transform[4], y: t.transform[5], w: t.width, h: t.height || Math.abs(t.transform[3]), font: t.fontName }));
  const sameRow = isLettered ? (a, b) => Math.abs(a.y - b.y) <= 5 : sameLine;
  const sizes = new Map();
  for (const t of items) sizes.set(Math.round(t.h), (sizes.get(Math.round(t.h)) ?? 0) + 1);
  const body = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
  const footer = items.filter((t) => /^Page \d+ of \d+$/.test(t.str)).reduce((y, t) => Math.max(y, t.y + t.h), -Infinity);

  const blocks = [];
  for (const t of items.filter((t) => t.h > body * 1.1).sort((a, b) => (sameLine(a, b) ? a.x - b.x : b.y - a.y))) {
    const next = (o) => (sameLine(o, t) && t.x > o.x && t.x - (o.x + o.w) < 2 * t.h) || (Math.abs(o.x - t.x) < 12 && o.y > t.y && o.y - t.y < 1.5 * t.h);
    const block = blocks.find((b) => b.some(next));
    if (block) block.push(t);
    else blocks.push([t]);
  }
  const headings = blocks.map((b) => {
    if (isLettered) {
      const part = b.find((t) => letteredHeading.test(t.str) || supplementTitle.test(t.str));
      if (part) {
        const heading = part.str.match(letteredHeading);
        return { ...part, kind: 'part', part: heading ? heading[1] : `Supplement ${part.str.match(supplementTitle)[1]}` };
      }
      return { ...b[0], kind: 'section' };
    }
    const part = b.find((t) => partHeading.test(t.str));
    return part ? { ...part, kind: 'part', part: Number(part.str.match(partHeading)[1]) } : { ...b[0], kind: 'section' };
  });
  const parts = headings.filter((t) => t.kind === 'part');
  const top = parts.reduce((y, t) => Math.max(y, t.y + t.h), -Infinity); // page header above

  const numbers = items.filter((t) => (isLettered ? letteredItem.test(t.str) || subItem.test(t.str) : itemNumber.test(t.str)));
  const mid = (view[0] + view[2]) / 2;
  const bodyText = items.filter((t) => t.y + t.h <= (parts.length ? top : Infinity) && t.y > footer);
  const twoColumns = [...numbers, ...parts].some((t) => t.x >= mid) && !bodyText.some((t) => t.x < mid - 6 && t.x + t.w > mid + 6);
  const columnOf = (x) => (twoColumns && x >= mid - 6 ? 1 : 0);

  const inSentence = (t) => {
    if (!isLettered && items.some((o) => o !== t && sameLine(o, t) && o.x < t.x && o.x + o.w > t.x - 6)) return true;
    const next = items.filter((o) => o !== t && sameLine(o, t) && o.x > t.x).sort((a, b) => a.x - b.x)[0];
    if (next && next.x < t.x + t.w + 6 && /^[,.;:)?]/.test(next.str)) return true;
    const above = items.filter((o) => o.y > t.y + 2.5 && o.y < t.y + 2.2 * t.h && columnOf(o.x) === columnOf(t.x));
    const nearest = above.reduce((a, b) => (a && a.y <= b.y ? a : b), null);
    const last = above.filter((o) => nearest && sameLine(o, nearest)).sort((a, b) => b.x + b.w - (a.x + a.w))[0];
    return Boolean(last && reference.test(last.str));
  };
  const labels = numbers
    .filter((t) => !inSentence(t))
    .filter((t, i, all) => !all.slice(0, i).some((o) => o.str === t.str && Math.abs(o.x - t.x) < 1 && Math.abs(o.y - t.y) < 1)) // drawn twice
    .map((t) => {
      if (isLettered && subItem.test(t.str)) return { ...t, kind: 'sub', letter: t.str[0] };
      const [, n, sub] = t.str.match(isLettered ? letteredItem : itemNumber);
      return { ...t, kind: 'item', item: sub ? `${n}.${sub}` : n };
    });

  const fonts = new Map();
  for (const t of labels) fonts.set(t.font, (fonts.get(t.font) ?? 0) + 1);
  const bold = [...fonts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const subHeadings = isLettered
    ? items.filter((t) => t.font === bold && t.x < 42 && t.h <= body * 1.1 && !/^(\d|[A-Za-z]\.$|NOTE)/.test(t.str)).map((t) => ({ ...t, kind: 'section' }))
    : [];
  const markers = [...headings, ...subHeadings, ...labels]
    .map((t) => ({ ...t, column: columnOf(t.x) }))
    .sort((a, b) => a.column - b.column || (sameRow(a, b) ? a.x - b.x : b.y - a.y));
  // The state (part, item) after each marker; each column starts where the previous one ended.
  const start = [];
  let state = carry;
  for (let c = 0; c <= (twoColumns ? 1 : 0); c++) {
    start[c] = state;
    let letter = null; // the capital sub-item ("A.") in force: numbers set in from it are its own list
    for (const m of markers.filter((m) => m.column === c)) {
      if (m.kind === 'item' && letter && m.x > letter.x + 8) {
        m.state = state;
        continue;
      }
      if (m.kind === 'part') state = { part: m.part, item: m.part === state.part ? state.item : null };
      else if (m.kind === 'section') state = { part: state.part, item: null };
      else if (m.kind === 'sub') state = { part: state.part, item: state.item ? `${state.item.split('.')[0]}.${m.letter}` : null };
      else state = { part: state.part, item: m.item };
      letter = m.kind === 'sub' && /[A-Z]/.test(m.letter) ? m : null;
      m.state = state;
    }
  }
  const assign = ([x0, y0, , y1]) => {
    const cy = (y0 + y1) / 2;
    if (y1 <= footer || (parts.length && cy > top)) return { part: null, item: null };
    const column = columnOf(x0);
    // A lettered form's part titles may be centred above the fields they head.
    const before = markers.filter((m) => m.column === column && m.y + m.h >= cy - 1 && (m.x <= x0 + 2 || (isLettered && m.kind === 'part')));
    return before.length ? before.at(-1).state : start[column];
  };
  return { assign, end: state, markers, twoColumns };
}

for (const entry of manifest.filter((m) => supported.includes(m.form))) {
  const bytes = readFileSync(path.join(dir, entry.file));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const fields = new Map();
  const split = new Set(); // fields whose widgets are printed under different items (reported)
  let carry = { part: null, item: null };
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const layout = pageLayout(await page.getTextContent(), page.view, carry, lettered.has(entry.form));
    carry = layout.end;
    for (const a of await page.getAnnotations()) {
      if (a.subtype !== 'Widget' || !a.fieldName) continue;
      const label = (a.alternativeText ?? '').replace(/\s+/g, ' ').trim();
      const printed = layout.assign(a.rect);
      const known = fields.get(a.fieldName);
      if (known) {
        // Radio groups and repeated checkboxes: one field, several widgets with export values.
        const value = a.exportValue ?? a.buttonValue;
        if (value && !known.exportValues.includes(value)) known.exportValues.push(value);
        if (printed.part !== known.printedPart || printed.item !== known.printedItem) split.add(a.fieldName);
        continue;
      }
      fields.set(a.fieldName, {
        name: a.fieldName,
        type: typeOf(a),
        page: n,
        rect: a.rect.map((v) => Math.round(v * 10) / 10),
        part: lettered.has(entry.form) ? letteredPartOf(label) : partOf(a.fieldName, label) ? Number(partOf(a.fieldName, label)) : null,
        item: lettered.has(entry.form) ? letteredItemOf(label) : (itemOf(a.fieldName, label) ?? null),
        printedPart: printed.part,
        printedItem: printed.item,
        label,
        options: (a.options ?? []).map((o) => o.exportValue ?? o.displayValue).filter((o) => o !== undefined && o !== ' '),
        exportValues: (a.exportValue ?? a.buttonValue) ? [a.exportValue ?? a.buttonValue] : [],
        maxLength: a.maxLen || null,
        comb: Boolean(a.comb),
        readOnly: Boolean(a.readOnly),
      });
    }
  }
  const catalog = { form: entry.form, edition: entry.edition, pages: pdf.numPages, sha256, source: entry.source, fields: [...fields.values()] };
  const out = path.join('libs/forms/src/catalogs', `${entry.form.toLowerCase()}.${entry.edition.replace(/\//g, '-')}.json`);
  writeFileSync(out, `${JSON.stringify(catalog, null, 1)}\n`);
  const moved = catalog.fields.filter((f) => f.printedPart !== f.part || f.printedItem !== f.item).length;
  console.log(`${out}: ${catalog.fields.length} fields on ${catalog.pages} pages; ${moved} printed elsewhere than their part/item`);
  if (split.size) console.warn(`  widgets printed under different items (first one kept): ${[...split].join(', ')}`);
}
