const { createFederatedConfig } = require('@cp/shared/mf/webpack');
module.exports = createFederatedConfig({ dir: __dirname, name: 'shell', port: 3000, entry: './src/index.ts' });
