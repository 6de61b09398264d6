import { Client } from 'minio';
import { assertKey, ObjectNotFoundError, type ObjectStore, type StoredObject } from './object-store.js';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** Distributed mode: S3 or MinIO, path-style so MinIO and local test servers work alike. */
export class S3ObjectStore implements ObjectStore {
  private readonly client: Client;
  private bucketReady?: Promise<void>;

  constructor(private readonly options: S3Options) {
    const url = new URL(options.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      useSSL: url.protocol === 'https:',
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: options.region,
      pathStyle: true,
    });
  }

  async put(key: string, body: Buffer): Promise<void> {
    await this.ensureBucket();
    // A single PUT: our objects stay far below the multipart threshold (10 MB uploads).
    await this.client.putObject(this.options.bucket, assertKey(key), body, body.length);
  }

  async get(key: string): Promise<Buffer> {
    try {
      const stream = await this.client.getObject(this.options.bucket, assertKey(key));
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (err) {
      if ((err as { code?: string }).code === 'NoSuchKey') throw new ObjectNotFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.removeObject(this.options.bucket, assertKey(key));
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    await this.ensureBucket();
    for await (const item of this.client.listObjectsV2(this.options.bucket, prefix, true)) {
      const { name, lastModified } = item as { name?: string; lastModified?: Date };
      if (name && lastModified) yield { key: name, lastModified };
    }
  }

  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.options.bucket))) {
        await this.client.makeBucket(this.options.bucket, this.options.region).catch(async (err: unknown) => {
          // Another replica may have created it in the meantime.
          if (!(await this.client.bucketExists(this.options.bucket))) throw err;
        });
      }
    })().catch((err: unknown) => {
      this.bucketReady = undefined;
      throw err;
    });
    return this.bucketReady;
  }
}
