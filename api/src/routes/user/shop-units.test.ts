// Issue 28 items 2 and 3 (decision 098): the shop's units (metric or imperial, its country's by default) set by the
// owner, and a metric shop's PDFs (roll label, quote) in metres and its locale's dates and times.
import { eq } from 'drizzle-orm';
import type { UserDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { shops } from '../../db/schema/index.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, logIn, makeTestApp } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { body } from '../../test/widget.ts';
import { FULL_FORM } from '../bookings/booking-fixtures.ts';

async function shop(country: string, timeZone = 'America/New_York') {
  const t = await makeTestApp();
  const owner = await createOwner(t.deps.db, { businessName: 'Wrap Werk', planKey: 'pro' });
  await t.deps.db.update(shops).set({ country, timeZone }).where(eq(shops.id, owner.shop.id));
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  const units = (units: unknown, as = auth) => t.app.request('/api/v1/user/shop/units', json('PUT', { units }, as));
  return { ...t, owner, auth, units };
}

const pdf = async (res: Response) => {
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
};

describe('issue 28 item 2: units per shop', () => {
  it('follows the country until the owner chooses; the session carries units, locale and zone', async () => {
    const t = await shop('DE', 'Europe/Berlin');
    const me = async () => (await body<{ user: UserDto }>(await t.app.request('/api/v1/user', { headers: t.auth }))).user.shop;
    expect(await me()).toMatchObject({ country: 'DE', units: 'metric', unitsChoice: null, locale: 'en-DE', timeZone: 'Europe/Berlin' });
    const saved = await t.units('imperial');
    expect(saved.status).toBe(200);
    expect((await body<{ data: { user: UserDto } }>(saved)).data.user.shop).toMatchObject({ units: 'imperial', unitsChoice: 'imperial' });
    expect(await me()).toMatchObject({ units: 'imperial' });
    expect((await t.units(null)).status).toBe(200);
    expect(await me()).toMatchObject({ units: 'metric', unitsChoice: null });
    const us = await shop('US');
    expect((await body<{ user: UserDto }>(await us.app.request('/api/v1/user', { headers: us.auth }))).user.shop).toMatchObject({ units: 'imperial', locale: 'en-US' });
  });

  it('refuses a bad value (400) and anyone but the owner (403), writing nothing', async () => {
    const t = await shop('DE');
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const managerAuth = bearer((await logIn(t.app, manager.user.email, manager.password)).token);
    const before = await dbSnapshot(t.deps);
    const bad = await t.units('furlongs');
    expect(bad.status).toBe(400);
    expect((await body<{ error: { message: string } }>(bad)).error.message).toMatch(/metric or imperial/);
    expect((await t.units('metric', managerAuth)).status).toBe(403);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('a metric shop reads its roll label in millimetres and metres, and its dates as its country writes them', async () => {
    const t = await shop('DE', 'Europe/Berlin');
    const res = await t.app.request('/api/v1/user/rolls', json('POST', { filmId: '3m-g12', batch: 'LOT-9', widthMm: 1524, lengthMm: 22_860, supplier: 'Folien AG', receivedOn: '2026-05-28' }, t.auth));
    expect(res.status).toBe(201);
    const roll = (await body<{ data: { id: string } }>(res)).data;
    const list = await body<{ data: { unit: string } }>(await t.app.request('/api/v1/user/rolls', { headers: t.auth }));
    expect(list.data.unit).toBe('m');
    const text = await pdf(await t.app.request(`/api/v1/user/rolls/${roll.id}/label.pdf`, { headers: t.auth }));
    for (const fact of ['1.524 mm (60") wide', 'Length 22,86 m', 'Received 28 May 2026']) expect(text).toContain(fact);
    expect(text).not.toContain('ft');
  });
});

describe('issue 28 item 3: the quote PDF in the shop locale and zone', () => {
  it('writes the booking day and check-in time as a German shop does; a US shop as Americans do', async () => {
    for (const [country, zone, expected] of [
      ['DE', 'Europe/Berlin', 'Booked for 26 October 2026 at 09:30'],
      ['US', 'America/Los_Angeles', 'Booked for October 26, 2026 at 9:30 AM'],
    ] as const) {
      const t = await shop(country, zone);
      const res = await t.app.request('/api/v1/user/booking', json('POST', { ...FULL_FORM, bookingDate: '2026-10-26', checkInTime: '9:30', completionDate: '2026-10-30', isQuoted: false }, t.auth));
      expect(res.status).toBe(201);
      const id = (await body<{ data: { _id: string } }>(res)).data._id;
      const text = await pdf(await t.app.request(`/api/v1/user/booking/${id}/quote.pdf`, { headers: t.auth }));
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
      expect(text).not.toContain('2026-10-26');
    }
  });
});
