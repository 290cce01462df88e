// One ESLint config for every workspace. Besides the usual TypeScript and React-hooks rules it
// guards the architecture: shared/src/domain stays pure, and no remote reaches into another
// remote or the shell (they meet only through @cp/shared and the federation runtime).
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const prettier = require('eslint-config-prettier');
const globals = require('globals');

const REMOTES = ['mf-trend', 'mf-prediction', 'mf-guess', 'mf-member', 'mf-gallery'];

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
