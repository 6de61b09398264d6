import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import bwipjs from 'bwip-js';
import type { Rng } from './random.js';

/**
 * How labelled fields are drawn: "Label: value" (two per row when short), label and value in two
 * columns, small labels above values in boxes two per row, the label on its own line with the
 * value below it, dotted leaders ("Name ........ value"), or two independent columns of
 * "Label: value" side by side.
 */
export type LayoutStyle = 'inline' | 'columns' | 'boxes' | 'stacked' | 'leaders' | 'two-column';
export type Field = [label: string, value: string];
export type Align = 'left' | 'center' | 'right';

export type Block =
  | { type: 'title'; text: string; align?: Align }
  | { type: 'subtitle'; text: string; align?: Align }
  /** `style` overrides the document's style for this block. */
  | { type: 'fields'; fields: Field[]; style?: LayoutStyle }
  | { type: 'paragraph'; text: string }
  | { type: 'lines'; lines: string[]; align?: Align; size?: number }
  | { type: 'mrz'; lines: string[] }
  /** A ruled table; `header` is drawn bold; `widths` are fractions of the text width. */
  | { type: 'table'; header?: string[]; rows: string[][]; widths?: number[] }
  /** Numbered or titled boxes in a grid, the label small above the value (certificates, ID cards). */
  | { type: 'grid'; columns: number; cells: Array<{ label: string; value: string; span?: number }> }
  /** A boxed, tilted stamp or seal text at the right margin (registrar, notary, translator). */
  | { type: 'stamp'; lines: string[] }
  /** Printed at the bottom of every page from here on (a form number, an office address). */
  | { type: 'footer'; text: string }
  | { type: 'spacer'; height: number }
  /** A PDF417 symbol (a licence's back) as a photo of it would show: an image, `width` points wide. */
  | { type: 'pdf417'; data: string; width: number };

const width = 612;
const height = 792;
const margin = 54;

interface Cursor {
  page: PDFPage;
  y: number;
}

