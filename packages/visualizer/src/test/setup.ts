// Unmounts after each test and fails a test that logged an unexpected console.error (React warnings included).
import '@wrapsmith/testing/fail-on-console-error';
import '@wrapsmith/testing/settle-after-paint';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
