// Invoices and their payments (issue 25 item 5, decision 087): made from a booking as a draft, numbered per shop when
// issued (one upsert of the shop's counter in the issuing transaction: no gap, no repeat, on both engines), paid by
// staff entries, the deposit and payments through the pay-the-balance link, each applied exactly once.
import {
  INVOICE_MESSAGES,
  PAYABLE_INVOICE_STATUSES,
  INVOICE_STATUS_LABELS,
  MAX_MINOR_AMOUNT,
  currencyExponent,
  formatInvoiceNumber,
  formatMinor,
  invoiceStatusFor,
  parseMajor,
  priceDocument,
  type InvoiceStatus,
  type PaymentMethod,
  type StaffPaymentMethod,
} from '@wrapsmith/core';
import { and, asc, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceSettingsDto, InvoiceSettingsInput } from '@wrapsmith/core/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  bookings,
  deposits,
  invoicePayments,
  invoiceSettings,
  invoices,
  type Booking,
  type Invoice,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceSettings,
} from '../../db/schema/index.ts';
import { forShop, type ShopScope } from '../../db/scope.ts';
import { firstRow, lockRow, onlyRow, transaction } from '../../db/tx.ts';
import { newOrderedId, randomToken } from '../../lib/crypto.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { loadQuote, vehicleOf } from '../bookings/index.ts';

// ---------------------------------------------------------------------------------------------------------------
// The two seams the lead points elsewhere on merge (issue 25 items 3 and 4).

/** A line before pricing: what invoiceLinesFor gives. */
export interface InvoiceLineInput {
  description: string;
  quantityMilli: number;
  unitAmount: number;
  taxRate: number;
}

/** A booking's `real` major-unit amount in minor units, exactly as written to the currency's digits (decision 082). */
function bookingAmount(value: number | null, currency: string): number {
  if (value === null || !Number.isFinite(value)) return 0;
  return parseMajor(value.toFixed(currencyExponent(currency)), currency) ?? 0;
}

/**
 * SEAM (issue 25 item 3): the lines an invoice for this booking bills. Today the spec's booking price fields: the
 * wrap price, PPF, decals, window tinting and additional items, one line each; when the shop set a customer quote
 * or customer total that differs from their sum, that is what the customer was quoted, so it is billed as one line
 * (quoteTotal's order: customer quote, else customer total). Untaxed: the booking form has no tax. On merge, the
 * accepted quote option's lines take this place.
 */
export function invoiceLinesFor(booking: Booking, currency: string): InvoiceLineInput[] {
  const item = (description: string, value: number | null): InvoiceLineInput[] => {
    const amount = bookingAmount(value, currency);
    return amount > 0 ? [{ description, quantityMilli: 1000, unitAmount: amount, taxRate: 0 }] : [];
  };
  const colour = [booking.brand, booking.wrapColor].filter(Boolean).join(' ');
  const wrap = ['Vehicle wrap', colour].filter(Boolean).join(' — ');
  const parts = [
    ...item(wrap, booking.price),
    ...item('Paint protection film (PPF)', booking.ppfCost),
    ...item('Decals', booking.decalsCost),
    ...item('Window tinting', booking.windowTintingCost),
    ...item('Additional items', booking.additionalTotal),
  ];
  const quoted = booking.customerQuote ?? booking.customerTotal;
  if (quoted !== null) {
    const sum = parts.reduce((s, l) => s + l.unitAmount, 0);
    const amount = bookingAmount(quoted, currency);
    if (amount !== sum) return amount > 0 ? [{ description: wrap, quantityMilli: 1000, unitAmount: amount, taxRate: 0 }] : [];
  }
  return parts;
}

/**
 * The deposit already paid for this booking (issue 25 item 4: at most one per booking, paid once), in minor units
 * of the invoice's currency; 0 when none was paid, it was refunded, or it was taken in another currency (the shop
 * changed its currency since: the staff records it by hand then).
 */
