// A photo lead's vehicle (issue 21): a render of the visitor's own photo names no car, so the lead may carry the
// year, make and model the visitor gives, stored as their words (`source: 'visitor'`) and shown wherever the lead's
// vehicle shows. A drawing's vehicle is the catalogue's: a vehicle sent with it is refused, as are bad values.
import { standInPool, photoPool } from '../../services/photo-uploads/stand-in-pool.test-support.ts';
import { GIVEN_BY_VISITOR, LEAD_VEHICLE_API_MESSAGES as A, LEAD_VEHICLE_MESSAGES as V } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leads, notifications } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { closeSharedRecolourPool } from '../../services/photo-recolour/index.ts';
import { bodyTap, syntheticCarJpeg } from '../../services/photo-recolour/synthetic.test-support.ts';
import { dbSnapshot, lastEmailTo } from '../../test/app.ts';
import { csvRowsOf } from '../../test/csv.ts';
import { body, renderBody, SHOP_ORIGIN, VISITOR, WIDGET_FILM, WIDGET_VEHICLE, widgetApp } from '../../test/widget.ts';
import type { LeadDto } from '@wrapsmith/core/contract';

// The photo workers are a stand-in, as in photo-recolour.test.ts: these tests are about the lead, not the selection.
vi.mock('../../services/photo-recolour/pool.ts', async (importOriginal) =>
  (await import('../../services/photo-uploads/stand-in-pool.test-support.ts')).withPhotoPool(await importOriginal()),
);
beforeEach(() => {
  photoPool.current = standInPool();
});
afterAll(() => closeSharedRecolourPool());

type ErrorBody = { error: { code: string; message: string } };
type App = Awaited<ReturnType<typeof widgetApp>>;

const { car, jpeg } = await syntheticCarJpeg();
const CIVIC = { year: 2015, make: 'Honda', model: 'Civic Type R' };
const CIVIC_LABEL = `2015 Honda Civic Type R (${GIVEN_BY_VISITOR})`;

/** A render of the visitor's own photo through the widget, old enough to be sent as a lead. */
async function photoRender(t: App): Promise<string> {
  const form = new FormData();
  form.set('photo', new File([jpeg], 'car.jpg', { type: 'image/jpeg' }));
  form.set('filmId', WIDGET_FILM.id);
  form.set('taps', JSON.stringify([bodyTap(car)]));
  const res = await t.app.request(`/api/v1/widget/${t.key.key}/photo-recolour`, {
    method: 'POST',
    headers: { origin: SHOP_ORIGIN, 'x-wrapsmith-visitor': VISITOR },
    body: form,
  });
  expect(res.status).toBe(200);
  t.clock.advance(10_000);
  return (await body<{ data: { renderId: string } }>(res)).data.renderId;
}

/** A drawing of the catalogue's vehicle through the widget, old enough to be sent as a lead. */
async function drawingRender(t: App): Promise<string> {
  const res = await t.call('render', { body: renderBody() });
  expect(res.status).toBe(200);
  t.clock.advance(10_000);
  return (await body<{ data: { renderId: string } }>(res)).data.renderId;
}

const leadBody = (t: App, renderId: string, overrides: Record<string, unknown> = {}) => ({
  renderId,
  name: 'Dana Reyes',
  email: 'dana@example.com',
  consent: true,
  pageUrl: `${SHOP_ORIGIN}/wraps`,
  website: '',
  startedAt: t.deps.now().getTime() - 30_000,
  ...overrides,
});

async function leadDto(t: App, leadId: string): Promise<LeadDto> {
  const res = await t.app.request(`/api/v1/user/leads/${leadId}`, { headers: t.auth });
  expect(res.status).toBe(200);
  return (await body<{ data: LeadDto }>(res)).data;
}

