// The races one writer used to hide (issue 11), with requests spread over two app instances on two connections to
// one database: two processes on one SQLite file, or two instances on one PostgreSQL database (the suite runs on
// both). Each check fails if the step it guards were a read-then-write without a lock or a condition.
import { BOOKING_IMAGE_LIMIT, seatsFullMessage } from '@wrapsmith/core';
import { and, eq, lt } from 'drizzle-orm';
import { expandVehicles } from '@wrapsmith/catalog';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bookingImages, emailOutbox, otps, pendingRenders, renders, shops, users } from '../db/schema/index.ts';
import { firstRow, transaction } from '../db/tx.ts';
import { MAX_PENDING_SIGN_UPS, OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_MS } from '../services/accounts/index.ts';
import { balance, debit, ledgerTotal, refund } from '../services/credits/index.ts';
import { bearer, createOwner, json, logIn, makeTestApp, tempDir, twoConnections } from '../test/app.ts';
import { studioApp, untilPending } from '../test/studio.ts';
import type { RenderEngine } from '../services/render/index.ts';
import { diskStorage, type Storage } from '../services/storage/index.ts';
import { FULL_FORM } from './bookings/booking-fixtures.ts';

type App = Awaited<ReturnType<typeof makeTestApp>>;

/** Two instances of the API sharing one database and one clock. */
async function twoInstances() {
  const [one, other] = await twoConnections();
  const a = await makeTestApp({ db: one });
  const b = await makeTestApp({ db: other, now: a.clock.now });
  /** Request i goes to instance a or b in turn. */
  const spread = (i: number): App['app'] => (i % 2 === 0 ? a.app : b.app);
  return { a, b, db: one, clock: a.clock, spread };
}

const many = <T>(n: number, each: (i: number) => T | Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => each(i)));

