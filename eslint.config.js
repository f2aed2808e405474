// One lint configuration for the whole workspace.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', '**/screens/**', '**/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The API's data layer is async (decision 037): a promise nobody awaits is a write that may never happen, a
    // check that is always true, or an error nobody sees. Type-aware, so only where it matters.
    files: ['api/src/**/*.ts', 'api/bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', 'api/src/test/**', 'api/src/db/scope.ts'],
    rules: {
      // Shop-owned rows are scoped in one place (db/scope.ts forShop): a hand-written shop condition is easy to
      // leave out of the next query.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='eq'] > MemberExpression.arguments:first-child[property.name='shopId']",
          message: 'Scope shop-owned rows with forShop(shopId).where(table, …) from db/scope.ts.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
