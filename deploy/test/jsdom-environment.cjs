// Component tests (*.spec.tsx): jsdom, plus the fetch API and the encoders that Node has and
// jsdom lacks, so the real apiRequest and query hooks run against a stubbed fetch.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = ['fetch', 'Request', 'Response', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) if (this.global[name] === undefined) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
