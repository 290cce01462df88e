const { createFederatedConfig } = require('@cp/shared/mf/webpack');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'mf_prediction',
  port: 3002,
  exposes: { './desktop': './src/expose/desktop.tsx', './mobile': './src/expose/mobile.tsx' },
  standalone: './src/dev.tsx',
});
