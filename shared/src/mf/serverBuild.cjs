/**
 * Server-rendering builds (issue 19, "content before JavaScript"): the shell's and each remote's
 * first-view code compiled for Node into dist/server/ — hashed file names and a manifest.json
 * naming the entry, so a server that sees a new build loads the new code. Packages from
 * node_modules stay external (the API server's own React, react-dom/server, styled-components,
 * MobX: one copy of each runs on the server). A remote's bundle also leaves the federated
 * singletons of @cp/shared (stores, api, mf) external: the server hands it the shell bundle's,
 * as the browser's federation hands a remote the shell's (server/src/modules/pages/firstView.ts).
 */
const path = require('node:path');

/** The @cp/shared modules a remote takes from the shell (sharedDeps.cjs: the stateful singletons). */
const SHELL_SINGLETONS = ['@cp/shared/stores', '@cp/shared/api', '@cp/shared/mf'];

/** Writes manifest.json: { "render": "<the entry's hashed file name>" }. */
class EntryManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EntryManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const render = [...(compilation.entrypoints.get('render')?.getFiles() ?? [])].find((f) => f.endsWith('.cjs'));
          compilation.emitAsset('manifest.json', new compiler.webpack.sources.RawSource(JSON.stringify({ render })));
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir  the package folder
 * @param {string} options.entry  the module the server loads
 * @param {boolean} options.production
 * @param {(o: object) => object} options.loader  the TypeScript loader (webpack.cjs swcLoader)
 * @param {Record<string, string | false>} [options.alias]
 * @param {boolean} [options.remote]  a remote's bundle: the shell's singletons stay external
 */
function createServerConfig({ dir, entry, production, loader, alias = {}, remote = false }) {
  const external = (request) =>
    remote && SHELL_SINGLETONS.includes(request)
      ? true
      : !request.startsWith('.') &&
        !request.startsWith('@cp/') &&
        !path.isAbsolute(request) &&
        !request.startsWith('cp-remote-expose/');
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: dir,
    entry: { render: entry },
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist', 'server'),
      filename: '[name].[contenthash:8].cjs',
      // One file: the server loads it alone (a lazy import of the page is bundled in).
      asyncChunks: false,
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs'], alias },
    externalsType: 'commonjs',
    externals: [({ request }, callback) => (request && external(request) ? callback(null, request) : callback())],
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: loader({ target: 'es2022', production, ssrStyles: true }),
        },
      ],
    },
    // Minifying server code buys nothing and hides stack traces.
    optimization: { minimize: false },
    plugins: [new EntryManifestPlugin()],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** A remote's server bundle: its exposed route modules, `desktop` and `mobile`, from its contract. */
function createRemoteServerConfig({ dir, exposes, production, loader }) {
  const alias = {};
  for (const device of ['desktop', 'mobile'])
    alias[`cp-remote-expose/${device}$`] = exposes[`./${device}`] ? path.resolve(dir, exposes[`./${device}`]) : false;
  return createServerConfig({
    dir,
    entry: path.join(__dirname, 'remoteServerEntry.js'),
    production,
    loader,
    alias,
    remote: true,
  });
}

module.exports = { createServerConfig, createRemoteServerConfig, SHELL_SINGLETONS };
