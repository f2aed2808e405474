import ky, { HTTPError } from 'ky';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { OFFLINE_MESSAGES, isNetworkFailure } from './offline.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

async function kyFailure(fetchImpl: typeof fetch): Promise<unknown> {
  return ky('https://api.test/x', { fetch: fetchImpl, retry: 0 }).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('isNetworkFailure', () => {
  it("is true for ky's rejection when fetch fails (Chromium, Firefox and Safari wording)", async () => {
    for (const message of ['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed']) {
      const error = await kyFailure(() => Promise.reject(new TypeError(message)));
      expect(error).toBeInstanceOf(TypeError);
      expect(isNetworkFailure(error)).toBe(true);
    }
  });

  it('is false for an answer from the server, even a 5xx', async () => {
    const error = await kyFailure(() => Promise.resolve(new Response('{}', { status: 503 })));
    expect(error).toBeInstanceOf(HTTPError);
    expect(isNetworkFailure(error)).toBe(false);
  });

  it('is false for a bug of ours while online, and true for anything while the browser is offline', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'plans')");
    expect(isNetworkFailure(bug)).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isNetworkFailure(bug)).toBe(true);
    expect(isNetworkFailure(new Error('aborted'))).toBe(true);
  });
});

describe('OFFLINE_MESSAGES', () => {
  it("start with the spec's words and say what to do", () => {
    for (const message of Object.values(OFFLINE_MESSAGES)) {
      expect(message.startsWith(`${AUTH_MESSAGES.offline}.`)).toBe(true);
      expect(message).toMatch(/connection/);
    }
    expect(OFFLINE_MESSAGES.list).toMatch(/by itself when you are back online/);
    expect(OFFLINE_MESSAGES.render).toMatch(/no credit was used/);
  });
});