/** Draws blocks on Letter pages in one of three field layouts; a new page starts when one is full. */
export const renderPdf = async (blocks: Block[], style: LayoutStyle, rng: Rng): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const serif = rng.chance(0.4);
  const font = await doc.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica);
  const bold = await doc.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const size = rng.pick([10, 10.5, 11]);
  const cursor: Cursor = { page: doc.addPage([width, height]), y: height - margin };
  let footer: string | undefined;
  const drawFooter = (page: PDFPage) => footer && page.drawText(footer, { x: margin, y: margin / 2, font, size: 7.5, color: rgb(0.3, 0.3, 0.35) });
  const need = (h: number) => {
    if (cursor.y - h < margin) {
      cursor.page = doc.addPage([width, height]);
      drawFooter(cursor.page);
      cursor.y = height - margin;
    }
  };
  const text = (t: string, x: number, f: PDFFont, s: number) => cursor.page.drawText(t, { x, y: cursor.y, font: f, size: s, color: rgb(0.05, 0.05, 0.1) });
  const aligned = (t: string, f: PDFFont, s: number, align: Align = 'left') =>
    text(t, align === 'left' ? margin : align === 'center' ? (width - f.widthOfTextAtSize(t, s)) / 2 : width - margin - f.widthOfTextAtSize(t, s), f, s);

  for (const block of blocks) {
    switch (block.type) {
      case 'title':
        need(30);
        aligned(block.text, bold, 16, block.align);
        cursor.y -= 28;
        break;
      case 'subtitle':
        need(20);
        aligned(block.text, font, size, block.align);
        cursor.y -= 22;
        break;
      case 'lines':
        for (const line of block.lines) {
          need(16);
          aligned(line, font, block.size ?? size, block.align);
          cursor.y -= (block.size ?? size) + 5;
        }
        cursor.y -= 8;
        break;
      case 'table':
        drawTable(block, { font, bold, size, cursor, need, text });
        break;
      case 'grid':
        drawGrid(block, { font, bold, size, cursor, need, text });
        break;
      case 'stamp': {
        const h = block.lines.length * 11 + 10;
        need(h + 10);
        const w = Math.max(...block.lines.map((l) => font.widthOfTextAtSize(l, 8))) + 16;
        const x = width - margin - w;
        cursor.page.drawRectangle({ x, y: cursor.y - h, width: w, height: h + 4, borderWidth: 1.2, borderColor: rgb(0.45, 0.1, 0.15), rotate: degrees(2) });
        block.lines.forEach((l, i) => cursor.page.drawText(l, { x: x + 8, y: cursor.y - 8 - i * 11, font, size: 8, color: rgb(0.45, 0.1, 0.15), rotate: degrees(2) }));
        cursor.y -= h + 14;
        break;
      }
      case 'footer':
        footer = block.text;
        drawFooter(cursor.page);
        break;
      case 'spacer':
        cursor.y -= block.height;
        break;
      case 'paragraph': {
        const words = block.text.split(' ');
        let line = '';
        for (const word of words) {
          const candidate = line ? `${line} ${word}` : word;
          if (font.widthOfTextAtSize(candidate, size) > width - 2 * margin) {
            need(16);
            text(line, margin, font, size);
            cursor.y -= size + 5;
            line = word;
          } else line = candidate;
        }
        if (line) {
          need(16);
          text(line, margin, font, size);
          cursor.y -= size + 5;
        }
        cursor.y -= 10;
        break;
      }
      case 'mrz':
        need(40);
        cursor.y = Math.min(cursor.y, margin + 50);
        for (const line of block.lines) {
          text(line, margin - 14, mono, 11.5);
          cursor.y -= 18;
        }
        break;
      case 'pdf417': {
        // 14 data columns make about 307 modules across: at 3.2 in wide, a module of 0.01 in, as on a licence.
        // `columns` and `eclevel` are options of the symbology (BWIPP), which the typings do not list.
        const options = { bcid: 'pdf417', text: block.data, columns: 14, eclevel: 5, scale: 3, paddingwidth: 6, paddingheight: 6, backgroundcolor: 'ffffff', binarytext: true };
        const png = await bwipjs.toBuffer(options as bwipjs.RenderOptions);
        const image = await doc.embedPng(png);
        const h = (image.height / image.width) * block.width;
        need(h + 10);
        cursor.page.drawImage(image, { x: margin, y: cursor.y - h, width: block.width, height: h });
        cursor.y -= h + 14;
        break;
      }
      case 'fields':
        drawFields(block.fields, block.style ?? style, { font, bold, size, cursor, need, text });
        break;
    }
  }
  return doc.save();
};

interface Pen {
  font: PDFFont;
  bold: PDFFont;
  size: number;
  cursor: Cursor;
  need: (h: number) => void;
  text: (t: string, x: number, f: PDFFont, s: number) => void;
}

