// One lint configuration for the whole workspace. The layers and boundaries it enforces are described in
// docs/architecture.md, the conventions in docs/style.md.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PAGE_TO_PAGE = 'A page imports only its own folder; move what pages share into dashboard/src/features/ (or components/, lib/).';

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
    // One table definition for both engines (decision 076): a definition takes every builder from its kit `k`, so no
    // sqlite-core or pg-core builder slips into the other engine's build.
    files: ['api/src/db/schema/tables/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['drizzle-orm/sqlite-core', 'drizzle-orm/pg-core'], message: 'Build columns, indexes and keys with the kit `k` (api/src/db/schema/kit.ts).' }],
        },
      ],
    },
  },
  // Boundaries (docs/decisions/048). Each is a core rule on its own key (no-restricted-properties, -imports), so a
  // block that sets no-restricted-syntax for its own files (the shop scoping above) never switches one off.
  {
    // Settings come from one parsed env.ts per deployable (docs/style.md, from create-t3-turbo).
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through api/src/env.ts (the only reader of process.env).' },
      ],
    },
  },
  {
    // The only readers of process.env, each because reading or passing on the environment is the point.
    files: [
      // The API's parsed settings, and the helpers it gives tests and benches for child processes.
      'api/src/env.ts',
      // e2e-kit's own env.ts: the browser path and the PATH of the product it starts for browser tests.
      'packages/e2e-kit/src/env.ts',
      // The demo shop's server: readEnv() is its env.ts (checked values, written into its pages).
      'embed-demo/server.mjs',
      // `npm start` / `npm test`: hands the developer's environment on to turbo, pnpm and the servers it starts.
      'scripts/wrapsmith.mjs',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Packages are shared by the apps; an import the other way makes a cycle and ties a package to one app.
    files: ['packages/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@wrapsmith/(api|dashboard|widget|embed-demo)|(\\.\\./){2,}(api|dashboard|widget|embed-demo))(/|$)',
              message: 'packages/* never import apps (api, dashboard, widget, embed-demo): move the shared piece into a package.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers (decision 078): db/ is the ground floor (tables, client, transactions, scoping); services build
    // on it; routes, commands and seed/ (the demo data and the test factories, which call services) sit above. A
    // db/ module that imports upwards makes a cycle through the services. Tests stand above every layer.
    files: ['api/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(services|routes|commands|seed|production)(/|$)',
              message: 'db/ never imports services, routes, commands or seed/: it is the layer they build on (decision 078).',
            },
          ],
        },
      ],
    },
  },
  {
    // A service imports db/ and other services, never what sits above it.
    files: ['api/src/services/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(routes|commands|seed)(/|$)',
              message: 'Services never import routes, commands or seed/: pass what they need in (decision 078).',
            },
          ],
        },
      ],
    },
  },
  {
    // The render pipeline serves every caller (Studio, widget, share link, AI tool): a public render's limits come in
    // as the caller's admission hook, not from an import of the widget's (decision 078). Restates the services rule:
    // a later block's no-restricted-imports replaces an earlier one's for the same files.
    files: ['api/src/services/render/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(routes|commands|seed)(/|$)',
              message: 'Services never import routes, commands or seed/: pass what they need in (decision 078).',
            },
            {
              regex: '^\\.\\./(widget|leads)(/|$)',
              message: 'The render pipeline knows no widget or lead: the caller passes its admission as a hook (decision 078).',
            },
          ],
        },
      ],
    },
  },
  // A dashboard page imports its own folder, features, components and lib, never another page's folder: what two
  // pages share lives in dashboard/src/features/. The same `../x` is the page's own folder one level down and
  // another page one level up, so there is one block per depth below pages/ (settings has sub-pages).
  ...[1, 2, 3].map((depth) => ({
    files: [`dashboard/src/pages/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^(\\.\\./){${depth}}(?!\\.\\.?/)`, message: PAGE_TO_PAGE },
            { regex: '^(\\.\\./)+pages/', message: PAGE_TO_PAGE },
          ],
        },
      ],
    },
  })),
  {
    // Only the router imports pages.
    files: ['dashboard/src/{api,components,features,hooks,layouts,lib,stores}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+pages/', message: 'Features, components and lib never import pages; move what they need out of the page.' }] },
      ],
    },
  },
  {
    // A browser test's screenshot goes through @wrapsmith/e2e-kit's screenshot(): into a temp folder on a test run,
    // into the tracked docs/screens and embed-demo/screens only under `pnpm screens` (issue 24 item 6).
    files: ['**/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='screenshot'] > ObjectExpression > Property[key.name='path']",
          message: "Take screenshots with screenshot() from @wrapsmith/e2e-kit: a test run never writes into tracked files; only `pnpm screens` does.",
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
