// Quote links: the email that carries one to the customer, what /confirm-booking shows through it, the customer's
// answer (which tells the shop in the app and by email) and the render image the page and the email show.
import { customerWords, type CustomerWords } from '../../i18n/customer/index.ts';
import { customerLocale } from '../customer-language/index.ts';
import { quoteInWords, quoteTotalIn } from '../customer-language/words.ts';
import { BOOKING_MESSAGES, BOOKING_STATUS_LABELS, QUOTE_MESSAGES, bookingCost, formatMinor, invoiceCode, type QuoteAnswer, type QuoteNotified } from '@wrapsmith/core';
import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, leads, quoteOptions, quotes, renders, shops, users, type Booking, type Shop } from '../../db/schema/index.ts';
import { publicUrl, type Env } from '../../env.ts';
import type { AppDeps } from '../../lib/context.ts';
import { sha256 } from '../../lib/crypto.ts';
import { ApiError, conflict, notFound } from '../../lib/errors.ts';
import { emailTemplates } from '../email/index.ts';
import { bookingIcs } from '../calendar/index.ts';
import { trackingUrlFor } from '../tracking/links.ts';
import type { QuoteEmailOption } from '../email/templates.ts';
import { bookingWallClock, zoneOf } from '../booking-times/index.ts';
import { emitCustomerEvent, scheduleReminder, shopAlert } from '../customer-notify/emit.ts';
import { alertWanted } from '../customer-notify/settings.ts';
import { getWidgetSettings, showsPoweredBy } from '../widget/index.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';
import { emitBookingUpdated, emitQuoteAccepted } from '../api-access/events.ts';
import { loadQuote, recordAcceptance, type QuoteModel, type Signature } from './quote-options.ts';

/** The message the customer sees after answering (ours, not the spec's). */
export const QUOTE_ANSWER_MESSAGES: Record<QuoteAnswer, string> = {
  accepted: 'Thank you! Your booking is accepted. The shop will be in touch.',
  cancelled: 'The quote was declined. The shop has been told.',
};

/** The booking a quote link's token belongs to, with the caller's conditions. */
const byToken = (token: string, ...conditions: SQL[]): SQL => and(eq(bookings.quoteTokenHash, sha256(token)), ...conditions) as SQL;

const quoteLink = (env: Env, token: string): string => `${publicUrl(env)}/confirm-booking?token=${token}`;

/** The render's PNG through the booking's token: a Studio render has no public address of its own. */
export const bookingImagePath = (token: string): string => `/api/v1/public/booking-image/${token}.png`;

/** What the customer pays: customerQuote, else customerTotal, else the cost sum; null when none is set. */
export function quoteTotal(b: Booking): number | null {
  if (b.customerQuote !== null) return b.customerQuote;
  if (b.customerTotal !== null) return b.customerTotal;
  const costs = [b.price, b.ppfCost, b.decalsCost, b.windowTintingCost];
  return costs.some((c) => c !== null) ? bookingCost(b) : null;
}

/**
 * The total a quote's emails and notifications name (issue 25 item 3): the accepted option's, else the one option's,
 * else "$2,746.88 to $3,452.06 (3 options)"; null when the quote has no price. In the quote's currency, from
 * priceDocument (a quote of the spec's fields totals its quote total, decision 086).
 */
export function quoteTotalText(quote: QuoteModel): string | null {
  const money = (amount: number) => formatMinor(amount, quote.currency);
  const chosen = quote.options.find((o) => o.id === quote.accepted?.optionId);
  if (chosen) return money(chosen.totals.total);
  const totals = quote.options.map((o) => o.totals.total).sort((x, y) => x - y);
  const [low, high] = [totals[0], totals.at(-1)];
  if (low === undefined || high === undefined) return null;
  return low === high ? money(low) : `${money(low)} to ${money(high)} (${totals.length} options)`;
}

/**
 * The quote's options, amounts in its currency, as the quote email lists them (issue 25: lines, tax, total), in the
 * customer's language (decision 100; English when not given).
 */
export function quoteEmailOptions(quote: QuoteModel, w: CustomerWords = customerWords('en')): QuoteEmailOption[] {
  const money = (amount: number) => w.money(amount, quote.currency);
  return quote.options.map((o) => ({
    label: o.label,
    lines: [
      ...o.lines.map((line, i) => [line.description, money(o.totals.lines[i]?.lineAmount ?? 0)] as const),
      ...(o.totals.discount !== 0 ? [[w.t('quoteEmail.discount'), money(o.totals.discount)] as const] : []),
    ],
    taxes: o.totals.taxes.filter((t) => t.tax !== 0).map((t) => w.t(quote.pricesIncludeTax ? 'quoteEmail.includesTax' : 'quoteEmail.tax', { rate: w.percent(t.rate), amount: money(t.tax) })),
    total: money(o.totals.total),
  }));
}

