import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { EncryptedObjectStore } from './encrypted-object-store.js';
import { FsObjectStore } from './fs-object-store.js';
import { parseKeyRing } from './key-ring.js';
import { ObjectNotFoundError } from './object-store.js';

const key = () => randomBytes(32).toString('base64');

describe('encrypted object storage on the filesystem', () => {
  let dir: string;
  beforeEach(async () => (dir = await mkdtemp(path.join(os.tmpdir(), 'fp-store-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('stores ciphertext only and reads the plaintext back', async () => {
    const store = new EncryptedObjectStore(new FsObjectStore(dir), parseKeyRing(`k1:${key()}`));
    const secret = Buffer.from('%PDF-1.7 passport of Ana Martinez');
    await store.put('originals/abc', secret);
    const raw = await readFile(path.join(dir, 'originals', 'abc'));
    expect(raw.includes(Buffer.from('Martinez'))).toBe(false);
    expect((await store.get('originals/abc')).equals(secret)).toBe(true);
  });

  it('refuses tampered bytes and a ciphertext moved under another key', async () => {
    const inner = new FsObjectStore(dir);
    const store = new EncryptedObjectStore(inner, parseKeyRing(`k1:${key()}`));
    await store.put('originals/a', Buffer.from('data'));
    const sealed = await inner.get('originals/a');
    await inner.put('originals/b', sealed);
    await expect(store.get('originals/b')).rejects.toThrow();
    sealed.writeUInt8((sealed.at(-1) as number) ^ 1, sealed.length - 1);
    await inner.put('originals/a', sealed);
    await expect(store.get('originals/a')).rejects.toThrow();
  });

  it('rotates: old objects still open, and rewrap moves them to the current key', async () => {
    const inner = new FsObjectStore(dir);
    const [k1, k2] = [key(), key()];
    await new EncryptedObjectStore(inner, parseKeyRing(`k1:${k1}`)).put('originals/x', Buffer.from('before rotation'));
    const rotated = new EncryptedObjectStore(inner, parseKeyRing(`k2:${k2},k1:${k1}`));
    expect((await rotated.get('originals/x')).toString()).toBe('before rotation');
    expect(await rotated.rewrap('originals/x')).toBe(true);
    expect(await rotated.rewrap('originals/x')).toBe(false);
    const k2Only = new EncryptedObjectStore(inner, parseKeyRing(`k2:${k2}`));
    expect((await k2Only.get('originals/x')).toString()).toBe('before rotation');
    await expect(new EncryptedObjectStore(inner, parseKeyRing(`k1:${k1}`)).get('originals/x')).rejects.toThrow('"k2" is not configured');
  });

  it('deletes idempotently, lists, and refuses keys that could leave the store', async () => {
    const store = new FsObjectStore(dir);
    await store.put('originals/one', Buffer.from('1'));
    const listed = [];
    for await (const o of store.list('originals')) listed.push(o.key);
    expect(listed).toEqual(['originals/one']);
    await store.delete('originals/one');
    await store.delete('originals/one');
    expect(await readdir(path.join(dir, 'originals'))).toEqual([]);
    await expect(store.get('originals/one')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow('Invalid object key');
  });

  it('refuses malformed key configuration', () => {
    expect(() => parseKeyRing('k1:short')).toThrow('32-byte');
    expect(() => parseKeyRing('')).toThrow();
  });
});
