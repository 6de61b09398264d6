import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Master keys by id; the first is current: new values use it, older ids still decrypt (rotation). */
/** Data sealed with a master key that STORAGE_KEYS no longer lists. */
export class MissingKeyError extends Error {
  constructor(readonly keyId: string) {
    super(`Storage key "${keyId}" is not configured; STORAGE_KEYS must list it to decrypt data sealed with it`);
    this.name = 'MissingKeyError';
  }
}

export interface KeyRing {
  current: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** One value sealed under its own data key: the master key's id, the wrapped data key, the sealed body. */
export interface SealedEnvelope {
  keyId: string;
  wrappedKey: Buffer;
  body: Buffer;
}

const ivBytes = 12;
const tagBytes = 16;
/** A wrapped 32-byte data key: iv, tag, key. */
export const wrappedKeyBytes = ivBytes + tagBytes + 32;

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
 * Envelope encryption, shared by stored files and database columns: each value gets its own
 * random AES-256-GCM data key, stored wrapped by a master key of the ring. The associated data
 * (where the value lives) is bound to both, so a ciphertext moved elsewhere does not decrypt.
 */
export class Envelope {
  constructor(private readonly ring: KeyRing) {}

  get currentKeyId(): string {
    return this.ring.current;
  }

  seal(plain: Buffer, aad: Buffer): SealedEnvelope {
    const dataKey = randomBytes(32);
    return { keyId: this.ring.current, wrappedKey: seal(this.masterKey(this.ring.current), dataKey, aad), body: seal(dataKey, plain, aad) };
  }

  open({ keyId, wrappedKey, body }: SealedEnvelope, aad: Buffer): Buffer {
    return open(open(this.masterKey(keyId), wrappedKey, aad), body, aad);
  }

  /** Rotation: the data key wrapped again with the current master key, the body untouched; null when already current. */
  rewrap(sealed: SealedEnvelope, aad: Buffer): SealedEnvelope | null {
    if (sealed.keyId === this.ring.current) return null;
    const dataKey = open(this.masterKey(sealed.keyId), sealed.wrappedKey, aad);
    return { keyId: this.ring.current, wrappedKey: seal(this.masterKey(this.ring.current), dataKey, aad), body: sealed.body };
  }

  private masterKey(id: string): Buffer {
    const key = this.ring.keys.get(id);
    if (!key) throw new MissingKeyError(id);
    return key;
  }
}
