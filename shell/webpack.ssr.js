// The shell's server-rendering bundle (issue 19, "content before JavaScript"): the same App,
// stores and pages as the browser build, compiled for Node into dist/server/ — hashed file
// names and a manifest.json naming the entry, so a server that sees a new shell build loads the
// new code (modules/pages/firstView.ts) — which the API server runs for each page's first view. Packages from node_modules stay
// external (the server's own React, react-dom/server, styled-components, MobX), so one copy of
// each runs on the server; @cp/shared is bundled like in the browser build.
const path = require('node:path');
const { swcLoader } = require('@cp/shared/mf/webpack');

/** Writes dist/server/manifest.json: { "render": "<the entry's hashed file name>" }. */
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

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: __dirname,
    entry: { render: './src/firstView/renderFirstView.tsx' },
    devtool: 'source-map',
    output: {
      path: path.join(__dirname, 'dist', 'server'),
      filename: '[name].[contenthash:8].cjs',
      chunkFilename: '[id].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs'] },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) =>
        request && !request.startsWith('.') && !request.startsWith('@cp/') && !path.isAbsolute(request)
          ? callback(null, request)
          : callback(),
    ],
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: swcLoader({ target: 'es2022', production, ssrStyles: true }),
        },
      ],
    },
    // Minifying server code buys nothing and hides stack traces.
    optimization: { minimize: false },
    plugins: [new EntryManifestPlugin()],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
