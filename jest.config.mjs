// Three tiers: unit specs beside the code (*.spec.ts, and component specs *.spec.tsx in jsdom),
// integration specs per service through the gateway (*.int-spec.ts), end-to-end specs driving
// the built app in Chromium (*.e2e-spec.ts). A *.spec.ts that needs a DOM says so in a docblock:
// /** @jest-environment jsdom */.
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only dependencies that Jest's CommonJS runtime needs transformed.
const esm = [
  '@nestjs', '@nats-io', 'uid', 'file-type', 'strtok3', 'token-types', '@tokenizer', '@mikro-orm', '@electric-sql',
  'kysely', 'postgres-array', 'postgres-date', 'postgres-interval', 'openid-client', 'oauth4webapi', 'jose', 'playwright-core', 'mrz', 'pdfjs-dist', '@langchain', 'p-retry', 'p-queue', 'p-timeout', 'eventemitter3', 'langsmith', 'piscina', '@faker-js', 'stemmer',
];

const common = {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['@formpath/source', 'node', 'node-addons'] },
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': '<rootDir>/deploy/test/style-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

export default {
  // Jest reads the timeout at the top level only; browser tests raise theirs (jest.setTimeout).
  testTimeout: 60_000,
  reporters: ['default', '<rootDir>/deploy/test/summary-reporter.cjs'],
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services,shells,microfrontends}/*/src/**/*.spec.ts'] },
    // Component specs (*.spec.tsx) beside the component, in jsdom with fetch (Testing Library).
    {
      ...common,
      displayName: 'component',
      testEnvironment: '<rootDir>/deploy/test/jsdom-environment.cjs',
      testMatch: ['<rootDir>/{libs,services,shells,microfrontends}/*/src/**/*.spec.tsx'],
    },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/services/*/test/**/*.int-spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/shells/*/e2e/**/*.e2e-spec.ts'] },
  ],
};
