// A bounded walk over a PDF's raw bytes, run in the inspection worker before any full parser
// sees the file: every stream is decoded through its filters with a cap on the bytes it may
// inflate to (per stream and per file), so a compression bomb costs a few megabytes and
// milliseconds, not gigabytes. It also reads what the later steps need: image sizes, whether
// the file is encrypted, and whether any object (inside object streams too) carries scripts or
// actions. Erasable TypeScript with package imports only (loaded by Node in a worker thread).
import { Readable } from 'node:stream';
import { createInflate } from 'node:zlib';

export interface ScanLimits {
  /** Decoded bytes one stream may produce. */
  maxStreamBytes: number;
  /** Decoded bytes all non-image streams of the file may produce together. */
  maxFileBytes: number;
  /** Width × height of the largest image we decode. */
  maxImagePixels: number;
}

export type ScanResult =
  | { ok: true; inflatedBytes: number; streams: number; encrypted: boolean; activeContent: boolean }
  | { ok: false; reason: 'too-complex'; detail: string; inflatedBytes: number }
  | { ok: false; reason: 'image-too-large'; width: number; height: number };

class OverBudget extends Error {
  /** Bytes the stream had decoded to when it was stopped. */
  decoded: number;
  constructor(decoded = 0) {
    super('over budget');
    this.decoded = decoded;
  }
}
class Unreadable extends Error {}

/** `/Na#6De` is `/Name`: hostile files hide keys this way, readers decode them. */
export const decodeNames = (text: string): string =>
  text.replace(/\/[^\s/<>[\]()%{}]+/g, (name) => (name.includes('#') ? name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : name));

// Keys and action types that run code or act on the reader's behalf.
const activeMarker = /\/(?:JavaScript|JS|AA|OpenAction|Launch|XFA|SubmitForm|ImportData|RichMediaExecute)(?![A-Za-z0-9])/;
export const hasActiveContent = (decodedText: string): boolean => activeMarker.test(decodedText);

/** The stream's filter names; an indirect /Filter is looked up among the file's plain objects. */
const filtersOf = (dict: string, text: string): string[] => {
  const ref = /\/Filter\s+(\d+)\s+(\d+)\s+R/.exec(dict);
  const spec = ref
    ? new RegExp(`(?:^|\\s)${ref[1]}\\s+${ref[2]}\\s+obj\\s*(\\[[^\\]]*\\]|/[A-Za-z0-9#]+)`).exec(text)?.[1]
    : /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict)?.[1];
  if (ref && spec === undefined) throw new Unreadable('a stream names its filters in a way we do not follow');
  return spec ? [...decodeNames(spec).matchAll(/\/([A-Za-z0-9]+)/g)].map((f) => f[1] ?? '') : [];
};

/** Width and height from a JPEG's frame header: decoders allocate for these, whatever the PDF declares. */
export const jpegSize = (data: Buffer): { width: number; height: number } | undefined => {
  for (let i = 2; i + 9 < data.length; ) {
    if (data[i] !== 0xff) return undefined;
    const marker = data[i + 1] ?? 0;
    if (marker === 0xff) {
      i++;
      continue;
    }
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) };
    }
    i += 2 + data.readUInt16BE(i + 2);
  }
  return undefined;
};

const directInt = (dict: string, key: string): number | undefined => {
  const m = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

/** Inflates with a running count, stopping as soon as `cap` is passed; a corrupt tail ends the data, as in readers. */
const inflateBounded = async (data: Buffer, cap: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let size = 0;
  const inflate = createInflate({ chunkSize: 64 * 1024 });
  try {
    for await (const chunk of Readable.from([data]).pipe(inflate) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > cap) throw new OverBudget(size);
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof OverBudget) {
      inflate.destroy();
      throw err;
    }
  }
  return Buffer.concat(chunks, size);
};

const unhex = (data: Buffer): Buffer => {
  const hex = data.toString('latin1').replace(/>.*$/s, '').replace(/[^0-9A-Fa-f]/g, '');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
};

