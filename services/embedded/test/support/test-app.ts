import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { loadConfig, type AppConfig } from '@formpath/server-kit';
import { createEmbeddedApp } from '../../src/embedded-app.js';

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  agent: () => ReturnType<typeof request.agent>;
  url: string;
  close: () => Promise<void>;
}

/** The embedded app on a free port with its own data directory; DATABASE_URL and NATS_URL pass through. */
export const startTestApp = async (env: Record<string, string> = {}, port = 0): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'formpath-test-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0', MIGRATE_ON_START: 'true', SIGNIN_MAX_PER_CLIENT: '100000', SIGNUP_MAX_PER_CLIENT: '100000', REVIEW_LOOKUPS_PER_MINUTE: '100000', EMAIL_CAPTURES_PER_MINUTE: '100000', ...env });
  const app = await createEmbeddedApp(config);
  await app.listen(port, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    config,
    url,
    agent: () => request.agent(app.getHttpServer()),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

export const strongPassword = 'Corr3ct-Horse!';

export const cookieNamed = (res: { headers: Record<string, unknown> }, name: string): string | undefined =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith(`${name}=`));

/** A port nobody listens on right now (for a redirect URI that must be known before the app starts). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
