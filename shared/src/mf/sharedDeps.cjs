/**
 * The one map of federated shared dependencies, used by the shell's and every remote's
 * webpack config. Everything stateful (React, the router, MobX, the stores in @cp/shared) must
 * be a singleton, or two copies would hold two different states.
 *
 * Each build requires the versions its own package.json pins, as a caret range (a remote
 * built against mobx 7.1.3 accepts any 7.x from 7.1.3). The shell provides what it pins.
 * checkSharedAgainstShell() fails a remote's build when it requires a singleton version the
 * shell (shell/package.json, the next shell release, built from the same commit) does not
 * provide: upgrade the shell first, then the remote.
 */
const path = require('node:path');
const semver = require('semver');
const sharedPkg = require('../../package.json');
const routerDomPkg = require('react-router-dom/package.json');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // The router: the part of it this site uses (routerSubset.ts), provided as react-router-dom.
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'styled-components',
  'axios',
  // The stateful parts of @cp/shared are singletons: the stores (one RootStore behind one React
  // context), the API client (one axios instance, one ApiError class) and the federation
  // runtime. The pure parts — domain, ui, charts — are bundled into each build, so a remote
  // released alone brings the version of them it was built and tested with. A remote keeps its
  // own endpoints and stores over the shared `http` client, so a new endpoint ships with the
  // remote alone; only a change to the shared stores or the HTTP layer itself needs a shell
  // release first (docs/REMOTES.md).
  '@cp/shared/stores',
  '@cp/shared/api',
  '@cp/shared/mf',
];

/** The npm package a shared key belongs to: react/ → react, @cp/shared/stores → @cp/shared. */
const packageOf = (key) => {
  const parts = key.replace(/\/$/, '').split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** The version a package.json pins for a shared key. */
function pinned(pkg, key) {
  const name = packageOf(key);
  if (name === '@cp/shared') return (pkg.dependencies || {})[name] || sharedPkg.version;
  const version = (pkg.dependencies || {})[name] || sharedPkg.dependencies[name];
  if (!version) throw new Error(`${pkg.name}: no version of ${name} to share`);
  return version;
}

const singleton = (version) => ({ singleton: true, requiredVersion: `^${version}`, strictVersion: false });

/** The shared map of a build, its required versions from its own package.json. */
function sharedDepsFor(pkg = sharedPkg) {
  const map = {};
  for (const key of SINGLETONS) map[key] = singleton(pinned(pkg, key));
  map['react-router-dom'] = {
    ...map['react-router-dom'],
    import: path.join(__dirname, 'routerSubset.ts'),
    version: routerDomPkg.version,
  };
  // Charts are shared to avoid a second copy, but only trend pages ever load them.
  map.echarts = { singleton: false, requiredVersion: `^${pinned(pkg, 'echarts')}` };
  return map;
}

/**
 * Problems of a remote whose shared singletons need versions the shell does not provide: one
 * message per singleton, empty when all are satisfied.
 */
function checkSharedAgainstShell(remotePkg, shellPkg) {
  const problems = [];
  const seen = new Set();
  for (const key of SINGLETONS) {
    const name = packageOf(key);
    if (seen.has(name)) continue;
    seen.add(name);
    const required = `^${pinned(remotePkg, key)}`;
    const provided = pinned(shellPkg, key);
    if (!semver.valid(provided) || !semver.satisfies(provided, required))
      problems.push(
        `${remotePkg.name} requires ${name} ${required} but the shell provides ${provided}: release a shell with it first, or stay on ${provided}`,
      );
  }
  return problems;
}

module.exports = { sharedDepsFor, checkSharedAgainstShell };
