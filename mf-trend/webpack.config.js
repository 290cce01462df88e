const { createFederatedConfig } = require('@cp/shared/mf/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_trend',
  port: 3001,
  exposes: { './desktop': './src/expose/desktop.tsx', './mobile': './src/expose/mobile.tsx' },
});
