import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'server/store-api/db/migrations/**',
      '**/*.tmp.*',
      '.data*/**',
      'bench/results/**',
      '.tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage'] > Literal[value='*']",
          message: "Never postMessage to '*': use the exact parent origin.",
        },
      ],
    },
  },
  {
    // Module-level state in the storefront's UI would be shared by every request the server renders
    // (and outlives a page in tests): a page's shared state lives in its PageStores
    // (src/ui/app/page-stores.ts), made per request and per page load. Constants stay fine.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage'] > Literal[value='*']",
          message: "Never postMessage to '*': use the exact parent origin.",
        },
        {
          selector: ":matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration[kind!='const']",
          message: "No module-level let in src/ui: keep page state in the page's stores (app/page-stores.ts).",
        },
        {
          // A constant lookup table is named in capitals (SHARED_PAGE_KEYS); a lower-case one is state (listeners, a cache).
          selector:
            ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[id.name=/^[a-z_]/] > NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet)$/]',
          message:
            "No module-level Map or Set in src/ui: keep page state in the page's stores (app/page-stores.ts); a constant table is named in capitals.",
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The domain takes time as input (Clock port).' },
        { object: 'Math', property: 'random', message: 'The domain takes randomness as input (IdGenerator port).' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'fetch'],
    },
  },
  {
    // Plain JavaScript run by Node: the build scripts, the configurations and the embedded database's thread.
    files: ['scripts/**/*.mjs', 'server/**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly', Blob: 'readonly' },
    },
  },
);