describe('POST /widget/:key/leads with the vehicle of a photo render', () => {
  it('stores the visitor’s words, marked as theirs, and shows them in the notification, the email, the lead views and the CSV', async () => {
    const t = await widgetApp({ credits: 30 });
    const renderId = await photoRender(t);
    const res = await t.call('leads', { body: leadBody(t, renderId, { vehicle: { year: 2015, make: '  Honda ', model: 'Civic Type R ' } }) });
    expect(res.status).toBe(201);
    const { leadId } = (await body<{ data: { leadId: string } }>(res)).data;

    const stored = await firstRow(t.deps.db.select().from(leads).where(eq(leads.id, leadId)));
    expect(stored?.snapshot.vehicle).toEqual({ ...CIVIC, source: 'visitor' });
    expect(stored?.snapshot.film).toMatchObject({ id: WIDGET_FILM.id });

    const [notification] = await t.deps.db.select().from(notifications).where(eq(notifications.shopId, t.owner.shop.id));
    expect(notification?.title).toBe(`New lead: Dana Reyes — ${CIVIC_LABEL}`);
    const email = await lastEmailTo(t.deps, t.owner.user.email);
    expect(email?.subject).toContain(`New lead: Dana Reyes — ${CIVIC_LABEL} in `);
    expect(email?.text).toContain(`Design: ${CIVIC_LABEL} in `);

    expect((await leadDto(t, leadId)).vehicle).toEqual({ ...CIVIC, bodyStyle: null, source: 'visitor' });
    const list = await t.app.request('/api/v1/user/leads', { headers: t.auth });
    expect((await body<{ data: LeadDto[] }>(list)).data.map((lead) => lead.vehicle)).toEqual([{ ...CIVIC, bodyStyle: null, source: 'visitor' }]);
    const rows = await csvRowsOf(await t.app.request('/api/v1/user/leads/export.csv', { headers: t.auth }));
    expect(rows[1]?.split(',')[6]).toBe(CIVIC_LABEL);
  });

  it('takes a photo lead without a vehicle (left out or null) as before: no vehicle anywhere', async () => {
    const t = await widgetApp({ credits: 30 });
    const renderId = await photoRender(t);
    for (const [email, vehicle] of [['dana@example.com', undefined], ['sam@example.com', null]] as const) {
      const res = await t.call('leads', { body: leadBody(t, renderId, { email, vehicle }) });
      expect(res.status, email).toBe(201);
      const { leadId } = (await body<{ data: { leadId: string } }>(res)).data;
      expect((await firstRow(t.deps.db.select().from(leads).where(eq(leads.id, leadId))))?.snapshot.vehicle).toBeNull();
      expect((await leadDto(t, leadId)).vehicle).toBeNull();
    }
    const titles = (await t.deps.db.select().from(notifications)).map((n) => n.title);
    expect(titles.every((title) => !title.includes(GIVEN_BY_VISITOR))).toBe(true);
  });

  it('refuses bad values with 400, naming the field, and changes nothing', async () => {
    const t = await widgetApp({ credits: 30 });
    const renderId = await photoRender(t);
    const before = await dbSnapshot(t.deps);
    const cases: [unknown, string | RegExp][] = [
      [{ ...CIVIC, year: 1989 }, V.year],
      [{ ...CIVIC, year: 2027 }, V.year],
      [{ ...CIVIC, year: '2015' }, V.year],
      [{ ...CIVIC, year: 2015.5 }, V.year],
      [{ ...CIVIC, make: '   ' }, V.allOrNone],
      [{ year: 2015, make: 'Honda' }, V.allOrNone],
      [{ ...CIVIC, make: 'x'.repeat(61) }, V.tooLong('Make')],
      [{ ...CIVIC, model: '<img src=x onerror=alert(1)>' }, V.plainText('Model')],
      [{ ...CIVIC, model: 'Civic\r\nBcc: x@example.com' }, V.plainText('Model')],
      [{ ...CIVIC, bodyStyle: 'hatchback' }, /Unknown field: bodyStyle/],
      ['2015 Honda Civic', A.notAVehicle],
    ];
    for (const [i, [vehicle, message]] of cases.entries()) {
      // One address per case: the lead rate limit allows five requests per email an hour.
      const res = await t.call('leads', { body: leadBody(t, renderId, { email: `case-${i}@example.com`, vehicle }) });
      expect(res.status, JSON.stringify(vehicle)).toBe(400);
      expect((await body<ErrorBody>(res)).error).toMatchObject({ code: 'VALIDATION_FAILED', message: typeof message === 'string' ? message : expect.stringMatching(message) });
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('refuses a vehicle for a drawing, whose vehicle is the catalogue’s, and stores the drawing’s own without one', async () => {
    const t = await widgetApp({ credits: 30 });
    const renderId = await drawingRender(t);
    const before = await dbSnapshot(t.deps);
    const refused = await t.call('leads', { body: leadBody(t, renderId, { vehicle: CIVIC }) });
    expect(refused.status).toBe(400);
    expect((await body<ErrorBody>(refused)).error).toEqual({ code: 'VALIDATION_FAILED', message: A.knownVehicle });
    expect(await dbSnapshot(t.deps)).toEqual(before);

    const res = await t.call('leads', { body: leadBody(t, renderId) });
    expect(res.status).toBe(201);
    const { leadId } = (await body<{ data: { leadId: string } }>(res)).data;
    const { year, make, model, bodyStyle } = WIDGET_VEHICLE;
    expect((await firstRow(t.deps.db.select().from(leads).where(eq(leads.id, leadId))))?.snapshot.vehicle).toEqual({ year, make, model, bodyStyle });
    expect((await leadDto(t, leadId)).vehicle).toEqual({ year, make, model, bodyStyle, source: 'catalogue' });
    const [notification] = await t.deps.db.select().from(notifications).where(eq(notifications.shopId, t.owner.shop.id));
    expect(notification?.title).toBe(`New lead: Dana Reyes — ${year} ${make} ${model}`);
  });
});
