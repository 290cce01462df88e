// The shell's server-rendering bundle (issue 19, "content before JavaScript"): the same App,
// stores and pages as the browser build, compiled for Node into dist/server/ (hashed, with a
// manifest.json naming the entry), which the API server runs for each page's first view
// (server/src/modules/pages/firstView.ts). @cp/shared is bundled like in the browser build; its
// singletons are exported to the remotes' server bundles (renderFirstView.tsx).
const { swcLoader } = require('@cp/shared/mf/webpack');
const { createServerConfig } = require('@cp/shared/mf/server-build');

module.exports = (_env, argv) =>
  createServerConfig({
    dir: __dirname,
    entry: './src/firstView/renderFirstView.tsx',
    production: argv.mode !== 'development',
    loader: swcLoader,
  });
