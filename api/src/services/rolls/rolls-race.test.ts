// Reserve and deduct under concurrency (issue 27 item 1, decision 092), on both engines: two jobs reserving the last
// 20 ft of one roll → one succeeds; the same use confirmed twice at once → deducted once. On PostgreSQL the calls run
// on separate pooled connections, so the conditional UPDATE and the unique key, not the test's order, decide.
import { materialEstimate } from '@wrapsmith/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filmRolls, rollReservations } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { createOwner, testClock, testDb } from '../../test/app.ts';
import { insertBooking } from '../bookings/index.ts';
import { receiveRoll, reserveForJob, rollsUsedFor, useRoll } from './index.ts';

const FEET_20 = 6096;
/** Two bookings of the same car and film: each needs the Camry's full wrap (about 63 ft on a 60″ roll). */
const JOB = { year: 2024, make: 'Toyota', model: 'Camry', brand: '3M', wrapColor: 'Gloss Black (G12)', status: 'pending' as const, bookingDate: '2026-06-03' };

describe('film rolls under concurrency (issue 27 item 1)', () => {
  it('two jobs reserving the last length of one roll: exactly one succeeds; one use confirmed twice deducts once', async () => {
    const db = await testDb();
    const now = testClock().now();
    const owner = await createOwner(db, { businessName: 'Race Wraps', planKey: 'pro' });
    const shopId = owner.shop.id;
    const need = materialEstimate({ year: 2024, make: 'Toyota', model: 'Camry' }, ['fullWrap'], { rollWidthMm: 1524 })?.totalMm ?? 0;
    expect(need).toBeGreaterThan(FEET_20);
    // A roll of which 20 ft went on earlier work: what is left is one job's length exactly, enough for one, not two.
    const roll = await receiveRoll(db, shopId, { filmId: '3m-g12', batch: 'LAST', widthMm: 1524, lengthMm: need + FEET_20, receivedOn: '2026-05-01' }, owner.user.id, now);
    await db.update(filmRolls).set({ usedMm: FEET_20 }).where(eq(filmRolls.id, roll.id));
    const scope = forShop(shopId);
    const a = await insertBooking(db, scope, { ...JOB, firstName: 'A' }, now);
    const b = await insertBooking(db, scope, { ...JOB, firstName: 'B' }, now);

    const outcomes = await Promise.all([reserveForJob(db, shopId, a.id, now), reserveForJob(db, shopId, b.id, now)]);
    expect(outcomes.map((o) => o.state).sort()).toEqual(['none', 'reserved']);
    expect(outcomes.find((o) => o.state === 'none')).toEqual({ state: 'none', reason: 'no_roll' });
    const [after] = await db.select().from(filmRolls).where(eq(filmRolls.id, roll.id));
    expect(after?.reservedMm).toBe(need);
    expect(await db.select().from(rollReservations)).toHaveLength(1);

    const winner = outcomes[0]?.state === 'reserved' ? a : b;
    const settled = await Promise.allSettled([
      useRoll(db, shopId, roll.id, { bookingId: winner.id, usedMm: need }, owner.user.id, now),
      useRoll(db, shopId, roll.id, { bookingId: winner.id, usedMm: need }, owner.user.id, now),
    ]);
    expect(settled.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = settled.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as { status: number }).status).toBe(409);
    const [used] = await db.select().from(filmRolls).where(eq(filmRolls.id, roll.id));
    expect(used).toMatchObject({ usedMm: FEET_20 + need, reservedMm: 0 });
    expect(await rollsUsedFor(db, shopId, winner.id)).toEqual([expect.objectContaining({ rollId: roll.id, batch: 'LAST', usedMm: need })]);
  });
});
