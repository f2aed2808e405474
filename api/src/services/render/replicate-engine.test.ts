import { randomBytes } from 'node:crypto';
import { expandVehicles, FILMS } from '@wrapsmith/catalog';
import { RENDER_MESSAGES } from '@wrapsmith/core';
import Replicate from 'replicate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { dbSnapshot, json } from '../../test/app.ts';
import { fakeReplicate, type FakeReplicateScenario } from '../../test/fake-replicate.ts';
import { studioApp } from '../../test/studio.ts';
import type { GenerateCarImageResponse } from '../../types.ts';
import { engineFromEnv, isPng, replicateEngine, type RenderSpec } from './index.ts';
import type { ReplicateEngine } from './replicate-engine.ts';
import { DEFAULT_OUTPUT_HOSTS, downloadOutput, hostAllowed, isNonPublicAddress } from './replicate-output.ts';
import { REPLICATE_MODEL_IDS, type ReplicateModelId } from './replicate-models.ts';
import { PHOTO_DATA_URL_MAX, PHOTO_MAX_EDGE } from './replicate-photo.ts';

const spec: RenderSpec = {
  vehicle: { year: 2022, make: 'Ford', model: 'Mustang', bodyStyle: 'coupe' },
  film: { id: '3m-g13', brandId: '3m', brand: '3M', code: 'G13', name: 'Gloss Hot Rod Red', hex: '#b3121f', finish: 'gloss' },
  zones: { roof: '#000000', chromeDelete: true },
};
const photoSpec: RenderSpec = { ...spec, vehicle: null };

/** Where each model takes the customer's photo, written from its API page rather than read from the registry. */
const PHOTO_IN: Record<ReplicateModelId, (input: Record<string, unknown>) => unknown> = {
  'black-forest-labs/flux-kontext-pro': (input) => input.input_image,
  'black-forest-labs/flux-kontext-dev': (input) => input.input_image,
  'google/nano-banana': (input) => (expect(input.image_input).toHaveLength(1), (input.image_input as unknown[])[0]),
  'bytedance/seedream-4': (input) => (expect(input.image_input).toHaveLength(1), (input.image_input as unknown[])[0]),
};

/** The fake serves outputs from 127.0.0.1 over http: allowed only through this test-only option. */
const TEST_OUTPUT = { hosts: ['127.0.0.1'], allowPrivateAddresses: true };

/**
 * How long the engine waits for a prediction: short only where the fake never finishes (the timeout is what is
 * tested); otherwise far longer than any answer of the local fake takes, even on a busy CI machine (400 ms was not).
 */
const deadlineFor = (scenario: FakeReplicateScenario) => (scenario === 'never-finishes' ? 400 : 60_000);

async function setUp(model: ReplicateModelId, scenario: FakeReplicateScenario = 'success') {
  const fake = await fakeReplicate({ scenario });
  return { ...fake, engine: replicateEngine({ token: 'r8_test', model, baseUrl: fake.baseUrl, timeoutMs: deadlineFor(scenario), pollIntervalMs: 10, output: TEST_OUTPUT }) };
}

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#777777' } }).jpeg().toBuffer();

async function decodeDataUrl(value: unknown) {
  const match = /^data:image\/jpeg;base64,([A-Za-z0-9+/]+=*)$/.exec(String(value));
  if (!match?.[1]) throw new Error(`Not a JPEG data URL: ${String(value).slice(0, 60)}`);
  return sharp(Buffer.from(match[1], 'base64')).metadata();
}

