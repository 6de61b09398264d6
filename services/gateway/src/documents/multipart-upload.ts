import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError, uploadLimits } from '@formpath/contracts';

export interface ReceivedUpload {
  /** Temporary file holding the bytes; the caller removes it with `discard`. */
  file: string;
  fileName: string;
  fileSize: number;
  fields: Record<string, string>;
  discard(): Promise<void>;
}

/**
 * A file name as the user should see it: path parts removed, and control, format (bidi
 * overrides, zero-width and other invisible characters), private-use and separator characters
 * dropped, so "invoice\u202Efdp.exe" shows as what it is. Length bounded, never empty.
 */
export const safeFileName = (name: string): string =>
  Array.from(
    path
      .basename(name.normalize('NFC').replace(/\\/g, '/'))
      .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, 200)
    .join('') || 'document.pdf';

/**
 * Streams a multipart upload (field `file`, optional text fields) to a temporary file, stopping
 * at the size limit. Nothing is kept when the upload is refused.
 */
export const receiveUpload = async (req: Request, tempDir: string): Promise<ReceivedUpload> => {
  await mkdir(tempDir, { recursive: true, mode: 0o700 });
  const file = path.join(tempDir, randomUUID());
  const discard = () => rm(file, { force: true });
  const fields: Record<string, string> = {};
  let fileName: string | undefined;
  let fileSize = 0;
  let tooLarge = false;
  let writing: Promise<void> | undefined;

  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          // Browsers send names as raw UTF-8 (RFC 7578), not Latin-1.
          defParamCharset: 'utf8',
          // Busboy reports the limit when it is reached: one byte more lets exactly 10 MB through.
          limits: { files: 1, fileSize: uploadLimits.maxFileBytes + 1, fields: 10, fieldSize: 1024, parts: 12 },
        });
      } catch {
        reject(new DomainError('UPLOAD_NO_FILE'));
        return;
      }
      parser.on('field', (name, value) => {
        fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        if (name !== 'file' || writing) {
          stream.resume();
          return;
        }
        fileName = safeFileName(info.filename ?? '');
        stream.on('data', (chunk: Buffer) => (fileSize += chunk.length));
        stream.on('limit', () => (tooLarge = true));
        writing = pipeline(stream, createWriteStream(file, { mode: 0o600 }));
        writing.catch(reject);
      });
      parser.on('error', () => reject(new DomainError('UPLOAD_NO_FILE')));
      parser.on('close', () => resolve());
      req.pipe(parser);
    });
    await writing;
  } catch (err) {
    await discard();
    throw err;
  }
  if (tooLarge) {
    await discard();
    throw new DomainError('UPLOAD_TOO_LARGE');
  }
  if (!fileName || fileSize === 0) {
    await discard();
    throw new DomainError(fileName ? 'UPLOAD_NOT_PDF' : 'UPLOAD_NO_FILE');
  }
  return { file, fileName, fileSize, fields, discard };
};
