import { describe, expect, it } from 'vitest';
import { testDb } from '../../test/app.ts';
import { createOwner } from '../../seed/factories.ts';
import { creditLedger } from '../../db/schema/index.ts';
import { balance, debit, grant, ledgerTotal, refund } from './index.ts';

const at = new Date('2026-06-01T12:00:00Z');

describe('credit ledger', () => {
  it('keeps the cached balance equal to the sum of the ledger through grants and debits', async () => {
    const db = await testDb();
    const { shop } = await createOwner(db);
    expect(await balance(db, shop.id)).toBe(5);
    expect(await grant(db, { shopId: shop.id, kind: 'purchase', amount: 250, reference: 'pi_1', at })).toBe(255);
    expect(await debit(db, { shopId: shop.id, amount: 1, reference: 'render-1', at })).toBe(254);
    expect(await balance(db, shop.id)).toBe((await ledgerTotal(db, shop.id)));
    expect(await db.select({ delta: creditLedger.delta, kind: creditLedger.kind }).from(creditLedger)).toEqual([
      { delta: 5, kind: 'trial_grant' },
      { delta: 250, kind: 'purchase' },
      { delta: -1, kind: 'render' },
    ]);
  });

  it('never debits below zero and writes no entry when the balance is short', async () => {
    const db = await testDb();
    const { shop } = await createOwner(db);
    const results: (number | null)[] = [];
    for (let i = 0; i < 7; i += 1) results.push(await debit(db, { shopId: shop.id, amount: 1, reference: `r${i}`, at }));
    expect(results).toEqual([4, 3, 2, 1, 0, null, null]);
    expect(await debit(db, { shopId: shop.id, amount: 2, at })).toBeNull();
    expect(await balance(db, shop.id)).toBe(0);
    expect(await ledgerTotal(db, shop.id)).toBe(0);
    expect(await db.select().from(creditLedger)).toHaveLength(6);
  });

  it('refuses non-positive or fractional amounts and unknown shops', async () => {
    const db = await testDb();
    const { shop } = await createOwner(db);
    await expect(grant(db, { shopId: shop.id, kind: 'adjustment', amount: 0, at })).rejects.toThrow(/positive/);
    await expect(debit(db, { shopId: shop.id, amount: 1.5, at })).rejects.toThrow(/positive/);
    await expect(grant(db, { shopId: 'missing', kind: 'purchase', amount: 1, at })).rejects.toThrow(/No shop/);
    expect(await ledgerTotal(db, shop.id)).toBe(5);
  });
});

describe('refund', () => {
  it('gives back a render’s debit once, and nothing for an unknown reference', async () => {
    const db = await testDb();
    const { shop } = await createOwner(db);
    await debit(db, { shopId: shop.id, amount: 1, reference: 'render-9', at });
    expect(await refund(db, { shopId: shop.id, reference: 'render-9', at })).toBe(5);
    expect(await refund(db, { shopId: shop.id, reference: 'render-9', at })).toBeNull();
    expect(await refund(db, { shopId: shop.id, reference: 'never-rendered', at })).toBeNull();
    expect(await balance(db, shop.id)).toBe((await ledgerTotal(db, shop.id)));
    expect(await balance(db, shop.id)).toBe(5);
  });
});
