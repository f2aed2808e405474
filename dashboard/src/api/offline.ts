// Telling "the connection is down" apart from "the server said no" (a failed load retries by itself when the
// connection returns: useAsync).
import { HTTPError } from 'ky';
import { AUTH_MESSAGES } from '@wrapsmith/core';

/** Spec §8 words ('No internet connection') followed by what to do; one place for UI and tests. */
export const OFFLINE_MESSAGES = {
  /** A list (makes, models, plans) that loads again by itself once the browser is back online. */
  list: `${AUTH_MESSAGES.offline}. Check your connection; this loads again by itself when you are back online.`,
  /** A render, which is never repeated without a click; the API only charges a credit for a finished render. */
  render: `${AUTH_MESSAGES.offline}. The preview was not made and no credit was used. Check your connection and try again.`,
  /** Any other step the user started (a checkout), repeated only by their click. */
  action: `${AUTH_MESSAGES.offline}. Check your connection and try again.`,
} as const;

/** fetch's TypeError when no answer came: Chromium, Firefox, Safari, and React Native / polyfills. */
const FETCH_FAILED = /failed to fetch|networkerror|load failed|network request failed/i;

/**
 * True when no answer came because the network is down: fetch (under ky) rejects with a TypeError such as
 * 'Failed to fetch', or the browser already knows it is offline. An answer from the server (ky's HTTPError) and
 * a bug in our own code (any other TypeError while online) do not count.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof HTTPError) return false;
  if (error instanceof TypeError && FETCH_FAILED.test(error.message)) return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
