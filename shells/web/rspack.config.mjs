import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../../deploy/web/rspack-common.mjs';

// The host: remotes are registered at runtime from the gateway's manifest, none at build time.
export default federatedConfig({ root: dirname(fileURLToPath(import.meta.url)), name: 'shell', html: true, publicPath: '/' });
