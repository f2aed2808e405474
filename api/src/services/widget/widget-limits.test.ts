import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { openDb } from '../../db/client.ts';
import { createOwner } from '../../db/factories.ts';
import { widgetLimits } from './widget-limits.ts';

/**
 * The database, but every count answers a moment later (as a busy disk or PostgreSQL would): concurrent takes then
 * really do overlap between a count and its reservation.
 */
function slowCounts(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'select') return Reflect.get(target, prop, receiver) as unknown;
      return (...args: Parameters<Db['select']>) => {
        const from = target.select(...args).from.bind(target.select(...args));
        return {
          from: (...fromArgs: Parameters<typeof from>) => {
            const query = from(...fromArgs);
            return {
              where: (...whereArgs: Parameters<typeof query.where>) => {
                const built = query.where(...whereArgs);
                return { then: (resolve: (v: unknown) => void, reject: (e: unknown) => void) => setTimeout(() => void built.then(resolve, reject), 2) };
              },
            };
          },
        };
      };
    },
  }) as Db;
}

describe('widgetLimits.take', () => {
  it('lets exactly the daily limit through when many of a visitor’s requests check at the same moment', async () => {
    const db = openDb(':memory:');
    const { shop } = await createOwner(db);
    const limits = widgetLimits();
    const actor = { shopId: shop.id, keyId: 'key_1', visitorId: 'v_1', ipHash: 'ip_1', dailyLimit: 3 };
    const results = await Promise.all(Array.from({ length: 10 }, () => limits.take(slowCounts(db), actor, new Date())));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.every((r) => r.ok || r.which === 'visitor')).toBe(true);
    // Released places come back.
    for (const r of results) if (r.ok) r.release();
    expect((await limits.take(db, actor, new Date())).ok).toBe(true);
  });
});
