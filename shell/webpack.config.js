const { createFederatedConfig } = require('@cp/shared/mf/webpack');

// The server fills these placeholders per page (title, meta, the inlined registry and site info,
// the server-rendered first view).
module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  entry: './src/index.ts',
  ssrStyles: true,
  htmlParams: {
    title: '{{title}}',
    keywords: '{{keywords}}',
    description: '{{description}}',
    boot: '{{boot}}',
    firstView: '{{firstView}}',
  },
});
