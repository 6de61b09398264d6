import { createHmac, hkdfSync } from 'node:crypto';
import { Envelope, MissingKeyError, wrappedKeyBytes, type KeyRing } from './envelope.js';

const format = 'fpf1';
const sealedPattern = /^fpf1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9+/]+={0,2})$/;

/**
 * Database values encrypted at rest with the envelope and master keys of the stored files.
 * The caller names where a value lives (table, column, row, owner) as its context: it is bound
 * as associated data, so a value copied to another row or column does not decrypt.
 *
 * Text form: "fpf1:" keyId ":" base64(wrapped data key | sealed body). The key id stays
 * readable so that values still under an older key can be found, in SQL, and sealed again.
 */
export class FieldCipher {
  private readonly envelope: Envelope;
  private readonly keyIds: string[];

  constructor(private readonly ring: KeyRing) {
    this.envelope = new Envelope(ring);
    this.keyIds = [...ring.keys.keys()];
  }

  /**
   * A keyed digest (HMAC-SHA256 under a key derived from each master key for `purpose`), current
   * key first: an index or a link that finds a sealed row without storing its value in the clear.
   * A lookup tries them all, so rows written under an older key we still hold are found.
   */
  digests(value: string, purpose: string): string[] {
    const ids = [this.ring.current, ...this.keyIds.filter((id) => id !== this.ring.current)];
    return ids.map((id) => {
      const master = this.ring.keys.get(id) as Buffer;
      const key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `formpath:${purpose}`, 32));
      return createHmac('sha256', key).update(value, 'utf8').digest('hex');
    });
  }

  /** Values sealed with the current key start with this; any other value needs sealing again. */
  get currentPrefix(): string {
    return `${format}:${this.envelope.currentKeyId}:`;
  }

  /**
   * Prefixes of values sealed with an older key we still hold: those are sealed again at start.
   * Values under a key we do not hold (another deployment's, or a dropped key) are left alone.
   */
  get olderPrefixes(): string[] {
    return this.keyIds.filter((id) => id !== this.envelope.currentKeyId).map((id) => `${format}:${id}:`);
  }

  seal(plain: string, context: string): string {
    const { keyId, wrappedKey, body } = this.envelope.seal(Buffer.from(plain, 'utf8'), Buffer.from(context));
    return `${format}:${keyId}:${Buffer.concat([wrappedKey, body]).toString('base64')}`;
  }

  open(sealed: string, context: string): string {
    const match = sealedPattern.exec(sealed);
    if (!match) throw new Error('The value is not in the sealed format');
    const bytes = Buffer.from(match[2] as string, 'base64');
    const envelope = { keyId: match[1] as string, wrappedKey: bytes.subarray(0, wrappedKeyBytes), body: bytes.subarray(wrappedKeyBytes) };
    try {
      return this.envelope.open(envelope, Buffer.from(context)).toString('utf8');
    } catch (err) {
      if (err instanceof MissingKeyError) throw err;
      throw new Error(`The sealed value does not open for ${context}: it was altered or belongs elsewhere`, { cause: err });
    }
  }

  /** Written by this cipher, as opposed to plaintext stored before encryption. */
  static isSealed(value: string): boolean {
    return sealedPattern.test(value);
  }
}
