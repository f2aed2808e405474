import { describe, expect, it, vi } from 'vitest';
import { VisualizerError } from './client.ts';
import { HttpFailure } from './failures.ts';
import { createHttpVisualizerClient, retryAfterSeconds, type FetchJson } from './http-client.ts';
import { PNG_BASE64 } from './test/fake-client.ts';

function fakeServer(answer: (method: string, path: string, body: unknown) => unknown) {
  const fetchJson = vi.fn<FetchJson>(async (method, path, body) => answer(method, path, body));
  return { fetchJson, client: createHttpVisualizerClient(fetchJson) };
}

const generated = (data: Record<string, unknown>) => ({ data: { image: [{ inlineData: { mimeType: 'image/png', data: PNG_BASE64 } }], ...data } });

async function rejection(promise: Promise<unknown>): Promise<VisualizerError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof VisualizerError)) throw new Error(`expected a VisualizerError, got ${String(error)}`);
  return error;
}

describe('createHttpVisualizerClient: vehicles', () => {
  it('reads years, makes and models from the Studio endpoints', async () => {
    const { fetchJson, client } = fakeServer((_m, path) => {
      if (path === 'user/tool/get-years') return { data: { years: [2026, '2025'] } };
      if (path === 'user/tool/get-makes?year=2025') return { data: { makes: [{ id: 12, name: 'Land Rover' }] } };
      if (path === 'user/tool/get-models?year=2025&make=Land+Rover') {
        return { data: { models: [{ id: 'defender', name: 'Defender', bodyStyles: ['suv', 'spaceship'] }, { id: 'x', name: 'X' }] } };
      }
      throw new HttpFailure(404, null);
    });
    expect(await client.getYears()).toEqual([2026, 2025]);
    expect(await client.getMakes(2025)).toEqual([{ id: '12', name: 'Land Rover' }]);
    expect(await client.getModels(2025, { id: '12', name: 'Land Rover' })).toEqual([
      { id: 'defender', name: 'Defender', bodyStyles: ['suv'] },
      { id: 'x', name: 'X', bodyStyles: [] },
    ]);
    expect(fetchJson.mock.calls.map(([method]) => method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('treats an answer of the wrong shape as a failure, not as an empty list', async () => {
    const { client } = fakeServer(() => ({ data: { something: [] } }));
    expect((await rejection(client.getMakes(2024))).code).toBe('HTTP');
  });
});

describe('createHttpVisualizerClient: films', () => {
  it('reads brands and a brand’s film groups, dropping finishes it does not know', async () => {
    const { client } = fakeServer((_m, path) => {
      if (path === 'user/tool/brands') return { data: [{ id: '3m', name: '3M', filmCount: 2 }, { id: 'kpmf', name: 'KPMF', filmCount: 0 }] };
      if (path === 'user/tool/films?brand=3m') {
        return {
          data: {
            groups: [
              {
                finish: 'flip',
                label: 'Flip',
                films: [{ id: 'f', name: 'Flip Psychedelic', code: 'GP281', colorCode: '#5b2a86', finish: 'flip', secondaryHex: '#1f7a4d' }],
              },
              { finish: 'velvet', label: 'Velvet', films: [] },
              { finish: 'gloss', label: 'Gloss', films: [{ id: 'g', name: 'Gloss Black', code: 'G12', colorCode: '#0b0b0b', finish: 'gloss' }] },
            ],
          },
        };
      }
      throw new HttpFailure(404, null);
    });
    expect(await client.getBrands()).toEqual([
      { id: '3m', name: '3M', filmCount: 2 },
      { id: 'kpmf', name: 'KPMF', filmCount: 0 },
    ]);
    const groups = await client.getFilms('3m');
    expect(groups.map((g) => g.finish)).toEqual(['flip', 'gloss']);
    expect(groups[0]?.films[0]?.secondaryHex).toBe('#1f7a4d');
    expect(groups[1]?.films[0]?.secondaryHex).toBeNull();
  });
});

describe('createHttpVisualizerClient: render', () => {
  const request = {
    year: 2024,
    make: 'Tesla',
    model: 'Model 3',
    finish: 'gloss' as const,
    color: '#0b0b0b',
    description: '',
    brand: '3M',
    filmId: '3m-g12',
    zones: { roof: '#111111' },
  };

  it('posts the request and turns the base64 PNG into an image source', async () => {
    const { fetchJson, client } = fakeServer(() => generated({ renderId: 'r_9', url: '/api/v1/user/renders/r_9/image', credits: 3 }));
    expect(await client.render(request)).toEqual({ imageSrc: `data:image/png;base64,${PNG_BASE64}`, renderId: 'r_9', credits: 3, libraryPhoto: null, charged: null });
    expect(fetchJson).toHaveBeenCalledWith('POST', 'user/tool/generate-car-image', request, undefined);
  });

  it('says whose photo a picture made from the shop’s vehicle library is', async () => {
    const { client } = fakeServer(() => generated({ renderId: 'r_9', credits: 3, library: { shopName: 'Northside Wraps', side: 'left', year: 2021 } }));
    expect((await client.render(request)).libraryPhoto).toEqual({ shopName: 'Northside Wraps' });
  });

  it('calls an answer without image data NO_IMAGE (the spec shows the busy popup for it)', async () => {
    for (const body of [{ data: { image: [] } }, { data: { image: [{ inlineData: { data: '' } }] } }, { data: {} }]) {
      const { client } = fakeServer(() => body);
      expect((await rejection(client.render(request))).code).toBe('NO_IMAGE');
    }
  });

  it('maps 402, 429 and server codes, keeping the server message', async () => {
    const failing = (status: number, error: unknown) => fakeServer(() => Promise.reject(new HttpFailure(status, { error })));
    const noCredits = await rejection(failing(402, { code: 'NO_CREDITS', message: 'No credits left' }).client.render(request));
    expect([noCredits.code, noCredits.status, noCredits.message]).toEqual(['NO_CREDITS', 402, 'No credits left']);
    expect((await rejection(failing(429, {}).client.render(request))).code).toBe('RATE_LIMITED');
    expect((await rejection(failing(409, { code: 'ENGINE_UNAVAILABLE', message: 'x' }).client.render(request))).code).toBe(
      'ENGINE_UNAVAILABLE',
    );
    const other = await rejection(failing(500, { message: 'Render engine crashed' }).client.render(request));
    expect([other.code, other.message]).toEqual(['HTTP', 'Render engine crashed']);
  });

  it('understands an error carrying a fetch Response, as ky throws it', async () => {
    const response = new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }), { status: 429 });
    const { client } = fakeServer(() => Promise.reject(Object.assign(new Error('Request failed'), { response })));
    const error = await rejection(client.render(request));
    expect([error.code, error.status, error.message]).toEqual(['RATE_LIMITED', 429, 'Slow down']);
  });

  it('calls a transport failure NETWORK with no message, so the UI shows its default', async () => {
    const { client } = fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(client.render(request));
    expect([error.code, error.message]).toEqual(['NETWORK', '']);
  });

  it('sends a photo render as multipart form data', async () => {
    const { fetchJson, client } = fakeServer(() => generated({ renderId: 'p_1', credits: 2 }));
    const photo = new File([new Uint8Array([1, 2, 3])], 'car.jpg', { type: 'image/jpeg' });
    const result = await client.renderPhoto?.({ photo, brand: '3M', filmId: '3m-g12', finish: 'gloss', color: '#0b0b0b', zones: { chromeDelete: true } });
    expect(result?.renderId).toBe('p_1');
    const [method, path, body] = fetchJson.mock.calls[0] ?? [];
    expect([method, path]).toEqual(['POST', 'user/tool/photo-render']);
    if (!(body instanceof FormData)) throw new Error('expected FormData');
    expect((body.get('photo') as File).name).toBe('car.jpg');
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'photo'))).toEqual({
      brand: '3M',
      filmId: '3m-g12',
      finish: 'gloss',
      color: '#0b0b0b',
      zones: '{"chromeDelete":true}',
    });
  });
});

