// PostgreSQL twin of ../schema-sqlite/billing.ts (docs/decisions/037): the meaning of each column is documented there.
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';
import { BILLING_PROVIDERS, CHECKOUT_STATUSES } from '../schema-sqlite/billing.ts';

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    offerKey: text('offer_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval', { enum: ['month', 'year'] }),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    fulfilledAt: timestampMs('fulfilled_at'),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [uniqueIndex('checkout_sessions_provider_session_uq').on(t.providerSessionId), index('checkout_sessions_shop_idx').on(t.shopId, t.createdAt)],
);

export type CheckoutSession = typeof checkoutSessions.$inferSelect;

export const shopSubscriptions = pgTable(
  'shop_subscriptions',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    kind: text('kind', { enum: ['plan', 'addon'] }).notNull(),
    offerKey: text('offer_key').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    status: text('status', { enum: ['active', 'ended'] }).notNull().default('active'),
    currentPeriodEnd: timestampMs('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestampMs('created_at').notNull(),
    updatedAt: timestampMs('updated_at').notNull(),
    lastEventAt: timestampMs('last_event_at'),
  },
  (t) => [uniqueIndex('shop_subscriptions_provider_id_uq').on(t.providerSubscriptionId), index('shop_subscriptions_shop_idx').on(t.shopId, t.kind, t.status)],
);

export type ShopSubscription = typeof shopSubscriptions.$inferSelect;

export const billingEvents = pgTable('billing_events', {
  key: text('key').primaryKey(),
  provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
  type: text('type').notNull(),
  createdAt: timestampMs('created_at').notNull(),
});

export { BILLING_PROVIDERS, CHECKOUT_STATUSES } from '../schema-sqlite/billing.ts';
export type { BillingProviderName, CheckoutStatus } from '../schema-sqlite/billing.ts';