const drawFields = (fields: Field[], style: LayoutStyle, pen: Pen) => {
  const { cursor, size } = pen;
  if (style === 'columns') {
    for (const [label, value] of fields) {
      pen.need(18);
      pen.text(label, margin, pen.bold, size);
      pen.text(value, margin + 190, pen.font, size);
      cursor.y -= size + 8;
    }
  } else if (style === 'inline') {
    // Two per row when both are short, as on many certificates.
    for (let i = 0; i < fields.length; i++) {
      const [label, value] = fields[i] as Field;
      const next = fields[i + 1];
      pen.need(18);
      pen.text(`${label}: ${value}`, margin, pen.font, size);
      if (next && `${label}${value}`.length < 34 && `${next[0]}${next[1]}`.length < 34) {
        pen.text(`${next[0]}: ${next[1]}`, margin + 260, pen.font, size);
        i++;
      }
      cursor.y -= size + 8;
    }
  } else if (style === 'stacked') {
    for (const [label, value] of fields) {
      pen.need(32);
      pen.text(label, margin, pen.bold, size - 1);
      cursor.y -= size + 3;
      pen.text(value, margin + 12, pen.font, size);
      cursor.y -= size + 9;
    }
  } else if (style === 'leaders') {
    for (const [label, value] of fields) {
      pen.need(18);
      let dotted = `${label} `;
      while (pen.font.widthOfTextAtSize(`${dotted}.`, size) < 230) dotted += '.';
      pen.text(dotted, margin, pen.font, size);
      pen.text(value, margin + 240, pen.font, size);
      cursor.y -= size + 8;
    }
  } else if (style === 'two-column') {
    // The first half down the left column, the rest down the right, each "Label: value".
    const half = Math.ceil(fields.length / 2);
    for (let i = 0; i < half; i++) {
      pen.need(18);
      const left = fields[i] as Field;
      const right = fields[i + half];
      pen.text(`${left[0]}: ${left[1]}`, margin, pen.font, size);
      if (right) pen.text(`${right[0]}: ${right[1]}`, margin + 262, pen.font, size);
      cursor.y -= size + 8;
    }
  } else {
    // Boxes: a small label above each value, two boxes per row.
    for (let i = 0; i < fields.length; i += 2) {
      const row = fields.slice(i, i + 2);
      pen.need(36);
      row.forEach(([label], k) => {
        cursor.page.drawRectangle({ x: margin - 4 + k * 254, y: cursor.y - 20, width: 250, height: 32, borderWidth: 0.6, borderColor: rgb(0.5, 0.5, 0.55) });
        pen.text(label.toUpperCase(), margin + k * 254, pen.font, 7);
      });
      cursor.y -= size + 6;
      row.forEach(([, value], k) => pen.text(value, margin + k * 254, pen.font, size));
      cursor.y -= 26;
    }
  }
  cursor.y -= 8;
};

const drawTable = (block: Extract<Block, { type: 'table' }>, pen: Pen) => {
  const { cursor, size } = pen;
  const total = width - 2 * margin;
  const n = Math.max(block.header?.length ?? 0, ...block.rows.map((r) => r.length));
  const widths = (block.widths ?? Array.from({ length: n }, () => 1 / n)).map((w) => w * total);
  const rowHeight = size + 10;
  const row = (cells: string[], f: PDFFont) => {
    pen.need(rowHeight + 4);
    let x = margin;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      cursor.page.drawRectangle({ x: x - 3, y: cursor.y - 5, width: w, height: rowHeight, borderWidth: 0.5, borderColor: rgb(0.4, 0.4, 0.45) });
      // Printed cells shrink their text to fit, as filled form fields do, rather than run into the next cell.
      const fit = Math.max(5, Math.min(size, (size * (w - 26)) / Math.max(1, f.widthOfTextAtSize(cell, size))));
      pen.text(cell, x + 2, f, fit);
      x += w;
    });
    cursor.y -= rowHeight;
  };
  if (block.header) row(block.header, pen.bold);
  for (const r of block.rows) row(r, pen.font);
  cursor.y -= 12;
};

const drawGrid = (block: Extract<Block, { type: 'grid' }>, pen: Pen) => {
  const { cursor, size } = pen;
  const cellWidth = (width - 2 * margin) / block.columns;
  let col = 0;
  const newRow = () => {
    cursor.y -= 40;
    col = 0;
  };
  pen.need(44);
  for (const cell of block.cells) {
    const span = Math.min(cell.span ?? 1, block.columns);
    if (col + span > block.columns) {
      newRow();
      pen.need(44);
    }
    const x = margin + col * cellWidth;
    cursor.page.drawRectangle({ x: x - 3, y: cursor.y - 24, width: cellWidth * span - 4, height: 36, borderWidth: 0.6, borderColor: rgb(0.5, 0.5, 0.55) });
    cursor.page.drawText(cell.label, { x, y: cursor.y, font: pen.font, size: 6.5, color: rgb(0.25, 0.25, 0.3) });
    cursor.page.drawText(cell.value, { x: x + 2, y: cursor.y - 16, font: pen.font, size, color: rgb(0.05, 0.05, 0.1) });
    col += span;
  }
  newRow();
  cursor.y -= 6;
};
