/**
 * Webpack config factory for the shell and every remote. Every federated build goes through
 * here, so they share one loader setup, one shared-dependency map and one Module Federation
 * runtime configuration. A remote passes only its folder: name, port, exposes and standalone
 * page come from its contract (package.json "federation", read and validated by remotes.cjs).
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDepsFor } = require('./sharedDeps.cjs');
const { readRemote, ROOT } = require('./remotes.cjs');
const { BuiltContractPlugin, checkExposesLock, checkShared } = require('./buildChecks.cjs');
const { createRemoteServerConfig } = require('./serverBuild.cjs');
const { StartupPreloadPlugin } = require('./startupPreload.cjs');

/**
 * The runtime plugin that puts the shell's federation runtime on the page for remotes built
 * against it (`_FEDERATION_RUNTIME_CORE`): its ES module build, as the shell's own runtime is
 * (the package's `require` entry would bundle a second copy, 21 KB gzip).
 */
const runtimeProvider = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

const API_TARGET = process.env.API_TARGET || 'http://127.0.0.1:8080';

/**
 * The TypeScript/JSX loader of every build. `ssrStyles`: the styled-components SWC plugin gives
 * each styled component an id from its file, so a server-rendered page and the browser's
 * hydration agree on class names whatever order the modules load in.
 */
function swcLoader({ target, production, ssrStyles }) {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: false },
        target,
        transform: { react: { runtime: 'automatic', development: !production } },
        ...(ssrStyles
          ? { experimental: { plugins: [['@swc/plugin-styled-components', { displayName: !production, ssr: true }]] } }
          : {}),
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the package folder (__dirname of its webpack.config.js); a
 *   package.json with a `federation` contract makes it a remote: the options below come from it
 * @param {string} [options.name]     the federation name, e.g. 'shell' or 'mf_trend'
 * @param {number} [options.port]     dev-server port
 * @param {Record<string,string>} [options.exposes]  federated exposes (remotes)
 * @param {string} [options.entry]    app entry (the shell's)
 * @param {string} [options.standalone]  a remote's standalone page (src/dev.tsx), built by its dev
 *   server only: production builds just the exposes and mf-manifest.json for the registry. Its
 *   HTML (standalone.html) loads only that page's bundle, from '/', so deep links work; chunks
 *   still resolve from the remote's own origin ('auto').
 * @param {boolean} [options.html]    emit an index.html for the entry
 * @param {Record<string,string>} [options.htmlParams]  values for the template's `cp` placeholders
 * @param {boolean} [options.ssrStyles]  styled-components ids from the file path, not the load
 *   order (the shell; every remote: a server-rendered first view and the browser must name classes
 *   alike)
 *
 * A remote's production build is two compilations: the browser's, and its server bundle in
 * dist/server/ (serverBuild.cjs) that the API server renders the remote's first views with.
 */
function createFederatedConfig(options) {
  const pkg = JSON.parse(fs.readFileSync(path.join(options.dir, 'package.json'), 'utf8'));
  const remote = pkg.federation ? readRemote(options.dir) : null;
  const {
    dir,
    name,
    port,
    exposes,
    entry: appEntry,
    standalone,
    html = true,
    htmlParams,
    ssrStyles = false,
  } = remote
    ? {
        name: remote.name,
        port: remote.contract.port,
        exposes: remote.contract.exposes,
        standalone: './src/dev.tsx',
        ssrStyles: true,
        ...options,
      }
    : options;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    if (remote) {
      // Fails this remote's build, not production: see buildChecks.cjs.
      checkShared(dir, path.join(ROOT, 'shell'));
      const lock = checkExposesLock(dir, { version: remote.version, exposes: remote.contract.exposes });
      if (lock !== 'unchanged') console.log(`${remote.folder}: exposes.lock.json ${lock} (${remote.version})`);
    }
    // A remote's standalone page: development only, the shell's entry wins.
    const page = !appEntry && !production && standalone ? standalone : undefined;
    const entry = appEntry || page;
    const browser = {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: entry ? { main: entry } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host's pages live at any depth, so its assets need an absolute path; remotes
        // resolve theirs from wherever their manifest was loaded.
        publicPath: entry && !exposes ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // dist/server/ is the server compilation's (a remote's, built beside this one).
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: swcLoader({ target: 'es2020', production, ssrStyles }),
          },
        ],
      },
      plugins: [
        ...(remote ? [new BuiltContractPlugin(remote)] : []),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes || {},
          shared: sharedDepsFor(pkg),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The browser build drops the federation runtime's Node-only paths (1.8 KB gzip of
          // the shell's entry); the server builds have their own configuration (serverBuild.cjs).
          experiments: { asyncStartup: true, optimization: { target: 'web' } },
          // The shell hands its federation runtime to the remotes (docs/REMOTES.md).
          ...(remote ? {} : { runtimePlugins: [runtimeProvider] }),
        }),
        ...(entry && html
          ? [
              new HtmlWebpackPlugin({
                template: page ? path.join(__dirname, 'standalone.html') : path.join(dir, 'src', 'index.html'),
                inject: 'body',
                scriptLoading: 'defer',
                // Production templates keep the server's placeholders; dev servers show defaults.
                cp:
                  production && htmlParams
                    ? htmlParams
                    : { title: '168开奖网（开发）', keywords: '', description: '', boot: '{}', firstView: '' },
                ...(page ? { publicPath: '/', chunks: ['main'] } : {}),
              }),
              // The shell's page names the scripts its entry asks for at once (startupPreload.cjs).
              ...(page ? [] : [new StartupPreloadPlugin('main')]),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/v1', '/api', '/mf', '/remotes', '/healthz', '/docs'], target: API_TARGET }],
      },
    };
    if (!remote || !production) return browser;
    return [browser, createRemoteServerConfig({ dir, exposes, production, loader: swcLoader })];
  };
}

module.exports = { createFederatedConfig, swcLoader };
