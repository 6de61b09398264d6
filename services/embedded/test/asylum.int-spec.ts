import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { databaseToken, type ServiceDatabase } from '@formpath/persistence';
import { readFilledPdf } from '@formpath/testing';
import type request from 'supertest';
import { signedUpAgent } from './support/documents-helpers.js';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Row = Record<string, unknown>;
const filesUnder = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
const sealedValue = /^fpf1:[A-Za-z0-9_-]+:[A-Za-z0-9+/]+={0,2}$/;

const answer = (questionId: string, text: string, value?: string) => ({ questionId, question: `Question ${questionId}`, answer: text, ...(value ? { value } : {}) });
const religiousCase = [
  answer('family_name', 'Quillfeather'),
  answer('date_of_last_arrival', '2026-03-02', '2026-03-02'),
  answer('persecution_ground', 'Religion', 'religion'),
  answer('past_harm', 'Yes', 'yes'),
  answer('government_involvement', 'The government was the persecutor', 'persecutor'),
];
const socialGroupCase = [
  answer('persecution_ground', 'Membership in Particular Social Group', 'socialGroup'),
  answer('past_harm', 'No', 'no'),
  answer('fear_of_return', 'Yes', 'yes'),
  answer('government_involvement', 'The government was unwilling to protect me', 'unwillingToProtect'),
  answer('date_of_last_arrival', '2023-01-15', '2023-01-15'),
];

describe('asylum follow-up questions without a model (POST /api/asylum/ai-questions)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers anyone on the guide with 15 curated questions chosen by the answers, and says so', async () => {
    const religious = await t.agent().post('/api/asylum/ai-questions').send({ answers: religiousCase, count: 15 }).expect(200);
    expect(religious.body.metadata).toEqual({ source: 'fallback', count: 15, message: 'A curated fallback follow-up set is used while the AI service is unavailable.' });
    expect(religious.body.questions.map((q: { id: string }) => q.id)).toEqual(Array.from({ length: 15 }, (_, i) => `ai_followup_${i + 1}`));
    expect(religious.body.questions[0]).toMatchObject({ type: 'textarea', required: false, category: 'AI Deep Dive' });

    const social = await t.agent().post('/api/asylum/ai-questions').send({ answers: socialGroupCase, count: 15 }).expect(200);
    const texts = (res: request.Response) => res.body.questions.map((q: { text: string }) => q.text);
    expect(texts(social)).not.toEqual(texts(religious));
    expect(texts(social).join(' ')).toMatch(/police|group/i);

    const spanish = await t.agent().post('/api/asylum/ai-questions').send({ answers: religiousCase, language: 'es' }).expect(200);
    expect(spanish.body.questions).toHaveLength(15);
    expect(texts(spanish).every((q: string) => q.includes('¿'))).toBe(true);
  });

  it('refuses a body it cannot use with a clear 400, extra fields included', async () => {
    const bad = await t.agent().post('/api/asylum/ai-questions').send({ answers: 'all of them' }).expect(400);
    expect(bad.body.message).toBe('answers must be a list of questions and answers.');
    await t.agent().post('/api/asylum/ai-questions').send({ answers: [], count: 16 }).expect(400);
    await t.agent().post('/api/asylum/ai-questions').send({ answers: [], admin: true }).expect(400);
    await t.agent().post('/api/asylum/ai-questions').send({ answers: [{ question: 'q', answer: 'a', extra: 1 }] }).expect(400);
  });

  it('limits requests per connection, saying how long to wait', async () => {
    const limitedApp = await startTestApp({ ASYLUM_FOLLOW_UPS_PER_MINUTE: '2' });
    try {
      for (let i = 0; i < 2; i += 1) await limitedApp.agent().post('/api/asylum/ai-questions').send({ answers: [] }).expect(200);
      const limited = await limitedApp.agent().post('/api/asylum/ai-questions').send({ answers: [] }).expect(429);
      expect(limited.body.message).toBe('Too many follow-up requests from this connection. Please wait a minute and try again.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limitedApp.close();
    }
  });

});

