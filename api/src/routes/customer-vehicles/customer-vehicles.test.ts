// Issue 27 item 3 (decision 094): a customer's vehicles (add, edit, VIN rules), each booking linked to its customer's
// vehicle, a vehicle's history, the search by plate, VIN or phone, roles and another shop's vehicle.
import { CUSTOMER_VEHICLE_MESSAGES, DEFAULT_ROLE_MATRIX, ROLE_MESSAGES } from '@wrapsmith/core';
import type { CustomerDto, CustomerVehicleDetailDto, CustomerVehicleDto, CustomerVehicleHitDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, customerVehicles } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { backfillCustomerVehicles } from '../../services/customer-vehicles/index.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, logIn } from '../../test/app.ts';
import { FULL_FORM, bookingShop, createBooking, storedBooking } from '../bookings/booking-fixtures.ts';

type Shop = Awaited<ReturnType<typeof bookingShop>>;
type ErrorBody = { error: { message: string; code: string } };

const V = '/api/v1/user/customer-vehicles';
/** A real North American VIN whose check digit (9th, X) is right. */
const GOOD_VIN = '1M8GDM9AXKP042788';

async function call<T>(t: Pick<Shop, 'app'>, method: string, path: string, input?: unknown, auth: Record<string, string> = (t as Shop).auth) {
  const res = await t.app.request(path, input === undefined ? { method, headers: auth } : json(method, input, auth));
  return { res, body: (await res.json()) as T };
}
const linkOf = async (t: Shop, bookingId: string) =>
  (await t.deps.db.select({ id: bookings.customerVehicleId }).from(bookings).where(eq(bookings.id, bookingId)))[0]?.id ?? null;

/** Dana booked on her Camry; her first booking's id is her customer id. */
async function shopWithDana() {
  const t = await bookingShop();
  const { booking } = await createBooking(t, FULL_FORM);
  if (!booking) throw new Error('booking failed');
  return { ...t, dana: booking };
}

describe('issue 27 item 3: bookings linked to the customer’s vehicle', () => {
  it('links a new booking to the customer’s vehicle of the same year, make and model, else adds one; other customers get their own', async () => {
    const t = await shopWithDana();
    const camry = await linkOf(t, t.dana._id);
    expect(camry).toBeTruthy();
    const [row] = await t.deps.db.select().from(customerVehicles).where(eq(customerVehicles.id, camry!));
    expect(row).toMatchObject({ shopId: t.owner.shop.id, customerKey: 'e:dana@example.com', year: 2024, make: 'Toyota', model: 'Camry', fromCatalogue: true });

    // Again, typed in another case, and once from her phone alone: the same car.
    t.clock.advance(1000);
    const again = (await createBooking(t, { ...FULL_FORM, email: 'DANA@example.com', make: 'toyota', model: 'CAMRY' })).booking!;
    const byPhone = (await createBooking(t, { ...FULL_FORM, email: undefined, phone: '555.010.2000' })).booking!;
    expect(await linkOf(t, again._id)).toBe(camry);
    expect(await linkOf(t, byPhone._id)).toBe(camry);
    // Another car of hers, and another customer's Camry.
    const supra = (await createBooking(t, { ...FULL_FORM, model: 'Supra', year: 2023 })).booking!;
    const other = (await createBooking(t, { ...FULL_FORM, email: 'lee@example.com', phone: '555 999 0000' })).booking!;
    expect(await linkOf(t, supra._id)).not.toBe(camry);
    expect(await linkOf(t, other._id)).not.toBe(camry);
    expect(await linkOf(t, other._id)).not.toBe(await linkOf(t, supra._id));
    // A booking without a vehicle stays without one.
    const none = (await createBooking(t, { ...FULL_FORM, year: null, make: '', model: '' })).booking!;
    expect(await linkOf(t, none._id)).toBeNull();

    const list = await call<{ data: CustomerVehicleDto[] }>(t, 'GET', `${V}?customer=${t.dana._id}`);
    expect(list.res.status).toBe(200);
    expect(list.body.data.map((v) => v.name)).toEqual(['2023 Toyota Supra', '2024 Toyota Camry']);
    expect(list.body.data[1]).toMatchObject({ _id: camry, customerId: t.dana._id, customerName: 'Dana Reyes' });
  });

  it('the backfill links bookings made before vehicles existed, once', async () => {
    const t = await bookingShop();
    const shop = t.owner.shop.id;
    const first = await storedBooking(t.deps, shop, 'completed', { email: 'kim@example.com', year: 2021, make: 'Toyota', model: 'RAV4' });
    const second = await storedBooking(t.deps, shop, 'quote_sent', { email: 'kim@example.com', year: 2021, make: 'Toyota', model: 'RAV4' });
    const bare = await storedBooking(t.deps, shop, 'pending', { email: 'kim@example.com' });
    expect(await backfillCustomerVehicles(t.deps.db, t.deps.now())).toBe(2);
    expect(await linkOf(t, first.id)).toBeTruthy();
    expect(await linkOf(t, second.id)).toBe(await linkOf(t, first.id));
    expect(await linkOf(t, bare.id)).toBeNull();
    expect(await backfillCustomerVehicles(t.deps.db, t.deps.now())).toBe(0);
    expect(await t.deps.db.select().from(customerVehicles).where(forShop(shop).where(customerVehicles))).toHaveLength(1);
  });
});

