// Lint rules, including the import boundaries of docs/architecture.md (shared -> pocket -> features
// -> app).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');

// Read on every run, so a folder added later is covered without touching this file.
const listDir = (dir, { dirsOnly = false } = {}) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => !dirsOnly || entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const plannedFeatures = ['welcome', 'zone', 'ticket', 'payment', 'fines', 'legal', 'prepaid'];
const features = [
  ...new Set([...plannedFeatures, ...listDir(path.join(src, 'features'), { dirsOnly: true })]),
];
const sharedLayers = ['api', 'components', 'lib', 'stores', 'i18n'];
// Everything in src/ that is not allowed to reach the mock backend.
const mockFreeEntries = [...new Set([...sharedLayers, 'pocket', 'features', ...listDir(src)])].filter(
  (name) => !['main.tsx', 'app', 'mocks'].includes(name),
);

const at = (...segments) => path.join(src, ...segments);

const boundaryZones = [
  ...features.map((feature) => ({
    target: at('features', feature),
    from: at('features'),
    except: [`./${feature}`],
    message:
      'A feature may not import another feature; move what both need down to api/components/lib/stores/i18n.',
  })),
  {
    target: at('features'),
    from: at('app'),
    message: 'Features may not import from app (imports flow shared -> features -> app).',
  },
  {
    // lib is the bottom layer: pure helpers and hooks with no knowledge of the backend.
    target: [at('lib'), at('i18n')],
    from: [at('api'), at('components'), at('stores')],
    message: 'lib and i18n are the bottom layer: they may not import api, components or stores.',
  },
  {
    // The tickets kept on this phone: one product module that the features and the app show.
    target: at('pocket'),
    from: [at('features'), at('app')],
    message: 'The pocket may not import features or app (imports flow shared -> pocket -> features -> app).',
  },
  {
    target: sharedLayers.map((layer) => at(layer)),
    from: [at('features'), at('app'), at('pocket')],
    message: 'Shared layers (api, components, lib, stores, i18n) may not import pocket, features or app.',
  },
  {
    target: mockFreeEntries.map((entry) => at(entry)),
    from: at('mocks'),
    message: 'Only src/main.tsx and src/app (and tests) may import the mock backend.',
  },
];

const tsFiles = ['**/*.{ts,tsx,mts,cts}'];
const jsFiles = ['**/*.{js,jsx,mjs,cjs}'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'dist-*/',
    'public/',
    'coverage/',
    'playwright-report/',
    'blob-report/',
    'test-results/',
    '.bench/',
    '**/mockServiceWorker.js',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // JS files (this config, scripts) are linted without type information; tsc checks the scripts'
  // types (tsconfig.scripts.json).
  { files: jsFiles, extends: [tseslint.configs.disableTypeChecked] },

  {
    files: [...tsFiles, ...jsFiles],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'browser', 'default', 'require'],
          mainFields: ['types', 'module', 'browser', 'main'],
          // Resolves the @/ and @locales/ aliases from tsconfig paths.
          tsconfig: { configFile: path.join(root, 'tsconfig.app.json'), references: 'auto' },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
      // Every package the code imports is declared in package.json; the shipped app (src/, but
      // not the mock backend) only from "dependencies".
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: true,
          optionalDependencies: false,
          peerDependencies: false,
          packageDir: root,
        },
      ],
    },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**'],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, optionalDependencies: false, peerDependencies: false, packageDir: root },
      ],
    },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // The spec turns console logging off in the shipped app.
      'no-console': 'error',
      // The configuration is read in one place, src/lib/config.ts, which checks every value.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.object.type='MetaProperty'][object.property.name='env'][property.name=/^VITE_/]",
          message: 'Read the configuration through src/lib/config.ts (its schema checks every value).',
        },
      ],
    },
  },
  {
    files: ['src/lib/config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },

  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Testing Library's waits are sized for a slow, busy CI machine in tests/setup.ts; Vitest's own
      // vi.waitFor has no such setting and gives up after one second unless told otherwise.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(waitFor|waitUntil)$/][arguments.length<2]",
          message:
            'Give vi.waitFor / vi.waitUntil { timeout: 30_000 }, as tests/setup.ts gives Testing Library.',
        },
      ],
    },
  },

  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    // Not in e2e/: Playwright fixtures call a function named `use`, which the hooks rules mistake for React's.
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },

  {
    files: tsFiles,
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Event handlers such as onSubmit={handleSubmit(save)} return promises on purpose.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  {
    files: ['*.{js,mjs,cjs,ts}', 'scripts/**', 'vite/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // Node scripts whose functions are also sent to the page under test to run there.
    files: ['e2e-engines/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
