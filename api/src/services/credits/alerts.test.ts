// Credit alerts (decision 061): a notification and an email when a shop runs low and when it runs out, each at most
// once a day, exactly once however many renders cross the line at the same time (on both engines).
import { FILMS } from '@wrapsmith/catalog';
import { defaultLowCreditThreshold } from '@wrapsmith/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema/index.ts';
import { json } from '../../test/app.ts';
import { studioApp } from '../../test/studio.ts';
import { claimCreditAlert, CREDIT_ALERT_TEXT } from './alerts.ts';

const film = FILMS.find((f) => f.finish === 'gloss' && f.brandId === '3m');
if (!film) throw new Error('The built-in catalogue has no 3M gloss film');
const renderBody = (color: string) => ({ year: 2024, make: 'Toyota', model: 'Camry', finish: 'Gloss', color, description: '' });
const colour = (i: number) => `#0000${String(i).padStart(2, '0')}`;
const noBurstLimits = { perActor: [{ windowMs: 10_000, max: 1000 }], perShop: [{ windowMs: 10_000, max: 1000 }] };

async function alertsOf(t: Awaited<ReturnType<typeof studioApp>>) {
  const shopId = t.owner.shop.id;
  const notes = await t.deps.db.select().from(notifications).where(eq(notifications.shopId, shopId));
  const emails = await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.shopId, shopId), eq(emailOutbox.to, t.owner.user.email)));
  return {
    low: notes.filter((n) => n.title.startsWith('Credits running low')),
    out: notes.filter((n) => n.title === CREDIT_ALERT_TEXT.outTitle),
    lowEmails: emails.filter((e) => e.tag === 'credits-low'),
    outEmails: emails.filter((e) => e.tag === 'credits-out'),
  };
}

describe('credit alerts', () => {
  it('warns once a day at the plan’s level, tells once a day when credits run out, and again the next day', async () => {
    const t = await studioApp({ credits: 4, limits: noBurstLimits });
    const render = (i: number) => t.app.request('/api/v1/user/tool/generate-car-image', json('POST', renderBody(colour(i)), t.auth));
    // A trial shop is warned at 2 credits.
    expect(defaultLowCreditThreshold(null)).toBe(2);
    expect((await render(1)).status).toBe(200); // 3 left: no warning
    expect(await alertsOf(t)).toMatchObject({ low: [], out: [], lowEmails: [], outEmails: [] });
    expect((await render(2)).status).toBe(200); // 2 left: warned
    expect((await render(3)).status).toBe(200); // 1 left: not again today
    let alerts = await alertsOf(t);
    expect(alerts.low.map((n) => n.title)).toEqual([CREDIT_ALERT_TEXT.lowTitle(2)]);
    expect(alerts.low[0]).toMatchObject({ link: '/subscription', userId: null });
    expect(alerts.lowEmails).toHaveLength(1);
    expect(alerts.lowEmails[0]?.subject).toBe('Wrap Lab has 2 credits left');
    expect(alerts.lowEmails[0]?.text).toContain('at 2 credits or fewer');

    expect((await render(4)).status).toBe(200); // 0 left: out
    expect((await render(5)).status).toBe(402); // refused: already told today
    alerts = await alertsOf(t);
    expect(alerts.out).toHaveLength(1);
    expect(alerts.outEmails).toHaveLength(1);
    expect(alerts.outEmails[0]?.subject).toBe('Wrap Lab is out of credits');
    expect(alerts.outEmails[0]?.text).toContain('Visitors can still leave their details');

    // A day later a refused render tells the shop again.
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await render(6)).status).toBe(402);
    alerts = await alertsOf(t);
    expect(alerts.out).toHaveLength(2);
    expect(alerts.outEmails).toHaveLength(2);
    expect(alerts.low).toHaveLength(1);
  });

  it('uses the owner’s own level, and none at 0', async () => {
    const t = await studioApp({ credits: 30, limits: noBurstLimits });
    const render = (i: number) => t.app.request('/api/v1/user/tool/generate-car-image', json('POST', renderBody(colour(i)), t.auth));
    const put = (value: unknown) => t.app.request('/api/v1/user/stripe/credit-alerts', json('PUT', { lowCreditThreshold: value }, t.auth));
    expect(await (await t.app.request('/api/v1/user/stripe/credit-alerts', { headers: t.auth })).json()).toEqual({
      data: { lowCreditThreshold: 2, own: null, planDefault: 2 },
    });
    expect((await put(-1)).status).toBe(400);
    expect((await put(2.5)).status).toBe(400);
    const saved = await put(29);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { data: unknown }).data).toEqual({ lowCreditThreshold: 29, own: 29, planDefault: 2 });
    expect((await render(1)).status).toBe(200); // 29 left
    expect((await alertsOf(t)).low.map((n) => n.body)).toEqual([CREDIT_ALERT_TEXT.lowBody(29)]);

    const quiet = await studioApp({ credits: 3, limits: noBurstLimits });
    expect((await quiet.app.request('/api/v1/user/stripe/credit-alerts', json('PUT', { lowCreditThreshold: 0 }, quiet.auth))).status).toBe(200);
    expect((await quiet.app.request('/api/v1/user/tool/generate-car-image', json('POST', renderBody(colour(1)), quiet.auth))).status).toBe(200);
    expect((await quiet.app.request('/api/v1/user/tool/generate-car-image', json('POST', renderBody(colour(2)), quiet.auth))).status).toBe(200);
    expect((await alertsOf(quiet)).low).toEqual([]);
  });

  it('alerts exactly once when many concurrent renders cross the level, and when they run out', async () => {
    const t = await studioApp({ credits: 12, limits: noBurstLimits });
    const burst = (from: number, n: number) =>
      Promise.all(Array.from({ length: n }, (_, i) => t.app.request('/api/v1/user/tool/generate-car-image', json('POST', renderBody(colour(from + i)), t.auth))));
    // 12 → 2: every render that finishes at or under the level of 2 would warn; one does.
    expect((await burst(0, 10)).map((r) => r.status)).toEqual(Array(10).fill(200));
    let alerts = await alertsOf(t);
    expect(alerts.low).toHaveLength(1);
    expect(alerts.lowEmails).toHaveLength(1);
    expect(alerts.out).toHaveLength(0);
    // 2 → 0 with ten more at once: two go through, eight are refused; all of them would tell the shop; one does.
    const statuses = (await burst(10, 10)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 402)).toHaveLength(8);
    alerts = await alertsOf(t);
    expect(alerts.low).toHaveLength(1);
    expect(alerts.out).toHaveLength(1);
    expect(alerts.outEmails).toHaveLength(1);
  });

  it('lets one of many simultaneous claims through per kind and day, as two instances would race', async () => {
    const t = await studioApp();
    const at = t.deps.now();
    const shopId = t.owner.shop.id;
    const claims = await Promise.all(Array.from({ length: 16 }, (_, i) => claimCreditAlert(t.deps.db, shopId, i % 2 ? 'low' : 'out', at)));
    expect(claims.filter(Boolean)).toHaveLength(2);
    const almostDay = new Date(at.getTime() + 24 * 60 * 60 * 1000 - 1);
    expect(await claimCreditAlert(t.deps.db, shopId, 'out', almostDay)).toBe(false);
    const nextDay = new Date(at.getTime() + 24 * 60 * 60 * 1000);
    const later = await Promise.all(Array.from({ length: 8 }, () => claimCreditAlert(t.deps.db, shopId, 'out', nextDay)));
    expect(later.filter(Boolean)).toHaveLength(1);
  });
});
