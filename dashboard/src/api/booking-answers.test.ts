// Issue 24 item 2: the bookings area reads its answers through their route schemas (answers/bookings.ts). The list
// is asked by page, so its answer must carry page and total for the pager: the route's cursor-or-page answer without
// them (a cursor's) is refused, and a saved booking's confirming sentence is kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNEXPECTED_ANSWER } from '@wrapsmith/core/contract';
import { apiErrorInfo } from './errors.ts';
import { createHttpClient } from './client.ts';
import { bookingEndpoints } from './booking-endpoints.ts';
import { fakeFetch, json } from '../test/fake-fetch.ts';
import { booking } from '../features/bookings/booking-list-fixtures.test-support.ts';

const endpoints = (replies: Parameters<typeof fakeFetch>[0]) => bookingEndpoints(createHttpClient({ fetch: fakeFetch(replies).fetch }));

afterEach(() => vi.restoreAllMocks());

describe('the bookings area’s answers', () => {
  it('reads a page of bookings with its page and total, leaving nextCursor out', async () => {
    const api = endpoints({ 'GET /user/booking/all': json({ data: [booking()], page: 1, pageSize: 25, total: 1, nextCursor: null }) });
    await expect(api.list({ page: 1 })).resolves.toEqual({ data: [booking()], page: 1, pageSize: 25, total: 1 });
  });

  it('refuses a page without its total (a cursor’s answer) with UNEXPECTED_ANSWER', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = endpoints({ 'GET /user/booking/all': json({ data: [booking()], pageSize: 25, nextCursor: null }) });
    const error = await api.list({ page: 1 }).catch((e: unknown) => e);
    expect(apiErrorInfo(error).code).toBe(UNEXPECTED_ANSWER);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Unexpected answer from /), expect.arrayContaining([expect.objectContaining({ path: 'page' }), expect.objectContaining({ path: 'total' })]));
  });

  it('keeps the sentence that confirms a change', async () => {
    const api = endpoints({ 'POST /user/booking/bkg_0001abc123/resend-quote': json({ data: booking({ status: 'quote_sent' }), message: 'Quote sent again to jordan@example.com' }) });
    await expect(api.resendQuote('bkg_0001abc123')).resolves.toMatchObject({ message: 'Quote sent again to jordan@example.com' });
  });
});
