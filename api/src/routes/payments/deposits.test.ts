// issue 25 item 4: deposits on acceptance with the offline deposit adapter (no Stripe): connecting the test deposit
// account, the shop's settings and a quote's own deposit, the deposit asked when the customer accepts, paid on the
// offline page exactly once (two tabs at once), the booking confirmed, cancelling and the refund the policy allows,
// roles, tenant isolation and bad input (nothing written).
import { DEPOSIT_MESSAGES, BOOKING_MESSAGES } from '@wrapsmith/core';
import type { ApiErrorBody, BookingDepositDto, LocalDepositDto, PaymentsDto, PublicBookingDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deposits, notifications, shops, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, logIn } from '../../test/app.ts';
import { body } from '../../test/widget.ts';
import { bookingShop, sendQuote } from '../bookings/booking-fixtures.ts';

type Shop = Awaited<ReturnType<typeof bookingShop>>;
const PUBLIC = 'http://localhost:3000';

const SETTINGS = { depositsEnabled: true, depositKind: 'percent', depositPercent: 25, depositAmountMinor: null, refundPolicy: 'full_until', refundDays: 7 } as const;

const call = (t: Shop, method: string, path: string, payload?: unknown, headers = t.auth) =>
  t.app.request(`/api/v1/user/payments${path}`, method === 'GET' ? { headers } : json(method, payload, headers));
const errorOf = async (res: Response) => (await body<ApiErrorBody>(res)).error;

async function connected(t: Shop, settings: Record<string, unknown> = SETTINGS) {
  const res = await call(t, 'POST', '/connect');
  expect(res.status).toBe(200);
  expect((await body<{ data: { url: string } }>(res)).data.url).toBe(`${PUBLIC}/settings/payments?connected=1`);
  const saved = await call(t, 'PUT', '/settings', settings);
  expect(saved.status).toBe(200);
  return (await body<{ data: PaymentsDto }>(saved)).data;
}

const accept = async (t: Shop, token: string) => {
  const res = await t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }));
  expect(res.status).toBe(200);
  return (await body<{ data: PublicBookingDto }>(res)).data;
};
const sessionOf = (payUrl: string | null | undefined) => /[?&]session=(dcs_local_\w+)/.exec(payUrl ?? '')?.[1] ?? '';
const payLocal = (t: Shop, token: string, sessionId: string) => t.app.request('/api/v1/public/deposit/local/pay', json('POST', { token, sessionId }));

describe('issue 25 item 4: the shop connects and sets its deposit (offline)', () => {
  it('the owner connects the test deposit account and turns a 25 % deposit on', async () => {
    const t = await bookingShop();
    const before = (await body<{ data: PaymentsDto }>(await call(t, 'GET', ''))).data;
    expect(before.account).toEqual({ mode: 'offline', connected: false, provider: null, accountId: null, chargesEnabled: false, detailsSubmitted: false });
    expect(before.settings.depositsEnabled).toBe(false);

    // Not before an account is connected: a clear 409 and nothing written.
    const snapshot = await dbSnapshot(t.deps);
    const early = await call(t, 'PUT', '/settings', SETTINGS);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(DEPOSIT_MESSAGES.notConnected);
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);

    const after = await connected(t);
    expect(after.account).toMatchObject({ mode: 'offline', connected: true, provider: 'local', chargesEnabled: true, detailsSubmitted: true });
    expect(after.settings).toEqual({ ...SETTINGS, currency: 'USD' });
  });

  it('refuses bad settings with a 400 and writes nothing', async () => {
    const t = await bookingShop();
    await connected(t);
    const snapshot = await dbSnapshot(t.deps);
    for (const bad of [
      { ...SETTINGS, depositPercent: 0 },
      { ...SETTINGS, depositPercent: 101 },
      { ...SETTINGS, depositKind: 'amount', depositAmountMinor: -500 },
      { ...SETTINGS, depositKind: 'amount', depositAmountMinor: 10.5 },
      { ...SETTINGS, depositKind: 'amount', depositAmountMinor: null },
      { ...SETTINGS, refundDays: -1 },
      { ...SETTINGS, refundPolicy: 'maybe' },
    ]) {
      const res = await call(t, 'PUT', '/settings', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);
  });

  it('roles: only the owner connects; a Shop Manager and a Member neither read nor change the settings by default', async () => {
    const t = await bookingShop();
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    for (const who of [manager, member]) {
      const auth = bearer((await logIn(t.app, who.user.email, who.password)).token);
      expect((await call(t, 'POST', '/connect', undefined, auth)).status).toBe(403);
      expect((await call(t, 'GET', '', undefined, auth)).status).toBe(403);
      expect((await call(t, 'PUT', '/settings', SETTINGS, auth)).status).toBe(403);
    }
    const refused = await call(t, 'POST', '/connect', undefined, bearer((await logIn(t.app, manager.user.email, manager.password)).token));
    expect((await errorOf(refused)).message).toBe(DEPOSIT_MESSAGES.ownerOnly);
  });
});

