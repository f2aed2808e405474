// The stored-photo flow end to end on the real segmentation model in the photo workers (issue 21): upload (the
// embedding computed and kept), a free selection from a tap, a recolour by photoId for one credit. The model does
// not depend on the database, so this runs once, in the SQLite project; photos.test.ts covers the routes on both.
import { deltaE2000, FILMS, hexToRgb, rgbToLab } from '@wrapsmith/catalog';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSharedRecolourPool } from '../../services/photo-recolour/index.ts';
import { bodyTap, syntheticCarJpeg } from '../../services/photo-recolour/synthetic.test-support.ts';
import { balance } from '../../services/credits/index.ts';
import { json } from '../../test/app.ts';
import { photoForm, storedFiles } from '../../test/photos.ts';
import { studioApp } from '../../test/studio.ts';

afterAll(() => closeSharedRecolourPool());

const film = FILMS.find((f) => f.id === '3m-g13');
if (!film) throw new Error('The built-in catalogue has no 3M Gloss Hotrod Red');

// The real model on a busy 2-core machine: loading, encoding and decoding take minutes there, not the usual 60 s.
describe('stored photos on the real model', { timeout: 240_000 }, () => {
  it('uploads a photo with its embedding, selects the tapped paint for free and recolours it by photoId for one credit', async () => {
    const t = await studioApp({ credits: 2 });
    const { car, jpeg } = await syntheticCarJpeg();
    const tap = bodyTap(car);
    const up = await t.app.request('/api/v1/user/tool/photos', { method: 'POST', headers: t.auth, body: photoForm({ bytes: jpeg }) });
    expect(up.status, await up.clone().text()).toBe(201);
    const { photo } = ((await up.json()) as { data: { photo: { id: string } } }).data;
    expect(storedFiles(t.deps.env.DATA_DIR, 'embeddings')).toHaveLength(1);

    const res = await t.app.request(`/api/v1/user/tool/photos/${photo.id}/selection`, json('POST', { taps: [tap] }, t.auth));
    expect(res.status).toBe(200);
    const { selection } = ((await res.json()) as { data: { selection: { coverage: number; mask: string } } }).data;
    // The painted body is a quarter of the picture less its window; the ground and the tyre stay out.
    expect(selection.coverage).toBeGreaterThan(0.1);
    expect(selection.coverage).toBeLessThan(0.35);
    const { data: mask, info } = await sharp(Buffer.from(selection.mask.split(',')[1]!, 'base64')).greyscale().raw().toBuffer({ resolveWithObject: true });
    const maskAt = (x: number, y: number) => mask[(y * info.width + x) * info.channels];
    expect([maskAt(Math.floor(tap.x * info.width), Math.floor(tap.y * info.height)), maskAt(5, info.height - 5)]).toEqual([255, 0]);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(2);
    // The worker answered the taps' selection and it was kept, for the recolour to start from (decision 082).
    expect(storedFiles(t.deps.env.DATA_DIR, 'selections')).toHaveLength(1);

    const recoloured = await t.app.request('/api/v1/user/tool/photo-recolour', {
      method: 'POST',
      headers: t.auth,
      body: photoForm(null, { photoId: photo.id, taps: [tap], filmId: film.id, finish: 'Gloss', color: film.hex, brand: '3m' }),
    });
    expect(recoloured.status, await recoloured.clone().text()).toBe(200);
    const { data } = (await recoloured.json()) as { data: { image: { inlineData: { data: string } }[]; credits: number } };
    expect(data.credits).toBe(1);
    const { data: pixels, info: png } = await sharp(Buffer.from(data.image[0]!.inlineData.data, 'base64')).raw().toBuffer({ resolveWithObject: true });
    const o = (Math.floor(tap.y * png.height) * png.width + Math.floor(tap.x * png.width)) * png.channels;
    expect(deltaE2000(rgbToLab({ r: pixels[o]!, g: pixels[o + 1]!, b: pixels[o + 2]! }), rgbToLab(hexToRgb(film.hex)))).toBeLessThan(10);
  });
});
