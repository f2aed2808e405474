import { sql } from 'drizzle-orm';
// POST /user/booking/:id/resend-quote: the shop emails a waiting quote again with a fresh link; the old link stops
// working, a double click does not send twice, and an answered quote or another shop's booking is left alone.
import { BOOKING_MESSAGES, QUOTE_RESEND_COOLDOWN_MS, QUOTE_VALID_MS } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { dbSnapshot, json, lastEmailTo } from '../../test/app.ts';
import { rawRows } from '../../test/app.ts';
import { otherShop } from '../../test/studio.ts';
import { body } from '../../test/widget.ts';
import type { ApiErrorBody, BookingDto, PublicBookingDto } from '@wrapsmith/core/contract';
import { bookingShop, quoteTokenSentTo, sendQuote, signInAgain } from './booking-fixtures.ts';

type One = { data: BookingDto; message: string };
type Shop = Awaited<ReturnType<typeof bookingShop>>;

const resend = (t: Shop, id: string, auth = t.auth) => t.app.request(`/api/v1/user/booking/${id}/resend-quote`, { method: 'POST', headers: auth });
const publicPage = (t: Shop, token: string) => t.app.request(`/api/v1/public/get-booking/${token}`);
const answer = (t: Shop, token: string) => t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }));
const errorOf = async (res: Response) => (await body<ApiErrorBody>(res)).error;
const quoteEmailCount = async (t: Shop, to: string) =>
  (await rawRows<{ n: number }>(t.deps.db, sql`select cast(count(*) as integer) as n from email_outbox where "to" = ${to} and tag = 'booking-quote'`))[0]?.n;

describe('POST /user/booking/:id/resend-quote', () => {
  it('emails the quote again with a new link; the old link stops working', async () => {
    const t = await bookingShop();
    const { booking, token: first } = await sendQuote(t);
    t.clock.advance(QUOTE_RESEND_COOLDOWN_MS + 1);
    const res = await resend(t, booking._id);
    expect(res.status).toBe(200);
    const sent = await body<One>(res);
    expect(sent.message).toBe(BOOKING_MESSAGES.quoteResent('quote.customer@example.com'));
    // The new link has its own 30 days, counted from the resend.
    expect(sent.data).toMatchObject({ _id: booking._id, status: 'quote_sent', quoteExpiresAt: new Date(t.deps.now().getTime() + QUOTE_VALID_MS).toISOString() });

    const second = await quoteTokenSentTo(t.deps, 'quote.customer@example.com');
    expect(second).not.toBe(first);
    expect(await quoteEmailCount(t, 'quote.customer@example.com')).toBe(2);
    expect((await publicPage(t, first)).status).toBe(404);
    expect((await publicPage(t, second)).status).toBe(200);
  });

  it('renews an expired quote: the new link is valid for 30 more days and can be accepted, the old one stays dead', async () => {
    const shop = await bookingShop('Wrap Lab');
    const { booking, token: first } = await sendQuote(shop);
    shop.clock.advance(QUOTE_VALID_MS + 1);
    const t = await signInAgain(shop);
    expect((await answer(t, first)).status).toBe(410);

    // 2026-07-01T12:00:00.001Z + 30 days.
    const res = await resend(t, booking._id);
    expect(res.status).toBe(200);
    expect((await body<One>(res)).data.quoteExpiresAt).toBe('2026-07-31T12:00:00.001Z');
    expect((await lastEmailTo(t.deps, 'quote.customer@example.com'))?.text).toContain('This quote is valid until July 31, 2026.');
    const second = await quoteTokenSentTo(t.deps, 'quote.customer@example.com');
    expect((await body<{ data: PublicBookingDto }>(await publicPage(t, second))).data).toMatchObject({ expiresAt: '2026-07-31T12:00:00.001Z', expired: false });

    for (const dead of [await publicPage(t, first), await answer(t, first)]) {
      expect(dead.status).toBe(404);
      expect((await errorOf(dead)).message).toBe(BOOKING_MESSAGES.linkInvalid);
    }
    t.clock.advance(QUOTE_VALID_MS - 1);
    const accepted = await answer(t, second);
    expect(accepted.status).toBe(200);
    expect((await body<{ data: PublicBookingDto }>(accepted)).data.status).toBe('accepted');
  });

  it('refuses a second send within a minute of the last one, sending nothing and keeping the link', async () => {
    const t = await bookingShop();
    const { booking, token } = await sendQuote(t);
    const before = await dbSnapshot(t.deps);
    const res = await resend(t, booking._id);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toBe(BOOKING_MESSAGES.resendTooSoon);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect((await publicPage(t, token)).status).toBe(200);
  });

  it('sends once when two resends arrive together', async () => {
    const t = await bookingShop();
    const { booking } = await sendQuote(t);
    t.clock.advance(QUOTE_RESEND_COOLDOWN_MS + 1);
    const results = await Promise.all([resend(t, booking._id), resend(t, booking._id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await quoteEmailCount(t, 'quote.customer@example.com')).toBe(2);
  });

  it('goes to the address fixed on the work order', async () => {
    const t = await bookingShop();
    const { booking } = await sendQuote(t);
    await t.app.request(`/api/v1/user/booking/${booking._id}`, json('PUT', { email: 'right.address@example.com' }, t.auth));
    const res = await resend(t, booking._id);
    expect(res.status).toBe(200);
    expect((await publicPage(t, await quoteTokenSentTo(t.deps, 'right.address@example.com'))).status).toBe(200);
  });

  it('refuses a quote the customer has answered, and a booking without an email', async () => {
    const t = await bookingShop();
    const { booking, token } = await sendQuote(t);
    await t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }));
    t.clock.advance(QUOTE_RESEND_COOLDOWN_MS + 1);
    const answered = await resend(t, booking._id);
    expect(answered.status).toBe(409);
    expect((await errorOf(answered)).message).toBe(BOOKING_MESSAGES.resendNotWaiting);

    const { booking: second } = await sendQuote(t, { email: 'second@example.com' });
    await t.app.request(`/api/v1/user/booking/${second._id}`, json('PUT', { email: '' }, t.auth));
    const before = await dbSnapshot(t.deps);
    const noEmail = await resend(t, second._id);
    expect(noEmail.status).toBe(400);
    expect((await errorOf(noEmail)).message).toBe(BOOKING_MESSAGES.emailNeededForQuote);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it("answers 404 to another shop and for an unknown id, and 400 for a malformed one, changing nothing", async () => {
    const t = await bookingShop();
    const { booking, token } = await sendQuote(t);
    t.clock.advance(QUOTE_RESEND_COOLDOWN_MS + 1);
    const other = await otherShop(t);
    const before = await dbSnapshot(t.deps);
    const stolen = await resend(t, booking._id, other.auth);
    expect(stolen.status).toBe(404);
    expect((await errorOf(stolen)).message).toBe(BOOKING_MESSAGES.notFound);
    expect((await resend(t, 'bk_does_not_exist_0000')).status).toBe(404);
    expect((await resend(t, 'not an id!')).status).toBe(400);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect((await publicPage(t, token)).status).toBe(200);
  });
});
