import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { dbSnapshot } from '../../test/app.ts';
import { studioApp } from '../../test/studio.ts';
import type { GenerateCarImageResponse } from '../../types.ts';
import { engineFromEnv, isPng, replicateEngine, type RenderSpec } from './index.ts';

type Scenario = 'success' | 'failed' | 'never-finishes' | 'no-url' | 'not-an-image';

const spec: RenderSpec = {
  vehicle: { year: 2022, make: 'Ford', model: 'Mustang', bodyStyle: 'coupe' },
  film: { id: '3m-g13', brandId: '3m', brand: '3M', code: 'G13', name: 'Gloss Hot Rod Red (G13)', hex: '#b3121f', finish: 'gloss' },
  zones: { roof: '#000000', chromeDelete: true },
};

/** A Replicate-compatible server: create, get and cancel predictions, and the output file. */
async function fakeReplicate(scenario: Scenario) {
  const output = await sharp({ create: { width: 32, height: 20, channels: 3, background: { r: 179, g: 18, b: 31 } } }).jpeg().toBuffer();
  const created: { path: string; auth: string | undefined; input: Record<string, unknown> }[] = [];
  const cancelled: string[] = [];
  let polls = 0;
  const server = http.createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const prediction = (status: string, extra: Record<string, unknown> = {}) => ({
      id: 'p1',
      status,
      model: 'acme/wrap',
      version: 'hidden',
      input: {},
      urls: { get: `${base}/v1/predictions/p1`, cancel: `${base}/v1/predictions/p1/cancel` },
      ...extra,
    });
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/models/acme/wrap/predictions') {
        created.push({ path: req.url, auth: req.headers.authorization, input: (JSON.parse(raw) as { input: Record<string, unknown> }).input });
        return send(201, prediction('starting'));
      }
      if (req.method === 'GET' && req.url === '/v1/predictions/p1') {
        polls += 1;
        if (scenario === 'never-finishes' || polls < 2) return send(200, prediction('processing'));
        if (scenario === 'failed') return send(200, prediction('failed', { error: 'The model crashed' }));
        if (scenario === 'no-url') return send(200, prediction('succeeded', { output: { unexpected: true } }));
        const file = scenario === 'not-an-image' ? 'text.txt' : 'out.jpg';
        return send(200, prediction('succeeded', { output: [`${base}/files/${file}`] }));
      }
      if (req.method === 'POST' && req.url === '/v1/predictions/p1/cancel') {
        cancelled.push('p1');
        return send(200, prediction('canceled'));
      }
      if (req.url === '/files/out.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(output);
      }
      if (req.url === '/files/text.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('no image here');
      }
      send(404, { detail: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return { baseUrl, created, cancelled, engine: replicateEngine({ token: 'r8_test', model: 'acme/wrap', baseUrl, timeoutMs: 400, pollIntervalMs: 10 }) };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('replicate engine', () => {
  it('creates a prediction from a prompt, polls it and returns the output as PNG', async () => {
    const fake = await fakeReplicate('success');
    const { png } = await fake.engine.render({ spec });
    expect(isPng(png)).toBe(true);
    expect((await sharp(png).metadata()).width).toBe(32);
    expect(fake.created).toHaveLength(1);
    expect(fake.created[0]?.auth).toBe('Bearer r8_test');
    const prompt = String(fake.created[0]?.input.prompt);
    for (const words of ['2022 Ford Mustang', '3M Gloss Hot Rod Red (G13)', 'gloss vinyl', '#b3121f', 'roof', 'chrome delete']) expect(prompt).toContain(words);
    expect(fake.created[0]?.input.input_image).toBeUndefined();
  });

  it('sends the customer’s photo as input_image in edit mode', async () => {
    const fake = await fakeReplicate('success');
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#777777' } }).jpeg().toBuffer();
    await fake.engine.render({ spec: { ...spec, vehicle: null }, photo: { bytes: photo, mimeType: 'image/jpeg' } });
    const input = fake.created[0]?.input ?? {};
    expect(String(input.input_image)).toMatch(/^data:image\/jpeg;base64,/);
    const sent = Buffer.from(String(input.input_image).split(',')[1] ?? '', 'base64');
    expect((await sharp(sent).metadata()).width).toBe(1536);
    expect(String(input.prompt)).toMatch(/Wrap the car in this photo/);
  });

  it('fails on a failed prediction, a timeout (cancelling it), and malformed output', async () => {
    await expect((await fakeReplicate('failed')).engine.render({ spec })).rejects.toThrow(/failed: The model crashed/);
    const slow = await fakeReplicate('never-finishes');
    await expect(slow.engine.render({ spec })).rejects.toThrow(/timed out/);
    expect(slow.cancelled).toEqual(['p1']);
    await expect((await fakeReplicate('no-url')).engine.render({ spec })).rejects.toThrow(/no image URL/);
    await expect((await fakeReplicate('not-an-image')).engine.render({ spec })).rejects.toThrow(/not an image/);
  });

  it('is the configured engine when REPLICATE_API_TOKEN is set', () => {
    expect(engineFromEnv(loadEnv({})).name).toBe('local');
    expect(engineFromEnv(loadEnv({ REPLICATE_API_TOKEN: 'r8_x', REPLICATE_BASE_URL: 'http://127.0.0.1:9/v1' })).name).toBe('replicate');
  });
});

describe('POST /user/tool/photo-render with the AI engine', () => {
  it('wraps the uploaded photo, charges a credit and stores an aitool render', async () => {
    const fake = await fakeReplicate('success');
    const t = await studioApp({ credits: 2, engine: fake.engine });
    const form = new FormData();
    const photo = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#777777' } }).jpeg().toBuffer();
    form.set('photo', new File([new Uint8Array(photo)], 'car.jpg', { type: 'image/jpeg' }));
    form.set('brand', '3m');
    form.set('finish', 'gloss');
    form.set('color', '#b3121f');
    form.set('zones', JSON.stringify({ chromeDelete: true }));
    const res = await t.app.request('/api/v1/user/tool/photo-render', { method: 'POST', headers: t.auth, body: form });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as GenerateCarImageResponse;
    expect(isPng(Buffer.from(data.image[0]?.inlineData.data ?? '', 'base64'))).toBe(true);
    expect(data.credits).toBe(1);
    const list = (await (await t.app.request('/api/v1/user/renders', { headers: t.auth })).json()) as { data: { renders: { source: string; vehicle: unknown }[] } };
    expect(list.data.renders[0]).toMatchObject({ source: 'aitool', vehicle: null });
  });

  it('refunds when the prediction fails', async () => {
    const fake = await fakeReplicate('failed');
    const t = await studioApp({ credits: 2, engine: fake.engine });
    const form = new FormData();
    const photo = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#777777' } }).png().toBuffer();
    form.set('photo', new File([new Uint8Array(photo)], 'car.png', { type: 'image/png' }));
    form.set('finish', 'matte');
    form.set('color', '#222222');
    const before = dbSnapshot(t.deps).renders;
    const res = await t.app.request('/api/v1/user/tool/photo-render', { method: 'POST', headers: t.auth, body: form });
    expect(res.status).toBe(502);
    expect(dbSnapshot(t.deps).renders).toEqual(before);
    expect(((await (await t.app.request('/api/v1/auth/user-info', { headers: t.auth })).json()) as { data: { user: { credits: number } } }).data.user.credits).toBe(2);
  });
});
