// PostgreSQL twin of ../schema-sqlite/widget.ts (docs/decisions/037): the meaning of each column is documented there.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { jsonText, timestampMs } from './columns.ts';
import { WIDGET_CORNERS, WIDGET_THEMES, WIDGET_ZONES, DEFAULT_VISITOR_DAILY_LIMIT, WIDGET_KEY_KINDS, type WidgetZone } from '../schema-sqlite/widget.ts';

export const widgetSettings = pgTable('widget_settings', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  logoFile: text('logo_file'),
  primaryColor: text('primary_color'),
  accentColor: text('accent_color'),
  corner: text('corner', { enum: WIDGET_CORNERS }).notNull().default('rounded'),
  theme: text('theme', { enum: WIDGET_THEMES }).notNull().default('light'),
  poweredBy: boolean('powered_by').notNull().default(true),
  offeredBrandIds: jsonText('offered_brand_ids').$type<string[] | null>(),
  offeredFilmIds: jsonText('offered_film_ids').$type<string[] | null>(),
  offeredZones: jsonText('offered_zones')
    .$type<WidgetZone[]>()
    .notNull()
    .$defaultFn(() => [...WIDGET_ZONES]),
  visitorDailyLimit: integer('visitor_daily_limit').notNull().default(DEFAULT_VISITOR_DAILY_LIMIT),
  publicDailyCredits: integer('public_daily_credits'),
  shareLinkEnabled: boolean('share_link_enabled').notNull().default(true),
  contactPhone: text('contact_phone'),
  contactEmail: text('contact_email'),
  contactWebsite: text('contact_website'),
  updatedAt: timestampMs('updated_at').notNull(),
});

export type WidgetSettingsRow = typeof widgetSettings.$inferSelect;

export const widgetKeys = pgTable(
  'widget_keys',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    label: text('label').notNull(),
    kind: text('kind', { enum: WIDGET_KEY_KINDS }).notNull(),
    createdAt: timestampMs('created_at').notNull(),
    revokedAt: timestampMs('revoked_at'),
    lastUsedAt: timestampMs('last_used_at'),
  },
  (t) => [
    index('widget_keys_shop_idx').on(t.shopId, t.createdAt),
    // One live share-link key per shop, so two first visits at once cannot make two.
    uniqueIndex('widget_keys_live_share_uq').on(t.shopId).where(sql`kind = 'share' and revoked_at is null`),
  ],
);

export type WidgetKey = typeof widgetKeys.$inferSelect;

export const widgetKeyOrigins = pgTable(
  'widget_key_origins',
  {
    keyId: text('key_id')
      .notNull()
      .references(() => widgetKeys.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.origin] })],
);

export { WIDGET_CORNERS, WIDGET_THEMES, WIDGET_ZONES, DEFAULT_VISITOR_DAILY_LIMIT, WIDGET_KEY_KINDS } from '../schema-sqlite/widget.ts';
export type { WidgetCorner, WidgetTheme, WidgetZone, WidgetKeyKind } from '../schema-sqlite/widget.ts';
