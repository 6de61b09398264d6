import type { ServiceDatabase } from '@formpath/persistence';
import { databaseToken } from '@formpath/persistence';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('email capture and unsubscribe (POST /api/collect-email, /api/unsubscribe)', () => {
  let t: TestApp;
  let db: ServiceDatabase;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(databaseToken('analytics'));
  });
  afterAll(() => t.close());

  const subscriber = (email: string) =>
    db.em
      .fork()
      .getConnection()
      .execute<Array<Record<string, unknown>>>(
        'select email, first_name, last_name, source, language, user_agent, referrer, subscribed, verified, consented_at, unsubscribed_at, unsubscribe_token_hash from analytics.email_subscribers where email = ?',
        [email],
      );
  const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;

  it('stores the address (trimmed, lower case) with source, names, language, user agent and the time of consent', async () => {
    const email = unique('Maria');
    const before = Date.now();
    const res = await t
      .agent()
      .post('/api/collect-email')
      .send({ email: `  ${email.toUpperCase()} `, firstName: ' María ', lastName: 'Nájera', source: 'conversion_section', language: 'es', userAgent: 'jest-agent', referrer: 'https://example.org/attorney-review/secret-token' })
      .expect(200);
    expect(res.body).toEqual({ status: 'subscribed', unsubscribeToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const [row] = await subscriber(email.toLowerCase());
    expect(row).toMatchObject({ first_name: 'María', last_name: 'Nájera', source: 'conversion_section', language: 'es', user_agent: 'jest-agent', subscribed: true, verified: false, unsubscribed_at: null });
    // A review token in the referrer is a credential: it is never stored.
    expect(row?.['referrer']).toBe('https://example.org/attorney-review/:token');
    expect(new Date(row?.['consented_at'] as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Only the token's hash is kept.
    expect(row?.['unsubscribe_token_hash']).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.['unsubscribe_token_hash']).not.toBe(res.body.unsubscribeToken);
  });

  it('answers a second capture of the same address politely, changes nothing and hands out no token', async () => {
    const email = unique('dup');
    await t.agent().post('/api/collect-email').send({ email, source: 'hero_secondary' }).expect(200);
    const [first] = await subscriber(email);
    const again = await t.agent().post('/api/collect-email').send({ email: email.toUpperCase(), source: 'marriage_hero' }).expect(200);
    expect(again.body).toEqual({ status: 'already_subscribed' });
    const rows = await subscriber(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(first);
  });

  it('records two simultaneous captures of one address once', async () => {
    const email = unique('race');
    const answers = await Promise.all([0, 1, 2].map(() => t.agent().post('/api/collect-email').send({ email, source: 'asylum_hero' })));
    expect(answers.map((a) => a.body.status).sort()).toEqual(['already_subscribed', 'already_subscribed', 'subscribed']);
    expect(await subscriber(email)).toHaveLength(1);
  });

  it('unsubscribes with the link token, keeps working when clicked twice, and lets the person come back later', async () => {
    const email = unique('leave');
    const { body } = await t.agent().post('/api/collect-email').send({ email, source: 'exit_popup' }).expect(200);
    await t.agent().post('/api/unsubscribe').send({ token: body.unsubscribeToken }).expect(200, { unsubscribed: true });
    expect((await subscriber(email))[0]).toMatchObject({ subscribed: false, unsubscribed_at: expect.anything() });
    await t.agent().post('/api/unsubscribe').send({ token: body.unsubscribeToken }).expect(200, { unsubscribed: true });

    const back = await t.agent().post('/api/collect-email').send({ email, source: 'marriage_hero' }).expect(200);
    expect(back.body.status).toBe('subscribed');
    expect(back.body.unsubscribeToken).not.toBe(body.unsubscribeToken);
    expect((await subscriber(email))[0]).toMatchObject({ subscribed: true, unsubscribed_at: null, source: 'marriage_hero' });
    // The old link belonged to the earlier consent: it no longer unsubscribes anyone.
    await t.agent().post('/api/unsubscribe').send({ token: body.unsubscribeToken }).expect(200, { unsubscribed: false });
  });

  it('answers an unknown or malformed token clearly', async () => {
    await t.agent().post('/api/unsubscribe').send({ token: 'A'.repeat(32) }).expect(200, { unsubscribed: false });
    const bad = await t.agent().post('/api/unsubscribe').send({ token: 'not a token' }).expect(400);
    expect(bad.body.message).toMatch(/not an unsubscribe link/);
  });

  it.each([
    [{ source: 'hero_secondary' }, /enter your email/],
    [{ email: '   ', source: 'hero_secondary' }, /enter your email/],
    [{ email: 'maria@', source: 'hero_secondary' }, /valid email/],
    [{ email: 'a@b.co, c@d.co', source: 'hero_secondary' }, /valid email/],
    [{ email: 'ok@example.org', source: 'somewhere' }, /hero_secondary/],
    [{ email: 'ok@example.org', source: 'hero_secondary', firstName: 'x'.repeat(101) }, /100/],
  ])('refuses %j with a clear message and stores nothing', async (body, message) => {
    const res = await t.agent().post('/api/collect-email').send(body).expect(400);
    expect(res.body.message).toMatch(message);
  });
});