const unascii85 = (data: Buffer): Buffer => {
  const text = data.toString('latin1').replace(/~>.*$/s, '').replace(/\s/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((acc, d) => acc * 85 + d, 0);
    for (let i = 0; i < count; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const ch of text) {
    if (ch === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else if (ch >= '!' && ch <= 'u') {
      group.push(ch.charCodeAt(0) - 33);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
};

const unrunlength = (data: Buffer, cap: number): Buffer => {
  const out: Buffer[] = [];
  let size = 0;
  for (let i = 0; i < data.length; ) {
    const n = data[i++] ?? 128;
    if (n === 128) break;
    const piece = n < 128 ? data.subarray(i, (i += n + 1)) : Buffer.alloc(257 - n, data[i++] ?? 0);
    size += piece.length;
    if (size > cap) throw new OverBudget(size);
    out.push(piece);
  }
  return Buffer.concat(out);
};

// LZW (a legacy filter) expands at most about 2,700-fold; rather than decode it we count that worst case.
const lzwWorstCase = 2731;

type Decoded = { data: Buffer; complete: boolean };

/** Applies the stream's filters in order within `cap`; image codecs end the chain (their pixels are bounded separately). */
const decodeStream = async (raw: Buffer, filters: string[], cap: number): Promise<Decoded> => {
  let data = raw;
  for (const filter of filters) {
    if (filter === 'FlateDecode' || filter === 'Fl') data = await inflateBounded(data, cap);
    else if (filter === 'ASCIIHexDecode' || filter === 'AHx') data = unhex(data);
    else if (filter === 'ASCII85Decode' || filter === 'A85') data = unascii85(data);
    else if (filter === 'RunLengthDecode' || filter === 'RL') data = unrunlength(data, cap);
    else if (filter === 'LZWDecode' || filter === 'LZW') {
      if (data.length * lzwWorstCase > cap) throw new OverBudget();
      return { data, complete: false };
    } else return { data, complete: false };
  }
  return { data, complete: true };
};

/** Scans `bytes` (a whole PDF) within `limits`; never throws for hostile input, it answers. */
export const scanPdfStructure = async (bytes: Buffer, limits: ScanLimits): Promise<ScanResult> => {
  const text = bytes.toString('latin1');
  let inflatedBytes = 0;
  let streams = 0;
  let activeContent = false;
  let encrypted = false;
  let cursor = 0;
  const outside: string[] = [];
  // Readers accept spaces between the keyword and its end of line.
  const streamKeyword = /stream[ \t]*(?:\r\n|\n|\r)/g;
  try {
    for (;;) {
      streamKeyword.lastIndex = cursor;
      const match = streamKeyword.exec(text);
      if (!match) break;
      const start = match.index + match[0].length;
      // A stream keyword follows its dictionary; "endstream" is not one.
      if (text.slice(Math.max(0, match.index - 3), match.index) === 'end') {
        outside.push(text.slice(cursor, start));
        cursor = start;
        continue;
      }
      outside.push(text.slice(cursor, match.index));
      const objStart = Math.max(text.lastIndexOf(' obj', match.index), text.lastIndexOf('\nobj', match.index), text.lastIndexOf('\robj', match.index));
      const dict = decodeNames(text.slice(objStart < 0 ? Math.max(0, match.index - 4096) : objStart, match.index));
      const length = directInt(dict, 'Length');
      const declaredEnd = length !== undefined ? start + length : -1;
      const end = declaredEnd > 0 && /^\s*endstream/.test(text.slice(declaredEnd, declaredEnd + 16)) ? declaredEnd : text.indexOf('endstream', start);
      const raw = bytes.subarray(start, end < 0 ? bytes.length : end);
      cursor = end < 0 ? bytes.length : end;
      streams++;
      if (/\/Encrypt\b/.test(dict)) encrypted = true;
      const filters = filtersOf(dict, text);
      if (/\/Subtype\s*\/Image\b/.test(dict)) {
        const declared = { width: directInt(dict, 'Width') ?? 0, height: directInt(dict, 'Height') ?? 0 };
        const framed = filters.at(-1) === 'DCTDecode' || filters.at(-1) === 'DCT' ? (filters.length === 1 ? jpegSize(raw) : undefined) : undefined;
        for (const { width, height } of [declared, framed ?? declared]) {
          if (width * height > limits.maxImagePixels) return { ok: false, reason: 'image-too-large', width, height };
        }
        // Pixels are decoded at render time, up to the declared size only: nothing to inflate now.
        continue;
      }
      const { data, complete } = await decodeStream(raw, filters, Math.min(limits.maxStreamBytes, limits.maxFileBytes - inflatedBytes));
      inflatedBytes += data.length;
      if (inflatedBytes > limits.maxFileBytes) throw new OverBudget();
      // Object streams hold dictionaries; content and font streams hold no keys that act.
      if (complete && /\/Type\s*\/ObjStm\b/.test(dict) && hasActiveContent(decodeNames(data.toString('latin1')))) activeContent = true;
    }
  } catch (err) {
    if (err instanceof Unreadable) return { ok: false, reason: 'too-complex', detail: err.message, inflatedBytes };
    if (err instanceof OverBudget) {
      return { ok: false, reason: 'too-complex', inflatedBytes: inflatedBytes + err.decoded, detail: `a stream decodes to more than the ${Math.round(limits.maxStreamBytes / 2 ** 20)} MiB per stream or ${Math.round(limits.maxFileBytes / 2 ** 20)} MiB per file we read` };
    }
    throw err;
  }
  // Dictionaries outside streams: the trailer and every plain object.
  outside.push(text.slice(cursor));
  const plain = decodeNames(outside.join('\n'));
  if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(plain)) encrypted = true;
  if (hasActiveContent(plain)) activeContent = true;
  return { ok: true, inflatedBytes, streams, encrypted, activeContent };
};
