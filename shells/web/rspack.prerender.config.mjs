import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

// The landing pages' renderer for Node (scripts/prerender.mjs): the shell's own sources, one
// CommonJS file, styles left to the browser build.
export default {
  mode: 'production',
  context: root,
  target: 'node',
  entry: { prerender: './src/prerender.tsx' },
  output: { path: resolve(root, 'dist-prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, asyncChunks: false, clean: true },
  resolve: {
    extensions: ['.tsx', '.ts', '.js'],
    extensionAlias: { '.js': ['.tsx', '.ts', '.js'] },
    conditionNames: ['@formpath/source', '...'],
  },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
};
