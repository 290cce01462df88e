/**
 * The one map of federated shared dependencies, used by the shell's and every remote's
 * webpack config. Versions are read from @cp/shared's own manifest so a bump happens in
 * exactly one place. Everything stateful (React, the router, MobX, the stores in
 * @cp/shared) must be a singleton, or two copies would hold two different states.
 */
const sharedPkg = require('../../package.json');
const routerPkg = require('react-router/package.json');

const dep = (name) => {
  const version = sharedPkg.dependencies[name];
  if (!version) throw new Error(`@cp/shared has no dependency ${name}`);
  return version;
};

const singleton = (version) => ({ singleton: true, requiredVersion: version, strictVersion: false });

const sharedDeps = {
  react: singleton(dep('react')),
  'react/': singleton(dep('react')),
  'react-dom': singleton(dep('react-dom')),
  'react-dom/': singleton(dep('react-dom')),
  'react-router': singleton(routerPkg.version),
  'react-router-dom': singleton(dep('react-router-dom')),
  mobx: singleton(dep('mobx')),
  'mobx-react-lite': singleton(dep('mobx-react-lite')),
  'styled-components': singleton(dep('styled-components')),
  axios: singleton(dep('axios')),
  // The stateful parts of @cp/shared are singletons: the stores (one RootStore behind one React
  // context), the API client (one axios instance, one ApiError class) and the federation
  // runtime. The pure parts — domain, ui, charts — are bundled into each build, so a remote
  // released alone brings the version of them it was built and tested with. A remote that
  // needs a new store or API method therefore needs a shell release first (README).
  '@cp/shared/stores': singleton(sharedPkg.version),
  '@cp/shared/api': singleton(sharedPkg.version),
  '@cp/shared/mf': singleton(sharedPkg.version),
  // Charts are shared to avoid a second copy, but only trend pages ever load them.
  echarts: { singleton: false, requiredVersion: dep('echarts') },
};

module.exports = { sharedDeps };