describe('asylum follow-up questions with an OpenAI-compatible model', () => {
  let t: TestApp;
  let llm: FakeOpenAi;
  let reply: () => Record<string, unknown>;
  beforeAll(async () => {
    llm = await startFakeOpenAi(() => reply());
    t = await startTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.url, OPENAI_MODEL: 'fake-model' });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('asks the model with at most the first 12 non-empty answers, drops empty and repeated questions, and tops up to 15', async () => {
    reply = () => ({
      questions: [
        { text: 'Which church did you attend, and since when?', type: 'textarea', options: [], category: 'Religion' },
        { text: '  ', type: 'textarea', options: [], category: '' },
        { text: 'which church did you attend, and since when', type: 'text', options: [], category: '' },
        { text: 'Were you ever detained?', type: 'radio', options: ['Yes', 'No'], category: '' },
      ],
    });
    const many = Array.from({ length: 20 }, (_, i) => answer(`q${i}`, i === 3 ? '   ' : `Answer number ${i}`));
    const res = await t.agent().post('/api/asylum/ai-questions').send({ answers: many, count: 15 }).expect(200);
    expect(res.body.metadata).toEqual({ source: 'ai', count: 15 });
    expect(res.body.questions.slice(0, 2)).toEqual([
      { id: 'ai_followup_1', text: 'Which church did you attend, and since when?', type: 'textarea', required: false, category: 'Religion' },
      { id: 'ai_followup_2', text: 'Were you ever detained?', type: 'radio', options: ['Yes', 'No'], required: false, category: 'AI Deep Dive' },
    ]);
    expect(new Set(res.body.questions.map((q: { text: string }) => q.text)).size).toBe(15);
    const sent = JSON.stringify(llm.requests.at(-1));
    expect(sent).toContain('Answer number 12');
    expect(sent).not.toContain('Answer number 13');
    expect(sent).not.toContain('Answer number 3');
  });

  it('never sends the model who the applicant is', async () => {
    reply = () => ({ questions: [{ text: 'Which party did you belong to?', type: 'textarea', options: [], category: '' }] });
    await t.agent().post('/api/asylum/ai-questions').send({ answers: [answer('date_of_birth', '1990-03-15'), ...religiousCase] }).expect(200);
    const sent = JSON.stringify(llm.requests.at(-1));
    expect(sent).not.toContain('Quillfeather');
    expect(sent).not.toContain('1990-03-15');
    expect(sent).toContain('Religion');
  });

  it('falls back to the curated set when the model fails', async () => {
    reply = () => ({ nothing: 'useful' });
    const res = await t.agent().post('/api/asylum/ai-questions').send({ answers: religiousCase }).expect(200);
    expect(res.body.metadata.source).toBe('fallback');
    expect(res.body.questions).toHaveLength(15);
  });
});

