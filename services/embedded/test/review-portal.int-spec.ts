import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { databaseToken, type ServiceDatabase } from '@formpath/persistence';
import { KeyRotation, OutboxService, ReviewStore } from '@formpath/review';
import { LOGGER } from '@formpath/server-kit';
import { FieldCipher, keyRingFromConfig } from '@formpath/storage';
import { generateCase } from '@formpath/testing';
import { signedUpAgent, upload, waitUntil } from './support/documents-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The part of an I-485 these tests edit. */
type Form = Record<string, unknown> & { biographic_information: Record<string, string> & { full_name: Record<string, string>; physical_address: Record<string, string> } };
type Row = Record<string, unknown>;

const linkGone = { message: 'This review link has expired or was revoked. Please create a new link.', code: 'REVIEW_LINK_NOT_FOUND' };
const familyName = 'biographic_information.full_name.family_name';

/** A signed-up applicant whose passport has been read into an I-485, and a share link for it. */
const reviewedApplication = async (t: TestApp, seed = 77) => {
  const agent = await signedUpAgent(t);
  const me = await agent.get('/api/auth/me').expect(200);
  const c = await generateCase(seed, ['passport']);
  const up = await upload(agent, c.documents[0]!.bytes, 'passport.pdf').expect(201);
  const sessionId = up.body.sessionId as string;
  const processed = await agent.post(`/api/documents/${sessionId}/process`).send({ formType: 'I-485' }).expect(200);
  const link = await agent.post('/api/review-links').send({ sessionId }).expect(201);
  const token = String(link.body.url).split('/attorney-review/')[1] as string;
  return { agent, sessionId, token, email: me.body.email as string, formData: processed.body.formData as Form, persona: c.persona };
};

