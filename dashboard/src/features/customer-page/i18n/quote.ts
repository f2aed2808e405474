// The quote page's words (/confirm-booking, the customer's quote link) in the customer's five languages (issue 28
// item 1, decision 100): ICU messages (decision 095), English the source, beside the tracking page's catalogues;
// confirm-booking-i18n.test.tsx checks every catalogue is complete. Money, days and numbers are formatted by the
// page through Intl in the same language and passed in. English ships with the page; the other languages are loaded
// when the page needs them (quote-es.ts …), which keeps /confirm-booking in its 100 KB budget.
import { formatMessage, type Locale } from '@wrapsmith/core/i18n';

export const QUOTE_EN = {
  title: 'Your booking',
  intro: '{shop} has sent you this quote. Check the details, then accept or reject it.',
  validUntil: 'Valid until {day}',
  loading: 'Loading your booking…',
  loadFailed: 'We could not load your booking just now.',
  answerFailed: 'We could not send your answer just now. Please try again.',
  retry: 'Try again',
  invalid: 'This booking link is not valid. Ask the shop to send it again.',
  expired: 'This quote expired on {day}. Ask {shop} for a new one.',
  accept: 'Accept',
  acceptOption: 'Accept {label}',
  reject: 'Reject',
  sending: 'Sending…',
  rejectTitle: 'Reject this quote?',
  rejectBody: '{shop} will be told that you do not want to go ahead. This cannot be undone from this page.',
  rejectConfirm: 'Yes, reject the quote',
  rejectKeep: 'Keep the quote',
  'now.pending': 'This booking is booked.',
  'now.quote_sent': 'This booking is waiting for your answer.',
  'now.accepted': 'This booking is accepted.',
  'now.inprogress': 'This booking is in progress.',
  'now.completed': 'This booking is completed.',
  'now.cancelled': 'This booking is cancelled.',
  'already.accepted': 'Booking Already Accepted',
  'already.cancelled': 'Booking Already Cancelled',
  contact: 'Questions? Contact the shop:',
  skip: 'Skip to content',
  logoAlt: '{shop} logo',
  poweredBy: 'Powered by Wrapsmith',
  thanksAccepted: 'Thank you, {name}! Your booking is accepted.',
  thanksAcceptedNoName: 'Thank you! Your booking is accepted.',
  nextAccepted: '{shop} has been told and will contact you to confirm your appointment on {when}. There is nothing more to do on this page.',
  nextAcceptedNoDay: '{shop} has been told and will contact you to confirm a day for your appointment. There is nothing more to do on this page.',
  appointmentAt: '{day} at {time}',
  thanksCancelled: 'You declined the quote.',
  nextCancelled: '{shop} has been told that you do not want to go ahead. If you change your mind, contact them.',
  keepCode: 'Your invoice code is {code}: mention it when you contact the shop.',
  imageAlt: 'Preview of your {vehicle}',
  imageAltWrap: 'Preview of your {vehicle} in {wrap}',
  imageAltNoVehicle: 'Preview of your vehicle',
  imageAltNoVehicleWrap: 'Preview of your vehicle in {wrap}',
  details: 'Booking details',
  'row.customer': 'Customer',
  'row.vehicle': 'Vehicle',
  'row.brand': 'Brand',
  'row.colour': 'Colour',
  'row.date': 'Date',
  'row.checkIn': 'Check-in',
  'row.total': 'Total',
  'row.deposit': 'Deposit',
  'row.invoiceCode': 'Invoice code',
  depositAsked: 'Accepting this quote asks for a deposit of {amount}, paid by card right after.',
  depositDue: 'Your booking is accepted. Pay the deposit of {amount} to confirm it.',
  payDeposit: 'Pay deposit {amount}',
  openingPayment: 'Opening the payment page…',
  paymentFailed: 'We could not open the payment page just now. Please try again.',
  depositPaid: 'Deposit of {amount} paid. Your booking is confirmed.',
  depositRefunded: 'Your deposit of {amount} was refunded.',
  checkingPayment: 'Checking your payment…',
  'deposit.pending': 'Deposit due',
  'deposit.paid': 'Deposit paid',
  'deposit.refunded': 'Deposit refunded',
  'deposit.cancelled': 'Deposit cancelled',
  'deposit.expired': 'Deposit expired',
  'refund.none': 'The deposit is not refundable.',
  'refund.beforeDay': 'The deposit is refunded in full if the booking is cancelled before its day.',
  'refund.days': 'The deposit is refunded in full if the booking is cancelled at least {days, plural, one {# day} other {# days}} before its day.',
  signature: 'Type your full name to accept',
  signatureHint: 'Your typed name is your signature: it is kept with the time and your internet address.',
  chooseFirst: 'Choose one of the options first.',
  nameFirst: 'Type your full name to accept the quote.',
  'options.heading': '{count, plural, one {Your quote} other {Your options}}',
  'options.pick': 'Choose one option, then accept it below.',
  'options.choose': 'Choose {label}',
  'options.accepted': 'Accepted',
  'options.lines': 'Lines of {label}',
  'options.item': 'Item',
  'options.quantity': 'Qty',
  'options.amount': 'Amount',
  'options.subtotal': 'Subtotal',
  'options.subtotalInclusive': 'Subtotal (tax included)',
  'options.discount': 'Discount',
  'options.tax': 'Tax {rate} on {amount}',
  'options.taxIncluded': 'Includes tax {rate} on {amount}',
  'options.total': 'Total',
  'options.imageAlt': 'Preview of option {label}',
  'options.pdf': 'Download this quote (PDF)',
} as const;

export type QuoteKey = keyof typeof QUOTE_EN;
export type QuoteCatalogue = Record<QuoteKey, string>;

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ QUOTE: QuoteCatalogue }>> = {
  es: () => import('./quote-es.ts'),
  fr: () => import('./quote-fr.ts'),
  de: () => import('./quote-de.ts'),
  pt: () => import('./quote-pt.ts'),
};
const loaded = new Map<Locale, QuoteCatalogue>([['en', QUOTE_EN]]);

/** The catalogue of `locale` if it is loaded already (English always is). */
export function quoteCatalogue(locale: Locale): QuoteCatalogue | undefined {
  return loaded.get(locale);
}

/** Loads the catalogue of `locale` (once); a failed download leaves the page in English. */
export async function loadQuoteCatalogue(locale: Locale): Promise<QuoteCatalogue> {
  const have = loaded.get(locale);
  if (have || locale === 'en') return have ?? QUOTE_EN;
  try {
    const { QUOTE } = await loaders[locale]();
    loaded.set(locale, QUOTE);
    return QUOTE;
  } catch {
    return QUOTE_EN;
  }
}

export type QuoteWords = (key: QuoteKey, values?: Record<string, string | number>) => string;

/** `t(key, values)` in `locale`, from its catalogue (English while it is not loaded). */
export function quoteWords(locale: Locale, catalogue: QuoteCatalogue = quoteCatalogue(locale) ?? QUOTE_EN): QuoteWords {
  const lang = catalogue === QUOTE_EN ? 'en' : locale;
  return (key, values) => formatMessage(lang, catalogue[key], values);
}
