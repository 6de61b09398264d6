import { formDate, parseUsAddress, titleCase } from '@formpath/forms';
import { readAamva, type AamvaHolder } from '../aamva.js';
import type { DocumentFacts } from '../document-facts.js';
import type { SourceDocument } from '../facts.js';
import type { Line } from '../text.js';
import { eyes, hair } from './identity-fields.js';

/** The first AAMVA symbol among a document's pages, with its page. */
export const aamvaOf = (doc: SourceDocument): { holder: AamvaHolder; page: number } | undefined => {
  for (const page of doc.pages) {
    for (const data of page.barcodes ?? []) {
      const holder = readAamva(data);
      if (holder) return { holder, page: page.page };
    }
  }
  return undefined;
};

/**
 * The holder's data from a licence's PDF417 symbol. Its error correction restored every byte,
 * so its numbers, dates and address are checked and win over the printed front read by OCR;
 * names are not (cards truncate them and often leave the middle name out).
 */
export const licenceBarcode = (f: DocumentFacts): void => {
  const found = aamvaOf(f.doc);
  if (!found) return;
  const { holder: h, page } = found;
  const line: Line = { page, text: '', segments: [], columns: [], ocr: false, pageConfidence: null };
  const add = (key: Parameters<DocumentFacts['add']>[0], value: string | undefined, checked = true, shown = value) =>
    f.add(key, value, line, `Barcode (PDF417): ${shown ?? ''}`, { method: 'barcode', confidence: 'high', checked });
  add('name.family', h.family && titleCase(h.family), false);
  add('name.given', h.given && titleCase(h.given), false);
  if (h.middle) add('name.middle', titleCase(h.middle), false);
  add('dob', formDate(h.dob));
  add('sex', h.sex);
  if (h.heightInches) {
    add('height.feet', String(Math.floor(h.heightInches / 12)));
    add('height.inches', String(h.heightInches % 12));
  }
  add('weight', h.weightLbs ? String(h.weightLbs) : undefined);
  add('eyes', h.eyes && eyes(h.eyes));
  add('hair', h.hair && hair(h.hair));
  const address = h.country !== 'CAN' && h.street && h.city && h.state && h.zip ? parseUsAddress(`${[h.street, h.street2].filter(Boolean).join(' ')}, ${h.city}, ${h.state} ${h.zip}`) : undefined;
  if (address) {
    // Cards encode in capitals; the street reads as the town does ("1420 W Maple Ave"), directions and unit letters kept.
    const street = address.street.replace(/\b(?!(?:N|S|E|W|NE|NW|SE|SW)\b)[A-Z][A-Z']+\b/g, (w) => w[0] + w.slice(1).toLowerCase()).replace(/\b(\d+)(ST|ND|RD|TH)\b/g, (_, n: string, s: string) => n + s.toLowerCase());
    const whole = [street, address.unit && `#${address.unit}`, `${address.city}, ${address.state} ${address.zip}`].filter(Boolean).join(', ');
    add('address.street', street, true, whole);
    add('address.unit', address.unit || '—', true, whole);
    add('address.city', address.city, true, whole);
    add('address.state', address.state, true, whole);
    add('address.zip', address.zip, true, whole);
  }
};
