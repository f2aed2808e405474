// Vitest setup (setupFiles): fails a test on any unexpected console.error, React and preact warnings included.
// Import it first in a package's setup file: hooks registered first run their afterEach last, so an error logged
// while the package's own afterEach unmounts or cleans up still fails the test.
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
});

afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
});
