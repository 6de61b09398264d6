import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '../../..');

// The dependency rules of ARCHITECTURE.md are enforced by lint: a forbidden import fails it.
describe('module boundaries', () => {
  // The ESLint CLI, as `npm run lint` runs it, on a file that is never written to disk.
  const boundaryErrors = async (filePath: string, code: string) => {
    const run = spawnSync(process.execPath, [resolve(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', filePath, '--format', 'json'], {
      cwd: root,
      input: code,
      encoding: 'utf8',
    });
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
    return result!.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
  };

  it.each([
    ['a service importing another service', 'services/auth/src/probe.ts', "import { GatewayModule } from '@formpath/gateway';\nexport const x = GatewayModule;\n"],
    ['a service importing a browser lib', 'services/analytics/src/probe.ts', "import { apiRequest } from '@formpath/web-data';\nexport const x = apiRequest;\n"],
    ['a remote importing a server lib', 'microfrontends/wizard/src/probe.ts', "import { loadConfig } from '@formpath/server-kit';\nexport const x = loadConfig;\n"],
    ['contracts importing anything of ours', 'libs/contracts/src/probe.ts', "import { toast } from '@formpath/ui';\nexport const x = toast;\n"],
    ['the shell importing a remote', 'shells/web/src/probe.ts', "import * as wizard from '@formpath/wizard';\nexport const x = wizard;\n"],
  ])('refuses %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).not.toHaveLength(0);
  });

  it('allows what the architecture allows', async () => {
    expect(await boundaryErrors('services/auth/src/probe.ts', "import { authSubjects } from '@formpath/contracts';\nimport { BusClient } from '@formpath/server-kit';\nexport const x = [authSubjects, BusClient];\n")).toEqual([]);
    expect(await boundaryErrors('microfrontends/wizard/src/probe.ts', "import { toast } from '@formpath/ui';\nexport const x = toast;\n")).toEqual([]);
  });
});
