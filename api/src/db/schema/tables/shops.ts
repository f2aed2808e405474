import { type RowOf, defineTable } from '../kit.ts';

export const shops = defineTable((k) =>
  k.table('shops', {
    id: k.text('id').primaryKey(),
    name: k.text('name').notNull(),
    slug: k.text('slug').notNull().unique(),
    accountType: k.text('account_type', { enum: ['free', 'paid', 'addon_access_paid'] }).notNull().default('free'),
    planKey: k.text('plan_key'),
    addonKey: k.text('addon_key'),
    addonActivatedAt: k.timestampMs('addon_activated_at'),
    /** Cached balance; the credit ledger is the truth and both change in one transaction. */
    creditBalance: k.integer('credit_balance').notNull().default(0),
    /** Warn the shop when its balance falls to this many credits; null: its plan's default (lowCreditThreshold in core). */
    lowCreditThreshold: k.integer('low_credit_threshold'),
    /**
     * What the Shop Manager and the Member may see and do per area (core's RoleMatrix as JSON; null: the defaults),
     * set by the owner in Settings → Team (decision 062). On the shop row so every instance's kept sessions see a
     * change at once (decision 053).
     */
    roleMatrix: k.text('role_matrix'),
    /**
     * ISO 4217 code of every price the shop sets, quotes, invoices and takes deposits in (decision 082); amounts
     * beside it are integer minor units. The plans and credit packs the shop buys stay in the platform's currency.
     */
    currency: k.text('currency').notNull().default('USD'),
    /** ISO 3166-1 alpha-2: how a phone number typed without its country code is read (text messages, decision 089). */
    country: k.text('country').notNull().default('US'),
    /**
     * IANA time zone of the shop (issue 26 item 4, decision 091): booking days and check-in times are the shop's
     * wall clock in this zone, and its calendars (.ics and the feed) say so. Set from the browser at sign-up.
     */
    timeZone: k.text('time_zone').notNull().default('America/New_York'),
    /**
     * Metric or imperial (issue 28 item 2, decision 098): how areas, roll widths and lengths and tint are shown and
     * typed. Null: the country's (imperial in US, LR and MM, else metric; core's `unitsOf`). Lengths are stored in
     * millimetres and areas in mm² (or the shop's legacy square feet) whatever this says.
     */
    units: k.text('units', { enum: ['metric', 'imperial'] }),
    createdAt: k.timestampMs('created_at').notNull(),
  }),
);

export type Shop = RowOf<typeof shops>;

/**
 * Slugs a shop had before it was renamed, so its old share links (`/v/<old-slug>`) still lead to it: one row per
 * retired slug. A slug here is taken, like a live one, until its shop takes it back by renaming again.
 */
export const shopSlugs = defineTable((k) =>
  k.table(
    'shop_slugs',
    {
      slug: k.text('slug').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      retiredAt: k.timestampMs('retired_at').notNull(),
    },
    (t) => [k.index('shop_slugs_shop_idx').on(t.shopId)],
  ),
);

export type ShopSlug = RowOf<typeof shopSlugs>;