describe('the attorney review portal API', () => {
  let t: TestApp;
  let db: ServiceDatabase;
  let outbox: OutboxService;

  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: '' });
    db = t.app.get(databaseToken('review'));
    outbox = t.app.get(OutboxService);
  });
  afterAll(() => t.close());

  const sql = (query: string, params: unknown[] = []): Promise<Row[]> => db.em.fork().getConnection().execute<Row[]>(query, params);

  it('shows a valid link what the reviewer needs and nothing more, with no-referrer', async () => {
    const app = await reviewedApplication(t);
    const res = await t.agent().get(`/api/review/${app.token}`).expect(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ fileName: 'passport.pdf', fileNames: ['passport.pdf'], status: 'processed', formType: 'I-485', submitted: null });
    expect(res.body.formData[ 'biographic_information'].full_name.family_name).toBe(app.formData['biographic_information'].full_name.family_name);
    const evidence = res.body.fields[familyName];
    expect(evidence.sources[0]).toMatchObject({ fileName: 'passport.pdf', documentKind: 'passport', page: 1 });
    expect(evidence.sources[0]).not.toHaveProperty('documentId');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(app.sessionId);
    expect(text).not.toContain('rawOcrText');
    // The portal page itself.
    const page = await t.agent().get(`/attorney-review/${app.token}`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('answers unknown, malformed, revoked and expired tokens alike', async () => {
    const app = await reviewedApplication(t);
    const unknown = 'A'.repeat(43);
    for (const token of [unknown, 'short', `${app.token}x`]) {
      const res = await t.agent().get(`/api/review/${token}`).expect(404);
      expect(res.body).toEqual(linkGone);
    }
    await app.agent.delete(`/api/review-links/${app.sessionId}`).expect(200, { revoked: true });
    expect((await t.agent().get(`/api/review/${app.token}`).expect(404)).body).toEqual(linkGone);
    expect((await t.agent().post(`/api/review/${app.token}`).send({ reviewStatus: 'approved' }).expect(404)).body).toEqual(linkGone);

    // Expired one second ago.
    const other = await reviewedApplication(t);
    await t.agent().get(`/api/review/${other.token}`).expect(200);
    await sql(`update "review"."review_links" set "expires_at" = now() - interval '1 second' where "session_id" = ?`, [other.sessionId]);
    expect((await t.agent().get(`/api/review/${other.token}`).expect(404)).body).toEqual(linkGone);
  });

  it('applies the edits with an audit record per field, is final for the link, and notifies the applicant', async () => {
    const app = await reviewedApplication(t);
    const edited = structuredClone(app.formData);
    const oldFamily = edited['biographic_information'].full_name.family_name as string;
    edited['biographic_information'].full_name.family_name = 'Corrected-Name';
    edited['biographic_information'].physical_address.city = 'Springfield';
    const res = await t.agent()
      .post(`/api/review/${app.token}`)
      .send({ formVersion: (await t.agent().get(`/api/review/${app.token}`).expect(200)).body.formVersion, reviewStatus: 'approved', reviewNotes: 'Looks good; I fixed the family name.', formData: edited, comments: { 'biographic_information.date_of_birth': 'Please check this date against your birth certificate.' } })
      .expect(200);
    expect(res.body).toMatchObject({ success: true, reviewStatus: 'approved', changedFields: 2 });

    // The applicant's form and the documents read reflect it at once.
    const read = await app.agent.get(`/api/documents/${app.sessionId}`).expect(200);
    expect(read.body.formData['biographic_information'].full_name.family_name).toBe('Corrected-Name');
    expect(read.body).toMatchObject({ reviewStatus: 'approved', reviewNotes: 'Looks good; I fixed the family name.', reviewedAt: res.body.submittedAt });

    const status = await app.agent.get(`/api/review-links/${app.sessionId}/status`).expect(200);
    expect(status.body).toMatchObject({ reviewStatus: 'approved', reviewVerdict: 'approved', reviewNotes: 'Looks good; I fixed the family name.' });
    const changes = status.body.changes as Array<Record<string, unknown>>;
    expect(changes).toHaveLength(3);
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: familyName, oldValue: oldFamily, newValue: 'Corrected-Name', comment: null, resolution: 'open' }),
        expect.objectContaining({ path: 'biographic_information.physical_address.city', newValue: 'Springfield', resolution: 'open' }),
        expect.objectContaining({ path: 'biographic_information.date_of_birth', oldValue: null, newValue: null, comment: 'Please check this date against your birth certificate.' }),
      ]),
    );

    // Audit rows: when, which link, field, old and new value, sealed at rest.
    const [linkRow] = await sql(`select "id" from "review"."review_links" where "session_id" = ?`, [app.sessionId]);
    const rows = await sql(`select * from "review"."review_changes" where "session_id" = ?`, [app.sessionId]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ link_id: linkRow?.['id'], created_at: expect.anything() });
    expect(JSON.stringify(rows)).not.toContain('Corrected-Name');

    // Final for that link.
    const again = await t.agent().post(`/api/review/${app.token}`).send({ reviewStatus: 'reviewed' }).expect(409);
    expect(again.body.code).toBe('REVIEW_ALREADY_SUBMITTED');
    expect((await t.agent().get(`/api/review/${app.token}`).expect(200)).body.submitted).toMatchObject({ reviewStatus: 'approved' });

    // The applicant is notified (after the answer: mail never holds up the submit), without the token or the notes.
    await waitUntil(async () => (await outbox.messagesFor(app.sessionId)).some((m) => m.kind === 'notice'));
    const messages = await outbox.messagesFor(app.sessionId);
    const notice = messages.find((m) => m.kind === 'notice');
    expect(notice).toMatchObject({ to: app.email, sentVia: 'outbox', subject: 'Your application was approved by your reviewer' });
    expect(notice?.text).toContain('2 answers were changed');
    expect(notice?.text).not.toContain(app.token);
    expect(notice?.text).not.toContain('Looks good');

    // The applicant undoes one change, keeps the other; the PDF data follows.
    const family = changes.find((c) => c['path'] === familyName) as { id: string };
    await app.agent.post(`/api/review-links/${app.sessionId}/changes/${family.id}`).send({ resolution: 'undone' }).expect(200);
    const after = await app.agent.get(`/api/documents/${app.sessionId}`).expect(200);
    expect(after.body.formData['biographic_information'].full_name.family_name).toBe(oldFamily);
    expect(after.body.formData['biographic_information'].physical_address.city).toBe('Springfield');
    // Undoing again is a no-op; keeping after the applicant changed the field is refused, not overwritten.
    await app.agent.post(`/api/review-links/${app.sessionId}/changes/${family.id}`).send({ resolution: 'undone' }).expect(200);
    const city = changes.find((c) => c['path'] === 'biographic_information.physical_address.city') as { id: string };
    const mine = structuredClone(after.body.formData);
    mine['biographic_information'].physical_address.city = 'Shelbyville';
    await app.agent.put(`/api/documents/${app.sessionId}/form`).send({ formData: mine }).expect(200);
    const stale = await app.agent.post(`/api/review-links/${app.sessionId}/changes/${city.id}`).send({ resolution: 'undone' }).expect(409);
    expect(stale.body.code).toBe('REVIEW_CHANGE_STALE');
    expect((await app.agent.get(`/api/documents/${app.sessionId}`).expect(200)).body.formData['biographic_information'].physical_address.city).toBe('Shelbyville');
    const comment = changes.find((c) => c['oldValue'] === null) as { id: string };
    await app.agent.post(`/api/review-links/${app.sessionId}/changes/${comment.id}`).send({ resolution: 'undone' }).expect(400);
    await app.agent.post(`/api/review-links/${app.sessionId}/changes/${comment.id}`).send({ resolution: 'accepted' }).expect(200);
  });

  it('refuses fields the form does not have or a reviewer cannot edit, bad dates and states, and answers changed since the link was opened', async () => {
    const app = await reviewedApplication(t);
    const bad = await t.agent().post(`/api/review/${app.token}`).send({ formData: { ...app.formData, not_a_field: 'x' } }).expect(400);
    expect(bad.body.code).toBe('REVIEW_FIELD_UNKNOWN');
    const comment = await t.agent().post(`/api/review/${app.token}`).send({ comments: { constructor: 'x' } }).expect(400);
    expect(comment.body.code).toBe('REVIEW_FIELD_UNKNOWN');
    const edit = (change: (f: Form) => void) => {
      const f = structuredClone(app.formData);
      change(f);
      return t.agent().post(`/api/review/${app.token}`).send({ formData: f });
    };
    expect((await edit((f) => (f['biographic_information'].passport_number = 'X1')).expect(400)).body.code).toBe('REVIEW_FIELD_NOT_EDITABLE');
    expect((await edit((f) => (f['biographic_information'].date_of_birth = '1990-03-15')).expect(400)).body.message).toMatch(/mm\/dd\/yyyy/);
    expect((await edit((f) => (f['biographic_information'].physical_address.state = 'Texas')).expect(400)).body.code).toBe('VALIDATION_FAILED');

    // The applicant changes an answer after the attorney opened the link: the attorney's copy is stale.
    const { formVersion } = (await t.agent().get(`/api/review/${app.token}`).expect(200)).body;
    const mine = structuredClone(app.formData);
    mine['biographic_information'].full_name.given_name = 'Newer';
    await app.agent.put(`/api/documents/${app.sessionId}/form`).send({ formData: mine }).expect(200);
    const stale = await t.agent().post(`/api/review/${app.token}`).send({ formVersion, reviewStatus: 'approved', formData: app.formData }).expect(409);
    expect(stale.body.code).toBe('REVIEW_STALE');
    expect((await app.agent.get(`/api/documents/${app.sessionId}`).expect(200)).body.formData['biographic_information'].full_name.given_name).toBe('Newer');
    // Nothing was recorded: after a reload the review can still be submitted.
    const fresh = (await t.agent().get(`/api/review/${app.token}`).expect(200)).body;
    expect(fresh.submitted).toBeNull();
    await t.agent().post(`/api/review/${app.token}`).send({ formVersion: fresh.formVersion, reviewStatus: 'approved' }).expect(200);
  });

  it('keeps another application out of reach', async () => {
    const app = await reviewedApplication(t);
    const other = await reviewedApplication(t, 78);

    // A token opens its own application only; the other applicant's change ids are not reachable.
    const view = await t.agent().get(`/api/review/${app.token}`).expect(200);
    expect(view.body.formData['biographic_information'].full_name.family_name).not.toBe(other.formData['biographic_information'].full_name.family_name);
    const edited = structuredClone(other.formData);
    edited['biographic_information'].full_name.given_name = 'Changed';
    await t.agent().post(`/api/review/${other.token}`).send({ formData: edited }).expect(200);
    const [change] = (await other.agent.get(`/api/review-links/${other.sessionId}/status`).expect(200)).body.changes;
    await app.agent.post(`/api/review-links/${app.sessionId}/changes/${change.id}`).send({ resolution: 'undone' }).expect(404);
    await app.agent.post(`/api/review-links/${other.sessionId}/changes/${change.id}`).send({ resolution: 'undone' }).expect(404);
  });

  it('seals notes, values and comments again when a new storage key comes first, and still opens them', async () => {
    const app = await reviewedApplication(t, 79);
    const edited = structuredClone(app.formData);
    edited['biographic_information'].full_name.given_name = 'Rotated-Given';
    await t.agent().post(`/api/review/${app.token}`).send({ reviewNotes: 'Sealed notes', formData: edited, comments: { 'biographic_information.sex': 'A comment' } }).expect(200);
    const previous = keyRingFromConfig(t.config);
    const cipher = new FieldCipher({ current: 'rotated', keys: new Map([['rotated', randomBytes(32)], ...previous.keys]) });
    // As after a restart with STORAGE_KEYS "rotated:…,<previous>".
    await new KeyRotation(db, cipher, t.app.get<Logger>(LOGGER)).onApplicationBootstrap();
    const sealed = [
      ...(await sql(`select "sealed_notes" as v from "review"."reviews" where "session_id" = ?`, [app.sessionId])),
      ...(await sql(`select unnest(array["sealed_old", "sealed_new", "sealed_comment"]) as v from "review"."review_changes" where "session_id" = ?`, [app.sessionId])),
    ].map((r) => r['v']).filter((v) => v !== null);
    expect(sealed).toHaveLength(4);
    expect(sealed.every((v) => String(v).startsWith('fpf1:rotated:'))).toBe(true);
    const store = new ReviewStore(db, cipher);
    expect(await store.latest(app.sessionId)).toMatchObject({ notes: 'Sealed notes' });
    expect(await store.changes(app.sessionId)).toEqual(expect.arrayContaining([expect.objectContaining({ newValue: 'Rotated-Given' }), expect.objectContaining({ comment: 'A comment' })]));
  });

  it('rate limits token lookups per client', async () => {
    const limited = await startTestApp({ SMTP_URL: '', REVIEW_LOOKUPS_PER_MINUTE: '3' });
    try {
      const token = 'B'.repeat(43);
      for (let i = 0; i < 3; i++) await limited.agent().get(`/api/review/${token}`).expect(404);
      const res = await limited.agent().get(`/api/review/${token}`).expect(429);
      expect(res.body.code).toBe('REVIEW_LOOKUP_RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
