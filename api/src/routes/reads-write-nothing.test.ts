// Issue 13: no GET writes to the database per request. Every GET route of the API is called twice, signed in as the
// demo shop's owner (and, for the widget's routes, from an allowed origin with the demo key); between the first and
// the second round every table must stay exactly as it was. The first round may do the bookkeeping a GET is allowed
// (docs/decisions/052): a widget key's "last used" at most once a minute, a session's renewal at most once in 15
// days (not due for this fresh session), the signed-link and render-challenge keys once per installation.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingImages, bookings, customerVehicles, DIALECT, leads, libraryVehicles, notifications, renders, shops } from '../db/schema/index.ts';
import { backfillCustomerVehicles } from '../services/customer-vehicles/index.ts';
import { DEMO, seedCatalog, seedDemo } from '../seed/seed.ts';
import { firstRow } from '../db/tx.ts';
import { bearer, dbSnapshot, logIn, makeTestApp } from '../test/app.ts';

describe('GET requests', () => {
  it('write nothing: every table reads the same after every GET route was called', async () => {
    const { app, deps, clock } = await makeTestApp();
    if (DIALECT !== 'postgres') await seedCatalog(deps.db, clock.now());
    await seedDemo(deps.db, clock.now(), deps);
    // As at start: the demo's bookings get their customers' vehicles (issue 27 item 3).
    await backfillCustomerVehicles(deps.db, clock.now());
    const { token } = await logIn(app, DEMO.owner.email, DEMO.owner.password);
    const shop = await firstRow(deps.db.select().from(shops).limit(1));
    const booking = await firstRow(deps.db.select().from(bookings).limit(1));
    const lead = await firstRow(deps.db.select().from(leads).limit(1));
    const render = await firstRow(deps.db.select().from(renders).limit(1));
    const notification = await firstRow(deps.db.select().from(notifications).limit(1));
    const image = await firstRow(deps.db.select().from(bookingImages).limit(1));
    const vehicle = await firstRow(deps.db.select().from(libraryVehicles).limit(1));
    const carOf = await firstRow(deps.db.select({ booking: bookings.id, car: customerVehicles.id }).from(bookings).innerJoin(customerVehicles, eq(customerVehicles.id, bookings.customerVehicleId)).limit(1));
    if (!carOf) throw new Error('The demo bookings have no customer vehicle');
    if (!shop || !booking || !lead || !render || !notification || !vehicle) throw new Error(`The demo data is missing rows this test reads: ${JSON.stringify({ shop: !!shop, booking: !!booking, lead: !!lead, render: !!render, notification: !!notification, vehicle: !!vehicle })}`);
    const key = DEMO.widget.key;
    const authed = { headers: bearer(token) };
    // Issue 24 item 4: an API key's reads (its "last used" at most once a minute, as a widget key's).
    const apiKey = await app.request('/api/v1/user/api-keys', { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Reads', scopes: ['leads:read', 'customers:read', 'bookings:read'] }) });
    const byKey = { headers: bearer(((await apiKey.json()) as { data: { secret: string } }).data.secret) };
    const fromSite = { headers: { origin: DEMO.widget.origins[0] } };
    const reads: [string, RequestInit][] = [
      ['/api/v1/auth/user-info', authed],
      ['/api/v1/auth/users-list', authed],
      ['/api/v1/user', authed],
      ['/api/v1/user/emails', authed],
      ['/api/v1/user/notifications', authed],
      [`/api/v1/user/notifications/${notification.id}`, authed],
      ['/api/v1/user/tool/get-years', authed],
      ['/api/v1/user/tool/get-makes?year=2024', authed],
      ['/api/v1/user/tool/get-models?year=2024&make=Toyota', authed],
      ['/api/v1/user/tool/engines', authed],
      ['/api/v1/user/tool/material-estimate?year=2023&make=Toyota&model=Camry&zones=fullWrap,ppf', authed],
      ['/api/v1/user/tool/brands', authed],
      ['/api/v1/user/tool/films?brand=3M', authed],
      ['/api/v1/user/renders', authed],
      [`/api/v1/user/renders/${render.id}/image`, authed],
      ['/api/v1/user/catalog/settings', authed],
      ['/api/v1/user/widget/settings', authed],
      ['/api/v1/user/widget/keys', authed],
      ['/api/v1/user/widget/usage', authed],
      ['/api/v1/user/leads', authed],
      ['/api/v1/user/library', authed],
      [`/api/v1/user/library/${vehicle.id}`, authed],
      [`/api/v1/user/library/${vehicle.id}/image`, authed],
      [`/api/v1/user/library/${vehicle.id}/mask`, authed],
      [`/api/v1/user/leads/${lead.id}`, authed],
      ['/api/v1/user/leads/export.csv', authed],
      ['/api/v1/user/booking/all', authed],
      ['/api/v1/user/customers', authed],
      [`/api/v1/user/customers/${booking.id}`, authed],
      [`/api/v1/user/customer-vehicles?customer=${carOf.booking}`, authed],
      [`/api/v1/user/customer-vehicles/${carOf.car}`, authed],
      ['/api/v1/user/customer-vehicles/search?q=555', authed],
      ['/api/v1/user/booking/days?from=2026-06-01&to=2026-06-30', authed],
      ['/api/v1/user/booking/export.csv', authed],
      [`/api/v1/user/booking/${booking.id}`, authed],
      ...(image ? [[`/api/v1/user/images/booking/${image.id}`, authed] as [string, RequestInit]] : []),
      ['/api/v1/user/stripe/get-plans', authed],
      ['/api/v1/user/stripe/subscriptions', authed],
      ['/api/v1/user/api-keys', authed],
      ['/api/v1/user/webhooks', authed],
      ['/api/v1/user/leads', byKey],
      [`/api/v1/user/leads/${lead.id}`, byKey],
      ['/api/v1/user/customers', byKey],
      [`/api/v1/user/booking/${booking.id}`, byKey],
      ['/api/v1/public/countries', {}],
      [`/api/v1/widget/${key}/config`, fromSite],
      [`/api/v1/widget/${key}/get-years`, fromSite],
      [`/api/v1/widget/${key}/get-makes?year=2024`, fromSite],
      [`/api/v1/widget/${key}/get-models?year=2024&make=Toyota`, fromSite],
      [`/api/v1/widget/${key}/brands`, fromSite],
      [`/api/v1/widget/${key}/films?brand=3M`, fromSite],
      // Issue 23: the render challenge the widget asks for (its signing key is made once per installation).
      [`/api/v1/widget/${key}/challenge`, fromSite],
    ];
    const readAll = async () => {
      const answers: string[] = [];
      for (const [path, init] of reads) answers.push(`${(await app.request(path, init)).status} ${path}`);
      // Each read was answered (a 4xx here would mean the route was not really exercised).
      expect(answers.filter((answer) => !answer.startsWith('200'))).toEqual([]);
    };
    await readAll();
    const before = await dbSnapshot(deps);
    clock.advance(30_000);
    await readAll();
    const after = await dbSnapshot(deps);
    const changed = Object.keys(before).filter((table) => JSON.stringify(after[table]) !== JSON.stringify(before[table]));
    expect(changed).toEqual([]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
  });
});
