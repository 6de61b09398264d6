import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Rng } from './random.js';

export type LayoutStyle = 'inline' | 'columns' | 'boxes';
export type Field = [label: string, value: string];

export type Block =
  | { type: 'title'; text: string }
  | { type: 'subtitle'; text: string }
  | { type: 'fields'; fields: Field[] }
  | { type: 'paragraph'; text: string }
  | { type: 'lines'; lines: string[] }
  | { type: 'mrz'; lines: string[] };

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
  const need = (h: number) => {
    if (cursor.y - h < margin) {
      cursor.page = doc.addPage([width, height]);
      cursor.y = height - margin;
    }
  };
  const text = (t: string, x: number, f: PDFFont, s: number) => cursor.page.drawText(t, { x, y: cursor.y, font: f, size: s, color: rgb(0.05, 0.05, 0.1) });

  for (const block of blocks) {
    switch (block.type) {
      case 'title':
        need(30);
        text(block.text, margin, bold, 16);
        cursor.y -= 28;
        break;
      case 'subtitle':
        need(20);
        text(block.text, margin, font, size);
        cursor.y -= 22;
        break;
      case 'lines':
        for (const line of block.lines) {
          need(16);
          text(line, margin, font, size);
          cursor.y -= size + 5;
        }
        cursor.y -= 8;
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
      case 'fields':
        drawFields(block.fields, style, { font, bold, size, cursor, need, text });
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
