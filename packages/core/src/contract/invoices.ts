// /api/v1/user/invoices (issue 25 item 5, decision 087): invoices made from bookings, numbered when issued, paid by
// staff entries, the deposit and the pay-the-balance link; their PDF and the accountant's CSV files. And
// /api/v1/public/invoice/:token, the invoice as the customer reads it through that link.
import * as z from 'zod/mini';
import {
  INVOICE_DUE_DAYS_MAX,
  INVOICE_FOOTER_LINES_MAX,
  INVOICE_FOOTER_MAX,
  INVOICE_MESSAGES,
  INVOICE_PREFIX_MAX,
  INVOICE_PREFIX_PATTERN,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  STAFF_PAYMENT_METHODS,
  isInvoiceLocale,
} from '../invoices.ts';
import { isCalendarDay } from '../booking-rules.ts';
import { MAX_MINOR_AMOUNT } from '../money.ts';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { data, isoTime, nullable, route } from './route.ts';
import { idParam64, pagedDto } from './shared.ts';

export const invoiceLineDto = z.object({
  description: z.string(),
  /** Thousandths of a unit: 1000 is one. */
  quantityMilli: z.number(),
  /** Minor units of the invoice's currency. */
  unitAmount: z.number(),
  /** Thousandths of a percent: 8875 is 8.875 %. */
  taxRate: z.number(),
  lineAmount: z.number(),
});

export const invoicePaymentDto = z.object({
  _id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** Minor units. */
  amount: z.number(),
  currency: z.string(),
  /** YYYY-MM-DD. */
  paidOn: z.string(),
  reference: z.string(),
  createdAt: isoTime,
});

