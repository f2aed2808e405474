// A customer's vehicles and each vehicle's history (issue 27 item 3, decision 094). A vehicle belongs to a person
// (decision 065: people are computed from the bookings) by its customer key (keys.ts) and by the bookings linked to
// it (`bookings.customer_vehicle_id`, set when a booking is made). Only bookings of the statuses the viewer's role
// reaches make people and history, as on the Customers page.
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { BOOKING_STATUSES, CUSTOMER_VEHICLE_MESSAGES as M, checkVin, plateKey, type BookingStatus } from '@wrapsmith/core';
import type { CreateCustomerVehicleInput, UpdateCustomerVehicleInput } from '@wrapsmith/core/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bookings, customerVehicles, quoteOptions, type Booking, type CustomerVehicle } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow, onlyRow, transaction } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';
import { ApiError, badRequest, notFound } from '../../lib/errors.ts';
import { groupPeople, type Person } from '../customers/customers.ts';
import { rollsUsedFor, type RollUsed } from '../rolls/index.ts';
import { resolveVehicle } from '../vehicles/index.ts';
import { warrantiesForBooking } from '../warranties/index.ts';
import { ownerKey, personKeys, searchDigits, vehicleById, vehiclesByPlateOrVin, vehiclesOf } from './keys.ts';

const PERSON_COLUMNS = {
  id: bookings.id,
  status: bookings.status,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
  phone: bookings.phone,
  year: bookings.year,
  make: bookings.make,
  model: bookings.model,
  customerVehicleId: bookings.customerVehicleId,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
};
type PersonRow = { id: string; email: string | null; phone: string; customerVehicleId: string | null; createdAt: Date };

/** The shop's people among the bookings of these statuses, with each booking's contact by id. */
export async function shopPeople(db: DbOrTx, scope: ShopScope, statuses: readonly BookingStatus[] = BOOKING_STATUSES) {
  const rows = await db
    .select(PERSON_COLUMNS)
    .from(bookings)
    .where(scope.where(bookings, inArray(bookings.status, [...statuses])));
  const rowsById = new Map<string, PersonRow>(rows.map((r) => [r.id, r]));
  return { people: groupPeople(rows), rowsById };
}
type People = Awaited<ReturnType<typeof shopPeople>>;

const rowsOf = (person: Person, rowsById: Map<string, PersonRow>): PersonRow[] => person.bookingIds.flatMap((id) => rowsById.get(id) ?? []);
const linkedIds = (rows: readonly PersonRow[]): string[] => [...new Set(rows.flatMap((r) => (r.customerVehicleId ? [r.customerVehicleId] : [])))];

/** The person a vehicle belongs to among these people: the one one of whose bookings is linked to it, else by its key. */
export function ownerOf(vehicle: CustomerVehicle, { people, rowsById }: People): Person | undefined {
  const byLink = people.find((p) => rowsOf(p, rowsById).some((r) => r.customerVehicleId === vehicle.id));
  return byLink ?? people.find((p) => personKeys(rowsOf(p, rowsById)).has(vehicle.customerKey));
}

/** A person's vehicles, newest first. */
export async function vehiclesOfPerson(db: DbOrTx, scope: ShopScope, person: Person, rowsById: Map<string, PersonRow>): Promise<CustomerVehicle[]> {
  const rows = rowsOf(person, rowsById);
  const found = await vehiclesOf(db, scope, [...personKeys(rows)], linkedIds(rows));
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
}

/** The person one of whose bookings has this id (as GET /user/customers/:id finds them), or 404. */
export function personById(all: People, id: string): Person {
  const person = all.people.find((p) => p.bookingIds.includes(id));
  if (!person) throw notFound(M.customerNotFound);
  return person;
}

/** A vehicle of the shop whose owner the viewer's statuses reach, with that owner; 404 otherwise (another shop's too). */
export async function findVehicle(db: DbOrTx, scope: ShopScope, statuses: readonly BookingStatus[], id: string) {
  const vehicle = await firstRow(vehicleById(db, scope, id));
  if (!vehicle) throw notFound(M.notFound);
  const all = await shopPeople(db, scope, statuses);
  const owner = ownerOf(vehicle, all);
  if (!owner) throw notFound(M.notFound);
  return { vehicle, owner, all };
}

type Fields = UpdateCustomerVehicleInput;