describe('issue 27 item 3: adding and editing a customer’s vehicles', () => {
  it('adds a vehicle in the catalogue’s spelling, keeps the plate as typed and searchable, and edits it', async () => {
    const t = await shopWithDana();
    t.clock.advance(1000);
    const added = await call<{ data: CustomerVehicleDto; message: string }>(t, 'POST', V, {
      customerId: t.dana._id,
      year: 2021,
      make: 'toyota',
      model: 'rav4',
      colour: 'Blue',
      vin: '1m8gdm9a-xkp042788',
      plate: ' ab-12 cd ',
      notes: 'Ceramic coated',
    });
    expect(added.res.status).toBe(201);
    expect(added.body.data).toMatchObject({ customerId: t.dana._id, year: 2021, make: 'Toyota', model: 'RAV4', name: '2021 Toyota RAV4', fromCatalogue: true, vin: GOOD_VIN, vinWarning: null, plate: 'ab-12 cd', colour: 'Blue' });
    const id = added.body.data._id;
    const [row] = await t.deps.db.select().from(customerVehicles).where(eq(customerVehicles.id, id));
    expect(row?.plateKey).toBe('AB12CD');

    const edited = await call<{ data: CustomerVehicleDto }>(t, 'PATCH', `${V}/${id}`, { colour: 'Satin grey', plate: 'XY 99', make: 'Made Up', model: 'Special' });
    expect(edited.res.status).toBe(200);
    expect(edited.body.data).toMatchObject({ colour: 'Satin grey', plate: 'XY 99', make: 'Made Up', model: 'Special', fromCatalogue: false, year: 2021, vin: GOOD_VIN });
    const list = await call<{ data: CustomerVehicleDto[] }>(t, 'GET', `${V}?customer=${t.dana._id}`);
    expect(list.body.data.map((v) => v.name)).toEqual(['2021 Made Up Special', '2024 Toyota Camry']);
  });

  it('refuses a VIN that is not 17 letters and digits or has I, O or Q (400, nothing written); a wrong check digit is saved with a warning', async () => {
    const t = await shopWithDana();
    const before = await dbSnapshot(t.deps);
    for (const vin of ['1M8GDM9AXKP04278', '1M8GDM9AXKP0427888', 'IM8GDM9AXKP042788', '1M8GDM9AXKP04278O', '1M8GDM9AXKP04278#']) {
      const bad = await call<ErrorBody>(t, 'POST', V, { customerId: t.dana._id, make: 'Toyota', model: 'Camry', vin });
      expect(bad.res.status, vin).toBe(400);
      expect([CUSTOMER_VEHICLE_MESSAGES.vinLength, CUSTOMER_VEHICLE_MESSAGES.vinCharacters]).toContain(bad.body.error.message);
    }
    const empty = await call<ErrorBody>(t, 'POST', V, { customerId: t.dana._id, colour: 'Red' });
    expect(empty.res.status).toBe(400);
    expect(empty.body.error.message).toBe(CUSTOMER_VEHICLE_MESSAGES.vehicleNeeded);
    const badYear = await call<ErrorBody>(t, 'POST', V, { customerId: t.dana._id, make: 'Toyota', model: 'Camry', year: 1800 });
    expect(badYear.res.status).toBe(400);
    const badPlate = await call<ErrorBody>(t, 'POST', V, { customerId: t.dana._id, plate: '<script>' });
    expect(badPlate.res.status).toBe(400);
    const unknownField = await call<ErrorBody>(t, 'POST', V, { customerId: t.dana._id, plate: 'AB12', shopId: 'x' });
    expect(unknownField.res.status).toBe(400);
    // Editing: the same rules, and a vehicle cannot be emptied of make, model, VIN and plate.
    const camry = (await linkOf(t, t.dana._id))!;
    expect((await call(t, 'PATCH', `${V}/${camry}`, { vin: 'SHORT' })).res.status).toBe(400);
    const emptied = await call<ErrorBody>(t, 'PATCH', `${V}/${camry}`, { make: '', model: '' });
    expect(emptied.res.status).toBe(400);
    expect(emptied.body.error.message).toBe(CUSTOMER_VEHICLE_MESSAGES.vehicleNeeded);
    expect(await dbSnapshot(t.deps)).toEqual(before);

    // One character off: the check digit no longer matches. A warning, saved as typed.
    const typo = await call<{ data: CustomerVehicleDto }>(t, 'POST', V, { customerId: t.dana._id, vin: '1M8GDM9AXKP042789' });
    expect(typo.res.status).toBe(201);
    expect(typo.body.data.vin).toBe('1M8GDM9AXKP042789');
    expect(typo.body.data.vinWarning).toMatch(/check digit/);
    // A European VIN has no check digit to check.
    const european = await call<{ data: CustomerVehicleDto }>(t, 'POST', V, { customerId: t.dana._id, vin: 'WVWZZZ1JZXW000001' });
    expect(european.body.data.vinWarning).toBeNull();
  });

  it('answers 404 for a customer or vehicle that is not the shop’s, and another shop cannot read, list, edit or find it', async () => {
    const t = await shopWithDana();
    const mine = (await call<{ data: CustomerVehicleDto }>(t, 'POST', V, { customerId: t.dana._id, plate: 'SECRET1', vin: GOOD_VIN })).body.data;
    const other = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
    const auth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    const before = await dbSnapshot(t.deps);
    expect((await call(t, 'GET', `${V}/${mine._id}`, undefined, auth)).res.status).toBe(404);
    expect((await call(t, 'PATCH', `${V}/${mine._id}`, { plate: 'MINE' }, auth)).res.status).toBe(404);
    expect((await call(t, 'GET', `${V}?customer=${t.dana._id}`, undefined, auth)).res.status).toBe(404);
    expect((await call(t, 'POST', V, { customerId: t.dana._id, plate: 'MINE' }, auth)).res.status).toBe(404);
    expect((await call<{ data: unknown[] }>(t, 'GET', `${V}/search?q=SECRET1`, undefined, auth)).body.data).toEqual([]);
    expect((await call<{ data: unknown[] }>(t, 'GET', `${V}/search?q=${GOOD_VIN}`, undefined, auth)).body.data).toEqual([]);
    expect((await call(t, 'GET', `${V}/no-such-id`)).res.status).toBe(404);
    expect((await call(t, 'POST', V, { customerId: 'no-such-id', plate: 'AB1' })).res.status).toBe(404);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });
});

