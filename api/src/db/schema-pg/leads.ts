// PostgreSQL twin of ../schema-sqlite/leads.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { renders } from './renders.ts';
import { shops } from './shops.ts';
import { widgetKeys } from './widget.ts';
import { jsonText, timestampMs } from './columns.ts';
import { LEAD_STATUSES, type LeadSnapshot } from '../schema-sqlite/leads.ts';

export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    renderId: text('render_id').references(() => renders.id, { onDelete: 'set null' }),
    widgetKeyId: text('widget_key_id').references(() => widgetKeys.id, { onDelete: 'set null' }),
    snapshot: jsonText('snapshot').$type<LeadSnapshot>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    preferredDate: text('preferred_date'),
    message: text('message'),
    consentAt: timestampMs('consent_at').notNull(),
    pageUrl: text('page_url').notNull(),
    origin: text('origin').notNull(),
    visitorId: text('visitor_id'),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    heldAt: timestampMs('held_at'),
    createdAt: timestampMs('created_at').notNull(),
    updatedAt: timestampMs('updated_at').notNull(),
  },
  (t) => [
    index('leads_shop_idx').on(t.shopId, t.status, t.createdAt),
    // The list and the export without a status filter, newest first (issue 23 item 20): the index above needs a status.
    index('leads_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    // A lead needs a render made within 24 hours, so "same email, same render" can only repeat within 24 hours:
    // the unique index is the whole duplicate guard, race-free.
    uniqueIndex('leads_render_email_uq').on(t.shopId, t.renderId, t.email),
  ],
);

export type Lead = typeof leads.$inferSelect;

export { LEAD_STATUSES } from '../schema-sqlite/leads.ts';
export type { LeadStatus, LeadSnapshot } from '../schema-sqlite/leads.ts';
