import { TestBrowser, startIssuer } from './support/oidc-browser.js';
import { freePort, startTestApp, strongPassword, type TestApp } from './support/test-app.js';

describe('OpenID Connect sign-in against a real issuer', () => {
  let app: TestApp;
  let issuer: { url: string; stop: () => void };
  const run = Date.now().toString(36);

  beforeAll(async () => {
    const appPort = await freePort();
    const redirectUri = `http://127.0.0.1:${appPort}/api/auth/oidc/callback`;
    issuer = await startIssuer(await freePort(), redirectUri);
    app = await startTestApp(
      {
        OIDC_ISSUER: issuer.url,
        OIDC_CLIENT_ID: 'formpath-test',
        OIDC_CLIENT_SECRET: 'formpath-test-secret',
        OIDC_REDIRECT_URI: redirectUri,
        OIDC_PROVIDER_NAME: 'Test ID',
        PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      },
      appPort,
    );
  });
  afterAll(async () => {
    await app?.close();
    issuer?.stop();
  });

  it('says Quick Start is available, under its name', async () => {
    await app.agent().get('/api/auth/oidc/config').expect(200, { enabled: true, name: 'Test ID' });
  });

  it('asks for the authorization code with PKCE (S256), state and nonce', async () => {
    const res = await app.agent().get('/api/auth/replit/login').set('Accept', 'application/json').expect(200);
    expect(res.body).toMatchObject({ success: true, user: null });
    const url = new URL(res.body.redirectUrl);
    expect(url.origin).toBe(issuer.url);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(res.headers['set-cookie']?.[0]).toMatch(/^fp_oidc_state=.*HttpOnly/);
  });

  it('signs in through the whole flow and knows the user by issuer and subject', async () => {
    const browser = new TestBrowser();
    const sub = `maria-${run}`;
    expect(await browser.signInWithIssuer(app.url, sub, '/app#step2')).toBe('/app');
    const me = await browser.fetch(`${app.url}/api/auth/me`);
    expect(me.status).toBe(200);
    const user = (await me.json()) as { id: string; email: string };
    expect(user.email).toBe(`${sub}@example.test`);
    expect(await (await browser.fetch(`${app.url}/api/auth/oidc/me`)).json()).toMatchObject({ isAuthenticated: true });

    const again = new TestBrowser();
    await again.signInWithIssuer(app.url, sub);
    expect(((await (await again.fetch(`${app.url}/api/auth/me`)).json()) as { id: string }).id).toBe(user.id);
  });

  it('never lets the provider take over an account that signs in with a password', async () => {
    const victim = `victim-${run}`;
    await app.agent().post('/api/auth/signup').send({ email: `${victim}@example.test`, password: strongPassword }).expect(201);
    const browser = new TestBrowser();
    const landed = await browser.signInWithIssuer(app.url, victim);
    expect(landed).toMatch(/^\/app\?authError=/);
    expect(decodeURIComponent(landed)).toContain('another sign-in method');
    expect(browser.cookies.has('fp_session')).toBe(false);
    expect((await browser.fetch(`${app.url}/api/auth/me`)).status).toBe(401);
  });

  it('refuses a callback that this browser did not start', async () => {
    const starter = new TestBrowser();
    const start = await starter.fetch(`${app.url}/api/auth/oidc/login`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const stranger = new TestBrowser();
    const res = await stranger.fetch(`${app.url}/api/auth/oidc/callback?code=stolen&state=${state}`);
    expect(res.headers.get('location')).toMatch(/^\/app\?authError=/);
    expect(stranger.cookies.has('fp_session')).toBe(false);
  });
});

describe('without an identity provider configured', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ OIDC_ISSUER: '', OIDC_CLIENT_ID: '' });
  });
  afterAll(() => app.close());

  it('says so and does not pretend', async () => {
    const config = await app.agent().get('/api/auth/oidc/config').expect(200);
    expect(config.body.enabled).toBe(false);
    const login = await app.agent().get('/api/auth/oidc/login').set('Accept', 'application/json').expect(404);
    expect(login.body.message).toBe('Quick Start sign-in is not configured on this server.');
  });
});
