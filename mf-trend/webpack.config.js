const { createFederatedConfig } = require('@cp/shared/mf/webpack');

const options = {
  dir: __dirname,
  name: 'mf_trend',
  port: 3001,
  exposes: { './desktop': './src/expose/desktop.tsx', './mobile': './src/expose/mobile.tsx' },
};

// Production builds only the federated remote; `npm run dev` adds the standalone page
// (src/dev.tsx), served from '/' so that deep links such as /lottery/trend/fc3d load it.
const production = createFederatedConfig(options);
const development = createFederatedConfig({ ...options, entry: './src/dev.tsx' });

module.exports = (env, argv) => {
  if (argv.mode !== 'development') return production(env, argv);
  const config = development(env, argv);
  config.output.publicPath = '/';
  return config;
};
