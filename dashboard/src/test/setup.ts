// Test setup: fails a test on any unexpected console.error (React warnings included) and resets the DOM,
// browser storage, in-memory stores and spies between tests.
import '@wrapsmith/testing/fail-on-console-error';
import '@wrapsmith/testing/settle-after-paint';
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useToasts } from '../components/toasts.tsx';
import { useSession } from '../stores/session.ts';

// findBy…/waitFor wait up to 5 s instead of testing-library's 1 s: `npm test` runs this suite beside the API suite and
// the browser suites on 2 cores, where a page's lazy chunks (the work order's panels) took longer than a second to
// arrive in a file that imports its modules fresh. A wait still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5_000 });

// Each area's answer schemas load with its first call (src/api/lazy-answer.ts); a browser keeps the chunk after
// that. Here the first import of one transforms the whole contract, seconds on a loaded machine, inside whichever
// test called first: every answers module is loaded once per worker before the tests instead.
await Promise.all(
  fs
    .readdirSync(path.join(import.meta.dirname, '../api/answers'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => import(/* @vite-ignore */ path.join(import.meta.dirname, '../api/answers', file))),
);

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
