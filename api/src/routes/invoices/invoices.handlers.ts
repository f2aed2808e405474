// Invoices of the viewer's shop (issue 25 item 5, decision 087). They belong to the Prices area of the role matrix:
// its view level lists and reads them (PDF and CSV included), its edit level makes, issues, sends, takes payments and
// voids. Another shop's invoice or booking is not found (404).
import { trackingUrlFor } from '../../services/tracking/links.ts';
import { INVOICE_MESSAGES, PAYMENT_METHOD_LABELS, minorToDecimalString, INVOICE_STATUS_LABELS, INVOICE_EXPORT_MAX_DAYS } from '@wrapsmith/core';
import type { InvoiceDetailDto, InvoiceDto, InvoiceListQuery, InvoiceSettingsInput, PublicInvoiceDto, RecordPaymentInput } from '@wrapsmith/core/contract';
import type { Context } from 'hono';
import type { Invoice } from '../../db/schema/index.ts';
import { publicUrl, type Env } from '../../env.ts';
import { assertAccess } from '../../lib/auth.ts';
import type { AppDeps, AppEnv, AuthedEnv } from '../../lib/context.ts';
import { CSV_SLICE_ROWS, csvStreamDownload, type CsvColumn } from '../../lib/csv.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { depositContext } from '../../services/deposits/index.ts';
import { emailTemplates } from '../../services/email/index.ts';
import {
  balanceChanged,
  balanceOf,
  canPayOnline,
  createInvoice as create,
  invoiceByToken,
  invoiceSettingsView,
  saveInvoiceSettings,
  invoiceLocale,
  invoicePdf,
  invoiceReaderWords,
  invoiceWithPayments,
  issueInvoice as issue,
  issuedInvoicesAfter,
  listInvoices as list,
  loadInvoice,
  markEmailed,
  onlinePaymentNote,
  paymentsAfter,
  recordPayment as record,
  shopPaysOnline,
  voidInvoice as voidIt,
  type InvoiceWithPayments,
  type InvoiceWords,
  type PaymentRow,
} from '../../services/invoices/index.ts';
import { shops } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { eq } from 'drizzle-orm';
import { shopAddressLines } from '../../services/addresses/index.ts';

