// Warranties of a completed job (issue 27 item 2, decision 093): the issue form's starting point (the job's film and
// zones from its accepted quote option and picture, batch from the rolls used, the manufacturer's term for the
// finish and the shop's workmanship term), issuing them in one transaction, transfers, void, claims with photos. Every
// query goes through the viewer's shop scope: another shop's warranty, claim or photo is simply not found.
import { BODY_ZONE, CLAIM_PHOTO_LIMIT, DEFAULT_WORKMANSHIP_YEARS, WARRANTY_MESSAGES, termEnd, type ClaimStatus, type WarrantyStatus } from '@wrapsmith/core';
import type { CreateClaimInput, IssueWarrantiesInput, TransferWarrantyInput, WarrantyDraftDto } from '@wrapsmith/core/contract';
import { BRANDS, FILMS, findBrand, type Film } from '@wrapsmith/catalog';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  bookings,
  renders,
  shops,
  warranties,
  warrantyClaimPhotos,
  warrantyClaims,
  warrantyOwners,
  warrantySettings,
  type Booking,
  type Shop,
  type Warranty,
  type WarrantyClaim,
  type WarrantyClaimPhoto,
  type WarrantyOwner,
} from '../../db/schema/index.ts';
import { forShop, type ShopScope } from '../../db/scope.ts';
import { firstRow, lockRow, onlyRow, transaction } from '../../db/tx.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomBytes } from 'node:crypto';
import { newId } from '../../lib/crypto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { acceptedQuoteOption, encodeBookingPhoto, findBooking, loadQuote } from '../bookings/index.ts';
import { findOfferedFilm } from '../films/index.ts';
import type { RenderSpec } from '../render/types.ts';
import { rollsUsedFor } from '../rolls/index.ts';
import { manufacturerTermFor } from './manufacturer-terms.ts';

export async function workmanshipYears(db: DbOrTx, shopId: string): Promise<number> {
  return (await firstRow(db.select().from(warrantySettings).where(forShop(shopId).where(warrantySettings))))?.workmanshipYears ?? DEFAULT_WORKMANSHIP_YEARS;
}

export async function saveWorkmanshipYears(db: DbOrTx, shopId: string, years: number, now: Date): Promise<number> {
  await db
    .insert(warrantySettings)
    .values({ shopId, workmanshipYears: years, updatedAt: now })
    .onConflictDoUpdate({ target: warrantySettings.shopId, set: { workmanshipYears: years, updatedAt: now } });
  return years;
}

/** "2024 Toyota Camry". */
export const vehicleOf = (b: Pick<Booking, 'year' | 'make' | 'model'>): string => [b.year, b.make, b.model].filter(Boolean).join(' ');

const brandName = (brandId: string | null | undefined): string => BRANDS.find((b) => b.id === brandId)?.name ?? '';

/**
 * The catalogue film a booking's brand and colour name ("3M", "Gloss Black") spell, when exactly one film of that
 * brand is named so (its name is the colour name and the code in brackets).
 */
function filmByName(brand: string, colour: string): Film | undefined {
  const brandId = findBrand(brand)?.id;
  const name = colour.trim().toLowerCase().replace(new RegExp(`^${brand.trim().toLowerCase().replace(/[^a-z0-9 ]/g, '')}\\s+`), '');
  if (!brandId || !name) return undefined;
  const found = FILMS.filter((f) => f.brandId === brandId && (f.name.toLowerCase() === name || f.name.toLowerCase().startsWith(`${name} (`)));
  return found.length === 1 ? found[0] : undefined;
}

/** The zones a render drew, beside the body: its extras that are switched on. */
function renderZones(spec: RenderSpec | undefined): string[] {
  if (!spec) return [];
  return Object.entries(spec.zones ?? {})
    .filter(([, value]) => value !== undefined && value !== false && value !== null && value !== '')
    .map(([zone]) => zone);
}

