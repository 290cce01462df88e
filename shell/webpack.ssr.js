// The shell's server-rendering bundle (issue 19, "content before JavaScript"): the same App,
// stores and pages as the browser build, compiled for Node into dist/server/render.cjs, which
// the API server loads to render each page's first view. Packages from node_modules stay
// external (the server's own React, react-dom/server, styled-components, MobX), so one copy of
// each runs on the server; @cp/shared is bundled like in the browser build.
const path = require('node:path');
const { swcLoader } = require('@cp/shared/mf/webpack');

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
      filename: '[name].cjs',
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
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
