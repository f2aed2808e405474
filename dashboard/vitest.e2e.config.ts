// Browser tests: the built product in real Chromium. Run by `pnpm test:e2e` (turbo task `e2e`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // expect.poll waits on the page and the server, which on a busy machine (CI runs every suite at once on two
    // cores) take longer than vitest's default second: a chain of lists loading one after the other failed there.
    expect: { poll: { timeout: 15_000 } },
    // Two files at a time: each drives its own product instance (own port, own data directory) and spends much of its
    // time waiting on the server and the browser, so a second file fills the idle CPU (decision 079).
    fileParallelism: true,
    maxWorkers: 2,
    // Browser tests drive one product instance per file; a retry hides nothing here, so none.
    retry: 0,
  },
});
