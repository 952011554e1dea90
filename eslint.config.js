// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is read once, in apps/api/src/env.ts (STYLE.md).
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through apps/api/src/env.ts.' },
      ],
    },
  },
  {
    // Entry points, tooling and tests may read their own environment.
    files: [
      'apps/api/src/env.ts',
      'apps/api/src/test/**',
      'packages/db/src/cli/**',
      '**/*.test.ts',
      '**/*.config.ts',
      'apps/web/e2e/**',
      'bench/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser imports the API for its types only, so no server code can reach the browser bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@folio/api', '@folio/api/*'],
              allowTypeImports: true,
              message: 'Import the API for its types only (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // The benchmarks use the API through its package exports, like any other consumer.
    files: ['bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/*/src/**'], message: "Import through the package's exports (@folio/api/...)." },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures: `use` is Playwright's, and `async ({}, use) => …` is its idiom for "no dependencies".
    files: ['apps/web/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
