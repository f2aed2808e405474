// "Book with a deposit" in the widget (issue 25 item 6, second half; decision 088). After a render the visitor asks
// to book it: per the shop's choice (quote first, by default) the request becomes a lead and a quote drafted from the
// price book that the shop reviews and sends; or (deposit now: deposits on and a connected account) the visitor also
// picks a day and is sent straight to the deposit on the price-book total: the booking is made accepted (the
// visitor's typed name signs the price-book option) and confirmed when the deposit is paid (decision 084).
//
// Public, so it spends no credit and no render: the request needs a render made through this shop's widget in the
// last day (the lead route's rule, leadRender), passes the lead route's limits and honeypot, and reads the price
// book (arithmetic). Everything is checked before anything is written: bad input is a 4xx and writes nothing.
import {
  priceDocument,
  quoteDepositFor,
  meetsStripeMinimum,
  QUOTE_VALID_MS,
  WIDGET_BOOKING_MAX_DAYS_AHEAD,
  WIDGET_BOOKING_MESSAGES as M,
  type WidgetBookingMode,
  type WidgetBookingRequestInput,
  type WidgetBookingSettingsInput,
} from '@wrapsmith/core';
import type { DraftedQuoteDto, WidgetBookingAnswerDto, WidgetBookingOfferDto, WidgetBookingSettingsDto } from '@wrapsmith/core/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { leads, renders, widgetBookingRequests, widgetBookingSettings, type Lead, type Render, type Shop, type WidgetBookingRequest } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import type { AppDeps } from '../../lib/context.ts';
import { newId, randomToken, sha256 } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { answerQuote, insertBooking, priceBookDraft, quoteSettings, replaceQuoteOptions, sendQuote } from '../bookings/index.ts';
import { depositContext, depositOnAcceptance, paymentsOf } from '../deposits/index.ts';
import { findOfferedFilm } from '../films/index.ts';
import { createLead, leadRender } from '../leads/index.ts';
import { notify } from '../notifications/index.ts';
import type { RenderSpec } from '../render/types.ts';

type Deps = Pick<AppDeps, 'db' | 'now' | 'email' | 'env' | 'deposits' | 'log'>;

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Deposit now can work: deposits on and an account that takes charges (Settings → Payments). */
async function depositAvailable(deps: Deps, shopId: string): Promise<boolean> {
  const payments = await paymentsOf(depositContext(deps), shopId);
  return payments.account.connected && payments.settings.depositsEnabled;
}

async function storedMode(db: Db, shopId: string): Promise<WidgetBookingMode> {
  return (await firstRow(db.select().from(widgetBookingSettings).where(forShop(shopId).where(widgetBookingSettings))))?.mode ?? 'quote_first';
}

/** The mode in force: deposit now falls back to quote first while deposits cannot be taken (e.g. after a disconnect). */
async function effectiveMode(deps: Deps, shopId: string): Promise<WidgetBookingMode> {
  const mode = await storedMode(deps.db, shopId);
  return mode === 'deposit_now' && (await depositAvailable(deps, shopId)) ? 'deposit_now' : 'quote_first';
}

/** GET /user/widget/booking. */
export async function bookingSettingsOf(deps: Deps, shopId: string): Promise<WidgetBookingSettingsDto> {
  return { mode: await storedMode(deps.db, shopId), depositAvailable: await depositAvailable(deps, shopId) };
}

/** PUT /user/widget/booking: deposit now only while deposits can be taken (409 otherwise, nothing written). */
export async function saveBookingSettings(deps: Deps, shopId: string, input: WidgetBookingSettingsInput): Promise<WidgetBookingSettingsDto> {
  if (input.mode === 'deposit_now' && !(await depositAvailable(deps, shopId))) throw conflict(M.depositNeedsAccount);
  const at = deps.now();
  await deps.db
    .insert(widgetBookingSettings)
    .values({ shopId, mode: input.mode, updatedAt: at })
    .onConflictDoUpdate({ target: widgetBookingSettings.shopId, set: { mode: input.mode, updatedAt: at } });
  return bookingSettingsOf(deps, shopId);
}

