// Paying an invoice's balance online through its link (issue 25 item 5, decision 087 "Paying the balance online"):
// a Checkout session on the shop's own account (Stripe Connect, a direct charge like deposits, decision 084; or the
// offline test page) for exactly the balance, one per invoice and attempt so two tabs share it, replaced when the
// balance changed; the payment recorded once per provider reference by recordOnlinePayment, whoever reports it
// (the Connect webhook in any order and as often as it comes, the return page, the offline page).
import { INVOICE_MESSAGES, ONLINE_PAYMENT_MESSAGES, belowStripeMinimumMessage, formatMinor, meetsStripeMinimum } from '@wrapsmith/core';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, invoiceCheckouts, invoices, shops, type Invoice, type InvoiceCheckout } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { customerLocale, type CustomerContact } from '../customer-language/index.ts';
import { connectedAccountOf, depositsUnavailable, type ConnectEvent, type DepositContext } from '../deposits/index.ts';
import { notify } from '../notifications/index.ts';
import { balanceOf, invoiceByToken, recordOnlinePayment, settingsOf, type RecordedPayment } from './invoices.ts';

/** A session is handed out again only while it has at least this long to live. */
const REUSE_MARGIN_MS = 60_000;

export type OnlineOutcome = 'applied' | 'duplicate' | 'ignored';

export interface OnlinePayment {
  accountId: string;
  sessionId: string | null;
  paymentIntentId: string;
  invoice: { invoiceId: string; attempt: number } | null;
  amountMinor: number;
  currency: string;
}

const invoiceUrl = (ctx: DepositContext, token: string, extra = '') => `${ctx.publicUrl}/pay-invoice?token=${token}${extra}`;

async function shopNameOf(db: DbOrTx, shopId: string): Promise<string> {
  return (await firstRow(db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId))))?.name ?? 'The shop';
}

async function byToken(ctx: DepositContext, token: string): Promise<Invoice> {
  const invoice = await invoiceByToken(ctx.db, token);
  if (!invoice) throw notFound(INVOICE_MESSAGES.linkNotFound);
  return invoice;
}

/** The customer can pay the balance online now: not void, a balance due, and the shop's account connected. */
export async function canPayOnline(ctx: Pick<DepositContext, 'db' | 'deposits'>, invoice: Invoice): Promise<boolean> {
  if (invoice.status === 'void' || invoice.status === 'draft' || balanceOf(invoice) <= 0) return false;
  if (!meetsStripeMinimum(balanceOf(invoice), invoice.currency)) return false;
  return (await connectedAccountOf(ctx, invoice.shopId)) !== null;
}

/**
 * Why the balance cannot be paid by card although the shop takes online payments: under Stripe's minimum charge for
 * the currency (decision 088). Null when nothing stands in the way (or nothing is due).
 */
export function onlinePaymentNote(invoice: Invoice, locale: string): string | null {
  const balance = invoice.status === 'void' ? 0 : balanceOf(invoice);
  if (balance <= 0 || meetsStripeMinimum(balance, invoice.currency)) return null;
  return belowStripeMinimumMessage('balance', balance, invoice.currency, locale);
}

/** Whether the shop takes online payments through its invoices' links (the staff's view, whatever the balance). */
export async function shopPaysOnline(ctx: Pick<DepositContext, 'db' | 'deposits'>, shopId: string): Promise<boolean> {
  return (await connectedAccountOf(ctx, shopId)) !== null;
}

/**
 * Closes the invoice's open sessions that can no longer be paid: every one but `keep`, or (`unlessAmount`) those not
 * for that amount. Each is marked expired by a conditional update (once), then expired at the provider, so a tab
 * left open on it cannot charge a stale balance.
 */
export async function expireCheckouts(ctx: DepositContext, invoiceId: string, options: { keep?: string; unlessAmount?: number } = {}): Promise<void> {
  const open = await ctx.db.select().from(invoiceCheckouts).where(and(eq(invoiceCheckouts.invoiceId, invoiceId), eq(invoiceCheckouts.status, 'open')));
  for (const row of open) {
    if (row.id === options.keep || (options.unlessAmount !== undefined && row.amount === options.unlessAmount)) continue;
    const closed = await firstRow(ctx.db
      .update(invoiceCheckouts)
      .set({ status: 'expired', updatedAt: ctx.now() })
      .where(and(eq(invoiceCheckouts.id, row.id), eq(invoiceCheckouts.status, 'open')))
      .returning());
    if (closed && closed.provider === ctx.deposits.name) {
      await ctx.deposits.expireCheckout(closed.accountId, closed.sessionId).catch((err: unknown) => ctx.log.error(`[invoices] could not expire session ${closed.sessionId}`, err));
    }
  }
}

