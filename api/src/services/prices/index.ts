// A shop's price book (issue 25 item 1, decision 085): read (the shop's saved book, else the starting points in its
// currency), saved whole with the shop's currency in one transaction, and the widget's instant price range (item 6).
import { BRANDS, factsFor, zoneAreas, type BodyStyle, type WrapVehicle } from '@wrapsmith/catalog';
import { completePriceBook, defaultPriceBook, priceBookProblem, priceRange, PRICE_ZONES, FILM_ZONES, type FilmZone, type PriceBook, type PriceRange, type PriceZone } from '@wrapsmith/core/prices';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { priceBooks, shops, type FilmRow } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { badRequest } from '../../lib/errors.ts';
import { CUSTOM_BRAND, unknownFilmIds } from '../films/index.ts';

export const PRICE_BOOK_MESSAGES = {
  saved: 'Prices saved',
  unknownFilms: (ids: readonly string[]) => `${ids.length === 1 ? 'Film' : 'Films'} ${ids.map((id) => `"${id}"`).join(', ')} ${ids.length === 1 ? 'is' : 'are'} not in your catalogue.`,
  unknownBrand: (id: string) => `Unknown wrap brand "${id}".`,
} as const;

export interface StoredPriceBook {
  book: PriceBook;
  /** False: the shop has not saved one; these are the starting points. */
  saved: boolean;
  updatedAt: Date | null;
}

/** The shop's currency (decision 082): its prices, quotes, deposits and invoices are in it. */
export async function shopCurrency(db: DbOrTx, shopId: string): Promise<string> {
  return (await firstRow(db.select({ currency: shops.currency }).from(shops).where(eq(shops.id, shopId))))?.currency ?? 'USD';
}

export async function getPriceBook(db: DbOrTx, shopId: string): Promise<StoredPriceBook> {
  const [currency, row] = await Promise.all([shopCurrency(db, shopId), firstRow(db.select().from(priceBooks).where(forShop(shopId).where(priceBooks)))]);
  if (!row) return { book: defaultPriceBook(currency), saved: false, updatedAt: null };
  return { book: completePriceBook(row.book, currency), saved: true, updatedAt: row.updatedAt };
}

/**
 * Replaces the shop's book and sets its currency, in one transaction, after every check: the contract has checked
 * shapes and bounds; here the book's own consistency (priceBookProblem) and its film and brand ids against the
 * shop's catalogue. Anything wrong is a 400 and nothing is written.
 */
export async function savePriceBook(db: Db, shopId: string, book: PriceBook, userId: string, now: Date): Promise<StoredPriceBook> {
  const problem = priceBookProblem(book);
  if (problem) throw badRequest(problem);
  const unknownBrand = book.film.byBrand.find((b) => b.brandId !== CUSTOM_BRAND.id && !BRANDS.some((brand) => brand.id === b.brandId));
  if (unknownBrand) throw badRequest(PRICE_BOOK_MESSAGES.unknownBrand(unknownBrand.brandId));
  const unknown = await unknownFilmIds(db, shopId, book.film.byFilm.map((f) => f.filmId));
  if (unknown.length > 0) throw badRequest(PRICE_BOOK_MESSAGES.unknownFilms(unknown));
  await transaction(db, async (tx) => {
    await tx.update(shops).set({ currency: book.currency }).where(eq(shops.id, shopId));
    const row = { shopId, book, updatedBy: userId, updatedAt: now };
    await tx.insert(priceBooks).values(row).onConflictDoUpdate({ target: priceBooks.shopId, set: { book, updatedBy: userId, updatedAt: now } });
  });
  return getPriceBook(db, shopId);
}

/** "roof,mirrors" → ['fullWrap', 'roof', 'mirrors']: the widget always prices a full wrap, plus the extras picked. */
export function widgetZones(list: string | undefined): PriceZone[] {
  const picked = (list ?? '').split(',').filter((z): z is PriceZone => (PRICE_ZONES as string[]).includes(z) && z !== 'fullWrap');
  return ['fullWrap', ...new Set(picked)];
}

/**
 * The widget's range for a vehicle and an offered film (item 6): null unless the shop saved a book with the range
 * on (decision 085: no price the shop never saw goes public). A read of two rows and arithmetic: no credit, no render.
 */
export async function widgetPriceRange(
  db: Db,
  shopId: string,
  vehicle: { year: number; make: string; model: string; bodyStyle: BodyStyle },
  film: FilmRow,
  zones: readonly PriceZone[],
): Promise<PriceRange | null> {
  const stored = await getPriceBook(db, shopId);
  if (!stored.saved || !stored.book.widgetRange.enabled) return null;
  const lengthMm = factsFor(vehicle.year, vehicle.make, vehicle.model, vehicle.bodyStyle)?.lengthMm;
  return priceRange(stored.book, { vehicle: { ...vehicle, lengthMm }, filmId: film.id, film, zones, zoneAreasM2: estimatedZoneAreasM2(vehicle) });
}

/**
 * The film zones' surfaces (m²) of this vehicle, from the generation's facts or its body style (item 2, decision
 * 083), each measured on its own: the full wrap's includes the roof, which draftQuoteLines takes out when the roof
 * is in another film. Undefined when the vehicle is unknown: the size class's defaults are used then.
 */
export function estimatedZoneAreasM2(vehicle: WrapVehicle): Partial<Record<FilmZone, number>> | undefined {
  const areas: Partial<Record<FilmZone, number>> = {};
  for (const zone of FILM_ZONES) {
    const measured = zoneAreas(vehicle, [zone])?.zones[0];
    if (!measured) return undefined;
    areas[zone] = Math.round(measured.areaMm2 / 1000) / 1000;
  }
  return areas;
}