/**
 * What the issue form starts with: one film (the accepted option's, else the first option's, else the booking's
 * brand and colour) over the body and the option's or picture's zones; its code, finish and brand from the catalogue
 * or the picture; the batch and code from the rolls the job used when film rolls know them (one item per film
 * used); the terms that apply.
 */
export async function warrantyDraft(db: Db, shop: Pick<Shop, 'id' | 'currency'>, booking: Booking): Promise<WarrantyDraftDto[]> {
  const scope = forShop(shop.id);
  const accepted = await acceptedQuoteOption(db, scope, shop, booking.id);
  const option = accepted?.option ?? (await loadQuote(db, booking, shop)).options[0];
  const renderId = option?.renderId ?? booking.renderId;
  const render = renderId ? await firstRow(db.select({ spec: renders.spec }).from(renders).where(scope.where(renders, eq(renders.id, renderId)))) : undefined;
  const spec = render?.spec as RenderSpec | undefined;
  // A quote's "fullWrap" is the body every warranty covers.
  const zones = [...new Set([BODY_ZONE, ...(option?.zones ?? []).filter((z) => z !== 'fullWrap'), ...renderZones(spec)])];
  const years = await workmanshipYears(db, shop.id);
  const filmText = option?.film ?? '';
  const catalogue = (filmText ? await findOfferedFilm(db, shop.id, filmText) : undefined) ?? filmByName(booking.brand, booking.wrapColor);
  interface DraftFilm {
    filmId: string | null;
    brandName: string;
    filmName: string;
    filmCode: string;
    finish: string | null;
    brandId: string | null;
  }
  const base: DraftFilm = catalogue
    ? { filmId: catalogue.id, brandName: brandName(catalogue.brandId), filmName: catalogue.name, filmCode: catalogue.code, finish: catalogue.finish, brandId: catalogue.brandId }
    : spec?.film
      ? { filmId: spec.film.id, brandName: spec.film.brand, filmName: spec.film.name, filmCode: spec.film.code, finish: spec.film.finish, brandId: spec.film.brandId }
      : { filmId: null, brandName: booking.brand, filmName: booking.wrapColor || filmText, filmCode: '', finish: null, brandId: findBrand(booking.brand)?.id ?? null };
  const rolls = await rollsUsedFor(db, shop.id, booking.id);
  const item = (over: Partial<DraftFilm> & { batch: string }): WarrantyDraftDto => {
    const film = { ...base, ...over };
    const term = manufacturerTermFor(film.brandId, film.finish);
    return {
      filmId: film.filmId,
      brandName: film.brandName,
      filmName: film.filmName,
      filmCode: film.filmCode,
      finish: film.finish,
      batch: over.batch,
      zones,
      manufacturerYears: term.years,
      manufacturerHorizontalYears: term.horizontalYears,
      manufacturerSource: term.source,
      workmanshipYears: years,
    };
  };
  if (rolls.length === 0) return [item({ batch: '' })];
  // One warranty per film used; a film cut from two batches names both.
  const byFilm = new Map<string, typeof rolls>();
  for (const roll of rolls) byFilm.set(roll.filmId ?? roll.filmName, [...(byFilm.get(roll.filmId ?? roll.filmName) ?? []), roll]);
  return [...byFilm.values()].map((used) => {
    const first = used[0]!;
    const sameFilm = first.filmId !== null && first.filmId === base.filmId;
    return item({
      ...(sameFilm ? {} : { filmId: first.filmId, filmName: first.filmName, finish: null, brandId: null, brandName: '' }),
      filmCode: first.filmCode ?? (sameFilm ? base.filmCode : ''),
      batch: [...new Set(used.map((r) => r.batch))].join(', '),
    });
  });
}

