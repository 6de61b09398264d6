import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceResolve, typescriptRule } from '../../deploy/web/rspack-common.mjs';

const root = dirname(fileURLToPath(import.meta.url));

// The landing pages' renderer for Node (scripts/prerender.mjs): the shell's own sources, one
// CommonJS file, styles left to the browser build.
export default {
  mode: 'production',
  context: root,
  target: 'node',
  entry: { prerender: './src/prerender.tsx' },
  output: { path: resolve(root, 'dist-prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, asyncChunks: false, clean: true },
  resolve: sourceResolve,
  module: { rules: [typescriptRule(true), { test: /\.css$/, type: 'asset/source' }] },
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
};
