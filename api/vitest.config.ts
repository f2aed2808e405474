import { defineConfig } from 'vitest/config';

/**
 * Tests that run once, in the SQLite project: those that exercise SQLite itself (its file locking, its migrations,
 * its transaction queue), check the table definitions against both engines' migrations, or start the real entry point in child processes with their own
 * settings (src/production/), and the photo tool's pixel and model work, which reads no database and takes
 * minutes of the segmentation model (services/photo-recolour, and the routes' one test on the real model). Every
 * other test runs on both engines.
 */
const RUN_ONCE = [
  'src/db/client.test.ts',
  'src/db/tx.test.ts',
  'src/db/schema/kit.test.ts',
  'src/db/schema/migrations.test.ts',
  'src/lib/database-busy.test.ts',
  'src/production/**',
  'src/services/photo-recolour/**',
  'src/routes/tool/photos.model.test.ts',
  // ESLint's import boundaries (no database).
  'src/lint-layers.test.ts',
];

const shared = {
  setupFiles: ['./src/test/setup.ts'],
  // Starts PostgreSQL only if a test asks for a database (src/test/postgres.ts).
  globalSetup: ['./src/test/postgres-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Every JSON answer of a declared route is checked against the contract (src/lib/contract-check.ts, issue 24 item 2).
  env: { WRAPSMITH_CONTRACT_CHECK: '1' },
};

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['src/**/*.test.ts'], ...shared } },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.test.ts'],
          exclude: RUN_ONCE,
          ...shared,
          // Chooses the PostgreSQL tables (db/schema/index.ts); each test then gets a database of its own on the
          // run's throw-away cluster through testDb() (src/test/app.ts), never this URL.
          env: { ...shared.env, DATABASE_URL: 'postgres://wrapsmith-test-cluster/each-test-gets-its-own' },
        },
      },
    ],
  },
});