/** The stored status as read: expired once every term has run out (void stays void). */
export function effectiveStatus(w: Pick<Warranty, 'status' | 'installDate' | 'manufacturerYears' | 'workmanshipYears'>, today: string): WarrantyStatus {
  if (w.status === 'void') return 'void';
  const ends = [termEnd(w.installDate, w.workmanshipYears), ...(w.manufacturerYears === null ? [] : [termEnd(w.installDate, w.manufacturerYears)])];
  return ends.every((end) => end < today) ? 'expired' : w.status;
}

export interface WarrantyView {
  warranty: Warranty;
  owner: WarrantyOwner;
  status: WarrantyStatus;
}

async function ownersOf(db: DbOrTx, ids: string[]): Promise<WarrantyOwner[]> {
  if (ids.length === 0) return [];
  return db.select().from(warrantyOwners).where(inArray(warrantyOwners.warrantyId, ids)).orderBy(asc(warrantyOwners.since), asc(warrantyOwners.id));
}

async function views(db: DbOrTx, rows: Warranty[], today: string): Promise<WarrantyView[]> {
  const owners = await ownersOf(db, rows.map((r) => r.id));
  return rows.map((warranty) => ({
    warranty,
    owner: owners.filter((o) => o.warrantyId === warranty.id).at(-1)!,
    status: effectiveStatus(warranty, today),
  }));
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A booking's warranties, oldest first, with their current owner and status. The seam the vehicles' history calls
 * (issue 27 item 3): `warrantiesForBooking(db, shopId, bookingId)`.
 */
export async function warrantiesForBooking(db: DbOrTx, shopId: string, bookingId: string, now: Date = new Date()): Promise<WarrantyView[]> {
  const rows = await db.select().from(warranties).where(forShop(shopId).where(warranties, eq(warranties.bookingId, bookingId))).orderBy(asc(warranties.createdAt), asc(warranties.id));
  return views(db, rows, today(now));
}

export async function loadWarranty(db: DbOrTx, scope: ShopScope, id: string, now: Date): Promise<WarrantyView> {
  const row = await firstRow(db.select().from(warranties).where(scope.where(warranties, eq(warranties.id, id))));
  if (!row) throw notFound(WARRANTY_MESSAGES.notFound);
  return (await views(db, [row], today(now)))[0]!;
}

export async function warrantyByPublicId(db: DbOrTx, publicId: string, now: Date): Promise<{ view: WarrantyView; shopName: string } | undefined> {
  const row = await firstRow(db.select().from(warranties).where(eq(warranties.publicId, publicId)));
  if (!row) return undefined;
  const shop = await firstRow(db.select({ name: shops.name }).from(shops).where(eq(shops.id, row.shopId)));
  return { view: (await views(db, [row], today(now)))[0]!, shopName: shop?.name ?? '' };
}

export interface IssueContext {
  db: Db;
  scope: ShopScope;
  userId: string;
  now: Date;
}

/**
 * Issues the job's warranties, all or none: the booking must be completed and have no warranty that is not void
 * (checked again under the booking's lock, so two presses issue once). The first owner is the booking's customer.
 */
export async function issueWarranties(ctx: IssueContext, input: IssueWarrantiesInput): Promise<Warranty[]> {
  const { db, scope, now } = ctx;
  const booking = await findBooking(db, scope, input.bookingId);
  if (!booking) throw notFound('Booking not found');
  if (booking.status !== 'completed') throw conflict(WARRANTY_MESSAGES.notCompleted);
  const years = await workmanshipYears(db, scope.shopId);
  const renderId = booking.renderId;
  const films = await Promise.all(input.items.map((item) => (item.filmId ? findOfferedFilm(db, scope.shopId, item.filmId) : undefined)));
  return transaction(db, async (tx) => {
    await lockRow(tx, bookings, booking.id);
    const live = await firstRow(tx.select({ n: count() }).from(warranties).where(scope.where(warranties, eq(warranties.bookingId, booking.id), ne(warranties.status, 'void'))));
    if ((live?.n ?? 0) > 0) throw conflict(WARRANTY_MESSAGES.alreadyIssued);
    const owner = [booking.firstName, booking.lastName].filter(Boolean).join(' ') || 'Customer';
    const contact = booking.email ?? booking.phone;
    const issued: Warranty[] = [];
    for (const [i, item] of input.items.entries()) {
      const film = films[i];
      const finish = film?.finish ?? item.finish ?? null;
      const term = manufacturerTermFor(film?.brandId ?? BRANDS.find((b) => b.name === item.brandName)?.id, finish);
      const row = await onlyRow(tx
        .insert(warranties)
        .values(
          scope.values({
            id: newId(),
            bookingId: booking.id,
            publicId: randomBytes(16).toString('hex'),
            status: 'active' as const,
            filmId: film?.id ?? null,
            brandName: item.brandName || brandName(film?.brandId),
            filmName: item.filmName,
            filmCode: item.filmCode || film?.code || '',
            finish,
            batch: item.batch,
            zones: [...new Set(item.zones)],
            installDate: input.installDate,
            installer: input.installer,
            vin: input.vin ? input.vin.toUpperCase() : null,
            vehicle: vehicleOf(booking),
            renderId,
            manufacturerYears: term.years,
            manufacturerHorizontalYears: term.horizontalYears,
            manufacturerSource: term.source,
            workmanshipYears: years,
            createdBy: ctx.userId,
            createdAt: now,
          }),
        )
        .returning());
      await tx.insert(warrantyOwners).values(scope.values({ id: newId(), warrantyId: row.id, name: owner, contact: contact ?? '', since: now, createdBy: ctx.userId }));
      issued.push(row);
    }
    return issued;
  });
}

export async function transferWarranty(ctx: IssueContext, id: string, input: TransferWarrantyInput): Promise<void> {
  const { db, scope, now } = ctx;
  await transaction(db, async (tx) => {
    const current = await loadWarranty(tx, scope, id, now);
    if (current.warranty.status === 'void') throw conflict(WARRANTY_MESSAGES.isVoid);
    // Owners are listed by `since`: a new owner comes after the current one even within the same millisecond.
    const since = new Date(Math.max(now.getTime(), current.owner.since.getTime() + 1));
    await tx.insert(warrantyOwners).values(scope.values({ id: newId(), warrantyId: id, name: input.name, contact: input.contact, since, createdBy: ctx.userId }));
    await tx.update(warranties).set({ status: 'transferred' }).where(scope.where(warranties, eq(warranties.id, id)));
  });
}

export async function voidWarranty(db: Db, scope: ShopScope, id: string, now: Date): Promise<void> {
  await loadWarranty(db, scope, id, now);
  await db.update(warranties).set({ status: 'void', voidedAt: now }).where(scope.where(warranties, eq(warranties.id, id)));
}

export async function ownerHistory(db: DbOrTx, warrantyId: string): Promise<WarrantyOwner[]> {
  return ownersOf(db, [warrantyId]);
}

export interface ClaimView {
  claim: WarrantyClaim;
  photos: WarrantyClaimPhoto[];
}

export async function claimsOf(db: DbOrTx, scope: ShopScope, warrantyId: string): Promise<ClaimView[]> {
  const claims = await db.select().from(warrantyClaims).where(scope.where(warrantyClaims, eq(warrantyClaims.warrantyId, warrantyId))).orderBy(asc(warrantyClaims.createdAt), asc(warrantyClaims.id));
  if (claims.length === 0) return [];
  const photos = await db.select().from(warrantyClaimPhotos).where(inArray(warrantyClaimPhotos.claimId, claims.map((c) => c.id))).orderBy(asc(warrantyClaimPhotos.createdAt), asc(warrantyClaimPhotos.id));
  return claims.map((claim) => ({ claim, photos: photos.filter((p) => p.claimId === claim.id) }));
}

export async function loadClaim(db: DbOrTx, scope: ShopScope, claimId: string): Promise<ClaimView> {
  const claim = await firstRow(db.select().from(warrantyClaims).where(scope.where(warrantyClaims, eq(warrantyClaims.id, claimId))));
  if (!claim) throw notFound(WARRANTY_MESSAGES.claimNotFound);
  const photos = await db.select().from(warrantyClaimPhotos).where(scope.where(warrantyClaimPhotos, eq(warrantyClaimPhotos.claimId, claimId))).orderBy(asc(warrantyClaimPhotos.createdAt), asc(warrantyClaimPhotos.id));
  return { claim, photos };
}

export async function createClaim(ctx: IssueContext, warrantyId: string, input: CreateClaimInput): Promise<ClaimView> {
  const { db, scope, now } = ctx;
  const view = await loadWarranty(db, scope, warrantyId, now);
  if (view.warranty.status === 'void') throw conflict(WARRANTY_MESSAGES.isVoid);
  if (input.claimDate < view.warranty.installDate) throw badRequest('The claim’s date is before the installation.');
  const claim = await onlyRow(db
    .insert(warrantyClaims)
    .values(scope.values({ id: newId(), warrantyId, claimDate: input.claimDate, description: input.description, status: 'open' as const, createdBy: ctx.userId, createdAt: now, updatedAt: now }))
    .returning());
  return { claim, photos: [] };
}

export async function setClaimStatus(db: Db, scope: ShopScope, claimId: string, status: ClaimStatus, now: Date): Promise<ClaimView> {
  await loadClaim(db, scope, claimId);
  await db.update(warrantyClaims).set({ status, updatedAt: now }).where(scope.where(warrantyClaims, eq(warrantyClaims.id, claimId)));
  return loadClaim(db, scope, claimId);
}

export const claimPhotoKey = (shopId: string, photoId: string): string => `warranty-claims/${shopId}/${photoId}.jpg`;

/**
 * A claim's photo: the upload was checked by its bytes (readImageUpload, IMAGE_RULES.photo), re-encoded here without
 * metadata as booking photos are, stored, then its row written; a refused row removes the file again.
 */
export async function addClaimPhoto(deps: Pick<AppDeps, 'db' | 'storage' | 'now'>, scope: ShopScope, claimId: string, upload: Buffer): Promise<ClaimView> {
  const before = await loadClaim(deps.db, scope, claimId);
  if (before.photos.length >= CLAIM_PHOTO_LIMIT) throw conflict(WARRANTY_MESSAGES.tooManyPhotos);
  const photo = await encodeBookingPhoto(upload);
  const id = newId();
  const storageKey = claimPhotoKey(scope.shopId, id);
  await deps.storage.put(storageKey, photo.bytes);
  try {
    await transaction(deps.db, async (tx) => {
      await lockRow(tx, warrantyClaims, claimId);
      const n = await firstRow(tx.select({ n: count() }).from(warrantyClaimPhotos).where(scope.where(warrantyClaimPhotos, eq(warrantyClaimPhotos.claimId, claimId))));
      if ((n?.n ?? 0) >= CLAIM_PHOTO_LIMIT) throw conflict(WARRANTY_MESSAGES.tooManyPhotos);
      await tx.insert(warrantyClaimPhotos).values(
        scope.values({ id, claimId, storageKey, mime: photo.mime, width: photo.width, height: photo.height, bytes: photo.bytes.length, createdAt: deps.now() }),
      );
    });
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
  return loadClaim(deps.db, scope, claimId);
}

export async function findClaimPhoto(db: DbOrTx, scope: ShopScope, claimId: string, photoId: string): Promise<WarrantyClaimPhoto | undefined> {
  return firstRow(db.select().from(warrantyClaimPhotos).where(scope.where(warrantyClaimPhotos, and(eq(warrantyClaimPhotos.id, photoId), eq(warrantyClaimPhotos.claimId, claimId)))));
}