/** "2024 Toyota Camry" from the parts given, or ''. */
export const vehicleOf = (b: Pick<Booking, 'year' | 'make' | 'model'>): string => [b.year, b.make, b.model].filter(Boolean).join(' ');

/** "3M Gloss Black", or ''. */
const colourOf = (b: Pick<Booking, 'brand' | 'wrapColor'>): string =>
  b.wrapColor.toLowerCase().startsWith(b.brand.toLowerCase()) ? b.wrapColor : [b.brand, b.wrapColor].filter(Boolean).join(' ');

/** The name the shop knows the customer by: the name given, else the email. */
const customerName = (b: Booking): string => `${b.firstName} ${b.lastName}`.trim() || b.email || 'Your customer';

async function ownerOf(db: Db, shopId: string): Promise<{ email: string; phone: string | null } | undefined> {
  return firstRow(db
    .select({ email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(forShop(shopId).where(users, eq(users.role, 'owner'))));
}

/** A quote link as it is emailed: the token (only its hash is stored) and until when it can be answered. */
export interface QuoteLink {
  token: string;
  expiresAt: Date;
}

/**
 * Emails the customer the quote with its /confirm-booking link and its expiry; the email is logged under the shop.
 * Answers how the customer was told: by email, never yet by text message (the Quote Sent modal names only these).
 */
export async function sendQuote(deps: Pick<AppDeps, 'db' | 'email' | 'env'>, shop: Shop, booking: Booking, { token, expiresAt }: QuoteLink): Promise<QuoteNotified> {
  if (!booking.email) return { email: null, phone: null };
  // In the customer's language (decision 100): the words, the amounts and the days, and a quote of the booking's
  // fields with its drafted words. English with the shop's country's conventions, the days in its zone (decision 098).
  const w = customerWords(await customerLocale(deps.db, shop.id, booking), shop.country);
  const quote = quoteInWords(w, await loadQuote(deps.db, booking, shop));
  const zone = zoneOf(shop.timeZone);
  const wall = bookingWallClock(booking, zone);
  const total = quoteTotalIn(w, quote);
  // The job's tracking page and the booking day as a calendar file, in the shop's time zone (issue 26 items 3 and 4).
  const trackingUrl = await trackingUrlFor(deps.db, deps.env, booking.id);
  const ics = await bookingIcs(deps.db, booking.id);
  await deps.email.send({
    to: booking.email,
    shopId: shop.id,
    ...(ics ? { attachments: [ics] } : {}),
    ...emailTemplates.bookingQuote({
      trackingUrl,
      calendarAttached: ics !== null,
      shopName: shop.name,
      firstName: booking.firstName,
      vehicle: vehicleOf(booking) || null,
      colour: colourOf(booking) || null,
      total,
      bookingDate: wall.bookingDate,
      checkInTime: wall.checkInTime,
      timeZone: zone,
      options: quoteEmailOptions(quote, w),
      link: quoteLink(deps.env, token),
      expiresAt,
      imageUrl: booking.renderId ? `${publicUrl(deps.env)}${bookingImagePath(token)}` : null,
    }, w),
  });
  return { email: booking.email, phone: null };
}

/** The shop as its customer meets it on the quote page: its widget branding and public contact details. */
export interface QuoteShop {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  logoFile: string | null;
  primaryColor: string | null;
  accentColor: string | null;
  poweredBy: boolean;
  /** Where the shop's dates, times and numbers are written from (decision 098): its country and time zone. */
  country: string;
  timeZone: string;
}

export interface QuoteView {
  booking: Booking;
  shop: QuoteShop;
  /** Its options and lines (issue 25 item 3). */
  quote: QuoteModel;
}

/**
 * The booking behind a quote link and the shop as its widget presents it (the page is the shop's, not ours): the
 * shop's name, the widget's logo, colours and contact details, else the owner's email and phone.
 */
export async function findQuote(db: Db, token: string): Promise<QuoteView | undefined> {
  const found = await firstRow(db.select({ booking: bookings, shop: shops }).from(bookings).innerJoin(shops, eq(shops.id, bookings.shopId)).where(byToken(token)));
  if (!found) return undefined;
  return { booking: found.booking, quote: await loadQuote(db, found.booking, found.shop), shop: await quoteShop(db, found.shop) };
}

/** The shop as its quotes present it: the widget's branding and contact details, else the owner's email and phone. */
export async function quoteShop(db: Db, shop: Shop): Promise<QuoteShop> {
  const settings = await getWidgetSettings(db, shop.id);
  const owner = await ownerOf(db, shop.id);
  return {
    id: shop.id,
    name: shop.name,
    email: settings.contactEmail ?? owner?.email ?? null,
    phone: settings.contactPhone ?? owner?.phone ?? null,
    website: settings.contactWebsite,
    logoFile: settings.logoFile,
    primaryColor: settings.primaryColor,
    accentColor: settings.accentColor,
    poweredBy: showsPoweredBy(shop, settings),
    country: shop.country,
    timeZone: shop.timeZone,
  };
}

/**
 * Still answerable at `at`: not expired (the SQL form of core's isQuoteExpired). A null expiry is a quote sent
 * before quotes expired; it does not expire.
 */
const notExpired = (at: Date): SQL => or(isNull(bookings.quoteExpiresAt), gt(bookings.quoteExpiresAt, at)) as SQL;

/**
 * The customer's Accept (accepted) or Reject (cancelled), once, and only while the quote waits for it and has not
 * expired: both are conditions of the one update, so nothing can change between the check and the write. A
 * second answer (or one after the shop cancelled) is a 409 that names the booking's status; an answer after the
 * expiry is a 410 QUOTE_EXPIRED, and nothing is written. The shop gets a notification linking to the work order
 * and the owner an email; a lead the quote was made from becomes booked or lost.
 */
export async function answerQuote(
  deps: Pick<AppDeps, 'db' | 'now' | 'email' | 'env'>,
  token: string,
  answer: QuoteAnswer,
  signature: Signature = { address: '', userAgent: '' },
): Promise<QuoteView> {
  const at = deps.now();
  await transaction(deps.db, async (tx) => {
    const answered = await firstRow(tx
      .update(bookings)
      .set({ status: answer, answeredAt: at, updatedAt: at })
      .where(byToken(token, eq(bookings.status, 'quote_sent'), notExpired(at)))
      .returning());
    if (!answered) {
      const current = await firstRow(tx
        .select({ id: bookings.id, shopId: bookings.shopId, status: bookings.status, expiresAt: bookings.quoteExpiresAt, shopName: shops.name })
        .from(bookings)
        .innerJoin(shops, eq(shops.id, bookings.shopId))
        .where(byToken(token)));
      if (!current) throw notFound(BOOKING_MESSAGES.linkInvalid);
      if (current.status === 'quote_sent' && current.expiresAt) {
        throw new ApiError(410, 'QUOTE_EXPIRED', BOOKING_MESSAGES.quoteExpired(current.expiresAt, current.shopName));
      }
      // Two tabs accepting different options of a quote of several: the first moved the booking, this one is told
      // which option won. A quote of one option keeps the spec's 'Booking Already Accepted'.
      if (current.status === 'accepted') {
        const options = await tx
          .select({ id: quoteOptions.id, label: quoteOptions.label, accepted: quotes.acceptedOptionId })
          .from(quoteOptions)
          .innerJoin(quotes, eq(quotes.bookingId, quoteOptions.bookingId))
          .where(forShop(current.shopId).where(quoteOptions, eq(quoteOptions.bookingId, current.id)));
        const won = options.find((o) => o.id === o.accepted);
        if (won && options.length > 1) throw conflict(QUOTE_MESSAGES.optionTaken(won.label));
      }
      throw conflict(BOOKING_MESSAGES.alreadyAnswered(BOOKING_STATUS_LABELS[current.status]));
    }
    const shop = await firstRow(tx.select({ id: shops.id, currency: shops.currency }).from(shops).where(eq(shops.id, answered.shopId)));
    let chosen: { label: string; total: string } | null = null;
    if (answer === 'accepted' && shop) {
      const option = await recordAcceptance(tx, answered, shop, signature, at);
      if (option) chosen = { label: option.label, total: formatMinor(option.totals.total, option.totals.currency) };
    }
    await emitBookingUpdated(tx, answered, at);
    if (answer === 'accepted') await emitQuoteAccepted(tx, answered, at);
    // The lead the quote came from follows the customer's answer: booked when accepted, lost when rejected.
    if (answered.leadId) {
      await tx.update(leads)
        .set({ status: answer === 'accepted' ? 'booked' : 'lost', updatedAt: at })
        .where(forShop(answered.shopId).where(leads, eq(leads.id, answered.leadId)));
    }
    const name = customerName(answered);
    const vehicle = vehicleOf(answered);
    const total = chosen ? `${chosen.label}: ${chosen.total}` : shop ? quoteTotalText(await loadQuote(tx, answered, shop)) : null;
    const title = `Quote ${answer === 'accepted' ? 'accepted' : 'rejected'}: ${name}${vehicle ? ` — ${vehicle}` : ''}`;
    // The shop's alert, in the app and by text as the owner switched them (issue 26 item 5); the email follows.
    await shopAlert(tx, {
      shopId: answered.shopId,
      alert: 'quote_accepted',
      key: `${answered.id}:${answer}`,
      inApp: {
        areas: total === null ? ['quotes'] : ['quotes', 'prices'],
        title,
        body: [
          `Invoice ${invoiceCode(answered.id)}`,
          ...(total === null ? [] : [total]),
          answer === 'accepted' ? 'Open the work order to book the vehicle in.' : 'The booking is now cancelled.',
        ].join(' · '),
        link: `/work-order?id=${answered.id}`,
      },
      text: `Wrapsmith: ${title}${total === null ? '' : ` (${total})`}. ${publicUrl(deps.env)}/work-order?id=${answered.id}`,
      at,
    });
    // The customer hears what happens next, and is reminded the day before a booked day (issue 26 item 2).
    if (answer === 'accepted') {
      await emitCustomerEvent(tx, { shopId: answered.shopId, bookingId: answered.id, event: 'quote_accepted', at });
      await scheduleReminder(tx, answered.shopId, answered.id, at);
    }
  });
  const view = await findQuote(deps.db, token);
  if (!view) throw notFound(BOOKING_MESSAGES.linkInvalid);
  await emailOwnerTheAnswer(deps, view, answer);
  return view;
}

async function emailOwnerTheAnswer(deps: Pick<AppDeps, 'db' | 'email' | 'env'>, view: QuoteView, answer: QuoteAnswer): Promise<void> {
  const { booking } = view;
  const to = (await ownerOf(deps.db, booking.shopId))?.email;
  if (!to || !(await alertWanted(deps.db, booking.shopId, 'quote_accepted', 'email'))) return;
  const total = quoteTotalText(view.quote);
  await deps.email.send({
    to,
    shopId: booking.shopId,
    ...emailTemplates.quoteAnswer({
      shopName: view.shop.name,
      answer,
      customerName: customerName(booking),
      customerEmail: booking.email,
      customerPhone: booking.phone || null,
      vehicle: vehicleOf(booking) || null,
      total,
      invoiceCode: invoiceCode(booking.id),
      workOrderUrl: `${publicUrl(deps.env)}/work-order?id=${booking.id}`,
    }),
  });
}

/** The PNG of one option's picture, found through the quote token; undefined when there is none. */
export async function quoteOptionImage(deps: Pick<AppDeps, 'db' | 'storage'>, token: string, optionId: string): Promise<Buffer | undefined> {
  const view = await findQuote(deps.db, token);
  const renderId = view?.quote.options.find((o) => o.id === optionId)?.renderId;
  if (!view || !renderId) return undefined;
  const row = await firstRow(deps.db.select({ imageKey: renders.imageKey }).from(renders).where(forShop(view.booking.shopId).where(renders, eq(renders.id, renderId))));
  return (row && (await deps.storage.get(row.imageKey))) ?? undefined;
}

/** The PNG of the booking's render, found through its quote token; undefined when there is none. */
export async function quoteImage(deps: Pick<AppDeps, 'db' | 'storage'>, token: string): Promise<Buffer | undefined> {
  const row = await firstRow(deps.db
    .select({ imageKey: renders.imageKey })
    .from(bookings)
    // A join on both rows' shop, not a shop the caller names: nothing for forShop() to scope.
    // eslint-disable-next-line no-restricted-syntax
    .innerJoin(renders, and(eq(renders.id, bookings.renderId), eq(renders.shopId, bookings.shopId)))
    .where(byToken(token)));
  return (row && (await deps.storage.get(row.imageKey))) ?? undefined;
}