/** The stored columns of the fields given, checked; the VIN's check-digit warning is worked out again on each read. */
async function columnsOf(db: Db, fields: Fields, before?: CustomerVehicle) {
  const out: Partial<Omit<CustomerVehicle, 'id' | 'shopId'>> = {};
  if (fields.vin !== undefined) {
    if (fields.vin === '') out.vin = '';
    else {
      const checked = checkVin(fields.vin);
      if (!checked.ok) throw new ApiError(400, 'VALIDATION_FAILED', checked.error, { details: [{ path: 'vin', message: checked.error }] });
      out.vin = checked.vin;
    }
  }
  if (fields.plate !== undefined) {
    if (fields.plate && !/^[\p{L}\p{N} -]+$/u.test(fields.plate)) {
      throw new ApiError(400, 'VALIDATION_FAILED', M.plateCharacters, { details: [{ path: 'plate', message: M.plateCharacters }] });
    }
    out.plate = fields.plate;
    out.plateKey = plateKey(fields.plate);
  }
  for (const key of ['colour', 'notes'] as const) if (fields[key] !== undefined) out[key] = fields[key];
  if (fields.year !== undefined || fields.make !== undefined || fields.model !== undefined) {
    const year = fields.year !== undefined ? fields.year : (before?.year ?? null);
    const make = fields.make ?? before?.make ?? '';
    const model = fields.model ?? before?.model ?? '';
    const found = year !== null && make && model ? await resolveVehicle(db, { year, make, model }) : undefined;
    Object.assign(out, found ? { year, make: found.make, model: found.model, fromCatalogue: true } : { year, make, model, fromCatalogue: false });
  }
  const next = { make: before?.make ?? '', model: before?.model ?? '', vin: before?.vin ?? '', plate: before?.plate ?? '', ...out };
  if (!(next.make && next.model) && !next.vin && !next.plate) throw badRequest(M.vehicleNeeded);
  return out;
}

/** Adds a vehicle to the person one of whose bookings is `customerId`. */
export async function addVehicle(db: Db, scope: ShopScope, statuses: readonly BookingStatus[], input: CreateCustomerVehicleInput, userId: string, now: Date): Promise<CustomerVehicle> {
  const { customerId, ...fields } = input;
  const all = await shopPeople(db, scope, statuses);
  const person = personById(all, customerId);
  const columns = await columnsOf(db, fields);
  const key = ownerKey(rowsOf(person, all.rowsById).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()));
  return onlyRow(db
    .insert(customerVehicles)
    .values(scope.values({ ...columns, id: newId(), customerKey: key, createdBy: userId, createdAt: now, updatedAt: now }))
    .returning());
}

export async function updateVehicle(db: Db, scope: ShopScope, statuses: readonly BookingStatus[], id: string, fields: Fields, now: Date): Promise<CustomerVehicle> {
  const { vehicle } = await findVehicle(db, scope, statuses, id);
  const columns = await columnsOf(db, fields, vehicle);
  return onlyRow(db
    .update(customerVehicles)
    .set({ ...columns, updatedAt: now })
    .where(scope.where(customerVehicles, eq(customerVehicles.id, vehicle.id)))
    .returning());
}

/** A booking's vehicle in the catalogue's spelling, looked up before its transaction (the catalogue is read-only). */
export async function catalogueVehicleOf(db: Db, b: Pick<Booking, 'year' | 'make' | 'model'>) {
  if (b.year === null || !b.make.trim() || !b.model.trim()) return undefined;
  return resolveVehicle(db, { year: b.year, make: b.make, model: b.model });
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Links a new booking to its customer's vehicle (inside the booking's transaction): the customer's vehicle with the
 * same year, make and model (case-insensitive), else a new one. A booking without make and model stays unlinked.
 */
export async function linkBookingVehicle(tx: DbOrTx, scope: ShopScope, booking: Booking, at: Date, catalogue?: { make: string; model: string }): Promise<string | null> {
  if (!booking.make.trim() || !booking.model.trim()) return null;
  const all = await shopPeople(tx, scope);
  const person = all.people.find((p) => p.bookingIds.includes(booking.id));
  const rows = person ? rowsOf(person, all.rowsById) : [{ ...booking, customerVehicleId: null }];
  const candidates = await vehiclesOf(tx, scope, [...personKeys(rows)], linkedIds(rows));
  const match = candidates
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .find((v) => v.year === booking.year && (same(v.make, booking.make) || same(v.make, catalogue?.make ?? '')) && (same(v.model, booking.model) || same(v.model, catalogue?.model ?? '')));
  let vehicleId = match?.id;
  if (!vehicleId) {
    const key = ownerKey([...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()));
    vehicleId = newId();
    await tx.insert(customerVehicles).values(
      scope.values({
        id: vehicleId,
        customerKey: key,
        year: booking.year,
        make: catalogue?.make ?? booking.make.trim(),
        model: catalogue?.model ?? booking.model.trim(),
        fromCatalogue: catalogue !== undefined,
        createdBy: booking.createdBy,
        createdAt: at,
        updatedAt: at,
      }),
    );
  }
  await tx.update(bookings).set({ customerVehicleId: vehicleId }).where(scope.where(bookings, eq(bookings.id, booking.id)));
  return vehicleId;
}

