import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { badFiles, generateCase, scoreForm } from '@formpath/testing';
import { uploadLimits } from '@formpath/contracts';
import { signedUpAgent, storedOriginals, upload, waitUntil } from './support/documents-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('document pipeline through the gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('intake refusals leave nothing behind', () => {
    const corpus: Array<[string, () => Promise<Buffer>, number, string]> = [
      ['a text file named .pdf', badFiles.notPdf, 400, 'Please select a valid PDF file'],
      ['a truncated PDF', badFiles.truncated, 400, 'Please select a valid PDF file'],
      ['a password-protected PDF', badFiles.encrypted, 400, 'This PDF is password-protected or locked against changes. Please upload a copy without protection, for example by printing it to a new PDF.'],
      ['0 bytes', badFiles.zeroBytes, 400, 'Please select a valid PDF file'],
      ['10 MB + 1 byte', () => badFiles.tooLarge(uploadLimits.maxFileBytes), 413, 'File size exceeds the 10MB limit'],
      ['51 pages', () => badFiles.tooManyPages(51), 400, 'This PDF has more than 50 pages. Please upload only the pages you need.'],
    ];

    it.each(corpus)('refuses %s with its message', async (_name, make, status, message) => {
      const agent = await signedUpAgent(t);
      const res = await upload(agent, await make(), 'document.pdf').expect(status);
      expect(res.body.message).toBe(message);
      expect(await storedOriginals(t)).toEqual([]);
      expect(await readdir(path.join(t.config.DATA_DIR, 'tmp', 'uploads')).catch(() => [])).toEqual([]);
    });

    it('asks signed-out visitors to sign in, and refuses a request without a file', async () => {
      const res = await upload(t.agent(), await badFiles.valid(), 'a.pdf').expect(401);
      expect(res.body.message).toBe('Please sign in to upload documents.');
      const agent = await signedUpAgent(t);
      const empty = await agent.post('/api/documents/upload').field('sessionId', '').expect(400);
      expect(empty.body.message).toBe('Please choose a PDF file to upload.');
    });

    it('accepts a real PDF whatever its declared type, and at most 10 per application', async () => {
      const agent = await signedUpAgent(t);
      const pdf = await badFiles.valid();
      const first = await agent.post('/api/documents/upload').attach('file', pdf, { filename: 'scan.bin', contentType: 'application/octet-stream' }).expect(201);
      expect(first.body).toMatchObject({ fileName: 'scan.bin', fileSize: pdf.length, status: 'uploaded', sessionId: expect.any(String), documentId: expect.any(String) });
      for (let i = 2; i <= uploadLimits.maxDocumentsPerSession; i++) await upload(agent, pdf, `doc${i}.pdf`, first.body.sessionId).expect(201);
      const eleventh = await upload(agent, pdf, 'doc11.pdf', first.body.sessionId).expect(409);
      expect(eleventh.body.message).toMatch(/up to 10 documents/);
    });
  });

  describe('processing a born-digital case', () => {
    it('uploads, streams progress, fills the form with provenance, and deletes the originals', async () => {
      const agent = await signedUpAgent(t);
      const c = await generateCase(4242, ['passport', 'i94', 'drivers_license', 'birth_certificate', 'lease_or_utility_bill', 'uscis_notice', 'social_security_card']);
      const before = (await storedOriginals(t)).length;
      let sessionId: string | undefined;
      for (const d of c.documents) {
        const res = await upload(agent, d.bytes, d.fileName, sessionId).expect(201);
        sessionId ??= res.body.sessionId;
        expect(res.body.sessionId).toBe(sessionId);
      }
      expect(await storedOriginals(t)).toHaveLength(before + 7);
      await agent.post(`/api/documents/${sessionId}/form-type`).send({ formType: 'I-485' }).expect(200);

      const events: string[] = [];
      const stream = agent.get(`/api/documents/${sessionId}/events`).buffer(true).parse((res, done) => {
        res.on('data', (chunk: Buffer) => events.push(chunk.toString()));
        res.on('end', () => done(null, null));
      });
      const streamed = new Promise((resolve) => stream.end(resolve));

      const processed = await agent.post(`/api/documents/${sessionId}/process`).send({ formType: 'I-485' }).expect(200);
      expect(processed.body.status).toBe('processed');
      const score = scoreForm(c.truth['I-485'], processed.body.formData);
      expect(score.wrong).toEqual([]);
      expect(score.correct / score.expected).toBeGreaterThanOrEqual(0.9);
      const name = processed.body.extractedData.fields['biographic_information.full_name.family_name'];
      expect(name).toMatchObject({ value: c.persona.name.family, confidence: 'high' });
      expect(name.sources.length).toBeGreaterThan(1);
      expect(name.sources[0]).toMatchObject({ page: 1, fileName: expect.any(String), snippet: expect.any(String) });
      expect(processed.body.documents.map((d: { kind: string }) => d.kind).sort()).toEqual(c.documents.map((d) => d.kind).sort());

      await streamed;
      const text = events.join('');
      expect(text).toContain('event: progress');
      expect(text).toContain('"status":"processed"');
      expect(text).toContain('event: end');

      const raw = await agent.get(`/api/documents/${sessionId}/raw-text`).expect(200);
      expect(raw.body.rawOcrText).toContain('text layer');
      expect(raw.body.rawOcrText.toUpperCase()).toContain(c.persona.name.family.toUpperCase());
      const byDocument = await agent.get(`/api/documents/${processed.body.documents[0].documentId}`).expect(200);
      expect(byDocument.body.sessionId).toBe(sessionId);
      expect(byDocument.body.extractedData.rawOcrText).toBe(raw.body.rawOcrText);

      await waitUntil(async () => (await storedOriginals(t)).length === before, 60_000);
      const after = await agent.get(`/api/documents/${sessionId}`).expect(200);
      expect(after.body.documents.every((d: { originalDeleted: boolean }) => d.originalDeleted)).toBe(true);
      expect(after.body.rawOcrText).toBe(raw.body.rawOcrText);
    });

    it('saves the applicant\'s edits and refuses a form that does not fit the model', async () => {
      const agent = await signedUpAgent(t);
      const c = await generateCase(77, ['passport']);
      const up = await upload(agent, c.documents[0]!.bytes, 'passport.pdf').expect(201);
      const { sessionId } = up.body;
      const processed = await agent.post(`/api/documents/${sessionId}/process`).send({ formType: 'I-765' }).expect(200);
      const edited = { ...processed.body.formData, applicant_email: 'me@example.com' };
      await agent.put(`/api/documents/${sessionId}/form`).send(edited).expect(200);
      const view = await agent.get(`/api/documents/${sessionId}`).expect(200);
      expect(view.body.formData.applicant_email).toBe('me@example.com');
      const bad = await agent.put(`/api/documents/${sessionId}/form`).send({ ...edited, favourite_colour: 'blue' }).expect(400);
      expect(bad.body.message).toMatch(/not valid/);
    });
  });

  describe('ownership', () => {
    it('answers 404 to another user on every route, with nothing changed', async () => {
      const owner = await signedUpAgent(t);
      const up = await upload(owner, await badFiles.valid(), 'mine.pdf').expect(201);
      const { sessionId, documentId } = up.body;
      const stranger = await signedUpAgent(t);
      await stranger.get(`/api/documents/${sessionId}`).expect(404);
      await stranger.get(`/api/documents/${documentId}`).expect(404);
      await stranger.get(`/api/documents/${sessionId}/raw-text`).expect(404);
      await stranger.get(`/api/documents/${sessionId}/events`).expect(404);
      await stranger.post(`/api/documents/${sessionId}/form-type`).send({ formType: 'I-765' }).expect(404);
      await stranger.post(`/api/documents/${sessionId}/process`).send({}).expect(404);
      await stranger.put(`/api/documents/${sessionId}/form`).send({}).expect(404);
      await upload(stranger, await badFiles.valid(), 'theirs.pdf', sessionId).expect(404);
      await stranger.delete(`/api/documents/${documentId}`).expect(404);
      const view = await owner.get(`/api/documents/${sessionId}`).expect(200);
      expect(view.body).toMatchObject({ formType: 'I-485', status: 'uploaded' });
      expect(view.body.documents).toHaveLength(1);
      await t.agent().get(`/api/documents/${sessionId}`).expect(401);
    });

    it('lets the owner remove a document, original included', async () => {
      const owner = await signedUpAgent(t);
      const before = (await storedOriginals(t)).length;
      const up = await upload(owner, await badFiles.valid(), 'mistake.pdf').expect(201);
      expect(await storedOriginals(t)).toHaveLength(before + 1);
      await owner.delete(`/api/documents/${up.body.documentId}`).expect(200);
      expect(await storedOriginals(t)).toHaveLength(before);
      const view = await owner.get(`/api/documents/${up.body.sessionId}`).expect(200);
      expect(view.body.documents).toEqual([]);
    });
  });
});

describe('retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    // An original may live 0.6 s here; the sweep runs every 200 ms.
    t = await startTestApp({ ORIGINAL_MAX_AGE_MINUTES: '0.01', SWEEP_INTERVAL_MS: '200' });
  });
  afterAll(() => t.close());

  it('deletes an original that was never processed, and says why on the document', async () => {
    const agent = await signedUpAgent(t);
    const up = await upload(agent, await badFiles.valid(), 'forgotten.pdf').expect(201);
    await waitUntil(async () => (await storedOriginals(t)).length === 0, 10_000);
    const view = await agent.get(`/api/documents/${up.body.sessionId}`).expect(200);
    expect(view.body.documents[0]).toMatchObject({ originalDeleted: true, status: 'error' });
    expect(view.body.documents[0].errorReason).toMatch(/deleted after one hour/);
  });
});
