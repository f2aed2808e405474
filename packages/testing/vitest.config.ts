import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Linting a planted file loads the whole workspace configuration (typescript-eslint, the project service).
    testTimeout: 60_000, hookTimeout: 60_000,
  },
});
