import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFieldCipher, createObjectStore } from './create-object-store.js';
import { FieldCipher } from './field-cipher.js';
import { parseKeyRing } from './key-ring.js';

const key = () => randomBytes(32).toString('base64');
const context = 'documents.application_sessions.sealed_form_data:0d1c:user-1';

describe('field cipher', () => {
  it('round-trips text, with a fresh ciphertext each time and nothing readable in it', () => {
    const cipher = new FieldCipher(parseKeyRing(`k1:${key()}`));
    const plain = JSON.stringify({ family_name: 'Martínez López', passport_number: 'X12345678' });
    const a = cipher.seal(plain, context);
    const b = cipher.seal(plain, context);
    expect(a).not.toBe(b);
    expect(a.startsWith(cipher.currentPrefix)).toBe(true);
    expect(FieldCipher.isSealed(a)).toBe(true);
    expect(FieldCipher.isSealed(plain)).toBe(false);
    expect(a).not.toContain('X12345678');
    expect(Buffer.from(a.split(':')[2] as string, 'base64').includes(Buffer.from('X12345678'))).toBe(false);
    expect(cipher.open(a, context)).toBe(plain);
    expect(cipher.open(cipher.seal('', context), context)).toBe('');
  });

  it('refuses a value moved to another row or column, and a tampered one', () => {
    const cipher = new FieldCipher(parseKeyRing(`k1:${key()}`));
    const sealed = cipher.seal('secret', context);
    expect(() => cipher.open(sealed, context.replace('user-1', 'user-2'))).toThrow('does not open');
    expect(() => cipher.open(sealed, context.replace('sealed_form_data', 'sealed_extracted'))).toThrow('does not open');
    const bytes = Buffer.from(sealed.split(':')[2] as string, 'base64');
    bytes.writeUInt8((bytes.at(-1) as number) ^ 1, bytes.length - 1);
    expect(() => cipher.open(`fpf1:k1:${bytes.toString('base64')}`, context)).toThrow('does not open');
    expect(() => cipher.open('{"plain":"json"}', context)).toThrow('not in the sealed format');
  });

  it('rotates: a value sealed with an older key opens while that key is listed after the current one', () => {
    const [k1, k2] = [key(), key()];
    const old = new FieldCipher(parseKeyRing(`k1:${k1}`)).seal('before rotation', context);
    const rotated = new FieldCipher(parseKeyRing(`k2:${k2},k1:${k1}`));
    expect(rotated.open(old, context)).toBe('before rotation');
    expect(old.startsWith(rotated.currentPrefix)).toBe(false);
    const resealed = rotated.seal('before rotation', context);
    expect(resealed.startsWith('fpf1:k2:')).toBe(true);
    expect(new FieldCipher(parseKeyRing(`k2:${k2}`)).open(resealed, context)).toBe('before rotation');
  });

  it('says which key is missing when a value was sealed with a key no longer configured', () => {
    const sealed = new FieldCipher(parseKeyRing(`k1:${key()}`)).seal('x', context);
    expect(() => new FieldCipher(parseKeyRing(`k2:${key()}`)).open(sealed, context)).toThrow('Storage key "k1" is not configured; STORAGE_KEYS must list it');
  });
});

describe('storage keys from configuration', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'fp-keys-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));
  const storage = { S3_BUCKET: 'formpath', S3_REGION: 'us-east-1' };

  it('refuses to start in production without STORAGE_KEYS, and writes no key into the data directory', async () => {
    const config = { DATA_DIR: dir, production: true, ...storage };
    expect(() => createObjectStore(config)).toThrow('STORAGE_KEYS must be set in production');
    expect(() => createFieldCipher(config)).toThrow('STORAGE_KEYS must be set in production');
    expect(await readdir(dir)).toEqual([]);
  });

  it('uses STORAGE_KEYS in production, and one generated local key in development for files and columns alike', async () => {
    const configured = createFieldCipher({ DATA_DIR: dir, production: true, STORAGE_KEYS: `prod:${key()}` });
    expect(configured.currentPrefix).toBe('fpf1:prod:');
    expect(await readdir(dir)).toEqual([]);
    const local = { DATA_DIR: dir, production: false, ...storage };
    createObjectStore(local);
    const sealed = createFieldCipher(local).seal('kept across restarts', context);
    expect(await readdir(dir)).toEqual(['storage-keys']);
    expect(createFieldCipher(local).open(sealed, context)).toBe('kept across restarts');
  });

  it('gives keyed digests that find a value without storing it, under every key held, the current first', () => {
    const [older, newer] = [key(), key()];
    const before = new FieldCipher(parseKeyRing(`k1:${older}`));
    const after = new FieldCipher(parseKeyRing(`k2:${newer},k1:${older}`));
    const [digest] = before.digests('maria@example.org', 'email');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain('maria');
    // Deterministic, bound to its purpose, and still found after a new key is added.
    expect(before.digests('maria@example.org', 'email')).toEqual([digest]);
    expect(before.digests('maria@example.org', 'unsubscribe')[0]).not.toBe(digest);
    expect(after.digests('maria@example.org', 'email')).toEqual([expect.not.stringMatching(digest as string), digest]);
  });
});