/** The days a visitor may ask for: from tomorrow (no open-days data exists yet) to a year ahead. */
function dayRange(now: Date): { firstDay: string; lastDay: string } {
  return { firstDay: dayOf(new Date(now.getTime() + DAY_MS)), lastDay: dayOf(new Date(now.getTime() + WIDGET_BOOKING_MAX_DAYS_AHEAD * DAY_MS)) };
}

/** GET /widget/:key/booking: what the visitor is offered now. */
export async function bookingOffer(deps: Deps, shopId: string): Promise<WidgetBookingOfferDto> {
  return { mode: await effectiveMode(deps, shopId), ...dayRange(deps.now()) };
}

interface Subject {
  vehicle: { year: number; make: string; model: string };
  filmId: string;
  filmText: string;
  brand: string;
  colour: string;
  zones: string[];
}

/** What the render drew, as a quote's subject: 400 for a photo render (no known vehicle) or a film no longer offered. */
async function subjectOf(db: Db, shopId: string, render: Render): Promise<Subject> {
  const spec = render.spec as RenderSpec;
  if (!spec.vehicle || !spec.film.id) throw badRequest(M.noPrice);
  const film = await findOfferedFilm(db, shopId, spec.film.id);
  if (!film) throw badRequest(M.noPrice);
  const zones = Object.entries(spec.zones ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([zone]) => zone);
  const filmText = [spec.film.brand, spec.film.code, spec.film.name].filter(Boolean).join(' ');
  return { vehicle: { year: spec.vehicle.year, make: spec.vehicle.make, model: spec.vehicle.model }, filmId: film.id, filmText, brand: spec.film.brand, colour: spec.film.name, zones };
}

/** The price book's option for the subject, and its total; null when the book has no price for it. */
async function draftOption(deps: Deps, shop: Shop, subject: Subject) {
  const lines = await priceBookDraft(deps.db, shop, subject.vehicle, { film: subject.filmId, zones: subject.zones });
  if (!lines || lines.length === 0) return null;
  const settings = await quoteSettings(deps.db, shop);
  const total = priceDocument({ currency: settings.currency, lines, pricesIncludeTax: settings.pricesIncludeTax }).total;
  if (total <= 0) return null;
  return { lines, total, currency: settings.currency };
}

const nameParts = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

export interface WidgetCaller {
  shop: Shop;
  keyId: string;
  origin: string;
  visitorId: string | null;
  address: string;
  userAgent: string;
}

/**
 * POST /widget/:key/booking-requests. Quote first: a lead and a drafted request (the shop is told). Deposit now: a
 * lead, a booking accepted on the price-book option for the requested day, and its deposit's payment page.
 */
