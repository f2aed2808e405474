// "Book with a deposit" in the widget (issue 25 item 6, second half; decision 088): the shop's choice, and each
// visitor's request with the drafted quote it became (a lead; the booking once the quote is sent or the day asked).
import { DEFAULT_WIDGET_BOOKING_MODE, WIDGET_BOOKING_MODES, WIDGET_BOOKING_REQUEST_STATUSES } from '@wrapsmith/core';
import { bookings } from './bookings.ts';
import { leads } from './leads.ts';
import { shops } from './shops.ts';
import { type RowOf, defineTable } from '../kit.ts';

export const widgetBookingSettings = defineTable((k) =>
  k.table('widget_booking_settings', {
    shopId: k.text('shop_id')
      .primaryKey()
      .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
    mode: k.text('mode', { enum: WIDGET_BOOKING_MODES }).notNull().default(DEFAULT_WIDGET_BOOKING_MODE),
    updatedAt: k.timestampMs('updated_at').notNull(),
  }),
);

export const widgetBookingRequests = defineTable((k) =>
  k.table(
    'widget_booking_requests',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** The lead the request made; one request per lead. */
      leadId: k.text('lead_id')
        .notNull()
        .references(() => leads[k.engine].id, { onDelete: 'cascade' }),
      mode: k.text('mode', { enum: WIDGET_BOOKING_MODES }).notNull(),
      status: k.text('status', { enum: WIDGET_BOOKING_REQUEST_STATUSES }).notNull(),
      /** The offered film the render was of, and its zones: what the quote is drafted for. */
      filmId: k.text('film_id').notNull(),
      zones: k.json('zones').$type<string[]>().notNull(),
      /** deposit_now: the day the visitor asked for (YYYY-MM-DD). */
      requestedDay: k.text('requested_day'),
      /** The booking made when the quote was sent (quote_first) or the day requested (deposit_now). */
      bookingId: k.text('booking_id').references(() => bookings[k.engine].id, { onDelete: 'set null' }),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.uniqueIndex('widget_booking_requests_lead_uq').on(t.leadId)],
  ),
);

export type WidgetBookingRequest = RowOf<typeof widgetBookingRequests>;
