// Stripe's minimum charge amount per settlement currency (issue 25 finishing item 3, decision 088). A Checkout
// session for less fails at Stripe, so a deposit or an invoice balance below it is refused before any session is
// opened, with the reason in words.
//
// Source: https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts (table "Minimum and maximum charge
// amounts", read 2026-11-27). Amounts are in the currency's minor units (ISO 4217 exponent, money.ts): USD 50 is
// $0.50, JPY 50 is ¥50, HUF 17500 is Ft175.00. A currency Stripe does not list here uses the USD-equivalent floor
// Stripe documents for the rest ("the equivalent of 0.50 USD"), which we cannot convert offline: we take no floor for
// it and let Stripe answer.
import { formatMinor } from './money.ts';

export const STRIPE_MINIMUM_CHARGE_SOURCE = 'https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts';

/** Minor units of each currency: the smallest amount one Stripe charge can be. */
export const STRIPE_MINIMUM_CHARGE_MINOR: Readonly<Record<string, number>> = {
  USD: 50,
  AED: 200,
  AUD: 50,
  BGN: 100,
  BRL: 50,
  CAD: 50,
  CHF: 50,
  CZK: 1500,
  DKK: 250,
  EUR: 50,
  GBP: 30,
  HKD: 400,
  HUF: 17500,
  INR: 50,
  JPY: 50,
  MXN: 1000,
  MYR: 200,
  NOK: 300,
  NZD: 50,
  PLN: 200,
  RON: 200,
  SEK: 300,
  SGD: 50,
  THB: 1000,
};

/** The floor for `currency`, or null when Stripe documents none we can apply offline. */
export function stripeMinimumCharge(currency: string): number | null {
  return STRIPE_MINIMUM_CHARGE_MINOR[currency.toUpperCase()] ?? null;
}

/** True when one Stripe charge of `amountMinor` is allowed (at or above the floor, or no known floor). */
export function meetsStripeMinimum(amountMinor: number, currency: string): boolean {
  const min = stripeMinimumCharge(currency);
  return min === null || amountMinor >= min;
}

/** What the shop and the customer read when an amount is under the floor. `what` is "deposit" or "balance". */
export function belowStripeMinimumMessage(what: 'deposit' | 'balance', amountMinor: number, currency: string, locale = 'en-US'): string {
  const min = stripeMinimumCharge(currency) ?? 0;
  const fmt = (a: number) => formatMinor(a, currency, { locale });
  return `The ${what} of ${fmt(amountMinor)} is below the smallest card payment Stripe takes in ${currency} (${fmt(min)}): ${
    what === 'deposit' ? 'raise the deposit, or ask for none on this quote' : 'record it as paid in the shop instead'
  }.`;
}