describe('issue 25 item 4: the deposit on acceptance (offline page)', () => {
  it('accepting asks 25 % of the quote, the page pays it once under two tabs, and the shop sees the booking confirmed', async () => {
    const t = await bookingShop();
    await connected(t);
    // A Pro shop's webhook subscribed to deposit.paid (issue 24 item 4's list): one delivery whatever the tabs.
    const at = t.deps.now();
    await t.deps.db.update(shops).set({ planKey: 'pro' }).where(eq(shops.id, t.owner.shop.id));
    await t.deps.db.insert(webhookEndpoints).values({ id: 'wh-1', shopId: t.owner.shop.id, url: 'https://hooks.example.com/w', events: ['deposit.paid'], secret: 'whsec_test', createdAt: at, updatedAt: at });
    const { booking, token } = await sendQuote(t);
    // Before the answer the quote page says what accepting will ask: 25 % of $3,900.
    const waiting = (await body<{ data: PublicBookingDto }>(await t.app.request(`/api/v1/public/get-booking/${token}`))).data;
    expect(waiting.deposit).toMatchObject({ status: null, amountMinor: 97500, currency: 'USD', payUrl: null });
    // issue 28 item 1: the refund rule as data too, so the quote page writes it in the customer's language.
    expect(waiting.deposit?.refund).toEqual({ policy: 'full_until', days: 7 });

    const answered = await accept(t, token);
    expect(answered.status).toBe('accepted');
    expect(answered.deposit).toMatchObject({ status: 'pending', amountMinor: 97500, currency: 'USD' });
    expect(answered.deposit?.payUrl).toMatch(new RegExp(`^${PUBLIC}/deposit/pay\\?token=${token}&session=dcs_local_\\w+$`));
    const sessionId = sessionOf(answered.deposit?.payUrl);

    const view = await t.app.request(`/api/v1/public/deposit/local?token=${token}&sessionId=${sessionId}`);
    expect(view.status).toBe(200);
    expect((await body<{ data: LocalDepositDto }>(view)).data).toEqual({
      sessionId,
      shopName: 'Wrap Lab',
      amountMinor: 97500,
      currency: 'USD',
      status: 'pending',
      returnUrl: `${PUBLIC}/confirm-booking?token=${token}&deposit=return`,
      locale: 'en',
    });
    // Asking again for the page (the Pay button, another tab) gives the same open session.
    const again = await t.app.request('/api/v1/public/deposit/checkout', json('POST', { token }));
    expect((await body<{ data: { url: string } }>(again)).data.url).toBe(answered.deposit?.payUrl);

    // Two tabs pay at once: both land on the quote page, the deposit is applied once.
    const paid = await Promise.all([payLocal(t, token, sessionId), payLocal(t, token, sessionId), payLocal(t, token, sessionId)]);
    for (const res of paid) {
      expect(res.status).toBe(200);
      expect((await body<{ data: { redirectUrl: string } }>(res)).data.redirectUrl).toBe(`${PUBLIC}/confirm-booking?token=${token}&deposit=return`);
    }
    const rows = await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, booking._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', amountMinor: 97500, currency: 'USD', provider: 'local', paidSessionId: sessionId });
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.shopId, t.owner.shop.id));
    expect(notes.filter((n) => n.title.startsWith('Deposit paid'))).toHaveLength(1);
    const hooks = await t.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.shopId, t.owner.shop.id));
    expect(hooks.map((h) => h.eventType)).toEqual(['deposit.paid']);
    expect(JSON.parse(hooks[0]?.payload ?? '{}')).toMatchObject({ type: 'deposit.paid', data: { bookingId: booking._id, amount: 97500, currency: 'USD' } });

    const shopView = (await body<{ data: BookingDepositDto }>(await call(t, 'GET', `/bookings/${booking._id}`))).data;
    expect(shopView.deposit).toMatchObject({ status: 'paid', amountMinor: 97500, paidAt: '2026-06-01T12:00:00.000Z' });
    const page = (await body<{ data: PublicBookingDto }>(await t.app.request(`/api/v1/public/get-booking/${token}`))).data;
    expect(page.deposit).toMatchObject({ status: 'paid', payUrl: null });
    // A paid deposit is not paid again.
    expect((await t.app.request('/api/v1/public/deposit/checkout', json('POST', { token }))).status).toBe(409);
  });

  it('a quote asks no deposit when deposits are off, and its own amount overrides the shop’s rule', async () => {
    const t = await bookingShop();
    const plain = await sendQuote(t);
    expect((await accept(t, plain.token)).deposit).toBeUndefined();

    await connected(t);
    const { booking, token } = await sendQuote(t, { email: 'other@example.com' });
    const saved = await call(t, 'PUT', `/bookings/${booking._id}`, { kind: 'amount', amountMinor: 50000 });
    expect(saved.status).toBe(200);
    expect((await body<{ data: BookingDepositDto }>(saved)).data).toMatchObject({ override: { kind: 'amount', amountMinor: 50000 }, totalMinor: 390000, expectedMinor: 50000 });
    expect((await accept(t, token)).deposit).toMatchObject({ status: 'pending', amountMinor: 50000 });
    // Answered: the quote's deposit no longer changes.
    expect((await call(t, 'PUT', `/bookings/${booking._id}`, { kind: 'none' })).status).toBe(409);
  });

  it('bad input: a deposit above the total, negative, on a foreign shop’s booking, an expired or unknown link — a clear 4xx and nothing written', async () => {
    const t = await bookingShop();
    await connected(t);
    const { booking, token } = await sendQuote(t);
    const other = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    const snapshot = await dbSnapshot(t.deps);

    const above = await call(t, 'PUT', `/bookings/${booking._id}`, { kind: 'amount', amountMinor: 390001 });
    expect(above.status).toBe(400);
    expect((await errorOf(above)).message).toBe(DEPOSIT_MESSAGES.aboveTotal('$3,900.00'));
    expect((await call(t, 'PUT', `/bookings/${booking._id}`, { kind: 'amount', amountMinor: -100 })).status).toBe(400);
    expect((await call(t, 'PUT', `/bookings/${booking._id}`, { kind: 'percent', percent: 150 })).status).toBe(400);
    const foreign = await call(t, 'PUT', `/bookings/${booking._id}`, { kind: 'none' }, otherAuth);
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe(BOOKING_MESSAGES.notFound);
    expect((await call(t, 'GET', `/bookings/${booking._id}`, undefined, otherAuth)).status).toBe(404);
    expect((await call(t, 'POST', `/bookings/${booking._id}/refund`, undefined, otherAuth)).status).toBe(404);
    // Not accepted yet: no deposit page.
    expect((await t.app.request('/api/v1/public/deposit/checkout', json('POST', { token }))).status).toBe(409);
    expect((await t.app.request('/api/v1/public/deposit/checkout', json('POST', { token: 'a'.repeat(64) }))).status).toBe(404);
    expect((await t.app.request('/api/v1/public/deposit/checkout', json('POST', { token: 'nope' }))).status).toBe(400);
    expect((await t.app.request(`/api/v1/public/deposit/local?token=${token}&sessionId=dcs_local_${'x'.repeat(24)}`)).status).toBe(404);
    // The quote's time runs out: the link is expired.
    t.clock.advance(31 * 24 * 3600 * 1000);
    const expired = await t.app.request('/api/v1/public/deposit/checkout', json('POST', { token }));
    expect(expired.status).toBe(410);
    expect((await errorOf(expired)).code).toBe('QUOTE_EXPIRED');
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);
  });
});

