// Issue 26 item 3 (the customer's tracking page and the work order's Car ready) and item 4 (the quote email's .ics,
// Settings → Calendar and the private feed): through the HTTP API.
import { DEFAULT_ROLE_MATRIX } from '@wrapsmith/core';
import type { ApiErrorBody, BookingDto, CalendarSettingsDto, ShopEmailDto, TrackingDto } from '@wrapsmith/core/contract';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.ts';
import { bearer, createMember, createOwner, json, lastEmailTo, logIn, makeTestApp } from '../../test/app.ts';
import { body } from '../../test/widget.ts';
import { bookingShop, FULL_FORM, sendQuote, storedBooking } from '../bookings/booking-fixtures.ts';

type Shop = Awaited<ReturnType<typeof bookingShop>>;

const trackingLink = async (t: Shop, id: string, auth = t.auth) => t.app.request(`/api/v1/user/booking/${id}/tracking-link`, { method: 'POST', headers: auth });
const tokenOf = (url: string) => /\/track\?token=([0-9a-f]{64})$/.exec(url)?.[1] ?? '';
const track = (t: Shop, token: string) => t.app.request(`/api/v1/public/track/${token}`);
const ready = (t: Shop, id: string, value: boolean, auth = t.auth) => t.app.request(`/api/v1/user/booking/${id}/ready`, json('POST', { ready: value }, auth));
const setStatus = (t: Shop, id: string, status: string) => t.app.request(`/api/v1/user/booking/${id}`, json('PATCH', { status }, t.auth));
const errorOf = async (res: Response) => (await body<ApiErrorBody>(res)).error;

describe('issue 26 item 3: the tracking page', () => {
  it('one link per job; the page follows booked → in progress → ready → completed and shows no contact details of the customer', async () => {
    const t = await bookingShop('Northside Wraps');
    const booking = await storedBooking(t.deps, t.owner.shop.id, 'pending', { lastName: 'Reyes', email: 'sam@example.com', phone: '555 0100', year: 2024, make: 'Toyota', model: 'Camry', checkInTime: '09:30' });
    const first = await body<{ data: { url: string } }>(await trackingLink(t, booking.id));
    const again = await body<{ data: { url: string } }>(await trackingLink(t, booking.id));
    expect(first.data.url).toBe(again.data.url);
    const token = tokenOf(first.data.url);
    expect(token).toHaveLength(64);

    const page = async () => (await body<{ data: TrackingDto }>(await track(t, token))).data;
    const shown = await page();
    expect(shown).toMatchObject({ status: 'booked', firstName: 'Sam', vehicle: '2024 Toyota Camry', shop: { name: 'Northside Wraps' }, timeZone: 'America/New_York' });
    expect(shown.shop.email).toBe(t.owner.user.email);
    const raw = JSON.stringify(shown);
    for (const secret of ['sam@example.com', '555 0100', 'Reyes']) expect(raw).not.toContain(secret);

    expect((await setStatus(t, booking.id, 'inprogress')).status).toBe(200);
    expect((await page()).status).toBe('in_progress');
    const marked = await ready(t, booking.id, true);
    expect(marked.status).toBe(200);
    expect((await body<{ data: BookingDto }>(marked)).data.readyAt).not.toBeNull();
    expect((await page()).status).toBe('ready');
    expect((await setStatus(t, booking.id, 'completed')).status).toBe(200);
    expect((await page()).status).toBe('completed');
  });

  it('unknown and garbage tokens are 404; another shop cannot get a link to this job', async () => {
    const t = await bookingShop();
    for (const token of ['0'.repeat(64), 'not-a-token', `${'a'.repeat(64)}x`]) {
      const res = await track(t, token);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toMatch(/tracking link/);
    }
    const booking = await storedBooking(t.deps, t.owner.shop.id, 'pending');
    const other = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    expect((await trackingLink(t, booking.id, otherAuth)).status).toBe(404);
    expect((await ready(t, booking.id, true, otherAuth)).status).toBe(404);
  });

  it('Car ready needs a job in progress (409, nothing written) and the edit level of bookings (403)', async () => {
    const t = await bookingShop();
    const booked = await storedBooking(t.deps, t.owner.shop.id, 'pending');
    const res = await ready(t, booked.id, true);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toMatch(/in progress/);

    const working = await storedBooking(t.deps, t.owner.shop.id, 'inprogress');
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const matrix = { ...DEFAULT_ROLE_MATRIX, member: { ...DEFAULT_ROLE_MATRIX.member, bookings: 'view' } };
    await t.deps.db.update(shops).set({ roleMatrix: JSON.stringify(matrix) }).where(eq(shops.id, t.owner.shop.id));
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect((await ready(t, working.id, true, memberAuth)).status).toBe(403);
    expect((await trackingLink(t, working.id, memberAuth)).status).toBe(200);
    expect((await ready(t, working.id, true)).status).toBe(200);
    // Cancelled, then re-opened as booked: the marker went with the time in progress.
    expect((await setStatus(t, working.id, 'cancelled')).status).toBe(200);
    expect((await setStatus(t, working.id, 'pending')).status).toBe(200);
    const link = tokenOf((await body<{ data: { url: string } }>(await trackingLink(t, working.id))).data.url);
    expect((await body<{ data: TrackingDto }>(await track(t, link))).data).toMatchObject({ status: 'booked', readyAt: null });
  });
});

