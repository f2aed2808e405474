import { defineConfig } from 'vitest/config';

// The input schemas are zod/mini, which sets no locale of its own: the API sets zod's English messages in
// lib/validate.ts, and the tests here do the same (test-setup.ts) so that they see what the API answers.
export default defineConfig({ test: { setupFiles: ['./src/test-setup.ts'] } });
