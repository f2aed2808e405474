import { QUOTE_LINE_KINDS } from '@wrapsmith/core';
import { bookings } from './bookings.ts';
import { renders } from './renders.ts';
import { shops } from './shops.ts';
import { type NewRowOf, type RowOf, defineTable } from '../kit.ts';

/**
 * A booking's quote once its options were saved or it was accepted (issue 25 item 3, decision 086). Until then a
 * booking's quote is its spec price fields mapped onto one option, computed on read and stored by nothing. Amounts
 * of its lines are integer minor units of `currency`, frozen here when the quote was first stored.
 */
export const quotes = defineTable((k) =>
  k.table(
    'quotes',
    {
      bookingId: k.text('booking_id')
        .primaryKey()
        .references(() => bookings[k.engine].id, { onDelete: 'cascade' }),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** ISO 4217 code of every amount of the quote's lines; a later change of the shop's currency leaves it. */
      currency: k.text('currency').notNull(),
      /** Whether the lines' unit prices include tax (as the shop's prices did when the quote was stored). */
      pricesIncludeTax: k.boolean('prices_include_tax').notNull().default(false),
      /** The option the customer accepted: set once, by the accept that moved the booking out of quote_sent. */
      acceptedOptionId: k.text('accepted_option_id'),
      /** The name the customer typed to accept ('' when accepted the spec's way, without one). */
      acceptedName: k.text('accepted_name'),
      acceptedAt: k.timestampMs('accepted_at'),
      /** The accepting request's client address, by the app's one rule (lib/client-ip.ts clientAddress). */
      acceptedAddress: k.text('accepted_address'),
      acceptedUserAgent: k.text('accepted_user_agent'),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.index('quotes_shop_idx').on(t.shopId)],
  ),
);

export type Quote = RowOf<typeof quotes>;
export type NewQuoteRow = NewRowOf<typeof quotes>;

/** One of a quote's options (good / better / best): a film, zones, a picture, a discount, notes and its lines. */
export const quoteOptions = defineTable((k) =>
  k.table(
    'quote_options',
    {
      id: k.text('id').primaryKey(),
      bookingId: k.text('booking_id')
        .notNull()
        .references(() => quotes[k.engine].bookingId, { onDelete: 'cascade' }),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** 0, 1, 2: the order the customer sees. */
      position: k.integer('position').notNull(),
      label: k.text('label').notNull(),
      film: k.text('film').notNull().default(''),
      zones: k.json('zones').$type<string[]>().notNull(),
      /** The option's picture, one of the shop's renders; null once the render is deleted. */
      renderId: k.text('render_id').references(() => renders[k.engine].id, { onDelete: 'set null' }),
      /** Off the option before tax: 'amount' (discountValue in minor units) or 'rate' (thousandths of a percent). */
      discountKind: k.text('discount_kind', { enum: ['amount', 'rate'] }),
      discountValue: k.minorAmount('discount_value'),
      notes: k.text('notes').notNull().default(''),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.uniqueIndex('quote_options_position_uq').on(t.bookingId, t.position), k.index('quote_options_render_idx').on(t.renderId)],
  ),
);

export type QuoteOption = RowOf<typeof quoteOptions>;

/** A line of an option: a quantity (thousandths) of a unit price (minor units of the quote's currency) at a tax rate. */
export const quoteLines = defineTable((k) =>
  k.table(
    'quote_lines',
    {
      id: k.text('id').primaryKey(),
      optionId: k.text('option_id')
        .notNull()
        .references(() => quoteOptions[k.engine].id, { onDelete: 'cascade' }),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      position: k.integer('position').notNull(),
      kind: k.text('kind', { enum: QUOTE_LINE_KINDS }).notNull(),
      description: k.text('description').notNull(),
      quantityMilli: k.integer('quantity_milli').notNull(),
      unitAmount: k.minorAmount('unit_amount').notNull(),
      /** Thousandths of a percent (8875 is 8.875 %). */
      taxRate: k.integer('tax_rate').notNull(),
    },
    (t) => [k.uniqueIndex('quote_lines_position_uq').on(t.optionId, t.position)],
  ),
);

export type QuoteLineRow = RowOf<typeof quoteLines>;
