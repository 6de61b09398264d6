// Neutralises a PDF that carries scripts or actions: every object (those from object streams
// included, names decoded by the parser) loses the keys that run code or act on the reader's
// behalf, and the file is written anew. Applicants' own USCIS PDFs carry harmless form scripts;
// we keep their pages and text and drop the scripts. Erasable TypeScript, package imports only.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

// Every kind of action (links, form events, page events, opening the file) and script holders.
const actionKeys = ['A', 'AA', 'OpenAction', 'JS', 'Next', 'XFA'].map((k) => PDFName.of(k));
const scriptNameTree = PDFName.of('JavaScript');
const actionType = PDFName.of('S');
// Action dictionaries left without a trigger still name their type: drop the types that act.
const activeTypes = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'RichMediaExecute'].map((t) => PDFName.of(t)));

const strip = (object: PDFObject | undefined, seen: Set<PDFObject>): void => {
  if (!object || seen.has(object)) return;
  seen.add(object);
  if (object instanceof PDFDict) {
    for (const key of actionKeys) object.delete(key);
    const type = object.get(actionType);
    if (type instanceof PDFName && activeTypes.has(type)) object.delete(actionType);
    // The document-level script tree lives under /Names.
    const names = object.get(PDFName.of('Names'));
    if (names instanceof PDFDict) names.delete(scriptNameTree);
    for (const [, value] of object.entries()) strip(value, seen);
  } else if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) strip(object.get(i), seen);
  }
};

/** The same document without scripts or actions; throws when the file cannot be rewritten. */
export const stripActiveContent = async (bytes: Uint8Array): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: false });
  const seen = new Set<PDFObject>();
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(ref instanceof PDFRef)) continue;
    // Streams are dictionaries with data: their dictionary is cleaned like any other.
    strip(object instanceof PDFStream ? object.dict : object, seen);
  }
  return doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
};
