// A booking's quote as options and lines (issue 25 item 3, decision 086): read (stored, or the spec's price fields
// mapped onto one option), replaced by the shop's editor, accepted once by the customer, and priced only through
// priceDocument. Two seams for the price book (issue 25 item 1): quoteSettings() (currency, tax) and draftLinesFor().
import {
  linesFromBookingFields,
  PricingError,
  QUOTE_MESSAGES,
  quoteOptionTotals,
  type PricingTotals,
  type QuoteDiscount,
  type QuoteLine,
} from '@wrapsmith/core';
import type { QuoteOptionsInput } from '@wrapsmith/core/contract';
import { factsFor, primaryBodyStyle } from '@wrapsmith/catalog';
import { defaultTaxRate, draftQuoteLines } from '@wrapsmith/core/prices';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bookings, quoteLines, quoteOptions, quotes, renders, type Booking, type Quote, type Shop } from '../../db/schema/index.ts';
import { forShop, type ShopScope } from '../../db/scope.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findOfferedFilm } from '../films/index.ts';
import { estimatedZoneAreasM2, getPriceBook, widgetZones } from '../prices/index.ts';
import { findBooking } from './bookings.ts';

/** How a shop prices a new quote. */
export interface QuoteSettings {
  currency: string;
  pricesIncludeTax: boolean;
  /** The tax rate a new line starts with (thousandths of a percent). */
  defaultTaxRate: number;
}

/**
 * How the shop's price book (issue 25 item 1, decision 085) prices a new quote: the shop's currency, whether its
 * prices include tax, and its default tax rate (the book's defaults until the shop saves one).
 */
export async function quoteSettings(db: DbOrTx, shop: Pick<Shop, 'id' | 'currency'>): Promise<QuoteSettings> {
  const { book } = await getPriceBook(db, shop.id);
  return { currency: shop.currency, pricesIncludeTax: book.pricesIncludeTax, defaultTaxRate: defaultTaxRate(book) };
}

/**
 * An option's lines drafted from the shop's price book (issue 25 items 1–3): labour for the booking's vehicle's size
 * class and the zones (a full wrap always, plus the zones picked), the film over the vehicle's own zone areas
 * (decision 083) at the book's price, waste and tax. Null when the booking has no known vehicle or the film is not
 * one the shop offers: the editor then starts from the spec's fields (draftLinesFor).
 */
export async function priceBookDraft(db: Db, shop: Pick<Shop, 'id'>, booking: Pick<Booking, 'year' | 'make' | 'model'>, subject: OptionSubject): Promise<QuoteLine[] | null> {
  if (!booking.year || !booking.make || !booking.model || !subject.film) return null;
  const vehicle = { year: booking.year, make: booking.make, model: booking.model };
  const bodyStyle = primaryBodyStyle(vehicle.year, vehicle.make, vehicle.model);
  const film = await findOfferedFilm(db, shop.id, subject.film);
  if (!bodyStyle || !film) return null;
  const { book } = await getPriceBook(db, shop.id);
  const lengthMm = factsFor(vehicle.year, vehicle.make, vehicle.model, bodyStyle)?.lengthMm;
  const drafted = draftQuoteLines(book, {
    vehicle: { ...vehicle, bodyStyle, lengthMm },
    filmId: film.id,
    film,
    zones: widgetZones(subject.zones.join(',')),
    zoneAreasM2: estimatedZoneAreasM2({ ...vehicle, bodyStyle }),
  });
  return drafted.map((line) => ({
    kind: line.kind === 'waste' ? 'film' : line.kind,
    description: line.description,
    quantityMilli: line.quantityMilli,
    unitAmount: line.unitAmount,
    taxRate: line.taxRate,
  }));
}

/** What an option is of: the film and the zones the customer would get. */
export interface OptionSubject {
  film: string;
  zones: readonly string[];
}

/**
 * SEAM (issue 25 item 1): the lines a new option of this film and these zones starts with. Today the booking's spec
 * price fields mapped onto lines (linesFromBookingFields in core, decision 086); on merge the lead points this at
 * the price book's draftQuoteLines(priceBook, { vehicle, filmId, zones }).
 */
