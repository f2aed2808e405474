// Bookings in the shape of BookingDto, and a fake GET /user/booking/all that answers per query, for tests.
import type { BookingDto } from '@wrapsmith/core/contract';
import { json, type FakeCall } from '../../test/fake-fetch.ts';
import { pageOf } from '../../test/fixtures.ts';

export function booking(overrides: Partial<BookingDto> = {}): BookingDto {
  const _id = overrides._id ?? 'bkg_0001abc123';
  return {
    _id,
    status: 'pending',
    isQuoted: false,
    firstName: 'Jordan',
    lastName: 'Lee',
    email: 'jordan@example.com',
    phone: '+1 555 0100',
    bookingDate: '2025-06-02',
    checkInTime: '9:30',
    startsAt: null,
    completionDate: null,
    year: 2022,
    make: 'Toyota',
    model: 'GR Supra',
    brand: '3M',
    wrapColor: 'Gloss Black (G12)',
    price: 2500,
    ppfCost: 400,
    decalsCost: null,
    windowTintingCost: 150.5,
    frontPercentage: null,
    rearPercentage: null,
    additionalTotal: null,
    customerTotal: null,
    notes: '',
    vip: null,
    repeatCustomer: null,
    dealership: null,
    estimatedSQ: null,
    estimatedRolls: null,
    estimatedMaterialCost: null,
    netMaterialRevenue: null,
    customerQuote: null,
    leadId: null,
    render: null,
    images: [],
    quoteExpiresAt: null,
    invoiceCode: _id.slice(-6).toUpperCase(),
    cost: 3050.5,
    pricesHidden: false,
    answeredAt: null,
    completedAt: null,
    readyAt: null,
    createdAt: '2025-05-20T15:30:00.000Z',
    updatedAt: '2025-05-20T15:30:00.000Z',
    ...overrides,
  };
}

/** Answers GET /user/booking/all by the query's status (one or several), bookingDate and from/to, a page at a time, like the API. */
export function bookingList(all: BookingDto[]) {
  return ({ search }: FakeCall) => {
    const query = new URLSearchParams(search);
    const statuses = query.get('status')?.split(',');
    const day = query.get('bookingDate');
    const [from, to] = [query.get('from'), query.get('to')];
    const inRange = (b: BookingDto) => (!from || (b.bookingDate !== null && b.bookingDate >= from)) && (!to || (b.bookingDate !== null && b.bookingDate <= to));
    return json(pageOf(all.filter((b) => (!statuses || statuses.includes(b.status)) && (!day || b.bookingDate === day) && inRange(b)), search));
  };
}

/** The queries of GET /user/booking/all, commas left readable: "status=pending,accepted&bookingDate=…". */
export const bookingQueries = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/user/booking/all').map((c) => new URLSearchParams(c.search).toString().replaceAll('%2C', ','));
