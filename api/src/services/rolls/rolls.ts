// Film-roll inventory (issue 27 item 1, decision 092). Rolls are received, reserved by booked jobs, used on jobs,
// counted; stock and shrinkage are sums over a film's rolls. Every change of a roll's used or reserved length is ONE
// conditional UPDATE on the roll's row ("… where length − used − lost − reserved ≥ n"), which both engines apply
// atomically (SQLite: one writer; PostgreSQL: the row lock, and the condition is checked again on the locked row),
// so two jobs reserving the last 20 ft of a roll cannot both succeed. A job holds one reservation (the booking id is
// its key) on one roll, so on one batch; a use is one row per job and roll (unique), so it is deducted once.
import { findBrand, FILMS, materialEstimate, type MaterialZone } from '@wrapsmith/catalog';
import type { BookingStatus } from '@wrapsmith/core';
import type { ReceiveRollInput, UpdateRollInput } from '@wrapsmith/core/contract';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bookings, filmRolls, filmStockAlerts, quoteOptions, quotes, renders, rollReservations, rollUses, type Booking, type FilmRoll } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, onlyRow, transaction } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { brandName, findOfferedFilm } from '../films/index.ts';
import { notify } from '../notifications/index.ts';
import { shopCurrency } from '../prices/index.ts';

export const ROLL_MESSAGES = {
  notFound: 'Roll not found',
  jobNotFound: 'Job not found',
  filmNeeded: 'Choose a film from the catalogue, or name the film on the roll',
  unknownFilm: 'That film is not in your catalogue: choose another or name the film on the roll',
  received: 'Roll received',
  saved: 'Roll saved',
  counted: 'Count recorded',
  alreadyUsed: 'This roll is already recorded as used on that job: its film was deducted once',
  jobClosed: 'That job is cancelled: re-open it before using film on it',
  notEnough: (onHandMm: number) => `Only ${(onHandMm / 1000).toFixed(2)} m (${(onHandMm / 304.8).toFixed(1)} ft) is left on this roll`,
  used: 'Film deducted from the roll',
  alertSaved: 'Low-stock alert saved',
} as const;

/** The zones film is bought for (core's FILM_ZONES of the price book): tint and PPF are other films. */
const FILM_ZONES = ['fullWrap', 'roof', 'mirrors'] as const;

/** Statuses of a booked job that hold film: booked, accepted, in progress. */
const HOLDING: readonly BookingStatus[] = ['pending', 'accepted', 'inprogress'];
/** Statuses a roll can be used on. */
const WORKABLE: readonly BookingStatus[] = ['pending', 'accepted', 'inprogress', 'completed'];