/** After a staff payment or a void: a session opened for the old balance is closed (the balance is what is left now). */
export async function balanceChanged(ctx: DepositContext, invoice: Invoice): Promise<void> {
  const balance = invoice.status === 'void' ? 0 : balanceOf(invoice);
  await expireCheckouts(ctx, invoice.id, balance > 0 ? { unlessAmount: balance } : {});
}

/**
 * POST /public/invoice/:token/checkout: where to pay the balance. The open session for exactly the balance if there
 * is one; else a new one (attempt + 1) on the shop's account, for the balance now, and the sessions before it
 * closed. Two tabs at once send the same idempotency key (invoice, attempt and amount), so Stripe opens one session,
 * and the unique (invoice, attempt) records it once.
 */
export async function invoiceCheckout(ctx: DepositContext, token: string): Promise<{ url: string }> {
  const invoice = await byToken(ctx, token);
  if (invoice.status === 'void') throw conflict(ONLINE_PAYMENT_MESSAGES.void);
  const balance = balanceOf(invoice);
  if (balance <= 0) throw conflict(ONLINE_PAYMENT_MESSAGES.paid);
  // Under Stripe's minimum charge: refused before any session is opened (decision 088).
  if (!meetsStripeMinimum(balance, invoice.currency)) throw conflict(belowStripeMinimumMessage('balance', balance, invoice.currency));
  if (ctx.deposits.name === 'none') throw depositsUnavailable();
  const shopName = await shopNameOf(ctx.db, invoice.shopId);
  const accountId = await connectedAccountOf(ctx, invoice.shopId);
  if (!accountId) throw conflict(ONLINE_PAYMENT_MESSAGES.notConnected(shopName));
  const at = ctx.now();
  const latest = await firstRow(ctx.db.select().from(invoiceCheckouts).where(eq(invoiceCheckouts.invoiceId, invoice.id)).orderBy(desc(invoiceCheckouts.attempt)).limit(1));
  if (
    latest?.status === 'open' &&
    latest.provider === ctx.deposits.name &&
    latest.accountId === accountId &&
    latest.amount === balance &&
    latest.currency === invoice.currency &&
    latest.expiresAt.getTime() > at.getTime() + REUSE_MARGIN_MS
  ) {
    return { url: latest.url };
  }
  const attempt = (latest?.attempt ?? 0) + 1;
  const checkout = await ctx.deposits.createCheckout({
    accountId,
    reference: invoice.id,
    metadata: { invoiceId: invoice.id, attempt: String(attempt), shopId: invoice.shopId },
    amountMinor: balance,
    currency: invoice.currency,
    description: `Invoice ${invoice.number ?? ''} — ${shopName}`,
    customerEmail: invoice.customerEmail,
    successUrl: invoiceUrl(ctx, token, '&payment=return'),
    cancelUrl: invoiceUrl(ctx, token),
    // The amount is part of the key: an attempt never asks Stripe for two different amounts under one key.
    idempotencyKey: `wrapsmith_invoice_${invoice.id}_${attempt}_${balance}`,
    localPageUrl: (sessionId) => `${ctx.publicUrl}/invoice/pay?token=${token}&session=${sessionId}`,
  });
  const inserted = await firstRow(ctx.db
    .insert(invoiceCheckouts)
    .values({
      id: newId(),
      shopId: invoice.shopId,
      invoiceId: invoice.id,
      attempt,
      provider: ctx.deposits.name as 'stripe' | 'local',
      accountId,
      sessionId: checkout.sessionId,
      url: checkout.url,
      amount: balance,
      currency: invoice.currency,
      expiresAt: checkout.expiresAt,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning());
  if (inserted) {
    await expireCheckouts(ctx, invoice.id, { keep: inserted.id });
    return { url: inserted.url };
  }
  // Another tab recorded this attempt first: its session (Stripe's is the same one; an offline one is theirs).
  const winner = await firstRow(ctx.db.select().from(invoiceCheckouts).where(and(eq(invoiceCheckouts.invoiceId, invoice.id), eq(invoiceCheckouts.attempt, attempt))));
  return { url: winner?.url ?? checkout.url };
}

async function sessionRow(db: DbOrTx, payment: OnlinePayment): Promise<InvoiceCheckout | undefined> {
  if (payment.sessionId) return firstRow(db.select().from(invoiceCheckouts).where(eq(invoiceCheckouts.sessionId, payment.sessionId)));
  if (!payment.invoice) return undefined;
  return firstRow(db.select().from(invoiceCheckouts).where(and(eq(invoiceCheckouts.invoiceId, payment.invoice.invoiceId), eq(invoiceCheckouts.attempt, payment.invoice.attempt))));
}

/**
 * A payment of an invoice's session succeeded. It is recorded only when it is one of our sessions, on the account it
 * was opened on, for the amount and currency it was opened for; then recordOnlinePayment records it once per
 * payment intent (duplicates, out-of-order and concurrent deliveries find it recorded), and in the same transaction
 * the session is marked paid and the shop is told, with the excess to refund when it landed above the balance.
 */
export async function applyOnlinePayment(ctx: DepositContext, payment: OnlinePayment): Promise<{ outcome: OnlineOutcome; result?: RecordedPayment }> {
  const row = await sessionRow(ctx.db, payment);
  if (!row || (payment.invoice && payment.invoice.invoiceId !== row.invoiceId)) {
    ctx.log.info(`[invoices] payment ${payment.paymentIntentId} on ${payment.accountId} is no invoice session of ours; ignored`);
    return { outcome: 'ignored' };
  }
  if (row.accountId !== payment.accountId) {
    ctx.log.warn(`[invoices] payment ${payment.paymentIntentId} came from account ${payment.accountId}, not ${row.accountId} of invoice ${row.invoiceId}; ignored`);
    return { outcome: 'ignored' };
  }
  if (row.amount !== payment.amountMinor || row.currency !== payment.currency) {
    ctx.log.error(`[invoices] payment ${payment.paymentIntentId} of ${payment.amountMinor} ${payment.currency} does not match session ${row.sessionId} of invoice ${row.invoiceId} (${row.amount} ${row.currency}); ignored`);
    return { outcome: 'ignored' };
  }
  const at = ctx.now();
  const result = await recordOnlinePayment(ctx.db, row.invoiceId, payment.amountMinor, payment.paymentIntentId, at, async (tx, recorded) => {
    await tx.update(invoiceCheckouts).set({ status: 'paid', updatedAt: at }).where(eq(invoiceCheckouts.id, row.id));
    const { invoice, overpaid } = recorded;
    const { locale } = await settingsOf(tx, invoice.shopId);
    const money = (amount: number) => formatMinor(amount, invoice.currency, { locale });
    const who = invoice.customerName || invoice.customerEmail || 'Your customer';
    const number = invoice.number ?? 'draft';
    await notify(tx, {
      shopId: invoice.shopId,
      areas: ['prices'],
      title: overpaid > 0 ? `Invoice ${number} overpaid online: ${who}` : `Invoice ${number} paid online: ${who}`,
      body:
        overpaid > 0
          ? `${money(payment.amountMinor)} received by card, ${money(overpaid)} more than was due: refund the difference from your Stripe dashboard.`
          : `${money(payment.amountMinor)} received by card. Balance due: ${money(Math.max(balanceOf(invoice), 0))}.`,
      link: `/invoices/${invoice.id}`,
      at,
    });
  });
  if (result.recorded && result.overpaid > 0) {
    ctx.log.warn(`[invoices] invoice ${row.invoiceId} overpaid by ${result.overpaid} ${row.currency} (payment ${payment.paymentIntentId}): the shop was told to refund it`);
  }
  return { outcome: result.recorded ? 'applied' : 'duplicate', result };
}

/**
 * A verified Connect event, if it is an invoice's: a payment whose metadata names an invoice, or the expiry of one
 * of the invoices' sessions. Null: not an invoice's event (a deposit's, or none of ours): deposits handle it.
 */
export async function handleInvoiceConnectEvent(ctx: DepositContext, event: ConnectEvent): Promise<{ outcome: OnlineOutcome; result?: RecordedPayment } | null> {
  if (event.type === 'payment.succeeded' && event.invoice) return applyOnlinePayment(ctx, event);
  if (event.type === 'checkout.expired') {
    const row = await firstRow(ctx.db.select().from(invoiceCheckouts).where(eq(invoiceCheckouts.sessionId, event.sessionId)));
    if (!row) return null;
    const expired = await firstRow(ctx.db
      .update(invoiceCheckouts)
      .set({ status: 'expired', updatedAt: ctx.now() })
      .where(and(eq(invoiceCheckouts.id, row.id), eq(invoiceCheckouts.accountId, event.accountId), eq(invoiceCheckouts.status, 'open')))
      .returning());
    return { outcome: expired ? 'applied' : 'ignored' };
  }
  return null;
}

/**
 * POST /public/invoice/:token/verify: back from Checkout, asks the provider about the invoice's open sessions and
 * records a paid one as the webhook would. The answer's invoice is read afterwards.
 */
export async function verifyInvoicePayment(ctx: DepositContext, token: string): Promise<{ invoice: Invoice; results: RecordedPayment[] }> {
  const invoice = await byToken(ctx, token);
  const open = await ctx.db
    .select()
    .from(invoiceCheckouts)
    .where(and(eq(invoiceCheckouts.invoiceId, invoice.id), eq(invoiceCheckouts.status, 'open'), eq(invoiceCheckouts.provider, ctx.deposits.name === 'stripe' ? 'stripe' : 'local')))
    .orderBy(desc(invoiceCheckouts.attempt))
    .limit(3);
  const results: RecordedPayment[] = [];
  for (const row of open) {
    const state = await ctx.deposits.sessionState(row.accountId, row.sessionId);
    if (!state?.paid || !state.paymentIntentId || state.amountMinor === null || !state.currency) continue;
    const { result } = await applyOnlinePayment(ctx, {
      accountId: row.accountId,
      sessionId: row.sessionId,
      paymentIntentId: state.paymentIntentId,
      invoice: { invoiceId: row.invoiceId, attempt: row.attempt },
      amountMinor: state.amountMinor,
      currency: state.currency,
    });
    if (result) results.push(result);
  }
  const now = await firstRow(ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id)));
  return { invoice: now ?? invoice, results };
}

