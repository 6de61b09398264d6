import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { SealedColumns } from '@formpath/documents';
import { databaseToken, type ServiceDatabase } from '@formpath/persistence';
import { badFiles, generateCase } from '@formpath/testing';
import { signedUpAgent, upload } from './support/documents-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Outside the base64 alphabet (space, hyphen), so no ciphertext can contain it by chance.
const typedAnswer = 'Apt 7261 Quillfeather-Zephyrine';
const sealedValue = /^fpf1:[A-Za-z0-9_-]+:[A-Za-z0-9+/]+={0,2}$/;

type Row = Record<string, unknown>;

const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));

describe('personal data at rest', () => {
  let t: TestApp;
  let db: ServiceDatabase;
  let agent: Awaited<ReturnType<typeof signedUpAgent>>;
  let sessionId: string;
  let needles: string[];
  let closed = false;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(databaseToken('documents'));
    agent = await signedUpAgent(t);
    const c = await generateCase(6161, ['passport', 'i94', 'i20', 'uscis_notice', 'lease_or_utility_bill']);
    for (const d of c.documents) sessionId = (await upload(agent, d.bytes, d.fileName, sessionId).expect(201)).body.sessionId;
    const processed = await agent.post(`/api/documents/${sessionId}/process`).send({ formType: 'I-485' }).expect(200);
    expect(processed.body.status).toBe('processed');

    const formData = structuredClone(processed.body.formData);
    formData.biographic_information.mailing_address.apt_number = typedAnswer;
    await agent.put(`/api/documents/${sessionId}/form`).send(formData).expect(200);

    const bio = formData.biographic_information;
    const { persona } = c;
    needles = [
      persona.name.family, persona.name.given, persona.passportNumber, persona.aNumber, persona.i94, persona.sevis, persona.address.street,
      bio.full_name.family_name, bio.passport_number, bio.a_number, bio.i_94_number, bio.date_of_birth, bio.physical_address.street, typedAnswer,
    ];
    expect(needles.every((n) => typeof n === 'string' && n.length >= 5)).toBe(true);

    // Still readable through the API, decrypted.
    const view = await agent.get(`/api/documents/${sessionId}`).expect(200);
    expect(view.body.formData.biographic_information.mailing_address.apt_number).toBe(typedAnswer);
    expect(view.body.formData.biographic_information.passport_number).toBe(bio.passport_number);
    expect(view.body.documents.map((d: { fileName: string }) => d.fileName).sort()).toEqual(c.documents.map((d) => d.fileName).sort());
    const raw = await agent.get(`/api/documents/${sessionId}/raw-text`).expect(200);
    expect(raw.body.rawOcrText).toContain(persona.passportNumber);
    expect(raw.body.rawOcrText.toUpperCase()).toContain(persona.name.family.toUpperCase());
  }, 180_000);

  afterAll(async () => {
    if (!closed) await t.close();
  });

  const found = (text: string) => needles.filter((n) => text.includes(n) || text.includes(n.toUpperCase()));
  const sql = (query: string, params: unknown[] = []): Promise<Row[]> => db.em.fork().getConnection().execute<Row[]>(query, params);

  it('keeps page text, form data, extracted data and file names sealed in the database', async () => {
    const [session] = await sql(`select * from "documents"."application_sessions" where "id" = ?`, [sessionId]);
    const documents = await sql(`select * from "documents"."documents" where "session_id" = ?`, [sessionId]);
    expect(documents).toHaveLength(5);
    for (const value of [session?.['sealed_form_data'], session?.['sealed_extracted'], ...documents.flatMap((d: Row) => [d['sealed_pages'], d['sealed_file_name']])]) {
      expect(value).toMatch(sealedValue);
    }

    // Every column of every table of the schema, as the database would print it.
    const tables = await sql(`select "table_name" from "information_schema"."tables" where "table_schema" = 'documents'`);
    expect(tables.length).toBeGreaterThanOrEqual(2);
    for (const { table_name } of tables) {
      const rows = await sql(`select t::text as "row" from "documents"."${String(table_name)}" as t`);
      const hits = rows.flatMap((r: Row) => found(String(r['row'])));
      expect({ table: table_name, hits }).toEqual({ table: table_name, hits: [] });
    }
  });

  it('reads a row written before encryption, and seals it at start', async () => {
    const up = await upload(agent, await badFiles.valid(), 'legacy.pdf').expect(201);
    // What the migration leaves of an older row: its plaintext as JSON text.
    await sql(`update "documents"."application_sessions" set "sealed_form_data" = ? where "id" = ?`, ['{"legacy":"kept readable"}', up.body.sessionId]);
    await sql(`update "documents"."documents" set "sealed_file_name" = ? where "id" = ?`, ['"older name.pdf"', up.body.documentId]);
    const before = await agent.get(`/api/documents/${up.body.sessionId}`).expect(200);
    expect(before.body.formData).toEqual({ legacy: 'kept readable' });
    expect(before.body.documents[0].fileName).toBe('older name.pdf');

    await t.app.get(SealedColumns).onApplicationBootstrap();
    const [session] = await sql(`select "sealed_form_data" from "documents"."application_sessions" where "id" = ?`, [up.body.sessionId]);
    const [document] = await sql(`select "sealed_file_name" from "documents"."documents" where "id" = ?`, [up.body.documentId]);
    expect([session?.['sealed_form_data'], document?.['sealed_file_name']]).toEqual([expect.stringMatching(sealedValue), expect.stringMatching(sealedValue)]);
    const after = await agent.get(`/api/documents/${up.body.sessionId}`).expect(200);
    expect(after.body.formData).toEqual({ legacy: 'kept readable' });
    expect(after.body.documents[0].fileName).toBe('older name.pdf');
  });

  // Embedded mode only: with DATABASE_URL the server's files are out of reach.
  (process.env['DATABASE_URL'] ? it.skip : it)('leaves no trace in the embedded database files, write-ahead log included', async () => {
    const dataDir = t.config.DATA_DIR;
    await t.app.close();
    closed = true;
    try {
      const files = await filesUnder(path.join(dataDir, 'pglite'));
      expect(files.some((f) => f.split(path.sep).includes('pg_wal'))).toBe(true);
      const hits: Array<{ file: string; needle: string }> = [];
      for (const file of await filesUnder(dataDir)) {
        const bytes = await readFile(file);
        for (const needle of needles) {
          for (const form of new Set([needle, needle.toUpperCase()])) {
            if (bytes.includes(Buffer.from(form, 'utf8'))) hits.push({ file: path.relative(dataDir, file), needle: form });
          }
        }
      }
      expect(hits).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
