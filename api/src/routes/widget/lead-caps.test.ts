// Lead spam: a render takes a few people's requests, not a script's, and a shop takes so many leads an hour.
// Both caps are counted in the database; the same person sending the same render again is not counted.
import { renameShop } from '../../services/accounts/index.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/index.ts';
import { LEAD_CAPS } from '../../services/widget/leads.ts';
import { WIDGET_API_MESSAGES as M } from '../../services/widget/messages.ts';
import { dbSnapshot } from '../../test/app.ts';
import { body, renderBody, SHOP_ORIGIN, widgetApp } from '../../test/widget.ts';
import { firstRow } from '../../db/tx.ts';

async function shopWithRender() {
  const t = await widgetApp({ credits: 5, env: { TRUST_PROXY: 'true' } });
  await renameShop(t.deps.db, t.owner.shop.id, 'Northside Wraps', t.deps.now());
  const res = await t.call('render', { body: renderBody() });
  expect(res.status).toBe(200);
  const { renderId } = (await body<{ data: { renderId: string } }>(res)).data;
  t.clock.advance(10_000);
  let ip = 0;
  const sendLead = (email: string) =>
    t.call('leads', {
      body: { renderId, name: 'Dana Reyes', email, consent: true, pageUrl: `${SHOP_ORIGIN}/wraps`, website: '', startedAt: t.deps.now().getTime() - 30_000 },
      headers: { 'x-forwarded-for': `10.9.0.${++ip}` },
    });
  return { ...t, renderId, sendLead };
}

describe('lead caps', () => {
  it(`takes ${LEAD_CAPS.perRender} people's requests for one render, refuses the next with 429, and still answers a repeat`, async () => {
    const t = await shopWithRender();
    for (let i = 0; i < LEAD_CAPS.perRender; i++) expect((await t.sendLead(`person${i}@x.test`)).status).toBe(201);
    const before = await dbSnapshot(t.deps);
    const over = await t.sendLead('one-more@x.test');
    expect(over.status).toBe(429);
    expect((await body<{ error: { message: string } }>(over)).error.message).toBe(M.leadsPerRender('Northside Wraps'));
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect((await t.sendLead('person0@x.test')).status).toBe(200);
  });

  it(`takes at most ${LEAD_CAPS.perShopPerHour} leads an hour per shop, then again an hour later`, async () => {
    const t = await shopWithRender();
    const first = await t.sendLead('first@x.test');
    expect(first.status).toBe(201);
    const stored = await firstRow(t.deps.db.select().from(leads).where(eq(leads.shopId, t.owner.shop.id)));
    if (!stored) throw new Error('no lead');
    // The rest of the hour's leads, on other (since deleted) renders.
    for (let i = 1; i < LEAD_CAPS.perShopPerHour; i++) {
      await t.deps.db.insert(leads).values({ ...stored, id: `lead-${i}`, renderId: null, email: `flood${i}@x.test` });
    }
    const over = await t.sendLead('late@x.test');
    expect(over.status).toBe(429);
    expect((await body<{ error: { message: string } }>(over)).error.message).toBe(M.leadsPerHour('Northside Wraps'));
    t.clock.advance(60 * 60 * 1000);
    expect((await t.sendLead('late@x.test')).status).toBe(201);
  });
});
