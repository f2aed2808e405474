// GET /user/customers and /user/customers/:id (issue 22 item 11, decision 065): the shop's customers as people.
import { DEFAULT_ROLE_MATRIX } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { bearer, createMember, createOwner, json, logIn } from '../../test/app.ts';
import type { CustomerDetailDto, CustomerDto } from '@wrapsmith/core/contract';
import { bookingShop, storedBooking } from '../bookings/booking-fixtures.ts';
import { groupPeople, type PersonBooking } from '../../services/customers/customers.ts';

type Shop = Awaited<ReturnType<typeof bookingShop>>;
type Page = { data: CustomerDto[]; page: number; pageSize: number; total: number };

async function list(t: Shop, query = '', headers: Record<string, string> = t.auth) {
  const res = await t.app.request(`/api/v1/user/customers${query}`, { headers });
  return { res, body: res.status === 200 ? ((await res.json()) as Page) : undefined };
}

/** Dana: quoted on her Camry, then booked and done on it; later quoted again from her phone alone, on a Supra. */
async function shopWithPeople() {
  const t = await bookingShop();
  const shop = t.owner.shop.id;
  // The test clock starts at 2026-06-01T12:00Z and only moves on: the bookings are made in time order.
  const at = (day: number) => new Date(Date.UTC(2026, 5, day, 12));
  const tick = async <T>(day: number, make: () => Promise<T>) => {
    t.clock.advance(at(day).getTime() - t.deps.now().getTime());
    return make();
  };
  const camry = { year: 2024, make: 'Toyota', model: 'Camry' };
  const dana = { firstName: 'Dana', lastName: 'Reyes', email: 'Dana@Example.com', phone: '(555) 010-2000' };
  const danaQuote = await tick(1, () => storedBooking(t.deps, shop, 'cancelled', { ...dana, ...camry }));
  // A phone and no email, booked.
  const pat = await tick(2, () => storedBooking(t.deps, shop, 'accepted', { firstName: 'Pat', lastName: 'Moss', phone: '+1 555 777 1234' }));
  // Neither: a person of his own.
  const nobody = await tick(2, () => storedBooking(t.deps, shop, 'pending', { firstName: 'Walk', lastName: 'In' }));
  const danaJob = await tick(3, () => storedBooking(t.deps, shop, 'completed', { ...dana, email: 'dana@example.com', ...camry, completedAt: at(4) }));
  // Quoted only, never booked: the old Customers page missed him.
  const quin = await tick(5, () => storedBooking(t.deps, shop, 'quote_sent', { firstName: 'Quin', lastName: 'Ash', email: 'quin@example.com', make: 'Ford', model: 'F-150' }));
  const danaSupra = await tick(6, () => storedBooking(t.deps, shop, 'quote_sent', { firstName: 'Dana', lastName: 'Reyes', phone: '555-010-2000', make: 'Toyota', model: 'Supra' }));
  return { ...t, danaQuote, danaJob, danaSupra, quin, pat, nobody };
}

