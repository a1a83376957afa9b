// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { appBoundaryZones } from './app/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      'sdk/src/schema.d.ts',
      'pacts/pacts/**',
      'bench/tmp/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        // Root config files belong to no workspace tsconfig.
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'bench/pages/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The kit is reused by other hospital projects: it may not depend on the app, the SDK or the server.
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@checkup/app',
                '@checkup/app/*',
                '@checkup/sdk',
                '@checkup/sdk/*',
                '@checkup/server',
                '@checkup/server/*',
              ],
              message: 'ui must not import app, sdk or server.',
            },
            {
              group: ['**/app/**', '**/sdk/**', '**/server/**', '../../app*', '../../sdk*', '../../server*'],
              message: 'ui must not import app, sdk or server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Feature folders (docs/adr/0088-lint-enforced-app-boundaries.md): no import cycles, a feature reaches another
    // only through its public modules, and shared/ and the app's infrastructure import no feature.
    files: ['app/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'app/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: appBoundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/src', '**/ui/src/**', '**/sdk/src', '**/sdk/src/**'],
              message: 'Import the kit and the SDK by package name (@checkup/ui, @checkup/sdk).',
            },
          ],
        },
      ],
    },
  },
  {
    // Small modules: an app source file past 250 lines is split by what its parts do.
    files: ['app/src/**/*.{ts,tsx}'],
    ignores: ['app/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
);
