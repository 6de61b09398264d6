import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { en } from '@formpath/i18n';

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

/** The interface texts of one language, as the page shows them (resources from libs/i18n, English behind). */
export type Texts = (key: string, values?: Record<string, unknown>) => string;

const lookup = (resources: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);

/** A language's `t` for the tests: its resources, English where it has none (as i18next does). */
export const textsOf =
  (resources: unknown): Texts =>
  (key, values) => {
    const text = lookup(resources, key) ?? lookup(en, key);
    if (typeof text !== 'string') throw new Error(`no text ${key}`);
    return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values?.[name] ?? ''));
  };

const english = textsOf(en);

/** Opens a protected page signed out and creates an account through the gate's dialog, in the page's language. */
export const signUpThroughModal = async (page: Page, email: string, password: string, { path = '/app', t = english }: { path?: string; t?: Texts } = {}): Promise<void> => {
  await page.goto(path);
  await page.getByRole('heading', { name: t('gate.title') }).waitFor();
  await page.getByRole('tab', { name: t('gate.emailPassword') }).click();
  await page.getByRole('button', { name: t('gate.openModal') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: t('auth.signUp') }).click();
  await dialog.getByLabel(t('auth.email')).fill(email);
  await dialog.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await dialog.getByLabel(t('auth.confirmPassword')).fill(password);
  await dialog.getByRole('button', { name: t('auth.createAccount') }).click();
};
