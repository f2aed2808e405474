import { BOOKING_MESSAGES, BOOKING_STATUSES, BOOKING_TRANSITIONS, invoiceCode, QUOTE_VALID_DAYS, type BookingStatus, DAY } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, leads } from '../../db/schema/index.ts';
import { DEMO, localDay, seedDemo } from '../../seed/seed.ts';
import { sha256 } from '../../lib/crypto.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, lastEmailTo, logIn, makeTestApp } from '../../test/app.ts';
import { otherShop } from '../../test/studio.ts';
import { body } from '../../test/widget.ts';
import type { ApiErrorBody, BookingDto, LeadDto } from '@wrapsmith/core/contract';
import { bookingShop, createBooking, FULL_FORM, quoteTokenSentTo, shopWithLead, storedBooking, TODAY } from './booking-fixtures.ts';
import { firstRow } from '../../db/tx.ts';

type One = { data: BookingDto; message?: string };
type List = { data: BookingDto[] };

const errorOf = async (res: Response) => (await body<ApiErrorBody>(res)).error;

describe('POST /user/booking', () => {
  it('Book Now stores every field as pending and answers with the booking and a message', async () => {
    const t = await bookingShop();
    const { res, saved, booking } = await createBooking(t, { ...FULL_FORM, isQuoted: false });
    expect(res.status).toBe(201);
    expect(saved?.message).toBe(BOOKING_MESSAGES.booked);
    const { checkInTime: _time, email: _email, ...rest } = FULL_FORM;
    expect(booking).toMatchObject({
      ...rest,
      email: 'dana@example.com',
      checkInTime: '09:05',
      status: 'pending',
      isQuoted: false,
      leadId: null,
      render: null,
      answeredAt: null,
      quoteExpiresAt: null,
      cost: 3000 + 500 + 250.5,
    });
    expect(booking?.invoiceCode).toBe(invoiceCode(booking?._id ?? ''));
    expect(booking?.invoiceCode).toMatch(/^[0-9A-F]{6}$/);

    const read = await t.app.request(`/api/v1/user/booking/${booking?._id}`, { headers: t.auth });
    expect(read.status).toBe(200);
    expect((await body<One>(read)).data).toEqual(booking);
    // A booking is not a quote: nothing is emailed to the customer, no link is made.
    expect(await lastEmailTo(t.deps, 'dana@example.com')).toBeUndefined();
    expect((await firstRow(t.deps.db.select().from(bookings)))?.quoteTokenHash).toBeNull();
  });

  it('Book Now needs only a booking date; the rest of the form may stay empty', async () => {
    const t = await bookingShop();
    const { res, booking } = await createBooking(t, { bookingDate: TODAY, firstName: '', vip: '', email: '', checkInTime: '' });
    expect(res.status).toBe(201);
    expect(booking).toMatchObject({ bookingDate: TODAY, firstName: '', email: null, vip: null, checkInTime: '', price: null, cost: 0, year: null });

    const missing = await createBooking(t, { firstName: 'Dana', isQuoted: false });
    expect(missing.res.status).toBe(400);
    expect((await errorOf(missing.res)).message).toBe(BOOKING_MESSAGES.dateNeeded);
    const blank = await createBooking(t, { bookingDate: '' });
    expect((await errorOf(blank.res)).message).toBe(BOOKING_MESSAGES.dateNeeded);
  });

  it('Send Quote stores quote_sent and emails the customer a link whose token is stored only as a hash', async () => {
    const t = await bookingShop('Wrap <Lab>');
    const { res, saved, booking } = await createBooking(t, { ...FULL_FORM, isQuoted: true });
    expect(res.status).toBe(201);
    expect(saved?.message).toBe(BOOKING_MESSAGES.quoteSent);
    // The test clock reads 2026-06-01T12:00Z: the quote can be answered for 30 days from now.
    expect(booking).toMatchObject({ status: 'quote_sent', isQuoted: true, quoteExpiresAt: '2026-07-01T12:00:00.000Z' });
    expect(Date.parse(booking?.quoteExpiresAt ?? '') - t.deps.now().getTime()).toBe(QUOTE_VALID_DAYS * DAY);

    const mail = await lastEmailTo(t.deps, 'dana@example.com');
    expect(mail?.text).toContain('This quote is valid until July 1, 2026.');
    expect(mail?.html).toContain('This quote is valid until July 1, 2026.');
    expect(mail).toMatchObject({ tag: 'booking-quote', shop_id: t.owner.shop.id, subject: 'Your quote from Wrap <Lab>' });
    expect(mail?.text).toContain('2024 Toyota Camry');
    expect(mail?.text).toContain('3M Gloss Black (G12)');
    expect(mail?.text).toContain('$3,900.00');
    expect(mail?.html).toContain('Wrap &lt;Lab&gt;');
    const token = await quoteTokenSentTo(t.deps, 'dana@example.com');
    expect(mail?.text).toContain(`http://localhost:3000/confirm-booking?token=${token}`);

    const row = await firstRow(t.deps.db.select().from(bookings));
    expect(row?.quoteTokenHash).toBe(sha256(token));
    expect(row?.quoteExpiresAt?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(JSON.stringify(await t.deps.db.select().from(bookings))).not.toContain(token);
  });

  it('Send Quote needs the customer’s email, and a quote may have no date', async () => {
    const t = await bookingShop();
    const before = await dbSnapshot(t.deps);
    for (const email of [undefined, '']) {
      const { res } = await createBooking(t, { ...FULL_FORM, email, isQuoted: true });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(BOOKING_MESSAGES.emailNeededForQuote);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    const { res, booking } = await createBooking(t, { email: 'q@example.com', isQuoted: true });
    expect(res.status).toBe(201);
    expect(booking?.bookingDate).toBeNull();
  });

  it('allows today and, for time zones behind UTC, yesterday; not earlier, and no completion before the booking', async () => {
    const t = await bookingShop();
    expect((await createBooking(t, { bookingDate: TODAY })).res.status).toBe(201);
    expect((await createBooking(t, { bookingDate: '2026-05-31', completionDate: '2026-05-31' })).res.status).toBe(201);
    const past = await createBooking(t, { bookingDate: '2026-05-30' });
    expect(past.res.status).toBe(400);
    expect((await errorOf(past.res)).message).toBe(BOOKING_MESSAGES.dateInPast);
    const pastCompletion = await createBooking(t, { bookingDate: TODAY, completionDate: '2026-05-30' });
    expect((await errorOf(pastCompletion.res)).message).toBe(BOOKING_MESSAGES.dateInPast);
    const backwards = await createBooking(t, { bookingDate: '2026-06-10', completionDate: '2026-06-09' });
    expect(backwards.res.status).toBe(400);
    expect((await errorOf(backwards.res)).message).toBe(BOOKING_MESSAGES.completionBeforeBooking);
  });

  it('Book Now from a lead links it, takes its render and marks the lead booked in the same step', async () => {
    const t = await shopWithLead();
    const { res, booking } = await createBooking(t, { bookingDate: TODAY, firstName: 'Dana', leadId: t.leadId });
    expect(res.status).toBe(201);
    expect(booking).toMatchObject({ leadId: t.leadId, render: { _id: t.renderId, imageUrl: `/api/v1/user/renders/${t.renderId}/image` } });
    const lead = await body<{ data: LeadDto }>(await t.app.request(`/api/v1/user/leads/${t.leadId}`, { headers: t.auth }));
    expect(lead.data.status).toBe('booked');
  });

  it('Send Quote from a lead marks it quoted and puts the design in the email', async () => {
    const t = await shopWithLead();
    const { booking } = await createBooking(t, { email: 'dana@example.com', isQuoted: true, leadId: t.leadId });
    expect(booking?.render?._id).toBe(t.renderId);
    expect((await firstRow(t.deps.db.select().from(leads).where(eq(leads.id, t.leadId))))?.status).toBe('quoted');
    const token = await quoteTokenSentTo(t.deps, 'dana@example.com');
    const imageUrl = `http://localhost:3000/api/v1/public/booking-image/${token}.png`;
    expect((await lastEmailTo(t.deps, 'dana@example.com'))?.html).toContain(`<img src="${imageUrl}"`);
    const image = await t.app.request(imageUrl.replace('http://localhost:3000', ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for a lead that does not exist and changes nothing', async () => {
    const t = await shopWithLead();
    const before = await dbSnapshot(t.deps);
    const { res } = await createBooking(t, { bookingDate: TODAY, leadId: 'no-such-lead' });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('Lead not found');
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('lets any team member book', async () => {
    const t = await bookingShop();
    const member = await createMember(t.deps.db, t.owner.user);
    const auth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect((await createBooking({ app: t.app, auth }, { bookingDate: TODAY })).res.status).toBe(201);
    expect((await t.app.request('/api/v1/user/booking/all', { headers: auth })).status).toBe(200);
  });

  it('needs a login', async () => {
    const t = await bookingShop();
    expect((await t.app.request('/api/v1/user/booking', json('POST', { bookingDate: TODAY }))).status).toBe(401);
    expect((await t.app.request('/api/v1/user/booking/all')).status).toBe(401);
  });
});

describe('GET /user/booking/all', () => {
  async function shopWithBookings() {
    const t = await bookingShop();
    const add = async (input: Parameters<typeof createBooking>[1]) => (await createBooking(t, input)).booking?._id ?? '';
    const ids = {
      lateToday: await add({ firstName: 'Late', lastName: 'Today', bookingDate: TODAY, checkInTime: '14:00', make: 'Ford', model: 'Mustang' }),
      earlyToday: await add({ firstName: 'Early', lastName: 'Today', bookingDate: TODAY, checkInTime: '9:30', email: 'early@example.com' }),
      noTimeToday: await add({ firstName: 'Whenever', lastName: 'Today', bookingDate: TODAY }),
      tomorrow: await add({ firstName: 'Tom', lastName: 'Morrow', bookingDate: '2026-06-02', checkInTime: '8:00', phone: '555 123 9999' }),
      later: await add({ firstName: 'Next', lastName: 'Week', bookingDate: '2026-06-08', make: 'Tesla', model: 'Model 3' }),
      quote: await add({ firstName: 'Quinn', lastName: '100%_Quote', email: 'quinn@example.com', isQuoted: true }),
    };
    return { ...t, ids };
  }

  it('lists by booking date, then check-in time, then creation; undated quotes last', async () => {
    const t = await shopWithBookings();
    const res = await t.app.request('/api/v1/user/booking/all', { headers: t.auth });
    expect(res.status).toBe(200);
    const { ids } = t;
    expect((await body<List>(res)).data.map((b) => b._id)).toEqual([ids.earlyToday, ids.lateToday, ids.noTimeToday, ids.tomorrow, ids.later, ids.quote]);
  });

  it('filters by bookingDate, isToday, isTomorrow and status, and searches names, email, phone, make and model', async () => {
    const t = await shopWithBookings();
    const { ids } = t;
    const list = async (query: string) => {
      const res = await t.app.request(`/api/v1/user/booking/all?${query}`, { headers: t.auth });
      expect(res.status, query).toBe(200);
      return (await body<List>(res)).data.map((b) => b._id);
    };
    expect(await list(`bookingDate=${TODAY}`)).toEqual([ids.earlyToday, ids.lateToday, ids.noTimeToday]);
    expect(await list('isToday=true')).toEqual([ids.earlyToday, ids.lateToday, ids.noTimeToday]);
    expect(await list('isTomorrow=true')).toEqual([ids.tomorrow]);
    expect(await list('isToday=false')).toHaveLength(6);
    expect(await list('status=quote_sent')).toEqual([ids.quote]);
    expect(await list(`status=pending&bookingDate=${TODAY}&q=early`)).toEqual([ids.earlyToday]);
    expect(await list('q=MUSTANG')).toEqual([ids.lateToday]);
    expect(await list('q=tesla')).toEqual([ids.later]);
    expect(await list('q=early%40example')).toEqual([ids.earlyToday]);
    expect(await list('q=123%209999')).toEqual([ids.tomorrow]);
    expect(await list('q=tom%20morrow')).toEqual([ids.tomorrow]);
    expect(await list('q=100%25_')).toEqual([ids.quote]);
    expect(await list('q=%25')).toEqual([ids.quote]);
    expect(await list('q=nobody')).toEqual([]);

    await t.app.request(`/api/v1/user/booking/${ids.lateToday}`, json('PATCH', { status: 'inprogress' }, t.auth));
    expect(await list('status=inprogress')).toEqual([ids.lateToday]);
  });
});

describe('PUT /user/booking/:id (the work order’s Save)', () => {
  it('writes the fields sent, keeps the others and the status', async () => {
    const t = await bookingShop();
    const { booking } = await createBooking(t, { ...FULL_FORM, isQuoted: false });
    await t.app.request(`/api/v1/user/booking/${booking?._id}`, json('PATCH', { status: 'inprogress' }, t.auth));
    t.clock.advance(60_000);
    const res = await t.app.request(
      `/api/v1/user/booking/${booking?._id}`,
      json('PUT', { notes: 'Add chrome delete', price: 3500, decalsCost: 120, checkInTime: '7:45', vip: '', email: '' }, t.auth),
    );
    expect(res.status).toBe(200);
    const saved = await body<One>(res);
    expect(saved.message).toBe(BOOKING_MESSAGES.saved);
    expect(saved.data).toMatchObject({
      status: 'inprogress',
      notes: 'Add chrome delete',
      price: 3500,
      decalsCost: 120,
      cost: 3500 + 500 + 120 + 250.5,
      checkInTime: '07:45',
      vip: null,
      email: null,
      firstName: 'Dana',
      bookingDate: FULL_FORM.bookingDate,
      updatedAt: '2026-06-01T12:01:00.000Z',
    });
  });

  it('keeps a past date the booking already has, but refuses moving a date into the past', async () => {
    const t = await bookingShop();
    const old = await storedBooking(t.deps, t.owner.shop.id, 'completed', { bookingDate: '2026-04-01', completionDate: '2026-04-03' });
    const save = (fields: Record<string, unknown>) => t.app.request(`/api/v1/user/booking/${old.id}`, json('PUT', fields, t.auth));
    expect((await save({ bookingDate: '2026-04-01', completionDate: '2026-04-03', notes: 'Warranty check' })).status).toBe(200);
    const moved = await save({ bookingDate: '2026-04-02' });
    expect(moved.status).toBe(400);
    expect((await errorOf(moved)).message).toBe(BOOKING_MESSAGES.dateInPast);
    const backwards = await save({ bookingDate: '2026-06-20' });
    expect((await errorOf(backwards)).message).toBe(BOOKING_MESSAGES.completionBeforeBooking);
    expect((await save({ bookingDate: '2026-06-20', completionDate: '2026-06-22' })).status).toBe(200);
  });
});

describe('PATCH /user/booking/:id (work order actions)', () => {
  const allowed = BOOKING_STATUSES.flatMap((from) => BOOKING_TRANSITIONS[from].map((to) => [from, to] as const));

  it.each(allowed)('moves %s to %s', async (from, to) => {
    const t = await bookingShop();
    const booking = await storedBooking(t.deps, t.owner.shop.id, from);
    const res = await t.app.request(`/api/v1/user/booking/${booking.id}`, json('PATCH', { status: to }, t.auth));
    expect(res.status).toBe(200);
    const saved = await body<One>(res);
    expect(saved.data.status).toBe(to);
    expect(saved.message).toBe(BOOKING_MESSAGES.saved);
    expect((await firstRow(t.deps.db.select().from(bookings)))?.status).toBe(to);
  });

  const refused: [BookingStatus, BookingStatus][] = [
    ['completed', 'inprogress'],
    ['pending', 'completed'],
    ['quote_sent', 'accepted'],
    ['pending', 'pending'],
  ];

  it.each(refused)('refuses %s to %s with 409 and the reason', async (from, to) => {
    const t = await bookingShop();
    const booking = await storedBooking(t.deps, t.owner.shop.id, from);
    const before = await dbSnapshot(t.deps);
    const res = await t.app.request(`/api/v1/user/booking/${booking.id}`, json('PATCH', { status: to }, t.auth));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'CONFLICT', message: BOOKING_MESSAGES.cannotMove(from, to) });
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('Vehicle Completed records when the job was actually completed, apart from the planned completion date', async () => {
    const t = await bookingShop();
    const booking = await storedBooking(t.deps, t.owner.shop.id, 'inprogress', { bookingDate: '2026-04-01', completionDate: '2026-12-03' });
    const read = await t.app.request(`/api/v1/user/booking/${booking.id}`, { headers: t.auth });
    expect((await body<One>(read)).data.completedAt).toBeNull();
    t.clock.advance(60_000);
    const res = await t.app.request(`/api/v1/user/booking/${booking.id}`, json('PATCH', { status: 'completed' }, t.auth));
    const saved = (await body<One>(res)).data;
    expect(saved.completedAt).toBe(t.deps.now().toISOString());
    expect(saved.completionDate).toBe('2026-12-03');
    expect((await firstRow(t.deps.db.select().from(bookings)))?.completedAt).toEqual(t.deps.now());
  });

  it('re-opens a cancelled booking only when it has a booking date', async () => {
    const t = await bookingShop();
    const quote = await storedBooking(t.deps, t.owner.shop.id, 'cancelled', { bookingDate: null, isQuoted: true });
    const res = await t.app.request(`/api/v1/user/booking/${quote.id}`, json('PATCH', { status: 'pending' }, t.auth));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(BOOKING_MESSAGES.dateNeeded);
  });
});

describe('bad input', () => {
  const createCases: [string, unknown][] = [
    ['price as text', { bookingDate: TODAY, price: '100' }],
    ['isQuoted as text', { bookingDate: TODAY, isQuoted: 'yes' }],
    ['first name as a number', { bookingDate: TODAY, firstName: 12 }],
    ['year with a fraction', { bookingDate: TODAY, year: 2024.5 }],
    ['year out of range', { bookingDate: TODAY, year: 1800 }],
    ['an impossible date', { bookingDate: '2026-02-30' }],
    ['a date in another format', { bookingDate: '06/10/2026' }],
    ['a date as a number', { bookingDate: 20260610 }],
    ['a past booking date', { bookingDate: '2026-05-30' }],
    ['a past completion date', { bookingDate: TODAY, completionDate: '2026-01-01' }],
    ['completion before booking', { bookingDate: '2026-06-10', completionDate: '2026-06-09' }],
    ['check-in 24:00', { bookingDate: TODAY, checkInTime: '24:00' }],
    ['check-in 9:5', { bookingDate: TODAY, checkInTime: '9:5' }],
    ['check-in 9.30', { bookingDate: TODAY, checkInTime: '9.30' }],
    ['an unknown field', { bookingDate: TODAY, discount: 10 }],
    ['a status on create', { bookingDate: TODAY, status: 'completed' }],
    ['negative money', { bookingDate: TODAY, price: -1 }],
    ['negative quote', { bookingDate: TODAY, customerQuote: -0.01 }],
    ['percent over 100', { bookingDate: TODAY, frontPercentage: 101 }],
    ['negative percent', { bookingDate: TODAY, rearPercentage: -5 }],
    ['a VIP option not offered', { bookingDate: TODAY, vip: 'Gold' }],
    ['a dealership not offered', { bookingDate: TODAY, dealership: 'Private Customer' }],
    ['a bad email', { bookingDate: TODAY, email: 'not-an-email' }],
    ['letters in the phone', { bookingDate: TODAY, phone: 'call me' }],
    ['markup in a name', { bookingDate: TODAY, firstName: '<b>Dana</b>' }],
    ['notes too long', { bookingDate: TODAY, notes: 'x'.repeat(4001) }],
    ['a bad lead id', { bookingDate: TODAY, leadId: '../leads' }],
    ['no date for Book Now', { firstName: 'Dana' }],
    ['no email for Send Quote', { isQuoted: true, firstName: 'Dana' }],
    ['an array', [{ bookingDate: TODAY }]],
    ['malformed JSON', '{"bookingDate": '],
  ];

  it.each(createCases)('POST /user/booking with %s: 4xx with a message, no table changed', async (_label, input) => {
    const t = await bookingShop();
    const before = await dbSnapshot(t.deps);
    const res = await t.app.request('/api/v1/user/booking', json('POST', input, t.auth));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await errorOf(res)).message.length).toBeGreaterThan(0);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  const otherCases: [string, string, string, unknown][] = [
    ['PUT with price as text', 'PUT', '/:id', { price: 'cheap' }],
    ['PUT with a past date', 'PUT', '/:id', { bookingDate: '2026-05-01' }],
    ['PUT with a bad time', 'PUT', '/:id', { checkInTime: '25:00' }],
    ['PUT with percent over 100', 'PUT', '/:id', { rearPercentage: 100.5 }],
    ['PUT with a status', 'PUT', '/:id', { status: 'completed' }],
    ['PUT with isQuoted', 'PUT', '/:id', { isQuoted: true }],
    ['PUT to an unknown id', 'PUT', '/no-such-booking', { notes: 'x' }],
    ['PATCH with a bad status', 'PATCH', '/:id', { status: 'done' }],
    ['PATCH with no status', 'PATCH', '/:id', {}],
    ['PATCH with another field', 'PATCH', '/:id', { status: 'inprogress', notes: 'x' }],
    ['PATCH to an unknown id', 'PATCH', '/no-such-booking', { status: 'inprogress' }],
    ['PATCH to a bad id', 'PATCH', '/bad%20id', { status: 'inprogress' }],
    ['GET with a bad status', 'GET', '/all?status=done', undefined],
    ['GET with a bad date', 'GET', '/all?bookingDate=2026-13-01', undefined],
    ['GET with an unknown filter', 'GET', '/all?sort=name', undefined],
    ['GET with page 0', 'GET', '/all?page=0', undefined],
    ['GET with a page size over the maximum', 'GET', '/all?pageSize=1000', undefined],
    ['GET with isToday=yes', 'GET', '/all?isToday=yes', undefined],
    ['GET an unknown id', 'GET', '/no-such-booking', undefined],
  ];

  it.each(otherCases)('%s: 4xx, no table changed', async (_label, method, path, input) => {
    const t = await bookingShop();
    const booking = await storedBooking(t.deps, t.owner.shop.id, 'pending');
    const before = await dbSnapshot(t.deps);
    const url = `/api/v1/user/booking${path.replace(':id', booking.id)}`;
    const res = await t.app.request(url, input === undefined ? { method, headers: t.auth } : json(method, input, t.auth));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });
});

describe('tenant isolation', () => {
  it('gives another shop 404 for the booking on GET, PUT and PATCH, and no lead of this shop', async () => {
    const t = await shopWithLead();
    const { booking } = await createBooking(t, { ...FULL_FORM, bookingDate: TODAY });
    const id = booking?._id ?? '';
    const other = await otherShop(t);
    const before = await dbSnapshot(t.deps);

    const calls: [string, RequestInit][] = [
      ['GET', { headers: other.auth }],
      ['PUT', json('PUT', { notes: 'mine now' }, other.auth)],
      ['PATCH', json('PATCH', { status: 'cancelled' }, other.auth)],
    ];
    for (const [label, init] of calls) {
      const res = await t.app.request(`/api/v1/user/booking/${id}`, init);
      expect(res.status, label).toBe(404);
      expect((await errorOf(res)).message, label).toBe(BOOKING_MESSAGES.notFound);
    }
    expect((await body<List>(await t.app.request('/api/v1/user/booking/all', { headers: other.auth }))).data).toEqual([]);
    const stolen = await createBooking({ app: t.app, auth: other.auth }, { bookingDate: TODAY, leadId: t.leadId });
    expect(stolen.res.status).toBe(404);
    expect((await errorOf(stolen.res)).message).toBe('Lead not found');
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });
});

describe('demo seed', () => {
  it('gives the demo shop a day of appointments around the day it runs, once', async () => {
    const t = await makeTestApp();
    const now = t.deps.now();
    expect(await seedDemo(t.deps.db, now)).toBe(true);
    expect(await seedDemo(t.deps.db, now)).toBe(false);
    const auth = bearer((await logIn(t.app, DEMO.owner.email, DEMO.owner.password)).token);
    const list = async (query: string) =>
      (await body<List>(await t.app.request(`/api/v1/user/booking/all?${query}`, { headers: auth }))).data;
    expect(await list('')).toHaveLength(9);
    const today = await list(`bookingDate=${localDay(now)}`);
    expect(today.map((b) => b.status)).toEqual(['inprogress', 'inprogress', 'pending', 'pending']);
    expect((await list(`bookingDate=${localDay(now, 1)}`)).map((b) => b.status)).toEqual(['pending']);
    expect(await list('status=cancelled')).toHaveLength(1);
    const completed = await list('status=completed');
    expect(completed).toHaveLength(2);
    expect(completed.every((b) => b.completionDate !== null && b.completionDate < localDay(now))).toBe(true);
    const quotes = await list('status=quote_sent');
    expect(quotes).toHaveLength(1);
    expect(quotes[0]?.customerQuote).toBeGreaterThan(0);

    const other = await createOwner(t.deps.db, { addon: true });
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    expect((await body<List>(await t.app.request('/api/v1/user/booking/all', { headers: otherAuth }))).data).toEqual([]);
  });
});
