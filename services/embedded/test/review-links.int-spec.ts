import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import request from 'supertest';
import { databaseToken, type ServiceDatabase } from '@formpath/persistence';
import { KeyRotation, OutboxService } from '@formpath/review';
import { LOGGER, MetricsServer } from '@formpath/server-kit';
import { FieldCipher, keyRingFromConfig } from '@formpath/storage';
import { badFiles } from '@formpath/testing';
import { signedUpAgent, upload, waitUntil } from './support/documents-helpers.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Agent = Awaited<ReturnType<typeof signedUpAgent>>;
type Row = Record<string, unknown>;

const messages = {
  required: 'Email required: Please enter an email address.',
  invalid: 'Invalid email: Please enter a valid email address.',
  linkGone: 'This review link has expired or was revoked. Please create a new link.',
  notFound: 'Not found',
  signIn: 'Not authenticated',
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A signed-up applicant with one uploaded document: an application of their own. */
const newApplication = async (t: TestApp): Promise<{ agent: Agent; sessionId: string; email: string }> => {
  const agent = await signedUpAgent(t);
  const me = await agent.get('/api/auth/me').expect(200);
  const res = await upload(agent, await badFiles.valid(), 'passport.pdf').expect(201);
  return { agent, sessionId: res.body.sessionId as string, email: me.body.email as string };
};

const createLink = async (agent: Agent, sessionId: string): Promise<{ url: string; expiresAt: string; token: string }> => {
  const res = await agent.post('/api/review-links').send({ sessionId }).expect(201);
  const token = String(res.body.url).split('/attorney-review/')[1] ?? '';
  return { url: res.body.url, expiresAt: res.body.expiresAt, token };
};

/** Every row of every table of the review schema, as the database would print it. */
const reviewSchemaText = async (db: ServiceDatabase): Promise<string> => {
  const sql = (query: string): Promise<Row[]> => db.em.fork().getConnection().execute<Row[]>(query);
  const tables = await sql(`select "table_name" from "information_schema"."tables" where "table_schema" = 'review'`);
  expect(tables.map((r) => r['table_name']).sort()).toEqual(expect.arrayContaining(['outbox', 'review_links', 'reviews']));
  const rows = await Promise.all(tables.map(({ table_name }) => sql(`select t::text as "row" from "review"."${String(table_name)}" as t`)));
  return rows.flat().map((r) => String(r['row'])).join('\n');
};

/** The ways a token could sit in a column: as given, or as the hex or base64 of its bytes. */
const tokenForms = (token: string) => {
  const bytes = Buffer.from(token, 'base64url');
  return [token, bytes.toString('hex'), bytes.toString('base64'), bytes.toString('base64').replace(/=+$/, '')];
};

describe('share links for attorney review', () => {
  describe('applicant side, sending to the outbox (no SMTP)', () => {
    let t: TestApp;
    let db: ServiceDatabase;
    let outbox: OutboxService;
    const sendsPerHour = 3;

    beforeAll(async () => {
      t = await startTestApp({ REVIEW_SENDS_PER_HOUR: String(sendsPerHour), SMTP_URL: '' });
      db = t.app.get(databaseToken('review'));
      outbox = t.app.get(OutboxService);
    });
    afterAll(() => t.close());

    const linksOf = (sessionId: string): Promise<Row[]> =>
      db.em.fork().getConnection().execute<Row[]>(`select * from "review"."review_links" where "session_id" = ? order by "created_at"`, [sessionId]);

    it('mints tokens of 256 random bits, never the session id, and stores only their SHA-256', async () => {
      const { agent, sessionId } = await newApplication(t);
      const links = [];
      for (let i = 0; i < 6; i++) links.push(await createLink(agent, sessionId));
      const prefix = new RegExp(`^${escapeRegExp(t.config.publicUrl)}/attorney-review/[A-Za-z0-9_-]{43}$`);
      for (const link of links) {
        expect(link.url).toMatch(prefix);
        expect(Buffer.from(link.token, 'base64url')).toHaveLength(32); // 256 bits ≥ 128
        expect(link.url).not.toContain(sessionId);
        expect(link.url).not.toContain(sessionId.replace(/-/g, ''));
      }
      const tokens = links.map((l) => l.token);
      expect(new Set(tokens).size).toBe(tokens.length);
      // Random bytes: across six tokens every one of the 64 base64url characters is about equally likely.
      expect(new Set(tokens.join('')).size).toBeGreaterThan(40);

      const rows = await linksOf(sessionId);
      expect(rows.map((r) => r['token_hash'])).toEqual(tokens.map(sha256));
      expect(rows.filter((r) => r['revoked_at'] === null)).toHaveLength(1);

      const stored = await reviewSchemaText(db);
      for (const token of tokens) for (const form of tokenForms(token)) expect(stored).not.toContain(form);
    });

    it('answers the open link without its URL, revokes it, and refuses to send it afterwards', async () => {
      const { agent, sessionId } = await newApplication(t);
      await agent.get(`/api/review-links/${sessionId}`).expect(200, { active: false, expiresAt: null, createdAt: null });

      const before = Date.now();
      const link = await createLink(agent, sessionId);
      const state = await agent.get(`/api/review-links/${sessionId}`).expect(200);
      expect(state.body).toEqual({ active: true, expiresAt: link.expiresAt, createdAt: expect.any(String) });
      expect(JSON.stringify(state.body)).not.toContain(link.token);
      const lifetime = Date.parse(state.body.expiresAt) - Date.parse(state.body.createdAt);
      expect(Math.abs(lifetime - 24 * 3_600_000)).toBeLessThan(1000);
      expect(Math.abs(Date.parse(link.expiresAt) - (before + 24 * 3_600_000))).toBeLessThan(60_000);

      await agent.delete(`/api/review-links/${sessionId}`).expect(200, { revoked: true });
      await agent.get(`/api/review-links/${sessionId}`).expect(200, { active: false, expiresAt: null, createdAt: null });
      await agent.delete(`/api/review-links/${sessionId}`).expect(200, { revoked: false });
      const send = await agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'attorney@lawfirm.example', url: link.url }).expect(404);
      expect(send.body).toEqual({ message: messages.linkGone, code: 'REVIEW_LINK_NOT_FOUND' });
      expect(await outbox.messagesFor(sessionId)).toEqual([]);
    });

    it('keeps one link per application: a new link revokes the old one', async () => {
      const { agent, sessionId } = await newApplication(t);
      const first = await createLink(agent, sessionId);
      const second = await createLink(agent, sessionId);
      const old = await agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'attorney@lawfirm.example', url: first.url }).expect(404);
      expect(old.body.message).toBe(messages.linkGone);
      await agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'attorney@lawfirm.example', url: second.url }).expect(200);
      const rows = await linksOf(sessionId);
      expect(rows.map((r) => r['revoked_at'] === null)).toEqual([false, true]);
    });

    it('seals stored emails again when a new storage key comes first, and still opens them', async () => {
      const { agent, sessionId } = await newApplication(t);
      const link = await createLink(agent, sessionId);
      await agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'rotate@lawfirm.example', url: link.url }).expect(200);
      const previous = keyRingFromConfig(t.config);
      const ring = { current: 'rotated', keys: new Map([['rotated', randomBytes(32)], ...previous.keys]) };
      // The same services as after a restart with STORAGE_KEYS "rotated:…,<previous>".
      await new KeyRotation(db, new FieldCipher(ring), t.app.get<Logger>(LOGGER)).onApplicationBootstrap();
      const restarted = new OutboxService(db, t.config, new FieldCipher(ring));
      const rows = (await db.em.fork().getConnection().execute(`select "sealed_recipient", "sealed_text" from "review"."outbox" where "session_id" = ?`, [sessionId])) as Row[];
      expect(rows).toHaveLength(1);
      expect(rows.flatMap((r) => [r['sealed_recipient'], r['sealed_text']]).every((v) => String(v).startsWith('fpf1:rotated:'))).toBe(true);
      const [message] = await restarted.messagesFor(sessionId);
      expect(message).toMatchObject({ to: 'rotate@lawfirm.example' });
      expect(message?.text).toContain(link.url);
    });

    it('sends to the outbox and says so; the stored message holds the link, sealed', async () => {
      const { agent, sessionId, email } = await newApplication(t);
      const link = await createLink(agent, sessionId);
      const res = await agent.post(`/api/review-links/${sessionId}/send`).send({ email: '  attorney@lawfirm.example ', url: link.url }).expect(200);
      expect(res.body).toEqual({ sent: true, to: 'attorney@lawfirm.example', via: 'outbox', messageId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

      const [message, ...more] = await outbox.messagesFor(sessionId);
      expect(more).toEqual([]);
      expect(message).toMatchObject({ id: res.body.messageId, to: 'attorney@lawfirm.example', sentVia: 'outbox', status: 'stored', error: null });
      expect(message?.text).toContain(link.url);
      expect(message?.html).toContain(link.url);
      // Who asks, what the link opens, until when, and that no account is needed.
      expect(message?.text).toContain(`${email} has prepared a US immigration application with Formpath`);
      expect(message?.text).toContain('You do not need an account');
      expect(message?.text).toMatch(/The link works until \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(UTC\)/);

      // In the database the recipient and the message are sealed: neither the token nor the address reads there.
      const [row]: Row[] = await db.em.fork().getConnection().execute<Row[]>(`select * from "review"."outbox" where "id" = ?`, [res.body.messageId]);
      for (const column of ['sealed_recipient', 'sealed_text', 'sealed_html']) expect(row?.[column]).toMatch(/^fpf1:[A-Za-z0-9_-]+:[A-Za-z0-9+/]+={0,2}$/);
      expect(row?.['link_hash']).toBe(sha256(link.token));
      const stored = await reviewSchemaText(db);
      for (const form of tokenForms(link.token)) expect(stored).not.toContain(form);
      expect(stored).not.toContain('attorney@lawfirm.example');
    });

    it('checks the attorney email with the messages of the spec, before anything is sent', async () => {
      const { agent, sessionId } = await newApplication(t);
      const link = await createLink(agent, sessionId);
      const send = (body: object) => agent.post(`/api/review-links/${sessionId}/send`).send(body);
      for (const email of ['', '   ', undefined]) {
        const res = await send({ email, url: link.url }).expect(400);
        expect(res.body).toEqual({ message: messages.required, code: 'REVIEW_EMAIL_REQUIRED' });
      }
      for (const email of ['attorney', 'attorney@', '@lawfirm.example', 'attorney@lawfirm', 'a b@lawfirm.example', 'a,b@lawfirm.example', 'attorney@lawfirm.example\r\nBcc: x@evil.example', `${'a'.repeat(250)}@lawfirm.example`]) {
        const res = await send({ email, url: link.url }).expect(400);
        expect(res.body).toEqual({ message: messages.invalid, code: 'REVIEW_EMAIL_INVALID' });
      }
      const notText = await send({ email: 42, url: link.url }).expect(400);
      expect(notText.body.message).toBe(messages.invalid);
      expect(await outbox.messagesFor(sessionId)).toEqual([]);
    });

    it('sends only the application’s own open link, never an arbitrary URL', async () => {
      const { agent, sessionId } = await newApplication(t);
      const other = await newApplication(t);
      const link = await createLink(agent, sessionId);
      const othersLink = await createLink(other.agent, other.sessionId);
      for (const url of [
        undefined,
        '',
        'https://evil.example/phishing',
        `https://evil.example/attorney-review/${link.token}`,
        `${t.config.publicUrl}/attorney-review/${randomBytes(32).toString('base64url')}`,
        `${t.config.publicUrl}/attorney-review/${link.token}/../../phishing`,
        othersLink.url,
      ]) {
        const res = await agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'attorney@lawfirm.example', url }).expect(404);
        expect(res.body.code).toBe('REVIEW_LINK_NOT_FOUND');
      }
      expect(await outbox.messagesFor(sessionId)).toEqual([]);
    });

    it("keeps another user's application out of reach (404), and its link working", async () => {
      const owner = await newApplication(t);
      const link = await createLink(owner.agent, owner.sessionId);
      const stranger = await signedUpAgent(t);
      const id = owner.sessionId;
      for (const res of [
        await stranger.post('/api/review-links').send({ sessionId: id }),
        await stranger.get(`/api/review-links/${id}`),
        await stranger.delete(`/api/review-links/${id}`),
        await stranger.post(`/api/review-links/${id}/send`).send({ email: 'attorney@lawfirm.example', url: link.url }),
        await stranger.get(`/api/review-links/${id}/status`),
      ]) {
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { message: messages.notFound, code: 'NOT_FOUND' } });
      }
      for (const bad of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
        await owner.agent.get(`/api/review-links/${bad}`).expect(404);
        await owner.agent.post('/api/review-links').send({ sessionId: bad }).expect(404);
      }
      await owner.agent.post('/api/review-links').send({}).expect(400);
      await owner.agent.get(`/api/review-links/${id}`).expect(200).expect((res) => expect(res.body.active).toBe(true));
      await owner.agent.post(`/api/review-links/${id}/send`).send({ email: 'attorney@lawfirm.example', url: link.url }).expect(200);
    });

    it('answers 401 on every route when signed out', async () => {
      const { sessionId } = await newApplication(t);
      const anonymous = t.agent();
      for (const res of [
        await anonymous.post('/api/review-links').send({ sessionId }),
        await anonymous.post('/api/review-links').send({}),
        await anonymous.get(`/api/review-links/${sessionId}`),
        await anonymous.delete(`/api/review-links/${sessionId}`),
        await anonymous.post(`/api/review-links/${sessionId}/send`).send({ email: 'attorney@lawfirm.example', url: 'x' }),
        await anonymous.post(`/api/review-links/${sessionId}/send`).send({}),
        await anonymous.get(`/api/review-links/${sessionId}/status`),
      ]) {
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 401, message: messages.signIn });
      }
    });

    it('limits sends per user and rolling hour, with Retry-After', async () => {
      const { agent, sessionId } = await newApplication(t);
      const link = await createLink(agent, sessionId);
      const send = () => agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'attorney@lawfirm.example', url: link.url });
      for (let i = 0; i < sendsPerHour; i++) await send().expect(200);
      const limited = await send().expect(429);
      expect(limited.body.code).toBe('REVIEW_SEND_RATE_LIMITED');
      expect(limited.body.message).toBe(`You have sent the review link ${sendsPerHour} times in the last hour. Please try again in 60 minutes.`);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await outbox.messagesFor(sessionId)).toHaveLength(sendsPerHour);

      // Counted per user: another applicant still sends.
      const other = await newApplication(t);
      const otherLink = await createLink(other.agent, other.sessionId);
      await other.agent.post(`/api/review-links/${other.sessionId}/send`).send({ email: 'attorney@lawfirm.example', url: otherLink.url }).expect(200);
    });

    it("answers 'pending' until a review exists", async () => {
      const { agent, sessionId } = await newApplication(t);
      await agent.get(`/api/review-links/${sessionId}/status`).expect(200, { reviewStatus: 'pending', reviewVerdict: null, reviewNotes: null, reviewedAt: null, changes: [] });
    });

    it('keeps tokens out of the logs, and labels metrics with route patterns, never with tokens or ids', async () => {
      const logger = t.app.get<Logger>(LOGGER);
      const logged = (['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const).map((level) => jest.spyOn(logger, level));
      const { agent, sessionId } = await newApplication(t);
      const link = await createLink(agent, sessionId);
      await agent.get(`/api/review-links/${sessionId}`).expect(200);
      await agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'attorney@lawfirm.example', url: link.url }).expect(200);
      await agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'attorney@lawfirm.example', url: `${link.url}x` }).expect(404);
      const logText = JSON.stringify(logged.flatMap((spy) => spy.mock.calls));
      expect(logText).toContain('/api/review-links/:sessionId/send'); // the access log saw the requests
      for (const form of tokenForms(link.token)) expect(logText).not.toContain(form);
      logged.forEach((spy) => spy.mockRestore());

      const metrics = await request(`http://127.0.0.1:${t.app.get(MetricsServer).port}`).get('/metrics').expect(200);
      expect(metrics.text).toMatch(/route="\/api\/review-links\/:sessionId\/send"/);
      expect(metrics.text).toMatch(/subject="review\.link\.send"/);
      for (const form of tokenForms(link.token)) expect(metrics.text).not.toContain(form);
      expect(metrics.text).not.toContain(sessionId);
    });
  });

  describe('with SMTP_URL: a real SMTP server, and links that expire in 3.6 s', () => {
    let t: TestApp;
    let db: ServiceDatabase;
    let outbox: OutboxService;
    let smtp: SMTPServer;
    const received: Array<{ from: string; to: string[]; raw: string }> = [];
    const refused = 'mailbox-full@lawfirm.example';

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onRcptTo(address: SMTPServerAddress, _session, callback) {
          if (address.address !== refused) return callback();
          return callback(Object.assign(new Error('Mailbox full'), { responseCode: 552 }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
            callback();
          });
        },
      });
      const port = await new Promise<number>((resolve, reject) => {
        smtp.server.once('error', reject);
        smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port));
      });
      t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'Formpath <no-reply@formpath.test>', REVIEW_LINK_HOURS: '0.001' });
      db = t.app.get(databaseToken('review'));
      outbox = t.app.get(OutboxService);
    });
    afterAll(async () => {
      await t?.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    /** The body as the recipient reads it: quoted-printable soft breaks and escapes undone. */
    const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

    it('delivers the email with the link, and records it as sent', async () => {
      const { agent, sessionId, email } = await newApplication(t);
      const link = await createLink(agent, sessionId);
      const res = await agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'Attorney@LawFirm.example', url: link.url }).expect(200);
      expect(res.body).toEqual({ sent: true, to: 'Attorney@LawFirm.example', via: 'smtp', messageId: expect.stringMatching(/^<.+@.+>$/) });

      // Domains are case-insensitive: nodemailer writes this one in lower case.
      const isOurs = (m: { to: string[] }) => m.to.map((a) => a.toLowerCase()).includes('attorney@lawfirm.example');
      await waitUntil(async () => received.some(isOurs), 10_000);
      const mail = received.find(isOurs);
      expect(mail?.from).toBe('no-reply@formpath.test');
      const body = decoded(mail?.raw ?? '');
      expect(body).toContain(link.url);
      expect(body).toContain(`Message-ID: ${res.body.messageId}`);
      expect(body).toContain(`Reply-To: ${email}`);
      expect(body).toContain('Subject: You are invited to review an immigration application');
      expect(body).toContain('You do not need an account');

      const [message] = await outbox.messagesFor(sessionId);
      expect(message).toMatchObject({ to: 'Attorney@LawFirm.example', sentVia: 'smtp', status: 'sent', messageId: res.body.messageId, error: null });
      expect(message?.sentAt).toEqual(expect.any(String));
      expect(message?.text).toContain(link.url);
      const stored = await reviewSchemaText(db);
      for (const form of tokenForms(link.token)) expect(stored).not.toContain(form);
    });

    it('says when the server refuses the message, and records the failure', async () => {
      const { agent, sessionId } = await newApplication(t);
      const link = await createLink(agent, sessionId);
      const res = await agent.post(`/api/review-links/${sessionId}/send`).send({ email: refused, url: link.url }).expect(502);
      expect(res.body).toEqual({
        code: 'REVIEW_SEND_FAILED',
        message: 'The email could not be sent right now. Please try again in a few minutes, or copy the link and send it yourself.',
      });
      const [message] = await outbox.messagesFor(sessionId);
      expect(message).toMatchObject({ to: refused, sentVia: 'smtp', status: 'failed', messageId: null, sentAt: null });
      expect(message?.error).toMatch(/^EENVELOPE 552$/);
    });

    it('stops a link one second past its expiry', async () => {
      const { agent, sessionId } = await newApplication(t);
      const link = await createLink(agent, sessionId);
      const state = await agent.get(`/api/review-links/${sessionId}`).expect(200);
      expect(state.body.active).toBe(true);
      const lifetime = Date.parse(link.expiresAt) - Date.parse(state.body.createdAt);
      expect(Math.abs(lifetime - 3600)).toBeLessThan(50);

      await sleep(Math.max(0, Date.parse(link.expiresAt) + 1000 - Date.now()));
      await agent.get(`/api/review-links/${sessionId}`).expect(200, { active: false, expiresAt: null, createdAt: null });
      const res = await agent.post(`/api/review-links/${sessionId}/send`).send({ email: 'attorney@lawfirm.example', url: link.url }).expect(404);
      expect(res.body.message).toBe(messages.linkGone);
      await agent.delete(`/api/review-links/${sessionId}`).expect(200, { revoked: false });
      expect(await outbox.messagesFor(sessionId)).toEqual([]);
    });
  });
});
