const { createFederatedConfig } = require('@cp/shared/mf/webpack');

// The server fills these placeholders per page (title, meta, the inlined registry and site info).
module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  entry: './src/index.ts',
  htmlParams: { title: '{{title}}', keywords: '{{keywords}}', description: '{{description}}', boot: '{{boot}}' },
});
