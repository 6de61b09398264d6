import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertKey, ObjectNotFoundError, type ObjectStore, type StoredObject } from './object-store.js';

/** Embedded mode: objects are files under a directory, written atomically (temp file + rename). */
export class FsObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temp = `${file}.${randomUUID()}.part`;
    await writeFile(temp, body, { mode: 0o600 });
    await rename(temp, file);
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const dir = this.file(prefix);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.part')) continue;
      const full = path.join(entry.parentPath, entry.name);
      const { mtime } = await stat(full).catch(() => ({ mtime: null }));
      if (mtime) yield { key: path.relative(this.root, full).split(path.sep).join('/'), lastModified: mtime };
    }
  }

  private file(key: string): string {
    return path.join(this.root, ...assertKey(key).split('/'));
  }
}
