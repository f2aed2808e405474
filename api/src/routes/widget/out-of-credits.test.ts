// A shop out of credits still gets its visitors' details (decision 061): a lead without a picture, marked so, with
// the shop notified and emailed; only while there are no credits, so it is no way around making a preview.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, notifications } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { NO_PICTURE_NOTE } from '../../services/email/templates.ts';
import { WIDGET_API_MESSAGES as M } from '../../services/widget/messages.ts';
import { dbSnapshot, lastEmailTo } from '../../test/app.ts';
import { setCredits } from '../../test/studio.ts';
import { body, SHOP_ORIGIN, VISITOR, WIDGET_FILM, WIDGET_VEHICLE, widgetApp } from '../../test/widget.ts';
import type { LeadDto } from '@wrapsmith/core/contract';

const design = { filmId: WIDGET_FILM.id, year: WIDGET_VEHICLE.year, make: WIDGET_VEHICLE.make, model: WIDGET_VEHICLE.model };
const leadBody = (overrides: Record<string, unknown> = {}) => ({
  design,
  name: 'Dana Reyes',
  email: 'dana@example.com',
  phone: '+1 (555) 010-3000',
  message: 'Full wrap please',
  consent: true,
  pageUrl: `${SHOP_ORIGIN}/wraps`,
  website: '',
  startedAt: 0,
  ...overrides,
});

describe('a lead without a picture', () => {
  it('is taken when the shop has no credits: stored and marked, the shop notified and emailed, once per double click', async () => {
    const t = await widgetApp({ credits: 0 });
    expect((await t.call('render', { body: { ...design } })).status).toBe(402);
    const res = await t.call('leads', { body: leadBody() });
    expect(res.status).toBe(201);
    const { data } = await body<{ data: { leadId: string } }>(res);
    const lead = await firstRow(t.deps.db.select().from(leads).where(eq(leads.id, data.leadId)));
    expect(lead).toMatchObject({ renderId: null, visitorId: VISITOR, email: 'dana@example.com', origin: SHOP_ORIGIN });
    expect(lead?.snapshot).toEqual({
      vehicle: { year: WIDGET_VEHICLE.year, make: WIDGET_VEHICLE.make, model: WIDGET_VEHICLE.model, bodyStyle: expect.any(String) as string, source: 'catalogue' },
      film: { id: WIDGET_FILM.id, brand: '3M', name: WIDGET_FILM.name, code: WIDGET_FILM.code, colorCode: WIDGET_FILM.hex, finish: WIDGET_FILM.finish },
      withoutPicture: 'no_credits',
    });

    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.shopId, t.owner.shop.id));
    expect(notes.map((n) => n.title)).toContain(`New lead (no picture): Dana Reyes — ${WIDGET_VEHICLE.year} ${WIDGET_VEHICLE.make} ${WIDGET_VEHICLE.model}`);
    const email = await lastEmailTo(t.deps, t.owner.user.email);
    expect(email?.tag).toBe('new-lead');
    expect(email?.text).toContain(NO_PICTURE_NOTE);
    expect(email?.text).toContain('/subscription');

    // The dashboard's list says so.
    const listed = await t.app.request('/api/v1/user/leads', { headers: t.auth });
    const page = await body<{ data: LeadDto[] }>(listed);
    expect(page.data[0]).toMatchObject({ _id: data.leadId, render: null, withoutPicture: true });

    // A double click or a retry finds the first one.
    const again = await t.call('leads', { body: leadBody() });
    expect(again.status).toBe(200);
    expect((await body<{ data: { leadId: string } }>(again)).data.leadId).toBe(data.leadId);
    expect(await t.deps.db.select().from(leads)).toHaveLength(1);
  });

  it('takes a photo visitor’s own words for the car, and holds a visitor to a few a day', async () => {
    const t = await widgetApp({ credits: 0 });
    const res = await t.call('leads', { body: leadBody({ design: { filmId: WIDGET_FILM.id }, vehicle: { year: 2015, make: 'Honda', model: 'Civic' } }) });
    expect(res.status).toBe(201);
    const lead = await firstRow(t.deps.db.select().from(leads));
    expect(lead?.snapshot.vehicle).toEqual({ year: 2015, make: 'Honda', model: 'Civic', source: 'visitor' });
    for (const n of [2, 3]) expect((await t.call('leads', { body: leadBody({ email: `person${n}@example.com` }) })).status).toBe(201);
    // Over the visitor's few a day, the lead is held for the shop to review, not refused (issue 23 item 7).
    expect((await t.call('leads', { body: leadBody({ email: 'person4@example.com' }) })).status).toBe(201);
    const fourth = await firstRow(t.deps.db.select().from(leads).where(eq(leads.email, 'person4@example.com')));
    expect(fourth?.heldAt).not.toBeNull();
  });

  it('is refused while the shop has credits, and for a design the widget does not offer, writing nothing', async () => {
    const t = await widgetApp({ credits: 1 });
    const before = await dbSnapshot(t.deps, ['leads']);
    const refused = await t.call('leads', { body: leadBody() });
    expect(refused.status).toBe(400);
    expect(await body(refused)).toMatchObject({ error: { message: M.previewFirst } });
    await setCredits(t.deps, t.owner.shop.id, 0);
    const mid = await dbSnapshot(t.deps);
    const cases: Record<string, unknown>[] = [
      { design: { ...design, filmId: 'no-such-film' } },
      { design: { ...design, model: 'Imaginary 9000' } },
      { design: { filmId: WIDGET_FILM.id, year: 2024 } },
      { design: undefined },
      { renderId: 'abc', design },
      { design, vehicle: { year: 2015, make: 'Honda', model: 'Civic' } },
    ];
    for (const [i, overrides] of cases.entries()) {
      // A different address each time: the lead route also limits requests per email.
      expect((await t.call('leads', { body: leadBody({ email: `case${i}@example.com`, ...overrides }) })).status, JSON.stringify(overrides)).toBe(400);
    }
    expect(await dbSnapshot(t.deps)).toEqual(mid);
    expect(before.leads).toEqual([]);
  });
});
