import path from 'node:path';
import { EncryptedObjectStore } from './encrypted-object-store.js';
import { FsObjectStore } from './fs-object-store.js';
import { FieldCipher } from './field-cipher.js';
import { keyRingFromConfig, type KeyRingConfig } from './key-ring.js';
import { S3ObjectStore } from './s3-object-store.js';

export interface StorageConfig extends KeyRingConfig {
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET: string;
  S3_ACCESS_KEY?: string | undefined;
  S3_SECRET_KEY?: string | undefined;
  S3_REGION: string;
}

/** S3/MinIO when S3_ENDPOINT is set, the filesystem under DATA_DIR otherwise; always encrypted. */
export const createObjectStore = (config: StorageConfig): EncryptedObjectStore => {
  const ring = keyRingFromConfig(config);
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

/** Database columns sealed with the same master keys as the stored files. */
export const createFieldCipher = (config: KeyRingConfig): FieldCipher => new FieldCipher(keyRingFromConfig(config));