export function draftLinesFor(booking: Booking, _option: OptionSubject, settings: QuoteSettings): QuoteLine[] {
  return linesFromBookingFields(booking, settings.currency);
}

export interface QuoteOptionModel {
  id: string;
  label: string;
  film: string;
  zones: string[];
  renderId: string | null;
  discount: QuoteDiscount | null;
  notes: string;
  lines: QuoteLine[];
  totals: PricingTotals;
}

export interface QuoteAcceptance {
  optionId: string;
  optionLabel: string;
  name: string;
  at: Date;
  address: string;
}

export interface QuoteModel extends QuoteSettings {
  bookingId: string;
  /** False while the quote is the booking's spec fields as one option, computed here and stored nowhere. */
  edited: boolean;
  options: QuoteOptionModel[];
  accepted: QuoteAcceptance | null;
}

/** "3M Gloss Black", or ''. */
const filmOf = (b: Pick<Booking, 'brand' | 'wrapColor'>): string =>
  b.wrapColor.toLowerCase().startsWith(b.brand.toLowerCase()) ? b.wrapColor : [b.brand, b.wrapColor].filter(Boolean).join(' ');

/** The label of the one option a quote of the spec's fields has. */
export const FIELDS_OPTION_LABEL = 'Quote';

/**
 * The one option of a quote saved through the spec's fields: its id is the booking's (stable, so the customer can
 * accept it by id), its picture the booking's render; no option when no price field is set.
 */
function derivedOptions(booking: Booking, settings: QuoteSettings): QuoteOptionModel[] {
  const subject = { film: filmOf(booking), zones: [] };
  const lines = draftLinesFor(booking, subject, settings);
  if (lines.length === 0) return [];
  return [
    {
      id: booking.id,
      label: FIELDS_OPTION_LABEL,
      ...subject,
      renderId: booking.renderId,
      discount: null,
      notes: '',
      lines,
      totals: quoteOptionTotals({ lines, discount: null }, settings.currency, settings.pricesIncludeTax),
    },
  ];
}

const discountOf = (kind: 'amount' | 'rate' | null, value: number | null): QuoteDiscount | null =>
  kind === 'amount' ? { kind, amount: value ?? 0 } : kind === 'rate' ? { kind, rate: value ?? 0 } : null;

async function storedOptions(db: DbOrTx, quote: Quote): Promise<QuoteOptionModel[]> {
  const options = await db.select().from(quoteOptions).where(forShop(quote.shopId).where(quoteOptions, eq(quoteOptions.bookingId, quote.bookingId))).orderBy(asc(quoteOptions.position));
  if (options.length === 0) return [];
  const lines = await db
    .select()
    .from(quoteLines)
    .where(forShop(quote.shopId).where(quoteLines, inArray(quoteLines.optionId, options.map((o) => o.id))))
    .orderBy(asc(quoteLines.position));
  return options.map((o) => {
    const own = lines
      .filter((l) => l.optionId === o.id)
      .map((l): QuoteLine => ({ kind: l.kind, description: l.description, quantityMilli: l.quantityMilli, unitAmount: l.unitAmount, taxRate: l.taxRate }));
    const discount = discountOf(o.discountKind, o.discountValue);
    return {
      id: o.id,
      label: o.label,
      film: o.film,
      zones: o.zones,
      renderId: o.renderId,
      discount,
      notes: o.notes,
      lines: own,
      totals: quoteOptionTotals({ lines: own, discount }, quote.currency, quote.pricesIncludeTax),
    };
  });
}

/** The booking's quote: the stored one, else its spec fields as one option. Reads only. */
export async function loadQuote(db: DbOrTx, booking: Booking, shop: Pick<Shop, 'id' | 'currency'>): Promise<QuoteModel> {
  const stored = await firstRow(db.select().from(quotes).where(forShop(booking.shopId).where(quotes, eq(quotes.bookingId, booking.id))));
  const settings = await quoteSettings(db, shop);
  if (!stored) return { ...settings, bookingId: booking.id, edited: false, options: derivedOptions(booking, settings), accepted: null };
  const options = await storedOptions(db, stored);
  const chosen = options.find((o) => o.id === stored.acceptedOptionId);
  return {
    bookingId: booking.id,
    currency: stored.currency,
    pricesIncludeTax: stored.pricesIncludeTax,
    defaultTaxRate: settings.defaultTaxRate,
    edited: true,
    options,
    accepted:
      stored.acceptedOptionId && stored.acceptedAt
        ? { optionId: stored.acceptedOptionId, optionLabel: chosen?.label ?? '', name: stored.acceptedName ?? '', at: stored.acceptedAt, address: stored.acceptedAddress ?? '' }
        : null,
  };
}

