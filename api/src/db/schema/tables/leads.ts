import { LEAD_STATUSES } from '@wrapsmith/core';
import { sql } from 'drizzle-orm';
import { renders } from './renders.ts';
import { shops } from './shops.ts';
import { widgetKeys } from './widget.ts';
import { type RowOf, defineTable } from '../kit.ts';

// Core's list (the contract's too): the table stores exactly the statuses the API accepts.
export { LEAD_STATUSES, type LeadStatus } from '@wrapsmith/core';

/** The render's catalogue vehicle (snapshots from before photo leads had a vehicle carry no `source`). */
export interface CatalogueLeadVehicle {
  year: number;
  make: string;
  model: string;
  bodyStyle: string;
  source?: 'catalogue';
}

/** The car in the visitor's own photo, in their words (issue 21): no body style, never a catalogue match. */
export interface VisitorLeadVehicle {
  year: number;
  make: string;
  model: string;
  source: 'visitor';
}

/** What the visitor designed, copied from the render so the lead outlives a deleted render. */
export interface LeadSnapshot {
  /** The render's vehicle; for a photo render, the one the visitor gave, or null. */
  vehicle: CatalogueLeadVehicle | VisitorLeadVehicle | null;
  film: { id: string | null; brand: string; name: string; code: string; colorCode: string; finish: string };
  /**
   * Sent without a picture: the shop had no credits left to draw the design, and the visitor left their details
   * anyway (decision 061). Absent on leads with a render.
   */
  withoutPicture?: 'no_credits';
}

/** A widget or share-link visitor's request for a quote on one of their renders. */
export const leads = defineTable((k) =>
  k.table(
    'leads',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** Null once the render is deleted from My Wraps; the snapshot keeps what it showed. */
      renderId: k.text('render_id').references(() => renders[k.engine].id, { onDelete: 'set null' }),
      widgetKeyId: k.text('widget_key_id').references(() => widgetKeys[k.engine].id, { onDelete: 'set null' }),
      snapshot: k.json('snapshot').$type<LeadSnapshot>().notNull(),
      name: k.text('name').notNull(),
      /** Lowercased and trimmed (emailField). */
      email: k.text('email').notNull(),
      phone: k.text('phone'),
      /** YYYY-MM-DD as the visitor picked it. */
      preferredDate: k.text('preferred_date'),
      message: k.text('message'),
      consentAt: k.timestampMs('consent_at').notNull(),
      pageUrl: k.text('page_url').notNull(),
      origin: k.text('origin').notNull(),
      visitorId: k.text('visitor_id'),
      status: k.text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
      /**
       * Set when the lead came in over the shop's lead caps (decision 068): kept for the owner to review instead of
       * refusing the person, out of the Leads list, the notifications and the email until released; null otherwise.
       */
      heldAt: k.timestampMs('held_at'),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [
      k.index('leads_shop_idx').on(t.shopId, t.status, t.createdAt),
      // The list and the export without a status filter, newest first (issue 23 item 20): the index above needs a status.
      k.index('leads_shop_created_idx').on(t.shopId, t.createdAt, t.id),
      // The list as the Leads page reads it (not held), its `total` and a deep `?page=`: the condition is the index's
      // own, so its rows are counted and skipped in the index alone, never read from the table (decision 097).
      k.index('leads_shop_listed_idx').on(t.shopId, t.createdAt, t.id).where(sql`held_at is null`),
      // A lead needs a render made within 24 hours, so "same email, same render" can only repeat within 24 hours:
      // the unique index is the whole duplicate guard, race-free.
      k.uniqueIndex('leads_render_email_uq').on(t.shopId, t.renderId, t.email),
    ],
  ),
);

export type Lead = RowOf<typeof leads>;
