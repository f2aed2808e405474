// What the plans allow besides seats and exports (decision 064): "extra images" (work-order and library photos
// together) and "customer design previews" (per visitor per day), counted and enforced by the API; a request past the
// plan is refused with 403 PLAN_LIMIT and writes and spends nothing.
import { planAllowance, PLAN_LIMIT_MESSAGES, type PlanKey } from '@wrapsmith/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bookingImages } from '../db/schema/index.ts';
import { forShop } from '../db/scope.ts';
import { balance } from '../services/credits/index.ts';
import { insertBooking } from '../services/bookings/index.ts';
import { extraImagesUse } from '../services/plans/index.ts';
import { saveWidgetSettings } from '../services/widget/index.ts';
import { dbSnapshot, json } from '../test/app.ts';
import { body, renderBody, widgetApp } from '../test/widget.ts';
import type { ApiErrorBody } from '../types.ts';

async function shop(planKey?: PlanKey) {
  const t = await widgetApp({ credits: 30, ...(planKey ? { planKey } : {}) });
  const booking = await insertBooking(t.deps.db, forShop(t.owner.shop.id), { bookingDate: '2026-06-02', firstName: 'Sam', status: 'pending' }, t.deps.now());
  return { ...t, booking };
}

/** `count` photos kept on a booking, without files (the allowance counts rows). */
const otherBooking = (t: Awaited<ReturnType<typeof shop>>) =>
  insertBooking(t.deps.db, forShop(t.owner.shop.id), { bookingDate: '2026-06-03', firstName: 'Ann', status: 'completed' }, t.deps.now());

async function keepPhotos(t: Awaited<ReturnType<typeof shop>>, count: number, booking: { id: string }) {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `photo-${i}`,
    shopId: t.owner.shop.id,
    bookingId: booking.id,
    storageKey: `bookings/${t.owner.shop.id}/photo-${i}.jpg`,
    mime: 'image/jpeg',
    width: 10,
    height: 10,
    bytes: 100,
    createdAt: t.deps.now(),
  }));
  for (let i = 0; i < rows.length; i += 100) await t.deps.db.insert(bookingImages).values(rows.slice(i, i + 100));
}

async function upload(t: Awaited<ReturnType<typeof shop>>) {
  const form = new FormData();
  form.set('bookingId', t.booking.id);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } }).png().toBuffer();
  form.append('images', new File([png], 'car.png', { type: 'image/png' }));
  return t.app.request('/api/v1/user/images/upload-booking', { method: 'POST', headers: t.auth, body: form });
}

describe('extra images', () => {
  it('lets a Basic shop keep 250 photos and refuses the 251st with the plan named, storing nothing', async () => {
    const t = await shop('basic');
    // Photos of earlier jobs (another booking: the per-booking limit of 10 is not what is tested here).
    await keepPhotos(t, 249, await otherBooking(t));
    expect(await extraImagesUse(t.deps.db, t.owner.shop)).toEqual({ used: 249, limit: 250 });
    expect((await upload(t)).status).toBe(201);
    const before = await dbSnapshot(t.deps);
    const refused = await upload(t);
    expect(refused.status).toBe(403);
    expect((await body<ApiErrorBody>(refused)).error).toMatchObject({ code: 'PLAN_LIMIT', message: PLAN_LIMIT_MESSAGES.extraImagesFull(planAllowance('basic')) });
    expect(PLAN_LIMIT_MESSAGES.extraImagesFull(planAllowance('basic'))).toBe(
      'Your Basic plan keeps up to 250 photos (work-order photos and vehicle library together), and all are used. Delete some photos or upgrade your plan to add more.',
    );
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('counts library photos with work-order photos: a full shop cannot add a library vehicle', async () => {
    const t = await shop();
    await keepPhotos(t, planAllowance(null).extraImages, await otherBooking(t));
    const res = await t.app.request(
      '/api/v1/user/library',
      json('POST', { photoId: '00000000-0000-4000-8000-000000000000', taps: [{ x: 0.5, y: 0.5, mode: 'add' }], year: 2024, make: renderBody().make, model: renderBody().model, side: 'left' }, t.auth),
    );
    expect(res.status).toBe(403);
    expect((await body<ApiErrorBody>(res)).error.message).toBe(
      'Without a plan your shop keeps up to 50 photos (work-order photos and vehicle library together), and all are used. Delete some photos or upgrade your plan to add more.',
    );
  });
});

describe('customer design previews', () => {
  it('holds each visitor of a Basic shop to 2 previews a day, whatever the shop set', async () => {
    const t = await shop('basic');
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { visitorDailyLimit: 5 }, t.deps.now());
    // Each a different picture: the same one again is free and counts against no limit (decision 060).
    const picture = (i: number) => renderBody({ zones: { windowTint: 5 + 5 * i } });
    for (let i = 0; i < 2; i++) {
      expect((await t.call('render', { body: picture(i) })).status).toBe(200);
      t.clock.advance(11_000);
    }
    const credits = await balance(t.deps.db, t.owner.shop.id);
    expect((await t.call('render', { body: picture(2) })).status).toBe(429);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(credits);
  });

  it('lets a Pro shop raise its visitors to 10 a day and refuses more than the plan allows', async () => {
    const pro = await shop('pro');
    const raised = await pro.app.request('/api/v1/user/widget/settings', json('PUT', { visitorDailyLimit: 10 }, pro.auth));
    expect(raised.status).toBe(200);
    const tooMany = await pro.app.request('/api/v1/user/widget/settings', json('PUT', { visitorDailyLimit: 11 }, pro.auth));
    expect(tooMany.status).toBe(403);
    expect((await body<ApiErrorBody>(tooMany)).error).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'Your Pro plan allows up to 10 designs per visitor a day. Upgrade your plan to allow more.',
    });

    const basic = await shop('basic');
    const before = await dbSnapshot(basic.deps);
    const refused = await basic.app.request('/api/v1/user/widget/settings', json('PUT', { visitorDailyLimit: 3, contactPhone: '555 0100' }, basic.auth));
    expect(refused.status).toBe(403);
    expect(await dbSnapshot(basic.deps)).toEqual(before);
  });

  it('lets a shop whose stored limit is above its plan (the default 5 on Basic) save its other settings with that limit sent back unchanged', async () => {
    const basic = await shop('basic');
    const current = (await body<{ data: { visitorDailyLimit: number } }>(await basic.app.request('/api/v1/user/widget/settings', { headers: basic.auth }))).data;
    expect(current.visitorDailyLimit).toBe(5);
    const saved = await basic.app.request('/api/v1/user/widget/settings', json('PUT', { visitorDailyLimit: 5, shareLinkEnabled: false }, basic.auth));
    expect(saved.status).toBe(200);
    expect((await body<{ data: { shareLinkEnabled: boolean } }>(saved)).data.shareLinkEnabled).toBe(false);
    // Raising it further is still refused.
    expect((await basic.app.request('/api/v1/user/widget/settings', json('PUT', { visitorDailyLimit: 6 }, basic.auth))).status).toBe(403);
  });
});