export async function depositPaidFor(db: DbOrTx, bookingId: string, currency: string): Promise<{ amount: number; reference: string }> {
  const paid = await firstRow(
    db
      .select({ amount: deposits.amountMinor, currency: deposits.currency, paymentIntentId: deposits.paymentIntentId, id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.bookingId, bookingId), eq(deposits.status, 'paid'))),
  );
  if (!paid || paid.currency !== currency) return { amount: 0, reference: '' };
  return { amount: paid.amount, reference: paid.paymentIntentId ?? `deposit ${paid.id}` };
}

// ---------------------------------------------------------------------------------------------------------------

export interface InvoiceWithPayments {
  invoice: Invoice;
  payments: InvoicePayment[];
  settings: Pick<InvoiceSettings, 'prefix' | 'dueDays' | 'locale' | 'footer'>;
}

export const balanceOf = (invoice: Pick<Invoice, 'total' | 'amountPaid'>): number => invoice.total - invoice.amountPaid;

/**
 * What an invoice for this booking bills (issue 25 items 3 and 5): the quote option the customer accepted — its
 * lines as signed, its discount as one credit line per tax rate (so the tax per rate and the total are the option's
 * exactly), and whether its prices include tax — or, for a booking without an accepted option in this currency,
 * the spec's price fields (invoiceLinesFor).
 */
export async function invoiceDocumentFor(db: DbOrTx, booking: Booking, currency: string): Promise<{ lines: InvoiceLineInput[]; pricesIncludeTax: boolean }> {
  const quote = await loadQuote(db, booking, { id: booking.shopId, currency });
  const option = quote.accepted && quote.currency === currency ? quote.options.find((o) => o.id === quote.accepted?.optionId) : undefined;
  if (!option) return { lines: invoiceLinesFor(booking, currency), pricesIncludeTax: false };
  const lines: InvoiceLineInput[] = option.lines.map((l) => ({ description: l.description, quantityMilli: l.quantityMilli, unitAmount: l.unitAmount, taxRate: l.taxRate }));
  const discountByRate = new Map<number, number>();
  option.lines.forEach((l, i) => discountByRate.set(l.taxRate, (discountByRate.get(l.taxRate) ?? 0) + (option.totals.lines[i]?.discount ?? 0)));
  for (const [taxRate, amount] of discountByRate) {
    if (amount !== 0) lines.push({ description: `Discount (${option.label})`, quantityMilli: 1000, unitAmount: amount, taxRate });
  }
  return { lines, pricesIncludeTax: quote.pricesIncludeTax };
}

const DEFAULT_SETTINGS = { prefix: 'INV-', dueDays: 14, locale: 'en-US', footer: '' };

export async function settingsOf(db: DbOrTx, shopId: string): Promise<Pick<InvoiceSettings, 'prefix' | 'dueDays' | 'locale' | 'footer'>> {
  const row = await firstRow(db.select().from(invoiceSettings).where(forShop(shopId).where(invoiceSettings)));
  return row ? { prefix: row.prefix, dueDays: row.dueDays, locale: row.locale, footer: row.footer } : DEFAULT_SETTINGS;
}

/** Settings → Invoices (decision 088): the settings and the number the next issued invoice gets. */
export async function invoiceSettingsView(db: DbOrTx, shopId: string): Promise<InvoiceSettingsDto> {
  const row = await firstRow(db.select().from(invoiceSettings).where(forShop(shopId).where(invoiceSettings)));
  const settings = row ?? { ...DEFAULT_SETTINGS, lastNumber: 0 };
  return { prefix: settings.prefix, dueDays: settings.dueDays, locale: settings.locale, footer: settings.footer, nextNumber: formatInvoiceNumber(settings.prefix, settings.lastNumber + 1) };
}

/**
 * PUT /user/invoices/settings: one upsert of the written settings; the sequence (lastNumber) is never touched here, so
 * an invoice issued at the same moment keeps its number and the next one follows it without a gap. Issued invoices
 * keep the number they were written with; a new prefix applies from the next one.
 */
