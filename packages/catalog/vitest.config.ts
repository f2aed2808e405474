import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A guard against a hung test, not a speed check: CI runs every package's suite at once on two cores,
    // and parsing the full shared data sets or rasterising every body style can take tens of seconds there.
    testTimeout: 60_000, hookTimeout: 60_000,
  },
});