describe.each(REPLICATE_MODEL_IDS)('the replicate engine on %s', (model) => {
  it('sends the customer’s photo where the model takes it, under the data-URL size guidance, and returns a PNG', async () => {
    const fake = await setUp(model);
    const { png } = await fake.engine.render({ spec: photoSpec, photo: { bytes: await jpeg(3000, 2000), mimeType: 'image/jpeg' } });
    expect(isPng(png)).toBe(true);
    expect((await sharp(png).metadata()).width).toBe(32);
    expect(fake.rejected).toEqual([]);
    expect(fake.created).toHaveLength(1);
    expect(fake.created[0]?.auth).toBe('Bearer r8_test');
    const input = fake.created[0]?.input ?? {};
    const photo = PHOTO_IN[model](input);
    expect(String(photo).length).toBeLessThanOrEqual(PHOTO_DATA_URL_MAX);
    expect(await decodeDataUrl(photo)).toMatchObject({ format: 'jpeg', width: PHOTO_MAX_EDGE, height: 1024 });
    expect(input.aspect_ratio).toBe('match_input_image');
    const prompt = String(input.prompt);
    for (const words of ['Wrap the car in this photo', '3M Gloss Hot Rod Red (G13)', 'gloss vinyl', '#b3121f', 'roof', 'chrome delete']) expect(prompt).toContain(words);
    for (const kept of ['shape', 'wheels', 'background', 'number plates']) expect(prompt).toContain(kept);
  });

  if (model === 'black-forest-labs/flux-kontext-dev') {
    it('refuses a text render before anything reaches Replicate: its input_image is required', async () => {
      const fake = await setUp(model);
      expect(fake.engine.supportsText).toBe(false);
      await expect(fake.engine.render({ spec })).rejects.toThrow(/flux-kontext-dev edits photos only .* cannot render a car from text/);
      expect(fake.created).toEqual([]);
      expect(fake.rejected).toEqual([]);
    });
  } else {
    it('renders the Studio car from the prompt alone, with no photo input', async () => {
      const fake = await setUp(model);
      expect(fake.engine.supportsText).toBe(true);
      const { png } = await fake.engine.render({ spec });
      expect(isPng(png)).toBe(true);
      expect(fake.rejected).toEqual([]);
      const input = fake.created[0]?.input ?? {};
      expect(input.input_image).toBeUndefined();
      expect(input.image_input).toBeUndefined();
      expect(input.aspect_ratio).toBe('16:9');
      const prompt = String(input.prompt);
      for (const words of ['2022 Ford Mustang', '3M Gloss Hot Rod Red (G13)', 'gloss vinyl', '#b3121f', 'roof', 'chrome delete']) expect(prompt).toContain(words);
    });
  }

  it('fails on an output in another shape than the model’s, and on an output that is not an image', async () => {
    const request = model === 'black-forest-labs/flux-kontext-dev' ? { spec: photoSpec, photo: { bytes: await jpeg(40, 30), mimeType: 'image/jpeg' } } : { spec };
    await expect((await setUp(model, 'wrong-output-shape')).engine.render(request)).rejects.toThrow(/no image URL/);
    await expect((await setUp(model, 'not-an-image')).engine.render(request)).rejects.toThrow(/not an image/);
  });
});

describe('the replicate engine', () => {
  it('sends a 12-megapixel photo that compresses badly in a data URL under 1 MB', async () => {
    const fake = await setUp('google/nano-banana');
    const [width, height] = [4000, 3000];
    const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    expect(noise.length).toBeGreaterThan(5 * PHOTO_DATA_URL_MAX);
    await fake.engine.render({ spec: photoSpec, photo: { bytes: noise, mimeType: 'image/jpeg' } });
    const sent = PHOTO_IN['google/nano-banana'](fake.created[0]?.input ?? {});
    expect(String(sent).length).toBeLessThanOrEqual(PHOTO_DATA_URL_MAX);
    expect(await decodeDataUrl(sent)).toMatchObject({ width: PHOTO_MAX_EDGE, height: 1152 });
  });

  it('fails on a failed prediction, and on a timeout after cancelling the prediction', async () => {
    await expect((await setUp('black-forest-labs/flux-kontext-pro', 'failed')).engine.render({ spec })).rejects.toThrow(/failed: The model crashed/);
    const slow = await setUp('black-forest-labs/flux-kontext-pro', 'never-finishes');
    await expect(slow.engine.render({ spec })).rejects.toThrow(/timed out/);
    expect(slow.cancelled).toEqual(['p1']);
  });

  it('is refused at construction for a model outside the registry', () => {
    expect(() => replicateEngine({ token: 'r8_x', model: 'acme/wrap' as ReplicateModelId })).toThrow(/Unknown Replicate model "acme\/wrap"/);
  });
});

