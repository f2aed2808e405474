// The offline payment page's words (/deposit/pay and /invoice/pay: the customer pays a deposit or an invoice's
// balance without Stripe keys set) in the customer's five languages (issue 28 item 1, decision 100): ICU messages
// (decision 095), English the source, beside the quote and tracking pages' catalogues; deposit-pay-i18n.test.tsx
// checks every catalogue is complete. Money is formatted by the page through Intl in the same language and passed in.
// English ships with the page; the other languages load when the page needs them (pay-es.ts …), as the quote page's.
import { formatMessage, type Locale } from '@wrapsmith/core/i18n';

export const PAY_EN = {
  testMode: 'Test payment — no card is charged',
  retry: 'Try again',
  paying: 'Paying…',
  pay: 'Pay {amount}',
  payFailed: 'We could not take this payment just now. Go back and press Pay again.',
  'deposit.title': 'Pay your deposit',
  'deposit.testModeDetail': 'This Wrapsmith has no Stripe keys set, so the deposit is recorded as paid without a card.',
  'deposit.loading': 'Loading your deposit…',
  'deposit.loadFailed': 'We could not load this deposit payment.',
  'deposit.item': 'Deposit — {shop}',
  'deposit.back': 'Back to your quote',
  'deposit.closed.paid': 'Deposit paid: there is nothing to pay here.',
  'deposit.closed.refunded': 'Deposit refunded: there is nothing to pay here.',
  'deposit.closed.cancelled': 'Deposit cancelled: there is nothing to pay here.',
  'deposit.closed.expired': 'Deposit expired: there is nothing to pay here.',
  'invoice.title': 'Pay your invoice',
  'invoice.testModeDetail': 'This Wrapsmith has no Stripe keys set, so the balance is recorded as paid without a card.',
  'invoice.loading': 'Loading your payment…',
  'invoice.loadFailed': 'We could not load this payment.',
  'invoice.item': 'Invoice {number} — {shop}',
  'invoice.back': 'Back to your invoice',
  'invoice.closed.paid': 'Paid: there is nothing to pay here.',
  'invoice.closed.expired': 'This payment page has expired: go back to your invoice and press Pay again.',
} as const;

export type PayKey = keyof typeof PAY_EN;
export type PayCatalogue = Record<PayKey, string>;

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ PAY: PayCatalogue }>> = {
  es: () => import('./pay-es.ts'),
  fr: () => import('./pay-fr.ts'),
  de: () => import('./pay-de.ts'),
  pt: () => import('./pay-pt.ts'),
};
const loaded = new Map<Locale, PayCatalogue>([['en', PAY_EN]]);

/** The catalogue of `locale` if it is loaded already (English always is). */
export function payCatalogue(locale: Locale): PayCatalogue | undefined {
  return loaded.get(locale);
}

/** Loads the catalogue of `locale` (once); a failed download leaves the page in English. */
export async function loadPayCatalogue(locale: Locale): Promise<PayCatalogue> {
  const have = loaded.get(locale);
  if (have || locale === 'en') return have ?? PAY_EN;
  try {
    const { PAY } = await loaders[locale]();
    loaded.set(locale, PAY);
    return PAY;
  } catch {
    return PAY_EN;
  }
}

export type PayWords = (key: PayKey, values?: Record<string, string | number>) => string;

/** `t(key, values)` in `locale`, from its catalogue (English while it is not loaded). */
export function payWords(locale: Locale, catalogue: PayCatalogue = payCatalogue(locale) ?? PAY_EN): PayWords {
  const lang = catalogue === PAY_EN ? 'en' : locale;
  return (key, values) => formatMessage(lang, catalogue[key], values);
}