export async function createBookingRequest(deps: Deps, caller: WidgetCaller, input: WidgetBookingRequestInput): Promise<{ answer: WidgetBookingAnswerDto; created: boolean }> {
  const { shop } = caller;
  const now = deps.now();
  // ── every check before any write ──
  const render = await leadRender(deps.db, shop.id, input.renderId, { now });
  const subject = await subjectOf(deps.db, shop.id, render);
  const option = await draftOption(deps, shop, subject);
  if (!option) throw badRequest(M.noPrice);
  if (input.mode === 'deposit_now') {
    if ((await effectiveMode(deps, shop.id)) !== 'deposit_now') throw conflict(M.depositUnavailable);
    const { firstDay, lastDay } = dayRange(now);
    if (!input.requestedDay) throw badRequest(M.dayNeeded);
    if (input.requestedDay < firstDay || input.requestedDay > lastDay) throw badRequest(M.dayRange);
    const payments = await paymentsOf(depositContext(deps), shop.id);
    const s = payments.settings;
    const deposit = quoteDepositFor(s.depositKind === 'amount' && s.depositAmountMinor !== null ? { kind: 'amount', amountMinor: s.depositAmountMinor } : { kind: 'percent', percent: s.depositPercent }, option.total);
    if (deposit === null || !meetsStripeMinimum(deposit, option.currency)) throw conflict(M.depositUnavailable);
  }

  // ── the lead (the lead route's rules: caps per address, email, render and shop; one lead per render and email) ──
  const { lead, created } = await createLead(deps, {
    shop,
    keyId: caller.keyId,
    render,
    origin: caller.origin,
    visitorId: caller.visitorId,
    locale: input.locale,
    lead: {
      name: input.name,
      email: input.email,
      phone: input.phone,
      preferredDate: input.requestedDay,
      message: input.mode === 'deposit_now' ? `Booked from the widget with a deposit, for ${input.requestedDay ?? ''}.` : 'Asked to book from the widget: review the drafted quote and send it.',
      pageUrl: input.pageUrl,
      vehicle: undefined,
    },
  });
  const existing = await firstRow(deps.db.select().from(widgetBookingRequests).where(eq(widgetBookingRequests.leadId, lead.id)));
  if (existing) return { answer: { leadId: lead.id, payUrl: null, depositMinor: null, currency: option.currency }, created: false };
  const request: WidgetBookingRequest = {
    id: newId(),
    shopId: shop.id,
    leadId: lead.id,
    mode: input.mode,
    status: input.mode === 'deposit_now' ? 'deposit_requested' : 'drafted',
    filmId: subject.filmId,
    zones: subject.zones,
    requestedDay: input.mode === 'deposit_now' ? (input.requestedDay ?? null) : null,
    bookingId: null,
    createdAt: now,
    updatedAt: now,
  };
  // The request, and for a deposit its booking and price-book option, in one transaction: never a request without its
  // booking. (The lead before it stands on its own: the visitor did ask.)
  const token = randomToken();
  const booking = await transaction(deps.db, async (tx) => {
    const inserted = await firstRow(tx.insert(widgetBookingRequests).values(request).onConflictDoNothing().returning());
    if (!inserted) return null;
    if (input.mode !== 'deposit_now') return undefined;
    const made = await bookingFor(tx, now, shop, lead, subject, { token, status: 'quote_sent', bookingDate: input.requestedDay ?? null, phone: input.phone ?? null });
    await replaceQuoteOptions(tx, forShop(shop.id), shop, made.id, { options: [{ label: subject.filmText || 'Quote', film: subject.filmText, zones: subject.zones, renderId: render.id, lines: option.lines }] }, now);
    await tx.update(widgetBookingRequests).set({ bookingId: made.id, updatedAt: now }).where(eq(widgetBookingRequests.id, request.id));
    return made;
  });
  if (booking === null) return { answer: { leadId: lead.id, payUrl: null, depositMinor: null, currency: option.currency }, created: false };

  if (input.mode === 'quote_first') {
    await notify(deps.db, {
      shopId: shop.id,
      areas: ['quotes', 'prices'],
      title: `Quote requested: ${input.name} — review and send`,
      body: `${subject.vehicle.year} ${subject.vehicle.make} ${subject.vehicle.model}, ${subject.filmText}. A quote is drafted from your price book.`,
      link: `/leads?lead=${lead.id}`,
      at: now,
    });
    return { answer: { leadId: lead.id, payUrl: null, depositMinor: null, currency: option.currency }, created };
  }

  // ── deposit now: the booking's price-book option accepted by the visitor's typed name, and the deposit ──
  if (!booking) throw conflict(M.depositUnavailable);
  const view = await answerQuote(deps, token, 'accepted', { name: input.name, address: caller.address, userAgent: caller.userAgent });
  const deposit = await depositOnAcceptance(depositContext(deps), view.booking, shop.name, token);
  return { answer: { leadId: lead.id, payUrl: deposit?.payUrl ?? null, depositMinor: deposit?.amountMinor ?? null, currency: option.currency }, created };
}

/** A booking made from a request: the lead's visitor, vehicle and film, on a quote link the token opens. */
async function bookingFor(db: DbOrTx, now: Date, shop: Shop, lead: Lead, subject: Subject, extra: { token: string; status: 'quote_sent'; bookingDate: string | null; phone: string | null }) {
  const booking = await insertBooking(
    db,
    forShop(shop.id),
    {
      ...nameParts(lead.name),
      email: lead.email,
      phone: extra.phone ?? lead.phone ?? '',
      year: subject.vehicle.year,
      make: subject.vehicle.make,
      model: subject.vehicle.model,
      brand: subject.brand,
      wrapColor: subject.colour,
      bookingDate: extra.bookingDate,
      status: extra.status,
      isQuoted: true,
      leadId: lead.id,
      renderId: lead.renderId,
      quoteTokenHash: sha256(extra.token),
      quoteExpiresAt: new Date(now.getTime() + QUOTE_VALID_MS),
    },
    now,
  );
  await db.update(leads).set({ status: 'quoted', updatedAt: now }).where(forShop(shop.id).where(leads, eq(leads.id, lead.id)));
  return booking;
}