export async function saveInvoiceSettings(db: DbOrTx, shopId: string, input: InvoiceSettingsInput): Promise<InvoiceSettingsDto> {
  const values = { prefix: input.prefix, dueDays: input.dueDays, locale: input.locale, footer: input.footer };
  await db.insert(invoiceSettings).values({ shopId, ...values }).onConflictDoUpdate({ target: invoiceSettings.shopId, set: values });
  return invoiceSettingsView(db, shopId);
}

function priced(lines: InvoiceLineInput[], currency: string, pricesIncludeTax: boolean) {
  const totals = priceDocument({ currency, lines, pricesIncludeTax });
  const frozen: InvoiceLine[] = lines.map((line, i) => ({ ...line, lineAmount: totals.lines[i]?.lineAmount ?? 0 }));
  return { lines: frozen, taxes: totals.taxes, subtotal: totals.subtotal, discount: totals.discount, tax: totals.tax, total: totals.total };
}

const customerOf = (b: Booking) => ({
  customerName: `${b.firstName} ${b.lastName}`.trim(),
  customerEmail: b.email,
  vehicle: vehicleOf(b),
});

export async function findInvoice(db: DbOrTx, scope: ShopScope, id: string): Promise<Invoice | undefined> {
  return firstRow(db.select().from(invoices).where(scope.where(invoices, eq(invoices.id, id))));
}

async function getInvoice(db: DbOrTx, scope: ShopScope, id: string): Promise<Invoice> {
  const invoice = await findInvoice(db, scope, id);
  if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
  return invoice;
}

export async function paymentsOf(db: DbOrTx, invoiceId: string): Promise<InvoicePayment[]> {
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id));
}

export async function invoiceWithPayments(db: DbOrTx, invoice: Invoice): Promise<InvoiceWithPayments> {
  return { invoice, payments: await paymentsOf(db, invoice.id), settings: await settingsOf(db, invoice.shopId) };
}

export async function loadInvoice(db: DbOrTx, scope: ShopScope, id: string): Promise<InvoiceWithPayments> {
  return invoiceWithPayments(db, await getInvoice(db, scope, id));
}

/**
 * A draft invoice for the booking, its lines from invoiceLinesFor and totals from priceDocument. A booking has one
 * invoice that is not void: asking again answers that one (`created: false`), so a double click makes one.
 */
export async function createInvoice(db: Db, scope: ShopScope, input: { bookingId: string; currency: string; userId: string; now: Date }): Promise<{ invoice: Invoice; created: boolean }> {
  return transaction(db, async (tx) => {
    const booking = await firstRow(tx.select().from(bookings).where(scope.where(bookings, eq(bookings.id, input.bookingId))));
    if (!booking) throw notFound(INVOICE_MESSAGES.bookingNotFound);
    // The booking's row is held while looking for its invoice, so two creations for it make one on PostgreSQL too.
    await lockRow(tx, bookings, booking.id);
    const existing = await firstRow(
      tx.select().from(invoices).where(scope.where(invoices, eq(invoices.bookingId, booking.id), sql`${invoices.status} <> 'void'`)).orderBy(desc(invoices.createdAt)),
    );
    if (existing) return { invoice: existing, created: false };
    const { lines, pricesIncludeTax } = await invoiceDocumentFor(tx, booking, input.currency);
    if (lines.length === 0) throw badRequest(INVOICE_MESSAGES.noLines);
    const invoice = await onlyRow(
      tx
        .insert(invoices)
        .values(
          scope.values({
            id: newOrderedId(),
            bookingId: booking.id,
            status: 'draft' as const,
            currency: input.currency,
            pricesIncludeTax,
            ...priced(lines, input.currency, pricesIncludeTax),
            ...customerOf(booking),
            payToken: randomToken(),
            createdBy: input.userId,
            createdAt: input.now,
            updatedAt: input.now,
          }),
        )
        .returning(),
    );
    return { invoice, created: true };
  });
}

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number): string => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * The shop's next invoice number, taken inside the caller's transaction: one upsert that raises the counter and
 * returns it. PostgreSQL holds the counter's row locked until the transaction ends, so a concurrent issue waits and
 * takes the next number; SQLite's transaction holds the write lock. A rollback gives the number back.
 */