describe('issue 27 item 3: a vehicle’s history', () => {
  it('lists every quote and job on the vehicle, newest first, with status, day, films, rolls and warranties', async () => {
    const t = await shopWithDana();
    const camry = (await linkOf(t, t.dana._id))!;
    // Done: moved along the work order.
    for (const to of ['inprogress', 'completed']) {
      expect((await t.app.request(`/api/v1/user/booking/${t.dana._id}`, json('PATCH', { status: to }, t.auth))).status, to).toBe(200);
    }
    // Then quoted again on the same car, with two options.
    t.clock.advance(60_000);
    const made = await createBooking(t, { ...FULL_FORM, isQuoted: true, bookingDate: '2026-07-01', completionDate: '2026-07-02', wrapColor: '', brand: '' });
    expect(made.res.status, await made.res.clone().text()).toBe(201);
    const quote = made.booking!;
    const lines = [{ kind: 'labour', description: 'Wrap', quantityMilli: 1000, unitAmount: 300000, taxRate: 0 }];
    const put = await t.app.request(
      `/api/v1/user/booking/${quote._id}/quote`,
      json('PUT', { options: [{ label: 'Good', film: 'Avery SW900 Satin Black', lines }, { label: 'Best', film: '3M 2080 Gloss Flip Psychedelic', lines }] }, t.auth),
    );
    expect(put.status).toBe(200);
    expect(await linkOf(t, quote._id)).toBe(camry);

    const { res, body } = await call<{ data: CustomerVehicleDetailDto }>(t, 'GET', `${V}/${camry}`);
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ _id: camry, name: '2024 Toyota Camry', customerId: t.dana._id });
    expect(body.data.history).toEqual([
      expect.objectContaining({ bookingId: quote._id, kind: 'quote', status: 'quote_sent', day: '2026-07-01', films: ['Avery SW900 Satin Black', '3M 2080 Gloss Flip Psychedelic'], rolls: [], warranties: [] }),
      expect.objectContaining({ bookingId: t.dana._id, kind: 'job', status: 'completed', day: '2026-06-03', films: ['3M Gloss Black (G12)'], rolls: [], warranties: [] }),
    ]);
    expect(body.data.history[1]!.completedAt).not.toBeNull();
  });
});

