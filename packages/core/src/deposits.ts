// Deposits on acceptance (issue 25 item 4, decision 084): the shop's deposit rule, the per-quote override, the
// refund policy, and the pure arithmetic on integer minor units both the API and the dashboard use. Amounts are
// integer minor units of an ISO 4217 currency (cents for USD, yen for JPY, fils for BHD).
import { currencyExponent, formatMinor, isMinorAmount, parseMajor, percentOf } from './money.ts';
import { DAY } from './time.ts';

export const DEPOSIT_KINDS = ['percent', 'amount'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

/** Per quote: the shop's rule, no deposit, or its own amount or percentage. */
export const DEPOSIT_OVERRIDE_KINDS = ['shop', 'none', 'percent', 'amount'] as const;
export type DepositOverrideKind = (typeof DEPOSIT_OVERRIDE_KINDS)[number];

/** full_until: a full refund until N days before the booking's day, none after; none: deposits are not refunded. */
export const REFUND_POLICIES = ['full_until', 'none'] as const;
export type RefundPolicy = (typeof REFUND_POLICIES)[number];

export const DEPOSIT_STATUSES = ['pending', 'paid', 'refunded', 'cancelled', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  pending: 'Deposit due',
  paid: 'Deposit paid',
  refunded: 'Deposit refunded',
  cancelled: 'Deposit cancelled',
  expired: 'Deposit expired',
};

/** The largest deposit amount a shop may set: 1,000,000.00 in a two-decimal currency. */
export const DEPOSIT_AMOUNT_MAX_MINOR = 100_000_000;
export const REFUND_DAYS_MAX = 365;

/**
 * Deposits' money through the money core (decision 082): digits of the currency's minor unit (ISO 4217), a typed
 * main-unit amount as minor units (through its decimal text, never by multiplying a float), and the amount as
 * people read it.
 */
export const DEPOSIT_MONEY = {
  digits: currencyExponent,
  toMinor(amount: number, currency: string): number {
    const minor = parseMajor(amount.toFixed(currencyExponent(currency)), currency);
    if (minor === null) throw new RangeError(`not an amount of ${currency}: ${amount}`);
    return minor;
  },
  format(amountMinor: number, currency: string, locale = 'en-US'): string {
    return formatMinor(amountMinor, currency, { locale });
  },
};

/** The deposit rule in force for one quote (the shop's, or the quote's own). */
export type QuoteDepositRule = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'amount'; amountMinor: number };

/**
 * THE deposit rule (decision 084, made the only one by decision 088): the deposit a quote of `totalMinor` asks for
 * under `rule`, in minor units of its currency; null when it asks for none (no rule, no total, or a total of 0).
 * - a percentage (0–100, whole or with decimals down to a thousandth) of the total, rounded half up to the
 *   currency's minor unit: the total is already in that unit (cents, yen, fils), so JPY rounds to the yen and BHD
 *   to the fils;
 * - a fixed amount, never above the total: a shop-wide amount meeting a small quote asks for the whole total (a
 *   quote's own amount is refused above its total before it is saved, see DEPOSIT_MESSAGES.aboveTotal).
 * The rule is the shop's (shop_payments) unless the quote has its own (deposit_overrides); the caller picks it.
 * Anything that is not a whole, non-negative amount of minor units or a percentage in 0–100 throws a RangeError: a
 * deposit is never computed from a bad rule.
 */
export function quoteDepositFor(rule: QuoteDepositRule, totalMinor: number | null): number | null {
  if (rule.kind === 'percent' && (!Number.isFinite(rule.percent) || rule.percent < 0 || rule.percent > 100)) {
    throw new RangeError(`a deposit percentage must be between 0 and 100, got ${rule.percent}`);
  }
  if (rule.kind === 'amount' && (!isMinorAmount(rule.amountMinor) || rule.amountMinor < 0)) {
    throw new RangeError(`a deposit amount must be a whole, non-negative number of minor units, got ${rule.amountMinor}`);
  }
  if (totalMinor !== null && !isMinorAmount(totalMinor)) throw new RangeError(`a total must be a whole number of minor units, got ${totalMinor}`);
  if (rule.kind === 'none' || totalMinor === null || totalMinor <= 0) return null;
  const amount = rule.kind === 'percent' ? percentOf(totalMinor, Math.round(rule.percent * 1000)) : Math.min(rule.amountMinor, totalMinor);
  return amount > 0 ? Math.min(amount, totalMinor) : null;
}

/**
 * What the shop's refund policy gives back of a paid deposit when a booking is cancelled at `now`: the whole deposit
 * until `days` days before the booking's day (a booking without a day: the whole deposit), nothing after or under
 * the policy `none`.
 */
export function refundAllowed(policy: { refundPolicy: RefundPolicy; refundDays: number }, bookingDate: string | null, now: Date): boolean {
  if (policy.refundPolicy === 'none') return false;
  if (!bookingDate) return true;
  const deadline = Date.parse(`${bookingDate}T00:00:00Z`) - policy.refundDays * DAY;
  return now.getTime() < deadline;
}

/** The policy in the customer's and the shop's words. */
export function refundPolicyText(policy: { refundPolicy: RefundPolicy; refundDays: number }): string {
  if (policy.refundPolicy === 'none') return 'The deposit is not refundable.';
  if (policy.refundDays === 0) return 'The deposit is refunded in full if the booking is cancelled before its day.';
  return `The deposit is refunded in full if the booking is cancelled at least ${policy.refundDays} day${policy.refundDays === 1 ? '' : 's'} before its day.`;
}

export const DEPOSIT_MESSAGES = {
  ownerOnly: 'Only the shop’s owner can connect a Stripe account.',
  unavailable: 'Card payments are not set up on this Wrapsmith yet: deposits cannot be taken.',
  notConnected: 'Connect the shop’s Stripe account under Settings → Payments before turning deposits on.',
  saved: 'Payment settings saved',
  overrideSaved: 'Deposit for this quote saved',
  aboveTotal: (total: string) => `The deposit cannot be more than the quote’s total (${total}).`,
  noTotal: 'This quote has no total yet: set its price before asking for a deposit.',
  overrideLocked: 'The customer has already answered this quote: its deposit can no longer change.',
  notFound: 'This booking asks for no deposit.',
  notDue: 'This deposit cannot be paid now.',
  alreadyPaid: 'This deposit is already paid. Thank you!',
  bookingNotAccepted: 'Accept the quote before paying its deposit.',
  sessionNotFound: 'This deposit payment was not found.',
  notPaid: 'The deposit is not paid.',
  refunded: 'The deposit was refunded.',
  noRefund: 'The shop’s refund policy gives no refund for this booking now.',
  refundNeedsCancel: 'Cancel the booking before refunding its deposit.',
  accountDisconnected: 'The shop no longer takes card payments through Wrapsmith: contact them to pay the deposit.',
  disconnected: 'Stripe account disconnected: no new deposit or balance payments are asked through it',
  notConnectedToDisconnect: 'No payment account is connected.',
} as const;