async function nextNumber(tx: DbOrTx, shopId: string): Promise<{ sequence: number; number: string; dueDays: number }> {
  const row = await onlyRow(
    tx
      .insert(invoiceSettings)
      .values({ shopId, lastNumber: 1 })
      .onConflictDoUpdate({ target: invoiceSettings.shopId, set: { lastNumber: sql`${invoiceSettings.lastNumber} + 1` } })
      .returning({ lastNumber: invoiceSettings.lastNumber, prefix: invoiceSettings.prefix, dueDays: invoiceSettings.dueDays }),
  );
  return { sequence: row.lastNumber, number: formatInvoiceNumber(row.prefix, row.lastNumber), dueDays: row.dueDays };
}

/**
 * Issues a draft: its lines are taken once more from the booking and frozen, it gets the shop's next number, its
 * issue and due dates, and the deposit already paid is applied as a payment. 409 for an invoice already issued.
 */
export async function issueInvoice(db: Db, scope: ShopScope, id: string, now: Date): Promise<Invoice> {
  return transaction(db, async (tx) => {
    await lockRow(tx, invoices, id);
    const draft = await getInvoice(tx, scope, id);
    if (draft.status !== 'draft') throw conflict(INVOICE_MESSAGES.notDraft);
    const booking = draft.bookingId ? await firstRow(tx.select().from(bookings).where(scope.where(bookings, eq(bookings.id, draft.bookingId)))) : undefined;
    const document = booking ? await invoiceDocumentFor(tx, booking, draft.currency) : { lines: draft.lines, pricesIncludeTax: draft.pricesIncludeTax };
    if (document.lines.length === 0) throw badRequest(INVOICE_MESSAGES.noLines);
    const totals = { ...priced(document.lines, draft.currency, document.pricesIncludeTax), pricesIncludeTax: document.pricesIncludeTax };
    const { sequence, number, dueDays } = await nextNumber(tx, scope.shopId);
    const issueDate = dayOf(now);
    const deposit = booking ? await depositPaidFor(tx, booking.id, draft.currency) : { amount: 0, reference: '' };
    if (deposit.amount > 0) {
      await tx.insert(invoicePayments).values(
        scope.values({
          id: newOrderedId(),
          invoiceId: draft.id,
          method: 'deposit' as const,
          amount: deposit.amount,
          currency: draft.currency,
          paidOn: issueDate,
          reference: deposit.reference,
          idempotencyKey: `deposit:${draft.bookingId ?? draft.id}`,
          recordedBy: null,
          createdAt: now,
        }),
      );
    }
    const status = invoiceStatusFor(totals.total, deposit.amount);
    return onlyRow(
      tx
        .update(invoices)
        .set({
          ...totals,
          ...(booking ? customerOf(booking) : {}),
          status,
          sequence,
          number,
          issueDate,
          dueDate: addDays(issueDate, dueDays),
          amountPaid: deposit.amount,
          depositApplied: deposit.amount,
          paidAt: status === 'paid' ? now : null,
          updatedAt: now,
        })
        .where(scope.where(invoices, eq(invoices.id, id)))
        .returning(),
    );
  });
}

export interface PaymentInput {
  method: PaymentMethod;
  amount: number;
  /** YYYY-MM-DD. */
  paidOn: string;
  reference: string;
  idempotencyKey: string;
  recordedBy: string | null;
}

export interface RecordedPayment {
  invoice: Invoice;
  payment: InvoicePayment;
  /** False when the key had been recorded already: nothing was written (and no receipt should go out again). */
  recorded: boolean;
  /** The part of an online payment above the balance (to refund); 0 otherwise. */
  overpaid: number;
}

/**
 * Applies money to an invoice once per idempotency key, in one transaction that holds the invoice's row: the same
 * key again answers the payment already recorded. A staff entry must be positive and at most the balance, on an
 * issued invoice that is not paid or void; an online payment (`allowAbove`) is money already taken, so it is
 * recorded whatever the balance and the excess reported for a refund.
 */