describe('the asylum guide’s saved progress (GET, PUT, DELETE /api/asylum/progress)', () => {
  let t: TestApp;
  let db: ServiceDatabase;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(databaseToken('documents'));
  });
  afterAll(() => t.close());
  const sql = (query: string, params: unknown[] = []): Promise<Row[]> => db.em.fork().getConnection().execute<Row[]>(query, params);
  const narrative = 'They burned the Quillfeather-Zephyrine chapel';
  const progress = (updatedAt: string, extra: Record<string, string> = {}) => ({
    answers: { family_name: 'Quillfeather', past_harm_details: narrative, ...extra },
    followUps: [],
    followUpSource: null,
    checked: ['passport'],
    step: 2,
    page: 3,
    updatedAt,
  });

  it('is for signed-in applicants only', async () => {
    await t.agent().get('/api/asylum/progress').expect(401);
    await t.agent().put('/api/asylum/progress').send(progress(new Date().toISOString())).expect(401);
    await t.agent().get('/api/asylum/i589').expect(401);
  });

  it('keeps answers sealed in the database, gives them back to their owner only, and merges an older copy in', async () => {
    const owner = await signedUpAgent(t);
    const other = await signedUpAgent(t);
    expect((await owner.get('/api/asylum/progress').expect(200)).body).toEqual({ progress: null });

    const saved = await owner.put('/api/asylum/progress').send(progress('2026-11-25T10:00:00.000Z')).expect(200);
    expect(saved.body.progress.answers.past_harm_details).toBe(narrative);
    expect((await owner.get('/api/asylum/progress').expect(200)).body.progress).toMatchObject({ checked: ['passport'], step: 2, page: 3 });
    expect((await other.get('/api/asylum/progress').expect(200)).body).toEqual({ progress: null });

    // The owner's row (the database may hold other tests' rows when it is a shared PostgreSQL).
    const ownerId = (await owner.get('/api/auth/me').expect(200)).body.id as string;
    const rows = await sql(`select t::text as "row", "sealed_progress" from "documents"."asylum_progress" as t where "user_id" = ?`, [ownerId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.['sealed_progress']).toMatch(sealedValue);
    expect(String(rows[0]?.['row'])).not.toContain('Quillfeather');

    // An older copy (a device that was offline) overwrites nothing, and adds what only it has.
    const stale = await owner.put('/api/asylum/progress').send(progress('2026-11-25T09:00:00.000Z', { family_name: 'Older', religion: 'Evangelical' })).expect(200);
    expect(stale.body.progress.answers).toMatchObject({ family_name: 'Quillfeather', religion: 'Evangelical', past_harm_details: narrative });
    await owner.put('/api/asylum/progress').send(progress('2026-11-25T11:00:00.000Z', { family_name: 'Newer' })).expect(200);
    expect((await owner.get('/api/asylum/progress').expect(200)).body.progress.answers.family_name).toBe('Newer');

    expect((await owner.delete('/api/asylum/progress').expect(200)).body).toEqual({ deleted: true });
    expect((await owner.get('/api/asylum/progress').expect(200)).body).toEqual({ progress: null });
    expect(await sql(`select 1 from "documents"."asylum_progress" where "user_id" = ?`, [ownerId])).toHaveLength(0);
  });

  it('refuses a progress body it cannot keep', async () => {
    const agent = await signedUpAgent(t);
    const bad = await agent.put('/api/asylum/progress').send({ answers: { a: 1 }, updatedAt: 'yesterday' }).expect(400);
    expect(bad.body.message).toBeTruthy();
    await agent.put('/api/asylum/progress').send({ ...progress(new Date().toISOString()), step: 9 }).expect(400);
    await agent.put('/api/asylum/progress').send({ ...progress(new Date().toISOString()), extra: 1 }).expect(400);
    expect((await agent.get('/api/asylum/progress').expect(200)).body).toEqual({ progress: null });
  });

  it('says plainly when there is nothing to draft an I-589 from', async () => {
    const agent = await signedUpAgent(t);
    const res = await agent.get('/api/asylum/i589').expect(409);
    expect(res.body.message).toBe('There are no saved answers to prepare a draft I-589 from yet. Please answer the questionnaire first.');
  });
  it('downloads a draft I-589 filled from the saved answers, marked as a draft on every page', async () => {
    const agent = await signedUpAgent(t);
    const answers = { family_name: 'Quillfeather', given_name: 'Ana', persecution_ground: 'politicalOpinion', past_harm: 'yes', past_harm_details: narrative.repeat(200), ai_followup_1: 'At the Tegucigalpa checkpoint' };
    const followUps = [{ id: 'ai_followup_1', text: 'Where were you stopped?', type: 'textarea', required: false, category: 'AI Deep Dive' }];
    await agent.put('/api/asylum/progress').send({ ...progress(new Date().toISOString()), answers, followUps, followUpSource: 'fallback' }).expect(200);
    const res = await agent.get('/api/asylum/i589').buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/filename="?I-589_DRAFT_Quillfeather_\d{4}-\d{2}-\d{2}\.pdf/);
    const pdf = await readFilledPdf(new Uint8Array(res.body as Buffer));
    try {
      expect(pdf.values.get('form1[0].#subform[0].PtAILine4_LastName[0]')).toBe('Quillfeather');
      // The long narrative goes on continuation pages, whole; every page says it is a draft.
      expect(pdf.pages).toBeGreaterThan(12);
      const pageTexts = await Promise.all(Array.from({ length: pdf.pages }, (_, i) => pdf.text(i + 1)));
      const everything = [...pdf.values.values(), ...pageTexts].join(' ');
      expect(everything).toContain('Where were you stopped?');
      expect(everything).toContain('At the Tegucigalpa checkpoint');
      for (const text of pageTexts) expect(text).toContain('DRAFT prepared with Formpath');
    } finally {
      await pdf.close();
    }
    // The draft holds the whole story: nothing of it stays in storage once it has been sent.
    expect(await filesUnder(join(t.config.DATA_DIR, 'objects', 'drafts'))).toEqual([]);
  });
});
