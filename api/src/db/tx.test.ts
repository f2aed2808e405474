import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb } from './client.ts';
import { createOwner } from '../seed/factories.ts';
import { shops } from './schema/index.ts';
import { firstRow, transaction } from './tx.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

async function creditsOf(db: ReturnType<typeof openDb>, shopId: string): Promise<number> {
  return (await firstRow(db.select({ credits: shops.creditBalance }).from(shops).where(eq(shops.id, shopId))))?.credits ?? Number.NaN;
}

describe('transaction', () => {
  it('commits the body and answers its result', async () => {
    const db = openDb(':memory:');
    const { shop } = await createOwner(db);
    const result = await transaction(db, async (tx) => {
      await tx.update(shops).set({ creditBalance: 42 }).where(eq(shops.id, shop.id));
      return 'done';
    });
    expect(result).toBe('done');
    expect(await creditsOf(db, shop.id)).toBe(42);
  });

  it('rolls every statement back when the body throws, and the next transaction runs', async () => {
    const db = openDb(':memory:');
    const { shop } = await createOwner(db);
    await expect(
      transaction(db, async (tx) => {
        await tx.update(shops).set({ creditBalance: 99 }).where(eq(shops.id, shop.id));
        await tick();
        throw new Error('card declined');
      }),
    ).rejects.toThrow('card declined');
    expect(await creditsOf(db, shop.id)).toBe(5);
    await transaction(db, async (tx) => tx.update(shops).set({ creditBalance: 6 }).where(eq(shops.id, shop.id)));
    expect(await creditsOf(db, shop.id)).toBe(6);
  });

  it('runs concurrent bodies one after another: read, wait, write never loses an update', async () => {
    const db = openDb(':memory:');
    const { shop } = await createOwner(db);
    // Each body reads the balance, yields to the event loop (where the others would interleave), then writes
    // what it read plus one: without the queue, all 20 would read 5 and the balance would end at 6.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        transaction(db, async (tx) => {
          const row = await firstRow(tx.select({ credits: shops.creditBalance }).from(shops).where(eq(shops.id, shop.id)));
          await tick();
          await tx.update(shops).set({ creditBalance: (row?.credits ?? 0) + 1 }).where(eq(shops.id, shop.id));
        }),
      ),
    );
    expect(await creditsOf(db, shop.id)).toBe(25);
  });

  it('runs a transaction opened on a transaction handle inline, as part of the outer one', async () => {
    const db = openDb(':memory:');
    const { shop } = await createOwner(db);
    await expect(
      transaction(db, async (tx) => {
        await transaction(tx, async (inner) => inner.update(shops).set({ creditBalance: sql`${shops.creditBalance} + 10` }).where(eq(shops.id, shop.id)));
        expect(await creditsOf(tx as typeof db, shop.id)).toBe(15);
        throw new Error('undo all of it');
      }),
    ).rejects.toThrow('undo all of it');
    expect(await creditsOf(db, shop.id)).toBe(5);
  });
});