/** An option as the editor sends it, checked and priced; 400 with the reason otherwise. */
function checkedOption(option: QuoteOptionsInput['options'][number], currency: string, pricesIncludeTax: boolean): PricingTotals {
  for (const line of option.lines) {
    if (line.kind === 'discount' ? line.unitAmount > 0 : line.unitAmount < 0) throw badRequest(QUOTE_MESSAGES.discountLineSign);
  }
  let totals: PricingTotals;
  try {
    totals = quoteOptionTotals({ lines: option.lines, discount: option.discount ?? null }, currency, pricesIncludeTax);
  } catch (err) {
    if (err instanceof PricingError) throw badRequest(err.message);
    throw err;
  }
  if (totals.total < 0) throw badRequest(QUOTE_MESSAGES.negativeTotal);
  return totals;
}

type OptionRowInput = Omit<QuoteOptionModel, 'id' | 'totals'> & { id?: string };

/** Writes the options and their lines of a stored quote (whose old options are gone). */
async function insertOptions(tx: DbOrTx, shopId: string, bookingId: string, options: readonly OptionRowInput[], at: Date): Promise<void> {
  for (const [position, option] of options.entries()) {
    const id = option.id ?? newId();
    await tx.insert(quoteOptions).values({
      id,
      bookingId,
      shopId,
      position,
      label: option.label,
      film: option.film,
      zones: [...option.zones],
      renderId: option.renderId,
      discountKind: option.discount?.kind ?? null,
      discountValue: option.discount ? (option.discount.kind === 'amount' ? option.discount.amount : option.discount.rate) : null,
      notes: option.notes,
      createdAt: at,
    });
    if (option.lines.length > 0) {
      await tx.insert(quoteLines).values(
        option.lines.map((line, i) => ({
          id: newId(),
          optionId: id,
          shopId,
          position: i,
          kind: line.kind,
          description: line.description,
          quantityMilli: line.quantityMilli,
          unitAmount: line.unitAmount,
          taxRate: line.taxRate,
        })),
      );
    }
  }
}

/**
 * The editor's Save: the quote's options and lines replaced as one unit, in the quote's currency (the shop's, frozen
 * when first stored). Refused (409) once the customer accepted; a picture that is not one of the shop's renders,
 * a discount line with a positive price, a discount above the price or a total below zero: 400, nothing written.
 */
export async function replaceQuoteOptions(db: DbOrTx, scope: ShopScope, shop: Pick<Shop, 'id' | 'currency'>, bookingId: string, input: QuoteOptionsInput, at: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const booking = await findBooking(tx, scope, bookingId);
    if (!booking) throw notFound(QUOTE_MESSAGES.notFound);
    if (booking.status === 'cancelled') throw conflict(QUOTE_MESSAGES.cancelled);
    const stored = await firstRow(tx.select().from(quotes).where(scope.where(quotes, eq(quotes.bookingId, bookingId))));
    if (stored?.acceptedOptionId) throw conflict(QUOTE_MESSAGES.alreadyAccepted);
    const settings = stored ? { currency: stored.currency, pricesIncludeTax: stored.pricesIncludeTax } : await quoteSettings(tx, shop);
    for (const option of input.options) checkedOption(option, settings.currency, settings.pricesIncludeTax);
    const pictures = [...new Set(input.options.flatMap((o) => (o.renderId ? [o.renderId] : [])))];
    if (pictures.length > 0) {
      const found = await tx.select({ id: renders.id }).from(renders).where(scope.where(renders, inArray(renders.id, pictures)));
      if (found.length !== pictures.length) throw badRequest(QUOTE_MESSAGES.unknownPicture);
    }
    // The booking row is written first: on PostgreSQL that takes its lock, so a customer's accept (which updates the
    // same row) and this replace run one after the other, and the accept then finds the options written here.
    await tx.update(bookings).set({ updatedAt: at }).where(scope.where(bookings, eq(bookings.id, bookingId)));
    if (stored) {
      const updated = await firstRow(tx.update(quotes).set({ updatedAt: at }).where(scope.where(quotes, eq(quotes.bookingId, bookingId), isNull(quotes.acceptedOptionId))).returning());
      if (!updated) throw conflict(QUOTE_MESSAGES.alreadyAccepted);
      await tx.delete(quoteOptions).where(scope.where(quoteOptions, eq(quoteOptions.bookingId, bookingId)));
    } else {
      await tx.insert(quotes).values(scope.values({ bookingId, currency: settings.currency, pricesIncludeTax: settings.pricesIncludeTax, createdAt: at, updatedAt: at }));
    }
    await insertOptions(
      tx,
      scope.shopId,
      bookingId,
      input.options.map((o) => ({
        label: o.label,
        film: o.film ?? '',
        zones: o.zones ?? [],
        renderId: o.renderId ?? null,
        discount: o.discount ?? null,
        notes: o.notes ?? '',
        lines: o.lines,
      })),
      at,
    );
  });
}

