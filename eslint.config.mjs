import nx from '@nx/eslint-plugin';
import userFacingText from './eslint.user-facing-text.mjs';

// Dependency rules of ARCHITECTURE.md, on two tag axes: scope (web | server | shared) and type.
const depConstraints = [
  { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
  { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  // libs/contracts imports nothing of ours.
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
  { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:data'] },
  { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:contracts', 'type:data'] },
  // A remote never imports another remote; a service never imports another service.
  { sourceTag: 'type:shell', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:data'] },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:data'] },
  { sourceTag: 'type:service', onlyDependOnLibsWithTags: ['type:lib', 'type:contracts', 'type:data'] },
  // The embedded host is the one place that composes every service into one process.
  { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:service', 'type:lib', 'type:contracts', 'type:data'] },
];

export default [
  { ignores: ['**/dist/**', '**/dist-prerender/**', '**/node_modules/**', 'var/**', '.nx/**', 'coverage/**'] },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/src/**/*.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/e2e/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: [], depConstraints }] },
  },
  {
    // End-to-end specs run in Node and may generate documents with the testing lib.
    files: ['**/e2e/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: ['@formpath/testing'], depConstraints }] },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  ...userFacingText,
  {
    // Tests may assert what they just checked.
    files: ['**/*.spec.{ts,tsx}', '**/*.int-spec.ts', '**/*.e2e-spec.ts', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
