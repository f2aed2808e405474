// The visualizer's shared HTTP parts (issue 24 item 5): the readers every host's client reads answers with, and the
// failures named for the components. The routes are the hosts' (dashboard/src/api/studio-client.test.ts, the widget's
// visualizer-client.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { VisualizerError } from './client.ts';
import { HttpFailure } from './failures.ts';
import {
  readBrands,
  readFilmGroups,
  readMakes,
  readModels,
  readPaintSelection,
  readRenderResult,
  readUploadedPhoto,
  readYears,
  retryAfterSeconds,
  visualizerCall,
  type FetchJson,
} from './http-client.ts';
import { PNG_BASE64 } from './test/fake-client.ts';

const generated = (data: Record<string, unknown>) => ({ data: { image: [{ inlineData: { mimeType: 'image/png', data: PNG_BASE64 } }], ...data } });

function rejection(run: () => unknown): Promise<VisualizerError> {
  return Promise.resolve()
    .then(run)
    .then(
      () => {
        throw new Error('expected a VisualizerError, got an answer');
      },
      (e: unknown) => {
        if (!(e instanceof VisualizerError)) throw new Error(`expected a VisualizerError, got ${String(e)}`);
        return e;
      },
    );
}

/** A host's call over a transport that answers or fails as given. */
function failingCall(failure: unknown) {
  const fetchJson = vi.fn<FetchJson>(() => Promise.reject(failure));
  return visualizerCall(fetchJson);
}

describe('the answers every host reads', () => {
  it('reads years, makes and models', () => {
    expect(readYears({ data: { years: [2026, '2025'] } })).toEqual([2026, 2025]);
    expect(readMakes({ data: { makes: [{ id: 12, name: 'Land Rover' }] } })).toEqual([{ id: '12', name: 'Land Rover' }]);
    expect(readModels({ data: { models: [{ id: 'defender', name: 'Defender', bodyStyles: ['suv', 'spaceship'] }, { id: 'x', name: 'X' }] } })).toEqual([
      { id: 'defender', name: 'Defender', bodyStyles: ['suv'] },
      { id: 'x', name: 'X', bodyStyles: [] },
    ]);
  });

  it('treats an answer of the wrong shape as a failure, not as an empty list', async () => {
    expect((await rejection(() => readMakes({ data: { something: [] } }))).code).toBe('HTTP');
    expect((await rejection(() => readBrands({ data: { brands: [] } }))).code).toBe('HTTP');
  });

  it('reads brands and a brand’s film groups, dropping finishes it does not know', () => {
    expect(readBrands({ data: [{ id: '3m', name: '3M', filmCount: 2 }, { id: 'kpmf', name: 'KPMF' }] })).toEqual([
      { id: '3m', name: '3M', filmCount: 2 },
      { id: 'kpmf', name: 'KPMF', filmCount: 0 },
    ]);
    const groups = readFilmGroups({
      data: {
        groups: [
          { finish: 'flip', label: 'Flip', films: [{ id: 'f', name: 'Flip Psychedelic', code: 'GP281', colorCode: '#5b2a86', finish: 'flip', secondaryHex: '#1f7a4d' }] },
          { finish: 'velvet', label: 'Velvet', films: [] },
          { finish: 'gloss', label: 'Gloss', films: [{ id: 'g', name: 'Gloss Black', code: 'G12', colorCode: '#0b0b0b', finish: 'gloss' }] },
        ],
      },
    });
    expect(groups.map((g) => g.finish)).toEqual(['flip', 'gloss']);
    expect(groups[0]?.films[0]?.secondaryHex).toBe('#1f7a4d');
    expect(groups[1]?.films[0]?.secondaryHex).toBeNull();
  });

  it('turns the base64 PNG of a render into an image source, with whose library photo it is', () => {
    expect(readRenderResult(generated({ renderId: 'r_9', url: '/x.png', credits: 3 }))).toEqual({
      imageSrc: `data:image/png;base64,${PNG_BASE64}`,
      renderId: 'r_9',
      credits: 3,
      libraryPhoto: null,
      charged: null,
    });
    expect(readRenderResult(generated({ renderId: 'r_9', library: { shopName: 'Northside Wraps', side: 'left' } })).libraryPhoto).toEqual({ shopName: 'Northside Wraps' });
  });

  it('calls an answer without image data NO_IMAGE (the spec shows the busy popup for it)', async () => {
    for (const body of [{ data: { image: [] } }, { data: { image: [{ inlineData: { data: '' } }] } }, { data: {} }]) {
      expect((await rejection(() => readRenderResult(body))).code).toBe('NO_IMAGE');
    }
  });

  it('reads a kept photo and a selection, refusing a mask that is not a PNG data: URL', async () => {
    const mask = `data:image/png;base64,${PNG_BASE64}`;
    expect(readUploadedPhoto({ data: { photo: { id: 'ph_7', width: 2048, height: 1365, expiresAt: '2026-11-28T10:00:00.000Z' } } })).toEqual({
      id: 'ph_7',
      width: 2048,
      height: 1365,
      expiresAt: '2026-11-28T10:00:00.000Z',
    });
    expect(readPaintSelection({ data: { selection: { coverage: 0.234, width: 768, height: 512, mask } } })).toEqual({ coverage: 0.234, width: 768, height: 512, mask });
    expect((await rejection(() => readPaintSelection({ data: { selection: { coverage: 0.2, mask: 'https://elsewhere.example/mask.png' } } }))).code).toBe('HTTP');
  });
});

