// Test setup: fails a test on any unexpected console.error (React warnings included) and resets the DOM,
// browser storage, in-memory stores and spies between tests.
import '@wrapsmith/testing/fail-on-console-error';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useToasts } from '../components/toasts.tsx';
import { useSession } from '../stores/session.ts';

beforeEach(() => {
  useSession.setState({ loading: false, error: null, currentUser: null, newUser: null, signedOut: false });
  useToasts.setState({ toasts: [] });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  // Spies (vi.spyOn) end with their test: files share a worker's modules (vitest.config.ts), so a spy left on a shared
  // module (browserLocation.assign) would count the next file's calls.
  vi.restoreAllMocks();
});
