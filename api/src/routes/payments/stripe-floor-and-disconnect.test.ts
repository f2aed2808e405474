// Issue 25 finishing items 3 and 4 (decision 088), offline deposit adapter: Stripe's minimum charge refuses a deposit
// or a balance below it with a clear 4xx before any payment page is opened (and the shop's views say why); the owner
// disconnects the deposit account: deposits off, no new deposit or balance payment pages, paid deposits kept.
import { DEPOSIT_MESSAGES, belowStripeMinimumMessage } from '@wrapsmith/core';
import type { ApiErrorBody, BookingDepositDto, InvoiceDetailDto, PaymentsDto, PublicBookingDto, PublicInvoiceDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositOverrides, deposits, invoiceCheckouts } from '../../db/schema/index.ts';
import { bearer, createMember, dbSnapshot, json, logIn } from '../../test/app.ts';
import { body } from '../../test/widget.ts';
import { bookingShop, sendQuote, storedBooking } from '../bookings/booking-fixtures.ts';

type Shop = Awaited<ReturnType<typeof bookingShop>>;
const SETTINGS = { depositsEnabled: true, depositKind: 'percent', depositPercent: 25, depositAmountMinor: null, refundPolicy: 'full_until', refundDays: 7 } as const;

const call = (t: Shop, method: string, path: string, payload?: unknown, headers = t.auth) =>
  t.app.request(`/api/v1/user/payments${path}`, method === 'GET' ? { headers } : json(method, payload, headers));
const errorOf = async (res: Response) => (await body<ApiErrorBody>(res)).error.message;

async function connected(t: Shop) {
  expect((await call(t, 'POST', '/connect')).status).toBe(200);
  expect((await call(t, 'PUT', '/settings', SETTINGS)).status).toBe(200);
}
const accept = async (t: Shop, token: string) => {
  const res = await t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }));
  expect(res.status).toBe(200);
  return (await body<{ data: PublicBookingDto }>(res)).data;
};
const checkout = (t: Shop, token: string) => t.app.request('/api/v1/public/deposit/checkout', json('POST', { token }));

describe('issue 25 finishing item 3: Stripe’s minimum charge', () => {
  it('refuses a shop-wide or a quote’s own deposit below the floor with a 400, and writes nothing', async () => {
    const t = await bookingShop();
    await connected(t);
    const { booking } = await sendQuote(t);
    const snapshot = await dbSnapshot(t.deps);
    const shopWide = await call(t, 'PUT', '/settings', { ...SETTINGS, depositKind: 'amount', depositAmountMinor: 25 });
    expect(shopWide.status).toBe(400);
    expect(await errorOf(shopWide)).toBe(belowStripeMinimumMessage('deposit', 25, 'USD'));
    const own = await call(t, 'PUT', `/bookings/${booking._id}`, { kind: 'amount', amountMinor: 49 });
    expect(own.status).toBe(400);
    expect(await errorOf(own)).toBe('The deposit of $0.49 is below the smallest card payment Stripe takes in USD ($0.50): raise the deposit, or ask for none on this quote.');
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);
    // At the floor it is taken.
    expect((await call(t, 'PUT', `/bookings/${booking._id}`, { kind: 'amount', amountMinor: 50 })).status).toBe(200);
  });

  it('a deposit under the floor is not asked on acceptance, the work order says why, and its payment page is refused before any session', async () => {
    const t = await bookingShop();
    await connected(t);
    const { booking, token } = await sendQuote(t);
    // A rule saved before the floor existed (or a rounding of a tiny total): 30 cents.
    await t.deps.db.insert(depositOverrides).values({ bookingId: booking._id, shopId: t.owner.shop.id, kind: 'amount', percent: null, amountMinor: 30, updatedAt: t.deps.now() });
    const view = (await body<{ data: BookingDepositDto }>(await call(t, 'GET', `/bookings/${booking._id}`))).data;
    expect(view.expectedMinor).toBeNull();
    expect(view.note).toBe(belowStripeMinimumMessage('deposit', 30, 'USD'));
    const answered = await accept(t, token);
    expect(answered.deposit).toBeUndefined();
    expect(await t.deps.db.select().from(deposits)).toEqual([]);

    // A deposit row already asked for under the floor: the checkout is a 409 with the reason, no session opened.
    const second = await sendQuote(t, { email: 'second@example.com' });
    const asked = await accept(t, second.token);
    expect(asked.deposit?.status).toBe('pending');
    await t.deps.db.update(deposits).set({ amountMinor: 30, sessionExpiresAt: null, checkoutUrl: null }).where(eq(deposits.bookingId, second.booking._id));
    const before = (await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, second.booking._id)))[0];
    const refused = await checkout(t, second.token);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(belowStripeMinimumMessage('deposit', 30, 'USD'));
    expect((await t.deps.db.select().from(deposits).where(eq(deposits.bookingId, second.booking._id)))[0]).toEqual(before);
  });

  it('a balance under the floor cannot be paid by card: the invoice says why and its checkout is a 409', async () => {
    const t = await bookingShop();
    await connected(t);
    const booking = await storedBooking(t.deps, t.owner.shop.id, 'accepted', { firstName: 'Dana', email: 'dana@example.com', price: 100 });
    const inv = (path: string, method = 'GET', payload?: unknown) => t.app.request(`/api/v1/user/invoices${path}`, method === 'GET' ? { headers: t.auth } : json(method, payload, t.auth));
    const draft = (await body<{ data: InvoiceDetailDto }>(await inv('', 'POST', { bookingId: booking.id }))).data;
    const issued = (await body<{ data: InvoiceDetailDto }>(await inv(`/${draft._id}/issue`, 'POST'))).data;
    expect(issued.payOnlineNote).toBeNull();
    // Staff take all but 20 cents in cash.
    expect((await inv(`/${draft._id}/payments`, 'POST', { method: 'cash', amount: issued.total - 20, paidOn: '2026-06-01', idempotencyKey: 'cash-all-but-20' })).status).toBe(201);
    const detail = (await body<{ data: InvoiceDetailDto }>(await inv(`/${draft._id}`))).data;
    expect(detail.payOnlineNote).toBe(belowStripeMinimumMessage('balance', 20, 'USD'));
    const token = /token=([0-9a-f]{64})/.exec(issued.payLink ?? '')?.[1] ?? '';
    expect((await body<{ data: PublicInvoiceDto }>(await t.app.request(`/api/v1/public/invoice/${token}`))).data.payOnline).toBe(false);
    const refused = await t.app.request(`/api/v1/public/invoice/${token}/checkout`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe(belowStripeMinimumMessage('balance', 20, 'USD'));
    expect(await t.deps.db.select().from(invoiceCheckouts)).toEqual([]);
  });
});