// ---- the offline test page (no Stripe keys): what Checkout and its webhook do, without a card

async function localSession(ctx: DepositContext, token: string, sessionId: string): Promise<{ invoice: Invoice; row: InvoiceCheckout }> {
  const invoice = await byToken(ctx, token);
  const row =
    ctx.deposits.name === 'local'
      ? await firstRow(ctx.db.select().from(invoiceCheckouts).where(and(eq(invoiceCheckouts.sessionId, sessionId), eq(invoiceCheckouts.invoiceId, invoice.id), eq(invoiceCheckouts.provider, 'local'))))
      : undefined;
  if (!row) throw notFound(ONLINE_PAYMENT_MESSAGES.sessionNotFound);
  return { invoice, row };
}

const stateOf = (ctx: DepositContext, row: InvoiceCheckout): InvoiceCheckout['status'] =>
  row.status === 'open' && row.expiresAt.getTime() <= ctx.now().getTime() ? 'expired' : row.status;

/** GET /public/invoice/:token/local: what the offline payment page shows. */
export async function localInvoiceView(ctx: DepositContext, token: string, sessionId: string) {
  const { invoice, row } = await localSession(ctx, token, sessionId);
  return {
    sessionId,
    shopName: await shopNameOf(ctx.db, invoice.shopId),
    number: invoice.number ?? '',
    amountMinor: row.amount,
    currency: row.currency,
    status: stateOf(ctx, row),
    returnUrl: invoiceUrl(ctx, token, '&payment=return'),
    locale: await invoiceCustomerLocale(ctx.db, invoice),
  };
}

