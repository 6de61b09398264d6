import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { GatewayModule, configureGateway } from '@formpath/gateway';
import { CoreModule, MetricsServer, loadConfig } from '@formpath/server-kit';
import { startTestApp, uniqueEmail, type TestApp } from './support/test-app.js';

describe('the edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('sends security headers on every response', async () => {
    const res = await t.agent().get('/health');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    // HSTS only in production.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses state-changing requests from another site', async () => {
    const body = { email: uniqueEmail('csrf'), password: 'Corr3ct-Horse!' };
    const byOrigin = await t.agent().post('/api/auth/signin').set('Origin', 'https://evil.example').send(body).expect(403);
    expect(byOrigin.body.message).toBe('This request came from another site and was refused.');
    await t.agent().post('/api/auth/signin').set('Sec-Fetch-Site', 'cross-site').send(body).expect(403);
    await t.agent().post('/api/auth/signin').set('Sec-Fetch-Site', 'same-origin').set('Origin', t.config.publicOrigin).send(body).expect(401);
  });

  it('reports health and readiness, with the database checked', async () => {
    const res = await t.agent().get('/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', ready: true, checks: { 'database:auth': { status: 'up' }, 'database:analytics': { status: 'up' } } });
    await t.agent().get('/health/live').expect(200, { status: 'ok' });
  });

  it('exposes request and bus latencies by route and subject', async () => {
    await t.agent().get('/api/auth/me').set('Cookie', 'fp_session=unknown');
    // On the metrics port only (the public one answers 404).
    await t.agent().get('/metrics').expect(404);
    const res = await request(`http://127.0.0.1:${t.app.get(MetricsServer).port}`).get('/metrics').expect(200);
    expect(res.text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/auth\/me"/);
    expect(res.text).toMatch(/bus_request_duration_seconds_count\{[^}]*subject="auth\.session\.resolve"/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    await t.agent().get('/api/no-such-thing').expect(404, { message: 'Not found' });
  });

  it('serves the remote manifest from what is built', async () => {
    const res = await t.agent().get('/api/remotes').expect(200);
    // npm test builds first, so the built remotes are there; unbuilt remotes are not offered.
    expect(res.body.remotes.map((r: { name: string }) => r.name)).toEqual(['wizard', 'asylum', 'review']);
    for (const remote of res.body.remotes) expect(remote.entry).toMatch(new RegExp(`^/remotes/${remote.name}/remoteEntry\\.js\\?v=\\d+$`));
  });
});

describe('a bus request nobody handles', () => {
  it('fails fast with a clear error instead of hanging', async () => {
    const config = loadConfig({ ...process.env, LOG_LEVEL: 'error', BUS_TIMEOUT_MS: '1500' });
    @Module({ imports: [CoreModule.forRoot(config, 'gateway-alone'), GatewayModule] })
    class GatewayAlone {}
    const app = await NestFactory.create<NestExpressApplication>(GatewayAlone, { logger: false, bodyParser: false });
    configureGateway(app, config);
    await app.init();
    try {
      const started = Date.now();
      const res = await request(app.getHttpServer()).get('/api/auth/me').set('Cookie', 'fp_session=whatever');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('This part of Formpath is not available right now. Please try again later.');
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await app.close();
    }
  });
});
