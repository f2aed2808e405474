// Which person a customer vehicle belongs to (decision 094). Customers are people computed from the bookings
// (decision 065); a vehicle keeps the key of the person it was added to: `e:<email>`, `p:<phone digits>` for a person
// known only by phone, `b:<booking id>` for one with neither. A person's keys are those of each of their bookings, so
// a phone-only person who later gives an email (and is merged into that email's person) keeps their vehicles.
// No import of ../customers (it imports this file for the search).
import { and, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import { normaliseVin, plateKey } from '@wrapsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import { customerVehicles } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';

type Contact = { id: string; email: string | null; phone: string | null };

const emailOf = (email: string | null | undefined): string | null => email?.trim().toLowerCase() || null;
/** A phone's digits when there are enough to tell people apart (as customers.ts's phoneKey). */
export const phoneDigits = (phone: string | null | undefined): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits : null;
};

/** The key one booking gives its person. */
export function bookingKey(b: Contact): string {
  const email = emailOf(b.email);
  if (email) return `e:${email}`;
  const phone = phoneDigits(b.phone);
  return phone ? `p:${phone}` : `b:${b.id}`;
}

/** Every key of a person's bookings. */
export const personKeys = (rows: readonly Contact[]): Set<string> => new Set(rows.map(bookingKey));

/** The key a vehicle added to this person gets: their email's, else their phone's, else their first booking's. */
export function ownerKey(rowsFirstFirst: readonly Contact[]): string {
  const keys = rowsFirstFirst.map(bookingKey);
  return keys.find((k) => k.startsWith('e:')) ?? keys.find((k) => k.startsWith('p:')) ?? keys[0]!;
}

/** The digits of a search that is a phone number (no letters, at least 4 digits), else null. */
export function searchDigits(q: string): string | null {
  if (/[a-z]/i.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 4 ? digits : null;
}

/** What a search text matches among the vehicles: their plate (as searched) or VIN containing it. */
export function plateOrVinMatch(q: string): { plate: SQL | undefined; vin: SQL | undefined } {
  const plate = plateKey(q);
  const vin = normaliseVin(q);
  return {
    plate: plate.length >= 2 ? like(customerVehicles.plateKey, `%${plate}%`) : undefined,
    vin: /^[A-Z0-9]{3,}$/.test(vin) ? like(customerVehicles.vin, `%${vin}%`) : undefined,
  };
}

/** The shop's vehicles whose plate or VIN holds the search (plate_key and vin hold only A–Z and 0–9, so LIKE needs no escaping). */
export async function vehiclesByPlateOrVin(db: DbOrTx, scope: ShopScope, q: string) {
  const { plate, vin } = plateOrVinMatch(q);
  if (!plate && !vin) return [];
  return db
    .select()
    .from(customerVehicles)
    .where(scope.where(customerVehicles, or(plate, vin)))
    .limit(200);
}

/** The vehicles of the shop with these keys or ids. */
export async function vehiclesOf(db: DbOrTx, scope: ShopScope, keys: readonly string[], ids: readonly string[]) {
  const conditions = [keys.length ? inArray(customerVehicles.customerKey, [...keys]) : undefined, ids.length ? inArray(customerVehicles.id, [...ids]) : undefined].filter(Boolean);
  if (!conditions.length) return [];
  return db
    .select()
    .from(customerVehicles)
    .where(scope.where(customerVehicles, or(...conditions)));
}

export const vehicleById = (db: DbOrTx, scope: ShopScope, id: string) =>
  db.select().from(customerVehicles).where(and(scope.where(customerVehicles), eq(customerVehicles.id, id)));

/** The keys and vehicle ids a customers-list search reaches through plates and VINs (customers.ts's search). */
export async function customerKeysByVehicle(db: DbOrTx, scope: ShopScope, q: string): Promise<{ keys: Set<string>; vehicleIds: Set<string> }> {
  const found = await vehiclesByPlateOrVin(db, scope, q);
  return { keys: new Set(found.map((v) => v.customerKey)), vehicleIds: new Set(found.map((v) => v.id)) };
}