/** The link the customer reads the invoice and pays its balance through. */
export const payLinkOf = (env: Env, token: string): string => `${publicUrl(env)}/pay-invoice?token=${token}`;
/** The PDF through the same token: what emails link to (the outbox keeps no attachments). */
export const publicPdfUrl = (env: Env, token: string): string => `${publicUrl(env)}/api/v1/public/invoice/${token}/pdf`;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toInvoiceDto(i: Invoice): InvoiceDto {
  return {
    _id: i.id,
    bookingId: i.bookingId,
    status: i.status,
    number: i.number,
    currency: i.currency,
    pricesIncludeTax: i.pricesIncludeTax,
    lines: i.lines,
    taxes: i.taxes,
    subtotal: i.subtotal,
    discount: i.discount,
    tax: i.tax,
    total: i.total,
    depositApplied: i.depositApplied,
    amountPaid: i.amountPaid,
    balanceDue: balanceOf(i),
    customerName: i.customerName,
    customerEmail: i.customerEmail,
    vehicle: i.vehicle,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    emailedAt: iso(i.emailedAt),
    paidAt: iso(i.paidAt),
    voidedAt: iso(i.voidedAt),
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}

async function toDetail(deps: AppDeps, { invoice, payments, settings }: InvoiceWithPayments): Promise<InvoiceDetailDto> {
  const env = deps.env;
  return {
    ...toInvoiceDto(invoice),
    payments: payments.map((p) => ({ _id: p.id, method: p.method, amount: p.amount, currency: p.currency, paidOn: p.paidOn, reference: p.reference, createdAt: p.createdAt.toISOString() })),
    payLink: invoice.status === 'draft' ? null : payLinkOf(env, invoice.payToken),
    payOnline: await shopPaysOnline(depositContext(deps), invoice.shopId),
    payOnlineNote: onlinePaymentNote(invoice, settings.locale),
    locale: settings.locale,
  };
}

const viewer = (c: Context<AuthedEnv>) => c.get('viewer');
const mayView = (c: Context<AuthedEnv>) => assertAccess(viewer(c), 'view', 'prices');
const mayEdit = (c: Context<AuthedEnv>) => assertAccess(viewer(c), 'edit', 'prices');

/** GET /user/invoices/settings (decision 088): the Prices area's view level, like the invoices. */
export async function getInvoiceSettings(c: Context<AuthedEnv>) {
  mayView(c);
  return c.json({ data: await invoiceSettingsView(c.get('deps').db, viewer(c).shop.id) });
}

/** PUT /user/invoices/settings: the Prices area's edit level; bad input was a 400 before this. */
export async function putInvoiceSettings(c: Context<AuthedEnv>, input: InvoiceSettingsInput) {
  mayEdit(c);
  return c.json({ data: await saveInvoiceSettings(c.get('deps').db, viewer(c).shop.id, input), message: INVOICE_MESSAGES.settingsSaved });
}

export async function listInvoices(c: Context<AuthedEnv>, query: InvoiceListQuery) {
  mayView(c);
  const { rows, total } = await list(c.get('deps').db, viewer(c).scope, query);
  return c.json({ data: rows.map(toInvoiceDto), page: query.page, pageSize: query.pageSize, total });
}

export async function getInvoice(c: Context<AuthedEnv>, id: string) {
  mayView(c);
  const deps = c.get('deps');
  return c.json({ data: await toDetail(deps, await loadInvoice(deps.db, viewer(c).scope, id)) });
}

export async function createInvoice(c: Context<AuthedEnv>, bookingId: string) {
  mayEdit(c);
  const deps = c.get('deps');
  const v = viewer(c);
  const { invoice, created } = await create(deps.db, v.scope, { bookingId, currency: v.shop.currency, userId: v.user.id, now: deps.now() });
  return c.json({ data: await toDetail(deps, await invoiceWithPayments(deps.db, invoice)), message: INVOICE_MESSAGES.created }, created ? 201 : 200);
}

export async function issueInvoice(c: Context<AuthedEnv>, id: string) {
  mayEdit(c);
  const deps = c.get('deps');
  const invoice = await issue(deps.db, viewer(c).scope, id, deps.now());
  return c.json({ data: await toDetail(deps, await invoiceWithPayments(deps.db, invoice)), message: INVOICE_MESSAGES.issued(invoice.number ?? '') });
}

async function shopName(deps: AppDeps, shopId: string): Promise<string> {
  return (await firstRow(deps.db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId))))?.name ?? '';
}

/** The email's facts in the customer's words (decision 100): amounts and days as their language writes them. */
function emailFacts(deps: AppDeps, loaded: InvoiceWithPayments, name: string, words: InvoiceWords) {
  const { invoice } = loaded;
  return {
    shopName: name,
    firstName: invoice.customerName.split(' ')[0] ?? '',
    number: invoice.number ?? '',
    total: words.money(invoice.total),
    balance: words.money(Math.max(balanceOf(invoice), 0)),
    dueDate: invoice.dueDate ? words.day(invoice.dueDate) : null,
    pdfUrl: publicPdfUrl(deps.env, invoice.payToken),
  };
}

export async function sendInvoice(c: Context<AuthedEnv>, id: string) {
  mayEdit(c);
  const deps = c.get('deps');
  const v = viewer(c);
  const loaded = await loadInvoice(deps.db, v.scope, id);
  const { invoice } = loaded;
  if (invoice.status === 'draft') throw badRequest(INVOICE_MESSAGES.notIssued);
  if (invoice.status === 'void') throw badRequest(INVOICE_MESSAGES.notPayable(INVOICE_STATUS_LABELS.void));
  if (!invoice.customerEmail) throw badRequest(INVOICE_MESSAGES.noEmail);
  const words = await invoiceReaderWords(deps.db, invoice, loaded.settings);
  const facts = emailFacts(deps, loaded, v.shop.name, words);
  // The job's tracking page (issue 26 item 3), when the invoice bills a booking.
  const trackingUrl = invoice.bookingId ? await trackingUrlFor(deps.db, deps.env, invoice.bookingId) : null;
  await deps.email.send({ to: invoice.customerEmail, shopId: v.shop.id, ...emailTemplates.invoiceSent({ ...facts, trackingUrl }, words.w) });
  const emailed = await markEmailed(deps.db, v.scope, id, deps.now());
  return c.json({ data: await toDetail(deps, { ...loaded, invoice: emailed }), message: INVOICE_MESSAGES.sent(invoice.customerEmail) });
}

