// Deposits on acceptance, paid to the shop's own account (issue 25 item 4, decision 084): connecting the account,
// the shop's deposit settings and a quote's own rule, asking the deposit when a quote is accepted, applying a payment
// exactly once (webhook, the return page, the offline page, in any order and as often as they come), cancelling and
// refunding. Amounts are integer minor units of the shop's currency (shops.currency, decision 082).
import {
  BOOKING_MESSAGES,
  DEPOSIT_MESSAGES,
  DEPOSIT_MONEY,
  quoteDepositFor,
  belowStripeMinimumMessage,
  meetsStripeMinimum,
  isQuoteExpired,
  refundAllowed,
  refundPolicyText,
  type QuoteDepositRule,
  type DepositOverrideInput,
  type DepositSettingsInput,
} from '@wrapsmith/core';
import type { BookingDepositDto, DepositDto, PaymentsDto, PublicDepositDto } from '@wrapsmith/core/contract';
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { billingEvents, bookings, depositOverrides, deposits, shopPayments, shops, type Booking, type Deposit, type ShopPayments } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { newId, sha256 } from '../../lib/crypto.ts';
import { ApiError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { loadQuote } from '../bookings/quote-options.ts';
import { customerLocale } from '../customer-language/index.ts';
import { shopCurrency } from '../prices/index.ts';
import { enqueueWebhookEvent } from '../api-access/webhooks.ts';
import { emitCustomerEvent, scheduleReminder, shopAlert } from '../customer-notify/emit.ts';
import type { ConnectEvent, DepositProvider } from './types.ts';

export interface DepositContext {
  db: Db;
  deposits: DepositProvider;
  /** What the environment runs deposits on (the billing mode: decision 084 reuses BILLING=offline). */
  mode: 'stripe' | 'offline' | 'unavailable';
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  log: Logger;
  now: () => Date;
}

export const depositsUnavailable = () => new ApiError(503, 'BILLING_UNAVAILABLE', DEPOSIT_MESSAGES.unavailable);

/**
 * The quote's total in integer minor units: the ONE place the deposit's base is read. The quote's options are priced
 * by priceDocument (issue 25 item 3): the accepted option's total, else (before the customer picks) the smallest
 * option's, so a deposit asked in advance fits whichever option is picked; null when the quote has no price or is
 * in another currency than the deposit.
 */
export async function quoteTotalMinor(db: DbOrTx, booking: Booking, currency: string): Promise<number | null> {
  const quote = await loadQuote(db, booking, { id: booking.shopId, currency });
  if (quote.currency !== currency || quote.options.length === 0) return null;
  const accepted = quote.accepted && quote.options.find((o) => o.id === quote.accepted?.optionId);
  if (accepted) return accepted.totals.total;
  return Math.min(...quote.options.map((o) => o.totals.total));
}

const DEFAULT_SETTINGS = {
  provider: null,
  accountId: null,
  chargesEnabled: false,
  detailsSubmitted: false,
  depositsEnabled: false,
  depositKind: 'percent',
  depositPercent: 25,
  depositAmountMinor: null,
  refundPolicy: 'full_until',
  refundDays: 7,
} as const satisfies Partial<ShopPayments>;

type Settings = Pick<ShopPayments, keyof typeof DEFAULT_SETTINGS>;

async function settingsOf(db: DbOrTx, shopId: string): Promise<Settings> {
  return (await firstRow(db.select().from(shopPayments).where(forShop(shopId).where(shopPayments)))) ?? DEFAULT_SETTINGS;
}

/** The shop's account counts as connected when it is of the provider running now and can take charges. */
const connectedFor = (ctx: Pick<DepositContext, 'deposits'>, s: Settings): boolean =>
  s.provider !== null && s.provider === ctx.deposits.name && s.accountId !== null && s.chargesEnabled;

/**
 * The shop's account that takes payments now (the same rule as deposits: of the provider running, able to take
 * charges), or null. The pay-the-balance link pays invoices to it (decision 087).
 */
export async function connectedAccountOf(ctx: Pick<DepositContext, 'db' | 'deposits'>, shopId: string): Promise<string | null> {
  const settings = await settingsOf(ctx.db, shopId);
  return connectedFor(ctx, settings) ? settings.accountId : null;
}

function toPaymentsDto(ctx: DepositContext, s: Settings, currency: string): PaymentsDto {
  return {
    account: {
      mode: ctx.mode,
      connected: connectedFor(ctx, s),
      provider: s.provider,
      accountId: s.accountId,
      chargesEnabled: s.chargesEnabled,
      detailsSubmitted: s.detailsSubmitted,
    },
    settings: {
      depositsEnabled: s.depositsEnabled,
      depositKind: s.depositKind,
      depositPercent: s.depositPercent,
      depositAmountMinor: s.depositAmountMinor,
      refundPolicy: s.refundPolicy,
      refundDays: s.refundDays,
      currency,
    },
  };
}

/** GET /user/payments. */
export async function paymentsOf(ctx: DepositContext, shopId: string): Promise<PaymentsDto> {
  return toPaymentsDto(ctx, await settingsOf(ctx.db, shopId), await shopCurrency(ctx.db, shopId));
}

/** Writes the shop's row (created on first use) with `values`. */
async function upsertSettings(db: DbOrTx, shopId: string, values: Partial<ShopPayments>, at: Date): Promise<void> {
  await db
    .insert(shopPayments)
    .values({ ...DEFAULT_SETTINGS, ...values, shopId, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: shopPayments.shopId, set: { ...values, updatedAt: at } });
}

/** PUT /user/payments/settings. Deposits can be turned on only with an account that takes charges. */
export async function saveSettings(ctx: DepositContext, shopId: string, input: DepositSettingsInput): Promise<PaymentsDto> {
  const current = await settingsOf(ctx.db, shopId);
  if (input.depositsEnabled && !connectedFor(ctx, current)) throw conflict(DEPOSIT_MESSAGES.notConnected);
  if (input.depositKind === 'amount' && input.depositAmountMinor != null) {
    const currency = await shopCurrency(ctx.db, shopId);
    if (!meetsStripeMinimum(input.depositAmountMinor, currency)) throw badRequest(belowStripeMinimumMessage('deposit', input.depositAmountMinor, currency));
  }
  await upsertSettings(ctx.db, shopId, input, ctx.now());
  return paymentsOf(ctx, shopId);
}

/**
 * POST /user/payments/connect (owner only): makes the shop's connected account once (Stripe: a Standard account, with
 * an idempotency key per shop so a double click makes one) and answers the onboarding page; the offline adapter's
 * test account is ready at once and its "onboarding" is the return address.
 */
export async function connectAccount(ctx: DepositContext, shop: { id: string; name: string }, email: string): Promise<{ url: string }> {
  if (ctx.deposits.name === 'none') throw depositsUnavailable();
  const returnUrl = `${ctx.publicUrl}/settings/payments?connected=1`;
  let current = await settingsOf(ctx.db, shop.id);
  if (current.provider !== ctx.deposits.name || !current.accountId) {
    const account = await ctx.deposits.createAccount({ shopId: shop.id, email, shopName: shop.name });
    try {
      await upsertSettings(ctx.db, shop.id, { provider: ctx.deposits.name, accountId: account.accountId, chargesEnabled: account.chargesEnabled, detailsSubmitted: account.detailsSubmitted, accountEventAt: null }, ctx.now());
    } catch (err) {
      // Two clicks at once: Stripe answered both with the same account (one idempotency key), and PostgreSQL refuses
      // the second insert on the account's unique index while the first commits. The account is stored: go on.
      if (!isUniqueViolation(err)) throw err;
    }
    ctx.log.info(`[deposits] shop ${shop.id} connected ${ctx.deposits.name} account ${account.accountId}`);
    current = await settingsOf(ctx.db, shop.id);
  }
  const url = await ctx.deposits.onboardingUrl(current.accountId ?? '', { refreshUrl: `${ctx.publicUrl}/settings/payments?refresh=1`, returnUrl });
  return { url };
}

/** POST /user/payments/connect/refresh: Stripe's answer now (after onboarding), newer than any event sent before it. */
export async function refreshAccount(ctx: DepositContext, shopId: string): Promise<PaymentsDto> {
  const current = await settingsOf(ctx.db, shopId);
  if (current.accountId && current.provider === ctx.deposits.name) {
    const state = await ctx.deposits.accountState(current.accountId);
    await upsertSettings(ctx.db, shopId, { ...state, accountEventAt: ctx.now() }, ctx.now());
  }
  return paymentsOf(ctx, shopId);
}

/**
 * POST /user/payments/disconnect (owner only, decision 088): Wrapsmith forgets the shop's account. A Standard account
 * is the shop's own: the platform cannot delete it (Stripe deletes only accounts whose negative balances the platform
 * carries) and deauthorizing is for OAuth-connected accounts, which ours are not (created through the API, onboarded
 * by Account Links). So the account is forgotten here: deposits are turned off, no new deposit or balance payment
 * page is opened on it, the deposit sessions still open are closed (at the provider too), and paid deposits and
 * payments stay recorded with the account they were paid to. The owner removes Wrapsmith from the account in their
 * own Stripe dashboard if they want it gone there as well; connecting again makes or finds the account again.
 */
export async function disconnectAccount(ctx: DepositContext, shopId: string): Promise<PaymentsDto> {
  const current = await settingsOf(ctx.db, shopId);
  if (!current.accountId) throw conflict(DEPOSIT_MESSAGES.notConnectedToDisconnect);
  const accountId = current.accountId;
  const at = ctx.now();
  const open = await transaction(ctx.db, async (tx) => {
    await tx
      .update(shopPayments)
      .set({ provider: null, accountId: null, chargesEnabled: false, detailsSubmitted: false, depositsEnabled: false, accountEventAt: null, updatedAt: at })
      .where(forShop(shopId).where(shopPayments));
    const due = await tx.select().from(deposits).where(forShop(shopId).where(deposits, eq(deposits.accountId, accountId), eq(deposits.status, 'pending')));
    if (due.length > 0) {
      await tx
        .update(deposits)
        .set({ status: 'expired', sessionId: null, checkoutUrl: null, sessionExpiresAt: null, updatedAt: at })
        .where(inArray(deposits.id, due.map((d) => d.id)));
    }
    return due;
  });
  for (const d of open) {
    if (d.sessionId && d.provider === ctx.deposits.name) {
      await ctx.deposits.expireCheckout(d.accountId, d.sessionId).catch((err: unknown) => ctx.log.error(`[deposits] could not expire session ${d.sessionId} on disconnect`, err));
    }
  }
  ctx.log.info(`[deposits] shop ${shopId} disconnected ${current.provider ?? ''} account ${accountId}`);
  return paymentsOf(ctx, shopId);
}

// ---- a quote's deposit

async function overrideOf(db: DbOrTx, shopId: string, bookingId: string) {
  return firstRow(db.select().from(depositOverrides).where(forShop(shopId).where(depositOverrides, eq(depositOverrides.bookingId, bookingId))));
}

function ruleOf(settings: Settings, override: { kind: string; percent: number | null; amountMinor: number | null } | undefined): QuoteDepositRule {
  if (override && override.kind !== 'shop') {
    if (override.kind === 'percent' && override.percent !== null) return { kind: 'percent', percent: override.percent };
    if (override.kind === 'amount' && override.amountMinor !== null) return { kind: 'amount', amountMinor: override.amountMinor };
    return { kind: 'none' };
  }
  if (!settings.depositsEnabled) return { kind: 'none' };
  if (settings.depositKind === 'amount' && settings.depositAmountMinor !== null) return { kind: 'amount', amountMinor: settings.depositAmountMinor };
  return { kind: 'percent', percent: settings.depositPercent };
}

/** The deposit the rule asks of this booking before Stripe's floor: null without a connected account, a rule or a total. */
async function ruleDeposit(ctx: Pick<DepositContext, 'db' | 'deposits'>, booking: Booking): Promise<{ amountMinor: number; currency: string; settings: Settings } | null> {
  const settings = await settingsOf(ctx.db, booking.shopId);
  if (!connectedFor(ctx, settings)) return null;
  const currency = await shopCurrency(ctx.db, booking.shopId);
  const amountMinor = quoteDepositFor(ruleOf(settings, await overrideOf(ctx.db, booking.shopId, booking.id)), (await quoteTotalMinor(ctx.db, booking, currency)));
  return amountMinor === null ? null : { amountMinor, currency, settings };
}

/**
 * The deposit accepting this booking asks for now: none without a connected account, a rule or a total, and none
 * when it would be under Stripe's minimum charge (a card payment of it would fail: decision 088; the shop's view
 * says why, see depositNote).
 */
async function expectedDeposit(ctx: Pick<DepositContext, 'db' | 'deposits'>, booking: Booking): Promise<{ amountMinor: number; currency: string; settings: Settings } | null> {
  const rule = await ruleDeposit(ctx, booking);
  return rule && meetsStripeMinimum(rule.amountMinor, rule.currency) ? rule : null;
}

const depositOfBooking = (db: DbOrTx, bookingId: string) => firstRow(db.select().from(deposits).where(eq(deposits.bookingId, bookingId)));

function toDepositDto(d: Deposit): DepositDto {
  return {
    id: d.id,
    status: d.status,
    amountMinor: d.amountMinor,
    currency: d.currency,
    provider: d.provider,
    paymentIntentId: d.paymentIntentId,
    paidAt: d.paidAt?.toISOString() ?? null,
    refundedAt: d.refundedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

async function bookingOfShop(db: DbOrTx, shopId: string, bookingId: string): Promise<Booking> {
  const booking = await firstRow(db.select().from(bookings).where(forShop(shopId).where(bookings, eq(bookings.id, bookingId))));
  if (!booking) throw notFound(BOOKING_MESSAGES.notFound);
  return booking;
}

/** Why this booking's deposit cannot be taken by card, in the shop's words, or null. */
async function depositNote(ctx: Pick<DepositContext, 'db' | 'deposits'>, booking: Booking): Promise<string | null> {
  const rule = await ruleDeposit(ctx, booking);
  if (rule && !meetsStripeMinimum(rule.amountMinor, rule.currency)) return belowStripeMinimumMessage('deposit', rule.amountMinor, rule.currency);
  return null;
}

/** GET /user/payments/bookings/:id. Another shop's booking is not found. */
export async function bookingDeposit(ctx: DepositContext, shopId: string, bookingId: string): Promise<BookingDepositDto> {
  const booking = await bookingOfShop(ctx.db, shopId, bookingId);
  const settings = await settingsOf(ctx.db, shopId);
  const override = await overrideOf(ctx.db, shopId, bookingId);
  const deposit = await depositOfBooking(ctx.db, bookingId);
  const expected = await expectedDeposit(ctx, booking);
  const currency = await shopCurrency(ctx.db, shopId);
  return {
    deposit: deposit ? toDepositDto(deposit) : null,
    override: { kind: override?.kind ?? 'shop', percent: override?.percent ?? null, amountMinor: override?.amountMinor ?? null },
    totalMinor: await quoteTotalMinor(ctx.db, booking, currency),
    currency,
    expectedMinor: expected?.amountMinor ?? null,
    note: await depositNote(ctx, booking),
    refund: { allowed: deposit?.status === 'paid' && refundAllowed(settings, booking.bookingDate, ctx.now()), policy: refundPolicyText(settings) },
  };
}

/**
 * PUT /user/payments/bookings/:id: a quote's own deposit, while the customer has not answered. An amount above the
 * quote's total, or any deposit on a quote without a total, is a 400 and nothing is written.
 */
export async function saveOverride(ctx: DepositContext, shopId: string, bookingId: string, input: DepositOverrideInput): Promise<BookingDepositDto> {
  const booking = await bookingOfShop(ctx.db, shopId, bookingId);
  if (booking.status !== 'quote_sent' && booking.status !== 'pending') throw conflict(DEPOSIT_MESSAGES.overrideLocked);
  const currency = await shopCurrency(ctx.db, shopId);
  const total = await quoteTotalMinor(ctx.db, booking, currency);
  if (input.kind === 'percent' || input.kind === 'amount') {
    if (total === null || total <= 0) throw badRequest(DEPOSIT_MESSAGES.noTotal);
    if (input.kind === 'amount' && (input.amountMinor ?? 0) > total) throw badRequest(DEPOSIT_MESSAGES.aboveTotal(DEPOSIT_MONEY.format(total, currency)));
    const asked = quoteDepositFor(input.kind === 'percent' ? { kind: 'percent', percent: input.percent ?? 0 } : { kind: 'amount', amountMinor: input.amountMinor ?? 0 }, total);
    if (asked !== null && !meetsStripeMinimum(asked, currency)) throw badRequest(belowStripeMinimumMessage('deposit', asked, currency));
  }
  const at = ctx.now();
  const values = {
    kind: input.kind,
    percent: input.kind === 'percent' ? (input.percent ?? null) : null,
    amountMinor: input.kind === 'amount' ? (input.amountMinor ?? null) : null,
    updatedAt: at,
  };
  await ctx.db.insert(depositOverrides).values({ ...values, bookingId, shopId }).onConflictDoUpdate({ target: depositOverrides.bookingId, set: values });
  return bookingDeposit(ctx, shopId, bookingId);
}

/**
 * After the customer accepted: the deposit row of the booking, made once (the unique booking index decides between
 * two callers), or undefined when the quote asks for none. A cancelled or expired one is asked again.
 */
export async function askDeposit(ctx: DepositContext, booking: Booking): Promise<Deposit | undefined> {
  const existing = await depositOfBooking(ctx.db, booking.id);
  if (existing && existing.status !== 'cancelled') return existing;
  const expected = await expectedDeposit(ctx, booking);
  if (!expected) return existing;
  const at = ctx.now();
  const accountId = expected.settings.accountId ?? '';
  if (existing) {
    return (
      (await firstRow(ctx.db
        .update(deposits)
        .set({ status: 'pending', amountMinor: expected.amountMinor, accountId, provider: ctx.deposits.name as 'stripe' | 'local', sessionId: null, checkoutUrl: null, updatedAt: at })
        .where(and(eq(deposits.id, existing.id), eq(deposits.status, 'cancelled')))
        .returning())) ?? depositOfBooking(ctx.db, booking.id)
    );
  }
  await ctx.db
    .insert(deposits)
    .values({
      id: newId(),
      shopId: booking.shopId,
      bookingId: booking.id,
      amountMinor: expected.amountMinor,
      currency: expected.currency,
      provider: ctx.deposits.name as 'stripe' | 'local',
      accountId,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: deposits.bookingId });
  return depositOfBooking(ctx.db, booking.id);
}

const confirmUrl = (ctx: DepositContext, token: string, extra = '') => `${ctx.publicUrl}/confirm-booking?token=${token}${extra}`;

/**
 * The page to pay a due deposit on: the open session's, else a new session. Two tabs asking at once send the
 * provider the same idempotency key (the deposit's next attempt), so they get one session; the conditional update
 * on `attempt` records it once.
 */
export async function openCheckout(ctx: DepositContext, deposit: Deposit, booking: Booking, shopName: string, token: string): Promise<string | null> {
  if (deposit.status !== 'pending' && deposit.status !== 'expired') return null;
  if (deposit.provider !== ctx.deposits.name) throw depositsUnavailable();
  // Under Stripe's minimum charge: refused before any session is opened (decision 088).
  if (!meetsStripeMinimum(deposit.amountMinor, deposit.currency)) throw conflict(belowStripeMinimumMessage('deposit', deposit.amountMinor, deposit.currency));
  // The shop disconnected this account (decision 088): no new payment page on it.
  if ((await connectedAccountOf(ctx, deposit.shopId)) !== deposit.accountId) throw conflict(DEPOSIT_MESSAGES.accountDisconnected);
  const at = ctx.now();
  if (deposit.status === 'pending' && deposit.checkoutUrl && deposit.sessionExpiresAt && deposit.sessionExpiresAt.getTime() > at.getTime() + 60_000) {
    return deposit.checkoutUrl;
  }
  const next = deposit.attempt + 1;
  const checkout = await ctx.deposits.createCheckout({
    accountId: deposit.accountId,
    reference: deposit.id,
    metadata: { depositId: deposit.id, bookingId: deposit.bookingId, shopId: deposit.shopId },
    amountMinor: deposit.amountMinor,
    currency: deposit.currency,
    description: `Deposit — ${shopName}`,
    customerEmail: booking.email,
    successUrl: confirmUrl(ctx, token, '&deposit=return'),
    cancelUrl: confirmUrl(ctx, token),
    idempotencyKey: `wrapsmith_deposit_${deposit.id}_${next}`,
    localPageUrl: (sessionId) => `${ctx.publicUrl}/deposit/pay?token=${token}&session=${sessionId}`,
  });
  const recorded = await firstRow(ctx.db
    .update(deposits)
    .set({ status: 'pending', sessionId: checkout.sessionId, checkoutUrl: checkout.url, sessionExpiresAt: checkout.expiresAt, attempt: next, updatedAt: at })
    .where(and(eq(deposits.id, deposit.id), eq(deposits.attempt, deposit.attempt), inArray(deposits.status, ['pending', 'expired'])))
    .returning());
  if (recorded) {
    // The session it replaced can no longer be paid (a payment racing this is refunded as a second payment).
    if (deposit.sessionId && deposit.sessionId !== checkout.sessionId) {
      await ctx.deposits.expireCheckout(deposit.accountId, deposit.sessionId).catch((err: unknown) => ctx.log.error(`[deposits] could not expire replaced session ${deposit.sessionId}`, err));
    }
    return checkout.url;
  }
  const now = await depositOfBooking(ctx.db, deposit.bookingId);
  return now?.status === 'pending' ? now.checkoutUrl : null;
}

// ---- applying a payment, exactly once

export type DepositOutcome = 'applied' | 'duplicate' | 'ignored' | 'refunded';

interface Payment {
  accountId: string;
  sessionId: string | null;
  paymentIntentId: string;
  depositId: string | null;
  amountMinor: number;
  currency: string;
}

/** What a `deposit.paid` webhook carries (docs/api.md): the deposit, its booking, the money and when. */
export function depositPaidEventData(deposit: Deposit) {
  return {
    _id: deposit.id,
    bookingId: deposit.bookingId,
    amount: deposit.amountMinor,
    currency: deposit.currency,
    paidAt: (deposit.paidAt ?? deposit.updatedAt).toISOString(),
  };
}

/** Records a key in billing_events; false when it was there already. */
async function claim(db: DbOrTx, key: string, type: string, provider: 'stripe' | 'local', at: Date): Promise<boolean> {
  return (await firstRow(db.insert(billingEvents).values({ key, provider, type, createdAt: at }).onConflictDoNothing().returning())) !== undefined;
}

async function findPaidDeposit(db: DbOrTx, payment: Payment): Promise<Deposit | undefined> {
  if (payment.depositId) return firstRow(db.select().from(deposits).where(eq(deposits.id, payment.depositId)));
  if (!payment.sessionId) return firstRow(db.select().from(deposits).where(eq(deposits.paymentIntentId, payment.paymentIntentId)));
  return firstRow(db.select().from(deposits).where(or(eq(deposits.sessionId, payment.sessionId), eq(deposits.paidSessionId, payment.sessionId))));
}

/**
 * A payment of a deposit succeeded (webhook, the return page, the offline page). One conditional update moves the
 * deposit out of pending and records the payment; whoever's update went in tells the shop, in the same transaction.
 * The same payment again is a duplicate; a second, different payment of a deposit already paid (two sessions paid
 * at once) is refunded, once. A payment from another account than the deposit's, or of another amount, is ignored.
 */
export async function applyPayment(ctx: DepositContext, payment: Payment): Promise<DepositOutcome> {
  const deposit = await findPaidDeposit(ctx.db, payment);
  if (!deposit || deposit.accountId !== payment.accountId) {
    ctx.log.info(`[deposits] payment ${payment.paymentIntentId} on ${payment.accountId} is no deposit of ours; ignored`);
    return 'ignored';
  }
  if (deposit.amountMinor !== payment.amountMinor || deposit.currency !== payment.currency) {
    ctx.log.error(`[deposits] payment ${payment.paymentIntentId} of ${payment.amountMinor} ${payment.currency} does not match deposit ${deposit.id} (${deposit.amountMinor} ${deposit.currency}); ignored`);
    return 'ignored';
  }
  const at = ctx.now();
  const applied = await transaction(ctx.db, async (tx) => {
    const paid = await firstRow(tx
      .update(deposits)
      .set({ status: 'paid', paymentIntentId: payment.paymentIntentId, paidSessionId: payment.sessionId, paidAt: at, updatedAt: at })
      .where(and(eq(deposits.id, deposit.id), inArray(deposits.status, ['pending', 'expired', 'cancelled'])))
      .returning());
    if (!paid) return false;
    const booking = await firstRow(tx.select().from(bookings).where(eq(bookings.id, paid.bookingId)));
    const name = booking ? `${booking.firstName} ${booking.lastName}`.trim() || booking.email || 'Your customer' : 'Your customer';
    const title = `Deposit paid: ${name} — booking confirmed`;
    const body = `${DEPOSIT_MONEY.format(paid.amountMinor, paid.currency)} received${deposit.status === 'cancelled' ? ' for a cancelled booking: refund it from the work order' : ''}.`;
    const workOrder = `${ctx.publicUrl}/work-order?id=${paid.bookingId}`;
    // The shop's alert as the owner switched it (issue 26 item 5), and the customer's receipt and reminder (item 2).
    await shopAlert(tx, {
      shopId: paid.shopId,
      alert: 'deposit_paid',
      key: paid.id,
      inApp: { areas: ['quotes', 'prices'], title, body, link: `/work-order?id=${paid.bookingId}` },
      text: `Wrapsmith: ${title}. ${body} ${workOrder}`,
      email: { subject: title, body: `${body}\n\nOpen the work order: ${workOrder}` },
      at,
    });
    if (deposit.status !== 'cancelled') {
      await emitCustomerEvent(tx, { shopId: paid.shopId, bookingId: paid.bookingId, event: 'deposit_received', at, payload: { deposit: DEPOSIT_MONEY.format(paid.amountMinor, paid.currency) } });
      await scheduleReminder(tx, paid.shopId, paid.bookingId, at);
    }
    await enqueueWebhookEvent(tx, paid.shopId, 'deposit.paid', depositPaidEventData(paid), at);
    return true;
  });
  if (applied) return 'applied';
  const now = await firstRow(ctx.db.select().from(deposits).where(eq(deposits.id, deposit.id)));
  if (!now || now.paymentIntentId === payment.paymentIntentId || (payment.sessionId !== null && now.paidSessionId === payment.sessionId)) return 'duplicate';
  // A second payment of a deposit already paid: give it back, once whatever the deliveries.
  if (!(await claim(ctx.db, `deposit-second-payment:${payment.paymentIntentId}`, 'deposit.refund', deposit.provider, at))) return 'duplicate';
  ctx.log.warn(`[deposits] deposit ${deposit.id} paid twice (${now.paymentIntentId}, ${payment.paymentIntentId}): refunding the second`);
  try {
    await ctx.deposits.refund(payment.accountId, payment.paymentIntentId, { depositId: deposit.id, idempotencyKey: `wrapsmith_second_${payment.paymentIntentId}` });
  } catch (err) {
    ctx.log.error(`[deposits] could not refund second payment ${payment.paymentIntentId} of deposit ${deposit.id}: refund it by hand`, err);
  }
  return 'refunded';
}

/** A Stripe Connect event, verified. account.updated keeps the newest state; payments apply exactly once. */
export async function handleConnectEvent(ctx: DepositContext, event: ConnectEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  switch (event.type) {
    case 'ignored':
      return 'ignored';
    case 'account.updated': {
      // Out of order: an older account.updated (or one older than the owner's refresh) changes nothing.
      const updated = await firstRow(ctx.db
        .update(shopPayments)
        .set({ ...event.state, accountEventAt: event.created, updatedAt: ctx.now() })
        .where(
          and(
            eq(shopPayments.accountId, event.accountId),
            eq(shopPayments.provider, 'stripe'),
            or(isNull(shopPayments.accountEventAt), lte(shopPayments.accountEventAt, event.created)),
          ),
        )
        .returning());
      return updated ? 'applied' : 'ignored';
    }
    case 'checkout.expired': {
      const expired = await firstRow(ctx.db
        .update(deposits)
        .set({ status: 'expired', sessionId: null, checkoutUrl: null, sessionExpiresAt: null, updatedAt: ctx.now() })
        .where(and(eq(deposits.sessionId, event.sessionId), eq(deposits.accountId, event.accountId), eq(deposits.status, 'pending')))
        .returning());
      return expired ? 'applied' : 'ignored';
    }
    case 'payment.succeeded': {
      const outcome = await applyPayment(ctx, event);
      return outcome === 'refunded' ? 'applied' : outcome;
    }
  }
}

// ---- the customer's pages

interface QuoteBooking {
  booking: Booking;
  shopName: string;
}

async function bookingByToken(db: Db, token: string): Promise<QuoteBooking> {
  const row = await firstRow(db.select({ booking: bookings, shopName: shops.name }).from(bookings).innerJoin(shops, eq(shops.id, bookings.shopId)).where(eq(bookings.quoteTokenHash, sha256(token))));
  if (!row) throw notFound(BOOKING_MESSAGES.linkInvalid);
  return row;
}

/** The deposit on the customer's quote page; undefined when the quote asks for none. */
export async function publicDeposit(ctx: DepositContext, booking: Booking, payUrl: string | null = null): Promise<PublicDepositDto | undefined> {
  const settings = await settingsOf(ctx.db, booking.shopId);
  const deposit = await depositOfBooking(ctx.db, booking.id);
  const policy = refundPolicyText(settings);
  const refund = { policy: settings.refundPolicy, days: settings.refundDays };
  if (deposit) {
    const sessionOpen = deposit.status === 'pending' && deposit.sessionExpiresAt !== null && deposit.sessionExpiresAt.getTime() > ctx.now().getTime();
    return { status: deposit.status, amountMinor: deposit.amountMinor, currency: deposit.currency, payUrl: payUrl ?? (sessionOpen ? deposit.checkoutUrl : null), refundPolicy: policy, refund };
  }
  if (booking.status !== 'quote_sent' && booking.status !== 'accepted') return undefined;
  const expected = await expectedDeposit(ctx, booking);
  return expected ? { status: booking.status === 'accepted' ? 'pending' : null, amountMinor: expected.amountMinor, currency: expected.currency, payUrl: null, refundPolicy: policy, refund } : undefined;
}

/** After Accept: asks the deposit and opens its payment page; a failure to reach the provider leaves the page's Pay button to try again. */
export async function depositOnAcceptance(ctx: DepositContext, booking: Booking, shopName: string, token: string): Promise<PublicDepositDto | undefined> {
  if (booking.status !== 'accepted') return publicDeposit(ctx, booking);
  const deposit = await askDeposit(ctx, booking);
  if (!deposit) return undefined;
  let url: string | null = null;
  try {
    url = await openCheckout(ctx, deposit, booking, shopName, token);
  } catch (err) {
    ctx.log.error(`[deposits] could not open the deposit payment of booking ${booking.id}`, err);
  }
  return publicDeposit(ctx, booking, url);
}

/** POST /public/deposit/checkout: the page to pay the accepted quote's deposit on. */
export async function depositCheckout(ctx: DepositContext, token: string): Promise<{ url: string }> {
  const { booking, shopName } = await bookingByToken(ctx.db, token);
  if (booking.status === 'quote_sent' && isQuoteExpired(booking.quoteExpiresAt, ctx.now())) {
    throw new ApiError(410, 'QUOTE_EXPIRED', BOOKING_MESSAGES.quoteExpired(booking.quoteExpiresAt ?? ctx.now(), shopName));
  }
  if (booking.status !== 'accepted') throw conflict(DEPOSIT_MESSAGES.bookingNotAccepted);
  if (ctx.deposits.name === 'none') throw depositsUnavailable();
  const deposit = await askDeposit(ctx, booking);
  if (!deposit) throw notFound(DEPOSIT_MESSAGES.notFound);
  if (deposit.status === 'paid') throw conflict(DEPOSIT_MESSAGES.alreadyPaid);
  const url = await openCheckout(ctx, deposit, booking, shopName, token);
  if (!url) throw conflict(DEPOSIT_MESSAGES.notDue);
  return { url };
}

/** POST /public/deposit/verify: back from Checkout, asks the provider and applies a paid session (as the webhook would). */
export async function verifyDeposit(ctx: DepositContext, token: string): Promise<PublicDepositDto> {
  const { booking } = await bookingByToken(ctx.db, token);
  const deposit = await depositOfBooking(ctx.db, booking.id);
  if (!deposit) throw notFound(DEPOSIT_MESSAGES.notFound);
  if (deposit.status === 'pending' && deposit.sessionId && deposit.provider === ctx.deposits.name) {
    const state = await ctx.deposits.sessionState(deposit.accountId, deposit.sessionId);
    if (state?.paid && state.paymentIntentId && state.amountMinor !== null && state.currency) {
      await applyPayment(ctx, { accountId: deposit.accountId, sessionId: deposit.sessionId, paymentIntentId: state.paymentIntentId, depositId: deposit.id, amountMinor: state.amountMinor, currency: state.currency });
    }
  }
  const view = await publicDeposit(ctx, booking);
  if (!view) throw notFound(DEPOSIT_MESSAGES.notFound);
  return view;
}

async function localSession(ctx: DepositContext, token: string, sessionId: string): Promise<{ deposit: Deposit; shopName: string; booking: Booking }> {
  const { booking, shopName } = await bookingByToken(ctx.db, token);
  const deposit = ctx.deposits.name === 'local' ? await depositOfBooking(ctx.db, booking.id) : undefined;
  if (!deposit || deposit.provider !== 'local' || (deposit.sessionId !== sessionId && deposit.paidSessionId !== sessionId)) throw notFound(DEPOSIT_MESSAGES.sessionNotFound);
  return { deposit, shopName, booking };
}

/** GET /public/deposit/local: what the offline deposit page shows. */
export async function localDepositView(ctx: DepositContext, token: string, sessionId: string) {
  const { deposit, shopName, booking } = await localSession(ctx, token, sessionId);
  // The customer's language (decision 100), so the page speaks it as the quote page does.
  const locale = await customerLocale(ctx.db, booking.shopId, booking);
  return { sessionId, shopName, amountMinor: deposit.amountMinor, currency: deposit.currency, status: deposit.status, returnUrl: confirmUrl(ctx, token, '&deposit=return'), locale };
}

/** POST /public/deposit/local/pay: what Stripe does when the card goes through; twice (two tabs) applies it once. */
export async function payLocalDeposit(ctx: DepositContext, token: string, sessionId: string): Promise<{ redirectUrl: string }> {
  const { deposit } = await localSession(ctx, token, sessionId);
  if (deposit.status === 'refunded' || deposit.status === 'cancelled' || (deposit.status === 'paid' && deposit.paidSessionId !== sessionId)) throw conflict(DEPOSIT_MESSAGES.notDue);
  await applyPayment(ctx, {
    accountId: deposit.accountId,
    sessionId,
    paymentIntentId: `pi_local_${sessionId.slice('dcs_local_'.length)}`,
    depositId: deposit.id,
    amountMinor: deposit.amountMinor,
    currency: deposit.currency,
  });
  return { redirectUrl: confirmUrl(ctx, token, '&deposit=return') };
}

// ---- cancelling and refunding

/** The booking was cancelled: a deposit still due can no longer be paid. */
export async function cancelDueDeposit(ctx: DepositContext, shopId: string, bookingId: string): Promise<void> {
  const cancelled = await firstRow(ctx.db
    .update(deposits)
    .set({ status: 'cancelled', checkoutUrl: null, updatedAt: ctx.now() })
    .where(forShop(shopId).where(deposits, eq(deposits.bookingId, bookingId), inArray(deposits.status, ['pending', 'expired'])))
    .returning());
  if (cancelled?.sessionId && cancelled.provider === ctx.deposits.name) {
    await ctx.deposits.expireCheckout(cancelled.accountId, cancelled.sessionId).catch((err: unknown) => ctx.log.error(`[deposits] could not expire session ${cancelled.sessionId}`, err));
  }
}

/**
 * POST /user/payments/bookings/:id/refund: a cancelled booking's paid deposit, as the policy allows (Stripe: a
 * refund on the shop's account, one whatever the clicks by its idempotency key; offline: recorded).
 */
export async function refundDeposit(ctx: DepositContext, shopId: string, bookingId: string): Promise<BookingDepositDto> {
  const booking = await bookingOfShop(ctx.db, shopId, bookingId);
  const deposit = await depositOfBooking(ctx.db, bookingId);
  if (!deposit) throw notFound(DEPOSIT_MESSAGES.notFound);
  if (deposit.status === 'refunded') throw conflict(DEPOSIT_MESSAGES.refunded);
  if (deposit.status !== 'paid' || !deposit.paymentIntentId) throw conflict(DEPOSIT_MESSAGES.notPaid);
  if (booking.status !== 'cancelled') throw conflict(DEPOSIT_MESSAGES.refundNeedsCancel);
  if (!refundAllowed(await settingsOf(ctx.db, shopId), booking.bookingDate, ctx.now())) throw conflict(DEPOSIT_MESSAGES.noRefund);
  if (deposit.provider !== ctx.deposits.name) throw depositsUnavailable();
  const { refundId } = await ctx.deposits.refund(deposit.accountId, deposit.paymentIntentId, { depositId: deposit.id, idempotencyKey: `wrapsmith_refund_${deposit.id}` });
  const at = ctx.now();
  await ctx.db
    .update(deposits)
    .set({ status: 'refunded', refundId, refundedAt: at, updatedAt: at })
    .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'paid')));
  return bookingDeposit(ctx, shopId, bookingId);
}
