import { randomInt } from 'node:crypto';
import { errorCatalog } from '@formpath/contracts';
import { databaseToken, type ServiceDatabase } from '@formpath/persistence';
import { startTestApp, strongPassword, uniqueEmail, type TestApp } from './support/test-app.js';

// Clients are told apart by X-Forwarded-For (the test apps trust the loopback proxy). Each test
// takes fresh /64s of the documentation prefix, so counters left in a shared database by earlier
// runs never meet these.
const someClient = () => `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::1`;
const sameNetwork = (client: string) => client.replace(/::1$/, '::2');
const wrongPassword = 'Wrong-pass1!';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

const signUp = (t: TestApp, client: string, email = uniqueEmail()) =>
  t.agent().post('/api/auth/signup').set('X-Forwarded-For', client).send({ email, password: strongPassword });
const signIn = (t: TestApp, client: string, email: string, password = wrongPassword) =>
  t.agent().post('/api/auth/signin').set('X-Forwarded-For', client).send({ email, password });

/** Counters whose window had ended at `at` (default: now), and the database's time. */
const staleCounters = async (t: TestApp, at?: Date) => {
  const connection = t.app.get<ServiceDatabase>(databaseToken('auth')).em.getConnection();
  const [row] = await connection.execute<Array<{ count: string | number; now: Date }>>(
    `select count(*) as count, now() as now from "auth"."sign_in_attempts" where expires_at < ${at ? '?' : 'now()'}`,
    at ? [at] : [],
  );
  return { count: Number(row!.count), now: new Date(row!.now) };
};

// One app at a time: two apps on one bus would share the work of each subject.
describe('sign-up and sign-in limits per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Sign-ups: 3 per client in 6 s. Sign-in failures: 4 per client in 15 minutes.
    t = await startTestApp({ TRUST_PROXY: 'loopback', SIGNUP_MAX_PER_CLIENT: '3', SIGNUP_WINDOW_MINUTES: '0.1', SIGNIN_MAX_PER_CLIENT: '4' });
  });
  afterAll(() => t.close());

  it('limits sign-ups per client before the lookup, with the real time left', async () => {
    const early = someClient();
    await signUp(t, early).expect(201);
    const client = someClient();
    const taken = uniqueEmail('taken');
    await signUp(t, client, taken).expect(201);
    // The spec's answer stays, but it costs one of the client's sign-ups.
    expect((await signUp(t, client, taken).expect(409)).body.message).toBe(errorCatalog.AUTH_EMAIL_TAKEN.message);
    await signUp(t, client).expect(201);

    const limited = await signUp(t, client).expect(429);
    expect(limited.body).toEqual({ message: errorCatalog.AUTH_SIGNUP_RATE_LIMITED.message, code: 'AUTH_SIGNUP_RATE_LIMITED' });
    const first = retryAfter(limited);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(first).toBeLessThanOrEqual(6);
    // Over the limit a taken email is not told apart, and another address of the same /64 is the same client.
    expect((await signUp(t, sameNetwork(client), taken).expect(429)).body.code).toBe('AUTH_SIGNUP_RATE_LIMITED');
    await signUp(t, someClient()).expect(201);

    await sleep(1100);
    const later = retryAfter(await signUp(t, client).expect(429));
    expect(later).toBeLessThan(first);
    expect(later).toBeGreaterThanOrEqual(1);
    await sleep(later * 1000 + 100);
    const stale = await staleCounters(t);
    // Nothing was written while the windows ran out: the early client's counter is still there.
    expect(stale.count).toBeGreaterThan(0);
    await signUp(t, client).expect(201);
    // And the next write took it away.
    expect((await staleCounters(t, stale.now)).count).toBe(0);
  });

  it('counts failed sign-ins per client, not successful ones', async () => {
    const client = someClient();
    const email = uniqueEmail();
    await signUp(t, client, email).expect(201);
    for (let i = 0; i < 6; i += 1) await signIn(t, client, email, strongPassword).expect(200);
    // Spraying one password over many accounts.
    for (let i = 0; i < 4; i += 1) await signIn(t, client, uniqueEmail('spray')).expect(401);
    const limited = await signIn(t, client, uniqueEmail('spray')).expect(429);
    expect(limited.body.message).toBe(errorCatalog.AUTH_RATE_LIMITED.message);
    expect(retryAfter(limited)).toBeGreaterThanOrEqual(1);
    expect(retryAfter(limited)).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits: the client has used its guesses.
    await signIn(t, client, email, strongPassword).expect(429);
    await signIn(t, someClient(), email, strongPassword).expect(200);
  });
});

describe('sign-in delays per account and client', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 3 wrong passwords per account and client back to back, then delays of 1 s, 2 s, ... capped at 3 s.
    t = await startTestApp({ TRUST_PROXY: 'loopback', SIGNIN_MAX_PER_ACCOUNT: '3', SIGNIN_WINDOW_MINUTES: '0.05', SIGNUP_MAX_PER_CLIENT: '100000' });
  });
  afterAll(() => t.close());

  it('does not let wrong passwords from elsewhere lock the owner out', async () => {
    const owner = someClient();
    const attacker = someClient();
    const email = uniqueEmail('owner');
    await signUp(t, owner, email).expect(201);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await signIn(t, attacker, email);
      statuses.push(res.status);
      if (res.status === 429) expect(retryAfter(res)).toBe(1);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    const signedIn = await signIn(t, owner, email, strongPassword).expect(200);
    expect(signedIn.body.email).toBe(email);
  });

  it('doubles the delay with each further failure, up to the window, and says how long is left', async () => {
    const attacker = someClient();
    const email = uniqueEmail('victim');
    await signUp(t, someClient(), email).expect(201);
    for (let i = 0; i < 3; i += 1) await signIn(t, attacker, email).expect(401);
    const limited = await signIn(t, attacker, email, strongPassword).expect(429);
    expect(limited.body).toEqual({ message: errorCatalog.AUTH_RATE_LIMITED.message, code: 'AUTH_RATE_LIMITED' });
    expect(retryAfter(limited)).toBe(1);

    await sleep(1100);
    await signIn(t, attacker, email).expect(401);
    expect(retryAfter(await signIn(t, attacker, email).expect(429))).toBe(2);
    await sleep(1000);
    expect(retryAfter(await signIn(t, attacker, email).expect(429))).toBe(1);

    await sleep(1100);
    await signIn(t, attacker, email).expect(401);
    // 4 s by doubling, capped at the 3 s window.
    expect(retryAfter(await signIn(t, attacker, email).expect(429))).toBe(3);
  });

  it('lets a burst of parallel guesses have no more than the free attempts', async () => {
    const email = uniqueEmail('burst');
    await signUp(t, someClient(), email).expect(201);
    const attacker = someClient();
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => signIn(t, attacker, email)))).map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('starts the account and client pair afresh after a successful sign-in', async () => {
    const client = someClient();
    const email = uniqueEmail();
    await signUp(t, client, email).expect(201);
    for (let i = 0; i < 2; i += 1) await signIn(t, client, email).expect(401);
    await signIn(t, client, email, strongPassword).expect(200);
    for (let i = 0; i < 3; i += 1) await signIn(t, client, email).expect(401);
    expect(retryAfter(await signIn(t, client, email).expect(429))).toBe(1);
  });
});
