import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ObjectStore, StoredObject } from './object-store.js';

/** Master keys by id; the first is current: new objects use it, older ids still decrypt (rotation). */
export interface KeyRing {
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

const magic = Buffer.from('FPE1');
const ivBytes = 12;
const tagBytes = 16;

const seal = (key: Buffer, plain: Buffer, aad: Buffer) => {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
};

const open = (key: Buffer, sealed: Buffer, aad: Buffer) => {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, ivBytes));
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(sealed.subarray(ivBytes + tagBytes)), decipher.final()]);
};

/**
 * Envelope encryption at rest: each object gets its own random AES-256-GCM data key, which is
 * stored wrapped by a master key from configuration. The object key is bound as associated
 * data, so a ciphertext copied under another key does not decrypt.
 *
 * Layout: "FPE1" | keyId length (1 byte) | keyId | wrapped data key (12+16+32) | sealed body.
 */
export class EncryptedObjectStore implements ObjectStore {
  constructor(
    private readonly inner: ObjectStore,
    private readonly ring: KeyRing,
  ) {}

  async put(key: string, body: Buffer): Promise<void> {
    const dataKey = randomBytes(32);
    await this.inner.put(key, this.layout(key, dataKey, seal(dataKey, body, Buffer.from(key))));
  }

  async get(key: string): Promise<Buffer> {
    const { keyId, wrapped, sealed } = this.parse(await this.inner.get(key));
    const aad = Buffer.from(key);
    return open(open(this.masterKey(keyId), wrapped, aad), sealed, aad);
  }

  /** Rotation: wrap the object's data key with the current master key; the body is untouched. */
  async rewrap(key: string): Promise<boolean> {
    const { keyId, wrapped, sealed } = this.parse(await this.inner.get(key));
    if (keyId === this.ring.current) return false;
    const aad = Buffer.from(key);
    await this.inner.put(key, this.layout(key, open(this.masterKey(keyId), wrapped, aad), sealed));
    return true;
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  list(prefix: string): AsyncIterable<StoredObject> {
    return this.inner.list(prefix);
  }

  /** The stored form: the data key wrapped by the current master key, then the sealed body. */
  private layout(key: string, dataKey: Buffer, sealed: Buffer): Buffer {
    const id = Buffer.from(this.ring.current);
    return Buffer.concat([magic, Buffer.from([id.length]), id, seal(this.masterKey(this.ring.current), dataKey, Buffer.from(key)), sealed]);
  }

  private parse(stored: Buffer) {
    if (!stored.subarray(0, 4).equals(magic)) throw new Error('Stored object is not in the encrypted format');
    const idLength = stored[4] ?? 0;
    const keyId = stored.subarray(5, 5 + idLength).toString();
    const wrappedEnd = 5 + idLength + ivBytes + tagBytes + 32;
    return { keyId, wrapped: stored.subarray(5 + idLength, wrappedEnd), sealed: stored.subarray(wrappedEnd) };
  }

  private masterKey(id: string): Buffer {
    const key = this.ring.keys.get(id);
    if (!key) throw new Error(`Storage key "${id}" is not configured; it is needed to read this object`);
    return key;
  }
}
