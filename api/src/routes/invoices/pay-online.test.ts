// Issue 25 item 5, "send a pay-the-balance link": the customer pays an invoice's balance online, to the shop's own
// Stripe account. The official SDK pointed at the local fake Stripe: the session is a direct charge on the connected
// account for exactly the balance; two tabs share it; a balance changed by a staff payment closes it and the next
// one asks the new balance; signed Connect events record the payment once (duplicate, concurrent and out-of-order
// deliveries), with one receipt and one shop notification; a payment above the balance is recorded and flagged; a
// foreign account's or a mismatched event is ignored. And the offline test page, and the bad inputs (4xx, nothing
// written). Run on both engines (--project sqlite, --project postgres).
import type { InvoiceDetailDto, LocalInvoicePaymentDto, PublicInvoiceDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, invoiceCheckouts, invoicePayments, notifications } from '../../db/schema/index.ts';
import { stripeDeposits } from '../../services/deposits/index.ts';
import { bearer, createOwner, dbSnapshot, json, logIn, makeTestApp } from '../../test/app.ts';
import { CONNECT_WEBHOOK_SECRET, fakeStripe, signedEvent } from '../../test/fake-stripe.ts';
import { body } from '../../test/widget.ts';
import { storedBooking } from '../bookings/booking-fixtures.ts';

type Detail = { data: InvoiceDetailDto };
type ErrorBody = { error: { message: string } };
const PUBLIC = 'http://localhost:3000';
const TOTAL = 375050;

/** A shop (Stripe through the fake, or the offline test account), its account connected, and an issued invoice. */
async function shopWithInvoice(mode: 'stripe' | 'offline', { connect = true } = {}) {
  const fake = mode === 'stripe' ? await fakeStripe() : null;
  const t = await makeTestApp(fake ? { deposits: stripeDeposits({ secretKey: 'sk_test_platform', webhookSecret: CONNECT_WEBHOOK_SECRET, apiBase: fake.base }) } : {});
  const owner = await createOwner(t.deps.db, { businessName: 'Invoice Wraps', addon: true });
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  let accountId = '';
  if (connect) {
    expect((await t.app.request('/api/v1/user/payments/connect', json('POST', undefined, auth))).status).toBe(200);
    if (fake) {
      accountId = 'acct_1Fake1';
      fake.setAccount(accountId, { charges_enabled: true, details_submitted: true });
    }
    const refreshed = await t.app.request('/api/v1/user/payments/connect/refresh', json('POST', undefined, auth));
    accountId = ((await refreshed.json()) as { data: { account: { accountId: string; connected: boolean } } }).data.account.accountId;
  }
  const booking = await storedBooking(t.deps, owner.shop.id, 'accepted', {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    price: 3000,
    ppfCost: 500,
    windowTintingCost: 250.5,
  });
  const call = (method: string, path: string, payload?: unknown) => t.app.request(`/api/v1/user/invoices${path}`, json(method, payload, auth));
  const draft = ((await (await call('POST', '', { bookingId: booking.id })).json()) as Detail).data;
  const issued = ((await (await call('POST', `/${draft._id}/issue`)).json()) as Detail).data;
  const token = /token=([0-9a-f]{64})/.exec(issued.payLink ?? '')?.[1] ?? '';
  const pub = (path = '', init?: RequestInit) => t.app.request(`/api/v1/public/invoice/${token}${path}`, init);
  const checkout = async () => {
    const res = await pub('/checkout', { method: 'POST' });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await body<{ data: { url: string } }>(res)).data.url;
  };
  const deliver = async (delivery: { payload: string; signature: string }) => {
    const res = await t.app.request('/api/v1/stripe/connect-webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature }, body: delivery.payload });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await body<{ data: { outcome: string } }>(res)).data.outcome;
  };
  const paymentsOf = () => t.deps.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, draft._id));
  const receipts = () => t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'payment-receipt'));
  const shopNotes = async () => (await t.deps.db.select().from(notifications).where(eq(notifications.shopId, owner.shop.id))).filter((n) => n.title.startsWith('Invoice '));
  const staffPay = (amount: number, key: string) => call('POST', `/${draft._id}/payments`, { method: 'cash', amount, paidOn: '2026-06-01', idempotencyKey: key });
  return { ...t, fake, owner, auth, accountId, invoiceId: draft._id, token, call, pub, checkout, deliver, paymentsOf, receipts, shopNotes, staffPay };
}

