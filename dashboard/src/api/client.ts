// The one HTTP client of the dashboard: relative /api/v1 URLs, the session cookie, and the two global rules of
// spec §4/§8 — any 401 signs the user out and purges the stored session; offline requests log a notice.
import ky, { type KyInstance } from 'ky';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { errorBodyKey } from './errors.ts';

/**
 * How long a request that makes the server work waits, against the client's usual 30 s: a photo upload (a booking
 * photo from a phone on a slow connection; a photo the model reads), a selection preview, a render or recolour, a
 * library vehicle's save. On a busy server these queue behind each other in the photo pool, and a timeout would read
 * as "No internet connection" while the server is still working. Lists (GET) keep the 30 s.
 */
export const SERVER_WORK_TIMEOUT_MS = 120_000;

export interface ApiClientOptions {
  /** Absolute or relative prefix; relative works in the browser because the API serves this app. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Called on every 401 response. */
  onUnauthorized?: () => void;
  /** The language the screens show: sent as Accept-Language, so the API's errors come in it (decision 103). */
  language?: () => string;
}

export function createHttpClient(options: ApiClientOptions = {}): KyInstance {
  const { baseUrl = '/api/v1', onUnauthorized } = options;
  return ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    retry: 0,
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        function warnWhenOffline() {
          if (typeof navigator !== 'undefined' && navigator.onLine === false) console.log(AUTH_MESSAGES.offline);
        },
        function speakTheScreensLanguage(request) {
          const language = options.language?.();
          if (language) request.headers.set('accept-language', language);
        },
      ],
      afterResponse: [
        function signOutOnUnauthorized(_request, _options, response) {
          if (response.status === 401) onUnauthorized?.();
        },
      ],
      beforeError: [
        async function readErrorBody(error) {
          try {
            const body: unknown = await error.response.clone().json();
            Object.assign(error, { [errorBodyKey]: body });
            const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
            if (typeof message === 'string' && message) error.message = message;
          } catch {
            // A non-JSON error body (proxy page, empty 502) leaves ky's own message in place.
          }
          return error;
        },
      ],
    },
  });
}
