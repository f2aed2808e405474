// Fails a test on any unexpected console.error.
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length) throw new Error(`Unexpected console.error: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});