/** Links every booking of the shop that has a make and model and no vehicle yet, oldest first (the backfill). */
export async function linkUnlinkedBookings(db: Db, scope: ShopScope, at: Date): Promise<number> {
  const waiting = await db
    .select()
    .from(bookings)
    .where(scope.where(bookings, isNull(bookings.customerVehicleId), ne(bookings.make, ''), ne(bookings.model, '')))
    .orderBy(bookings.createdAt, bookings.id);
  let linked = 0;
  for (const booking of waiting) {
    const catalogue = await catalogueVehicleOf(db, booking);
    const done = await transaction(db, async (tx) => {
      // Another instance or the booking's own creation may have linked it meanwhile.
      const still = await firstRow(tx.select({ id: bookings.id }).from(bookings).where(scope.where(bookings, eq(bookings.id, booking.id), isNull(bookings.customerVehicleId))));
      return still ? linkBookingVehicle(tx, scope, booking, at, catalogue) : null;
    });
    if (done) linked += 1;
  }
  return linked;
}

/** The shops with bookings waiting for a vehicle. */
export async function shopsWithUnlinkedBookings(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ shopId: bookings.shopId })
    .from(bookings)
    .where(and(isNull(bookings.customerVehicleId), ne(bookings.make, ''), ne(bookings.model, '')));
  return rows.map((r) => r.shopId);
}

/** A warranty as the vehicle's history lists it; `verifyUrl` is the public verification page's path. */
export interface BookingWarranty {
  id: string;
  filmName: string;
  batch: string | null;
  zones: string[];
  installedOn: string;
  status: string;
  verifyUrl: string;
}

async function bookingWarranties(db: DbOrTx, shopId: string, bookingId: string): Promise<BookingWarranty[]> {
  const views = await warrantiesForBooking(db, shopId, bookingId);
  return views.map(({ warranty, status }) => ({
    id: warranty.id,
    filmName: warranty.filmName,
    batch: warranty.batch || null,
    zones: warranty.zones,
    installedOn: warranty.installDate,
    status,
    verifyUrl: `/verify-warranty?id=${warranty.publicId}`,
  }));
}

export interface HistoryEntry {
  booking: Booking;
  films: string[];
  rolls: RollUsed[];
  warranties: BookingWarranty[];
}

/** "3M Gloss Black" from the booking's brand and colour, or ''. */
const wrapOf = (b: Pick<Booking, 'brand' | 'wrapColor'>): string =>
  b.wrapColor.toLowerCase().startsWith(b.brand.toLowerCase()) ? b.wrapColor : [b.brand, b.wrapColor].filter(Boolean).join(' ');

const dayOf = (b: Booking): string => b.bookingDate ?? b.createdAt.toISOString().slice(0, 10);

/** Every quote and job on the vehicle the statuses reach, newest first, with its films, rolls and warranties. */
export async function vehicleHistory(db: DbOrTx, scope: ShopScope, statuses: readonly BookingStatus[], vehicleId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(scope.where(bookings, eq(bookings.customerVehicleId, vehicleId), inArray(bookings.status, [...statuses])))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  rows.sort((a, b) => (dayOf(a) < dayOf(b) ? 1 : dayOf(a) > dayOf(b) ? -1 : 0));
  const ids = rows.map((b) => b.id);
  const options = ids.length
    ? await db
        .select({ bookingId: quoteOptions.bookingId, film: quoteOptions.film })
        .from(quoteOptions)
        .where(scope.where(quoteOptions, inArray(quoteOptions.bookingId, ids)))
        .orderBy(quoteOptions.position)
    : [];
  return Promise.all(
    rows.map(async (booking) => ({
      booking,
      films: [...new Set([wrapOf(booking), ...options.filter((o) => o.bookingId === booking.id).map((o) => o.film.trim())].filter(Boolean))],
      rolls: await rollsUsedFor(db, scope.shopId, booking.id),
      warranties: await bookingWarranties(db, scope.shopId, booking.id),
    })),
  );
}

export type VehicleHit = CustomerVehicle & { matchedBy: 'plate' | 'vin' | 'phone' };

/** Vehicles by plate or VIN (normalised), or by their customer's phone digits; only those whose owner the role sees. */
export async function searchVehicles(db: DbOrTx, scope: ShopScope, statuses: readonly BookingStatus[], q: string): Promise<{ hit: VehicleHit; owner: Person }[]> {
  const all = await shopPeople(db, scope, statuses);
  const hits = new Map<string, VehicleHit>();
  const byText = await vehiclesByPlateOrVin(db, scope, q);
  const key = q.toUpperCase().replace(/[^A-Z0-9]/g, '');
  for (const v of byText) hits.set(v.id, { ...v, matchedBy: key.length >= 2 && v.plateKey.includes(key) ? 'plate' : 'vin' });
  const digits = searchDigits(q);
  if (digits) {
    for (const person of all.people) {
      const rows = rowsOf(person, all.rowsById);
      if (!rows.some((r) => r.phone.replace(/\D/g, '').includes(digits))) continue;
      for (const v of await vehiclesOfPerson(db, scope, person, all.rowsById)) if (!hits.has(v.id)) hits.set(v.id, { ...v, matchedBy: 'phone' });
    }
  }
  return [...hits.values()]
    .flatMap((hit) => {
      const owner = ownerOf(hit, all);
      return owner ? [{ hit, owner }] : [];
    })
    .sort((a, b) => b.hit.updatedAt.getTime() - a.hit.updatedAt.getTime())
    .slice(0, 50);
}
