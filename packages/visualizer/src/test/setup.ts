// Unmounts after each test and fails a test that logged an unexpected console.error (React warnings included).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
});
