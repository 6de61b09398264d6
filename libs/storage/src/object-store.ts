/** The storage port: opaque bytes under keys we generate. Adapters: filesystem and S3/MinIO. */
export interface ObjectStore {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Deleting a missing object is not an error: deletions are retried by sweeps. */
  delete(key: string): Promise<void>;
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

// Keys are ours (prefix/uuid); anything else is refused so a key can never walk out of its bucket or folder.
const keyPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export const assertKey = (key: string): string => {
  if (!keyPattern.test(key) || key.length > 200) throw new Error(`Invalid object key: ${key}`);
  return key;
};
