import { Envelope, wrappedKeyBytes, type KeyRing, type SealedEnvelope } from './envelope.js';
import type { ObjectStore, StoredObject } from './object-store.js';

const magic = Buffer.from('FPE1');

/**
 * Stored files encrypted at rest with the envelope of `envelope.ts`. The object key is bound
 * as associated data, so a ciphertext copied under another key does not decrypt.
 *
 * Layout: "FPE1" | keyId length (1 byte) | keyId | wrapped data key (12+16+32) | sealed body.
 */
export class EncryptedObjectStore implements ObjectStore {
  private readonly envelope: Envelope;

  constructor(
    private readonly inner: ObjectStore,
    ring: KeyRing,
  ) {
    this.envelope = new Envelope(ring);
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.inner.put(key, layout(this.envelope.seal(body, Buffer.from(key))));
  }

  async get(key: string): Promise<Buffer> {
    return this.envelope.open(parse(await this.inner.get(key)), Buffer.from(key));
  }

  /** Rotation: wrap the object's data key with the current master key; the body is untouched. */
  async rewrap(key: string): Promise<boolean> {
    const rewrapped = this.envelope.rewrap(parse(await this.inner.get(key)), Buffer.from(key));
    if (!rewrapped) return false;
    await this.inner.put(key, layout(rewrapped));
    return true;
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  list(prefix: string): AsyncIterable<StoredObject> {
    return this.inner.list(prefix);
  }
}

const layout = ({ keyId, wrappedKey, body }: SealedEnvelope): Buffer => {
  const id = Buffer.from(keyId);
  return Buffer.concat([magic, Buffer.from([id.length]), id, wrappedKey, body]);
};

const parse = (stored: Buffer): SealedEnvelope => {
  if (!stored.subarray(0, 4).equals(magic)) throw new Error('Stored object is not in the encrypted format');
  const idLength = stored[4] ?? 0;
  const wrappedEnd = 5 + idLength + wrappedKeyBytes;
  return { keyId: stored.subarray(5, 5 + idLength).toString(), wrappedKey: stored.subarray(5 + idLength, wrappedEnd), body: stored.subarray(wrappedEnd) };
};
