// Browser tests: the widget on the sample shop site in real Chromium. Run by `pnpm test:e2e` (turbo task `e2e`).
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
    fileParallelism: false,
    retry: 0,
  },
});
