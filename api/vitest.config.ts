import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Starts PostgreSQL only if a test asks for a database (src/test/postgres.ts).
    globalSetup: ['./src/test/postgres-global-setup.ts'],
    testTimeout: 60_000, hookTimeout: 60_000,
  },
});
