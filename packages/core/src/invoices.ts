// Invoices and their payments (issue 25 item 5, decision 087): the statuses, the payment methods, the number format,
// the fixed messages. Zod-free: the request schemas are in contract/invoices.ts.

/**
 * draft: being prepared, no number. sent: issued to the customer (handed over, printed or emailed), nothing paid
 * beyond any deposit. partly_paid: some of the balance paid. paid: nothing left to pay. void: cancelled after issue;
 * it keeps its number, so the issued numbers have no gap.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'partly_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};

/**
 * How money reached the invoice. Staff record the first three; `deposit` is the deposit paid on the quote (applied
 * when the invoice is issued) and `card_online` a payment through the pay-the-balance link (the provider's webhook).
 */
export const PAYMENT_METHODS = ['cash', 'card_in_shop', 'bank_transfer', 'deposit', 'card_online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const STAFF_PAYMENT_METHODS = ['cash', 'card_in_shop', 'bank_transfer'] as const satisfies readonly PaymentMethod[];
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card_in_shop: 'Card in the shop',
  bank_transfer: 'Bank transfer',
  deposit: 'Deposit',
  card_online: 'Card online',
};

/** The prefix a shop's invoice numbers start with until it sets its own. */
export const DEFAULT_INVOICE_PREFIX = 'INV-';
/** Digits the sequence is padded to: INV-0001 … INV-9999, then INV-10000 (never cut). */
export const INVOICE_NUMBER_DIGITS = 4;
/** Days from issue to the due date, unless the shop says otherwise. */
export const DEFAULT_INVOICE_DUE_DAYS = 14;

/** The invoice settings' limits (Settings → Invoices, decision 088). */
export const INVOICE_PREFIX_MAX = 12;
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z0-9\-_/.#]*$/;
export const INVOICE_DUE_DAYS_MAX = 365;
export const INVOICE_FOOTER_MAX = 1000;
export const INVOICE_FOOTER_LINES_MAX = 12;

/** True for a BCP 47 locale Intl can write dates and amounts in (en-US, de-DE, fr-CA …). */
export function isInvoiceLocale(locale: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(locale);
    return canonical !== undefined && Intl.NumberFormat.supportedLocalesOf([canonical]).length === 1;
  } catch {
    return false;
  }
}

/** "INV-0042" for the 42nd invoice a shop issued. */
export function formatInvoiceNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** Statuses in which money can still be recorded against the invoice. */
export const PAYABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ['sent', 'partly_paid'];

/** The status an issued invoice has for the money applied to it. */
export function invoiceStatusFor(total: number, applied: number): Exclude<InvoiceStatus, 'draft' | 'void'> {
  if (applied >= total) return 'paid';
  return applied > 0 ? 'partly_paid' : 'sent';
}

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  bookingNotFound: 'Booking not found',
  linkNotFound: 'This invoice link is not valid. Ask the shop for a new one.',
  created: 'Invoice created',
  issued: (number: string) => `Invoice ${number} issued`,
  sent: (email: string) => `Invoice emailed to ${email}`,
  noEmail: 'The booking has no customer email: add one to the booking, or copy the pay link and send it yourself.',
  paymentRecorded: 'Payment recorded',
  voided: 'Invoice voided',
  notDraft: 'Only a draft invoice can be issued; this one already has its number.',
  notIssued: 'Issue the invoice first: a draft has no number and cannot be sent or paid.',
  notPayable: (status: string) => `A ${status.toLowerCase()} invoice takes no payments.`,
  aboveBalance: (balance: string) => `The payment is more than the balance due (${balance}).`,
  notPositive: 'A payment must be more than zero.',
  tooManyDecimals: 'The amount has more decimals than the currency has.',
  voidWithMoney: 'This invoice has money applied to it. Refund the payments first; an invoice with payments cannot be voided.',
  alreadyVoid: 'This invoice is already void.',
  noLines: 'The booking has no prices to invoice: add a price to it first.',
  rangeTooLong: 'Choose a range of at most 366 days.',
  rangeOrder: 'The start of the range must not be after its end.',
  settingsSaved: 'Invoice settings saved',
  prefixInvalid: `The number prefix is up to ${INVOICE_PREFIX_MAX} letters, digits or - _ / . # (no spaces).`,
  dueDaysInvalid: `Payment terms are a whole number of days from 0 to ${INVOICE_DUE_DAYS_MAX}.`,
  localeInvalid: 'Choose a language and region Wrapsmith can write dates and amounts in, like en-US or de-DE.',
  footerTooLong: `The footer is at most ${INVOICE_FOOTER_MAX} characters and ${INVOICE_FOOTER_LINES_MAX} lines.`,
} as const;

/** The longest range the accountant's CSV covers in one file. */
export const INVOICE_EXPORT_MAX_DAYS = 366;

/** The pay-the-balance link's online payment (issue 25 item 5, decision 087): what the API and the pages say. */
export const ONLINE_PAYMENT_MESSAGES = {
  paid: 'This invoice is paid: there is no balance to pay.',
  void: 'This invoice was cancelled by the shop and is not payable.',
  notConnected: (shop: string) => `${shop} does not take online payments yet: contact them to pay the balance.`,
  sessionNotFound: 'This payment page is not valid. Go back to the invoice and press Pay again.',
  sessionExpired: 'This payment page has expired. Go back to the invoice and press Pay again.',
  balanceChanged: 'The balance changed since this payment page was opened. Go back to the invoice to pay the balance as it is now.',
} as const;
