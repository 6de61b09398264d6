import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../../deploy/web/rspack-common.mjs';

// 'auto': chunks load from wherever the gateway serves remoteEntry.js.
export default federatedConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  name: 'asylum',
  exposes: { './App': './src/asylum-app.tsx' },
  publicPath: 'auto',
});
