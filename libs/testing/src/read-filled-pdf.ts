import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface FilledPdf {
  pages: number;
  /** Field name → value as pdf.js reads it (a checkbox reads as its export value, or "Off"). */
  values: Map<string, string>;
  /** Text drawn in the page content, per page (1-based). */
  text: (page: number) => Promise<string>;
  close: () => Promise<void>;
}

/** Opens a PDF with pdf.js, an independent reader: what any viewer would see. */
export const readFilledPdf = async (bytes: Uint8Array): Promise<FilledPdf> => {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const pdf = await task.promise;
  const values = new Map<string, string>();
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const a of (await (await pdf.getPage(n)).getAnnotations()) as Array<{ fieldName?: string; fieldValue?: unknown }>) {
      if (!a.fieldName || a.fieldValue === undefined || a.fieldValue === null) continue;
      values.set(a.fieldName, Array.isArray(a.fieldValue) ? String(a.fieldValue[0] ?? '') : String(a.fieldValue));
    }
  }
  return {
    pages: pdf.numPages,
    values,
    text: async (page) => (await (await pdf.getPage(page)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '),
    close: () => task.destroy(),
  };
};
