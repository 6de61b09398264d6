import { generateCase } from '@formpath/testing';
import { signedUpAgent, upload } from './support/documents-helpers.js';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('language-model extraction (OpenAI-compatible endpoint configured)', () => {
  let t: TestApp;
  let llm: FakeOpenAi;
  const c = generateCase(901, ['passport', 'lease_or_utility_bill']);

  beforeAll(async () => {
    const applicant = (await c).persona;
    llm = await startFakeOpenAi(() => ({
      applicant_last_name: 'Wrongname', // a valid machine-readable zone must win over this
      applicant_first_name: applicant.name.given,
      applicant_daytime_phone: applicant.phone, // printed on the lease: grounded
      applicant_mobile_phone: '555-000-0000', // printed nowhere: kept as weak evidence only
      current_immigration_status: '',
    }));
    t = await startTestApp({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: llm.url, OPENAI_MODEL: 'fake-model' });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('sends the documents with the form schema, and merges grounded values behind checked ones', async () => {
    const { documents, persona } = await c;
    const agent = await signedUpAgent(t);
    let sessionId: string | undefined;
    for (const d of documents) sessionId ??= (await upload(agent, d.bytes, d.fileName, sessionId).expect(201)).body.sessionId;
    for (const d of documents.slice(1)) await upload(agent, d.bytes, d.fileName, sessionId).expect(201);
    const res = await agent.post(`/api/documents/${sessionId}/process`).send({ formType: 'I-765' }).expect(200);

    expect(llm.requests).toHaveLength(1);
    const sent = JSON.stringify(llm.requests[0]);
    expect(sent).toContain(persona.passportNumber);
    expect(sent).toMatch(/json_schema|tools/);
    expect(res.body.extractedData.extractors).toEqual(['rules', 'llm:fake-model']);

    const { formData, extractedData } = res.body;
    expect(formData.applicant_last_name).toBe(persona.name.family);
    expect(extractedData.fields.applicant_last_name.conflicts).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'Wrongname' })]));
    expect(formData.applicant_mobile_phone).toBe('');
    expect(extractedData.fields.applicant_mobile_phone).toMatchObject({ value: '555-000-0000', confidence: 'low' });
    expect(formData.applicant_daytime_phone).toBe(persona.phone);
  });
});