describe('two instances on one database', () => {
  it('give the last team seat to exactly one of 10 concurrent adds', async () => {
    const t = await twoInstances();
    // Pro has 5 seats; the owner and three members take 4.
    const owner = await createOwner(t.db, { businessName: 'Seat Wraps', planKey: 'pro' });
    for (const i of [1, 2, 3]) {
      const res = await t.a.app.request('/api/v1/auth/add-user', json('POST', { firstName: 'Crew', lastName: `${i}`, email: `crew-${i}@x.test`, password: 'tint-all-day' }, bearer((await logIn(t.a.app, owner.user.email, owner.password)).token)));
      expect(res.status).toBe(201);
    }
    const tokens = [(await logIn(t.a.app, owner.user.email, owner.password)).token, (await logIn(t.b.app, owner.user.email, owner.password)).token];
    const adds = await many(10, (i) =>
      t.spread(i).request('/api/v1/auth/add-user', json('POST', { firstName: 'New', lastName: `${i}`, email: `new-${i}@x.test`, password: 'tint-all-day' }, bearer(tokens[i % 2] ?? ''))),
    );
    expect(adds.filter((r) => r.status === 201)).toHaveLength(1);
    expect(adds.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await t.db.select().from(users).where(eq(users.shopId, owner.shop.id))).toHaveLength(5);
    const refused = (await adds.find((r) => r.status === 409)?.json()) as { error: { message: string } };
    expect(refused.error.message).toBe(seatsFullMessage({ limit: 5, planName: 'Pro' }));
  });

  it('count every one of 8 concurrent wrong codes, and then refuse the right one', async () => {
    const t = await twoInstances();
    expect((await t.a.app.request('/api/v1/auth/sign-up', json('POST', { firstName: 'Ada', lastName: 'L', email: 'ada@x.test', password: 'engines-of-1843' }))).status).toBe(201);
    const otp = await firstRow(t.db.select().from(otps));
    const code = (await firstRow(t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ada@x.test'))))?.text.match(/\b(\d{6})\b/)?.[1];
    expect(otp && code).toBeTruthy();
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await many(8, (i) => t.spread(i).request('/api/v1/auth/verify-otp', json('POST', { email: 'ada@x.test', otp: wrong })));
    expect(guesses.every((r) => r.status === 400)).toBe(true);
    expect((await firstRow(t.db.select({ attempts: otps.attempts }).from(otps)))?.attempts).toBe(OTP_MAX_ATTEMPTS);
    expect((await t.b.app.request('/api/v1/auth/verify-otp', json('POST', { email: 'ada@x.test', otp: code }))).status).toBe(400);
    expect((await firstRow(t.db.select({ verified: users.emailVerifiedAt }).from(users)))?.verified).toBeNull();
  });

  it('send one new code for 6 concurrent resends, and refuse or quietly answer the rest within the cooldown', async () => {
    const t = await twoInstances();
    expect((await t.a.app.request('/api/v1/auth/sign-up', json('POST', { firstName: 'Ada', lastName: 'L', email: 'ada@x.test', password: 'engines-of-1843' }))).status).toBe(201);
    t.clock.advance(OTP_RESEND_COOLDOWN_MS + 1);
    const resends = await many(6, (i) => t.spread(i).request('/api/v1/auth/resend-otp', json('POST', { email: 'ada@x.test' })));
    // Each instance takes its own turn on SQLite (counters in memory) and the shared one on PostgreSQL; the code's
    // own cooldown under the user's row lock lets one new code out either way.
    const statuses = resends.map((r) => r.status).sort();
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, 'ada@x.test'), eq(emailOutbox.tag, 'otp')))).toHaveLength(2);
    expect(await t.db.select().from(otps)).toHaveLength(1);
  });

  it('re-send a quote once when the shop clicks on both instances at once', async () => {
    const t = await twoInstances();
    const owner = await createOwner(t.db, { businessName: 'Quote Wraps', addon: true });
    const auths = [bearer((await logIn(t.a.app, owner.user.email, owner.password)).token), bearer((await logIn(t.b.app, owner.user.email, owner.password)).token)];
    const created = await t.a.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, email: 'dana@x.test', isQuoted: true }, auths[0]));
    const { data } = (await created.json()) as { data: { _id: string } };
    t.clock.advance(60_001);
    const resends = await many(2, (i) => t.spread(i).request(`/api/v1/user/booking/${data._id}/resend-quote`, json('POST', {}, auths[i % 2])));
    expect(resends.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, 'dana@x.test'), eq(emailOutbox.tag, 'booking-quote')))).toHaveLength(2);
  });

  it('take the last booking photo place for exactly one of 6 concurrent uploads', async () => {
    const t = await twoInstances();
    const owner = await createOwner(t.db, { businessName: 'Photo Wraps', addon: true });
    const auths = [bearer((await logIn(t.a.app, owner.user.email, owner.password)).token), bearer((await logIn(t.b.app, owner.user.email, owner.password)).token)];
    const created = await t.a.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, email: 'dana@x.test' }, auths[0]));
    const { data: booking } = (await created.json()) as { data: { _id: string } };
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } }).png().toBuffer();
    const upload = (app: App['app'], auth: Record<string, string>) => {
      const form = new FormData();
      form.set('bookingId', booking._id);
      form.append('images', new File([new Uint8Array(png)], 'car.png', { type: 'image/png' }));
      return app.request('/api/v1/user/images/upload-booking', { method: 'POST', headers: auth, body: form });
    };
    for (let i = 0; i < BOOKING_IMAGE_LIMIT - 1; i += 1) expect((await upload(t.a.app, auths[0] ?? {})).status).toBe(201);
    const racing = await many(6, (i) => upload(t.spread(i), auths[i % 2] ?? {}));
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await t.db.select().from(bookingImages).where(eq(bookingImages.bookingId, booking._id))).toHaveLength(BOOKING_IMAGE_LIMIT);
  });

  it('refund a failed render once when both instances refund it at the same moment', async () => {
    const [one, other] = await twoConnections();
    const owner = await createOwner(one, { businessName: 'Refund Wraps' });
    const at = new Date();
    const credits = await balance(one, owner.shop.id);
    expect(await debit(one, { shopId: owner.shop.id, amount: 1, reference: 'render-1', at })).toBe(credits - 1);
    const results = await many(6, (i) => refund(i % 2 === 0 ? one : other, { shopId: owner.shop.id, reference: 'render-1', at }));
    expect(results.filter((r) => r !== null)).toEqual([credits]);
    expect(await ledgerTotal(other, owner.shop.id)).toBe(credits);
  });

  it('give 5 shops signing up at once with one name 5 different share-link slugs', async () => {
    const t = await twoInstances();
    const signUps = await many(5, (i) =>
      t.spread(i).request('/api/v1/auth/sign-up', json('POST', { firstName: 'Sam', lastName: `${i}`, email: `sam-${i}@x.test`, password: 'engines-of-1843', businessName: 'Same Name Wraps' })),
    );
    expect(signUps.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const slugs = (await t.db.select({ slug: shops.slug }).from(shops)).map((s) => s.slug).sort();
    expect(slugs).toEqual(['same-name-wraps', 'same-name-wraps-2', 'same-name-wraps-3', 'same-name-wraps-4', 'same-name-wraps-5']);
  });

  it('create one account when one new email signs up on both instances at once, and never answer 500', async () => {
    const t = await twoInstances();
    const signUps = await many(4, (i) =>
      t.spread(i).request('/api/v1/auth/sign-up', json('POST', { firstName: 'Ada', lastName: `${i}`, email: 'ada@x.test', password: 'engines-of-1843' })),
    );
    // One creates the account; the others find it and each gets a code bound to its own password (decision 069),
    // answered alike (201), the oldest codes replaced past MAX_PENDING_SIGN_UPS.
    expect(signUps.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect(await t.db.select().from(shops)).toHaveLength(1);
    expect(await t.db.select().from(otps)).toHaveLength(MAX_PENDING_SIGN_UPS);
  });

  it('issue 24 (issue 23 leftover, decision 070): an instance of the version before leases starting mid-render takes nothing for good: the render is delivered, charged once, its picture kept', async () => {
    const [one, other] = await twoConnections();
    // The render's instance: its engine answers when the test says so, and its picture is on the shared disk by
    // the time the other instance starts (the worst moment: the previous version deletes the image key too).
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const engine: RenderEngine = { name: 'held', deterministic: false, supportsPhotos: false, render: async () => (await finished, { png: Buffer.from('the picture') }) };
    const disk = diskStorage(tempDir());
    let stored: () => void = () => undefined;
    const pictureStored = new Promise<void>((resolve) => (stored = resolve));
    let goOn: () => void = () => undefined;
    const mayFinish = new Promise<void>((resolve) => (goOn = resolve));
    const storage: Storage = { ...disk, put: async (key, bytes) => { await disk.put(key, bytes); if (key.startsWith('renders/') && !key.includes('-retaken')) { stored(); await mayFinish; } } };
    const a = await studioApp({ credits: 3, engine, deps: { db: one, storage } });
    const sedan = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'sedan');
    if (!sedan) throw new Error('catalogue');
    const rendering = a.app.request('/api/v1/user/tool/generate-car-image', json('POST', { year: sedan.year, make: sedan.make, model: sedan.model, finish: 'gloss', color: '#2255aa', description: '' }, a.auth));
    await untilPending(one, 1);
    finish();
    await pictureStored;

    // An instance of the previous version starts on the other connection: its start-up pass (as it was before
    // decision 070) refunds every pending row created before it started and deletes each one's image.
    const startedAt = new Date(a.clock.now().getTime() + 1);
    let takenBack = 0;
    for (const pending of await other.select().from(pendingRenders).where(lt(pendingRenders.createdAt, startedAt))) {
      const given = await transaction(other, async (tx) => {
        const claimed = await firstRow(tx.delete(pendingRenders).where(eq(pendingRenders.id, pending.id)).returning({ id: pendingRenders.id }));
        if (!claimed) return null;
        return refund(tx, { shopId: pending.shopId, reference: pending.id, at: startedAt });
      });
      if (given === null) continue;
      takenBack += 1;
      await storage.delete(pending.imageKey);
    }
    expect(takenBack).toBe(1);
    expect(await balance(other, a.owner.shop.id)).toBe(3);

    goOn();
    const res = await rendering;
    expect(res.status).toBe(200);
    // Charged exactly once in the end (taken, given back by the old instance, taken again), the ledger agreeing.
    expect(await balance(other, a.owner.shop.id)).toBe(2);
    expect(await ledgerTotal(other, a.owner.shop.id)).toBe(2);
    const row = await firstRow(other.select().from(renders).where(eq(renders.shopId, a.owner.shop.id)));
    expect(row).toBeDefined();
    expect((await storage.get(row?.imageKey ?? ''))?.toString()).toBe('the picture');
    expect(await other.select().from(pendingRenders)).toEqual([]);
  });
});