/** Who accepted, as the request tells it. */
export interface Signature {
  optionId?: string | undefined;
  name?: string | undefined;
  address: string;
  userAgent: string;
}

/**
 * Inside the accept's transaction, after it moved the booking out of quote_sent: records which option, the typed
 * name, when and from where, exactly once. A quote of the spec's fields is stored as it reads now (its one option
 * keeps the booking's id), so the accepted lines no longer follow later edits of the fields: an invoice (issue 25
 * item 5) reads them from here. Unknown option, no option chosen among several, no name: 400 (the caller's
 * transaction rolls back, so the booking stays quote_sent and nothing is written).
 */
export async function recordAcceptance(tx: DbOrTx, booking: Booking, shop: Pick<Shop, 'id' | 'currency'>, signature: Signature, at: Date): Promise<QuoteOptionModel | null> {
  const quote = await loadQuote(tx, booking, shop);
  const option = signature.optionId === undefined ? (quote.options.length > 1 ? undefined : quote.options[0]) : quote.options.find((o) => o.id === signature.optionId);
  if (signature.optionId !== undefined && !option) throw badRequest(QUOTE_MESSAGES.unknownOption);
  if (quote.options.length > 1 && !option) throw badRequest(QUOTE_MESSAGES.chooseOption);
  if (quote.options.length > 1 && !signature.name) throw badRequest(QUOTE_MESSAGES.nameNeeded);
  if (!option) return null;
  const scope = forShop(booking.shopId);
  if (!quote.edited) {
    await tx.insert(quotes).values(scope.values({ bookingId: booking.id, currency: quote.currency, pricesIncludeTax: quote.pricesIncludeTax, createdAt: at, updatedAt: at }));
    await insertOptions(tx, booking.shopId, booking.id, quote.options, at);
  }
  const accepted = await firstRow(tx
    .update(quotes)
    .set({ acceptedOptionId: option.id, acceptedName: signature.name ?? '', acceptedAt: at, acceptedAddress: signature.address, acceptedUserAgent: signature.userAgent.slice(0, 400), updatedAt: at })
    .where(scope.where(quotes, eq(quotes.bookingId, booking.id), isNull(quotes.acceptedOptionId)))
    .returning());
  if (!accepted) throw conflict(QUOTE_MESSAGES.optionTaken(option.label));
  return option;
}

/** The option the customer accepted, with its lines and totals (for the invoice, issue 25 item 5); undefined if none. */
export async function acceptedQuoteOption(db: DbOrTx, scope: ShopScope, shop: Pick<Shop, 'id' | 'currency'>, bookingId: string): Promise<{ quote: QuoteModel; option: QuoteOptionModel } | undefined> {
  const booking = await findBooking(db, scope, bookingId);
  if (!booking) return undefined;
  const quote = await loadQuote(db, booking, shop);
  const option = quote.accepted && quote.options.find((o) => o.id === quote.accepted?.optionId);
  return option ? { quote, option } : undefined;
}