/** The language of the invoice's customer (decision 100): their booking's person, else the invoice's email. */
async function invoiceCustomerLocale(db: DbOrTx, invoice: Invoice) {
  const booking = invoice.bookingId ? await firstRow(db.select({ id: bookings.id, email: bookings.email, phone: bookings.phone }).from(bookings).where(eq(bookings.id, invoice.bookingId))) : undefined;
  const contacts: CustomerContact[] = [{ email: invoice.customerEmail, phone: null }];
  if (booking) contacts.push(booking);
  return customerLocale(db, invoice.shopId, contacts);
}

/**
 * POST /public/invoice/:token/local/pay: what Stripe does when the card goes through. Twice (two tabs, a double
 * click) records it once. A session whose amount is no longer the balance (staff recorded a payment meanwhile) is
 * closed and refused: the customer goes back and pays the balance as it is.
 */
export async function payLocalInvoice(ctx: DepositContext, token: string, sessionId: string): Promise<{ redirectUrl: string; result?: RecordedPayment }> {
  const { invoice, row } = await localSession(ctx, token, sessionId);
  const redirectUrl = invoiceUrl(ctx, token, '&payment=return');
  if (row.status === 'paid') return { redirectUrl };
  if (stateOf(ctx, row) === 'expired') throw conflict(ONLINE_PAYMENT_MESSAGES.sessionExpired);
  if (invoice.status === 'void') throw conflict(ONLINE_PAYMENT_MESSAGES.void);
  if (row.amount !== balanceOf(invoice) || row.currency !== invoice.currency) {
    await expireCheckouts(ctx, invoice.id, { unlessAmount: balanceOf(invoice) });
    throw conflict(balanceOf(invoice) <= 0 ? ONLINE_PAYMENT_MESSAGES.paid : ONLINE_PAYMENT_MESSAGES.balanceChanged);
  }
  const { result } = await applyOnlinePayment(ctx, {
    accountId: row.accountId,
    sessionId: row.sessionId,
    paymentIntentId: `pi_local_${row.sessionId.slice('dcs_local_'.length)}`,
    invoice: { invoiceId: row.invoiceId, attempt: row.attempt },
    amountMinor: row.amount,
    currency: row.currency,
  });
  return result ? { redirectUrl, result } : { redirectUrl };
}
