import { invoiceCode } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { bearer, createMember, createOwner, logIn } from '../../test/app.ts';
import { bookingShop, storedBooking } from './booking-fixtures.ts';
import { csvRowsOf } from '../../test/csv.ts';

const HEADER =
  'Invoice code,Status,First name,Last name,Email,Phone,Booking date,Check-in time,Planned completion,Completed (UTC),Vehicle,Brand,Wrap colour,Customer total,Quote,Notes';

/** A finished job with every field the export shows. */
const DONE = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '(555) 010-2000',
  bookingDate: '2026-05-20',
  checkInTime: '9:05',
  completionDate: '2026-05-22',
  // Finished a day before the work order planned.
  completedAt: new Date('2026-05-21T16:30:00Z'),
  year: 2024,
  make: 'Toyota',
  model: 'Camry',
  brand: '3M',
  wrapColor: 'Gloss Black (G12)',
  price: 3000,
  ppfCost: 500,
  windowTintingCost: 250.5,
  customerTotal: 3850.5,
  customerQuote: 3900,
  notes: 'Full wrap, keep the badges',
};

type Shop = Awaited<ReturnType<typeof bookingShop>>;

async function exportBookings(t: Shop, query = '', headers: Record<string, string> = t.auth) {
  return t.app.request(`/api/v1/user/booking/export.csv${query}`, { headers });
}

describe('GET /user/booking/export.csv', () => {
  it('downloads the shop’s bookings as CSV in the list’s order, with the amounts the dashboard shows', async () => {
    const t = await bookingShop();
    const dana = await storedBooking(t.deps, t.owner.shop.id, 'completed', DONE);
    // No customer total: the Customers page's total and the quote are the cost sum.
    const sam = await storedBooking(t.deps, t.owner.shop.id, 'completed', { bookingDate: '2026-05-10', lastName: 'Ortiz', price: 3000, decalsCost: 50.5 });
    // No amount at all: the Customers page shows $0.00, the quote link shows none.
    const lee = await storedBooking(t.deps, t.owner.shop.id, 'pending', { bookingDate: '2026-06-02', firstName: 'Jordan', lastName: 'Lee' });

    const res = await exportBookings(t);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="wrapsmith-bookings-2026-06-01.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await csvRowsOf(res)).toEqual([
      HEADER,
      `${invoiceCode(sam.id)},Completed,Sam,Ortiz,,,2026-05-10,,,,,,,3050.5,3050.5,`,
      `${invoiceCode(dana.id)},Completed,Dana,Reyes,dana@example.com,(555) 010-2000,2026-05-20,09:05,2026-05-22,2026-05-21 16:30,2024 Toyota Camry,3M,Gloss Black (G12),3850.5,3900,"Full wrap, keep the badges"`,
      `${invoiceCode(lee.id)},Booked,Jordan,Lee,,,2026-06-02,,,,,,,0,,`,
    ]);
  });

  it('applies the list’s filters: completed bookings for the Customers page, and the search', async () => {
    const t = await bookingShop();
    await storedBooking(t.deps, t.owner.shop.id, 'completed', DONE);
    await storedBooking(t.deps, t.owner.shop.id, 'completed', { lastName: 'Ortiz', make: 'Ford', model: 'F-150' });
    await storedBooking(t.deps, t.owner.shop.id, 'inprogress', { firstName: 'Jordan', make: 'Toyota', model: 'Supra' });

    const names = async (query: string) => (await csvRowsOf(await exportBookings(t, query))).slice(1).map((row) => row.split(',').slice(2, 4).join(' ').trim());
    expect(await names('?status=completed')).toEqual(['Dana Reyes', 'Sam Ortiz']);
    expect(await names('?status=completed&q=toyota')).toEqual(['Dana Reyes']);
    expect(await names('?q=TOYOTA')).toEqual(['Dana Reyes', 'Jordan']);
    expect(await names('?status=cancelled')).toEqual([]);
  });

  it('gives the moment Vehicle Completed was pressed, not the planned completion date', async () => {
    const t = await bookingShop();
    const b = await storedBooking(t.deps, t.owner.shop.id, 'inprogress', { lastName: 'Ortiz', completionDate: '2026-06-20' });
    const res = await t.app.request(`/api/v1/user/booking/${b.id}`, { method: 'PATCH', headers: { ...t.auth, 'content-type': 'application/json' }, body: JSON.stringify({ status: 'completed' }) });
    expect(res.status).toBe(200);
    const [header, row] = await csvRowsOf(await exportBookings(t, '?status=completed'));
    const cells = row!.split(',');
    const at = (name: string) => cells[header!.split(',').indexOf(name)];
    // The test clock reads 2026-06-01T12:00Z.
    expect([at('Planned completion'), at('Completed (UTC)')]).toEqual(['2026-06-20', '2026-06-01 12:00']);
  });

  it('writes a cell that a spreadsheet would run as a formula as text', async () => {
    const t = await bookingShop();
    const b = (await storedBooking(t.deps, t.owner.shop.id, 'completed', {
      firstName: '=cmd|" /C calc"!A0',
      lastName: '-Reyes',
      phone: '+1 555 0100',
      notes: '@SUM(A1:A9)\nthen "polish"',
    }));
    const [, row] = await csvRowsOf(await exportBookings(t));
    expect(row).toBe(`${invoiceCode(b.id)},Completed,"'=cmd|"" /C calc""!A0",'-Reyes,,'+1 555 0100,2026-06-02,,,,,,,0,,"'@SUM(A1:A9)\nthen ""polish"""`);
  });

  it('never holds another shop’s bookings', async () => {
    const a = await bookingShop();
    await storedBooking(a.deps, a.owner.shop.id, 'completed', DONE);
    const b = await createOwner(a.deps.db, { businessName: 'Other Wraps', addon: true });
    const bAuth = bearer((await logIn(a.app, b.user.email, b.password)).token);
    await storedBooking(a.deps, b.shop.id, 'completed', { firstName: 'Other', lastName: 'Customer' });

    const rows = await csvRowsOf(await exportBookings(a, '?status=completed', bAuth));
    expect(rows).toEqual([HEADER, expect.stringContaining('Other,Customer')]);
    expect(rows.join('\n')).not.toContain('Reyes');
    expect((await csvRowsOf(await exportBookings(a, '?status=completed'))).join('\n')).not.toContain('Other,Customer');
  });

  it('is for any signed-in member of the shop: 401 without a login, 400 for a bad filter', async () => {
    const t = await bookingShop();
    await storedBooking(t.deps, t.owner.shop.id, 'completed', DONE);
    const member = await createMember(t.deps.db, t.owner.user);
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect(await csvRowsOf(await exportBookings(t, '?status=completed', memberAuth))).toHaveLength(2);

    expect((await exportBookings(t, '', {})).status).toBe(401);
    expect((await exportBookings(t, '?status=done')).status).toBe(400);
    expect((await exportBookings(t, '?bookingDate=2026-02-30')).status).toBe(400);
    expect((await exportBookings(t, '?page=1')).status).toBe(400);
  });
});
