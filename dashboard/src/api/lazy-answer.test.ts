// Issue 24 items 2 and 8: an area's answers are read through their route schemas, which arrive in a chunk of their
// own with the area's first call (lazy-answer.ts, answers/). Here the invoices area: a well-formed answer reads as
// the contract types it (keys it does not name dropped), a malformed one is refused with UNEXPECTED_ANSWER, an
// HTTP error stays that error, and the schemas are loaded once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNEXPECTED_ANSWER } from '@wrapsmith/core/contract';
import { apiErrorInfo } from './errors.ts';
import { createHttpClient } from './client.ts';
import { invoiceEndpoints } from './invoice-endpoints.ts';
import { lazyAnswer } from './lazy-answer.ts';
import { apiError, fakeFetch, json } from '../test/fake-fetch.ts';

const TOKEN = 'a'.repeat(64);
const endpoints = (replies: Parameters<typeof fakeFetch>[0]) => invoiceEndpoints(createHttpClient({ fetch: fakeFetch(replies).fetch }));

afterEach(() => vi.restoreAllMocks());

describe('answers read through their schemas, loaded with the first call', () => {
  it('reads a well-formed answer as the contract types it, dropping what it does not name', async () => {
    const api = endpoints({ [`POST /public/invoice/${TOKEN}/checkout`]: json({ data: { url: 'https://pay.example/s', stray: true } }) });
    await expect(api.checkout(TOKEN)).resolves.toEqual({ data: { url: 'https://pay.example/s' } });
  });

  it('refuses a malformed answer with UNEXPECTED_ANSWER, naming the field at fault', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = endpoints({ [`POST /public/invoice/${TOKEN}/checkout`]: json({ data: { url: 42 } }) });
    const error = await api.checkout(TOKEN).catch((e: unknown) => e);
    expect(apiErrorInfo(error).code).toBe(UNEXPECTED_ANSWER);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Unexpected answer from /), [expect.objectContaining({ path: 'data.url' })]);
  });

  it('passes an HTTP error on as it came', async () => {
    const api = endpoints({ [`POST /public/invoice/${TOKEN}/checkout`]: apiError(409, 'This invoice is paid', 'CONFLICT') });
    const error = await api.checkout(TOKEN).catch((e: unknown) => e);
    expect(apiErrorInfo(error)).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('loads an area’s schemas with its first call and keeps them', async () => {
    const load = vi.fn(() => import('./answers/invoices.ts'));
    const http = createHttpClient({ fetch: fakeFetch({ [`POST /public/invoice/${TOKEN}/checkout`]: json({ data: { url: 'https://pay.example/s' } }) }).fetch });
    for (let i = 0; i < 2; i++) await lazyAnswer(http.post(`public/invoice/${TOKEN}/checkout`), load, 'checkout');
    expect(load).toHaveBeenCalledTimes(2);
    // The module system keeps the chunk: both calls got the same module.
    const [first, second] = await Promise.all(load.mock.results.map((r) => r.value as Promise<unknown>));
    expect(first).toBe(second);
  });
});
