import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Tests that run once, in the SQLite project: those that exercise SQLite itself (its file locking, its migrations,
 * its transaction queue), check the table definitions against both engines' migrations, or start the real entry point in child processes with their own
 * settings (src/production/), and the photo tool's pixel and model work, which reads no database and takes
 * minutes of the segmentation model (services/photo-recolour, and the routes' one test on the real model), and the
 * 4000 px photo exports. Every other test runs on both engines.
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
  // Exports of 4000 px photos: pixel work, the same on both engines; exports.test.ts runs the exports' rows, credits
  // and plan limits on both.
  'src/routes/renders/photo-exports.test.ts',
  // ESLint's import boundaries (no database).
  'src/lint-layers.test.ts',
];

/**
 * Test files that replace modules or globals (vi.mock, vi.doMock, vi.unmock, vi.stubEnv, vi.stubGlobal, fake timers) run each
 * in a fresh module graph, as vitest's default; so do those that load drizzle-kit's API, which adds an enumerable
 * `Array.prototype.random` (pdf.js, for one, then refuses to run). Every other file shares its worker's modules with the files before
 * it (isolate: false): importing the app, its SDKs and the catalogue once per worker instead of once per file is most
 * of what ~400 file runs cost (decision 079's update). Found by reading the files, so a new mocking file is isolated
 * without anyone listing it.
 */
const MOCKING = /\bvi\.(?:mock|doMock|unmock|doUnmock|stubEnv|stubGlobal|useFakeTimers|resetModules)\(|from 'drizzle-kit/;
function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}
const srcDir = path.join(import.meta.dirname, 'src');
const ISOLATED = testFiles(srcDir)
  .filter((file) => MOCKING.test(fs.readFileSync(file, 'utf8')))
  .map((file) => path.relative(import.meta.dirname, file).split(path.sep).join('/'));

const shared = {
  setupFiles: ['./src/test/setup.ts'],
  // Starts PostgreSQL only if a test asks for a database (src/test/postgres.ts).
  globalSetup: ['./src/test/postgres-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Every JSON answer of a declared route is checked against the contract (src/lib/contract-check.ts, issue 24 item 2).
  env: { WRAPSMITH_CONTRACT_CHECK: '1' },
};

const POSTGRES_ENV = {
  ...shared.env,
  // Chooses the PostgreSQL tables (db/schema/index.ts); each test then gets a database of its own on the run's
  // throw-away cluster through testDb() (src/test/app.ts), never this URL.
  DATABASE_URL: 'postgres://wrapsmith-test-cluster/each-test-gets-its-own',
};

export default defineConfig({
  test: {
    // Two workers on a 2-core machine (vitest's default is one fewer than the cores): the API suite is the longest
    // task of `npm test`, and once the browser suites end a core would sit idle beside its single worker
    // (decision 079's update).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'sqlite', include: ['src/**/*.test.ts'], exclude: ISOLATED, isolate: false, ...shared } },
      { extends: true, test: { name: 'sqlite-isolated', include: ISOLATED, ...shared } },
      {
        extends: true,
        test: { name: 'postgres', include: ['src/**/*.test.ts'], exclude: [...RUN_ONCE, ...ISOLATED], isolate: false, ...shared, env: POSTGRES_ENV },
      },
      { extends: true, test: { name: 'postgres-isolated', include: ISOLATED, exclude: RUN_ONCE, ...shared, env: POSTGRES_ENV } },
    ],
  },
});
