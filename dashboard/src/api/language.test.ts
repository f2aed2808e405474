// Issue 28 item 1, decision 103: every API request carries the language the screens show, so the API's errors come
// in it; switching the language switches the header.
import { afterEach, describe, expect, it } from 'vitest';
import { speak } from '../i18n/locale.ts';
import { createApi } from './index.ts';
import { EMPTY_PAGE } from '../test/fixtures.ts';

afterEach(() => speak('en'));

describe('issue 28 item 1: the dashboard asks the API for its language', () => {
  it('sends Accept-Language with the active language', async () => {
    const seen: (string | null)[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init).headers.get('accept-language'));
      return new Response(JSON.stringify({ ...EMPTY_PAGE, unreadCount: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const api = createApi({ fetch: fetch as typeof globalThis.fetch, baseUrl: 'http://localhost/api/v1' });
    await api.account.notifications();
    await speak('de');
    await api.account.notifications();
    expect(seen).toEqual(['en', 'de']);
  });
});
