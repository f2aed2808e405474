import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';

export const WIDGET_CORNERS = ['rounded', 'square', 'pill'] as const;
export type WidgetCorner = (typeof WIDGET_CORNERS)[number];
export const WIDGET_THEMES = ['light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
/** The render extras a widget can offer its visitors (the keys of the catalog's RenderZones). */
export const WIDGET_ZONES = ['roof', 'mirrors', 'chromeDelete', 'calipers', 'windowTint', 'ppf'] as const;
export type WidgetZone = (typeof WIDGET_ZONES)[number];
export const DEFAULT_VISITOR_DAILY_LIMIT = 5;

/** One row per shop once it saves its widget settings; a shop without a row gets the defaults. */
export const widgetSettings = sqliteTable('widget_settings', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** File name of the logo under storage `widget/logos/<shopId>/`; null for none. */
  logoFile: text('logo_file'),
  /** #rrggbb, or null for Wrapsmith's own colours. */
  primaryColor: text('primary_color'),
  accentColor: text('accent_color'),
  corner: text('corner', { enum: WIDGET_CORNERS }).notNull().default('rounded'),
  theme: text('theme', { enum: WIDGET_THEMES }).notNull().default('light'),
  /** False hides "Powered by Wrapsmith"; honoured only while the shop is on the Pro plan. */
  poweredBy: integer('powered_by', { mode: 'boolean' }).notNull().default(true),
  /** Brand ids the widget offers; null: every brand the shop offers. */
  offeredBrandIds: text('offered_brand_ids', { mode: 'json' }).$type<string[] | null>(),
  /** Film ids the widget offers; null: every film of the offered brands. */
  offeredFilmIds: text('offered_film_ids', { mode: 'json' }).$type<string[] | null>(),
  offeredZones: text('offered_zones', { mode: 'json' })
    .$type<WidgetZone[]>()
    .notNull()
    .$defaultFn(() => [...WIDGET_ZONES]),
  visitorDailyLimit: integer('visitor_daily_limit').notNull().default(DEFAULT_VISITOR_DAILY_LIMIT),
  /**
   * The most credits the shop's public renders (widget and share link together) may spend in 24 hours; null: the
   * plan's default (decision 067).
   */
  publicDailyCredits: integer('public_daily_credits'),
  /** False switches the share link off: its page says the visualizer is not available, and its key renders nothing. */
  shareLinkEnabled: integer('share_link_enabled', { mode: 'boolean' }).notNull().default(true),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  contactWebsite: text('contact_website'),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export type WidgetSettingsRow = typeof widgetSettings.$inferSelect;

export const WIDGET_KEY_KINDS = ['embed', 'share'] as const;
export type WidgetKeyKind = (typeof WIDGET_KEY_KINDS)[number];

/** Public keys (`pk_…`) that let a website or the share link use the shop's widget. Public, so stored as is. */
export const widgetKeys = sqliteTable(
  'widget_keys',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    label: text('label').notNull(),
    kind: text('kind', { enum: WIDGET_KEY_KINDS }).notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('widget_keys_shop_idx').on(t.shopId, t.createdAt),
    // One live share-link key per shop, so two first visits at once cannot make two.
    uniqueIndex('widget_keys_live_share_uq').on(t.shopId).where(sql`kind = 'share' and revoked_at is null`),
  ],
);

export type WidgetKey = typeof widgetKeys.$inferSelect;

/** The websites allowed to use a key: origins normalised as scheme://host[:port]. */
export const widgetKeyOrigins = sqliteTable(
  'widget_key_origins',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => widgetKeys.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.origin] })],
);