describe('the Replicate output URL (issue 23 item 14: no SSRF)', () => {
  it('is fetched only from Replicate’s delivery hosts by default: an output on 127.0.0.1 is refused unfetched', async () => {
    const fake = await fakeReplicate();
    const engine = replicateEngine({ token: 'r8_test', model: 'black-forest-labs/flux-kontext-pro', baseUrl: fake.baseUrl, timeoutMs: deadlineFor('success'), pollIntervalMs: 10 });
    await expect(engine.render({ spec })).rejects.toThrow(/output host 127\.0\.0\.1 is not one of REPLICATE_OUTPUT_HOSTS \(replicate\.delivery, \*\.replicate\.delivery\)/);
    expect(fake.downloads).toEqual([]);
  });

  it('refuses an allowed name that resolves to a private or loopback address, and plain http', async () => {
    const fake = await fakeReplicate();
    const port = new URL(fake.baseUrl).port;
    const guard = { hosts: ['localhost', 'replicate.delivery'] };
    await expect(downloadOutput(`https://localhost:${port}/files/output.jpg`, guard, { maxBytes: 1e6, timeoutMs: 2000 })).rejects.toThrow(/localhost resolves to (127\.0\.0\.1|::1), which is not a public address/);
    await expect(downloadOutput('http://replicate.delivery/x.png', guard, { maxBytes: 1e6, timeoutMs: 2000 })).rejects.toThrow(/not https/);
    await expect(downloadOutput('https://user:pw@replicate.delivery/x.png', guard, { maxBytes: 1e6, timeoutMs: 2000 })).rejects.toThrow(/credentials/);
    expect(fake.downloads).toEqual([]);
  });

  it('knows the non-public ranges and the host patterns', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254']) {
      expect([address, isNonPublicAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['34.117.0.1', '8.8.8.8', '2606:4700::1111']) expect([address, isNonPublicAddress(address)]).toEqual([address, false]);
    expect(hostAllowed('pbxt.replicate.delivery', DEFAULT_OUTPUT_HOSTS)).toBe(true);
    expect(hostAllowed('replicate.delivery', DEFAULT_OUTPUT_HOSTS)).toBe(true);
    expect(hostAllowed('replicate.delivery.evil.com', DEFAULT_OUTPUT_HOSTS)).toBe(false);
    expect(hostAllowed('evilreplicate.delivery', DEFAULT_OUTPUT_HOSTS)).toBe(false);
  });

  it('REPLICATE_OUTPUT_HOSTS takes names only; from the environment private addresses stay refused outside tests', () => {
    expect(loadEnv({}).REPLICATE_OUTPUT_HOSTS).toEqual(['replicate.delivery', '*.replicate.delivery']);
    expect(loadEnv({ REPLICATE_OUTPUT_HOSTS: 'cdn.example.com, *.replicate.delivery' }).REPLICATE_OUTPUT_HOSTS).toEqual(['cdn.example.com', '*.replicate.delivery']);
    for (const bad of ['127.0.0.1', 'localhost', '*.localhost', '[::1]', '169.254.169.254', 'intranet']) {
      expect(() => loadEnv({ REPLICATE_OUTPUT_HOSTS: bad })).toThrow(/REPLICATE_OUTPUT_HOSTS: .* is not a host name/);
    }
    const production = engineFromEnv(loadEnv({ NODE_ENV: 'production', REPLICATE_API_TOKEN: 'r8_x' })) as ReplicateEngine;
    expect(production.output).toEqual({ hosts: ['replicate.delivery', '*.replicate.delivery'], allowPrivateAddresses: false });
    const development = engineFromEnv(loadEnv({ NODE_ENV: 'development', REPLICATE_API_TOKEN: 'r8_x' })) as ReplicateEngine;
    expect(development.output.allowPrivateAddresses).toBe(false);
    expect(() => loadEnv({ NODE_ENV: 'production', REPLICATE_OUTPUT_HOSTS: '127.0.0.1' })).toThrow(/is not a host name/);
    // Only a test run may name the fake's address.
    const test = engineFromEnv(loadEnv({ NODE_ENV: 'test', REPLICATE_API_TOKEN: 'r8_x', REPLICATE_OUTPUT_HOSTS: '127.0.0.1' })) as ReplicateEngine;
    expect(test.output).toEqual({ hosts: ['127.0.0.1'], allowPrivateAddresses: true });
  });
});

describe('the fake Replicate server', () => {
  it('answers 422 in Replicate’s error shape for an input the model does not have, or a required one missing', async () => {
    const fake = await fakeReplicate();
    const client = new Replicate({ auth: 'r8_test', baseUrl: fake.baseUrl });
    const photo = 'https://example.com/car.jpg';
    // The bug of issue #10: nano-banana has no input_image, so the real API would drop the photo without a word.
    await expect(client.predictions.create({ model: 'google/nano-banana', input: { prompt: 'Wrap it', input_image: photo } })).rejects.toThrow(/status 422/);
    await expect(client.predictions.create({ model: 'black-forest-labs/flux-kontext-dev', input: { prompt: 'Wrap it' } })).rejects.toThrow(/status 422/);
    await expect(client.predictions.create({ model: 'bytedance/seedream-4', input: { prompt: 'Wrap it', image_input: [photo], size: '8K' } })).rejects.toThrow(/status 422/);
    expect(fake.rejected).toEqual([
      {
        detail: '- input: Additional property input_image is not allowed\n',
        status: 422,
        title: 'Input validation failed',
        invalid_fields: [{ type: 'additional_property_not_allowed', field: 'input', description: 'Additional property input_image is not allowed' }],
      },
      expect.objectContaining({ invalid_fields: [{ type: 'required', field: 'input', description: 'input_image is required' }] }),
      expect.objectContaining({ invalid_fields: [{ type: 'enum', field: 'input.size', description: 'size must be one of the following: "1K", "2K", "4K", "custom"' }] }),
    ]);
    expect(fake.created).toEqual([]);
  });
});

