import path from 'node:path';
import { EncryptedObjectStore } from './encrypted-object-store.js';
import { FsObjectStore } from './fs-object-store.js';
import { localKeyRing, parseKeyRing } from './key-ring.js';
import { S3ObjectStore } from './s3-object-store.js';

export interface StorageConfig {
  DATA_DIR: string;
  production: boolean;
  STORAGE_KEYS?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET: string;
  S3_ACCESS_KEY?: string | undefined;
  S3_SECRET_KEY?: string | undefined;
  S3_REGION: string;
}

/** S3/MinIO when S3_ENDPOINT is set, the filesystem under DATA_DIR otherwise; always encrypted. */
export const createObjectStore = (config: StorageConfig): EncryptedObjectStore => {
  if (config.production && !config.STORAGE_KEYS) throw new Error('STORAGE_KEYS must be set in production');
  const ring = config.STORAGE_KEYS ? parseKeyRing(config.STORAGE_KEYS) : localKeyRing(config.DATA_DIR);
  const inner = config.S3_ENDPOINT
    ? new S3ObjectStore({
        endpoint: config.S3_ENDPOINT,
        bucket: config.S3_BUCKET,
        accessKey: config.S3_ACCESS_KEY ?? '',
        secretKey: config.S3_SECRET_KEY ?? '',
        region: config.S3_REGION,
      })
    : new FsObjectStore(path.join(config.DATA_DIR, 'objects'));
  return new EncryptedObjectStore(inner, ring);
};
