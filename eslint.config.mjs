import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// What every widget and kit file may not import (the layer rule below says why).
const WIDGET_PATTERNS = [
  {
    regex: 'stores/(?!index$|stay-prices$)[^/]+$',
    message: 'Import stores from src/stores (its index), or src/stores/stay-prices.',
  },
  { regex: '^(\\.\\./)+sandbox/', message: 'Widgets never import the sandbox.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-maps/**',
      '.cache/**',
      'node_modules/**',
      'sandbox/data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Layers point down only (DESIGN.md §2); widgets reach the stores through their index,
    // so that loading any store also starts the page's session services. The stay prices are
    // the one exception: their own shared file (rt/stay-prices.js), kept off pages without a
    // calendar (scripts/rollup/runtime-external.mjs).
    files: ['widgets/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: WIDGET_PATTERNS }] },
  },
  {
    // Views render; stores load and act (issue 33 §1): a view subscribes to a store and calls
    // its actions, never src/api itself. `import type` (an error class, an answer's type) may
    // stay; tests and their helpers call the API to set the scene.
    files: ['widgets/**/*.tsx', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.browser.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WIDGET_PATTERNS,
            {
              regex: '(^|/)api/',
              message: 'Views call stores, not src/api: move the load or action into src/stores.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // The framework-free layers, each importing only those below it (types excepted):
  // stores → api → core → schemas → domain.
  ...[
    ['stores', ['ui', 'widgets', 'sandbox']],
    ['api', ['stores', 'ui', 'widgets', 'sandbox']],
    ['core', ['api', 'stores', 'ui', 'widgets', 'sandbox']],
    ['schemas', ['core', 'api', 'stores', 'ui', 'widgets', 'sandbox']],
    ['domain', ['schemas', 'core', 'api', 'stores', 'ui', 'widgets', 'sandbox']],
  ].map(([layer, above]) => ({
    files: [`src/${layer}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^react', message: 'The runtime is framework-free: React lives in src/ui.' },
            {
              regex: `/(${above.join('|')})/`,
              message: `src/${layer} imports only the layers below it (DESIGN.md §2).`,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(ui|widgets|stores)/',
              message: 'The sandbox uses schemas and domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    // A focused or skipped test silently stops the others from running.
    files: ['**/*.test.ts', '**/*.browser.{ts,tsx}', '**/*.journey.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression[object.name=/^(it|test|describe)$/][property.name=/^(only|skip)$/]',
          message: 'Every test runs: no .only or .skip.',
        },
      ],
    },
  },
);
