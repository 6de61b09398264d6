import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The printed text of each page of an official form (its text layer; the blank forms have one). */
export const readFormPages = async (file: string): Promise<Array<{ page: number; text: string }>> => {
  const task = getDocument({ data: new Uint8Array(await readFile(file)), disableFontFace: true, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: Array<{ page: number; text: string }> = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const text = content.items
        .map((i) => ('str' in i ? `${i.str}${i.hasEOL ? '\n' : ' '}` : ''))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .trim();
      pages.push({ page: n, text });
    }
    return pages;
  } finally {
    await task.destroy();
  }
};
