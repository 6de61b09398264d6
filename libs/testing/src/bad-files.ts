import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PDFDocument as EncryptingPDFDocument } from '@cantoo/pdf-lib';

const simplePdf = async (pages = 1): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage([612, 792]).drawText(`Page ${i + 1} of a test document with enough words to read.`, { x: 50, y: 700, size: 12, font });
  return doc.save();
};

/** Files every upload must refuse, each with the refusal it should get. */
export const badFiles = {
  notPdf: async () => Buffer.from('This is a plain text file pretending to be a PDF.\n'.repeat(20)),
  zeroBytes: async () => Buffer.alloc(0),
  truncated: async () => {
    const pdf = await simplePdf(3);
    return Buffer.from(pdf.subarray(0, Math.floor(pdf.length * 0.6)));
  },
  encrypted: async () => {
    const doc = await EncryptingPDFDocument.create();
    doc.addPage([612, 792]);
    doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner-secret' });
    return Buffer.from(await doc.save());
  },
  tooLarge: async (limit: number) => {
    const pdf = Buffer.from(await simplePdf(1));
    return Buffer.concat([pdf, Buffer.alloc(limit + 1 - pdf.length, 0x20)]);
  },
  tooManyPages: async (pages: number) => Buffer.from(await simplePdf(pages)),
  valid: async (pages = 1) => Buffer.from(await simplePdf(pages)),
};
