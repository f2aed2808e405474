import { HttpFailure, VisualizerError } from '@wrapsmith/visualizer';
import { describe, expect, it, vi } from 'vitest';
import { createWidgetApi, parseConfig } from './api.ts';
import { friendlyMessage, resetTime, toWidgetFailure } from './errors.ts';
import { WIDGET_MESSAGES as M } from './messages.ts';
import { CONFIG, createFakeApi, PHOTO, SELECTION } from './test/fake-api.ts';
import { widgetVisualizerClient } from './visualizer-client.ts';

function apiWith(fake: ReturnType<typeof createFakeApi>) {
  const api = createWidgetApi({ apiBase: 'https://app.wrapsmith.test/', shopKey: 'pk_a/b', visitorId: () => 'visitor-0123456789abcdef', fetch: fake.fetch });
  // The visualizer's client on the widget routes, as the wrap flow makes it.
  return { ...api, visualizer: widgetVisualizerClient(api.request) };
}

describe('createWidgetApi', () => {
  it('prefetch asks once; the visualizer then takes that answer; a failed one is asked again (issue 23 item 23)', async () => {
    const fake = createFakeApi();
    const api = apiWith(fake);
    api.prefetch('get-years');
    api.prefetch('get-years');
    expect(fake.calls.map((call) => call.url)).toEqual(['https://app.wrapsmith.test/api/v1/widget/pk_a%2Fb/get-years']);
    expect(await api.visualizer.getYears()).toEqual([2024, 2023]);
    expect(fake.calls).toHaveLength(1);

    const down = createFakeApi({ offline: true });
    const offline = apiWith(down);
    offline.prefetch('get-years');
    await expect(offline.visualizer.getYears()).rejects.toMatchObject({ code: 'NETWORK' });
    await expect(offline.visualizer.getYears()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(down.calls).toHaveLength(2);
  });

  it("takes a read widget.js started for the same URL once, instead of asking (issue 23 item 23)", async () => {
    const fake = createFakeApi();
    const globals = globalThis as { __wrapsmithEarly?: Record<string, Promise<Response>> };
    const url = 'https://app.wrapsmith.test/api/v1/widget/pk_a%2Fb/config';
    globals.__wrapsmithEarly = { [url]: Promise.resolve(new Response(JSON.stringify({ data: { shop: { name: 'Early Wraps' } } }), { status: 200 })) };
    try {
      const api = apiWith(fake);
      expect((await api.getConfig()).shop.name).toBe('Early Wraps');
      expect(fake.calls).toEqual([]);
      expect(globals.__wrapsmithEarly).toEqual({});
      // Taken once: a retry asks the API itself.
      expect((await api.getConfig()).shop.name).toBe(CONFIG.shop.name);
      expect(fake.calls.map((call) => call.url)).toEqual([url]);
    } finally {
      delete globals.__wrapsmithEarly;
    }
  });

  it('calls the key-scoped routes without cookies, reads lists as simple (unpreflighted) requests', async () => {
    const fake = createFakeApi();
    const api = apiWith(fake);
    expect(await api.visualizer.getYears()).toEqual([2024, 2023]);
    expect(await api.visualizer.getMakes(2024)).toEqual([{ id: 'tesla', name: 'Tesla' }]);
    const call = fake.calls[1];
    expect(call?.url).toBe('https://app.wrapsmith.test/api/v1/widget/pk_a%2Fb/get-makes?year=2024');
    expect(call?.headers).toEqual({ Accept: 'application/json' });
    expect(fake.fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit', mode: 'cors' });
  });

  it('implements the visualizer’s client on the widget’s own routes, no Studio path in between (issue 24 item 5)', async () => {
    const fake = createFakeApi();
    const { visualizer } = apiWith(fake);
    await visualizer.getModels(2024, { id: 'tesla', name: 'Tesla' });
    await visualizer.getBrands();
    await visualizer.getFilms('3m');
    expect(fake.calls.map((call) => call.url.replace('https://app.wrapsmith.test/api/v1/widget/pk_a%2Fb/', ''))).toEqual([
      'get-models?year=2024&make=Tesla',
      'brands',
      'films?brand=3m',
    ]);
    expect(visualizer.renderPhoto).toBeUndefined();
  });

  it('sends only what the widget render route takes', async () => {
    const fake = createFakeApi();
    const result = await apiWith(fake).visualizer.render({
      year: 2024, make: 'Tesla', model: 'Model 3', finish: 'gloss', color: '#000000', description: '', brand: '3M', filmId: '3m-g12',
    });
    expect(fake.calls[0]?.body).toEqual({ year: 2024, make: 'Tesla', model: 'Model 3', filmId: '3m-g12' });
    expect(fake.calls[0]?.headers['X-Wrapsmith-Visitor']).toBe('visitor-0123456789abcdef');
    expect(result.renderId).toBe('r_1');
  });

  it('uploads a photo as multipart to the photos route, counted for the visitor', async () => {
    const fake = createFakeApi();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'my-car.jpg', { type: 'image/jpeg' });
    expect(await apiWith(fake).visualizer.uploadPhoto?.(photo)).toEqual(PHOTO);
    const call = fake.calls[0];
    expect([call?.method, call?.url]).toEqual(['POST', 'https://app.wrapsmith.test/api/v1/widget/pk_a%2Fb/photos']);
    // No Content-Type of ours: fetch writes the multipart one with its boundary.
    expect(call?.headers).toEqual({ Accept: 'application/json', 'X-Wrapsmith-Visitor': 'visitor-0123456789abcdef' });
    const sent = (call?.body as FormData).get('photo') as File;
    expect(sent.name).toBe('my-car.jpg');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('asks for a selection as JSON with the abort signal, and reads Retry-After off a 429', async () => {
    const fake = createFakeApi();
    const controller = new AbortController();
    const selection = { taps: [{ x: 0.42, y: 0.61, mode: 'add' as const }], strokes: [{ mode: 'erase' as const, radius: 0.02, points: [{ x: 0.1, y: 0.1 }] }] };
    expect(await apiWith(fake).visualizer.selectPaint?.('ph_1', selection, { signal: controller.signal })).toEqual(SELECTION);
    expect(fake.calls[0]?.url).toBe('https://app.wrapsmith.test/api/v1/widget/pk_a%2Fb/photos/ph_1/selection');
    expect(fake.calls[0]?.body).toEqual(selection);
    expect(fake.fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);

    const limited = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }), { status: 429, headers: { 'Retry-After': '12' } }));
    const api = createWidgetApi({ apiBase: 'https://app.wrapsmith.test', shopKey: 'pk_1', visitorId: () => 'v', fetch: limited });
    const error = await widgetVisualizerClient(api.request).selectPaint?.('ph_1', selection).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(VisualizerError);
    expect([(error as VisualizerError).code, (error as VisualizerError).retryAfterSeconds]).toEqual(['RATE_LIMITED', 12]);
  });

  it("sends a photo recolour as multipart with only the widget route's fields: the photo's id, taps, strokes and film", async () => {
    const fake = createFakeApi();
    const taps = [{ x: 0.42, y: 0.61, mode: 'add' as const }, { x: 0.5, y: 0.3, mode: 'remove' as const }];
    const strokes = [{ mode: 'add' as const, radius: 0.035, points: [{ x: 0.4, y: 0.6 }] }];
    const result = await apiWith(fake).visualizer.recolourPhoto?.({ photoId: 'ph_1', taps, strokes, brand: '3M', filmId: '3m-g12', finish: 'gloss', color: '#0b0b0b' });
    const call = fake.calls[0];
    expect([call?.method, call?.url]).toEqual(['POST', 'https://app.wrapsmith.test/api/v1/widget/pk_a%2Fb/photo-recolour']);
    const form = call?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({ photoId: 'ph_1', taps: JSON.stringify(taps), strokes: JSON.stringify(strokes), filmId: '3m-g12' });
    expect(result?.renderId).toBe('r_1');
  });

  it('returns the lead id of a sent lead', async () => {
    const lead = { renderId: 'r_1', name: 'Dana', email: 'd@x.io', consent: true as const, pageUrl: 'https://shop.example/', website: '', startedAt: 1 };
    await expect(apiWith(createFakeApi()).submitLead(lead)).resolves.toEqual({ leadId: 'lead_1' });
  });

  it('rejects with the server code so the widget can say the right thing', async () => {
    const failure = await apiWith(createFakeApi({ failAll: [403, 'ORIGIN_NOT_ALLOWED'] })).getConfig().then(() => null, toWidgetFailure);
    expect(failure).toEqual({ code: 'ORIGIN_NOT_ALLOWED', serverMessage: 'ORIGIN_NOT_ALLOWED from the fake' });
    const viaVisualizer = await apiWith(createFakeApi({ failAll: [429, 'RATE_LIMITED'] })).visualizer.getYears().then(() => null, toWidgetFailure);
    expect(viaVisualizer?.code).toBe('RATE_LIMITED');
    const offline = await apiWith(createFakeApi({ offline: true })).getConfig().then(() => null, toWidgetFailure);
    expect(offline?.code).toBe('NETWORK');
  });
});

