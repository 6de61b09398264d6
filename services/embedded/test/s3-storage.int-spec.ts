import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createObjectStore, ObjectNotFoundError, S3ObjectStore } from '@formpath/storage';

describe('S3 storage adapter (against s3rver, a local S3)', () => {
  let server: S3rver;
  let endpoint: string;
  const dir = mkdtempSync(path.join(tmpdir(), 'formpath-s3-'));

  beforeAll(async () => {
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
    const { port } = (await server.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates its bucket, stores encrypted objects, lists and deletes them', async () => {
    const store = createObjectStore({
      DATA_DIR: dir,
      production: false,
      STORAGE_KEYS: `k1:${randomBytes(32).toString('base64')}`,
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'formpath-test',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    });
    const body = Buffer.from('%PDF-1.7 the applicant passport');
    await store.put('originals/one', body);
    expect((await store.get('originals/one')).equals(body)).toBe(true);

    const raw = new S3ObjectStore({ endpoint, bucket: 'formpath-test', accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' });
    expect((await raw.get('originals/one')).includes(Buffer.from('passport'))).toBe(false);

    const keys: string[] = [];
    for await (const o of store.list('originals/')) keys.push(o.key);
    expect(keys).toEqual(['originals/one']);
    await store.delete('originals/one');
    await expect(store.get('originals/one')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });
});
