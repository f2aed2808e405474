// Test setup: fails a test on any unexpected console.error (React warnings included) and resets the DOM,
// browser storage and in-memory stores between tests.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useToasts } from '../components/toasts.tsx';
import { useSession } from '../stores/session.ts';

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  useSession.setState({ loading: false, error: null, currentUser: null, newUser: null });
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (errors.length) throw new Error(`Unexpected console.error: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});