/** An invoice; every amount in integer minor units of `currency` (decision 082). */
export const invoiceDto = z.object({
  _id: z.string(),
  bookingId: nullable(z.string()),
  status: z.enum(INVOICE_STATUSES),
  /** "INV-0042"; null for a draft, which has no number yet. */
  number: nullable(z.string()),
  currency: z.string(),
  pricesIncludeTax: z.boolean(),
  lines: z.array(invoiceLineDto),
  taxes: z.array(z.object({ rate: z.number(), taxable: z.number(), tax: z.number() })),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  depositApplied: z.number(),
  amountPaid: z.number(),
  /** total − amountPaid: what is left to pay (negative when more was paid online than was due). */
  balanceDue: z.number(),
  customerName: z.string(),
  customerEmail: nullable(z.string()),
  vehicle: z.string(),
  /** YYYY-MM-DD, null for a draft. */
  issueDate: nullable(z.string()),
  dueDate: nullable(z.string()),
  emailedAt: nullable(isoTime),
  paidAt: nullable(isoTime),
  voidedAt: nullable(isoTime),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type InvoiceDto = z.infer<typeof invoiceDto>;

/** One invoice with its payments, the pay-the-balance link and the shop's locale (for dates and amounts). */
export const invoiceDetailDto = z.extend(invoiceDto, {
  payments: z.array(invoicePaymentDto),
  /** The link the customer reads and pays the balance through; null for a draft. */
  payLink: nullable(z.string()),
  /** Whether the link lets the customer pay the balance online: the shop's payment account is connected (decision 087). */
  payOnline: z.boolean(),
  /** Why the balance cannot be paid by card now although the shop takes payments (under Stripe's minimum charge), or null. */
  payOnlineNote: nullable(z.string()),
  locale: z.string(),
});
export type InvoiceDetailDto = z.infer<typeof invoiceDetailDto>;

/** The invoice through its link: what the customer sees, no staff fields. */
export const publicInvoiceDto = z.object({
  shopName: z.string(),
  number: z.string(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  locale: z.string(),
  lines: z.array(invoiceLineDto),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  depositApplied: z.number(),
  amountPaid: z.number(),
  balanceDue: z.number(),
  customerName: z.string(),
  vehicle: z.string(),
  issueDate: z.string(),
  dueDate: nullable(z.string()),
  /** The PDF, through the same token. */
  pdfUrl: z.string(),
  /** The balance can be paid online now: the shop's account is connected, a balance is due, the invoice is not void. */
  payOnline: z.boolean(),
  /**
   * The customer's language (decision 100): the page speaks it. `locale` above is the shop's invoice locale (how an
   * English reader's amounts and days are written, Settings → Invoices), so this one has its own name.
   */
  customerLocale: z.optional(z.enum(SUPPORTED_LOCALES)),
});
export type PublicInvoiceDto = z.infer<typeof publicInvoiceDto>;

export const INVOICE_CHECKOUT_STATES = ['open', 'expired', 'paid'] as const;

/** The offline payment page's view of a pay-the-balance session (no Stripe keys set: a test payment). */
export const localInvoicePaymentDto = z.object({
  sessionId: z.string(),
  shopName: z.string(),
  number: z.string(),
  /** What this session charges: the balance when it was opened, in minor units of `currency`. */
  amountMinor: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_CHECKOUT_STATES),
  /** The invoice page, where Pay sends the customer back to. */
  returnUrl: z.string(),
  /** The customer's language (decision 100): the page speaks it. */
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
});
export type LocalInvoicePaymentDto = z.infer<typeof localInvoicePaymentDto>;

const day = (label: string) => z.string().check(z.refine((v) => isCalendarDay(v), `${label} must be a date like 2026-05-31`));
const statusList = z.pipe(
  z.string(),
  z.transform((s) => s.split(',').filter(Boolean)),
);

export const invoiceListQuery = z.strictObject({
  /** One status or several, comma-separated. */
  status: z.optional(z.pipe(statusList, z.array(z.enum(INVOICE_STATUSES, { error: `status must be ${INVOICE_STATUSES.join(', ')}` })))),
  page: z._default(z.coerce.number().check(z.int('page must be a whole number'), z.minimum(1, 'page must be 1 or more'), z.maximum(10_000, 'page is too large')), 1),
  pageSize: z._default(z.coerce.number().check(z.int('pageSize must be a whole number'), z.minimum(1, 'pageSize must be 1 to 100'), z.maximum(100, 'pageSize must be 1 to 100')), 25),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

export const createInvoiceInput = z.strictObject({ bookingId: z.string().check(z.trim(), z.minLength(1, 'bookingId is required'), z.maxLength(64)) });

/** A payment staff took. `amount` in minor units of the invoice's currency; `idempotencyKey` made once per form. */
export const recordPaymentInput = z.strictObject({
  method: z.enum(STAFF_PAYMENT_METHODS, { error: `method must be ${STAFF_PAYMENT_METHODS.join(', ')}` }),
  amount: z.number('amount must be a number of minor units').check(
    z.int('amount must be a whole number of minor units (cents)'),
    z.positive('A payment must be more than zero.'),
    z.maximum(MAX_MINOR_AMOUNT, 'amount is too large'),
  ),
  paidOn: day('paidOn'),
  reference: z._default(z.string().check(z.trim(), z.maxLength(120, 'The reference is at most 120 characters')), ''),
  idempotencyKey: z.string().check(z.minLength(8, 'idempotencyKey must be 8 to 100 characters'), z.maxLength(100, 'idempotencyKey must be 8 to 100 characters')),
});
export type RecordPaymentInput = z.output<typeof recordPaymentInput>;

/** Settings → Invoices (decision 088): how numbers are written, the payment terms, the locale and the footer. */
export const invoiceSettingsInput = z.strictObject({
  prefix: z.string(INVOICE_MESSAGES.prefixInvalid).check(z.trim(), z.maxLength(INVOICE_PREFIX_MAX, INVOICE_MESSAGES.prefixInvalid), z.regex(INVOICE_PREFIX_PATTERN, INVOICE_MESSAGES.prefixInvalid)),
  dueDays: z.number(INVOICE_MESSAGES.dueDaysInvalid).check(z.int(INVOICE_MESSAGES.dueDaysInvalid), z.minimum(0, INVOICE_MESSAGES.dueDaysInvalid), z.maximum(INVOICE_DUE_DAYS_MAX, INVOICE_MESSAGES.dueDaysInvalid)),
  locale: z.string(INVOICE_MESSAGES.localeInvalid).check(z.trim(), z.refine(isInvoiceLocale, INVOICE_MESSAGES.localeInvalid)),
  footer: z.string(INVOICE_MESSAGES.footerTooLong).check(
    z.trim(),
    z.maxLength(INVOICE_FOOTER_MAX, INVOICE_MESSAGES.footerTooLong),
    z.refine((text) => text.split('\n').length <= INVOICE_FOOTER_LINES_MAX, INVOICE_MESSAGES.footerTooLong),
  ),
});
export type InvoiceSettingsInput = z.output<typeof invoiceSettingsInput>;

export const invoiceSettingsDto = z.object({
  prefix: z.string(),
  dueDays: z.number(),
  locale: z.string(),
  footer: z.string(),
  /** The number the next issued invoice gets, as written (INV-0043): shown, never set (numbers have no gaps). */
  nextNumber: z.string(),
});
export type InvoiceSettingsDto = z.infer<typeof invoiceSettingsDto>;

/** The accountant's CSV files: a range of days, both ends included. */
export const invoiceExportQuery = z.strictObject({ from: day('from'), to: day('to') });

const tokenParam = z.object({ token: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Invalid link')) });
const localSession = z.string().check(z.trim(), z.regex(/^dcs_local_[A-Za-z0-9]{16,64}$/, 'Not a valid payment'));
export const localInvoiceQuery = z.strictObject({ session: localSession });
export const payLocalInvoiceInput = z.strictObject({ session: localSession });
const tags = ['Invoices'];
const csv = { contentType: 'text/csv', description: 'A CSV file (UTF-8), one row per match; amounts as decimals with a currency column' } as const;
const pdf = { contentType: 'application/pdf', description: 'The invoice as a PDF' } as const;
const detail = data(invoiceDetailDto);

export const invoiceRoutes = {
  listInvoices: route({
    method: 'get',
    path: '/api/v1/user/invoices',
    summary: 'A page of the shop’s invoices, newest first, by status',
    tags,
    auth: 'bearer',
    request: { query: invoiceListQuery },
    responses: { 200: pagedDto(invoiceDto) },
  }),
  createInvoice: route({
    method: 'post',
    path: '/api/v1/user/invoices',
    summary: 'A draft invoice from a booking (its lines from the booking’s prices); the one already made if any',
    tags,
    auth: 'bearer',
    request: { body: createInvoiceInput },
    responses: { 200: detail, 201: detail },
  }),
  exportInvoices: route({
    method: 'get',
    path: '/api/v1/user/invoices/export.csv',
    summary: 'Invoices issued in a range of days, for the accountant',
    tags,
    auth: 'bearer',
    request: { query: invoiceExportQuery },
    responses: { 200: csv },
  }),
  exportPayments: route({
    method: 'get',
    path: '/api/v1/user/invoices/payments.csv',
    summary: 'Payments received in a range of days, for the accountant',
    tags,
    auth: 'bearer',
    request: { query: invoiceExportQuery },
    responses: { 200: csv },
  }),
  getInvoiceSettings: route({
    method: 'get',
    path: '/api/v1/user/invoices/settings',
    summary: 'How the shop’s invoices are numbered and written: prefix, next number, payment terms, locale, footer',
    tags,
    auth: 'bearer',
    responses: { 200: data(invoiceSettingsDto) },
  }),
  putInvoiceSettings: route({
    method: 'put',
    path: '/api/v1/user/invoices/settings',
    summary: 'Change the invoice settings (Prices area, edit); issued invoices keep their numbers',
    tags,
    auth: 'bearer',
    request: { body: invoiceSettingsInput },
    responses: { 200: data(invoiceSettingsDto) },
  }),
  getInvoice: route({ method: 'get', path: '/api/v1/user/invoices/:id', summary: 'One invoice with its payments', tags, auth: 'bearer', request: { params: idParam64 }, responses: { 200: detail } }),
  issueInvoice: route({
    method: 'post',
    path: '/api/v1/user/invoices/:id/issue',
    summary: 'Issue a draft: the shop’s next number, dates, lines frozen, the deposit applied',
    tags,
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: detail },
  }),
  sendInvoice: route({
    method: 'post',
    path: '/api/v1/user/invoices/:id/send',
    summary: 'Email the issued invoice to the customer with its link',
    tags,
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: detail },
  }),
  recordPayment: route({
    method: 'post',
    path: '/api/v1/user/invoices/:id/payments',
    summary: 'Record a payment (cash, card in the shop, bank transfer); once per idempotency key, never above the balance',
    description: 'The same `idempotencyKey` again answers 200 with the payment already recorded and writes nothing. A receipt is emailed to the customer.',
    tags,
    auth: 'bearer',
    request: { params: idParam64, body: recordPaymentInput },
    responses: { 200: detail, 201: detail },
  }),
  voidInvoice: route({
    method: 'post',
    path: '/api/v1/user/invoices/:id/void',
    summary: 'Void an invoice with no money on it; it keeps its number',
    tags,
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: detail },
  }),
  invoicePdf: route({ method: 'get', path: '/api/v1/user/invoices/:id/pdf', summary: 'The invoice as a PDF', tags, auth: 'bearer', request: { params: idParam64 }, responses: { 200: pdf } }),
};

export const publicInvoiceRoutes = {
  getPublicInvoice: route({
    method: 'get',
    path: '/api/v1/public/invoice/:token',
    summary: 'The invoice through its pay-the-balance link',
    tags,
    auth: 'none',
    request: { params: tokenParam },
    responses: { 200: data(publicInvoiceDto) },
  }),
  getPublicInvoicePdf: route({
    method: 'get',
    path: '/api/v1/public/invoice/:token/pdf',
    summary: 'The invoice’s PDF through its link',
    tags,
    auth: 'none',
    request: { params: tokenParam },
    responses: { 200: pdf },
  }),
  invoiceCheckout: route({
    method: 'post',
    path: '/api/v1/public/invoice/:token/checkout',
    summary: 'Where to pay the balance: Stripe Checkout on the shop’s own account for exactly the balance, or the offline test page',
    description:
      'Two calls at once answer the same open session. A session opened for another amount (the balance changed since) is expired and replaced. 409 for a paid or void invoice, or a shop that takes no online payments.',
    tags,
    auth: 'none',
    request: { params: tokenParam },
    responses: { 200: data(z.object({ url: z.string() })) },
  }),
  invoiceVerify: route({
    method: 'post',
    path: '/api/v1/public/invoice/:token/verify',
    summary: 'Back from Checkout: ask Stripe whether the balance was paid and record it (the Connect webhook does the same)',
    tags,
    auth: 'none',
    request: { params: tokenParam },
    responses: { 200: data(publicInvoiceDto) },
  }),
  localInvoicePayment: route({
    method: 'get',
    path: '/api/v1/public/invoice/:token/local',
    summary: 'The offline payment page’s session for the balance (no Stripe)',
    tags,
    auth: 'none',
    request: { params: tokenParam, query: localInvoiceQuery },
    responses: { 200: data(localInvoicePaymentDto) },
  }),
  payLocalInvoice: route({
    method: 'post',
    path: '/api/v1/public/invoice/:token/local/pay',
    summary: 'Pay the balance on the offline page; the answer is where to go next',
    tags,
    auth: 'none',
    request: { params: tokenParam, body: payLocalInvoiceInput },
    responses: { 200: data(z.object({ redirectUrl: z.string() })) },
  }),
};