describe('issue 25 item 4: cancelling and the refund policy (offline)', () => {
  it('cancelling a booking with a due deposit closes it; a paid one is refunded only as the policy allows', async () => {
    const t = await bookingShop();
    // Full refund until 7 days before the day: the booking is on 2026-06-03, two days away, so none.
    await connected(t);
    const first = await sendQuote(t);
    const due = await accept(t, first.token);
    expect((await t.app.request(`/api/v1/user/booking/${first.booking._id}`, json('PATCH', { status: 'cancelled' }, t.auth))).status).toBe(200);
    expect((await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, first.booking._id)))[0]?.status).toBe('cancelled');
    expect((await payLocal(t, first.token, sessionOf(due.deposit?.payUrl))).status).toBe(409);

    const second = await sendQuote(t, { email: 'two@example.com' });
    const paid = await accept(t, second.token);
    expect((await payLocal(t, second.token, sessionOf(paid.deposit?.payUrl))).status).toBe(200);
    // Not before the booking is cancelled.
    expect((await call(t, 'POST', `/bookings/${second.booking._id}/refund`)).status).toBe(409);
    expect((await t.app.request(`/api/v1/user/booking/${second.booking._id}`, json('PATCH', { status: 'cancelled' }, t.auth))).status).toBe(200);
    const view = (await body<{ data: BookingDepositDto }>(await call(t, 'GET', `/bookings/${second.booking._id}`))).data;
    expect(view.refund).toEqual({ allowed: false, policy: 'The deposit is refunded in full if the booking is cancelled at least 7 days before its day.' });
    const refused = await call(t, 'POST', `/bookings/${second.booking._id}/refund`);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(DEPOSIT_MESSAGES.noRefund);

    // A shop refunding until the day before: the refund is recorded (offline), once.
    await call(t, 'PUT', '/settings', { ...SETTINGS, refundDays: 1 });
    const refunded = await call(t, 'POST', `/bookings/${second.booking._id}/refund`);
    expect(refunded.status).toBe(200);
    expect((await body<{ data: BookingDepositDto }>(refunded)).data.deposit).toMatchObject({ status: 'refunded', refundedAt: '2026-06-01T12:00:00.000Z' });
    expect((await call(t, 'POST', `/bookings/${second.booking._id}/refund`)).status).toBe(409);
  });
});