async function applyPayment(
  db: Db,
  scope: ShopScope,
  invoiceId: string,
  input: PaymentInput,
  now: Date,
  { allowAbove, onRecorded }: { allowAbove: boolean; onRecorded?: ((tx: DbOrTx, result: RecordedPayment) => Promise<void>) | undefined },
): Promise<RecordedPayment> {
  const run = () =>
    transaction(db, async (tx) => {
      await lockRow(tx, invoices, invoiceId);
      const invoice = await getInvoice(tx, scope, invoiceId);
      const existing = await firstRow(
        tx.select().from(invoicePayments).where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.idempotencyKey, input.idempotencyKey))),
      );
      if (existing) return { invoice, payment: existing, recorded: false, overpaid: 0 };
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > MAX_MINOR_AMOUNT) throw badRequest(INVOICE_MESSAGES.notPositive);
      const balance = balanceOf(invoice);
      if (!allowAbove) {
        if (invoice.status === 'draft') throw conflict(INVOICE_MESSAGES.notIssued);
        if (!PAYABLE_INVOICE_STATUSES.includes(invoice.status)) throw conflict(INVOICE_MESSAGES.notPayable(INVOICE_STATUS_LABELS[invoice.status]));
        if (input.amount > balance) throw badRequest(INVOICE_MESSAGES.aboveBalance(formatMinor(balance, invoice.currency)));
      }
      const payment = await onlyRow(
        tx
          .insert(invoicePayments)
          .values(scope.values({ id: newOrderedId(), invoiceId, currency: invoice.currency, createdAt: now, ...input }))
          .returning(),
      );
      const amountPaid = invoice.amountPaid + input.amount;
      const status: InvoiceStatus = invoice.status === 'void' || invoice.status === 'draft' ? invoice.status : invoiceStatusFor(invoice.total, amountPaid);
      const updated = await onlyRow(
        tx
          .update(invoices)
          .set({ amountPaid, status, paidAt: status === 'paid' ? (invoice.paidAt ?? now) : null, updatedAt: now })
          .where(scope.where(invoices, eq(invoices.id, invoiceId)))
          .returning(),
      );
      const overpaid = invoice.status === 'void' || invoice.status === 'draft' ? input.amount : Math.max(0, input.amount - Math.max(balance, 0));
      const result = { invoice: updated, payment, recorded: true, overpaid };
      // In the recording transaction: what must happen exactly when the payment is recorded (the shop's notification).
      if (onRecorded) await onRecorded(tx, result);
      return result;
    });
  try {
    return await run();
  } catch (error) {
    // Two requests with the same key that both found none (not possible while the row lock holds, kept as the
    // database's guarantee): the unique index refused the second; answer with the first.
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}

/** A payment staff took: cash, card in the shop or a bank transfer. */
export async function recordPayment(
  db: Db,
  scope: ShopScope,
  invoiceId: string,
  input: { method: StaffPaymentMethod; amount: number; paidOn: string; reference: string; idempotencyKey: string; recordedBy: string },
  now: Date,
): Promise<RecordedPayment> {
  return applyPayment(db, scope, invoiceId, { ...input, idempotencyKey: `staff:${input.idempotencyKey}` }, now, { allowAbove: false });
}

/**
 * A payment through the pay-the-balance link (services/invoices/online.ts: the Connect webhook, the return page, the
 * offline page): idempotent on the provider's reference, so a redelivered or out-of-order event records it once.
 * Not scoped by a viewer: the invoice's own shop is used. `onRecorded` runs in the recording transaction, only when
 * this call recorded it.
 */
export async function recordOnlinePayment(
  db: Db,
  invoiceId: string,
  amount: number,
  providerRef: string,
  now: Date,
  onRecorded?: (tx: DbOrTx, result: RecordedPayment) => Promise<void>,
): Promise<RecordedPayment> {
  // The webhook knows the invoice, not a viewer: the invoice's own shop scopes what follows.
  const invoice = await firstRow(db.select({ shopId: invoices.shopId }).from(invoices).where(eq(invoices.id, invoiceId)));
  if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
  return applyPayment(
    db,
    forShop(invoice.shopId),
    invoiceId,
    { method: 'card_online', amount, paidOn: dayOf(now), reference: providerRef, idempotencyKey: `online:${providerRef}`, recordedBy: null },
    now,
    { allowAbove: true, onRecorded },
  );
}

