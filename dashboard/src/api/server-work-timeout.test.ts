// Work on pixels or the model (a selection preview, a render, a library save) can queue behind other photos on a busy
// server: it waits SERVER_WORK_TIMEOUT_MS, not the client's 30 s, which read as "No internet connection" in a
// loaded CI run while the server was still working. Lists keep the 30 s.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, SERVER_WORK_TIMEOUT_MS } from './client.ts';
import { libraryEndpoints } from './library-endpoints.ts';
import { visualizerFetch } from './studio-endpoints.ts';
import { libraryVehicle } from '../test/fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A server that answers `body` after `ms` (fake time), honouring the request's abort. */
function slowServer(ms: number, body: unknown): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = (input instanceof Request ? input.signal : undefined) ?? init?.signal;
      const timer = setTimeout(() => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })), ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

async function outcome(call: Promise<unknown>, ms: number): Promise<'answered' | 'failed'> {
  const settled = call.then(
    () => 'answered' as const,
    () => 'failed' as const,
  );
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('waiting for the server to work', () => {
  it('lets a selection preview and a render take 90 s, and still gives up on a list after 30 s', async () => {
    vi.useFakeTimers();
    const slow = 90_000;
    expect(SERVER_WORK_TIMEOUT_MS).toBeGreaterThan(slow);
    const fetchJson = visualizerFetch(createHttpClient({ baseUrl: 'http://api.test/api/v1', fetch: slowServer(slow, { data: {} }) }));
    expect(await outcome(fetchJson('POST', 'user/tool/photos/p1/selection', { taps: [{ x: 0.5, y: 0.5, mode: 'add' }] }), slow + 1_000)).toBe('answered');
    expect(await outcome(fetchJson('POST', 'user/render', { year: 2022 }), slow + 1_000)).toBe('answered');
    expect(await outcome(fetchJson('GET', 'get-makes'), slow + 1_000)).toBe('failed');
  });

  it("lets a library vehicle's save, which marks the paint on the server, take 90 s", async () => {
    vi.useFakeTimers();
    const api = libraryEndpoints(createHttpClient({ baseUrl: 'http://api.test/api/v1', fetch: slowServer(90_000, { data: libraryVehicle(), message: 'Saved to the library.' }) }));
    expect(await outcome(api.create({ photoId: 'p1', taps: [{ x: 0.5, y: 0.5 }], side: 'left' } as never), 91_000)).toBe('answered');
    expect(await outcome(api.update('v1', { side: 'right' } as never), 91_000)).toBe('answered');
  });
});