describe('createHttpVisualizerClient: the photo tool', () => {
  const mask = `data:image/png;base64,${PNG_BASE64}`;

  it('uploads the photo once as multipart and reads the kept photo', async () => {
    const { fetchJson, client } = fakeServer(() => ({ data: { photo: { id: 'ph_7', width: 2048, height: 1365, expiresAt: '2026-11-28T10:00:00.000Z' } } }));
    const controller = new AbortController();
    const photo = new File([new Uint8Array([1, 2, 3])], 'car.jpg', { type: 'image/jpeg' });
    expect(await client.uploadPhoto?.(photo, { signal: controller.signal })).toEqual({ id: 'ph_7', width: 2048, height: 1365, expiresAt: '2026-11-28T10:00:00.000Z' });
    const [method, path, body, options] = fetchJson.mock.calls[0] ?? [];
    expect([method, path, options?.signal]).toEqual(['POST', 'user/tool/photos', controller.signal]);
    expect(((body as FormData).get('photo') as File).name).toBe('car.jpg');
  });

  it('asks for a selection with taps and strokes as JSON, passing the abort signal on', async () => {
    const { fetchJson, client } = fakeServer(() => ({ data: { selection: { coverage: 0.234, width: 768, height: 512, mask } } }));
    const controller = new AbortController();
    const selection = { taps: [{ x: 0.5, y: 0.6, mode: 'add' as const }], strokes: [{ mode: 'erase' as const, radius: 0.02, points: [{ x: 0.1, y: 0.2 }] }] };
    expect(await client.selectPaint?.('ph/7', selection, { signal: controller.signal })).toEqual({ coverage: 0.234, width: 768, height: 512, mask });
    expect(fetchJson).toHaveBeenCalledWith('POST', 'user/tool/photos/ph%2F7/selection', selection, { signal: controller.signal });
  });

  it('treats a selection without a PNG mask as a failure', async () => {
    const { client } = fakeServer(() => ({ data: { selection: { coverage: 0.2, mask: 'https://elsewhere.example/mask.png' } } }));
    expect((await rejection(client.selectPaint?.('ph_7', { taps: [], strokes: [] }) ?? Promise.resolve())).code).toBe('HTTP');
  });

  it('recolours by photo id with the taps and strokes as JSON text beside the film', async () => {
    const { fetchJson, client } = fakeServer(() => generated({ renderId: 'p_2', credits: 1 }));
    const taps = [{ x: 0.5, y: 0.6, mode: 'add' as const }];
    const strokes = [{ mode: 'add' as const, radius: 0.035, points: [{ x: 0.1, y: 0.2 }] }];
    await client.recolourPhoto?.({ photoId: 'ph_7', taps, strokes, brand: '3M', filmId: '3m-g12', finish: 'gloss', color: '#0b0b0b' });
    const [method, path, body] = fetchJson.mock.calls[0] ?? [];
    expect([method, path]).toEqual(['POST', 'user/tool/photo-recolour']);
    expect(Object.fromEntries((body as FormData).entries())).toEqual({
      photoId: 'ph_7',
      taps: JSON.stringify(taps),
      strokes: JSON.stringify(strokes),
      brand: '3M',
      filmId: '3m-g12',
      finish: 'gloss',
      color: '#0b0b0b',
    });
  });

  it('calls a 404 on a kept photo PHOTO_EXPIRED, and reads Retry-After off a 429', async () => {
    const gone = fakeServer(() => Promise.reject(new HttpFailure(404, { error: { code: 'NOT_FOUND', message: 'This photo is no longer here. Upload it again.' } })));
    const expired = await rejection(gone.client.selectPaint?.('ph_7', { taps: [], strokes: [] }) ?? Promise.resolve());
    expect([expired.code, expired.message]).toEqual(['PHOTO_EXPIRED', 'This photo is no longer here. Upload it again.']);
    const recolour = { photoId: 'ph_7', taps: [], strokes: [], brand: '3M', filmId: '3m-g12', finish: 'gloss' as const, color: '#0b0b0b' };
    expect((await rejection(gone.client.recolourPhoto?.(recolour) ?? Promise.resolve())).code).toBe('PHOTO_EXPIRED');

    const limited = fakeServer(() => Promise.reject(new HttpFailure(429, { error: { code: 'RATE_LIMITED', message: 'Slow down' } }, '42')));
    const error = await rejection(limited.client.selectPaint?.('ph_7', { taps: [], strokes: [] }) ?? Promise.resolve());
    expect([error.code, error.retryAfterSeconds]).toEqual(['RATE_LIMITED', 42]);
    const response = new Response('{}', { status: 429, headers: { 'Retry-After': '7' } });
    const ky = fakeServer(() => Promise.reject(Object.assign(new Error('Too Many Requests'), { response })));
    expect((await rejection(ky.client.uploadPhoto?.(new Blob([])) ?? Promise.resolve())).retryAfterSeconds).toBe(7);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
  });
});
