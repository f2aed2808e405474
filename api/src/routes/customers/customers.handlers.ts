// The shop's customers as people (decision 065): one row per person with what they have had from the shop, and one
// person with each of their bookings. Only bookings of the statuses the viewer's role reaches make a person (a role
// without Quotes sees no one who was only quoted), and a role without Prices gets the bookings without money.
import { paged, pageOffset, visibleBookingStatuses } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { bookingImagesOf } from '../../services/bookings/index.ts';
import { findPerson, listPeople, type Person } from '../../services/customers/customers.ts';
import type { CustomerDto } from '@wrapsmith/core/contract';
import { toBookingDto } from '../bookings/booking-dto.ts';
import type { CustomerListQuery } from '@wrapsmith/core';

export const CUSTOMER_MESSAGES = { notFound: 'Customer not found' } as const;

function toCustomerDto(p: Person): CustomerDto {
  return {
    _id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    vehicles: p.vehicles,
    quotes: p.quotes,
    bookings: p.bookings,
    jobs: p.jobs,
    cancelled: p.cancelled,
    lastActivity: p.lastActivity.toISOString(),
  };
}

const statusesOf = (c: Context<AuthedEnv>) => visibleBookingStatuses(c.get('viewer').permissions);

export async function listCustomers(c: Context<AuthedEnv>, query: CustomerListQuery) {
  const viewer = c.get('viewer');
  const people = await listPeople(c.get('deps').db, viewer.scope, statusesOf(c), query.q);
  const start = pageOffset(query);
  return c.json(paged(people.slice(start, start + query.pageSize).map(toCustomerDto), query, people.length));
}

export async function getCustomer(c: Context<AuthedEnv>, id: string) {
  const viewer = c.get('viewer');
  const db = c.get('deps').db;
  const found = await findPerson(db, viewer.scope, statusesOf(c), id);
  if (!found) throw notFound(CUSTOMER_MESSAGES.notFound);
  const images = await bookingImagesOf(db, viewer.scope, found.rows.map((b) => b.id));
  return c.json({
    data: { ...toCustomerDto(found.person), history: found.rows.map((b) => toBookingDto(b, images.get(b.id) ?? [], viewer.permissions)) },
  });
}
