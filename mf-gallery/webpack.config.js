const { createFederatedConfig } = require('@cp/shared/mf/webpack');

// Name, dev port, exposed modules and the standalone page come from the contract ("federation" in package.json).
module.exports = createFederatedConfig({ dir: __dirname });
