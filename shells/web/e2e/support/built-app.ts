import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const root = resolve(__dirname, '../../../..');
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** The built app as `npm start` runs it (embedded mode), on a free port with fresh data. */
export const startBuiltApp = async (extraEnv: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> => {
  const main = join(root, 'services/embedded/dist/main.js');
  if (!existsSync(main) || !existsSync(join(root, 'shells/web/dist/index.html'))) throw new Error('The app is not built: run npm run build first.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'formpath-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}`, ...extraEnv };
  delete env['NATS_URL'];
  delete env['DATABASE_URL'];
  const child: ChildProcess = spawn(process.execPath, [main], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('the app did not start in 30 s')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Formpath is ready')) {
        clearTimeout(timer);
        done();
      }
    });
    child.once('exit', (code) => fail(new Error(`the app exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const launchChromium = (): Promise<Browser> => {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is missing at ${chromiumPath}: apt-get install chromium`);
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
};

export const strongPassword = 'Corr3ct-Horse!';
export const uniqueEmail = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

/** Opens /app signed out and creates an account through the gate's dialog. */
export const signUpThroughModal = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto('/app');
  await page.getByRole('heading', { name: 'Sign In Required' }).waitFor();
  await page.getByRole('tab', { name: 'Email & Password' }).click();
  await page.getByRole('button', { name: 'Sign In / Create Account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
};
