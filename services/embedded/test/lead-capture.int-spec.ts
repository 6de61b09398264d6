import type { ServiceDatabase } from '@formpath/persistence';
import { databaseToken } from '@formpath/persistence';
import { SubscribersService } from '@formpath/analytics';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('email capture and unsubscribe (POST /api/collect-email, /api/unsubscribe)', () => {
  let t: TestApp;
  let db: ServiceDatabase;
  let subscribers: SubscribersService;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(databaseToken('analytics'));
    subscribers = t.app.get(SubscribersService);
  });
  afterAll(() => t.close());

  const rows = () =>
    db.em
      .fork()
      .getConnection()
      .execute<Array<Record<string, unknown>>>('select * from analytics.email_subscribers order by collected_at, id');
  const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const capture = (body: Record<string, unknown>) => t.agent().post('/api/collect-email').send(body);
  const newest = async () => (await rows()).at(-1) as Record<string, unknown>;

  it('stores the address with source, names, language, user agent and the time of consent, all personal columns sealed', async () => {
    const email = unique('maria');
    const before = Date.now();
    const res = await capture({ email: `  ${email.toUpperCase()} `, firstName: ' María ', lastName: 'Nájera', source: 'conversion_section', language: 'es', userAgent: 'jest-agent', referrer: 'https://example.org/attorney-review/secret-token' }).expect(200);
    expect(res.body).toEqual({ received: true });
    const row = await newest();
    expect(row).toMatchObject({ source: 'conversion_section', language: 'es', subscribed: true, verified: false, unsubscribed_at: null });
    expect(new Date(row['consented_at'] as string).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Nothing personal in the clear: not the address, not the names, not the browser.
    const stored = JSON.stringify(row);
    for (const plain of [email, 'María', 'Nájera', 'jest-agent', 'example.org']) expect(stored).not.toContain(plain);
    expect(row['email_digest']).toMatch(/^[0-9a-f]{64}$/);
    expect(row['sealed_email']).toMatch(/^fpf1:/);
  });

  it('answers a second capture of the same address exactly like the first (nobody learns who is on the list), and keeps one row', async () => {
    const email = unique('dup');
    const first = await capture({ email, source: 'hero_secondary' }).expect(200);
    const count = (await rows()).length;
    const again = await capture({ email: email.toUpperCase(), source: 'marriage_hero' }).expect(200);
    expect(again.body).toEqual(first.body);
    expect((await rows()).length).toBe(count);
  });

  it('records simultaneous captures of one address once', async () => {
    const count = (await rows()).length;
    const email = unique('race');
    const answers = await Promise.all([0, 1, 2].map(() => capture({ email, source: 'asylum_hero' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await rows()).length).toBe(count + 1);
  });

  it('unsubscribes with the link made for the row, forgets all but the digest, and never adds the address again', async () => {
    const email = unique('leave');
    await capture({ email, firstName: 'Ana', source: 'exit_popup' }).expect(200);
    const row = await newest();
    const url = subscribers.unsubscribeUrl(row['id'] as string);
    expect(url).toMatch(/\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(url).searchParams.get('token');

    await t.agent().post('/api/unsubscribe').send({ token }).expect(200, { unsubscribed: true });
    const after = (await rows()).find((r: Record<string, unknown>) => r['id'] === row['id']);
    expect(after).toMatchObject({ subscribed: false, sealed_email: null, sealed_first_name: null, sealed_user_agent: null, sealed_referrer: null, email_digest: row['email_digest'] });
    expect(after?.['unsubscribed_at']).toBeTruthy();
    // A second click changes nothing and still says it is done.
    await t.agent().post('/api/unsubscribe').send({ token }).expect(200, { unsubscribed: true });

    // Someone else typing the address in again does not override the opt-out.
    const count = (await rows()).length;
    await capture({ email, source: 'marriage_hero' }).expect(200, { received: true });
    expect((await rows()).length).toBe(count);
    expect((await rows()).find((r: Record<string, unknown>) => r['id'] === row['id'])).toMatchObject({ subscribed: false });
  });

  it('refuses a forged or altered link, and answers a malformed one clearly', async () => {
    await capture({ email: unique('forge'), source: 'hero_secondary' }).expect(200);
    const token = subscribers.unsubscribeToken((await newest())['id'] as string);
    const altered = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    await t.agent().post('/api/unsubscribe').send({ token: altered }).expect(200, { unsubscribed: false });
    await t.agent().post('/api/unsubscribe').send({ token: 'A'.repeat(43) }).expect(200, { unsubscribed: false });
    expect((await newest())['subscribed']).toBe(true);
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
  ])('refuses %j with a clear message', async (body, message) => {
    const res = await capture(body).expect(400);
    expect(res.body.message).toMatch(message);
  });

  it('limits captures per client and minute', async () => {
    const limited = await startTestApp({ EMAIL_CAPTURES_PER_MINUTE: '2' });
    try {
      for (let i = 0; i < 2; i++) await limited.agent().post('/api/collect-email').send({ email: unique('rate'), source: 'hero_secondary' }).expect(200);
      const res = await limited.agent().post('/api/collect-email').send({ email: unique('rate'), source: 'hero_secondary' }).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toMatch(/wait a minute/);
    } finally {
      await limited.close();
    }
  });
});