describe('issue 27 item 3: search by plate, VIN or phone', () => {
  it('finds the vehicle by its plate however it is typed, a part of its VIN, or its customer’s phone digits; the customers list finds the person too', async () => {
    const t = await shopWithDana();
    const rav = (await call<{ data: CustomerVehicleDto }>(t, 'POST', V, { customerId: t.dana._id, year: 2021, make: 'Toyota', model: 'RAV4', plate: 'AB-12 CD', vin: GOOD_VIN })).body.data;
    const search = async (q: string) => (await call<{ data: CustomerVehicleHitDto[] }>(t, 'GET', `${V}/search?q=${encodeURIComponent(q)}`)).body.data;

    expect((await search('ab12cd')).map((h) => [h._id, h.matchedBy])).toEqual([[rav._id, 'plate']]);
    expect((await search('ab 12-c')).map((h) => h._id)).toEqual([rav._id]);
    expect((await search('kp0427')).map((h) => [h._id, h.matchedBy])).toEqual([[rav._id, 'vin']]);
    // Dana's phone is stored as "(555) 010-2000": typed as plain digits or with other punctuation.
    const byPhone = await search('555-010-2000');
    expect(byPhone.map((h) => h.name).sort()).toEqual(['2021 Toyota RAV4', '2024 Toyota Camry']);
    expect(byPhone.every((h) => h.matchedBy === 'phone' && h.customerId === t.dana._id)).toBe(true);
    expect(await search('zz99')).toEqual([]);
    expect((await call(t, 'GET', `${V}/search?q=a`)).res.status).toBe(400);

    const people = async (q: string) => ((await call<{ data: CustomerDto[] }>(t, 'GET', `/api/v1/user/customers?q=${encodeURIComponent(q)}`)).body.data).map((p) => p._id);
    expect(await people('AB12CD')).toEqual([t.dana._id]);
    expect(await people(GOOD_VIN.toLowerCase())).toEqual([t.dana._id]);
    expect(await people('5550102000')).toEqual([t.dana._id]);
    expect(await people('nobody-here')).toEqual([]);
  });
});

describe('issue 27 item 3: roles', () => {
  it('needs Customers to see vehicles and Bookings at edit to add or change one', async () => {
    const t = await shopWithDana();
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const managerAuth = bearer((await logIn(t.app, manager.user.email, manager.password)).token);
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    const camry = (await linkOf(t, t.dana._id))!;

    // A Member has no Customers area: nothing, not even a read.
    for (const [method, path, input] of [
      ['GET', `${V}?customer=${t.dana._id}`],
      ['GET', `${V}/${camry}`],
      ['GET', `${V}/search?q=555`],
      ['POST', V, { customerId: t.dana._id, plate: 'M1' }],
      ['PATCH', `${V}/${camry}`, { plate: 'M1' }],
    ] as const) {
      const res = await call<ErrorBody>(t, method, path, input, memberAuth);
      expect(res.res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.message).toBe(ROLE_MESSAGES.forbidden('Customers'));
    }
    // A Shop Manager reads and edits; with Bookings lowered to view, reads only.
    expect((await call(t, 'POST', V, { customerId: t.dana._id, plate: 'SM1' }, managerAuth)).res.status).toBe(201);
    const matrix = { ...DEFAULT_ROLE_MATRIX, 'shop-man': { ...DEFAULT_ROLE_MATRIX['shop-man'], bookings: 'view' } };
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', matrix, t.auth))).status).toBe(200);
    expect((await call(t, 'GET', `${V}/${camry}`, undefined, managerAuth)).res.status).toBe(200);
    expect((await call(t, 'PATCH', `${V}/${camry}`, { plate: 'SM2' }, managerAuth)).res.status).toBe(403);
    expect((await call(t, 'POST', V, { customerId: t.dana._id, plate: 'SM3' }, managerAuth)).res.status).toBe(403);

    // A role without Quotes reads the vehicle's jobs but not its quotes (decision 065's statuses).
    t.clock.advance(1000);
    const quote = (await createBooking(t, { ...FULL_FORM, isQuoted: true })).booking!;
    expect(await linkOf(t, quote._id)).toBe(camry);
    const history = async (auth: Record<string, string>) => (await call<{ data: CustomerVehicleDetailDto }>(t, 'GET', `${V}/${camry}`, undefined, auth)).body.data.history.map((h) => h.bookingId);
    expect(await history(t.auth)).toEqual([quote._id, t.dana._id]);
    const noQuotes = { ...matrix, 'shop-man': { ...matrix['shop-man'], quotes: 'none' } };
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', noQuotes, t.auth))).status).toBe(200);
    expect(await history(managerAuth)).toEqual([t.dana._id]);
  });
});