/**
 * Emails the customer a receipt for a payment just recorded (never for a replayed key): its amount, the balance left
 * and the invoice's number, with the PDF's link (the outbox keeps no attachments).
 */
export async function sendReceipt(deps: AppDeps, loaded: InvoiceWithPayments, payment: { amount: number; method: keyof typeof PAYMENT_METHOD_LABELS; paidOn: string }): Promise<void> {
  const { invoice, settings } = loaded;
  if (!invoice.customerEmail) return;
  const words = await invoiceReaderWords(deps.db, invoice, settings);
  const facts = emailFacts(deps, loaded, await shopName(deps, invoice.shopId), words);
  await deps.email.send({
    to: invoice.customerEmail,
    shopId: invoice.shopId,
    ...emailTemplates.paymentReceipt({ ...facts, amount: words.money(payment.amount), method: words.method(payment.method), paidOn: words.day(payment.paidOn) }, words.w),
  });
}

export async function recordPayment(c: Context<AuthedEnv>, id: string, input: RecordPaymentInput) {
  mayEdit(c);
  const deps = c.get('deps');
  const v = viewer(c);
  const result = await record(deps.db, v.scope, id, { ...input, recordedBy: v.user.id }, deps.now());
  const loaded = await invoiceWithPayments(deps.db, result.invoice);
  if (result.recorded) {
    // A pay-the-balance session opened for the balance before this payment can no longer be paid (decision 087).
    await balanceChanged(depositContext(deps), result.invoice);
    await sendReceipt(deps, loaded, result.payment);
  }
  return c.json({ data: await toDetail(deps, loaded), message: INVOICE_MESSAGES.paymentRecorded }, result.recorded ? 201 : 200);
}

export async function voidInvoice(c: Context<AuthedEnv>, id: string) {
  mayEdit(c);
  const deps = c.get('deps');
  const invoice = await voidIt(deps.db, viewer(c).scope, id, deps.now());
  await balanceChanged(depositContext(deps), invoice);
  return c.json({ data: await toDetail(deps, await invoiceWithPayments(deps.db, invoice)), message: INVOICE_MESSAGES.voided });
}

function pdfResponse(bytes: Uint8Array, invoice: Invoice): Response {
  const name = `${invoice.number ?? `draft-${invoice.id.slice(-6)}`}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(bytes, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${name}"`, 'Cache-Control': 'no-store', 'Content-Length': String(bytes.length) },
  });
}

export async function downloadPdf(c: Context<AuthedEnv>, id: string) {
  mayView(c);
  const deps = c.get('deps');
  const v = viewer(c);
  const loaded = await loadInvoice(deps.db, v.scope, id);
  return pdfResponse(await invoicePdf(loaded, { name: v.shop.name, lines: await shopAddressLines(deps.db, v.shop.id) }, await invoiceReaderWords(deps.db, loaded.invoice, loaded.settings)), loaded.invoice);
}

function checkRange({ from, to }: { from: string; to: string }): void {
  if (from > to) throw badRequest(INVOICE_MESSAGES.rangeOrder);
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > INVOICE_EXPORT_MAX_DAYS) throw badRequest(INVOICE_MESSAGES.rangeTooLong);
}

const decimal = (amount: number, currency: string) => minorToDecimalString(amount, currency);

