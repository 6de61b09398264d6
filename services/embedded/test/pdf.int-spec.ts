import { parse as parseDisposition } from 'content-disposition';
import type { Response } from 'superagent';
import { stripAccents } from '@formpath/forms';
import { fullI765, generateCase, readFilledPdf } from '@formpath/testing';

import { signedUpAgent, upload } from './support/documents-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Agent = Awaited<ReturnType<typeof signedUpAgent>>;
// superagent hands the parser the raw response stream, typed as its Response.
const binary = (res: Response, done: (err: Error | null, body: Buffer) => void) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
const today = () => new Date().toISOString().slice(0, 10);

describe('official PDFs through the gateway', () => {
  let t: TestApp;
  let agent: Agent;
  let sessionId: string;
  let family: string;
  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedUpAgent(t);
    const c = await generateCase(5151, ['passport', 'i94', 'birth_certificate', 'lease_or_utility_bill', 'uscis_notice']);
    for (const d of c.documents) {
      const res = await upload(agent, d.bytes, d.fileName, sessionId).expect(201);
      sessionId = res.body.sessionId;
    }
    // Before processing there is nothing to fill: the spec's message, nothing generated.
    const early = await agent.post(`/api/documents/${sessionId}/generate-pdf`).expect(409);
    expect(early.body.message).toBe('No enhanced I-485 form data available. Please go back and process your document.');
    await agent.post(`/api/documents/${sessionId}/process`).send({ formType: 'I-485' }).expect(200);
    family = c.persona.name.family;
  });
  afterAll(() => t.close());

  it('generates the filled I-485 and downloads it as an editable official PDF named after the applicant', async () => {
    const generated = await agent.post(`/api/documents/${sessionId}/generate-pdf`).expect(200);
    expect(generated.body).toMatchObject({ success: true, message: expect.stringMatching(/^Your I-485 form is ready \(24 pages\)\.$/) });
    const res = await agent.get(`/api/documents/${sessionId}/download-pdf`).set('Accept', 'application/pdf').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const name = `I-485_${stripAccents(family).replace(/[^A-Za-z0-9]+/g, '-')}_${today()}.pdf`;
    expect(parseDisposition(res.headers['content-disposition'] as string)).toEqual({ type: 'attachment', parameters: { filename: name } });
    const pdf = await readFilledPdf(new Uint8Array(res.body as Buffer));
    expect(pdf.pages).toBe(24);
    expect(pdf.values.get('form1[0].#subform[0].Pt1Line1_FamilyName[0]')).toBe(family);
    const view = await agent.get(`/api/documents/${sessionId}`).expect(200);
    expect(pdf.values.get('form1[0].#subform[2].P1Line12_I94[0]')).toBe(view.body.formData.biographic_information.i_94_number.toUpperCase());
    await pdf.close();
  });

  it('reflects edits at once, and gives a flattened copy on request', async () => {
    const view = await agent.get(`/api/documents/${sessionId}`).expect(200);
    const formData = structuredClone(view.body.formData);
    formData.biographic_information.full_name.given_name = 'Edited';
    await agent.put(`/api/documents/${sessionId}/form`).send(formData).expect(200);
    const editable = await agent.get(`/api/documents/${sessionId}/download-pdf`).buffer(true).parse(binary).expect(200);
    const pdf = await readFilledPdf(new Uint8Array(editable.body as Buffer));
    expect(pdf.values.get('form1[0].#subform[0].Pt1Line1_GivenName[0]')).toBe('Edited');
    await pdf.close();
    const flat = await agent.get(`/api/documents/${sessionId}/download-pdf?flatten=true`).buffer(true).parse(binary).expect(200);
    expect(flat.headers['content-disposition']).toContain('_flattened.pdf');
    const flatPdf = await readFilledPdf(new Uint8Array(flat.body as Buffer));
    expect(flatPdf.values.size).toBe(0);
    expect(await flatPdf.text(1)).toContain('Edited');
    await flatPdf.close();
  });

  it('writes real filing instructions: documents uploaded and still needed, pages to sign, the dated fee, where to file', async () => {
    const res = await agent.get(`/api/documents/${sessionId}/instructions-pdf`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`I-485_Filing-Instructions_`);
    const pdf = await readFilledPdf(new Uint8Array(res.body as Buffer));
    let text = '';
    for (let p = 1; p <= pdf.pages; p++) text += ` ${await pdf.text(p)}`;
    await pdf.close();
    const view = await agent.get(`/api/documents/${sessionId}`).expect(200);
    const passport = view.body.documents.find((d: { kind: string }) => d.kind === 'passport');
    expect(text).toContain(`You uploaded: ${passport.fileName}`);
    expect(text).toContain('Form I-693, Report of Immigration Medical Examination');
    expect(text).toContain('Still needed');
    expect(text).toContain('Page 22, Part 10, Item 4');
    expect(text).toContain('$1,440');
    expect(text).toContain('Fee table effective 04/01/2024');
    expect(text).toContain('https://www.uscis.gov/g-1055');
    expect(text).toContain('https://www.uscis.gov/i-485-addresses');
  });

  it('fills the I-765 when that is the chosen form', async () => {
    const other = await signedUpAgent(t);
    const c = await generateCase(5252, ['passport', 'i94']);
    let id: string | undefined;
    for (const d of c.documents) {
      const res = await upload(other, d.bytes, d.fileName, id).expect(201);
      id = res.body.sessionId;
    }
    await other.post(`/api/documents/${id}/process`).send({ formType: 'I-765' }).expect(200);
    await other.put(`/api/documents/${id}/form`).send({ ...fullI765(3), applicant_last_name: c.persona.name.family }).expect(200);
    const res = await other.get(`/api/documents/${id}/download-pdf`).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-disposition']).toContain('I-765_');
    const pdf = await readFilledPdf(new Uint8Array(res.body as Buffer));
    expect(pdf.pages).toBe(7);
    expect(pdf.values.get('form1[0].Page1[0].Line1a_FamilyName[0]')).toBe(c.persona.name.family);
    await pdf.close();
  });

  it('is for the signed-in owner only', async () => {
    await t.agent().post(`/api/documents/${sessionId}/generate-pdf`).expect(401);
    await t.agent().get(`/api/documents/${sessionId}/download-pdf`).expect(401);
    const stranger = await signedUpAgent(t);
    await stranger.post(`/api/documents/${sessionId}/generate-pdf`).expect(404);
    await stranger.get(`/api/documents/${sessionId}/download-pdf`).expect(404);
    await stranger.get(`/api/documents/${sessionId}/instructions-pdf`).expect(404);
    await agent.get('/api/documents/not-a-session/download-pdf').expect(404);
  });
});
