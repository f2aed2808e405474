import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files that replace modules or globals (vi.mock, vi.doMock, vi.unmock, vi.stubEnv, vi.stubGlobal, fake timers,
 * vi.resetModules) run each in a fresh module graph and DOM, as vitest's default. Every other file shares its worker's
 * modules and happy-dom window with the files before it (isolate: false): src/test/setup.ts empties the DOM, storage
 * and the stores after each test, and importing React, the router and the pages once per worker instead of once per
 * file is most of what the suite cost (decision 079). Found by reading the files, as the API's are.
 */
const MOCKING = /\bvi\.(?:mock|doMock|unmock|doUnmock|stubEnv|stubGlobal|useFakeTimers|resetModules)\(/;
function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}
const ISOLATED = testFiles(path.join(import.meta.dirname, 'src'))
  .filter((file) => MOCKING.test(fs.readFileSync(file, 'utf8')))
  .map((file) => path.relative(import.meta.dirname, file).split(path.sep).join('/'));

const shared = {
  environment: 'happy-dom',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: ISOLATED, isolate: false, ...shared } },
      { extends: true, test: { name: 'isolated', include: ISOLATED, ...shared } },
    ],
  },
});
