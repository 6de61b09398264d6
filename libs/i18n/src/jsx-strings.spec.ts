import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../../..');

// The lint of eslint.user-facing-text.mjs, alone (no type information needed: a few seconds).
const lint = (...patterns: string[]) =>
  spawnSync(process.execPath, [join(root, 'node_modules/eslint/bin/eslint.js'), '--no-config-lookup', '-c', 'eslint.user-facing-text.mjs', '--format', 'json', ...patterns], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

type Report = Array<{ filePath: string; messages: Array<{ line: number; message: string }> }>;

describe('user-facing text', () => {
  it('comes through libs/i18n in every component of the web app (no literal text in JSX)', () => {
    const run = lint('shells', 'microfrontends', 'libs/ui');
    const report = JSON.parse(run.stdout || '[]') as Report;
    const problems = report.flatMap((file) => file.messages.map((m) => `${file.filePath.slice(root.length + 1)}:${m.line} ${m.message}`));
    expect(run.error).toBeUndefined();
    expect(run.stderr).toBe('');
    expect(report.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  }, 60_000);

  it('is caught when a component bypasses it', () => {
    const run = spawnSync(
      process.execPath,
      [join(root, 'node_modules/eslint/bin/eslint.js'), '--no-config-lookup', '-c', 'eslint.user-facing-text.mjs', '--format', 'json', '--stdin', '--stdin-filename', 'shells/web/src/probe.tsx'],
      { cwd: root, encoding: 'utf8', input: 'export const Probe = () => <button title="Close">Download PDF</button>;\n' },
    );
    const [file] = JSON.parse(run.stdout) as Report;
    const messages = file?.messages.map((m) => m.message).sort() ?? [];
    expect(messages).toHaveLength(2);
    expect(messages.some((m) => /Download PDF/.test(m))).toBe(true);
    expect(messages.some((m) => /libs\/i18n/.test(m))).toBe(true);
  });
});
