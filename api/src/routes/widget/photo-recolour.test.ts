// POST /widget/:key/photo-recolour: a visitor's own car photo through the shop's public key (issue #10).
import { standInPool, photoPool } from '../../services/photo-uploads/stand-in-pool.test-support.ts';
import { FILMS } from '@wrapsmith/catalog';
import { PHOTO_RECOLOUR_MESSAGES } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, beforeEach, vi } from 'vitest';
import { leads, renders } from '../../db/schema/index.ts';
import { balance } from '../../services/credits/index.ts';
import { closeSharedRecolourPool } from '../../services/photo-recolour/index.ts';
import { bodyTap, syntheticCarJpeg } from '../../services/photo-recolour/synthetic.test-support.ts';
import { isPng } from '../../services/render/index.ts';
import { saveWidgetSettings } from '../../services/widget/index.ts';
import { WIDGET_API_MESSAGES as M } from '../../services/widget/messages.ts';
import { dbSnapshot } from '../../test/app.ts';
import { body, SHOP_ORIGIN, VISITOR, WIDGET_FILM, widgetApp, withChallengeSolved } from '../../test/widget.ts';
import { firstRow } from '../../db/tx.ts';

// The photo workers are a stand-in (services/photo-uploads/stand-in-pool.test-support.ts): these tests are about the
// route and the pipeline; the real model's selection is tested in services/photo-recolour and photos.model.test.ts.
vi.mock('../../services/photo-recolour/pool.ts', async (importOriginal) =>
  (await import('../../services/photo-uploads/stand-in-pool.test-support.ts')).withPhotoPool(await importOriginal()),
);
beforeEach(() => {
  photoPool.current = standInPool();
});



afterAll(() => closeSharedRecolourPool());

type ErrorBody = { error: { code: string; message: string } };
interface RecolourBody {
  data: { image: { inlineData: { mimeType: string; data: string } }[]; renderId: string; url: string; width: number; height: number; credits?: number };
}

const { car, jpeg } = await syntheticCarJpeg();

function form(fields: { filmId?: string; taps?: unknown; photo?: Uint8Array | null } = {}) {
  const data = new FormData();
  if (fields.photo !== null) data.set('photo', new File([fields.photo ?? jpeg], 'car.jpg', { type: 'image/jpeg' }));
  data.set('filmId', fields.filmId ?? WIDGET_FILM.id);
  data.set('taps', JSON.stringify(fields.taps ?? [bodyTap(car)]));
  return data;
}

/** Sends the form the way the widget does: the page's Origin and the visitor's id, and a challenge solved if asked. */
async function post(t: Awaited<ReturnType<typeof widgetApp>>, data: FormData, headers: { origin?: string | null; visitor?: string | null; key?: string } = {}) {
  const sent: Record<string, string> = {};
  const origin = headers.origin === undefined ? SHOP_ORIGIN : headers.origin;
  const visitor = headers.visitor === undefined ? VISITOR : headers.visitor;
  if (origin !== null) sent.origin = origin;
  if (visitor !== null) sent['x-wrapsmith-visitor'] = visitor;
  const send = (extra: Record<string, string> = {}) =>
    t.app.request(`/api/v1/widget/${headers.key ?? t.key.key}/photo-recolour`, { method: 'POST', headers: { ...sent, ...extra }, body: data });
  return withChallengeSolved(await send(), (proof) => send({ 'x-wrapsmith-proof': proof }));
}

