import { errorCatalog } from '@formpath/contracts';
import { cookieNamed, startTestApp, strongPassword, uniqueEmail, type TestApp } from './support/test-app.js';

describe('auth through the gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every request comes from 127.0.0.1: the throttles have their own spec (auth-throttle).
    t = await startTestApp({ SIGNIN_MAX_PER_CLIENT: '1000', SIGNUP_MAX_PER_CLIENT: '100000', ADMIN_EMAILS: 'Boss@Example.test' });
  });
  afterAll(() => t.close());

  it('signs up, stays signed in, signs out', async () => {
    const agent = t.agent();
    const email = uniqueEmail();
    const signup = await agent.post('/api/auth/signup').send({ email, password: strongPassword }).expect(201);
    expect(signup.body).toMatchObject({ email, role: 'user', id: expect.any(String) });
    expect(signup.body).not.toHaveProperty('passwordHash');

    const cookie = cookieNamed(signup, 'fp_session');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=\d+/);
    // 32 random bytes, base64url: well over 128 bits.
    expect(cookie!.split(';')[0]!.split('=')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.email).toBe(email);
    expect(me.headers['cache-control']).toBe('no-store');

    await agent.post('/api/auth/signout').expect(200, { success: true });
    await agent.get('/api/auth/me').expect(401);
  });

  it('refuses a weak password and an invalid email with the spec messages', async () => {
    const weak = await t.agent().post('/api/auth/signup').send({ email: uniqueEmail(), password: 'weakpass' }).expect(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character');
    const badEmail = await t.agent().post('/api/auth/signup').send({ email: 'not-an-email', password: strongPassword }).expect(400);
    expect(badEmail.body.message).toBe('Please enter a valid email address');
    const missing = await t.agent().post('/api/auth/signin').send({}).expect(400);
    expect(missing.body.message).toBe('Please enter a valid email address');
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const email = uniqueEmail();
    await t.agent().post('/api/auth/signup').send({ email, password: strongPassword }).expect(201);
    const again = await t.agent().post('/api/auth/signup').send({ email: email.toUpperCase(), password: strongPassword }).expect(409);
    expect(again.body.message).toBe(errorCatalog.AUTH_EMAIL_TAKEN.message);
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const email = uniqueEmail();
    await t.agent().post('/api/auth/signup').send({ email, password: strongPassword }).expect(201);
    const wrong = await t.agent().post('/api/auth/signin').send({ email, password: 'Wrong-pass1!' });
    const unknown = await t.agent().post('/api/auth/signin').send({ email: uniqueEmail('ghost'), password: 'Wrong-pass1!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('gives a new session id at every sign-in and ends the previous one', async () => {
    const email = uniqueEmail();
    const agent = t.agent();
    const first = cookieNamed(await agent.post('/api/auth/signup').send({ email, password: strongPassword }), 'fp_session')!.split(';')[0]!;
    const signin = await agent.post('/api/auth/signin').send({ email, password: strongPassword }).expect(200);
    const second = cookieNamed(signin, 'fp_session')!.split(';')[0]!;
    expect(second).not.toBe(first);
    await t.agent().get('/api/auth/me').set('Cookie', first).expect(401);
    await t.agent().get('/api/auth/me').set('Cookie', second).expect(200);
  });

  it('seeds the admin role from configuration', async () => {
    const res = await t.agent().post('/api/auth/signup').send({ email: 'boss@example.test', password: strongPassword });
    // The shared database of the real-server run may already hold this account.
    if (res.status === 201) expect(res.body.role).toBe('admin');
    else {
      const signin = await t.agent().post('/api/auth/signin').send({ email: 'boss@example.test', password: strongPassword }).expect(200);
      expect(signin.body.role).toBe('admin');
    }
  });

  it('answers the spec identity-provider session check for a password session too', async () => {
    const agent = t.agent();
    await agent.get('/api/auth/replit/me').expect(200, { user: null, isAuthenticated: false });
    await agent.post('/api/auth/signup').send({ email: uniqueEmail(), password: strongPassword }).expect(201);
    const me = await agent.get('/api/auth/replit/me').expect(200);
    expect(me.body.isAuthenticated).toBe(true);
  });
});

describe('session expiry enforced on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 1.2 s idle, 3.6 s absolute.
    t = await startTestApp({ SESSION_IDLE_MINUTES: '0.02', SESSION_ABSOLUTE_HOURS: '0.001', SIGNUP_MAX_PER_CLIENT: '100000' });
  });
  afterAll(() => t.close());

  it('ends an idle session', async () => {
    const agent = t.agent();
    await agent.post('/api/auth/signup').send({ email: uniqueEmail(), password: strongPassword }).expect(201);
    await agent.get('/api/auth/me').expect(200);
    await new Promise((r) => setTimeout(r, 1500));
    await agent.get('/api/auth/me').expect(401);
  });

  it('ends a busy session at its absolute expiry', async () => {
    const agent = t.agent();
    const res = await agent.post('/api/auth/signup').send({ email: uniqueEmail(), password: strongPassword }).expect(201);
    const cookie = cookieNamed(res, 'fp_session')!.split(';')[0]!;
    const deadline = Date.now() + 3600;
    while (Date.now() < deadline - 400) {
      await t.agent().get('/api/auth/me').set('Cookie', cookie).expect(200);
      await new Promise((r) => setTimeout(r, 300));
    }
    await new Promise((r) => setTimeout(r, 800));
    await t.agent().get('/api/auth/me').set('Cookie', cookie).expect(401);
  });
});
