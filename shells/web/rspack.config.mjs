import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../../deploy/web/rspack-common.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const config = federatedConfig({ root, name: 'shell', html: true, publicPath: '/' });

// The files of the app's first chunk (the bootstrap: JavaScript and CSS), for the pre-rendered
// landing pages to link their styles and preload their scripts (scripts/prerender.mjs).
const bootstrapAssets = {
  apply(compiler) {
    compiler.hooks.done.tap('bootstrap-assets', (stats) => {
      const { namedChunkGroups } = stats.toJson({ all: false, chunkGroups: true });
      const files = (namedChunkGroups?.bootstrap?.assets ?? []).map((asset) => asset.name);
      writeFileSync(join(root, 'dist/bootstrap-assets.json'), JSON.stringify({ files }, null, 2));
    });
  },
};

// The host: remotes are registered at runtime from the gateway's manifest, none at build time.
export default { ...config, plugins: [...config.plugins, bootstrapAssets] };