describe('POST /widget/:key/photo-recolour', () => {
  it('recolours a visitor’s photo on the shop’s credit: a widget render with its public picture, no balance shown', async () => {
    const t = await widgetApp({ credits: 3 });
    const res = await post(t, form());
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    const { data } = await body<RecolourBody>(res);
    expect(data.credits).toBeUndefined();
    expect({ width: data.width, height: data.height }).toEqual({ width: car.width, height: car.height });
    expect(data.url).toBe(`http://localhost/api/v1/widget-assets/renders/${data.renderId}.png`);
    expect(isPng(Buffer.from(data.image[0]!.inlineData.data, 'base64'))).toBe(true);
    const row = await firstRow(t.deps.db.select().from(renders).where(eq(renders.id, data.renderId)));
    expect({ engine: row?.engine, source: row?.source, widgetKeyId: row?.widgetKeyId, visitorId: row?.visitorId }).toEqual({
      engine: 'recolour',
      source: 'widget',
      widgetKeyId: t.key.id,
      visitorId: VISITOR,
    });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(2);
    const picture = await t.app.request(data.url.replace('http://localhost', ''));
    expect(picture.status).toBe(200);
  });

  it('refuses a denied or missing Origin with 403 before reading the photo, spending and writing nothing', async () => {
    const t = await widgetApp({ credits: 3 });
    const before = await dbSnapshot(t.deps);
    for (const origin of ['https://evil.example', null, 'null']) {
      const res = await post(t, form(), { origin });
      expect(res.status, String(origin)).toBe(403);
      expect((await body<ErrorBody>(res)).error.code).toBe('ORIGIN_NOT_ALLOWED');
    }
    expect((await post(t, form(), { key: 'pk_AAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(404);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(3);
  });

  it('answers the preflight for the page’s origin', async () => {
    const t = await widgetApp();
    const res = await t.app.request(`/api/v1/widget/${t.key.key}/photo-recolour`, {
      method: 'OPTIONS',
      headers: { origin: SHOP_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-wrapsmith-visitor' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SHOP_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses a film the widget does not offer and bad taps with 400, counting and spending nothing', async () => {
    const t = await widgetApp({ credits: 3 });
    const other = FILMS.find((f) => f.brandId === '3m' && f.id !== WIDGET_FILM.id);
    if (!other) throw new Error('no second 3M film');
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { offeredFilmIds: [WIDGET_FILM.id], visitorDailyLimit: 1 }, t.deps.now());
    // The key's last use is noted once a while; note it now so the snapshot below holds only what a render writes.
    await t.call('config');
    const before = await dbSnapshot(t.deps);
    const notOffered = await post(t, form({ filmId: other.id }));
    expect(notOffered.status).toBe(400);
    expect((await body<ErrorBody>(notOffered)).error.message).toBe(M.filmNotOffered);
    const outside = await post(t, form({ taps: [{ x: 2, y: 0.5 }] }));
    expect(outside.status).toBe(400);
    expect((await body<ErrorBody>(outside)).error.message).toBe(PHOTO_RECOLOUR_MESSAGES.tapOutside);
    expect((await post(t, form({ photo: null }))).status).toBe(400);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    // None of those counted against the visitor's one render a day.
    expect((await post(t, form())).status).toBe(200);
  });

  it('holds a visitor to the shop’s daily limit, shared with the widget’s other renders', async () => {
    const t = await widgetApp({ credits: 5 });
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { visitorDailyLimit: 1 }, t.deps.now());
    expect((await post(t, form())).status).toBe(200);
    // Another selection is another picture (the same one again would be served free, counting against no limit).
    const limited = await post(t, form({ taps: [bodyTap(car), bodyTap(car)] }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(4);
  });

  it('can be sent to the shop as a lead, with its picture', async () => {
    const t = await widgetApp({ credits: 3 });
    const { data } = await body<RecolourBody>(await post(t, form()));
    t.clock.advance(10_000);
    const res = await t.call('leads', {
      body: {
        renderId: data.renderId,
        name: 'Dana Reyes',
        email: 'dana@example.com',
        consent: true,
        pageUrl: `${SHOP_ORIGIN}/wraps`,
        website: '',
        startedAt: t.deps.now().getTime() - 30_000,
      },
    });
    expect(res.status).toBe(201);
    const lead = await firstRow(t.deps.db.select().from(leads).where(eq(leads.renderId, data.renderId)));
    expect(lead?.shopId).toBe(t.owner.shop.id);
    expect((await firstRow(t.deps.db.select({ status: renders.status }).from(renders).where(eq(renders.id, data.renderId))))?.status).toBe('lead_sent');
  });
});
