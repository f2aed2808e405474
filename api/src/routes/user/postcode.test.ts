// Issue 28 item 2 (decision 098's update): the profile's postcode checked and written as its country writes it, and
// the shop's address in its country's order under its name on the quote and invoice PDFs.
import type { UserDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.ts';
import { dbSnapshot, json } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { body } from '../../test/widget.ts';
import { FULL_FORM, bookingShop, storedBooking } from '../bookings/booking-fixtures.ts';

async function shop() {
  const t = await bookingShop('Wrap Werk');
  const save = (fields: Record<string, unknown>) => t.app.request('/api/v1/auth/update-user', json('POST', fields, t.auth));
  const saved = async (fields: Record<string, unknown>) => {
    const res = await save(fields);
    expect(res.status).toBe(200);
    return (await body<{ data: { user: UserDto } }>(res)).data.user;
  };
  return { ...t, save, saved };
}

const pdf = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/[ \t]+/g, ' ');
};

describe('issue 28 item 2: the profile’s postcode per country', () => {
  it('accepts and normalises US, German, British and Brazilian postcodes', async () => {
    const t = await shop();
    expect(await t.saved({ country: 'United States', state: 'Texas', city: 'Austin', postcode: ' 78701 ' })).toMatchObject({ postcode: '78701' });
    expect(await t.saved({ postcode: '787011234' })).toMatchObject({ postcode: '78701-1234' });
    expect(await t.saved({ country: 'Germany', state: 'Berlin', city: 'Berlin', postcode: '10115' })).toMatchObject({ country: 'Germany', postcode: '10115' });
    expect(await t.saved({ country: 'United Kingdom', state: 'England', city: 'London', postcode: 'sw1a1aa' })).toMatchObject({ postcode: 'SW1A 1AA' });
    expect(await t.saved({ country: 'Brazil', state: 'São Paulo', city: 'São Paulo', postcode: '01310100' })).toMatchObject({ postcode: '01310-100' });
    // The ISO code is read as the country too, and '' clears the postcode.
    expect(await t.saved({ country: 'NL', postcode: '1012ab' })).toMatchObject({ postcode: '1012 AB' });
    expect(await t.saved({ postcode: '' })).toMatchObject({ postcode: '' });
    const info = await body<{ data: { user: UserDto } }>(await t.app.request('/api/v1/auth/user-info', { headers: t.auth }));
    expect(info.data.user.postcode).toBe('');
  });

  it('refuses a postcode of the wrong shape with the country’s example (400), writing nothing', async () => {
    const t = await shop();
    await t.saved({ country: 'Germany', city: 'Berlin', postcode: '10115', businessName: 'Wrap Werk' });
    const before = await dbSnapshot(t.deps);
    for (const [fields, example] of [
      [{ postcode: '1011' }, '10115'],
      [{ country: 'United States', postcode: 'SW1A 1AA' }, '78701'],
      [{ country: 'Brazil', postcode: '0131-010' }, '01310-100'],
      [{ country: 'Canada', postcode: '12345' }, 'K1A 0B1'],
      // A renaming owner with a wrong postcode renames nothing either.
      [{ businessName: 'Other Name', postcode: 'ABC' }, '10115'],
    ] as const) {
      const res = await t.save(fields);
      expect(res.status).toBe(400);
      const error = (await body<{ error: { message: string; details: { path: string }[] } }>(res)).error;
      expect(error.message).toContain(example);
      expect(error.details).toEqual([expect.objectContaining({ path: 'postcode' })]);
    }
    expect((await body<{ error: { message: string } }>(await t.save({ country: 'United States', postcode: '1' }))).error.message).toBe('ZIP code is not one of United States: write it like 78701');
    // A country without postcodes takes none; a new country re-checks the kept postcode.
    expect((await body<{ error: { message: string } }>(await t.save({ country: 'United Arab Emirates', postcode: '12345' }))).error.message).toMatch(/have no postcode/);
    expect((await t.save({ country: 'United Arab Emirates' })).status).toBe(400);
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect(await t.saved({ country: 'United Arab Emirates', city: 'Dubai', postcode: '' })).toMatchObject({ country: 'United Arab Emirates', postcode: '' });
  });
});

describe('issue 28 item 2: the shop’s address on its documents', () => {
  it('prints the address under the shop’s name in the country’s order on the quote and the invoice', async () => {
    const t = await shop();
    await t.deps.db.update(shops).set({ country: 'DE', timeZone: 'Europe/Berlin' }).where(eq(shops.id, t.owner.shop.id));
    await t.saved({ country: 'Germany', state: 'Berlin', city: 'Berlin', postcode: '10115', businessAddress: 'Invalidenstraße 117' });
    const created = await t.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, bookingDate: '2026-10-26', checkInTime: '9:30', completionDate: '2026-10-30', isQuoted: false }, t.auth));
    expect(created.status).toBe(201);
    const id = (await body<{ data: { _id: string } }>(created)).data._id;
    const quote = await pdf(await t.app.request(`/api/v1/user/booking/${id}/quote.pdf`, { headers: t.auth }));
    expect(quote).toMatch(/Wrap Werk\s+Invalidenstraße 117\s+10115 Berlin\s/);

    // An American owner's: "Austin, TX 78701"; the invoice, for the staff and through the customer's link.
    await t.saved({ country: 'United States', state: 'TX', city: 'Austin', postcode: '78701', businessAddress: '500 Congress Ave\nSuite 200' });
    const booking = await storedBooking(t.deps, t.owner.shop.id, 'accepted', { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', price: 3000 });
    const call = (method: string, path: string) => t.app.request(`/api/v1/user/invoices${path}`, json(method, method === 'POST' ? { bookingId: booking.id } : undefined, t.auth));
    const draft = (await body<{ data: { _id: string } }>(await call('POST', ''))).data;
    const invoice = await pdf(await call('GET', `/${draft._id}/pdf`));
    expect(invoice).toMatch(/Wrap Werk\s+500 Congress Ave\s+Suite 200\s+Austin, TX 78701\s/);

    // A British owner's: the town, then the postcode on its own line.
    await t.saved({ country: 'United Kingdom', state: '', city: 'London', postcode: 'SW1A 1AA', businessAddress: '10 Downing Street' });
    const issued = await body<{ data: { payLink: string } }>(await call('POST', `/${draft._id}/issue`));
    const token = /token=([0-9a-f]{64})/.exec(issued.data.payLink)?.[1];
    const shared = await pdf(await t.app.request(`/api/v1/public/invoice/${token}/pdf`));
    expect(shared).toMatch(/Wrap Werk\s+10 Downing Street\s+London\s+SW1A 1AA\s/);
    const quoteAgain = await pdf(await t.app.request(`/api/v1/user/booking/${id}/quote.pdf`, { headers: t.auth }));
    expect(quoteAgain).toMatch(/10 Downing Street\s+London\s+SW1A 1AA\s/);
  });
});
