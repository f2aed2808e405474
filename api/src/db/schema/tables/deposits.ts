// Deposits asked when a customer accepts a quote, paid to the shop's own account (issue 25 item 4, decision 084),
// and a quote's own deposit rule. "Exactly once" is a database fact here: one deposit per booking; each Checkout
// session and each payment belongs to one deposit; a deposit leaves `pending` by one conditional update.
import { DEPOSIT_OVERRIDE_KINDS, DEPOSIT_STATUSES } from '@wrapsmith/core';
import { BILLING_PROVIDERS } from './billing.ts';
import { bookings } from './bookings.ts';
import { shops } from './shops.ts';
import { type RowOf, defineTable } from '../kit.ts';

export const deposits = defineTable((k) =>
  k.table(
    'deposits',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      bookingId: k.text('booking_id')
        .notNull()
        .references(() => bookings[k.engine].id, { onDelete: 'cascade' }),
      /** Integer minor units of `currency` (ISO 4217, upper case). */
      amountMinor: k.minorAmount('amount_minor').notNull(),
      currency: k.text('currency').notNull(),
      status: k.text('status', { enum: DEPOSIT_STATUSES }).notNull().default('pending'),
      provider: k.text('provider', { enum: BILLING_PROVIDERS }).notNull(),
      /** The shop's account the payment goes to (acct_…), as it was when the deposit was asked. */
      accountId: k.text('account_id').notNull(),
      /** The Checkout session to pay now (cs_… on the shop's account, or dcs_local_…); replaced when one expires. */
      sessionId: k.text('session_id'),
      checkoutUrl: k.text('checkout_url'),
      sessionExpiresAt: k.timestampMs('session_expires_at'),
      /** How many sessions were opened: the Stripe idempotency key of the next one, so two tabs open the same. */
      attempt: k.integer('attempt').notNull().default(0),
      /** The session and payment that paid it (pi_… or pi_local_…). */
      paidSessionId: k.text('paid_session_id'),
      paymentIntentId: k.text('payment_intent_id'),
      refundId: k.text('refund_id'),
      paidAt: k.timestampMs('paid_at'),
      refundedAt: k.timestampMs('refunded_at'),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [
      k.uniqueIndex('deposits_booking_uq').on(t.bookingId),
      k.uniqueIndex('deposits_session_uq').on(t.sessionId),
      k.uniqueIndex('deposits_paid_session_uq').on(t.paidSessionId),
      k.uniqueIndex('deposits_payment_intent_uq').on(t.paymentIntentId),
      k.index('deposits_shop_idx').on(t.shopId, t.status),
    ],
  ),
);

export type Deposit = RowOf<typeof deposits>;

/** A quote's own deposit rule, set before the customer answers; no row: the shop's rule. */
export const depositOverrides = defineTable((k) =>
  k.table('deposit_overrides', {
    bookingId: k.text('booking_id')
      .primaryKey()
      .references(() => bookings[k.engine].id, { onDelete: 'cascade' }),
    shopId: k.text('shop_id')
      .notNull()
      .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
    kind: k.text('kind', { enum: DEPOSIT_OVERRIDE_KINDS }).notNull(),
    percent: k.integer('percent'),
    amountMinor: k.minorAmount('amount_minor'),
    updatedAt: k.timestampMs('updated_at').notNull(),
  }),
);

export type DepositOverride = RowOf<typeof depositOverrides>;
