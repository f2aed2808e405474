// Billing: checkout sessions (one per attempt to buy), the shop's subscriptions, and handled provider events.
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';
import { users } from './users.ts';

export const BILLING_PROVIDERS = ['local', 'stripe'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * One checkout, written when it is started. `fulfilled_at` is set by a conditional update (only while it is
 * null), so whichever of verify-session and the webhook gets there first applies the purchase, exactly once.
 */
export const checkoutSessions = sqliteTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    /** Stripe's cs_… id, or cs_local_… for the offline checkout. */
    providerSessionId: text('provider_session_id').notNull(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An OfferKey of @wrapsmith/core: a plan, the add-on or a credit pack. */
    offerKey: text('offer_key').notNull(),
    /** Price in cents and currency at the time of checkout. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    fulfilledAt: integer('fulfilled_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [uniqueIndex('checkout_sessions_provider_session_uq').on(t.providerSessionId), index('checkout_sessions_shop_idx').on(t.shopId, t.createdAt)],
);

export type CheckoutSession = typeof checkoutSessions.$inferSelect;

/** A shop's plan or add-on subscription at the provider; the shop row carries what it grants (plan, add-on). */
export const shopSubscriptions = sqliteTable(
  'shop_subscriptions',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    kind: text('kind', { enum: ['plan', 'addon'] }).notNull(),
    offerKey: text('offer_key').notNull(),
    /** Stripe's sub_… id, or sub_local_… */
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    status: text('status', { enum: ['active', 'ended'] }).notNull().default('active'),
    currentPeriodEnd: integer('current_period_end', { mode: 'timestamp_ms' }),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
    /** When the provider created the newest event applied to this subscription: an older one arriving later changes nothing (issue 23 item 14). */
    lastEventAt: integer('last_event_at', { mode: 'timestamp_ms' }),
  },
  (t) => [uniqueIndex('shop_subscriptions_provider_id_uq').on(t.providerSubscriptionId), index('shop_subscriptions_shop_idx').on(t.shopId, t.kind, t.status)],
);

export type ShopSubscription = typeof shopSubscriptions.$inferSelect;

/**
 * Provider events and invoices already handled. The primary key is the idempotency guard: a handler inserts
 * its key first (insert … on conflict do nothing) and only a caller whose insert went in applies the effect,
 * in the same transaction.
 */
export const billingEvents = sqliteTable('billing_events', {
  /** Stripe's evt_… id, or invoice:<in_…> for the month's plan credits of one paid invoice. */
  key: text('key').primaryKey(),
  provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
  type: text('type').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});
