// Images on an S3-compatible store (docs/decisions/038): the real entry point started with S3_* pointing at a
// local s3rver keeps the demo's renders, a new Studio render and a logo in the bucket, nothing under DATA_DIR,
// and serves them at the same URLs with the same access rules as on disk.
import fs from 'node:fs';
import path from 'node:path';
import { expandVehicles, FILMS } from '@wrapsmith/catalog';
import sharp from 'sharp';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO } from '../seed/seed.ts';
import { loadEnv } from '../env.ts';
import { closeSharedRenderPool } from '../services/render/index.ts';
import { describeStorage } from '../services/storage/index.ts';
import { bearer, json, tempDir } from '../test/app.ts';
import { startLocalS3 } from '../test/s3-server.ts';
import { startServer } from '../test/server.ts';
import type { GenerateCarImageResponse } from '../types.ts';
import type { WidgetSettingsDto } from '@wrapsmith/core/contract';

const film = FILMS.find((f) => f.finish === 'gloss' && f.brandId === '3m');
const car = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'suv');
if (!film || !car) throw new Error('The built-in catalogue has no 3M gloss film or no 2024 SUV');
const generate = { year: car.year, make: car.make, model: car.model, finish: 'Gloss', color: film.hex, brand: '3m', filmId: film.id };

const filesUnder = (root: string) => fs.readdirSync(root, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(root, f)).isFile());

describe('S3_* settings', () => {
  const all = { S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com', S3_BUCKET: 'shop-images', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keep images on disk under DATA_DIR when none is set, even when blank', () => {
    const env = loadEnv({ DATA_DIR: '/srv/wrapsmith', S3_REGION: ' ', S3_FORCE_PATH_STYLE: '' });
    expect(env.imageStorage).toEqual({ kind: 'disk', dir: '/srv/wrapsmith' });
    expect(describeStorage(env)).toBe('disk (/srv/wrapsmith)');
  });

  it('switch images to S3 with the four required ones, path-style and region-from-endpoint by default', () => {
    const env = loadEnv(all);
    expect(env.imageStorage).toEqual({ kind: 's3', endpoint: all.S3_ENDPOINT, bucket: 'shop-images', accessKeyId: 'AKIA1', secretAccessKey: 'secret', region: undefined, forcePathStyle: true });
    expect(describeStorage(env)).toBe('S3 bucket shop-images at https://s3.eu-west-1.amazonaws.com');
    expect(loadEnv({ ...all, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' }).imageStorage).toMatchObject({ region: 'auto', forcePathStyle: false });
  });

  it('are refused when only some are set, or the endpoint is not an http(s) URL', () => {
    expect(() => loadEnv({ S3_BUCKET: 'shop-images' })).toThrow('S3: missing S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.');
    expect(() => loadEnv({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3: missing S3_ENDPOINT, S3_BUCKET/);
    expect(() => loadEnv({ ...all, S3_ENDPOINT: 'ftp://store' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(() => loadEnv({ ...all, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('the API with images on S3', () => {
  afterEach(() => closeSharedRenderPool());

  it('stores renders and logos in the bucket, none under DATA_DIR, and serves them at their usual URLs', async () => {
    const s3 = await startLocalS3();
    onTestFinished(() => s3.close());
    const dataDir = tempDir();
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO: 'true', ...s3.env() });
    try {
      expect(server.log).toContain(`Images: S3 bucket ${s3.bucket} at ${s3.endpoint}\n`);
      // The demo's renders were made at start, through the same storage.
      const demoKeys = s3.keys();
      const renderKeys = demoKeys.filter((key) => key.startsWith('renders/'));
      expect(renderKeys).toHaveLength(DEMO.studioRenders.length + DEMO.leads.length);
      expect(renderKeys.every((key) => /^renders\/[^/]+\/[^/]+\.png$/.test(key))).toBe(true);
      // So were its vehicle library's photos and their marked paint (decision 056); besides them only the build's
      // hashed files, copied for rolling deploys (decision 071).
      const libraryKeys = demoKeys.filter((key) => key.startsWith('library/'));
      expect(libraryKeys.filter((key) => key.endsWith('.jpg'))).toHaveLength(DEMO.library.length);
      expect(libraryKeys.filter((key) => key.endsWith('.mask.png'))).toHaveLength(DEMO.library.length);
      const buildKeys = demoKeys.filter((key) => /^build-assets\/(dashboard|widget)\/[^/]+\.(js|css|map)$/.test(key));
      expect(buildKeys.length).toBeGreaterThan(0);
      expect(renderKeys.length + libraryKeys.length + buildKeys.length).toBe(demoKeys.length);

      const login = await fetch(`${server.url}/api/v1/auth/login`, json('POST', DEMO.owner));
      const auth = bearer(((await login.json()) as { data: { accessToken: string } }).data.accessToken);

      const rendered = await fetch(`${server.url}/api/v1/user/tool/generate-car-image`, json('POST', generate, auth));
      expect(rendered.status).toBe(200);
      const { data } = (await rendered.json()) as GenerateCarImageResponse;
      const png = Buffer.from(data.image[0]?.inlineData.data ?? '', 'base64');
      const renderKey = s3.keys().find((key) => key.endsWith(`/${data.renderId}.png`));
      expect(renderKey).toMatch(/^renders\//);
      const served = await fetch(`${server.url}${data.url}`, { headers: auth });
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      // A Studio render is still private to its shop.
      expect((await fetch(`${server.url}${data.url}`)).status).toBe(401);

      const logo = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#14213d' } }).png().toBuffer();
      const form = new FormData();
      form.set('logo', new File([new Uint8Array(logo)], 'logo.png', { type: 'image/png' }));
      const uploaded = await fetch(`${server.url}/api/v1/user/widget/logo`, { method: 'POST', headers: auth, body: form });
      expect(uploaded.status).toBe(200);
      const { logoUrl } = ((await uploaded.json()) as { data: WidgetSettingsDto }).data;
      const logoFile = logoUrl?.split('/').pop();
      expect(s3.keys().filter((key) => key.startsWith('widget/logos/'))).toEqual([expect.stringMatching(new RegExp(`/${logoFile}$`))]);
      // Logos stay public: the widget shows them on shops' websites.
      const publicLogo = await fetch(`${server.url}${logoUrl}`);
      expect(publicLogo.status).toBe(200);
      expect((await sharp(Buffer.from(await publicLogo.arrayBuffer())).metadata()).width).toBe(64);

      expect((await fetch(`${server.url}/api/v1/user/renders/${data.renderId}`, { method: 'DELETE', headers: auth })).status).toBe(200);
      expect(s3.keys()).not.toContain(renderKey);
      expect((await fetch(`${server.url}${data.url}`, { headers: auth })).status).toBe(404);

      // Only the database lives under DATA_DIR.
      expect(filesUnder(dataDir).every((file) => file.startsWith('wrapsmith.sqlite'))).toBe(true);
    } finally {
      await server.stop();
    }
    // A production server seeding the demo through S3: on a busy 2-core machine beside the browser suite, over a minute.
  }, 180_000);

  // A store that is down (no answer, 5xx): store-unavailable.test.ts (503, the credit refunded).

  it('refuses to start with only part of the S3 settings, naming what is missing', async () => {
    const started = startServer({ DATA_DIR: tempDir(), LOG_LEVEL: 'info', S3_ENDPOINT: 'http://127.0.0.1:9', S3_ACCESS_KEY_ID: 'key' });
    await expect(started).rejects.toThrow(/S3: missing S3_BUCKET, S3_SECRET_ACCESS_KEY\./);
  });
});