describe('issue 26 items 3 and 4: the quote email', () => {
  it('links the tracking page and attaches the booking day as an .ics in the shop time zone, downloadable from Settings → Emails', async () => {
    const t = await bookingShop();
    await t.deps.db.update(shops).set({ timeZone: 'Europe/Berlin' }).where(eq(shops.id, t.owner.shop.id));
    const { booking } = await sendQuote(t, { bookingDate: '2026-10-26', checkInTime: '9:30', completionDate: '2026-10-30' });
    const email = await lastEmailTo(t.deps, booking.email ?? '');
    const url = /Follow your job here: (\S+)/.exec(email?.text ?? '')?.[1] ?? '';
    expect(url).toMatch(/\/track\?token=[0-9a-f]{64}$/);
    expect((await track(t, tokenOf(url))).status).toBe(200);
    const [attachment] = JSON.parse(email?.attachments ?? '[]') as { filename: string; contentType: string; content: string }[];
    expect(attachment).toMatchObject({ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8' });
    const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
    const start = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).startDate;
    expect(start.toJSDate().toISOString()).toBe('2026-10-26T08:30:00.000Z');
    expect(attachment!.content).not.toContain(FULL_FORM.phone);

    // Settings → Emails lists the attachment and downloads it; another shop cannot.
    const log = await body<{ data: ShopEmailDto[] }>(await t.app.request('/api/v1/user/emails', { headers: t.auth }));
    const listed = log.data.find((e) => e.tag === 'booking-quote')?.attachments[0];
    expect(listed).toMatchObject({ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8' });
    const download = await t.app.request(listed!.url, { headers: t.auth });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="booking.ics"');
    expect(await download.text()).toBe(attachment!.content);
    const other = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    expect((await t.app.request(listed!.url, { headers: otherAuth })).status).toBe(404);
  });
});

describe('issue 26 item 4: Settings → Calendar and the private feed', () => {
  const settings = (t: Shop, auth = t.auth) => t.app.request('/api/v1/user/calendar', { headers: auth });
  const rotate = (t: Shop, auth = t.auth) => t.app.request('/api/v1/user/calendar/feed', { method: 'POST', headers: auth });
  const update = (t: Shop, input: object, auth = t.auth) => t.app.request('/api/v1/user/calendar', json('PUT', input, auth));
  const feedPath = (url: string) => new URL(url).pathname;

  it('the owner makes, copies and revokes the feed URL; the old URL answers 404; names only when allowed', async () => {
    const t = await bookingShop();
    await storedBooking(t.deps, t.owner.shop.id, 'pending', { bookingDate: '2026-06-10', checkInTime: '09:30', firstName: 'Dana', lastName: 'Reyes', make: 'Toyota' });
    expect((await body<{ data: CalendarSettingsDto }>(await settings(t))).data).toEqual({ timeZone: 'America/New_York', feedUrl: null, showNames: false });
    const first = (await body<{ data: CalendarSettingsDto }>(await rotate(t))).data.feedUrl ?? '';
    const feed = await t.app.request(feedPath(first));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text).toContain('SUMMARY:Toyota');
    expect(text).not.toContain('Dana');

    expect((await update(t, { showNames: true })).status).toBe(200);
    expect(await (await t.app.request(feedPath(first))).text()).toContain('SUMMARY:Dana Reyes: Toyota');

    const second = (await body<{ data: CalendarSettingsDto }>(await rotate(t))).data;
    expect(second.feedUrl).not.toBe(first);
    expect(second.showNames).toBe(true);
    expect((await t.app.request(feedPath(first))).status).toBe(404);
    expect((await t.app.request(feedPath(second.feedUrl ?? ''))).status).toBe(200);
  });

  it("another shop's feed URL lists only its own bookings; a member may not read or revoke the feed", async () => {
    const t = await bookingShop();
    await storedBooking(t.deps, t.owner.shop.id, 'pending', { bookingDate: '2026-06-10', checkInTime: '09:30', make: 'Toyota' });
    const other = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    await storedBooking(t.deps, other.shop.id, 'pending', { bookingDate: '2026-06-11', checkInTime: '10:00', make: 'Honda' });
    const otherFeed = (await body<{ data: CalendarSettingsDto }>(await rotate(t, otherAuth))).data.feedUrl ?? '';
    const text = await (await t.app.request(feedPath(otherFeed))).text();
    expect(text).toContain('Honda');
    expect(text).not.toContain('Toyota');

    const member = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect((await settings(t, memberAuth)).status).toBe(403);
    expect((await rotate(t, memberAuth)).status).toBe(403);
  });

  it('the shop time zone must be one Intl knows; a valid one is saved', async () => {
    const t = await bookingShop();
    const bad = await update(t, { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toMatch(/not a time zone/);
    const good = await update(t, { timeZone: 'Europe/Berlin' });
    expect((await body<{ data: CalendarSettingsDto }>(good)).data.timeZone).toBe('Europe/Berlin');
    expect((await body<{ data: CalendarSettingsDto }>(await settings(t))).data.timeZone).toBe('Europe/Berlin');
  });
});

describe('issue 26 item 4: the shop time zone starts as the browser’s', () => {
  it('sign-up keeps a zone Intl knows and ignores one it does not (the default stays)', async () => {
    const { app, deps } = await makeTestApp();
    const signUp = (email: string, timeZone: string) =>
      app.request('/api/v1/auth/sign-up', json('POST', { firstName: 'Ada', lastName: 'Lovelace', email, password: 'engines-of-1843', timeZone }));
    expect((await signUp('berlin@example.com', 'Europe/Berlin')).status).toBe(201);
    expect((await signUp('mars@example.com', 'Mars/Olympus_Mons')).status).toBe(201);
    const zones = await deps.db.select({ name: shops.name, timeZone: shops.timeZone }).from(shops);
    expect(zones.map((z) => z.timeZone).sort()).toEqual(['America/New_York', 'Europe/Berlin']);
  });
});