const sessionOf = (url: string) => url.replace('https://checkout.stripe.com/c/pay/', '');
const completed = (object: unknown, id: string, account: string) => signedEvent({ id, type: 'checkout.session.completed', account, object }, CONNECT_WEBHOOK_SECRET);

describe('issue 25 item 5: paying an invoice’s balance on the shop’s own Stripe account', () => {
  it('opens one Checkout session on the connected account for exactly the balance (two tabs share it); duplicate, concurrent and out-of-order events record it once, with one receipt and one notification', async () => {
    const t = await shopWithInvoice('stripe');
    const fake = t.fake!;
    const view = (await body<{ data: PublicInvoiceDto }>(await t.pub())).data;
    expect(view).toMatchObject({ balanceDue: TOTAL, payOnline: true });
    expect(((await (await t.call('GET', `/${t.invoiceId}`)).json()) as Detail).data.payOnline).toBe(true);

    // Two tabs press Pay at once: one session at Stripe, on the shop's account (a direct charge), for the balance.
    const [a, b] = await Promise.all([t.checkout(), t.checkout()]);
    expect(a).toBe(b);
    const creates = fake.received.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(new Set(creates.map((r) => r.headers['idempotency-key']))).toEqual(new Set([`wrapsmith_invoice_${t.invoiceId}_1_${TOTAL}`]));
    expect(creates.every((r) => r.headers['stripe-account'] === t.accountId)).toBe(true);
    expect(creates[0]?.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': String(TOTAL),
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Invoice INV-0001 — Invoice Wraps',
      'metadata[invoiceId]': t.invoiceId,
      'metadata[attempt]': '1',
      'payment_intent_data[metadata][invoiceId]': t.invoiceId,
      success_url: `${PUBLIC}/pay-invoice?token=${t.token}&payment=return`,
      cancel_url: `${PUBLIC}/pay-invoice?token=${t.token}`,
      customer_email: 'dana@example.com',
    });
    expect(await t.checkout()).toBe(a);
    expect(fake.received.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')).toHaveLength(creates.length);

    const sessionId = sessionOf(a);
    fake.pay(sessionId);
    // payment_intent.succeeded first (out of order), then checkout.session.completed five times at once, then again.
    const intent = signedEvent(
      {
        id: 'evt_pi_1',
        type: 'payment_intent.succeeded',
        account: t.accountId,
        object: { id: `pi_${sessionId}`, object: 'payment_intent', amount: TOTAL, amount_received: TOTAL, currency: 'usd', status: 'succeeded', metadata: { invoiceId: t.invoiceId, attempt: '1' } },
      },
      CONNECT_WEBHOOK_SECRET,
    );
    expect(await t.deliver(intent)).toBe('applied');
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => t.deliver(completed(fake.sessionEventObject(sessionId), 'evt_cs_1', t.accountId))));
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await t.deliver(completed(fake.sessionEventObject(sessionId), 'evt_cs_2', t.accountId))).toBe('duplicate');
    // Back from Checkout, the return page asks Stripe too: paid, nothing more recorded.
    const verified = (await body<{ data: PublicInvoiceDto }>(await t.pub('/verify', { method: 'POST' }))).data;
    expect(verified).toMatchObject({ status: 'paid', balanceDue: 0, payOnline: false });

    expect(await t.paymentsOf()).toMatchObject([{ method: 'card_online', amount: TOTAL, reference: `pi_${sessionId}` }]);
    const receipts = await t.receipts();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('$3,750.50');
    expect(receipts[0]?.text).toContain('Card online');
    expect((await t.shopNotes()).map((n) => n.title)).toEqual(['Invoice INV-0001 paid online: Dana Reyes']);
    // Paid: no more paying.
    const again = await t.pub('/checkout', { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await body<ErrorBody>(again)).error.message).toBe('This invoice is paid: there is no balance to pay.');
  });

  it('concurrent first deliveries and the return page racing them record the payment once', async () => {
    const t = await shopWithInvoice('stripe');
    const fake = t.fake!;
    const sessionId = sessionOf(await t.checkout());
    fake.pay(sessionId);
    const results = await Promise.all([
      ...[1, 2, 3, 4].map((i) => t.deliver(completed(fake.sessionEventObject(sessionId), `evt_cs_${i}`, t.accountId))),
      (async () => (await t.pub('/verify', { method: 'POST' })).status)(),
    ]);
    expect(results.slice(0, 4).filter((o) => o === 'applied').length).toBeLessThanOrEqual(1);
    expect(results[4]).toBe(200);
    expect(await t.paymentsOf()).toHaveLength(1);
    expect(await t.receipts()).toHaveLength(1);
    expect(await t.shopNotes()).toHaveLength(1);
    expect((((await (await t.call('GET', `/${t.invoiceId}`)).json()) as Detail).data).status).toBe('paid');
  });

  it('a staff payment meanwhile closes the open session; the next one asks the new balance; a late payment of the old one is recorded and flagged overpaid', async () => {
    const t = await shopWithInvoice('stripe');
    const fake = t.fake!;
    const first = sessionOf(await t.checkout());
    expect((await t.staffPay(100000, 'cash-meanwhile-1')).status).toBe(201);
    // The session for the old balance is expired at Stripe, on the shop's account.
    const expire = fake.received.find((r) => r.path === `/v1/checkout/sessions/${first}/expire`);
    expect(expire?.headers['stripe-account']).toBe(t.accountId);
    const second = sessionOf(await t.checkout());
    expect(second).not.toBe(first);
    const creates = fake.received.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(creates.at(-1)?.params['line_items[0][price_data][unit_amount]']).toBe(String(TOTAL - 100000));
    expect(creates.at(-1)?.headers['idempotency-key']).toBe(`wrapsmith_invoice_${t.invoiceId}_2_${TOTAL - 100000}`);
    const rows = await t.deps.db.select().from(invoiceCheckouts).where(eq(invoiceCheckouts.invoiceId, t.invoiceId));
    expect(rows.map((r) => [r.attempt, r.amount, r.status]).sort()).toEqual([
      [1, TOTAL, 'expired'],
      [2, TOTAL - 100000, 'open'],
    ]);

    // A stale tab had paid the first session before it closed: money taken, so recorded, above the balance.
    const stale = { ...fake.sessionEventObject(first), status: 'complete', payment_status: 'paid', payment_intent: `pi_${first}`, url: null };
    expect(await t.deliver(completed(stale, 'evt_stale', t.accountId))).toBe('applied');
    const detail = ((await (await t.call('GET', `/${t.invoiceId}`)).json()) as Detail).data;
    expect(detail).toMatchObject({ status: 'paid', amountPaid: TOTAL + 100000, balanceDue: -100000 });
    const notes = await t.shopNotes();
    expect(notes.map((n) => n.title)).toEqual(['Invoice INV-0001 overpaid online: Dana Reyes']);
    expect(notes[0]?.body).toBe('$3,750.50 received by card, $1,000.00 more than was due: refund the difference from your Stripe dashboard.');
  });

  it('ignores and writes nothing for an event of another account, another amount or currency, or an unknown invoice', async () => {
    const t = await shopWithInvoice('stripe');
    const fake = t.fake!;
    const sessionId = sessionOf(await t.checkout());
    fake.pay(sessionId);
    const paid = fake.sessionEventObject(sessionId);
    const before = await dbSnapshot(t.deps);
    expect(await t.deliver(completed(paid, 'evt_other_account', 'acct_someone_else'))).toBe('ignored');
    expect(await t.deliver(completed({ ...paid, amount_total: 100 }, 'evt_amount', t.accountId))).toBe('ignored');
    expect(await t.deliver(completed({ ...paid, currency: 'eur' }, 'evt_currency', t.accountId))).toBe('ignored');
    expect(await t.deliver(completed({ ...paid, id: 'cs_test_unknown', metadata: { invoiceId: 'inv_unknown', attempt: '1' } }, 'evt_unknown', t.accountId))).toBe('ignored');
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(await t.deliver(completed(paid, 'evt_ok', t.accountId))).toBe('applied');
  });

  it('bad input is a clear 4xx and writes nothing: an unknown link, a void invoice, a shop without a connected account', async () => {
    const t = await shopWithInvoice('stripe');
    const before = await dbSnapshot(t.deps);
    const unknown = await t.app.request(`/api/v1/public/invoice/${'0'.repeat(64)}/checkout`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await body<ErrorBody>(unknown)).error.message).toBe('This invoice link is not valid. Ask the shop for a new one.');
    expect((await t.app.request('/api/v1/public/invoice/not-a-token/checkout', { method: 'POST' })).status).toBe(400);
    expect((await t.app.request(`/api/v1/public/invoice/${'0'.repeat(64)}/verify`, { method: 'POST' })).status).toBe(404);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(t.fake?.received.filter((r) => r.path === '/v1/checkout/sessions')).toEqual([]);

    // Void: not payable, and a session opened before the void is closed.
    await t.checkout();
    expect((await t.call('POST', `/${t.invoiceId}/void`)).status).toBe(200);
    expect((await t.deps.db.select().from(invoiceCheckouts)).map((r) => r.status)).toEqual(['expired']);
    const afterVoid = await dbSnapshot(t.deps);
    const voided = await t.pub('/checkout', { method: 'POST' });
    expect(voided.status).toBe(409);
    expect((await body<ErrorBody>(voided)).error.message).toBe('This invoice was cancelled by the shop and is not payable.');
    expect((await body<{ data: PublicInvoiceDto }>(await t.pub())).data.payOnline).toBe(false);
    expect(await dbSnapshot(t.deps)).toEqual(afterVoid);

    // A shop that has not connected its account: the page offers no online payment and the API refuses it.
    const unconnected = await shopWithInvoice('stripe', { connect: false });
    expect((await body<{ data: PublicInvoiceDto }>(await unconnected.pub())).data.payOnline).toBe(false);
    const snapshot = await dbSnapshot(unconnected.deps);
    const refused = await unconnected.pub('/checkout', { method: 'POST' });
    expect(refused.status).toBe(409);
    expect((await body<ErrorBody>(refused)).error.message).toBe('Invoice Wraps does not take online payments yet: contact them to pay the balance.');
    expect(await dbSnapshot(unconnected.deps)).toEqual(snapshot);
  });
});

