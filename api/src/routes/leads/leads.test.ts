import { PAGE_SIZE, type Paged } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { bearer, createMember, json, logIn } from '../../test/app.ts';
import { otherShop } from '../../test/studio.ts';
import { body, renderBody, SHOP_ORIGIN, WIDGET_FILM, WIDGET_VEHICLE, widgetApp } from '../../test/widget.ts';
import type { LeadDto } from '@wrapsmith/core/contract';

type LeadList = Paged<LeadDto>;

/** A shop with three leads from the widget: Dana, Sam and Alex (newest last). */
async function shopWithLeads() {
  const t = await widgetApp({ credits: 20 });
  const ids: string[] = [];
  for (const [name, email, message] of [
    ['Dana Reyes', 'dana@example.com', 'Full wrap in satin'],
    ['Sam Ortiz', 'sam@example.com', 'Chrome delete only'],
    ['Alex 100%_Kim', 'alex@example.com', undefined],
  ] as const) {
    const { data } = await body<{ data: { renderId: string } }>(await t.call('render', { body: renderBody(), visitor: `visitor-${email.replace(/\W/g, '')}` }));
    t.clock.advance(11_000);
    const res = await t.call('leads', {
      body: { renderId: data.renderId, name, email, message, consent: true, pageUrl: `${SHOP_ORIGIN}/`, website: '', startedAt: t.deps.now().getTime() - 20_000 },
    });
    ids.push((await body<{ data: { leadId: string } }>(res)).data.leadId);
  }
  return { ...t, ids };
}

describe('/user/leads', () => {
  it('lists the shop’s leads newest first with the design and its image', async () => {
    const t = await shopWithLeads();
    const res = await t.app.request('/api/v1/user/leads', { headers: t.auth });
    const list = await body<LeadList>(res);
    const { data } = list;
    expect(list).toMatchObject({ page: 1, pageSize: PAGE_SIZE, total: 3 });
    expect(data.map((l) => l.name)).toEqual(['Alex 100%_Kim', 'Sam Ortiz', 'Dana Reyes']);
    const dana = data[2];
    expect(dana).toMatchObject({
      status: 'new',
      email: 'dana@example.com',
      vehicle: { year: WIDGET_VEHICLE.year, make: WIDGET_VEHICLE.make, model: WIDGET_VEHICLE.model },
      film: { id: WIDGET_FILM.id, colorCode: WIDGET_FILM.hex },
      origin: SHOP_ORIGIN,
    });
    expect(dana?.render?.imageUrl).toBe(`/api/v1/user/renders/${dana?.render?._id}/image`);
    expect((await t.app.request(dana?.render?.imageUrl ?? '', { headers: t.auth })).status).toBe(200);
  });

  it('filters by status and searches name, email and message literally', async () => {
    const t = await shopWithLeads();
    const list = async (query: string) => body<LeadList>(await t.app.request(`/api/v1/user/leads?${query}`, { headers: t.auth }));
    expect((await list('q=SATIN')).data.map((l) => l.name)).toEqual(['Dana Reyes']);
    expect((await list('q=sam%40')).data.map((l) => l.name)).toEqual(['Sam Ortiz']);
    expect((await list('q=100%25_')).data.map((l) => l.name)).toEqual(['Alex 100%_Kim']);
    expect((await list('q=%25')).data.map((l) => l.name)).toEqual(['Alex 100%_Kim']);

    const patched = await t.app.request(`/api/v1/user/leads/${t.ids[1]}`, json('PATCH', { status: 'quoted' }, t.auth));
    expect(patched.status).toBe(200);
    expect((await body<{ data: LeadDto }>(patched)).data.status).toBe('quoted');
    expect((await list('status=quoted')).data.map((l) => l.name)).toEqual(['Sam Ortiz']);
    expect((await list('status=new')).total).toBe(2);
    const second = await list('pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.data.map((l) => l.name)).toEqual(['Dana Reyes']);
    for (const bad of ['page=0', 'pageSize=101', 'pageSize=x']) {
      expect((await t.app.request(`/api/v1/user/leads?${bad}`, { headers: t.auth })).status, bad).toBe(400);
    }
    expect((await t.app.request('/api/v1/user/leads?status=won', { headers: t.auth })).status).toBe(400);
    expect((await t.app.request(`/api/v1/user/leads/${t.ids[1]}`, json('PATCH', { status: 'won' }, t.auth))).status).toBe(400);
  });

  it('lets any team member read and work leads', async () => {
    const t = await shopWithLeads();
    const member = await createMember(t.deps.db, t.owner.user);
    const auth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect((await t.app.request(`/api/v1/user/leads/${t.ids[0]}`, { headers: auth })).status).toBe(200);
    expect((await t.app.request(`/api/v1/user/leads/${t.ids[0]}`, json('PATCH', { status: 'contacted' }, auth))).status).toBe(200);
  });

  it('answers 404 for another shop’s lead, and keeps the lead when its render is deleted', async () => {
    const t = await shopWithLeads();
    const other = await otherShop(t);
    const id = t.ids[0] ?? '';
    expect((await t.app.request(`/api/v1/user/leads/${id}`, { headers: other.auth })).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/leads/${id}`, json('PATCH', { status: 'lost' }, other.auth))).status).toBe(404);
    expect(await body<LeadList>(await t.app.request('/api/v1/user/leads', { headers: other.auth }))).toMatchObject({ data: [], total: 0 });
    expect((await body<{ data: LeadDto }>(await t.app.request(`/api/v1/user/leads/${id}`, { headers: t.auth }))).data.status).toBe('new');

    const lead = (await body<{ data: LeadDto }>(await t.app.request(`/api/v1/user/leads/${id}`, { headers: t.auth }))).data;
    expect((await t.app.request(`/api/v1/user/renders/${lead.render?._id}`, { method: 'DELETE', headers: t.auth })).status).toBe(200);
    const kept = (await body<{ data: LeadDto }>(await t.app.request(`/api/v1/user/leads/${id}`, { headers: t.auth }))).data;
    expect(kept.render).toBeNull();
    expect(kept.film).toEqual(lead.film);
  });
});
