/**
 * One jest config for every workspace: each package is a project, so `npm test` runs them all
 * and `npm test -w <package>` runs one (`--selectProjects`). The remotes are the workspaces
 * with a contract (shared/src/mf/remotes.cjs): a new remote is a project without a line here.
 */
const { discoverRemotes } = require('./shared/src/mf/remotes.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const base = {
  transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
  // cookie@2 (fastify's inject), content-disposition@3 (@fastify/static) and jose@6 (server tokens) ship ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(.+/node_modules/)?(cookie|content-disposition|echarts|zrender|jose)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const browser = (name) => ({
  ...base,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../jest.setup.js'],
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.js'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

module.exports = {
  rootDir: __dirname,
  // Server tests open databases and backfill draws; machines here have two cores.
  testTimeout: 60000,
  projects: [
    {
      ...base,
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    { ...browser('shared'), displayName: 'shared-ui', testMatch: ['<rootDir>/src/**/*.test.tsx'] },
    browser('shell'),
    ...discoverRemotes().map((remote) => browser(remote.folder)),
    // The remote template's own test, so the template `npm run new-remote` copies keeps working.
    {
      ...browser('templates/remote'),
      displayName: 'template',
      setupFiles: ['<rootDir>/../../jest.setup.js'],
      setupFilesAfterEnv: ['<rootDir>/../../jest.setup-dom.js'],
    },
    {
      ...base,
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
