// One ESLint config for every workspace. Besides the usual TypeScript and React-hooks rules it
// guards the architecture: no import cycles (type-only imports aside), shared/src/domain stays
// pure, no remote reaches into another remote or the shell (they meet only through
// @cp/shared and the federation runtime), and a remote's features meet only through each
// other's index (docs/REMOTES.md). The remotes are the workspaces with a contract.
const fs = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const prettier = require('eslint-config-prettier');
const globals = require('globals');
const { discoverRemotes } = require('./shared/src/mf/remotes.cjs');

const REMOTES = discoverRemotes().map((r) => r.folder);

/** Feature folders whose files any feature may import: shared pieces, not features. */
const SHARED_FEATURE_FOLDERS = ['common', 'shared'];

/**
 * Inside a remote, code outside a feature imports it only through its index
 * (features/<name>/index.ts): one zone per feature, targeting everything else in src/.
 */
const featureZones = (remote) => {
  const dir = path.join(__dirname, remote, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !SHARED_FEATURE_FOLDERS.includes(e.name))
    .map(({ name }) => ({
      target: [`./${remote}/src/!(features)/**/*`, `./${remote}/src/*`, `./${remote}/src/features/!(${name})/**/*`],
      from: `./${remote}/src/features/${name}`,
      except: ['./index.ts'],
      message: `Import the ${name} feature through its index (features/${name}/index.ts), not its internals.`,
    }));
};

const noCrossRemote = (self) => {
  const others = [...REMOTES.filter((r) => r !== self), 'shell'];
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: others.flatMap((o) => [`@cp/${o}`, `@cp/${o}/*`, `**/${o}/**`, `**/${o}`]),
              message: 'A remote may not import another remote or the shell; share through @cp/shared.',
            },
          ],
        },
      ],
    },
  };
};

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      'data/**',
      'coverage/**',
      'e2e/test-results/**',
      'e2e/.data/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles anywhere (import type is not a cycle: it leaves no trace at run time).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: REMOTES.flatMap(featureZones) }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/src/domain/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'mobx', 'mobx-react-lite', 'axios', 'styled-components', 'echarts'].map(
            (name) => ({
              name,
              message: 'shared/src/domain is pure: no React, MobX, axios, styling or charts.',
            }),
          ),
          patterns: [
            {
              group: [
                'react/*',
                'react-dom/*',
                'mobx*',
                'axios/*',
                'echarts/*',
                '@cp/*',
                '**/api',
                '**/api/*',
                '**/stores',
                '**/stores/*',
                '**/ui',
                '**/ui/*',
                '**/mf',
                '**/mf/*',
              ],
              message: 'shared/src/domain imports nothing outside itself but pure libraries.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'fetch',
          'location',
          'XMLHttpRequest',
          'HTMLElement',
        ].map((name) => ({ name, message: 'shared/src/domain must not touch the DOM or the network.' })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass "now" in as a parameter.' },
        { object: 'Math', property: 'random', message: 'Pass randomness in as a parameter.' },
      ],
    },
  },
  {
    // The ui and charts kits are bundled into every build while stores, api and mf are federated
    // singletons: reach those only through the package name, or a remote would carry a second
    // copy of the store context.
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../stores',
                '../stores/*',
                '../../stores',
                '../../stores/*',
                '../api',
                '../api/*',
                '../../api',
                '../../api/*',
                '../mf',
                '../mf/*',
                '../../mf',
                '../../mf/*',
              ],
              message: 'Import stores, api and mf from @cp/shared/<area>: they are federated singletons.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The server shares only the pure domain with the front end (bundled into its build): no API
    // client, stores, UI or federation code, and nothing of the shell or the remotes.
    files: ['server/**/*.{ts,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cp/*', '!@cp/shared', '@cp/shared/*', '!@cp/shared/domain'],
              message: 'The server imports only @cp/shared/domain from the workspaces.',
            },
            {
              group: ['**/shared/src/**', '**/shell/src/**', '**/shell/dist/**', ...REMOTES.map((r) => `**/${r}/**`)],
              message: 'Import the domain as @cp/shared/domain, never by path into another workspace.',
            },
          ],
        },
      ],
    },
  },
  {
    // The release tool is an operator's command, not the running server: it also reads the
    // remote list from the workspaces (@cp/shared/mf/remotes, build-time CommonJS).
    files: ['server/src/cli/release.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@cp/*',
                '!@cp/shared',
                '@cp/shared/*',
                '!@cp/shared/domain',
                '!@cp/shared/mf',
                '@cp/shared/mf/*',
                '!@cp/shared/mf/remotes',
              ],
              message: 'The release tool imports only @cp/shared/domain and @cp/shared/mf/remotes.',
            },
          ],
        },
      ],
    },
  },
  ...REMOTES.map(noCrossRemote),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REMOTES.flatMap((r) => [`@cp/${r}`, `@cp/${r}/*`, `**/${r}/**`]),
              message: 'The shell never imports remote code statically; load it through the registry.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