export const customFilmKey = (name: string): string => `custom:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;

export const onHandOf = (r: Pick<FilmRoll, 'lengthMm' | 'usedMm' | 'lostMm'>): number => r.lengthMm - r.usedMm - r.lostMm;
export const freeOf = (r: Pick<FilmRoll, 'lengthMm' | 'usedMm' | 'lostMm' | 'reservedMm'>): number => onHandOf(r) - r.reservedMm;
/** The condition "at least n free on the roll", in SQL. */
const freeAtLeast = (n: number) => sql`${filmRolls.lengthMm} - ${filmRolls.usedMm} - ${filmRolls.lostMm} - ${filmRolls.reservedMm} >= ${n}`;

// ---------------------------------------------------------------------------------------------------------------
// Rolls

export async function receiveRoll(db: DbOrTx, shopId: string, input: ReceiveRollInput, userId: string, now: Date): Promise<FilmRoll> {
  const scope = forShop(shopId);
  let film: { filmId: string | null; filmKey: string; filmName: string; filmCode: string | null; brand: string };
  if (input.filmId) {
    const row = await findOfferedFilm(db as never, shopId, input.filmId);
    if (!row) throw badRequest(ROLL_MESSAGES.unknownFilm);
    film = { filmId: row.id, filmKey: row.id, filmName: row.name, filmCode: row.code, brand: brandName(row.brandId) };
  } else {
    const name = input.customName?.trim() ?? '';
    if (!name) throw badRequest(ROLL_MESSAGES.filmNeeded);
    const code = input.customCode?.trim() || null;
    film = { filmId: null, filmKey: customFilmKey(name), filmName: name, filmCode: code, brand: '' };
  }
  const currency = await shopCurrency(db, shopId);
  const roll = await onlyRow(db
    .insert(filmRolls)
    .values(
      scope.values({
        id: newId(),
        ...film,
        batch: input.batch,
        widthMm: input.widthMm,
        lengthMm: input.lengthMm,
        costMinor: input.costMinor ?? null,
        currency,
        supplier: input.supplier?.trim() ?? '',
        receivedOn: input.receivedOn,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      }),
    )
    .returning());
  await checkStock(db, shopId, roll.filmKey, now);
  return roll;
}

export async function findRoll(db: DbOrTx, shopId: string, id: string): Promise<FilmRoll | undefined> {
  return firstRow(db.select().from(filmRolls).where(forShop(shopId).where(filmRolls, eq(filmRolls.id, id))));
}

export async function getRoll(db: DbOrTx, shopId: string, id: string): Promise<FilmRoll> {
  const roll = await findRoll(db, shopId, id);
  if (!roll) throw notFound(ROLL_MESSAGES.notFound);
  return roll;
}

export async function listRolls(db: DbOrTx, shopId: string, query: { status?: 'in_stock' | 'empty' | 'all' | undefined; filmKey?: string | undefined }): Promise<FilmRoll[]> {
  const onHand = sql`${filmRolls.lengthMm} - ${filmRolls.usedMm} - ${filmRolls.lostMm}`;
  const status = query.status ?? 'in_stock';
  return db
    .select()
    .from(filmRolls)
    .where(
      forShop(shopId).where(
        filmRolls,
        query.filmKey ? eq(filmRolls.filmKey, query.filmKey) : undefined,
        status === 'in_stock' ? sql`${onHand} > 0` : status === 'empty' ? sql`${onHand} <= 0` : undefined,
      ),
    )
    .orderBy(asc(filmRolls.filmName), asc(filmRolls.receivedOn), asc(filmRolls.createdAt))
    .limit(500);
}

export async function updateRoll(db: DbOrTx, shopId: string, id: string, input: UpdateRollInput, now: Date): Promise<FilmRoll> {
  const set = {
    ...(input.batch !== undefined ? { batch: input.batch } : {}),
    ...(input.costMinor !== undefined ? { costMinor: input.costMinor } : {}),
    ...(input.supplier !== undefined ? { supplier: input.supplier.trim() } : {}),
    ...(input.receivedOn !== undefined ? { receivedOn: input.receivedOn } : {}),
    updatedAt: now,
  };
  const row = await firstRow(db.update(filmRolls).set(set).where(forShop(shopId).where(filmRolls, eq(filmRolls.id, id))).returning());
  if (!row) throw notFound(ROLL_MESSAGES.notFound);
  return row;
}

/** A staff count: what was measured left on the roll; the difference from the records is its shrinkage. */
export async function countRoll(db: DbOrTx, shopId: string, id: string, onHandMm: number, now: Date): Promise<FilmRoll> {
  const row = await firstRow(db
    .update(filmRolls)
    .set({ lostMm: sql`${filmRolls.lengthMm} - ${filmRolls.usedMm} - ${onHandMm}`, countedMm: onHandMm, countedAt: now, updatedAt: now })
    .where(forShop(shopId).where(filmRolls, eq(filmRolls.id, id)))
    .returning());
  if (!row) throw notFound(ROLL_MESSAGES.notFound);
  await checkStock(db, shopId, row.filmKey, now);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// A job's film and estimate

export interface JobFilm {
  filmId: string | null;
  filmKey: string;
  filmName: string;
}

/**
 * The film a job is wrapped in: the booking's brand and colour as the form picks them from the shop's catalogue
 * ("3M" + "Gloss Black (G12)"), else its picture's film (a lead's render, or the accepted quote option's), else the
 * colour as a custom film's name. Null: the job names no film.
 */
export async function jobFilm(db: DbOrTx, booking: Booking): Promise<JobFilm | null> {
  const name = booking.wrapColor.trim();
  if (name) {
    const brandId = findBrand(booking.brand)?.id;
    const builtin = FILMS.find((f) => f.name.toLowerCase() === name.toLowerCase() && (!brandId || f.brandId === brandId));
    if (builtin) return { filmId: builtin.id, filmKey: builtin.id, filmName: builtin.name };
  }
  const renderId = (await acceptedOption(db, booking))?.renderId ?? booking.renderId;
  if (renderId) {
    const render = await firstRow(db.select({ spec: renders.spec }).from(renders).where(forShop(booking.shopId).where(renders, eq(renders.id, renderId))));
    const film = (render?.spec as { film?: { id?: string | null; name?: string } } | undefined)?.film;
    if (film?.id) return { filmId: film.id, filmKey: film.id, filmName: film.name ?? film.id };
  }
  if (name) {
    const custom = await firstRow(db.select({ filmId: filmRolls.filmId, filmName: filmRolls.filmName }).from(filmRolls).where(forShop(booking.shopId).where(filmRolls, sql`lower(${filmRolls.filmName}) = ${name.toLowerCase()}`)));
    if (custom?.filmId) return { filmId: custom.filmId, filmKey: custom.filmId, filmName: custom.filmName };
    return { filmId: null, filmKey: customFilmKey(name), filmName: name };
  }
  return null;
}

async function acceptedOption(db: DbOrTx, booking: Booking) {
  return firstRow(db
    .select({ renderId: quoteOptions.renderId, zones: quoteOptions.zones })
    .from(quotes)
    .innerJoin(quoteOptions, eq(quoteOptions.id, quotes.acceptedOptionId))
    .where(forShop(booking.shopId).where(quotes, eq(quotes.bookingId, booking.id))));
}

/** The film zones of the job: the accepted option's (full wrap, roof, mirrors), else the full wrap. */
async function jobZones(db: DbOrTx, booking: Booking): Promise<MaterialZone[]> {
  const zones = ((await acceptedOption(db, booking))?.zones ?? []).filter((z): z is (typeof FILM_ZONES)[number] => (FILM_ZONES as readonly string[]).includes(z));
  return zones.length > 0 ? zones : ['fullWrap'];
}

/** The film length the job needs on a roll of this width (issue 25's estimate, waste included); null: no estimate. */
function neededOn(booking: Booking, zones: readonly MaterialZone[], widthMm: number): number | null {
  if (!booking.year || !booking.make.trim() || !booking.model.trim()) return null;
  const estimate = materialEstimate({ year: booking.year, make: booking.make, model: booking.model }, zones, { rollWidthMm: widthMm });
  return estimate ? estimate.totalMm : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Reservations

export type ReserveOutcome = { state: 'reserved'; rollId: string; lengthMm: number } | { state: 'none'; reason: 'no_film' | 'no_estimate' | 'no_roll' | 'closed' } | { state: 'held' };

class RollTaken extends Error {}

/**
 * Holds the job's estimated length on ONE roll of its film with that much free (oldest first, so stock turns
 * over). Nothing free is not an error: the job shows "no roll reserved". Called when a job is booked or accepted,
 * re-opened, and by "Reserve again".
 */
export async function reserveForJob(db: DbOrTx, shopId: string, bookingId: string, now: Date): Promise<ReserveOutcome> {
  const scope = forShop(shopId);
  const booking = await firstRow(db.select().from(bookings).where(scope.where(bookings, eq(bookings.id, bookingId))));
  if (!booking) throw notFound(ROLL_MESSAGES.jobNotFound);
  if (!HOLDING.includes(booking.status)) return { state: 'none', reason: 'closed' };
  const held = await firstRow(db.select({ id: rollReservations.bookingId }).from(rollReservations).where(scope.where(rollReservations, eq(rollReservations.bookingId, bookingId))));
  const used = await firstRow(db.select({ id: rollUses.id }).from(rollUses).where(scope.where(rollUses, eq(rollUses.bookingId, bookingId))));
  if (held || used) return { state: 'held' };
  const film = await jobFilm(db, booking);
  if (!film) return { state: 'none', reason: 'no_film' };
  const zones = await jobZones(db, booking);
  const candidates = await db
    .select()
    .from(filmRolls)
    .where(scope.where(filmRolls, eq(filmRolls.filmKey, film.filmKey), sql`${filmRolls.lengthMm} - ${filmRolls.usedMm} - ${filmRolls.lostMm} - ${filmRolls.reservedMm} > 0`))
    .orderBy(asc(filmRolls.receivedOn), asc(filmRolls.createdAt));
  let estimated = false;
  for (const roll of candidates) {
    const need = neededOn(booking, zones, roll.widthMm);
    if (need === null) continue;
    estimated = true;
    if (freeOf(roll) < need) continue;
    try {
      await transaction(db, async (tx) => {
        await tx.insert(rollReservations).values(scope.values({ bookingId, rollId: roll.id, lengthMm: need, createdAt: now }));
        const taken = await firstRow(tx
          .update(filmRolls)
          .set({ reservedMm: sql`${filmRolls.reservedMm} + ${need}`, updatedAt: now })
          .where(scope.where(filmRolls, eq(filmRolls.id, roll.id), freeAtLeast(need)))
          .returning({ id: filmRolls.id }));
        if (!taken) throw new RollTaken();
      });
    } catch (error) {
      if (error instanceof RollTaken) continue;
      // The same job reserved at the same moment elsewhere (its key is the booking): it holds film already.
      if (isUniqueViolation(error)) return { state: 'held' };
      throw error;
    }
    await checkStock(db, shopId, film.filmKey, now);
    return { state: 'reserved', rollId: roll.id, lengthMm: need };
  }
  if (!estimated && neededOn(booking, zones, 1524) === null) return { state: 'none', reason: 'no_estimate' };
  return { state: 'none', reason: 'no_roll' };
}

/** Gives the job's held length back to its roll (a cancelled job); nothing held: nothing to do. */
export async function releaseForJob(db: DbOrTx, shopId: string, bookingId: string, now: Date): Promise<void> {
  const filmKey = await transaction(db, async (tx) => releaseIn(tx, shopId, bookingId, now));
  if (filmKey) await checkStock(db, shopId, filmKey, now);
}

async function releaseIn(tx: DbOrTx, shopId: string, bookingId: string, now: Date): Promise<string | null> {
  const scope = forShop(shopId);
  const gone = await firstRow(tx.delete(rollReservations).where(scope.where(rollReservations, eq(rollReservations.bookingId, bookingId))).returning());
  if (!gone) return null;
  const roll = await firstRow(tx
    .update(filmRolls)
    .set({ reservedMm: sql`${filmRolls.reservedMm} - ${gone.lengthMm}`, updatedAt: now })
    .where(scope.where(filmRolls, eq(filmRolls.id, gone.rollId)))
    .returning({ filmKey: filmRolls.filmKey }));
  return roll?.filmKey ?? null;
}

/** After a booking's status changed: a job that holds film reserves it, a cancelled one gives it back. Never throws. */
export async function followBookingStatus(db: DbOrTx, booking: Pick<Booking, 'id' | 'shopId' | 'status'>, now: Date, log?: (msg: string, err: unknown) => void): Promise<void> {
  try {
    if (booking.status === 'cancelled') await releaseForJob(db, booking.shopId, booking.id, now);
    else if (HOLDING.includes(booking.status)) await reserveForJob(db, booking.shopId, booking.id, now);
  } catch (error) {
    // The booking is saved whatever happens to its roll: the work order offers "Reserve again".
    log?.('Film roll reservation failed', error);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Use on a job

/**
 * Staff confirm the length of this roll used on a job: one row per job and roll (a second is 409), the job's
 * reservation (on any roll) is settled, and the roll's used length grows by exactly that, if the roll has it.
 */
export async function useRoll(db: DbOrTx, shopId: string, rollId: string, input: { bookingId: string; usedMm: number }, userId: string, now: Date): Promise<FilmRoll> {
  const scope = forShop(shopId);
  const booking = await firstRow(db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(scope.where(bookings, eq(bookings.id, input.bookingId))));
  if (!booking) throw notFound(ROLL_MESSAGES.jobNotFound);
  if (!WORKABLE.includes(booking.status)) throw conflict(ROLL_MESSAGES.jobClosed);
  let released: string | null = null;
  let roll: FilmRoll;
  try {
    roll = await transaction(db, async (tx) => {
      const before = await getRoll(tx, shopId, rollId);
      await tx.insert(rollUses).values(scope.values({ id: newId(), rollId, bookingId: input.bookingId, usedMm: input.usedMm, userId, createdAt: now }));
      released = await releaseIn(tx, shopId, input.bookingId, now);
      const after = await firstRow(tx
        .update(filmRolls)
        .set({ usedMm: sql`${filmRolls.usedMm} + ${input.usedMm}`, updatedAt: now })
        .where(scope.where(filmRolls, eq(filmRolls.id, rollId), sql`${filmRolls.lengthMm} - ${filmRolls.usedMm} - ${filmRolls.lostMm} >= ${input.usedMm}`))
        .returning());
      if (!after) throw conflict(ROLL_MESSAGES.notEnough(Math.max(0, onHandOf((await getRoll(tx, shopId, rollId)) ?? before))));
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROLL_MESSAGES.alreadyUsed);
    throw error;
  }
  await checkStock(db, shopId, roll.filmKey, now);
  if (released && released !== roll.filmKey) await checkStock(db, shopId, released, now);
  return roll;
}

/** What a job used, roll by roll (index.ts exports it as `rollsUsedFor`, the interface other services read). */
export async function usedRollsOf(db: DbOrTx, shopId: string, bookingId: string) {
  const rows = await db
    .select({ rollId: filmRolls.id, filmId: filmRolls.filmId, filmName: filmRolls.filmName, filmCode: filmRolls.filmCode, batch: filmRolls.batch, usedMm: rollUses.usedMm })
    .from(rollUses)
    .innerJoin(filmRolls, eq(filmRolls.id, rollUses.rollId))
    .where(forShop(shopId).where(rollUses, eq(rollUses.bookingId, bookingId)))
    .orderBy(asc(rollUses.createdAt), asc(rollUses.id));
  return rows;
}

export async function reservationOf(db: DbOrTx, shopId: string, bookingId: string) {
  return firstRow(db
    .select({ rollId: filmRolls.id, batch: filmRolls.batch, widthMm: filmRolls.widthMm, lengthMm: rollReservations.lengthMm })
    .from(rollReservations)
    .innerJoin(filmRolls, eq(filmRolls.id, rollReservations.rollId))
    .where(forShop(shopId).where(rollReservations, eq(rollReservations.bookingId, bookingId))));
}

/** A job's film now: used rolls, else its reservation, else why none (with the length it would need). */
export async function jobRolls(db: DbOrTx, shopId: string, bookingId: string) {
  const scope = forShop(shopId);
  const booking = await firstRow(db.select().from(bookings).where(scope.where(bookings, eq(bookings.id, bookingId))));
  if (!booking) throw notFound(ROLL_MESSAGES.jobNotFound);
  const used = await usedRollsOf(db, shopId, bookingId);
  const reservation = (await reservationOf(db, shopId, bookingId)) ?? null;
  const film = await jobFilm(db, booking);
  const zones = await jobZones(db, booking);
  const neededMm = reservation ? reservation.lengthMm : neededOn(booking, zones, 1524);
  const state = used.length > 0 ? ('used' as const) : reservation ? ('reserved' as const) : ('none' as const);
  let reason: 'no_film' | 'no_estimate' | 'no_roll' | 'closed' | null = null;
  if (state === 'none') reason = !HOLDING.includes(booking.status) ? 'closed' : !film ? 'no_film' : neededMm === null ? 'no_estimate' : 'no_roll';
  return { state, reason, filmName: film?.filmName ?? null, neededMm, reservation, used };
}

/** Jobs of the roll page: those holding or having used this roll, then open jobs in the roll's film. */
export async function jobsForRoll(db: DbOrTx, roll: FilmRoll) {
  const scope = forShop(roll.shopId);
  const held = await db.select().from(rollReservations).where(scope.where(rollReservations, eq(rollReservations.rollId, roll.id)));
  const uses = await db.select().from(rollUses).where(scope.where(rollUses, eq(rollUses.rollId, roll.id)));
  const ids = [...new Set([...held.map((r) => r.bookingId), ...uses.map((u) => u.bookingId)])];
  const rows = await db
    .select()
    .from(bookings)
    .where(
      scope.where(
        bookings,
        or(
          ids.length > 0 ? inArray(bookings.id, ids) : undefined,
          and(inArray(bookings.status, [...WORKABLE]), sql`lower(${bookings.wrapColor}) = ${roll.filmName.toLowerCase()}`),
        ),
      ),
    )
    .orderBy(desc(bookings.bookingDate), desc(bookings.createdAt))
    .limit(30);
  const jobs = rows.map((b) => ({
    bookingId: b.id,
    title: jobTitle(b),
    status: b.status,
    bookingDate: b.bookingDate,
    reservedMm: held.find((r) => r.bookingId === b.id)?.lengthMm ?? 0,
    usedMm: uses.find((u) => u.bookingId === b.id)?.usedMm ?? null,
  }));
  // Jobs holding this roll first, then those not yet served, then those that used it.
  const rank = (j: (typeof jobs)[number]) => (j.reservedMm > 0 ? 0 : j.usedMm === null ? 1 : 2);
  return jobs.sort((a, b) => rank(a) - rank(b));
}

export function jobTitle(b: Pick<Booking, 'year' | 'make' | 'model' | 'firstName' | 'lastName'>): string {
  const vehicle = [b.year ?? '', b.make, b.model].map(String).map((s) => s.trim()).filter(Boolean).join(' ') || 'Vehicle';
  const person = [b.firstName.trim(), b.lastName.trim() ? `${b.lastName.trim().charAt(0)}.` : ''].filter(Boolean).join(' ');
  return person ? `${vehicle} · ${person}` : vehicle;
}

// ---------------------------------------------------------------------------------------------------------------
// Stock, alerts and shrinkage

export interface FilmStock {
  filmKey: string;
  filmName: string;
  rolls: number;
  receivedMm: number;
  usedMm: number;
  onHandMm: number;
  reservedMm: number;
  freeMm: number;
  shrinkageMm: number;
  thresholdMm: number | null;
  low: boolean;
}

/** Per film: received, used, on hand (after counts), held, free and shrinkage (received − used − on hand). */
export async function filmStock(db: DbOrTx, shopId: string, filmKey?: string): Promise<FilmStock[]> {
  const scope = forShop(shopId);
  const rows = await db
    .select({
      filmKey: filmRolls.filmKey,
      filmName: sql<string>`max(${filmRolls.filmName})`,
      rolls: sql<number>`count(*)`,
      receivedMm: sql<number>`sum(${filmRolls.lengthMm})`,
      usedMm: sql<number>`sum(${filmRolls.usedMm})`,
      lostMm: sql<number>`sum(${filmRolls.lostMm})`,
      reservedMm: sql<number>`sum(${filmRolls.reservedMm})`,
    })
    .from(filmRolls)
    .where(scope.where(filmRolls, filmKey ? eq(filmRolls.filmKey, filmKey) : undefined))
    .groupBy(filmRolls.filmKey)
    .orderBy(sql`max(${filmRolls.filmName})`);
  const alerts = await db.select().from(filmStockAlerts).where(scope.where(filmStockAlerts, filmKey ? eq(filmStockAlerts.filmKey, filmKey) : undefined));
  return rows.map((r) => {
    const received = Number(r.receivedMm);
    const used = Number(r.usedMm);
    const lost = Number(r.lostMm);
    const onHand = received - used - lost;
    const reserved = Number(r.reservedMm);
    const threshold = alerts.find((a) => a.filmKey === r.filmKey)?.thresholdMm ?? null;
    const free = onHand - reserved;
    return { filmKey: r.filmKey, filmName: r.filmName, rolls: Number(r.rolls), receivedMm: received, usedMm: used, onHandMm: onHand, reservedMm: reserved, freeMm: free, shrinkageMm: lost, thresholdMm: threshold, low: threshold !== null && free < threshold };
  });
}

export async function setStockAlert(db: DbOrTx, shopId: string, filmKey: string, thresholdMm: number | null, now: Date): Promise<void> {
  const scope = forShop(shopId);
  const known = await firstRow(db.select({ id: filmRolls.id }).from(filmRolls).where(scope.where(filmRolls, eq(filmRolls.filmKey, filmKey))));
  if (!known) throw badRequest('No roll of that film has been received: receive one first');
  if (thresholdMm === null) {
    await db.delete(filmStockAlerts).where(scope.where(filmStockAlerts, eq(filmStockAlerts.filmKey, filmKey)));
    return;
  }
  await db
    .insert(filmStockAlerts)
    .values(scope.values({ filmKey, thresholdMm, alerted: false, updatedAt: now }))
    .onConflictDoUpdate({ target: [filmStockAlerts.shopId, filmStockAlerts.filmKey], set: { thresholdMm, alerted: false, updatedAt: now } });
  await checkStock(db, shopId, filmKey, now);
}

/**
 * One notification per crossing: when the film's free length is below its threshold and it was not yet alerted,
 * one conditional UPDATE flips `alerted` (so of two changes at once one notifies); back at or above it, the flag
 * clears for the next crossing.
 */
export async function checkStock(db: DbOrTx, shopId: string, filmKey: string, now: Date): Promise<void> {
  const scope = forShop(shopId);
  const alert = await firstRow(db.select().from(filmStockAlerts).where(scope.where(filmStockAlerts, eq(filmStockAlerts.filmKey, filmKey))));
  if (!alert) return;
  const [stock] = await filmStock(db, shopId, filmKey);
  if (!stock) return;
  const below = stock.freeMm < alert.thresholdMm;
  if (!below) {
    if (alert.alerted) await db.update(filmStockAlerts).set({ alerted: false, updatedAt: now }).where(scope.where(filmStockAlerts, eq(filmStockAlerts.filmKey, filmKey), eq(filmStockAlerts.alerted, true)));
    return;
  }
  await transaction(db, async (tx) => {
    const flipped = await firstRow(tx
      .update(filmStockAlerts)
      .set({ alerted: true, updatedAt: now })
      .where(scope.where(filmStockAlerts, eq(filmStockAlerts.filmKey, filmKey), eq(filmStockAlerts.alerted, false)))
      .returning({ filmKey: filmStockAlerts.filmKey }));
    if (!flipped) return;
    const free = Math.max(0, stock.freeMm);
    await notify(tx, {
      shopId,
      areas: ['inventory'],
      title: `Low stock: ${stock.filmName}`,
      body: `${(free / 1000).toFixed(1)} m (${(free / 304.8).toFixed(0)} ft) free, below your alert at ${(alert.thresholdMm / 1000).toFixed(1)} m (${(alert.thresholdMm / 304.8).toFixed(0)} ft). Time to reorder.`,
      link: '/rolls',
      at: now,
    });
  });
}
