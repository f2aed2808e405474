// The only way credits change: an append-only ledger entry and the cached shops.credit_balance, in one transaction.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, lockRow, transaction } from '../../db/tx.ts';
import { creditLedger, shops, type CreditEntryKind } from '../../db/schema/index.ts';
import { newId } from '../../lib/crypto.ts';
import { forShop } from '../../db/scope.ts';

export interface CreditEntry {
  shopId: string;
  kind: Exclude<CreditEntryKind, 'render'>;
  amount: number;
  reference?: string;
  at: Date;
}

/** Adds credits (trial, purchase, plan, refund, or a positive adjustment). */
export async function grant(db: DbOrTx, entry: CreditEntry): Promise<number> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new Error(`Credit grants must be positive integers, got ${entry.amount}`);
  return transaction(db, async (tx) => {
    const row = await firstRow(
      tx
        .update(shops)
        .set({ creditBalance: sql`${shops.creditBalance} + ${entry.amount}` })
        .where(eq(shops.id, entry.shopId))
        .returning({ balance: shops.creditBalance }),
    );
    if (!row) throw new Error(`No shop ${entry.shopId}`);
    await tx
      .insert(creditLedger)
      .values({ id: newId(), shopId: entry.shopId, delta: entry.amount, kind: entry.kind, reference: entry.reference ?? null, createdAt: entry.at });
    return row.balance;
  });
}

/**
 * Takes credits for a render. The UPDATE only matches while the balance covers the amount, so two concurrent
 * renders can never take the balance below zero. Returns the new balance, or null when there are not enough credits.
 */
export async function debit(db: DbOrTx, entry: { shopId: string; amount: number; reference?: string; at: Date }): Promise<number | null> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new Error(`Credit debits must be positive integers, got ${entry.amount}`);
  return transaction(db, async (tx) => {
    const row = await firstRow(
      tx
        .update(shops)
        .set({ creditBalance: sql`${shops.creditBalance} - ${entry.amount}` })
        .where(and(eq(shops.id, entry.shopId), gte(shops.creditBalance, entry.amount)))
        .returning({ balance: shops.creditBalance }),
    );
    if (!row) return null;
    await tx
      .insert(creditLedger)
      .values({ id: newId(), shopId: entry.shopId, delta: -entry.amount, kind: 'render', reference: entry.reference ?? null, createdAt: entry.at });
    return row.balance;
  });
}

/**
 * Gives back the credit a failed render took. Only a render that was debited and not refunded yet is refunded,
 * so a retried failure path cannot mint credits. Returns the new balance, or null when there was nothing to refund.
 * Its transaction takes the write lock (SQLite) or the shop's row (PostgreSQL) before reading the ledger, so two
 * refunds of one render (two requests or two instances) queue behind each other instead of both reading "not
 * refunded yet".
 */
export async function refund(db: DbOrTx, entry: { shopId: string; reference: string; at: Date }): Promise<number | null> {
  return transaction(db, async (tx) => {
    await lockRow(tx, shops, entry.shopId);
    const entries = await tx
      .select({ kind: creditLedger.kind, delta: creditLedger.delta })
      .from(creditLedger)
      .where(forShop(entry.shopId).where(creditLedger, eq(creditLedger.reference, entry.reference)));
    const taken = entries.filter((e) => e.kind === 'render').reduce((sum, e) => sum - e.delta, 0);
    const given = entries.filter((e) => e.kind === 'refund').reduce((sum, e) => sum + e.delta, 0);
    if (taken - given <= 0) return null;
    return grant(tx, { shopId: entry.shopId, kind: 'refund', amount: taken - given, reference: entry.reference, at: entry.at });
  });
}

export async function balance(db: DbOrTx, shopId: string): Promise<number> {
  const row = await firstRow(db.select({ balance: shops.creditBalance }).from(shops).where(eq(shops.id, shopId)));
  if (!row) throw new Error(`No shop ${shopId}`);
  return row.balance;
}

/** The sum of the ledger: what the cached balance must always equal. */
export async function ledgerTotal(db: DbOrTx, shopId: string): Promise<number> {
  const row = await firstRow(
    db
      .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)`.mapWith(Number) })
      .from(creditLedger)
      .where(forShop(shopId).where(creditLedger)),
  );
  return row?.total ?? 0;
}
