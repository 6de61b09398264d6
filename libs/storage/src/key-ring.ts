import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyRing } from './envelope.js';

export interface KeyRingConfig {
  DATA_DIR: string;
  production: boolean;
  STORAGE_KEYS?: string | undefined;
}

/** "id:base64key[,id:base64key…]", newest first. Each key is 32 random bytes. */
export const parseKeyRing = (value: string): KeyRing => {
  const keys = new Map<string, Buffer>();
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [id, encoded] = entry.split(':');
    const key = Buffer.from(encoded ?? '', 'base64');
    if (!id || !/^[A-Za-z0-9_-]{1,32}$/.test(id) || key.length !== 32) {
      throw new Error('STORAGE_KEYS must be "id:base64" entries with 32-byte keys, newest first');
    }
    keys.set(id, key);
  }
  const current = keys.keys().next().value;
  if (!current) throw new Error('STORAGE_KEYS is empty');
  return { current, keys };
};

/**
 * The master keys of every process, for files and database columns alike: STORAGE_KEYS, or in
 * development a key generated beside the data. Production refuses to start without them, so
 * its keys never sit in the data directory (a copy of the data alone must reveal nothing).
 */
export const keyRingFromConfig = (config: KeyRingConfig): KeyRing => {
  if (config.STORAGE_KEYS) return parseKeyRing(config.STORAGE_KEYS);
  if (config.production) {
    throw new Error('STORAGE_KEYS must be set in production (comma-separated "id:base64" 32-byte keys, newest first); no key is generated into DATA_DIR');
  }
  return localKeyRing(config.DATA_DIR);
};

/**
 * Embedded mode without configured keys: one key generated on first start and kept beside the
 * data (mode 0600), so files stay readable across restarts. Production must configure keys.
 */
export const localKeyRing = (dataDir: string): KeyRing => {
  const file = path.join(dataDir, 'storage-keys');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `local:${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseKeyRing(readFileSync(file, 'utf8'));
};
