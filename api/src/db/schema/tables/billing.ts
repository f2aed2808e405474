// Billing: checkout sessions (one per attempt to buy), the shop's subscriptions, and handled provider events.
import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

export const BILLING_PROVIDERS = ['local', 'stripe'] as const;
export type BillingProviderName = (typeof BILLING_PROVIDERS)[number];

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * One checkout, written when it is started. `fulfilled_at` is set by a conditional update (only while it is
 * null), so whichever of verify-session and the webhook gets there first applies the purchase, exactly once.
 */
export const checkoutSessions = defineTable((k) =>
  k.table(
    'checkout_sessions',
    {
      id: k.text('id').primaryKey(),
      provider: k.text('provider', { enum: BILLING_PROVIDERS }).notNull(),
      /** Stripe's cs_… id, or cs_local_… for the offline checkout. */
      providerSessionId: k.text('provider_session_id').notNull(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      userId: k.text('user_id').references(() => users[k.engine].id, { onDelete: 'set null' }),
      /** An OfferKey of @wrapsmith/core: a plan, the add-on or a credit pack. */
      offerKey: k.text('offer_key').notNull(),
      /** Price in cents and currency at the time of checkout. */
      amount: k.integer('amount').notNull(),
      currency: k.text('currency').notNull(),
      interval: k.text('interval', { enum: ['month', 'year'] }),
      status: k.text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
      fulfilledAt: k.timestampMs('fulfilled_at'),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.uniqueIndex('checkout_sessions_provider_session_uq').on(t.providerSessionId), k.index('checkout_sessions_shop_idx').on(t.shopId, t.createdAt)],
  ),
);

export type CheckoutSession = RowOf<typeof checkoutSessions>;

/** A shop's plan or add-on subscription at the provider; the shop row carries what it grants (plan, add-on). */
export const shopSubscriptions = defineTable((k) =>
  k.table(
    'shop_subscriptions',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      provider: k.text('provider', { enum: BILLING_PROVIDERS }).notNull(),
      kind: k.text('kind', { enum: ['plan', 'addon'] }).notNull(),
      offerKey: k.text('offer_key').notNull(),
      /** Stripe's sub_… id, or sub_local_… */
      providerSubscriptionId: k.text('provider_subscription_id').notNull(),
      providerCustomerId: k.text('provider_customer_id'),
      status: k.text('status', { enum: ['active', 'ended'] }).notNull().default('active'),
      currentPeriodEnd: k.timestampMs('current_period_end'),
      cancelAtPeriodEnd: k.boolean('cancel_at_period_end').notNull().default(false),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
      /** When the provider created the newest event applied to this subscription: an older one arriving later changes nothing (issue 23 item 14). */
      lastEventAt: k.timestampMs('last_event_at'),
    },
    (t) => [k.uniqueIndex('shop_subscriptions_provider_id_uq').on(t.providerSubscriptionId), k.index('shop_subscriptions_shop_idx').on(t.shopId, t.kind, t.status)],
  ),
);

export type ShopSubscription = RowOf<typeof shopSubscriptions>;

/**
 * Provider events and invoices already handled. The primary key is the idempotency guard: a handler inserts
 * its key first (insert … on conflict do nothing) and only a caller whose insert went in applies the effect,
 * in the same transaction.
 */
export const billingEvents = defineTable((k) =>
  k.table('billing_events', {
    /** Stripe's evt_… id, or invoice:<in_…> for the month's plan credits of one paid invoice. */
    key: k.text('key').primaryKey(),
    provider: k.text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    type: k.text('type').notNull(),
    createdAt: k.timestampMs('created_at').notNull(),
  }),
);