describe('visualizerCall: failures as the components understand them', () => {
  it('passes the call and its abort signal on, and answers the body', async () => {
    const fetchJson = vi.fn<FetchJson>(async () => ({ data: 1 }));
    const controller = new AbortController();
    expect(await visualizerCall(fetchJson)('POST', 'somewhere', { a: 1 }, { signal: controller.signal })).toEqual({ data: 1 });
    expect(fetchJson).toHaveBeenCalledWith('POST', 'somewhere', { a: 1 }, { signal: controller.signal });
  });

  it('maps 402, 429 and server codes, keeping the server message', async () => {
    const failing = (status: number, error: unknown) => failingCall(new HttpFailure(status, { error }));
    const noCredits = await rejection(() => failing(402, { code: 'NO_CREDITS', message: 'No credits left' })('POST', 'render'));
    expect([noCredits.code, noCredits.status, noCredits.message]).toEqual(['NO_CREDITS', 402, 'No credits left']);
    expect((await rejection(() => failing(429, {})('POST', 'render'))).code).toBe('RATE_LIMITED');
    expect((await rejection(() => failing(409, { code: 'ENGINE_UNAVAILABLE', message: 'x' })('POST', 'render'))).code).toBe('ENGINE_UNAVAILABLE');
    const other = await rejection(() => failing(500, { message: 'Render engine crashed' })('POST', 'render'));
    expect([other.code, other.message]).toEqual(['HTTP', 'Render engine crashed']);
  });

  it('understands an error carrying a fetch Response, as ky throws it', async () => {
    const response = new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }), { status: 429, headers: { 'Retry-After': '7' } });
    const error = await rejection(() => failingCall(Object.assign(new Error('Request failed'), { response }))('POST', 'render'));
    expect([error.code, error.status, error.message, error.retryAfterSeconds]).toEqual(['RATE_LIMITED', 429, 'Slow down', 7]);
  });

  it('calls a transport failure NETWORK with no message, so the UI shows its default', async () => {
    const error = await rejection(() => failingCall(new TypeError('Failed to fetch'))('GET', 'years'));
    expect([error.code, error.message]).toEqual(['NETWORK', '']);
  });

  it('calls a 404 on a kept photo PHOTO_EXPIRED, any other 404 not, and reads Retry-After off a 429', async () => {
    const gone = failingCall(new HttpFailure(404, { error: { code: 'NOT_FOUND', message: 'This photo is no longer here. Upload it again.' } }));
    const expired = await rejection(() => gone('POST', 'photos/ph_7/selection', {}, { photo: true }));
    expect([expired.code, expired.message]).toEqual(['PHOTO_EXPIRED', 'This photo is no longer here. Upload it again.']);
    expect((await rejection(() => gone('GET', 'films'))).code).toBe('HTTP');
    const limited = await rejection(() => failingCall(new HttpFailure(429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } }, '42'))('POST', 'x', {}, { photo: true }));
    expect([limited.code, limited.retryAfterSeconds]).toEqual(['RATE_LIMITED', 42]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});
