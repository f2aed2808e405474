// The visualizer's client on the Studio's routes (issue 24 item 5): the dashboard implements it on
// /api/v1/user/tool/…, with the visualizer's shared readers (their answers and failures: the visualizer's own tests).
import { describe, expect, it, vi } from 'vitest';
import { HttpFailure, VisualizerError, type FetchJson } from '@wrapsmith/visualizer';
import { studioVisualizerClient } from './studio-client.ts';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const generated = (data: Record<string, unknown>) => ({ data: { image: [{ inlineData: { mimeType: 'image/png', data: PNG_BASE64 } }], ...data } });
const mask = `data:image/png;base64,${PNG_BASE64}`;

function fakeServer(answer: (method: string, path: string, body: unknown) => unknown) {
  const fetchJson = vi.fn<FetchJson>(async (method, path, body) => answer(method, path, body));
  return { fetchJson, client: studioVisualizerClient(fetchJson) };
}

describe('the Studio implements the visualizer’s client on /user/tool (issue 24 item 5)', () => {
  it('reads years, makes, models, brands and films from the Studio’s routes', async () => {
    const { fetchJson, client } = fakeServer((_m, path) => {
      if (path === 'user/tool/get-years') return { data: { years: [2026, 2025] } };
      if (path === 'user/tool/get-makes?year=2025') return { data: { makes: [{ id: 12, name: 'Land Rover' }] } };
      if (path === 'user/tool/get-models?year=2025&make=Land+Rover') return { data: { models: [{ id: 'defender', name: 'Defender', bodyStyles: ['suv'] }] } };
      if (path === 'user/tool/brands') return { data: [{ id: '3m', name: '3M', filmCount: 2 }] };
      if (path === 'user/tool/films?brand=3m') return { data: { groups: [{ finish: 'gloss', label: 'Gloss', films: [] }] } };
      throw new HttpFailure(404, null);
    });
    expect(await client.getYears()).toEqual([2026, 2025]);
    expect(await client.getMakes(2025)).toEqual([{ id: '12', name: 'Land Rover' }]);
    expect(await client.getModels(2025, { id: '12', name: 'Land Rover' })).toEqual([{ id: 'defender', name: 'Defender', bodyStyles: ['suv'] }]);
    expect(await client.getBrands()).toEqual([{ id: '3m', name: '3M', filmCount: 2 }]);
    expect(await client.getFilms('3m')).toEqual([{ finish: 'gloss', label: 'Gloss', films: [] }]);
    expect(fetchJson.mock.calls.map(([method]) => method)).toEqual(['GET', 'GET', 'GET', 'GET', 'GET']);
  });

  it('posts the whole render request to generate-car-image', async () => {
    const request = { year: 2024, make: 'Tesla', model: 'Model 3', finish: 'gloss' as const, color: '#0b0b0b', description: '', brand: '3M', filmId: '3m-g12', zones: { roof: '#111111' } };
    const { fetchJson, client } = fakeServer(() => generated({ renderId: 'r_9', credits: 3, charged: false }));
    expect(await client.render(request)).toMatchObject({ renderId: 'r_9', credits: 3, charged: false });
    expect(fetchJson).toHaveBeenCalledWith('POST', 'user/tool/generate-car-image', request, undefined);
  });

  it('sends a photo render as multipart form data', async () => {
    const { fetchJson, client } = fakeServer(() => generated({ renderId: 'p_1', credits: 2 }));
    const photo = new File([new Uint8Array([1, 2, 3])], 'car.jpg', { type: 'image/jpeg' });
    expect((await client.renderPhoto?.({ photo, brand: '3M', filmId: '3m-g12', finish: 'gloss', color: '#0b0b0b', zones: { chromeDelete: true } }))?.renderId).toBe('p_1');
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

  it('uploads, selects and recolours on the Studio’s photo routes, passing the abort signal on', async () => {
    const { fetchJson, client } = fakeServer((_m, path) => {
      if (path === 'user/tool/photos') return { data: { photo: { id: 'ph_7', width: 2048, height: 1365, expiresAt: '' } } };
      if (path.endsWith('/selection')) return { data: { selection: { coverage: 0.2, width: 768, height: 512, mask } } };
      return generated({ renderId: 'p_2', credits: 1 });
    });
    const controller = new AbortController();
    const photo = new File([new Uint8Array([1])], 'car.jpg', { type: 'image/jpeg' });
    expect((await client.uploadPhoto?.(photo, { signal: controller.signal }))?.id).toBe('ph_7');
    expect(fetchJson.mock.calls[0]?.[3]).toEqual({ signal: controller.signal });
    const selection = { taps: [{ x: 0.5, y: 0.6, mode: 'add' as const }], strokes: [{ mode: 'erase' as const, radius: 0.02, points: [{ x: 0.1, y: 0.2 }] }] };
    await client.selectPaint?.('ph/7', selection, { signal: controller.signal });
    expect(fetchJson).toHaveBeenCalledWith('POST', 'user/tool/photos/ph%2F7/selection', selection, { signal: controller.signal });
    const taps = selection.taps;
    await client.recolourPhoto?.({ photoId: 'ph_7', taps, strokes: [], brand: '3M', filmId: '3m-g12', finish: 'gloss', color: '#0b0b0b' });
    const [method, path, body] = fetchJson.mock.calls[2] ?? [];
    expect([method, path]).toEqual(['POST', 'user/tool/photo-recolour']);
    expect(Object.fromEntries((body as FormData).entries())).toEqual({
      photoId: 'ph_7',
      taps: JSON.stringify(taps),
      strokes: '[]',
      brand: '3M',
      filmId: '3m-g12',
      finish: 'gloss',
      color: '#0b0b0b',
    });
  });

  it('calls a 404 on a kept photo PHOTO_EXPIRED', async () => {
    const { client } = fakeServer(() => Promise.reject(new HttpFailure(404, { error: { code: 'NOT_FOUND', message: 'Gone' } })));
    const error = await client.selectPaint?.('ph_7', { taps: [], strokes: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VisualizerError);
    expect((error as VisualizerError).code).toBe('PHOTO_EXPIRED');
  });

  it('sends a selection elsewhere when the host says so (the vehicle library’s kept photo)', async () => {
    const fetchJson = vi.fn<FetchJson>(async () => ({ data: { selection: { coverage: 0.2, width: 1, height: 1, mask } } }));
    const client = studioVisualizerClient(fetchJson, { selectionPath: (id) => (id === 'lv_1' ? 'user/library/lv_1/selection' : `user/tool/photos/${id}/selection`) });
    await client.selectPaint?.('lv_1', { taps: [], strokes: [] });
    await client.selectPaint?.('ph_2', { taps: [], strokes: [] });
    expect(fetchJson.mock.calls.map(([, path]) => path)).toEqual(['user/library/lv_1/selection', 'user/tool/photos/ph_2/selection']);
  });
});
