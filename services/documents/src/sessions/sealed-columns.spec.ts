import { randomBytes, randomUUID } from 'node:crypto';
import { ServiceDatabase } from '@formpath/persistence';
import { createLogger } from '@formpath/server-kit';
import { FieldCipher, parseKeyRing } from '@formpath/storage';
import { documentsDatabase } from '../documents.database.js';
import { ApplicationSessionEntity } from './application-session.entity.js';
import { DocumentEntity } from './document.entity.js';
import { SealedColumns } from './sealed-columns.js';

const key = () => randomBytes(32).toString('base64');
const [k1, k2] = [key(), key()];

/** The documents schema in memory, with its columns sealed under the given keys. */
const open = async (keys: string) => {
  const db = await ServiceDatabase.open({ DATA_DIR: 'memory://' }, documentsDatabase);
  await db.migrate();
  const sealed = new SealedColumns(db, new FieldCipher(parseKeyRing(keys)), createLogger('documents', 'silent'));
  sealed.onModuleInit();
  return { db, sealed };
};

describe('sealed columns', () => {
  let db: ServiceDatabase;
  beforeAll(async () => ({ db } = await open(`k1:${k1}`)));
  afterAll(() => db.close());

  const stored = async (table: string, id: string) =>
    (await db.em.getConnection().execute<Array<Record<string, unknown>>>(`select * from "documents"."${table}" where "id" = ?`, [id]))[0] as Record<string, unknown>;

  const createSession = async (formData: Record<string, unknown> | null = null) => {
    const em = db.em.fork();
    const now = new Date();
    const session = em.create(ApplicationSessionEntity, {
      id: randomUUID(), userId: `user-${randomUUID()}`, formType: 'I-485', status: 'uploaded', stage: 'idle', formData,
      createdAt: now, updatedAt: now, expiresAt: new Date(now.getTime() + 3_600_000),
    });
    await em.flush(); // the document references it
    const document = em.create(DocumentEntity, {
      id: randomUUID(), sessionId: session.id, userId: session.userId, fileName: 'pasaporte de Ana.pdf', fileSize: 1, pageCount: 1,
      status: 'read', pagesDone: 1, uploadedAt: now, pages: [{ page: 1, text: 'MARTINEZ LOPEZ ANA X12345678', source: 'text-layer', confidence: null }],
    });
    await em.flush();
    return { session, document };
  };

  it('stores ciphertext only, and gives the plain values back on load', async () => {
    const { session, document } = await createSession({ name: 'Ana Martinez' });
    const row = await stored('documents', document.id);
    expect(row['sealed_pages']).toMatch(/^fpf1:k1:/);
    expect(row['sealed_file_name']).toMatch(/^fpf1:k1:/);
    expect(JSON.stringify(row)).not.toMatch(/MARTINEZ|X12345678|pasaporte/);
    expect((await stored('application_sessions', session.id))['sealed_form_data']).toMatch(/^fpf1:k1:/);
    const em = db.em.fork();
    expect((await em.findOneOrFail(ApplicationSessionEntity, { id: session.id })).formData).toEqual({ name: 'Ana Martinez' });
    const loaded = await em.findOneOrFail(DocumentEntity, { id: document.id });
    expect([loaded.fileName, loaded.pages?.[0]?.text]).toEqual(['pasaporte de Ana.pdf', 'MARTINEZ LOPEZ ANA X12345678']);
    expect((await em.findOneOrFail(ApplicationSessionEntity, { id: session.id })).extracted).toBeNull();
  });

  it('seals assignments and changes made in place, and writes nothing when nothing changed', async () => {
    const { session } = await createSession({ name: 'Ana', nested: { street: '1 Main St' } });
    const before = (await stored('application_sessions', session.id))['sealed_form_data'];
    const em = db.em.fork();
    const loaded = await em.findOneOrFail(ApplicationSessionEntity, { id: session.id });
    expect(loaded.formData).toEqual({ name: 'Ana', nested: { street: '1 Main St' } });
    await em.flush();
    expect((await stored('application_sessions', session.id))['sealed_form_data']).toBe(before);

    (loaded.formData as { nested: { street: string } }).nested.street = '2 Oak Ave';
    await em.flush();
    expect((await stored('application_sessions', session.id))['sealed_form_data']).not.toBe(before);
    loaded.extracted = { fields: {} };
    await em.flush();
    const again = await db.em.fork().findOneOrFail(ApplicationSessionEntity, { id: session.id });
    expect([again.formData, again.extracted]).toEqual([{ name: 'Ana', nested: { street: '2 Oak Ave' } }, { fields: {} }]);
  });

  it('opens the text of a document first loaded without it', async () => {
    const { document } = await createSession();
    const em = db.em.fork();
    const partial = await em.findOneOrFail(DocumentEntity, { id: document.id }, { exclude: ['sealedPages'] });
    expect([partial.pages, partial.fileName]).toEqual([undefined, 'pasaporte de Ana.pdf']);
    const full = await em.findOneOrFail(DocumentEntity, { id: document.id });
    expect(full).toBe(partial);
    expect(full.pages?.[0]?.text).toBe('MARTINEZ LOPEZ ANA X12345678');
  });

  it('refuses a value copied into another row', async () => {
    const [a, b] = [await createSession({ name: 'A' }), await createSession({ name: 'B' })];
    await db.em.getConnection().execute(
      `update "documents"."application_sessions" set "sealed_form_data" = (select "sealed_form_data" from "documents"."application_sessions" where "id" = ?) where "id" = ?`,
      [a.session.id, b.session.id],
    );
    const copied = await db.em.fork().findOneOrFail(ApplicationSessionEntity, { id: b.session.id });
    expect(() => copied.formData).toThrow('does not open');
  });

  it('reads values under an older key after rotation, and seals them again with the current key at start', async () => {
    const { session, document } = await createSession({ name: 'rotated' });
    const rotated = await open(`k2:${k2},k1:${k1}`);
    try {
      const em = rotated.db.em.fork();
      expect((await em.findOneOrFail(ApplicationSessionEntity, { id: session.id })).formData).toEqual({ name: 'rotated' });
      await rotated.sealed.onApplicationBootstrap();
      expect((await stored('application_sessions', session.id))['sealed_form_data']).toMatch(/^fpf1:k2:/);
      expect((await stored('documents', document.id))['sealed_pages']).toMatch(/^fpf1:k2:/);
      const fresh = await rotated.db.em.fork().findOneOrFail(DocumentEntity, { id: document.id });
      expect(fresh.fileName).toBe('pasaporte de Ana.pdf');
    } finally {
      await rotated.db.close();
    }
  });
});