describe('parseConfig', () => {
  it('reads the contract shape', () => {
    expect(parseConfig({ data: CONFIG })).toEqual({ ...CONFIG, branding: { ...CONFIG.branding } });
  });

  it('falls back to safe defaults for missing or hostile values', () => {
    const config = parseConfig({
      data: { shop: { name: 'Wrap Co' }, branding: { primary: 'red; background: url(x)', accent: '#12345', logoUrl: 'javascript:alert(1)', corner: 'blob', theme: 'neon' } },
    });
    expect(config.branding).toEqual({ displayName: 'Wrap Co', logoUrl: null, primary: null, accent: null, corner: 'rounded', theme: 'light', poweredBy: true });
    // What the shop has not set is null, as the API sends it (WidgetConfig in @wrapsmith/core).
    expect(config.shop).toEqual({ name: 'Wrap Co', slug: '', phone: null, email: null, website: null });
    expect(config.zones).toEqual([]);
    expect(parseConfig(null).shop.name).toBe('this shop');
  });
});

describe('toWidgetFailure and friendlyMessage', () => {
  it('prefers the server code over the status, and the status over nothing', () => {
    expect(toWidgetFailure(new HttpFailure(400, { error: { code: 'NO_CREDITS' } })).code).toBe('NO_CREDITS');
    expect(toWidgetFailure(new HttpFailure(402, null)).code).toBe('NO_CREDITS');
    expect(toWidgetFailure(new HttpFailure(401, { error: { code: 'INVALID_KEY' } })).code).toBe('NOT_FOUND');
    expect(toWidgetFailure(new HttpFailure(500, null)).code).toBe('UNEXPECTED');
    const tooLarge = { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The photo is too large. The limit is 10 MB.' } };
    expect(toWidgetFailure(new HttpFailure(413, tooLarge))).toEqual({ code: 'VALIDATION', serverMessage: tooLarge.error.message });
    expect(toWidgetFailure(new HttpFailure(415, { error: { code: 'UNSUPPORTED_MEDIA', message: 'x' } })).code).toBe('VALIDATION');
    expect(toWidgetFailure(new VisualizerError('NETWORK')).code).toBe('NETWORK');
    expect(toWidgetFailure(new TypeError('Failed to fetch')).code).toBe('NETWORK');
  });

  it("names the shop and keeps the brief's words for an empty credit balance", () => {
    expect(friendlyMessage({ code: 'NO_CREDITS', serverMessage: '' }, 'Northside Wraps')).toBe(
      'This visualizer is taking a short break — contact Northside Wraps directly',
    );
    expect(friendlyMessage({ code: 'RATE_LIMITED', serverMessage: '' }, null)).toBe(M.rateLimited('the shop'));
    expect(friendlyMessage({ code: 'VALIDATION', serverMessage: 'Email is invalid' }, 'X')).toBe('Email is invalid');
  });

  it('says the server’s words when the shop’s daily cap is reached or its share link is off (issue 23 item 3)', () => {
    const cap = toWidgetFailure(new HttpFailure(429, { error: { code: 'RATE_LIMITED', message: 'Northside has made all it can today.', details: { limit: 'daily', retryAfter: 600 } } }));
    expect(friendlyMessage(cap, 'Northside')).toBe('Northside has made all it can today.');
    const off = toWidgetFailure(new HttpFailure(403, { error: { code: 'SHARE_LINK_OFF', message: 'Northside’s visualizer is not available.' } }));
    expect(off.code).toBe('NOT_FOUND');
    expect(friendlyMessage(off, 'Northside')).toBe('Northside’s visualizer is not available.');
    // The shop's busy window keeps the widget's own words.
    const busy = toWidgetFailure(new HttpFailure(429, { error: { code: 'RATE_LIMITED', message: 'x', details: { limit: 'shop', retryAfter: 5 } } }));
    expect(friendlyMessage(busy, 'Northside')).toBe(M.rateLimited('Northside'));
  });

  it('says when a visitor’s daily limit resets, in their own time, never "a little later"', () => {
    const limited = new HttpFailure(429, { error: { code: 'RATE_LIMITED', message: 'x', details: { limit: 'visitor', retryAfter: 3600 } } }, '3600');
    const failure = toWidgetFailure(limited);
    expect(failure).toMatchObject({ code: 'RATE_LIMITED', dailyLimitResetsIn: 3600 });
    const noon = new Date(2026, 5, 1, 12, 0);
    const time = (at: Date) => at.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
    expect(resetTime(3600, noon)).toBe(M.todayAt(time(new Date(2026, 5, 1, 13, 0))));
    expect(resetTime(23 * 3600, noon)).toBe(M.tomorrowAt(time(new Date(2026, 5, 2, 11, 0))));
    expect(resetTime(null, noon)).toBe('tomorrow');
    const message = friendlyMessage(failure, 'Northside Wraps');
    expect(message).toMatch(/^You've reached today's limit of previews\. You can make more (today|tomorrow) at /);
    expect(message).not.toContain('a little later');
    // The key's hourly limit and the burst limits are not the visitor's daily one.
    const busy = toWidgetFailure(new HttpFailure(429, { error: { code: 'RATE_LIMITED', message: 'x', details: { limit: 'key', retryAfter: 600 } } }));
    expect(busy.dailyLimitResetsIn).toBeUndefined();
  });
});

describe('the render challenge (issue 23 item 3)', () => {
  const challenge = 'eyJpZCI6IngifQ.0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

  function fakeServer(options: { ask: boolean; answerWithProof?: number }) {
    const sent: { url: string; headers: Record<string, string> }[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = init.headers as Record<string, string>;
      sent.push({ url: String(url), headers });
      if (String(url).endsWith('/challenge')) return new Response(JSON.stringify({ data: options.ask ? { challenge, difficulty: 8, expiresAt: 'x' } : null }));
      if (!headers['X-Wrapsmith-Proof']) return new Response(JSON.stringify({ error: { code: 'CHALLENGE_REQUIRED', message: 'm', details: { challenge, difficulty: 8 } } }), { status: 428 });
      const status = options.answerWithProof ?? 200;
      return new Response(JSON.stringify(status === 200 ? { data: { renderId: 'r1' } } : { error: { code: 'CHALLENGE_FAILED', message: 'no', details: { challenge, difficulty: 8 } } }), { status });
    });
    const api = createWidgetApi({ apiBase: 'https://app.wrapsmith.test', shopKey: 'pk_abc', visitorId: () => 'visitor-0123456789abcdef', fetch });
    return { api, sent };
  }

  it('asks for a challenge before a render and sends the render once, with a proof solved on SubtleCrypto', async () => {
    const { createHash } = await import('node:crypto');
    const { api, sent } = fakeServer({ ask: true });
    expect(await api.request('POST', 'render', { filmId: 'f' })).toEqual({ data: { renderId: 'r1' } });
    expect(sent.map((s) => s.url)).toEqual(['https://app.wrapsmith.test/api/v1/widget/pk_abc/challenge', 'https://app.wrapsmith.test/api/v1/widget/pk_abc/render']);
    // The challenge is asked for as a simple request: no visitor header, no preflight.
    expect(sent[0]?.headers).toEqual({ Accept: 'application/json' });
    const proof = sent[1]?.headers['X-Wrapsmith-Proof'] ?? '';
    expect(proof.startsWith(`${challenge}:`)).toBe(true);
    expect(createHash('sha256').update(proof).digest()[0]).toBe(0);
  });

  it('answers a 428 all the same with its fresh challenge, once; a second 428 is the failure', async () => {
    const { api, sent } = fakeServer({ ask: false });
    expect(await api.request('POST', 'render', { filmId: 'f' })).toEqual({ data: { renderId: 'r1' } });
    expect(sent.map((s) => s.url.split('/').at(-1))).toEqual(['challenge', 'render', 'render']);
    const failing = fakeServer({ ask: false, answerWithProof: 428 });
    await expect(failing.api.request('POST', 'render', { filmId: 'f' })).rejects.toMatchObject({ status: 428 });
    expect(failing.sent).toHaveLength(3);
  });
});
