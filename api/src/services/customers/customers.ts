// The shop's customers as people (issue 22 item 11, decision 065): every booking, quote and completed job carries
// the customer's name, email and phone; the people are those bookings merged by email (case-insensitive), or by
// phone (its digits) when a booking has no email. A booking with neither is a person of its own. A person's id is
// the id of their first booking, so a link to them stays put while they come back; any of their bookings' ids
// finds them. Read from the bookings the viewer's role reaches (the statuses the caller passes), nothing stored.
import { asc, inArray } from 'drizzle-orm';
import type { BookingStatus } from '@wrapsmith/core';
import type { Db } from '../../db/client.ts';
import { bookings, type Booking } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { vehicleOf } from '../bookings/quotes.ts';
import { bookingKey, customerKeysByVehicle, searchDigits } from '../customer-vehicles/keys.ts';

/** The columns a person is made of. */
export type PersonBooking = Pick<Booking, 'id' | 'status' | 'firstName' | 'lastName' | 'email' | 'phone' | 'year' | 'make' | 'model' | 'createdAt' | 'updatedAt'>;

export interface Person {
  /** The id of the person's first booking. */
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** Distinct vehicles, most recent first ("2024 Toyota Camry"). */
  vehicles: string[];
  quotes: number;
  bookings: number;
  jobs: number;
  cancelled: number;
  lastActivity: Date;
  /** Every booking of the person, first first. */
  bookingIds: string[];
}

/** A phone number's digits, when there are enough of them to tell one person from another. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits : null;
}

export const emailKey = (email: string | null | undefined): string | null => email?.trim().toLowerCase() || null;

/**
 * Groups bookings into people. A booking with an email belongs to that email's person; one without an email joins
 * the person of its phone: the one person with an email who used that phone, else the phone's own person.
 */
export function groupPeople(rows: readonly PersonBooking[]): Person[] {
  const ordered = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const groups = new Map<string, PersonBooking[]>();
  const emailsOfPhone = new Map<string, Set<string>>();
  for (const b of ordered) {
    const email = emailKey(b.email);
    const phone = phoneKey(b.phone);
    if (email && phone) emailsOfPhone.set(phone, (emailsOfPhone.get(phone) ?? new Set()).add(email));
  }
  for (const b of ordered) {
    const email = emailKey(b.email);
    const phone = phoneKey(b.phone);
    let key: string;
    if (email) key = `e:${email}`;
    else if (phone) {
      const emails = emailsOfPhone.get(phone);
      key = emails?.size === 1 ? `e:${[...emails][0]}` : `p:${phone}`;
    } else key = `b:${b.id}`;
    const group = groups.get(key);
    if (group) group.push(b);
    else groups.set(key, [b]);
  }
  return [...groups.values()].map(toPerson).sort((a, b) => b.lastActivity.getTime() - a.lastActivity.getTime() || (a.id < b.id ? -1 : 1));
}

const count = (group: readonly PersonBooking[], ...statuses: BookingStatus[]) => group.filter((b) => statuses.includes(b.status)).length;

function toPerson(group: PersonBooking[]): Person {
  const latestFirst = [...group].reverse();
  const latest = latestFirst[0]!;
  const vehicles = [...new Set(latestFirst.map((b) => vehicleOf(b)).filter(Boolean))];
  return {
    id: group[0]!.id,
    name: `${latest.firstName} ${latest.lastName}`.trim(),
    email: latestFirst.find((b) => b.email?.trim())?.email?.trim() ?? null,
    phone: latestFirst.find((b) => b.phone?.trim())?.phone?.trim() ?? null,
    vehicles,
    quotes: count(group, 'quote_sent'),
    bookings: count(group, 'pending', 'accepted', 'inprogress'),
    jobs: count(group, 'completed'),
    cancelled: count(group, 'cancelled'),
    lastActivity: new Date(Math.max(...group.map((b) => b.updatedAt.getTime()))),
    bookingIds: group.map((b) => b.id),
  };
}

/** Whether a person matches a search: any of their names, their email, phone or a vehicle. */
function matches(person: Person, names: readonly string[], q: string): boolean {
  const text = q.trim().toLowerCase();
  if (!text) return true;
  return [...names, person.email ?? '', person.phone ?? '', ...person.vehicles].some((v) => v.toLowerCase().includes(text));
}

/** The shop's people among the bookings of these statuses, most recently active first, filtered by the search. */
export async function listPeople(db: Db, scope: ShopScope, statuses: readonly BookingStatus[], q?: string): Promise<Person[]> {
  const rows = await db
    .select({
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
    })
    .from(bookings)
    .where(scope.where(bookings, inArray(bookings.status, [...statuses])));
  const people = groupPeople(rows);
  if (!q?.trim()) return people;
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Issue 27 item 3 (decision 094): a phone matches on its digits, however either is written ("555-0102" finds
  // "(555) 010-2000" no more than "5550102" does: digits in order), and a plate or VIN finds its vehicle's person.
  const digits = searchDigits(q.trim());
  const byVehicle = await customerKeysByVehicle(db, scope, q.trim());
  const reached = (id: string): boolean => {
    const r = byId.get(id);
    if (!r) return false;
    if (digits && r.phone.replace(/\D/g, '').includes(digits)) return true;
    return byVehicle.keys.has(bookingKey(r)) || (r.customerVehicleId !== null && byVehicle.vehicleIds.has(r.customerVehicleId));
  };
  return people.filter((p) => matches(p, p.bookingIds.map((id) => `${byId.get(id)?.firstName ?? ''} ${byId.get(id)?.lastName ?? ''}`), q) || p.bookingIds.some(reached));
}

/** The person one of whose bookings has this id, with their bookings (first first); undefined when none. */
export async function findPerson(db: Db, scope: ShopScope, statuses: readonly BookingStatus[], id: string): Promise<{ person: Person; rows: Booking[] } | undefined> {
  const person = (await listPeople(db, scope, statuses)).find((p) => p.bookingIds.includes(id));
  if (!person) return undefined;
  const rows = await db
    .select()
    .from(bookings)
    .where(scope.where(bookings, inArray(bookings.id, person.bookingIds)))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
  return { person, rows };
}
