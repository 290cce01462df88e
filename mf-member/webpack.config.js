const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createFederatedConfig } = require('@cp/shared/mf/webpack');

const options = {
  dir: __dirname,
  name: 'mf_member',
  port: 3004,
  exposes: { './desktop': './src/expose/desktop.tsx', './mobile': './src/expose/mobile.tsx' },
};

/**
 * Production builds only the exposes and mf-manifest.json for the registry; the dev server adds
 * the standalone page (src/dev.tsx). Its HTML loads only that page's bundle, from '/', so deep
 * links such as /member/integral work; chunks still resolve from the remote's own origin ('auto').
 */
module.exports = (env, argv) => {
  const development = argv.mode === 'development';
  const config = createFederatedConfig({ ...options, entry: development ? './src/dev.tsx' : undefined })(env, argv);
  config.plugins = config.plugins.map((plugin) =>
    plugin instanceof HtmlWebpackPlugin
      ? new HtmlWebpackPlugin({ ...plugin.userOptions, publicPath: '/', chunks: ['main'] })
      : plugin,
  );
  return config;
};
