// The customer's side of a quote: /confirm-booking reads the booking through the emailed token and answers it once.
import { renameShop } from '../../services/accounts/index.ts';
import { BOOKING_MESSAGES, invoiceCode, QUOTE_VALID_MS, DAY } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { leads, notifications } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { QUOTE_ANSWER_MESSAGES } from '../../services/bookings/index.ts';
import { saveWidgetSettings } from '../../services/widget/index.ts';
import { dbSnapshot, json, lastEmailTo, type makeTestApp } from '../../test/app.ts';
import { rawRows } from '../../test/app.ts';
import { body } from '../../test/widget.ts';
import type { NotificationDto } from '../../types.ts';
import type { ApiErrorBody, BookingDto, PublicBookingDto } from '@wrapsmith/core/contract';
import { bookingShop, createBooking, sendQuote, shopWithLead, signInAgain, storedBooking } from '../bookings/booking-fixtures.ts';
import { firstRow } from '../../db/tx.ts';

type Page = { data: PublicBookingDto; message?: string };

type App = { app: Awaited<ReturnType<typeof makeTestApp>>['app'] };

const page = (t: App, token: string) => t.app.request(`/api/v1/public/get-booking/${token}`);
const answer = (t: App, token: string, status: string) => t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status }));
const errorOf = async (res: Response) => (await body<ApiErrorBody>(res)).error;

describe('GET /public/get-booking/:token', () => {
  it('shows the quote without a login, and nothing the shop keeps to itself', async () => {
    const t = await bookingShop('Wrap Lab');
    const { booking, token } = await sendQuote(t);
    const res = await page(t, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data } = await body<Page>(res);
    expect(data).toEqual({
      shop: { name: 'Wrap Lab', email: t.owner.user.email, phone: null, website: null, logoUrl: null, primaryColor: null, accentColor: null, poweredBy: true },
      status: 'quote_sent',
      firstName: 'Dana',
      lastName: 'Reyes',
      bookingDate: '2026-06-03',
      checkInTime: '09:05',
      completionDate: '2026-06-05',
      vehicle: '2024 Toyota Camry',
      brand: '3M',
      wrapColor: 'Gloss Black (G12)',
      total: 3900,
      imageUrl: null,
      invoiceCode: invoiceCode(booking._id),
      expiresAt: '2026-07-01T12:00:00.000Z',
      // The customer's language (issue 28 item 1, decision 100): the shop's default, English.
      locale: 'en',
      expired: false,
      // Issue 25 item 3: the spec's price fields as one option's lines (decision 086), totalling the customer quote.
      quote: {
        currency: 'USD',
        pricesIncludeTax: false,
        acceptedOptionId: null,
        pdfUrl: `/api/v1/public/quote-pdf/${token}`,
        options: [
          {
            id: booking._id,
            label: 'Quote',
            film: '3M Gloss Black (G12)',
            zones: [],
            imageUrl: null,
            discount: null,
            notes: '',
            lines: [
              { kind: 'labour', description: 'Wrap: 3M Gloss Black (G12)', quantityMilli: 1000, unitAmount: 300000, taxRate: 0, lineAmount: 300000 },
              { kind: 'ppf', description: 'Paint protection film', quantityMilli: 1000, unitAmount: 50000, taxRate: 0, lineAmount: 50000 },
              { kind: 'tint', description: 'Window tint (front 35 %, rear 20 %)', quantityMilli: 1000, unitAmount: 25050, taxRate: 0, lineAmount: 25050 },
              { kind: 'extra', description: 'Additional work', quantityMilli: 1000, unitAmount: 10000, taxRate: 0, lineAmount: 10000 },
              { kind: 'extra', description: 'Adjustment to the quoted price', quantityMilli: 1000, unitAmount: 4950, taxRate: 0, lineAmount: 4950 },
            ],
            totals: { subtotal: 390000, discount: 0, net: 390000, taxes: [{ rate: 0, taxable: 390000, tax: 0 }], tax: 0, total: 390000 },
          },
        ],
      },
    } satisfies PublicBookingDto);
  });

  it('gives the shop’s public contact details from its widget settings when it has them', async () => {
    const t = await bookingShop();
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { contactEmail: 'hello@wraplab.example', contactPhone: '(555) 010-9999' }, t.deps.now());
    const { token } = await sendQuote(t);
    const { data } = await body<Page>(await page(t, token));
    expect(data.shop).toMatchObject({ email: 'hello@wraplab.example', phone: '(555) 010-9999' });
  });

  it('brands the page as the shop’s widget does: display name, logo, colours, website, and the credit line a Pro shop hid', async () => {
    const t = await bookingShop('Wrap Lab');
    await renameShop(t.deps.db, t.owner.shop.id, 'Wrap Lab Studio', t.deps.now());
    await saveWidgetSettings(
      t.deps.db,
      t.owner.shop.id,
      { logoFile: 'logo-1.png', primaryColor: '#1d4ed8', accentColor: '#f59e0b', contactWebsite: 'https://wraplab.example', poweredBy: false },
      t.deps.now(),
    );
    const { token } = await sendQuote(t);
    const { data } = await body<Page>(await page(t, token));
    expect(data.shop).toEqual({
      name: 'Wrap Lab Studio',
      email: t.owner.user.email,
      phone: null,
      website: 'https://wraplab.example',
      logoUrl: `/api/v1/widget-assets/logo/${t.owner.shop.id}/logo-1.png`,
      primaryColor: '#1d4ed8',
      accentColor: '#f59e0b',
      // Hiding the credit is a Pro feature; this shop is not on Pro, so the page keeps it.
      poweredBy: true,
    });
  });

  it('totals the customer total, else the cost sum, when there is no quoted price', async () => {
    const t = await bookingShop();
    const withTotal = await sendQuote(t, { customerQuote: null, customerTotal: 4100 });
    expect((await body<Page>(await page(t, withTotal.token))).data.total).toBe(4100);
    const costsOnly = await sendQuote(t, { customerQuote: null, customerTotal: null, price: 1000, ppfCost: 200, decalsCost: null, windowTintingCost: null });
    expect((await body<Page>(await page(t, costsOnly.token))).data.total).toBe(1200);
    const nothing = await sendQuote(t, { customerQuote: null, customerTotal: null, price: null, ppfCost: null, decalsCost: null, windowTintingCost: null });
    expect((await body<Page>(await page(t, nothing.token))).data.total).toBeNull();
  });

  it('answers 404 with the link message for an unknown or malformed token', async () => {
    const t = await bookingShop();
    await sendQuote(t);
    for (const token of ['a'.repeat(64), 'not-a-token', 'A'.repeat(64)]) {
      const res = await page(t, token);
      expect(res.status, token).toBe(404);
      expect((await errorOf(res)).message).toBe(BOOKING_MESSAGES.linkInvalid);
    }
  });

  it('serves the lead’s render through the token, and nothing without one', async () => {
    const t = await shopWithLead();
    const { token } = await sendQuote(t, { leadId: t.leadId });
    const { data } = await body<Page>(await page(t, token));
    expect(data.imageUrl).toBe(`/api/v1/public/booking-image/${token}.png`);
    const image = await t.app.request(data.imageUrl ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');

    const plain = await sendQuote(t, { email: 'other@example.com' });
    for (const path of [`${plain.token}.png`, `${'b'.repeat(64)}.png`, token, `${token}.jpg`]) {
      expect((await t.app.request(`/api/v1/public/booking-image/${path}`)).status, path).toBe(404);
    }
  });
});