describe('GET /user/customers', () => {
  it('lists one row per person, merged by email or by phone, most recently active first, with their counts and vehicles', async () => {
    const t = await shopWithPeople();
    const { res, body } = await list(t);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ page: 1, total: 4 });
    expect(body!.data).toEqual([
      {
        _id: t.danaQuote.id,
        name: 'Dana Reyes',
        email: 'dana@example.com',
        phone: '555-010-2000',
        vehicles: ['Toyota Supra', '2024 Toyota Camry'],
        quotes: 1,
        bookings: 0,
        jobs: 1,
        cancelled: 1,
        lastActivity: '2026-06-06T12:00:00.000Z',
      },
      { _id: t.quin.id, name: 'Quin Ash', email: 'quin@example.com', phone: null, vehicles: ['Ford F-150'], quotes: 1, bookings: 0, jobs: 0, cancelled: 0, lastActivity: '2026-06-05T12:00:00.000Z' },
      { _id: t.nobody.id, name: 'Walk In', email: null, phone: null, vehicles: [], quotes: 0, bookings: 1, jobs: 0, cancelled: 0, lastActivity: '2026-06-02T12:00:00.000Z' },
      { _id: t.pat.id, name: 'Pat Moss', email: null, phone: '+1 555 777 1234', vehicles: [], quotes: 0, bookings: 1, jobs: 0, cancelled: 0, lastActivity: '2026-06-02T12:00:00.000Z' },
    ].sort((a, b) => b.lastActivity.localeCompare(a.lastActivity) || (a._id < b._id ? -1 : 1)));
  });

  it('searches names, email, phone and vehicles, and pages', async () => {
    const t = await shopWithPeople();
    const names = async (query: string) => (await list(t, query)).body!.data.map((p) => p.name);
    expect(await names('?q=supra')).toEqual(['Dana Reyes']);
    expect(await names('?q=QUIN@')).toEqual(['Quin Ash']);
    expect(await names('?q=777')).toEqual(['Pat Moss']);
    expect(await names('?q=nobody')).toEqual([]);
    const second = (await list(t, '?pageSize=3&page=2')).body!;
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(second.data).toHaveLength(1);
    expect((await list(t, '?page=0')).res.status).toBe(400);
    expect((await list(t, '?sort=name')).res.status).toBe(400);
  });

  it('never shows another shop’s customers, and needs a login', async () => {
    const t = await shopWithPeople();
    const other = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    expect((await list(t, '', otherAuth)).body).toMatchObject({ data: [], total: 0 });
    expect((await t.app.request(`/api/v1/user/customers/${t.danaJob.id}`, { headers: otherAuth })).status).toBe(404);
    expect((await list(t, '', {})).res.status).toBe(401);
  });

  it('follows the role matrix: a Member gets 403; a role without Quotes sees no one who was only quoted, and no prices without Prices', async () => {
    const t = await shopWithPeople();
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    const refused = await list(t, '', memberAuth);
    expect(refused.res.status).toBe(403);
    expect(((await refused.res.json()) as { error: { message: string } }).error.message).toMatch(/access to customers/);
    expect((await t.app.request(`/api/v1/user/customers/${t.danaJob.id}`, { headers: memberAuth })).status).toBe(403);

    const matrix = { ...DEFAULT_ROLE_MATRIX, member: { ...DEFAULT_ROLE_MATRIX.member, customers: 'view' } };
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', matrix, t.auth))).status).toBe(200);
    const seen = (await list(t, '', memberAuth)).body!.data;
    expect(seen.map((p) => p.name).sort()).toEqual(['Dana Reyes', 'Pat Moss', 'Walk In']);
    expect(seen.find((p) => p.name === 'Dana Reyes')).toMatchObject({ quotes: 0, jobs: 1 });
    const detail = await t.app.request(`/api/v1/user/customers/${t.quin.id}`, { headers: memberAuth });
    expect(detail.status).toBe(404);
    const dana = ((await (await t.app.request(`/api/v1/user/customers/${t.danaJob.id}`, { headers: memberAuth })).json()) as { data: CustomerDetailDto }).data;
    expect(dana.history.map((b) => b.status)).toEqual(['cancelled', 'completed']);
    expect(dana.history.every((b) => b.pricesHidden)).toBe(true);
  });
});

describe('GET /user/customers/:id', () => {
  it('finds the person by any of their bookings, with every booking, quote and job, first first', async () => {
    const t = await shopWithPeople();
    for (const id of [t.danaQuote.id, t.danaJob.id, t.danaSupra.id]) {
      const res = await t.app.request(`/api/v1/user/customers/${id}`, { headers: t.auth });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: CustomerDetailDto };
      expect(data).toMatchObject({ _id: t.danaQuote.id, name: 'Dana Reyes', quotes: 1, jobs: 1 });
      expect(data.history.map((b) => [b._id, b.status])).toEqual([
        [t.danaQuote.id, 'cancelled'],
        [t.danaJob.id, 'completed'],
        [t.danaSupra.id, 'quote_sent'],
      ]);
      expect(data.history[1]!.completedAt).toBe('2026-06-04T12:00:00.000Z');
    }
    const missing = await t.app.request('/api/v1/user/customers/bkg_0000000000', { headers: t.auth });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: expect.objectContaining({ message: 'Customer not found' }) });
  });
});

describe('groupPeople', () => {
  const row = (id: string, fields: Partial<PersonBooking>): PersonBooking => ({
    id,
    status: 'pending',
    firstName: 'A',
    lastName: 'B',
    email: null,
    phone: '',
    year: null,
    make: '',
    model: '',
    createdAt: new Date(Number(id.slice(1)) * 1000),
    updatedAt: new Date(Number(id.slice(1)) * 1000),
    ...fields,
  });

  it('keeps two emails that shared a phone apart, and a phone-only booking on its own then', () => {
    const people = groupPeople([row('b1', { email: 'a@x.co', phone: '5550001111' }), row('b2', { email: 'b@x.co', phone: '555 000 1111' }), row('b3', { phone: '555-000-1111' })]);
    expect(people.map((p) => p.bookingIds).sort()).toEqual([['b1'], ['b2'], ['b3']]);
  });

  it('does not merge on a phone too short to tell people apart', () => {
    expect(groupPeople([row('b1', { phone: '0' }), row('b2', { phone: '0' })])).toHaveLength(2);
  });
});
