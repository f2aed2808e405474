// Issue 23 item 17 (decision 073): the features a plan brings are enforced by the API, not only hidden from the
// menu. A free (trial) shop's owner gets 403 naming the plan needed on leads, bookings and quotes, customers and
// booking photos; the same shop with a plan or the add-on gets them; the widget still takes its visitors' leads.
import { planFeatureMessage, type PlanFeature } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, shops } from '../db/schema/index.ts';
import { json } from '../test/app.ts';
import { studioApp } from '../test/studio.ts';
import type { ApiErrorBody } from '../types.ts';

const BOOKING = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', bookingDate: '2026-06-03', isQuoted: false };

const CALLS: { feature: PlanFeature; method: string; path: string; body?: unknown }[] = [
  { feature: 'leads', method: 'GET', path: '/api/v1/user/leads' },
  { feature: 'leads', method: 'GET', path: '/api/v1/user/leads/export.csv' },
  { feature: 'bookings', method: 'GET', path: '/api/v1/user/booking/all' },
  { feature: 'bookings', method: 'POST', path: '/api/v1/user/booking', body: BOOKING },
  { feature: 'bookings', method: 'GET', path: '/api/v1/user/booking/days?from=2026-06-01&to=2026-06-30' },
  { feature: 'bookings', method: 'POST', path: '/api/v1/user/images/upload-booking', body: {} },
  { feature: 'customers', method: 'GET', path: '/api/v1/user/customers' },
];

async function callAll(t: Awaited<ReturnType<typeof studioApp>>) {
  const out: { status: number; body: string; call: (typeof CALLS)[number] }[] = [];
  for (const call of CALLS) {
    const res = await t.app.request(call.path, call.body === undefined ? { method: call.method, headers: t.auth } : json(call.method, call.body, t.auth));
    out.push({ status: res.status, body: await res.text(), call });
  }
  return out;
}

describe('plan features enforced in the API (issue 23 item 17)', () => {
  it('refuses a trial shop leads, bookings, customers and booking photos with 403 naming the plan needed, writing nothing', async () => {
    const t = await studioApp({ trial: true, credits: 5 });
    for (const { status, body, call } of await callAll(t)) {
      expect(status, `${call.method} ${call.path}`).toBe(403);
      const error = (JSON.parse(body) as ApiErrorBody).error;
      expect(error.message).toBe(planFeatureMessage(call.feature));
      expect(error.message).toMatch(/Basic plan/);
    }
    expect(await t.deps.db.select().from(bookings)).toEqual([]);
  });

  it('opens them once the shop has a plan, or the Shop Management Tool add-on', async () => {
    const t = await studioApp({ trial: true, credits: 5 });
    await t.deps.db.update(shops).set({ planKey: 'basic', accountType: 'paid' }).where(eq(shops.id, t.owner.shop.id));
    for (const { status, call } of await callAll(t)) {
      // The photo upload without a file is a 400 from the route itself: past the plan check.
      expect(status, `${call.method} ${call.path}`).toBe(call.path.endsWith('upload-booking') ? 400 : call.method === 'POST' ? 201 : 200);
    }
    await t.deps.db.update(shops).set({ planKey: null, addonKey: 'crm', accountType: 'addon_access_paid' }).where(eq(shops.id, t.owner.shop.id));
    expect((await t.app.request('/api/v1/user/leads', { headers: t.auth })).status).toBe(200);
    await t.deps.db.update(shops).set({ addonKey: null, accountType: 'free' }).where(eq(shops.id, t.owner.shop.id));
    expect((await t.app.request('/api/v1/user/leads', { headers: t.auth })).status).toBe(403);
  });
});