describe('POST /public/update-booking-status', () => {
  it('Accept sets accepted once, tells the shop in the app and by email, and the page then says so', async () => {
    const t = await bookingShop('Wrap Lab');
    const { booking, token } = await sendQuote(t);
    t.clock.advance(60_000);
    const res = await answer(t, token, 'accepted');
    expect(res.status).toBe(200);
    const answered = await body<Page>(res);
    expect(answered.message).toBe(QUOTE_ANSWER_MESSAGES.accepted);
    expect(answered.data.status).toBe('accepted');

    const work = await body<{ data: BookingDto }>(await t.app.request(`/api/v1/user/booking/${booking._id}`, { headers: t.auth }));
    expect(work.data).toMatchObject({ status: 'accepted', answeredAt: '2026-06-01T12:01:00.000Z' });

    const notes = await body<{ data: NotificationDto[] }>(await t.app.request('/api/v1/user/notifications', { headers: t.auth }));
    expect(notes.data[0]).toMatchObject({ title: 'Quote accepted: Dana Reyes — 2024 Toyota Camry', link: `/work-order?id=${booking._id}` });
    expect(notes.data[0]?.body).toContain(invoiceCode(booking._id));

    const mail = await lastEmailTo(t.deps, t.owner.user.email);
    expect(mail).toMatchObject({ tag: 'quote-answer', shop_id: t.owner.shop.id, subject: 'Quote accepted: Dana Reyes — 2024 Toyota Camry' });
    expect(mail?.text).toContain(`http://localhost:3000/work-order?id=${booking._id}`);

    const before = await dbSnapshot(t.deps);
    for (const again of ['accepted', 'cancelled']) {
      const second = await answer(t, token, again);
      expect(second.status).toBe(409);
      expect(await errorOf(second)).toEqual({ code: 'CONFLICT', message: 'Booking Already Accepted' });
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect((await body<Page>(await page(t, token))).data.status).toBe('accepted');

    // The shop then books the vehicle in from the work order.
    const bookIn = await t.app.request(`/api/v1/user/booking/${booking._id}`, json('PATCH', { status: 'inprogress' }, t.auth));
    expect(bookIn.status).toBe(200);
  });

  it('Reject sets cancelled, and a second answer is told "Booking Already Cancelled"', async () => {
    const t = await bookingShop();
    const { booking, token } = await sendQuote(t, { firstName: '', lastName: '', year: null, make: '', model: '' });
    const res = await answer(t, token, 'cancelled');
    expect(res.status).toBe(200);
    expect(await body<Page>(res)).toMatchObject({ data: { status: 'cancelled' }, message: QUOTE_ANSWER_MESSAGES.cancelled });
    const note = await firstRow(t.deps.db.select().from(notifications));
    expect(note).toMatchObject({ title: 'Quote rejected: quote.customer@example.com', link: `/work-order?id=${booking._id}`, userId: null });
    expect((await lastEmailTo(t.deps, t.owner.user.email))?.subject).toBe('Quote rejected: quote.customer@example.com');

    const second = await answer(t, token, 'accepted');
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(BOOKING_MESSAGES.alreadyAnswered('Cancelled'));
  });

  it('moves the lead the quote came from: booked when accepted, lost when rejected', async () => {
    for (const [reply, leadStatus] of [
      ['accepted', 'booked'],
      ['cancelled', 'lost'],
    ] as const) {
      const t = await shopWithLead();
      const { token } = await sendQuote(t, { leadId: t.leadId });
      const lead = async () => (await firstRow(t.deps.db.select({ status: leads.status }).from(leads).where(eq(leads.id, t.leadId))))?.status;
      expect(await lead()).toBe('quoted');
      expect((await answer(t, token, reply)).status).toBe(200);
      expect(await lead()).toBe(leadStatus);
    }
  });

  it('is refused once the shop has cancelled the quote', async () => {
    const t = await bookingShop();
    const { booking, token } = await sendQuote(t);
    await t.app.request(`/api/v1/user/booking/${booking._id}`, json('PATCH', { status: 'cancelled' }, t.auth));
    const res = await answer(t, token, 'accepted');
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('Booking Already Cancelled');
    expect((await body<Page>(await page(t, token))).data.status).toBe('cancelled');
  });

  it('Book Now makes no link, so a booking cannot be answered', async () => {
    const t = await bookingShop();
    await createBooking(t, { bookingDate: '2026-06-02', email: 'dana@example.com' });
    expect(await lastEmailTo(t.deps, 'dana@example.com')).toBeUndefined();
    expect(await rawRows(t.deps.db, sql`select quote_token_hash from bookings`)).toEqual([{ quote_token_hash: null }]);
  });

  const badAnswers: [string, unknown, number][] = [
    ['an unknown token', { token: 'c'.repeat(64), status: 'accepted' }, 404],
    ['a short token', { token: 'abc', status: 'accepted' }, 400],
    ['an uppercase token', { token: 'C'.repeat(64), status: 'accepted' }, 400],
    ['a token as a number', { token: 12345, status: 'accepted' }, 400],
    ['no token', { status: 'accepted' }, 400],
    ['a status the customer cannot set', { token: 'T', status: 'completed' }, 400],
    ['the spec’s bookingId instead of a token', { bookingId: 'T', status: 'accepted' }, 400],
    ['an unknown field', { token: 'T', status: 'accepted', note: 'hi' }, 400],
  ];

  it.each(badAnswers)('answers %s with %s and changes nothing', async (_label, input, status) => {
    const t = await bookingShop();
    const { token } = await sendQuote(t);
    const filled = JSON.parse(JSON.stringify(input).replaceAll('"T"', JSON.stringify(token))) as unknown;
    const before = await dbSnapshot(t.deps);
    const res = await t.app.request('/api/v1/public/update-booking-status', json('POST', filled));
    expect(res.status).toBe(status);
    expect((await errorOf(res)).message.length).toBeGreaterThan(0);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('gives the link message for a malformed or unknown token', async () => {
    const t = await bookingShop();
    for (const token of ['abc', 'd'.repeat(64)]) {
      expect((await errorOf(await answer(t, token, 'accepted'))).message).toBe(BOOKING_MESSAGES.linkInvalid);
    }
  });

  it('rate-limits one address to 20 answers in 15 minutes', async () => {
    const t = await bookingShop();
    for (let i = 0; i < 20; i++) expect((await answer(t, 'e'.repeat(64), 'accepted')).status).toBe(404);
    const limited = await answer(t, 'e'.repeat(64), 'accepted');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    t.clock.advance(15 * 60 * 1000);
    expect((await answer(t, 'e'.repeat(64), 'accepted')).status).toBe(404);
  });
});

describe('Quote expiry', () => {
  // The test clock starts at 2026-06-01T12:00Z, so a quote sent then expires at 2026-07-01T12:00Z.
  const EXPIRED = 'This quote expired on July 1, 2026. Ask Wrap Lab for a new one.';

  it('accepts an answer until the last millisecond before the expiry', async () => {
    const t = await bookingShop('Wrap Lab');
    const { token } = await sendQuote(t);
    t.clock.advance(QUOTE_VALID_MS - 1);
    expect((await body<Page>(await page(t, token))).data).toMatchObject({ status: 'quote_sent', expiresAt: '2026-07-01T12:00:00.000Z', expired: false });
    const res = await answer(t, token, 'accepted');
    expect(res.status).toBe(200);
    expect((await body<Page>(res)).data).toMatchObject({ status: 'accepted', expired: false });
  });

  it('refuses Accept and Reject after the expiry with 410 QUOTE_EXPIRED, writing nothing; the page still shows the quote', async () => {
    const t = await bookingShop('Wrap Lab');
    const { booking, token } = await sendQuote(t);
    t.clock.advance(QUOTE_VALID_MS + 1);
    const before = await dbSnapshot(t.deps);
    for (const status of ['accepted', 'cancelled']) {
      const res = await answer(t, token, status);
      expect(res.status, status).toBe(410);
      expect(await errorOf(res)).toEqual({ code: 'QUOTE_EXPIRED', message: EXPIRED });
    }
    expect(BOOKING_MESSAGES.quoteExpired(new Date('2026-07-01T12:00:00Z'), 'Wrap Lab')).toBe(EXPIRED);
    expect(await dbSnapshot(t.deps)).toEqual(before);

    const shown = await page(t, token);
    expect(shown.status).toBe(200);
    expect((await body<Page>(shown)).data).toMatchObject({
      status: 'quote_sent',
      expiresAt: '2026-07-01T12:00:00.000Z',
      expired: true,
      total: 3900,
      invoiceCode: invoiceCode(booking._id),
    });
    // The shop still sees a waiting quote, which it can resend (resend-quote.test.ts) or cancel.
    const { auth } = await signInAgain(t);
    const work = await body<{ data: BookingDto }>(await t.app.request(`/api/v1/user/booking/${booking._id}`, { headers: auth }));
    expect(work.data).toMatchObject({ status: 'quote_sent', quoteExpiresAt: '2026-07-01T12:00:00.000Z', answeredAt: null });
  });

  it('counts the expiry instant itself as expired', async () => {
    const t = await bookingShop('Wrap Lab');
    const { token } = await sendQuote(t);
    t.clock.advance(QUOTE_VALID_MS);
    expect((await answer(t, token, 'accepted')).status).toBe(410);
    expect((await body<Page>(await page(t, token))).data.expired).toBe(true);
  });

  it('does not call an answered quote expired, and a late answer to an answered or cancelled one is still a 409', async () => {
    const t = await bookingShop('Wrap Lab');
    const { token } = await sendQuote(t);
    expect((await answer(t, token, 'accepted')).status).toBe(200);
    const cancelled = await sendQuote(t, { email: 'second@example.com' });
    await t.app.request(`/api/v1/user/booking/${cancelled.booking._id}`, json('PATCH', { status: 'cancelled' }, t.auth));
    t.clock.advance(QUOTE_VALID_MS + 1);

    expect((await body<Page>(await page(t, token))).data).toMatchObject({ status: 'accepted', expired: false });
    const again = await answer(t, token, 'cancelled');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(BOOKING_MESSAGES.alreadyAnswered('Accepted'));

    expect((await body<Page>(await page(t, cancelled.token))).data).toMatchObject({ status: 'cancelled', expired: false });
    const late = await answer(t, cancelled.token, 'accepted');
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(BOOKING_MESSAGES.alreadyAnswered('Cancelled'));
  });

  it('lets a quote sent before quotes expired (no expiry) be answered however old it is', async () => {
    const t = await bookingShop('Wrap Lab');
    const token = randomToken();
    const old = await storedBooking(t.deps, t.owner.shop.id, 'quote_sent', { isQuoted: true, email: 'old.quote@example.com', quoteTokenHash: sha256(token) });
    expect(old.quoteExpiresAt).toBeNull();
    t.clock.advance(365 * DAY);
    expect((await body<Page>(await page(t, token))).data).toMatchObject({ status: 'quote_sent', expiresAt: null, expired: false });
    const res = await answer(t, token, 'accepted');
    expect(res.status).toBe(200);
    expect((await body<Page>(res)).data.status).toBe('accepted');
  });
});
