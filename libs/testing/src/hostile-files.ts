import { createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { PDFDocument as EncryptingPDFDocument } from '@cantoo/pdf-lib';

/**
 * Writes a PDF from raw object bodies (object n is `objects[n - 1]`), with a correct cross-reference
 * table: hostile files need bytes no PDF library would write.
 */
export const rawPdf = (objects: Array<string | Buffer>, trailer = '/Root 1 0 R'): Buffer => {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), typeof body === 'string' ? Buffer.from(body, 'latin1') : body, Buffer.from('\nendobj\n')]);
    parts.push(part);
    offset += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(parts);
};

/** A stream object: dictionary entries plus data, with its length. */
export const rawStream = (dict: string, data: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

const letterPage = (extra = '') => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${extra} >>`;
const catalog = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra} >>`;

let zeros2GiB: Promise<Buffer> | undefined;
/** 2 GiB of zero bytes, deflated (about 2 MB); made once per process, it takes a few seconds. */
export const deflatedZeros2GiB = (): Promise<Buffer> =>
  (zeros2GiB ??= (async () => {
    const deflate = createDeflate({ level: 9 });
    const parts: Buffer[] = [];
    deflate.on('data', (c: Buffer) => parts.push(c));
    const ended = new Promise((resolve) => deflate.on('end', resolve));
    const chunk = Buffer.alloc(1 << 20);
    for (let i = 0; i < 2048; i++) if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
    deflate.end();
    await ended;
    return Buffer.concat(parts);
  })());

/** Files that cost far more to read than their size: each must be refused or read within fixed bounds. */
export const hostileFiles = {
  /** A 1-page letter PDF holding one 30000 × 30000 image (900 million pixels) in a couple of kilobytes. */
  pixelFlood: async () =>
    rawPdf([
      catalog(),
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      letterPage('/Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R'),
      rawStream('', Buffer.from('q 612 0 0 792 0 0 cm /Im0 Do Q')),
      rawStream('/Type /XObject /Subtype /Image /Width 30000 /Height 30000 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode', deflateSync(Buffer.alloc(64 * 1024))),
    ]),
  /** A page `size` points square with nothing on it (a 3000 pt page is 41.7 inches wide). */
  hugePage: async (size = 3000) =>
    rawPdf([catalog(), '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size} ${size}] >>`]),
  /** A content stream of a few kilobytes, deflated twice, that inflates to 2 GiB. */
  nestedDeflateBomb: async () =>
    rawPdf([
      catalog(),
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      letterPage('/Contents 4 0 R'),
      rawStream('/Filter [/FlateDecode /FlateDecode]', deflateSync(await deflatedZeros2GiB(), { level: 9 })),
    ]),
  /** The same in one layer: a 2 MB content stream that inflates to 2 GiB. */
  deflateBomb: async () =>
    rawPdf([catalog(), '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', letterPage('/Contents 4 0 R'), rawStream('/Filter /FlateDecode', await deflatedZeros2GiB())]),
  /** An object stream of a few kilobytes that inflates to 2 GiB. */
  objectStreamBomb: async () =>
    rawPdf([
      catalog(),
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      letterPage(),
      rawStream('/Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode /FlateDecode]', deflateSync(await deflatedZeros2GiB(), { level: 9 })),
    ]),
};

const textPage = async (doc: PDFDocument) => {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText('A document with a script the reader should never run.', { x: 50, y: 700, size: 12, font });
};

/** PDFs carrying JavaScript in the places a shallow check misses. */
export const scriptedFiles = {
  /** JavaScript run when the file opens. */
  openAction: async () => {
    const doc = await PDFDocument.create();
    await textPage(doc);
    const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hello")') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  },
  /** A link annotation whose action is JavaScript, saved inside a compressed object stream. */
  linkInObjectStream: async () => {
    const doc = await PDFDocument.create();
    await textPage(doc);
    const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("link")') });
    const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 650, 300, 680], A: action });
    doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    return Buffer.from(await doc.save({ useObjectStreams: true }));
  },
  /** The same action with its names #-escaped (/Java#53cript, /J#53), in plain objects. */
  escapedNames: async () =>
    rawPdf([
      catalog(),
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      letterPage('/Annots [4 0 R]'),
      '<< /Type /Annot /Subtype /Link /Rect [50 650 300 680] /A << /S /Java#53cript /J#53 (app.alert\\("escaped"\\)) >> >>',
    ]),
  /** An OpenAction that goes to a page, whose /Next step is JavaScript. */
  openActionNext: async () =>
    rawPdf([
      catalog('/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 4 0 R >>'),
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      letterPage(),
      '<< /S /JavaScript /JS (app.alert\\("next"\\)) >>',
    ]),
  /** A text field with keystroke JavaScript (its /AA /K action). */
  fieldKeystroke: async () => {
    const doc = await PDFDocument.create();
    await textPage(doc);
    const field = doc.getForm().createTextField('applicant.name');
    field.addToPage(doc.getPage(0), { x: 50, y: 600, width: 200, height: 20 });
    const keystroke = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('AFSpecial_Keystroke(0);') });
    field.acroField.dict.set(PDFName.of('AA'), doc.context.obj({ K: keystroke }));
    return Buffer.from(await doc.save({ useObjectStreams: true }));
  },
};

/** An AES-256 PDF with only an owner password: it opens without one, but its content is encrypted. */
export const ownerPasswordOnly = async (): Promise<Buffer> => {
  const doc = await EncryptingPDFDocument.create();
  const font = await doc.embedFont('Helvetica');
  doc.addPage([612, 792]).drawText('Restricted against printing, readable by anyone.', { x: 50, y: 700, size: 12, font });
  doc.encrypt({ userPassword: '', ownerPassword: 'owner-secret', permissions: { printing: false, modifying: false } });
  return Buffer.from(await doc.save());
};

/** A valid PDF of exactly `size` bytes (padded inside an unused stream, so it still ends in %%EOF). */
export const pdfOfSize = async (size: number): Promise<Buffer> => {
  const make = async (padding: number) => {
    const doc = await PDFDocument.create();
    await textPage(doc);
    doc.context.register(doc.context.stream(new Uint8Array(padding).fill(0x20)));
    return Buffer.from(await doc.save({ useObjectStreams: false }));
  };
  let padding = size - (await make(0)).length;
  for (let i = 0; i < 4; i++) {
    const pdf = await make(padding);
    if (pdf.length === size) return pdf;
    padding += size - pdf.length;
  }
  throw new Error(`could not make a PDF of exactly ${size} bytes`);
};
