// Browser tests: the widget on the sample shop site in real Chromium. Run by `pnpm test:e2e` (turbo task `e2e`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    retry: 0,
  },
});
