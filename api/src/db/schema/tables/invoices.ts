import { DEFAULT_INVOICE_DUE_DAYS, DEFAULT_INVOICE_PREFIX, INVOICE_STATUSES, PAYMENT_METHODS } from '@wrapsmith/core';
import { bookings } from './bookings.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { type NewRowOf, type RowOf, defineTable } from '../kit.ts';

/** One line as it was frozen when the invoice was made (and again, last, when it was issued). */
export interface InvoiceLine {
  description: string;
  /** Thousandths of a unit (1000 is one). */
  quantityMilli: number;
  /** Minor units of the invoice's currency. */
  unitAmount: number;
  /** Thousandths of a percent (RATE_SCALE). */
  taxRate: number;
  /** quantity × unit price, from priceDocument. */
  lineAmount: number;
}

/** Tax per rate, from priceDocument. */
export interface InvoiceTax {
  rate: number;
  taxable: number;
  tax: number;
}

/**
 * Per shop: the invoice-number sequence and how numbers are written (issue 25 item 5, decision 087). `lastNumber`
 * is raised by one upsert in the same transaction that gives an invoice its number, so numbers are given in order,
 * once, and a rolled-back issue gives its number back.
 */
export const invoiceSettings = defineTable((k) =>
  k.table('invoice_settings', {
    shopId: k.text('shop_id')
      .primaryKey()
      .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
    /** The last number issued (0: none yet). */
    lastNumber: k.integer('last_number').notNull().default(0),
    /** Written before the zero-padded number: INV-0001. */
    prefix: k.text('prefix').notNull().default(DEFAULT_INVOICE_PREFIX),
    /** Days from the issue date to the due date. */
    dueDays: k.integer('due_days').notNull().default(DEFAULT_INVOICE_DUE_DAYS),
    /** BCP 47 locale the invoice's dates and amounts are written in (PDF, emails). */
    locale: k.text('locale').notNull().default('en-US'),
    /** Printed at the foot of every invoice (bank details for transfers, thanks, legal lines); '' for none. */
    footer: k.text('footer').notNull().default(''),
  }),
);

/**
 * An invoice for a booking (issue 25 item 5, decision 087). Amounts are integer minor units of `currency`. A draft
 * has no number; issuing gives it the shop's next one, freezes its lines and totals and applies the deposit; void
 * keeps the number. `amountPaid` caches the sum of its payments (the deposit included), written in the transaction
 * that records each one.
 */
export const invoices = defineTable((k) =>
  k.table(
    'invoices',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** The booking it bills; kept (as null) if the booking is deleted, since an issued invoice must stay. */
      bookingId: k.text('booking_id').references(() => bookings[k.engine].id, { onDelete: 'set null' }),
      status: k.text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
      /** The shop's sequence number, given at issue; null for a draft. Unique per shop. */
      sequence: k.integer('sequence'),
      /** `sequence` as written on the invoice (prefix + zero-padded), null for a draft. */
      number: k.text('number'),
      currency: k.text('currency').notNull(),
      pricesIncludeTax: k.boolean('prices_include_tax').notNull().default(false),
      lines: k.json('lines').$type<InvoiceLine[]>().notNull(),
      taxes: k.json('taxes').$type<InvoiceTax[]>().notNull(),
      subtotal: k.minorAmount('subtotal').notNull(),
      /** ≤ 0. */
      discount: k.minorAmount('discount').notNull().default(0),
      tax: k.minorAmount('tax').notNull(),
      total: k.minorAmount('total').notNull(),
      /** Every payment recorded against it, the deposit included. */
      amountPaid: k.minorAmount('amount_paid').notNull().default(0),
      /** The deposit part of amountPaid. */
      depositApplied: k.minorAmount('deposit_applied').notNull().default(0),
      customerName: k.text('customer_name').notNull().default(''),
      customerEmail: k.text('customer_email'),
      vehicle: k.text('vehicle').notNull().default(''),
      /** YYYY-MM-DD, given at issue. */
      issueDate: k.text('issue_date'),
      dueDate: k.text('due_date'),
      /**
       * The pay-the-balance link's token (32 random bytes, hex). Stored as it is, not hashed, so staff can copy the
       * link again at any time; it reads this one invoice and pays its balance, nothing else (decision 087).
       */
      payToken: k.text('pay_token').notNull(),
      /** When it was last emailed to the customer. */
      emailedAt: k.timestampMs('emailed_at'),
      paidAt: k.timestampMs('paid_at'),
      voidedAt: k.timestampMs('voided_at'),
      createdBy: k.text('created_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [
      // The database's own guarantee: one invoice per number per shop (drafts, null, are not counted).
      k.uniqueIndex('invoices_shop_sequence_uq').on(t.shopId, t.sequence),
      k.uniqueIndex('invoices_pay_token_uq').on(t.payToken),
      k.index('invoices_shop_status_idx').on(t.shopId, t.status, t.createdAt),
      k.index('invoices_shop_issue_idx').on(t.shopId, t.issueDate),
      k.index('invoices_booking_idx').on(t.bookingId),
    ],
  ),
);

/**
 * Money applied to an invoice, once: `idempotencyKey` is unique per invoice (the form's key for a staff entry,
 * `deposit:<booking>` for the deposit, `online:<provider ref>` for a payment through the link), so a double submit
 * or a redelivered webhook finds the row already there. Rows are never changed.
 */
export const invoicePayments = defineTable((k) =>
  k.table(
    'invoice_payments',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      invoiceId: k.text('invoice_id')
        .notNull()
        .references(() => invoices[k.engine].id, { onDelete: 'cascade' }),
      method: k.text('method', { enum: PAYMENT_METHODS }).notNull(),
      /** Minor units of the invoice's currency, > 0. */
      amount: k.minorAmount('amount').notNull(),
      currency: k.text('currency').notNull(),
      /** YYYY-MM-DD: the day the money was received. */
      paidOn: k.text('paid_on').notNull(),
      /** The cheque, transfer or card slip reference, or the provider's payment id. */
      reference: k.text('reference').notNull().default(''),
      idempotencyKey: k.text('idempotency_key').notNull(),
      recordedBy: k.text('recorded_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [
      k.uniqueIndex('invoice_payments_key_uq').on(t.invoiceId, t.idempotencyKey),
      k.index('invoice_payments_shop_paid_idx').on(t.shopId, t.paidOn),
    ],
  ),
);

export type InvoiceSettings = RowOf<typeof invoiceSettings>;
export type Invoice = RowOf<typeof invoices>;
export type NewInvoiceRow = NewRowOf<typeof invoices>;
export type InvoicePayment = RowOf<typeof invoicePayments>;
