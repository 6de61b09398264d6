import { generateCase } from '@formpath/testing';
import { signedUpAgent, upload } from './support/documents-helpers.js';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const question = 'Where do I write my I-94 arrival record number?';
type Source = { content: string; metadata: { id: string; form: string; edition: string; page: number; part: number | null; item: string | null } };

describe('legal explanations without a model (POST /api/legal/explain, /api/legal/guidance/{formType})', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LEGAL_QUESTIONS_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('asks for sign-in first', async () => {
    await t.agent().post('/api/legal/explain').send({ query: question }).expect(401);
    await t.agent().post('/api/legal/guidance/I-485').expect(401);
  });

  it('answers from the official forms, every source cited with form, edition, page, part and item', async () => {
    const agent = await signedUpAgent(t);
    const res = await agent.post('/api/legal/explain').send({ query: question, formType: 'I-485' }).expect(200);
    expect(res.body).toMatchObject({ success: true, error: null, usage: { total_tokens: 0 }, data: { answeredBy: 'passages', answered: true } });
    const sources = res.body.data.sources as Source[];
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThanOrEqual(3);
    for (const s of sources) expect(s.metadata).toMatchObject({ form: 'I-485', edition: '01/20/25', page: expect.any(Number) });
    expect(sources.some((s) => /I-94/.test(s.content))).toBe(true);
    expect(res.body.data.output.length).toBeGreaterThan(0);
  });

  it('refuses an empty or blank question with a clear message, and counts questions per user', async () => {
    const agent = await signedUpAgent(t);
    for (const query of ['', '   ']) expect((await agent.post('/api/legal/explain').send({ query }).expect(400)).body.message).toBe('Please type a question.');
    for (let i = 0; i < 5; i++) await agent.post('/api/legal/explain').send({ query: 'What is an A-Number?' }).expect(200);
    const limited = await agent.post('/api/legal/explain').send({ query: 'What is an A-Number?' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another applicant is not held up by the first.
    await (await signedUpAgent(t)).post('/api/legal/explain').send({ query: 'What is an A-Number?' }).expect(200);
  });

  it('gives guidance for the I-485 and the I-765, and says plainly which forms it explains', async () => {
    const agent = await signedUpAgent(t);
    for (const form of ['I-485', 'i-765']) {
      const res = await agent.post(`/api/legal/guidance/${form}`).expect(200);
      const sources = res.body.data.sources as Source[];
      expect(sources).toHaveLength(3);
      expect(sources.every((s) => s.metadata.form === form.toUpperCase())).toBe(true);
      // The form's own words: an incomplete application, the certification, and where extra answers go.
      const output = res.body.data.output as string;
      expect(output).toMatch(/^NOTE TO ALL APPLICANTS: If you do not completely fill out this application/);
      expect(output).toMatch(/I certify, under penalty of perjury|Copies of any documents I have submitted are exact photocopies/);
      expect(output).toMatch(/If you need extra space to provide any additional information/);
      expect(res.body.usage.total_tokens).toBe(0);
    }
    const res = await agent.post('/api/legal/guidance/N-400').expect(404);
    expect(res.body.message).toMatch(/I-485 and I-765/);
  });
});

describe('legal explanations with an OpenAI-compatible model', () => {
  let t: TestApp;
  let llm: FakeOpenAi;
  let cite: (passageIds: string[]) => string[];
  beforeAll(async () => {
    llm = await startFakeOpenAi((request) => {
      const ids = [...JSON.stringify(request['messages']).matchAll(/\[(I-(?:485|765):[pf][\d.]+)\]/g)].map((m) => m[1] as string);
      return { answered: true, answer: 'Write it in Part 1, item 12 (the I-94 number).', citations: cite(ids) };
    });
    t = await startTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.url, OPENAI_MODEL: 'fake-model' });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('shows the model answer with the retrieved sources it cites, and the real token count', async () => {
    cite = (ids) => ids.slice(0, 1);
    const res = await (await signedUpAgent(t)).post('/api/legal/explain').send({ query: question }).expect(200);
    expect(res.body.data).toMatchObject({ answeredBy: 'model', output: 'Write it in Part 1, item 12 (the I-94 number).' });
    expect(res.body.usage.total_tokens).toBe(2);
    const sent = JSON.stringify(llm.requests.at(-1));
    for (const s of res.body.data.sources as Source[]) expect(sent).toContain(`[${s.metadata.id}]`);
  });

  it('refuses a model answer that cites a passage it was not given, and answers from the passages instead', async () => {
    cite = () => ['I-485:f99999'];
    const res = await (await signedUpAgent(t)).post('/api/legal/explain').send({ query: question }).expect(200);
    expect(res.body.data.answeredBy).toBe('passages');
    expect(res.body.data.output).not.toContain('item 12 (the I-94 number)');
    expect(res.body.usage.total_tokens).toBe(0);
  });
});

describe('the field guide (POST /api/documents/{sessionId}/field-guide)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('covers every field of the I-485 with the applicant’s values and their sources, once processed; never another applicant’s', async () => {
    const agent = await signedUpAgent(t);
    const c = await generateCase(1501, ['passport', 'i94']);
    let sessionId: string | undefined;
    for (const d of c.documents) sessionId ??= (await upload(agent, d.bytes, d.fileName, sessionId).expect(201)).body.sessionId;
    for (const d of c.documents.slice(1)) await upload(agent, d.bytes, d.fileName, sessionId).expect(201);
    const early = await agent.post(`/api/documents/${sessionId}/field-guide`).expect(409);
    expect(early.body.message).toMatch(/not been processed/);
    await agent.post(`/api/documents/${sessionId}/process`).send({ formType: 'I-485' }).expect(200);

    const res = await agent.post(`/api/documents/${sessionId}/field-guide`).expect(200);
    expect(res.body).toMatchObject({ success: true, formType: 'I-485', edition: '01/20/25', pages: 24, totalFields: 760 });
    expect(res.body.filledFields).toBeGreaterThan(5);
    const family = (res.body.fieldGuide as Array<Record<string, unknown>>).find((i) => String(i['pdfKey']).endsWith('Pt1Line1_FamilyName[0]'));
    expect(String(family?.['value']).toLowerCase()).toBe(c.persona.name.family.toLowerCase());
    expect(family?.['dataSource']).toMatch(/\.pdf, page \d+$/);

    await (await signedUpAgent(t)).post(`/api/documents/${sessionId}/field-guide`).expect(404);
    await t.agent().post(`/api/documents/${sessionId}/field-guide`).expect(401);
  });

  it('numbers every field as the page prints it (Part 9 questions are Part 9), with an explanation for each', async () => {
    const agent = await signedUpAgent(t);
    const c = await generateCase(1502, ['passport']);
    const sessionId = (await upload(agent, c.documents[0]!.bytes, c.documents[0]!.fileName).expect(201)).body.sessionId as string;
    await agent.post(`/api/documents/${sessionId}/process`).send({ formType: 'I-485' }).expect(200);
    const items = (await agent.post(`/api/documents/${sessionId}/field-guide`).expect(200)).body.fieldGuide as Array<{ page: number; partNumber: number | null; itemNumber: string | null; explanation: string }>;
    const questions = items.filter((i) => i.page >= 14 && i.page <= 17 && i.partNumber !== null);
    expect(questions.length).toBeGreaterThan(50);
    expect(questions.every((i) => i.partNumber === 9)).toBe(true);
    expect(new Set(items.filter((i) => i.page === 22 && i.partNumber !== null).map((i) => i.partNumber))).toEqual(new Set([10, 11]));
    expect(items.every((i) => i.explanation.length > 0)).toBe(true);
  });

  it('serves each page of the blank official forms as an image, and refuses pages that do not exist', async () => {
    const res = await t.agent().get('/api/forms/I-485/pages/3').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/public/);
    expect([...(res.body as Buffer).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    await t.agent().get('/api/forms/I-765/pages/7').expect(200);
    expect((await t.agent().get('/api/forms/I-765/pages/7?edition=08%2F21%2F25').expect(200)).headers['cache-control']).toMatch(/immutable/);
    expect((await t.agent().get('/api/forms/I-765/pages/7?edition=01%2F01%2F99').expect(404)).body.message).toMatch(/does not exist/);
    for (const path of ['/api/forms/I-765/pages/8', '/api/forms/I-485/pages/0', '/api/forms/N-400/pages/1', '/api/forms/I-485/pages/x']) {
      expect((await t.agent().get(path).expect(404)).body.message).toMatch(/does not exist/);
    }
  });
});

describe('the page images of the blank forms, per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ FORM_PAGES_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('are limited per client and minute, with the seconds to wait', async () => {
    for (let i = 0; i < 3; i++) await t.agent().get('/api/forms/I-765/pages/1').expect(200);
    const limited = await t.agent().get('/api/forms/I-765/pages/1').expect(429);
    expect(limited.body.message).toMatch(/Please wait a minute/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
