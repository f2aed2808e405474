import { WIDGET_CORNERS, WIDGET_KEY_KINDS, WIDGET_THEMES, WIDGET_ZONES, type WidgetZone } from '@wrapsmith/core';
import type { Locale } from '@wrapsmith/core/i18n';
import { sql } from 'drizzle-orm';
import { shops } from './shops.ts';
import { type RowOf, defineTable } from '../kit.ts';

// The widget's vocabularies are core's (the contract's too): the tables store exactly what the API accepts.
export { WIDGET_CORNERS, WIDGET_KEY_KINDS, WIDGET_THEMES, WIDGET_ZONES } from '@wrapsmith/core';
export type { WidgetCorner, WidgetTheme, WidgetZone } from '@wrapsmith/core';
export const DEFAULT_VISITOR_DAILY_LIMIT = 5;

/** One row per shop once it saves its widget settings; a shop without a row gets the defaults. */
export const widgetSettings = defineTable((k) =>
  k.table('widget_settings', {
    shopId: k.text('shop_id')
      .primaryKey()
      .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
    /** File name of the logo under storage `widget/logos/<shopId>/`; null for none. */
    logoFile: k.text('logo_file'),
    /** #rrggbb, or null for Wrapsmith's own colours. */
    primaryColor: k.text('primary_color'),
    accentColor: k.text('accent_color'),
    corner: k.text('corner', { enum: WIDGET_CORNERS }).notNull().default('rounded'),
    theme: k.text('theme', { enum: WIDGET_THEMES }).notNull().default('light'),
    /** False hides "Powered by Wrapsmith"; honoured only while the shop is on the Pro plan. */
    poweredBy: k.boolean('powered_by').notNull().default(true),
    /** Brand ids the widget offers; null: every brand the shop offers. */
    offeredBrandIds: k.json('offered_brand_ids').$type<string[] | null>(),
    /** Film ids the widget offers; null: every film of the offered brands. */
    offeredFilmIds: k.json('offered_film_ids').$type<string[] | null>(),
    offeredZones: k.json('offered_zones')
      .$type<WidgetZone[]>()
      .notNull()
      .$defaultFn(() => [...WIDGET_ZONES]),
    /** The languages the widget speaks, the default first (issue 28 item 3); null: English only. */
    languages: k.json('languages').$type<Locale[] | null>(),
    visitorDailyLimit: k.integer('visitor_daily_limit').notNull().default(DEFAULT_VISITOR_DAILY_LIMIT),
    /**
     * The most credits the shop's public renders (widget and share link together) may spend in 24 hours; null: the
     * plan's default (decision 067).
     */
    publicDailyCredits: k.integer('public_daily_credits'),
    /** False switches the share link off: its page says the visualizer is not available, and its key renders nothing. */
    shareLinkEnabled: k.boolean('share_link_enabled').notNull().default(true),
    contactPhone: k.text('contact_phone'),
    contactEmail: k.text('contact_email'),
    contactWebsite: k.text('contact_website'),
    updatedAt: k.timestampMs('updated_at').notNull(),
  }),
);

export type WidgetSettingsRow = RowOf<typeof widgetSettings>;

export type WidgetKeyKind = (typeof WIDGET_KEY_KINDS)[number];

/** Public keys (`pk_…`) that let a website or the share link use the shop's widget. Public, so stored as is. */
export const widgetKeys = defineTable((k) =>
  k.table(
    'widget_keys',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      key: k.text('key').notNull().unique(),
      label: k.text('label').notNull(),
      kind: k.text('kind', { enum: WIDGET_KEY_KINDS }).notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
      revokedAt: k.timestampMs('revoked_at'),
      lastUsedAt: k.timestampMs('last_used_at'),
    },
    (t) => [
      k.index('widget_keys_shop_idx').on(t.shopId, t.createdAt),
      // One live share-link key per shop, so two first visits at once cannot make two.
      k.uniqueIndex('widget_keys_live_share_uq').on(t.shopId).where(sql`kind = 'share' and revoked_at is null`),
    ],
  ),
);

export type WidgetKey = RowOf<typeof widgetKeys>;

/** The websites allowed to use a key: origins normalised as scheme://host[:port]. */
export const widgetKeyOrigins = defineTable((k) =>
  k.table(
    'widget_key_origins',
    {
      keyId: k.text('key_id')
        .notNull()
        .references(() => widgetKeys[k.engine].id, { onDelete: 'cascade' }),
      origin: k.text('origin').notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.keyId, t.origin] })],
  ),
);