/**
 * Voids an issued or draft invoice; it keeps its number. An invoice with money applied (a deposit or any payment)
 * cannot be voided: the money must be refunded first (decision 087), so the books never hold a void invoice that
 * was paid.
 */
export async function voidInvoice(db: Db, scope: ShopScope, id: string, now: Date): Promise<Invoice> {
  return transaction(db, async (tx) => {
    await lockRow(tx, invoices, id);
    const invoice = await getInvoice(tx, scope, id);
    if (invoice.status === 'void') throw conflict(INVOICE_MESSAGES.alreadyVoid);
    if (invoice.amountPaid !== 0) throw conflict(INVOICE_MESSAGES.voidWithMoney);
    return onlyRow(tx.update(invoices).set({ status: 'void', voidedAt: now, updatedAt: now }).where(scope.where(invoices, eq(invoices.id, id))).returning());
  });
}

export async function markEmailed(db: Db, scope: ShopScope, id: string, now: Date): Promise<Invoice> {
  return onlyRow(db.update(invoices).set({ emailedAt: now, updatedAt: now }).where(scope.where(invoices, eq(invoices.id, id))).returning());
}

/** The invoice a pay link's token belongs to (any shop's: the token is the key), not a draft's. */
export async function invoiceByToken(db: DbOrTx, token: string): Promise<Invoice | undefined> {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  const invoice = await firstRow(db.select().from(invoices).where(eq(invoices.payToken, token)));
  return invoice && invoice.status !== 'draft' ? invoice : undefined;
}

export interface InvoiceListQuery {
  status?: InvoiceStatus[] | undefined;
  page: number;
  pageSize: number;
}

/** A page of the shop's invoices, newest first. */
export async function listInvoices(db: Db, scope: ShopScope, query: InvoiceListQuery): Promise<{ rows: Invoice[]; total: number }> {
  const where = scope.where(invoices, query.status?.length ? inArray(invoices.status, query.status) : undefined);
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)` }).from(invoices).where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Invoices issued in [from, to] (YYYY-MM-DD), by issue date then id, after a row: one slice of the accountant's CSV. */
export async function issuedInvoicesAfter(db: Db, scope: ShopScope, range: { from: string; to: string }, after: Invoice | undefined, limit: number): Promise<Invoice[]> {
  const cursor: SQL | undefined = after?.issueDate
    ? or(gt(invoices.issueDate, after.issueDate), and(eq(invoices.issueDate, after.issueDate), gt(invoices.id, after.id)))
    : undefined;
  return db
    .select()
    .from(invoices)
    .where(scope.where(invoices, gte(invoices.issueDate, range.from), lte(invoices.issueDate, range.to), cursor))
    .orderBy(asc(invoices.issueDate), asc(invoices.id))
    .limit(limit);
}

export type PaymentRow = InvoicePayment & { invoiceNumber: string | null; customerName: string };

/** Payments received in [from, to], by day then id, after a row: one slice of the payments CSV. */
export async function paymentsAfter(db: Db, scope: ShopScope, range: { from: string; to: string }, after: PaymentRow | undefined, limit: number): Promise<PaymentRow[]> {
  const cursor: SQL | undefined = after
    ? or(gt(invoicePayments.paidOn, after.paidOn), and(eq(invoicePayments.paidOn, after.paidOn), gt(invoicePayments.id, after.id)))
    : undefined;
  const rows = await db
    .select({ payment: invoicePayments, invoiceNumber: invoices.number, customerName: invoices.customerName })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(scope.where(invoicePayments, gte(invoicePayments.paidOn, range.from), lte(invoicePayments.paidOn, range.to), cursor))
    .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.payment, invoiceNumber: r.invoiceNumber, customerName: r.customerName }));
}
