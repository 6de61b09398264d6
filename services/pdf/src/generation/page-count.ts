import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Pages of a PDF we generated, read with pdf.js (a copy: pdf.js takes a plain Uint8Array, not a Buffer, and detaches it). */
export const pageCount = async (bytes: Uint8Array): Promise<number> => {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    return (await task.promise).numPages;
  } finally {
    await task.destroy();
  }
};
