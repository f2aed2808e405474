// The pay-the-balance link's Checkout sessions (issue 25 item 5, decision 087 "Paying the balance online"): each
// one opened on the shop's own account (Stripe Connect, direct charge; or the offline test page) for exactly the
// invoice's balance when it was opened. One row per session and attempt: two tabs asking at once send Stripe the
// same idempotency key (invoice + attempt + amount) and get one session, and the unique (invoice, attempt) records
// it once; a session whose amount is no longer the balance is expired and replaced.
import { BILLING_PROVIDERS } from './billing.ts';
import { invoices } from './invoices.ts';
import { shops } from './shops.ts';
import { type RowOf, defineTable } from '../kit.ts';

export const INVOICE_CHECKOUT_STATUSES = ['open', 'expired', 'paid'] as const;

export const invoiceCheckouts = defineTable((k) =>
  k.table(
    'invoice_checkouts',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      invoiceId: k.text('invoice_id')
        .notNull()
        .references(() => invoices[k.engine].id, { onDelete: 'cascade' }),
      /** 1, 2, …: the Stripe idempotency key's part, so two tabs open the same session. */
      attempt: k.integer('attempt').notNull(),
      provider: k.text('provider', { enum: BILLING_PROVIDERS }).notNull(),
      /** The shop's account the session is on (acct_… or the offline test account). */
      accountId: k.text('account_id').notNull(),
      /** cs_… on the shop's account, or dcs_local_…. */
      sessionId: k.text('session_id').notNull(),
      url: k.text('url').notNull(),
      /** The balance when it was opened: what the session charges, in minor units of `currency`. */
      amount: k.minorAmount('amount').notNull(),
      currency: k.text('currency').notNull(),
      status: k.text('status', { enum: INVOICE_CHECKOUT_STATUSES }).notNull().default('open'),
      expiresAt: k.timestampMs('expires_at').notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [
      k.uniqueIndex('invoice_checkouts_attempt_uq').on(t.invoiceId, t.attempt),
      k.uniqueIndex('invoice_checkouts_session_uq').on(t.sessionId),
    ],
  ),
);

export type InvoiceCheckout = RowOf<typeof invoiceCheckouts>;
