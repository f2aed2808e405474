import { describe, expect, it } from 'vitest';
import { testDb } from '../../test/app.ts';
import { createOwner } from '../../seed/factories.ts';
import { pendingRenders } from '../../db/schema/index.ts';
import { transaction } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';
import { createWidgetKey } from './keys.ts';
import { admitVisitorRender, type WidgetActor } from './widget-limits.ts';

describe('admitVisitorRender', () => {
  it('lets exactly the daily limit through when many of a visitor’s renders are admitted at the same moment', async () => {
    const db = await testDb();
    const { shop } = await createOwner(db);
    const key = await createWidgetKey(db, shop.id, { label: 'Site', kind: 'embed', origins: ['https://shop.test'] }, new Date());
    const actor: WidgetActor = { shopId: shop.id, keyId: key.id, visitorId: 'v_1', ipHash: 'ip_1', dailyLimit: 3, dailyCredits: 1000 };
    // What the render pipeline does: admit, then hold the place with a pending row, in one transaction.
    const admitAndHold = () =>
      transaction(db, async (tx) => {
        const admission = await admitVisitorRender(tx, actor, new Date());
        if (admission.ok) {
          await tx.insert(pendingRenders).values({ id: newId(), shopId: shop.id, imageKey: 'k', createdAt: new Date(), widgetKeyId: key.id, visitorId: 'v_1', ipHash: 'ip_1' });
        }
        return admission;
      });
    const results = await Promise.all(Array.from({ length: 10 }, admitAndHold));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.every((r) => r.ok || r.which === 'visitor')).toBe(true);
    // A finished or refunded render's pending row goes; its place comes back.
    await db.delete(pendingRenders);
    expect((await admitAndHold()).ok).toBe(true);
  });

  it('holds the shop to its daily spending cap for public renders when many visitors on several keys ask at once (issue 23 item 3)', async () => {
    const db = await testDb();
    const { shop } = await createOwner(db);
    const site = await createWidgetKey(db, shop.id, { label: 'Site', kind: 'embed', origins: ['https://shop.test'] }, new Date());
    const share = await createWidgetKey(db, shop.id, { label: 'Share link', kind: 'share', origins: ['https://app.test'] }, new Date());
    const admitAndHold = (i: number) =>
      transaction(db, async (tx) => {
        const keyId = i % 2 === 0 ? site.id : share.id;
        const actor: WidgetActor = { shopId: shop.id, keyId, visitorId: `v_${i}`, ipHash: `ip_${i}`, dailyLimit: 5, dailyCredits: 4 };
        const admission = await admitVisitorRender(tx, actor, new Date());
        if (admission.ok) {
          await tx.insert(pendingRenders).values({ id: newId(), shopId: shop.id, imageKey: 'k', createdAt: new Date(), widgetKeyId: keyId, visitorId: actor.visitorId, ipHash: actor.ipHash });
        }
        return admission;
      });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => admitAndHold(i)));
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(results.every((r) => r.ok || r.which === 'daily')).toBe(true);
  });
});
