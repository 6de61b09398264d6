import {
  copyStringIntoBuffer,
  PDFArray,
  PDFCatalog,
  PDFContext,
  PDFCrossRefSection,
  PDFDict,
  PDFDocument,
  PDFNumber,
  PDFPageLeaf,
  PDFPageTree,
  PDFRawStream,
  PDFTrailer,
  PDFTrailerDict,
  type PDFObject,
  type PDFRef,
} from 'pdf-lib';

// pdf-lib 1.17.1 (pinned exactly in package.json) has no public way to build a document from
// parsed objects or to save an incremental update; these two casts are the only places we reach
// inside it.
const DocumentOf = PDFDocument as unknown as new (context: PDFContext, ignoreEncryption: boolean, updateMetadata: boolean) => PDFDocument;
const objectsOf = (context: PDFContext) => context as unknown as { indirectObjects: Map<PDFRef, PDFObject> };

/** Dictionaries and arrays are copied (filling edits them in place); names, numbers, strings, refs and stream bytes are immutable in pdf-lib, so they are shared. */
const copyObject = (object: PDFObject, context: PDFContext): PDFObject => {
  if (object instanceof PDFDict) {
    const map = new Map<ReturnType<PDFDict['keys']>[number], PDFObject>();
    for (const [key, value] of object.entries()) map.set(key, copyObject(value, context));
    if (object instanceof PDFPageLeaf) return PDFPageLeaf.fromMapWithContext(map, context);
    if (object instanceof PDFPageTree) return PDFPageTree.fromMapWithContext(map, context);
    if (object instanceof PDFCatalog) return PDFCatalog.fromMapWithContext(map, context);
    return PDFDict.fromMapWithContext(map, context);
  }
  if (object instanceof PDFArray) {
    const array = PDFArray.withContext(context);
    for (let i = 0; i < object.size(); i++) array.push(copyObject(object.get(i), context));
    return array;
  }
  if (object instanceof PDFRawStream) return PDFRawStream.of(copyObject(object.dict, context) as PDFDict, object.contents);
  return object;
};

/** A document's objects, each copied from the template's on first read: a fill reads a few hundred of the I-485's 10,000. */
class CopyOnRead extends Map<PDFRef, PDFObject> {
  private readonly removed = new Set<PDFRef>();

  constructor(
    private readonly source: ReadonlyMap<PDFRef, PDFObject>,
    private readonly context: PDFContext,
  ) {
    super();
  }

  /** The objects read, changed or added: what an incremental update writes. */
  get touched(): [PDFRef, PDFObject][] {
    return [...super.entries()].sort(([a], [b]) => a.objectNumber - b.objectNumber);
  }

  get anyRemoved(): boolean {
    return this.removed.size > 0;
  }

  override get(ref: PDFRef): PDFObject | undefined {
    const own = super.get(ref);
    if (own !== undefined || this.removed.has(ref)) return own;
    const original = this.source.get(ref);
    if (original === undefined) return undefined;
    const copy = copyObject(original, this.context);
    super.set(ref, copy);
    return copy;
  }

  override delete(ref: PDFRef): boolean {
    this.removed.add(ref);
    return super.delete(ref);
  }

  /** Every object (a full save, or pdf-lib searching by identity): the rest are copied now. */
  override entries(): MapIterator<[PDFRef, PDFObject]> {
    for (const ref of this.source.keys()) if (!this.removed.has(ref)) this.get(ref);
    return super.entries();
  }
}

const encoder = new TextEncoder();

/**
 * A template parsed once and handed out as documents to fill. Parsing the 2.6 MB I-485
 * (10,000 objects) for each fill cost most of its time and memory; a copy made on read costs
 * only what the fill touches. Saving appends those objects to the template's bytes as an
 * incremental update (ISO 32000-1, 7.5.6), which every reader applies, instead of rewriting
 * all 10,000 objects.
 */
export class TemplateDocument {
  private readonly objects: ReadonlyMap<PDFRef, PDFObject>;
  /** Where the template's own cross-reference section starts: the update's `/Prev`. */
  private readonly xrefOffset: number;

  /**
   * `bytes` must be `parsed` as saved (without object streams), object for object;
   * `fieldRefs` are its fields' objects by full name, the same in every copy.
   */
  constructor(
    private readonly bytes: Uint8Array,
    private readonly parsed: PDFDocument,
    readonly fieldRefs: ReadonlyMap<string, PDFRef>,
  ) {
    this.objects = new Map(parsed.context.enumerateIndirectObjects());
    const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 64)));
    const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
    if (!startxref) throw new Error('The prepared template has no startxref');
    this.xrefOffset = Number(startxref[1]);
  }

  open(): PDFDocument {
    const source = this.parsed.context;
    const context = PDFContext.create();
    context.header = source.header;
    context.trailerInfo = { ...source.trailerInfo };
    context.largestObjectNumber = source.largestObjectNumber;
    objectsOf(context).indirectObjects = new CopyOnRead(this.objects, context);
    return new DocumentOf(context, false, false);
  }

  /** The template's bytes and, after them, every object this document read, changed or added. A document that removed objects (a flattened copy) is written whole. */
  async save(doc: PDFDocument): Promise<Uint8Array> {
    const objects = objectsOf(doc.context).indirectObjects;
    if (!(objects instanceof CopyOnRead) || objects.anyRemoved) return doc.save({ useObjectStreams: false, objectsPerTick: Infinity, updateFieldAppearances: false });
    await doc.flush();

    const touched = objects.touched;
    const heads = touched.map(([ref]) => encoder.encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`));
    const tail = encoder.encode('\nendobj\n');
    const xref = PDFCrossRefSection.createEmpty();
    let offset = this.bytes.length + 1;
    touched.forEach(([ref, object], i) => {
      xref.addEntry(ref, offset);
      offset += (heads[i] as Uint8Array).length + object.sizeInBytes() + tail.length;
    });
    const { Root, Info, ID } = doc.context.trailerInfo;
    const trailerDict = PDFTrailerDict.of(doc.context.obj({ Size: doc.context.largestObjectNumber + 1, Root, Info, ID, Prev: PDFNumber.of(this.xrefOffset) }));
    const trailer = PDFTrailer.forLastCrossRefSectionOffset(offset);

    const out = new Uint8Array(offset + xref.sizeInBytes() + 1 + trailerDict.sizeInBytes() + 2 + trailer.sizeInBytes());
    out.set(this.bytes);
    let at = copyStringIntoBuffer('\n', out, this.bytes.length) + this.bytes.length;
    touched.forEach(([, object], i) => {
      const head = heads[i] as Uint8Array;
      out.set(head, at);
      at += head.length;
      at += object.copyBytesInto(out, at);
      out.set(tail, at);
      at += tail.length;
    });
    at += xref.copyBytesInto(out, at);
    at += copyStringIntoBuffer('\n', out, at);
    at += trailerDict.copyBytesInto(out, at);
    at += copyStringIntoBuffer('\n\n', out, at);
    trailer.copyBytesInto(out, at);
    return out;
  }
}