describe('REPLICATE_MODEL', () => {
  it('is one of the registry’s models, flux-kontext-pro by default; another is refused at start with the list', () => {
    expect(loadEnv({}).REPLICATE_MODEL).toBe('black-forest-labs/flux-kontext-pro');
    expect(() => loadEnv({ REPLICATE_MODEL: 'acme/wrap' })).toThrow(
      'REPLICATE_MODEL: "acme/wrap" is not a supported Replicate model. Supported: black-forest-labs/flux-kontext-pro, black-forest-labs/flux-kontext-dev, google/nano-banana, bytedance/seedream-4',
    );
  });

  it('picks the engine’s model when REPLICATE_API_TOKEN is set', () => {
    expect(engineFromEnv(loadEnv({})).name).toBe('local');
    for (const model of REPLICATE_MODEL_IDS) {
      const engine = engineFromEnv(loadEnv({ REPLICATE_API_TOKEN: 'r8_x', REPLICATE_MODEL: model, REPLICATE_BASE_URL: 'http://127.0.0.1:9/v1' })) as ReplicateEngine;
      expect([engine.name, engine.model.id]).toEqual(['replicate', model]);
    }
  });
});

async function photoForm(photo: Buffer) {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(photo)], 'car.jpg', { type: 'image/jpeg' }));
  form.set('brand', '3m');
  form.set('finish', 'gloss');
  form.set('color', '#b3121f');
  form.set('zones', JSON.stringify({ chromeDelete: true }));
  return form;
}

async function creditsOf(t: Awaited<ReturnType<typeof studioApp>>) {
  const res = await t.app.request('/api/v1/auth/user-info', { headers: t.auth });
  return ((await res.json()) as { data: { user: { credits: number } } }).data.user.credits;
}

describe('POST /user/tool/photo-render with the AI engine', () => {
  it.each(['black-forest-labs/flux-kontext-pro', 'bytedance/seedream-4'] as const)('wraps the uploaded photo on %s, charges a credit and stores an aitool render', async (model) => {
    const fake = await setUp(model);
    const t = await studioApp({ credits: 2, engine: fake.engine });
    const res = await t.app.request('/api/v1/user/tool/photo-render', { method: 'POST', headers: t.auth, body: await photoForm(await jpeg(200, 120)) });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as GenerateCarImageResponse;
    expect(isPng(Buffer.from(data.image[0]?.inlineData.data ?? '', 'base64'))).toBe(true);
    expect(data.credits).toBe(1);
    const list = (await (await t.app.request('/api/v1/user/renders', { headers: t.auth })).json()) as { data: { renders: { source: string; vehicle: unknown }[] } };
    expect(list.data.renders[0]).toMatchObject({ source: 'aitool', vehicle: null });
  });

  it.each(['failed', 'not-an-image'] as const)('refunds when the prediction is %s and stores nothing', async (scenario) => {
    const fake = await setUp('bytedance/seedream-4', scenario);
    const t = await studioApp({ credits: 2, engine: fake.engine });
    const before = (await dbSnapshot(t.deps)).renders;
    const res = await t.app.request('/api/v1/user/tool/photo-render', { method: 'POST', headers: t.auth, body: await photoForm(await jpeg(50, 50)) });
    expect(res.status).toBe(502);
    expect((await dbSnapshot(t.deps)).renders).toEqual(before);
    expect(await creditsOf(t)).toBe(2);
  });
});

describe('POST /user/tool/generate-car-image on flux-kontext-dev', () => {
  it('spends no credit and sends nothing to Replicate: the model cannot render from text', async () => {
    const vehicle = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'suv');
    const film = FILMS.find((f) => f.finish === 'gloss' && f.brandId === '3m');
    if (!vehicle || !film) throw new Error('The built-in catalogue has no 2024 SUV or 3M gloss film');
    const fake = await setUp('black-forest-labs/flux-kontext-dev');
    const t = await studioApp({ credits: 2, engine: fake.engine });
    const request = { year: vehicle.year, make: vehicle.make, model: vehicle.model, finish: 'Gloss', color: film.hex, brand: '3m', filmId: film.id };
    const before = await dbSnapshot(t.deps);
    const res = await t.app.request('/api/v1/user/tool/generate-car-image', json('POST', request, t.auth));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toEqual({ code: 'ENGINE_UNAVAILABLE', message: RENDER_MESSAGES.photoOnlyEngine });
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(fake.created).toEqual([]);
    expect(await creditsOf(t)).toBe(2);
  });
});