describe('issue 25 finishing item 4: disconnecting the deposit account', () => {
  it('the owner disconnects: deposits off, no new deposit links, a due deposit closed, a paid one kept; others may not', async () => {
    const t = await bookingShop();
    await connected(t);
    const paid = await sendQuote(t, { email: 'paid@example.com' });
    const paidSession = /session=(dcs_local_\w+)/.exec((await accept(t, paid.token)).deposit?.payUrl ?? '')?.[1] ?? '';
    expect((await t.app.request('/api/v1/public/deposit/local/pay', json('POST', { token: paid.token, sessionId: paidSession }))).status).toBe(200);
    const due = await sendQuote(t, { email: 'due@example.com' });
    expect((await accept(t, due.token)).deposit?.status).toBe('pending');
    const waiting = await sendQuote(t, { email: 'waiting@example.com' });

    // A Shop Manager cannot; nothing is written.
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const managerAuth = bearer((await logIn(t.app, manager.user.email, manager.password)).token);
    const snapshot = await dbSnapshot(t.deps);
    const refused = await call(t, 'POST', '/disconnect', undefined, managerAuth);
    expect(refused.status).toBe(403);
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);

    const res = await call(t, 'POST', '/disconnect');
    expect(res.status).toBe(200);
    const after = (await body<{ data: PaymentsDto; message: string }>(res));
    expect(after.message).toBe(DEPOSIT_MESSAGES.disconnected);
    expect(after.data.account).toMatchObject({ connected: false, provider: null, accountId: null });
    expect(after.data.settings.depositsEnabled).toBe(false);

    const rows = await t.deps.db.select().from(deposits);
    expect(rows.find((d) => d.bookingId === paid.booking._id)).toMatchObject({ status: 'paid' });
    expect(rows.find((d) => d.bookingId === due.booking._id)).toMatchObject({ status: 'expired', checkoutUrl: null });
    // No new deposit link: the due one is refused with the reason, a new acceptance asks none.
    const again = await checkout(t, due.token);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(DEPOSIT_MESSAGES.accountDisconnected);
    expect((await accept(t, waiting.token)).deposit).toBeUndefined();
    // Deposits cannot be turned back on without an account; disconnecting twice is a 409.
    expect((await call(t, 'PUT', '/settings', SETTINGS)).status).toBe(409);
    const twice = await call(t, 'POST', '/disconnect');
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toBe(DEPOSIT_MESSAGES.notConnectedToDisconnect);
  });
});