describe('issue 25 item 5: paying the balance on the offline test page (no Stripe keys)', () => {
  it('sends the customer to the offline page; Pay from two tabs records it once, with one receipt; a changed balance is refused and nothing written', async () => {
    const t = await shopWithInvoice('offline');
    expect((await body<{ data: PublicInvoiceDto }>(await t.pub())).data.payOnline).toBe(true);
    const [a, b] = await Promise.all([t.checkout(), t.checkout()]);
    expect(a).toBe(b);
    expect(a).toMatch(new RegExp(`^${PUBLIC}/invoice/pay\\?token=${t.token}&session=dcs_local_\\w+$`));
    const session = new URL(a).searchParams.get('session') ?? '';
    const local = (await body<{ data: LocalInvoicePaymentDto }>(await t.pub(`/local?session=${session}`))).data;
    expect(local).toMatchObject({ shopName: 'Invoice Wraps', number: 'INV-0001', amountMinor: TOTAL, currency: 'USD', status: 'open', returnUrl: `${PUBLIC}/pay-invoice?token=${t.token}&payment=return` });
    // Another invoice's link with this session, or a made-up session: not found.
    expect((await t.pub('/local?session=dcs_local_AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);

    // The staff take cash meanwhile: this page's amount is no longer the balance; refused, nothing recorded.
    expect((await t.staffPay(50, 'cash-meanwhile-2')).status).toBe(201);
    const before = (await t.paymentsOf()).length;
    const stale = await t.pub('/local/pay', json('POST', { session }));
    expect(stale.status).toBe(409);
    expect((await t.paymentsOf()).length).toBe(before);

    const fresh = new URL(await t.checkout()).searchParams.get('session') ?? '';
    expect(fresh).not.toBe(session);
    const pays = await Promise.all([0, 1].map(() => t.pub('/local/pay', json('POST', { session: fresh }))));
    for (const res of pays) {
      expect(res.status).toBe(200);
      expect((await body<{ data: { redirectUrl: string } }>(res)).data.redirectUrl).toBe(`${PUBLIC}/pay-invoice?token=${t.token}&payment=return`);
    }
    expect((await t.paymentsOf()).map((p) => [p.method, p.amount]).sort()).toEqual([
      ['card_online', TOTAL - 50],
      ['cash', 50],
    ]);
    expect(await t.receipts()).toHaveLength(2);
    expect((await t.shopNotes()).map((n) => n.title)).toEqual(['Invoice INV-0001 paid online: Dana Reyes']);
    expect((await body<{ data: PublicInvoiceDto }>(await t.pub())).data).toMatchObject({ status: 'paid', balanceDue: 0, payOnline: false });
  });
});