async function requestOfLead(db: Db, shopId: string, leadId: string) {
  const row = await firstRow(db.select({ request: widgetBookingRequests, lead: leads }).from(widgetBookingRequests).innerJoin(leads, eq(leads.id, widgetBookingRequests.leadId)).where(forShop(shopId).where(widgetBookingRequests, eq(widgetBookingRequests.leadId, leadId))));
  if (!row) throw notFound(M.requestNotFound);
  return row;
}

async function draftedView(deps: Deps, shop: Shop, request: WidgetBookingRequest, lead: Lead): Promise<DraftedQuoteDto> {
  const render = lead.renderId ? await findRender(deps, shop.id, lead.renderId) : undefined;
  const subject = render ? await subjectOf(deps.db, shop.id, render).catch(() => null) : null;
  const option = subject ? await draftOption(deps, shop, subject) : null;
  return {
    status: request.status,
    film: subject?.filmText ?? request.filmId,
    zones: request.zones,
    totalMinor: option?.total ?? null,
    currency: option?.currency ?? shop.currency,
    requestedDay: request.requestedDay,
    bookingId: request.bookingId,
  };
}

async function findRender(deps: Deps, shopId: string, renderId: string): Promise<Render | undefined> {
  // The render as stored (any age: the shop reviews later than the lead route's one day).
  return firstRow(deps.db.select().from(renders).where(forShop(shopId).where(renders, eq(renders.id, renderId))));
}

/** GET /user/leads/:id/drafted-quote. */
export async function draftedQuote(deps: Deps, shop: Shop, leadId: string): Promise<DraftedQuoteDto> {
  const { request, lead } = await requestOfLead(deps.db, shop.id, leadId);
  return draftedView(deps, shop, request, lead);
}

/**
 * POST /user/leads/:id/drafted-quote/send: the drafted quote becomes a quote_sent booking with the price-book option
 * (its picture the lead's render) and is emailed to the visitor with the quote link, once: of two clicks the second
 * finds it sent (409). No price in the book for it now: 400, nothing written.
 */
export async function sendDraftedQuote(deps: Deps, shop: Shop, leadId: string): Promise<DraftedQuoteDto> {
  const { request, lead } = await requestOfLead(deps.db, shop.id, leadId);
  if (request.status !== 'drafted') throw conflict(M.notDrafted);
  const render = lead.renderId ? await findRender(deps, shop.id, lead.renderId) : undefined;
  if (!render) throw badRequest(M.noPrice);
  const subject = await subjectOf(deps.db, shop.id, render);
  const option = await draftOption(deps, shop, subject);
  if (!option) throw badRequest(M.noPrice);
  const now = deps.now();
  const token = randomToken();
  // Claimed, booked, priced and linked in one transaction: a failure on the way leaves the request drafted, to send again.
  const booking = await transaction(deps.db, async (tx) => {
    const claimed = await firstRow(tx
      .update(widgetBookingRequests)
      .set({ status: 'sent', updatedAt: now })
      .where(and(eq(widgetBookingRequests.id, request.id), eq(widgetBookingRequests.status, 'drafted')))
      .returning());
    if (!claimed) throw conflict(M.notDrafted);
    const made = await bookingFor(tx, now, shop, lead, subject, { token, status: 'quote_sent', bookingDate: null, phone: null });
    await replaceQuoteOptions(tx, forShop(shop.id), shop, made.id, { options: [{ label: subject.filmText || 'Quote', film: subject.filmText, zones: subject.zones, renderId: render.id, lines: option.lines }] }, now);
    await tx.update(widgetBookingRequests).set({ bookingId: made.id, updatedAt: now }).where(eq(widgetBookingRequests.id, request.id));
    return made;
  });
  await sendQuote(deps, shop, booking, { token, expiresAt: booking.quoteExpiresAt ?? new Date(now.getTime() + QUOTE_VALID_MS) });
  return draftedView(deps, shop, { ...request, status: 'sent', bookingId: booking.id }, lead);
}
