// Build settings shared by the shell and every remote: one TypeScript/React pipeline and one
// list of federation singletons, so host and remotes always agree on what is shared.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;

const singletons = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'i18next', 'react-i18next'];
const workspaceSingletons = ['@formpath/ui', '@formpath/web-data', '@formpath/i18n'];

export const sharedSingletons = Object.fromEntries([
  ...singletons.map((name) => [name, { singleton: true, requiredVersion: `^${versionOf(name)}` }]),
  ...workspaceSingletons.map((name) => [name, { singleton: true, requiredVersion: false, version: '0.1.0' }]),
]);

/** Workspace libraries are built from their sources; imports name `.js`, the files are `.ts(x)`. */
export const sourceResolve = {
  extensions: ['.tsx', '.ts', '.js'],
  extensionAlias: { '.js': ['.tsx', '.ts', '.js'] },
  conditionNames: ['@formpath/source', '...'],
};

/** TypeScript and JSX through rspack's built-in SWC. */
export const typescriptRule = (production) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic', development: !production } }, target: 'es2022' } },
  type: 'javascript/auto',
});

/** @param {{ root: string, name: string, exposes?: Record<string,string>, html?: boolean, publicPath: string }} options */
export const federatedConfig = ({ root, name, exposes, html = false, publicPath }) => {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/main.ts' },
    devtool: production ? false : 'source-map',
    output: {
      path: resolve(root, 'dist'),
      publicPath,
      filename: production ? '[name].[contenthash:12].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:12].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:12].css' : '[name].css',
      uniqueName: `formpath_${name}`,
      clean: true,
    },
    resolve: sourceResolve,
    module: { rules: [typescriptRule(production), { test: /\.css$/, type: 'css/auto' }] },
    plugins: [
      html && new rspack.HtmlRspackPlugin({ template: './src/index.html' }),
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
        shared: sharedSingletons,
        dts: false,
        manifest: false,
        // The host ships the federation runtime once; remotes use it instead of bundling their own.
        experiments: exposes ? { externalRuntime: true, optimization: { disableSnapshot: true } } : { provideExternalRuntime: true, optimization: { disableSnapshot: true } },
      }),
    ].filter(Boolean),
    performance: { hints: false },
    optimization: { minimize: production },
  };
};