/** Issued invoices (void ones too: their numbers belong to the series), one row each, amounts as exact decimals. */
const INVOICE_COLUMNS: CsvColumn<Invoice>[] = [
  { header: 'Number', cell: (i) => i.number },
  { header: 'Status', cell: (i) => INVOICE_STATUS_LABELS[i.status] },
  { header: 'Issue date', cell: (i) => i.issueDate },
  { header: 'Due date', cell: (i) => i.dueDate },
  { header: 'Customer', cell: (i) => i.customerName },
  { header: 'Email', cell: (i) => i.customerEmail },
  { header: 'Vehicle', cell: (i) => i.vehicle },
  { header: 'Currency', cell: (i) => i.currency },
  { header: 'Net', cell: (i) => decimal(i.subtotal + i.discount - (i.pricesIncludeTax ? i.tax : 0), i.currency) },
  { header: 'Tax', cell: (i) => decimal(i.tax, i.currency) },
  { header: 'Total', cell: (i) => decimal(i.total, i.currency) },
  { header: 'Deposit applied', cell: (i) => decimal(i.depositApplied, i.currency) },
  { header: 'Paid', cell: (i) => decimal(i.amountPaid, i.currency) },
  { header: 'Balance due', cell: (i) => decimal(i.status === 'void' ? 0 : balanceOf(i), i.currency) },
];

const PAYMENT_COLUMNS: CsvColumn<PaymentRow>[] = [
  { header: 'Date', cell: (p) => p.paidOn },
  { header: 'Invoice', cell: (p) => p.invoiceNumber },
  { header: 'Customer', cell: (p) => p.customerName },
  { header: 'Method', cell: (p) => PAYMENT_METHOD_LABELS[p.method] },
  { header: 'Reference', cell: (p) => p.reference },
  { header: 'Currency', cell: (p) => p.currency },
  { header: 'Amount', cell: (p) => decimal(p.amount, p.currency) },
];

export async function exportInvoices(c: Context<AuthedEnv>, range: { from: string; to: string }) {
  mayView(c);
  checkRange(range);
  const deps = c.get('deps');
  const scope = viewer(c).scope;
  return csvStreamDownload(c, 'wrapsmith-invoices', INVOICE_COLUMNS, (after) => issuedInvoicesAfter(deps.db, scope, range, after, CSV_SLICE_ROWS), deps.now());
}

export async function exportPayments(c: Context<AuthedEnv>, range: { from: string; to: string }) {
  mayView(c);
  checkRange(range);
  const deps = c.get('deps');
  const scope = viewer(c).scope;
  return csvStreamDownload(c, 'wrapsmith-payments', PAYMENT_COLUMNS, (after) => paymentsAfter(deps.db, scope, range, after, CSV_SLICE_ROWS), deps.now());
}

// The customer's side, through the link's token.

async function byToken(c: Context<AppEnv>, token: string): Promise<InvoiceWithPayments> {
  const invoice = await invoiceByToken(c.get('deps').db, token);
  if (!invoice) throw notFound(INVOICE_MESSAGES.linkNotFound);
  return invoiceWithPayments(c.get('deps').db, invoice);
}

export async function getPublicInvoice(c: Context<AppEnv>, token: string) {
  const loaded = await byToken(c, token);
  c.header('Cache-Control', 'no-store');
  return c.json({ data: await toPublicInvoice(c.get('deps'), loaded.invoice, loaded.settings, token) });
}

/** The invoice as the customer reads it through its link. */
export async function toPublicInvoice(deps: AppDeps, invoice: Invoice, settings: InvoiceWithPayments['settings'], token: string): Promise<PublicInvoiceDto> {
  return {
    shopName: await shopName(deps, invoice.shopId),
    number: invoice.number ?? '',
    status: invoice.status,
    currency: invoice.currency,
    locale: settings.locale,
    lines: invoice.lines,
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    depositApplied: invoice.depositApplied,
    amountPaid: invoice.amountPaid,
    balanceDue: invoice.status === 'void' ? 0 : balanceOf(invoice),
    customerName: invoice.customerName,
    vehicle: invoice.vehicle,
    issueDate: invoice.issueDate ?? '',
    dueDate: invoice.dueDate,
    pdfUrl: `/api/v1/public/invoice/${token}/pdf`,
    payOnline: await canPayOnline(depositContext(deps), invoice),
    customerLocale: await invoiceLocale(deps.db, invoice),
  };
}

export async function getPublicInvoicePdf(c: Context<AppEnv>, token: string) {
  const loaded = await byToken(c, token);
  const deps = c.get('deps');
  return pdfResponse(await invoicePdf(loaded, { name: await shopName(deps, loaded.invoice.shopId), lines: await shopAddressLines(deps.db, loaded.invoice.shopId) }, await invoiceReaderWords(deps.db, loaded.invoice, loaded.settings)), loaded.invoice);
}
