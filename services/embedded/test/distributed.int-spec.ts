import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort, strongPassword, uniqueEmail } from './support/test-app.js';

// Distributed mode needs the real servers: CI sets both URLs.
const realServers = Boolean(process.env['NATS_URL'] && process.env['DATABASE_URL']);
const root = resolve(__dirname, '../../..');
const entry = (service: string) => resolve(root, 'services', service, 'dist', 'main.js');

const waitForHealth = async (url: string, child: ChildProcess) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never became ready`);
};

(realServers ? describe : describe.skip)('distributed mode: gateway, auth and analytics as separate processes on NATS and PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const processes: Array<{ service: string; url: string; metricsUrl: string }> = [];
  let gateway = '';

  beforeAll(async () => {
    for (const service of ['gateway', 'auth', 'analytics']) {
      if (!existsSync(entry(service))) throw new Error(`${entry(service)} is missing: run npm run build first`);
    }
    // The shared test database counts every sign-in from 127.0.0.1 of earlier runs.
    const env = { ...process.env, LOG_LEVEL: 'warn', MIGRATE_ON_START: 'false', SIGNIN_MAX_PER_CLIENT: '100000', SIGNUP_MAX_PER_CLIENT: '100000' };
    for (const service of ['auth', 'analytics']) {
      const migrate = spawnSync(process.execPath, [entry(service), 'migrate'], { env, encoding: 'utf8' });
      expect(migrate.status).toBe(0);
    }
    const start = async (service: string) => {
      // Processes on one machine each need their own metrics port.
      const [port, metricsPort] = [await freePort(), await freePort()];
      const child = spawn(process.execPath, [entry(service)], {
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: String(metricsPort) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, child);
      processes.push({ service, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` });
      return url;
    };
    await start('auth');
    await start('analytics');
    gateway = await start('gateway');
  });

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
    );
  }, 30_000);

  it('signs up, in and out through the gateway', async () => {
    const email = uniqueEmail('distributed');
    const json = { 'Content-Type': 'application/json' };
    const signup = await fetch(`${gateway}/api/auth/signup`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: strongPassword }) });
    expect(signup.status).toBe(201);

    const signin = await fetch(`${gateway}/api/auth/signin`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: strongPassword }) });
    expect(signin.status).toBe(200);
    const cookie = signin.headers.getSetCookie()[0]!.split(';')[0]!;

    const me = await fetch(`${gateway}/api/auth/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);

    const visit = await fetch(`${gateway}/api/track-visit`, { method: 'POST', headers: json, body: JSON.stringify({ sessionId: 'distributed', page: '/', deviceType: 'desktop' }) });
    expect(visit.status).toBe(201);

    expect((await fetch(`${gateway}/api/auth/signout`, { method: 'POST', headers: { Cookie: cookie } })).status).toBe(200);
    expect((await fetch(`${gateway}/api/auth/me`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it("serves metrics on each process's metrics port only", async () => {
    for (const { service, url, metricsUrl } of processes) {
      const metrics = await fetch(metricsUrl);
      expect({ service, status: metrics.status }).toEqual({ service, status: 200 });
      expect(await metrics.text()).toContain('process_cpu_seconds_total');
      expect({ service, status: (await fetch(`${url}/metrics`)).status }).toEqual({ service, status: 404 });
    }
  });

  it('shuts down gracefully on SIGTERM', async () => {
    const child = children[0]!;
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
