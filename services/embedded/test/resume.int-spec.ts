import { badFiles } from '@formpath/testing';
import { signedUpAgent, upload } from './support/documents-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('resume: the latest application and its wizard step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const uploadTwo = async (agent: Awaited<ReturnType<typeof signedUpAgent>>) => {
    const pdf = await badFiles.valid();
    const first = await upload(agent, pdf, 'passport.pdf').expect(201);
    const sessionId = first.body.sessionId as string;
    await upload(agent, pdf, 'i94.pdf', sessionId).expect(201);
    return sessionId;
  };

  it('has nothing to resume for a new applicant, and refuses the signed-out', async () => {
    const agent = await signedUpAgent(t);
    expect((await agent.get('/api/documents/latest').expect(200)).body).toEqual({ application: null });
    await t.agent().get('/api/documents/latest').expect(401);
  });

  it('returns the latest application with its documents, form type and step', async () => {
    const agent = await signedUpAgent(t);
    const older = await uploadTwo(agent);
    const sessionId = await uploadTwo(agent);
    expect(sessionId).not.toBe(older);

    // Uploaded only: the upload step.
    let latest = (await agent.get('/api/documents/latest').expect(200)).body.application;
    expect(latest).toMatchObject({ sessionId, wizardStep: 1, status: 'uploaded', formType: 'I-485' });
    expect(latest.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['passport.pdf', 'i94.pdf']);

    await agent.post(`/api/documents/${sessionId}/form-type`).send({ formType: 'I-765' }).expect(200);
    await agent.put(`/api/documents/${sessionId}/step`).send({ step: 1.5 }).expect(200, { success: true, wizardStep: 1.5 });
    latest = (await agent.get('/api/documents/latest').expect(200)).body.application;
    expect(latest).toMatchObject({ sessionId, wizardStep: 1.5, formType: 'I-765' });

    // Before processing, a stored later step resumes at the form choice (step 2 would start processing by itself).
    await agent.put(`/api/documents/${sessionId}/step`).send({ step: 5 }).expect(200);
    expect((await agent.get('/api/documents/latest').expect(200)).body.application.wizardStep).toBe(1.5);

    // Processed: the step reached, with the form data.
    await agent.post(`/api/documents/${sessionId}/process`).send({ formType: 'I-765' }).expect(200);
    latest = (await agent.get('/api/documents/latest').expect(200)).body.application;
    expect(latest).toMatchObject({ sessionId, wizardStep: 5, status: 'processed', formType: 'I-765' });
    expect(latest.formData).toEqual(expect.any(Object));
    expect(latest.rawOcrText).toContain('passport.pdf');
    await agent.put(`/api/documents/${sessionId}/step`).send({ step: 1.5 }).expect(200);
    expect((await agent.get('/api/documents/latest').expect(200)).body.application.wizardStep).toBe(3);
  });

  it("never shows another user's application, nor lets them set its step", async () => {
    const owner = await signedUpAgent(t);
    const sessionId = await uploadTwo(owner);
    const other = await signedUpAgent(t);
    expect((await other.get('/api/documents/latest').expect(200)).body).toEqual({ application: null });
    await other.put(`/api/documents/${sessionId}/step`).send({ step: 4 }).expect(404);
    await other.post(`/api/documents/${sessionId}/close`).expect(404);
    expect((await owner.get('/api/documents/latest').expect(200)).body.application).toMatchObject({ sessionId, wizardStep: 1 });
  });

  it('does not resume an application closed by Start New Application; the next upload starts a new one', async () => {
    const agent = await signedUpAgent(t);
    const sessionId = await uploadTwo(agent);
    await agent.post(`/api/documents/${sessionId}/close`).expect(200, { success: true });
    await agent.post(`/api/documents/${sessionId}/close`).expect(200); // idempotent
    expect((await agent.get('/api/documents/latest').expect(200)).body).toEqual({ application: null });
    // Still the applicant's own, by its id, until it expires.
    await agent.get(`/api/documents/${sessionId}`).expect(200);

    const next = (await upload(agent, await badFiles.valid(), 'lease.pdf').expect(201)).body.sessionId;
    expect(next).not.toBe(sessionId);
    expect((await agent.get('/api/documents/latest').expect(200)).body.application).toMatchObject({ sessionId: next, wizardStep: 1 });
  });

  it('refuses a step the wizard does not have, and a malformed session id', async () => {
    const agent = await signedUpAgent(t);
    const sessionId = await uploadTwo(agent);
    const bad = await agent.put(`/api/documents/${sessionId}/step`).send({ step: 7 }).expect(400);
    expect(bad.body.message).toBe('step must be one of 1, 1.5, 2, 3, 4, 5, 6');
    await agent.put(`/api/documents/${sessionId}/step`).send({ step: '4' }).expect(400);
    await agent.put('/api/documents/not-a-session/step').send({ step: 4 }).expect(404);
  });
});
