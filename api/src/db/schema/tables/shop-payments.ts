// The shop's own payment account and deposit settings (issue 25 item 4, decision 084): one row per shop, written
// when the owner first connects an account or saves the Payments settings.
import { DEPOSIT_KINDS, REFUND_POLICIES } from '@wrapsmith/core';
import { BILLING_PROVIDERS } from './billing.ts';
import { shops } from './shops.ts';
import { type RowOf, defineTable } from '../kit.ts';

export const shopPayments = defineTable((k) =>
  k.table(
    'shop_payments',
    {
      shopId: k.text('shop_id')
        .primaryKey()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** stripe: a Stripe Connect (Standard) account of the shop's own; local: the offline test account. Null: none yet. */
      provider: k.text('provider', { enum: BILLING_PROVIDERS }),
      /** Stripe's acct_… id, or acct_local_…; one account belongs to one shop. */
      accountId: k.text('account_id'),
      chargesEnabled: k.boolean('charges_enabled').notNull().default(false),
      detailsSubmitted: k.boolean('details_submitted').notNull().default(false),
      /** When Stripe created the newest account.updated applied: an older one arriving later changes nothing. */
      accountEventAt: k.timestampMs('account_event_at'),
      depositsEnabled: k.boolean('deposits_enabled').notNull().default(false),
      depositKind: k.text('deposit_kind', { enum: DEPOSIT_KINDS }).notNull().default('percent'),
      /** 1–100, of the quote's total. */
      depositPercent: k.integer('deposit_percent').notNull().default(25),
      /** Integer minor units of the shop's currency. */
      depositAmountMinor: k.minorAmount('deposit_amount_minor'),
      refundPolicy: k.text('refund_policy', { enum: REFUND_POLICIES }).notNull().default('full_until'),
      refundDays: k.integer('refund_days').notNull().default(7),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.uniqueIndex('shop_payments_account_uq').on(t.accountId)],
  ),
);

export type ShopPayments = RowOf<typeof shopPayments>;
