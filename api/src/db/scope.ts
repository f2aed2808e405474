// The one place shop-owned rows are scoped: every query of tenant data starts from forShop(shopId).
import { and, eq, isNull, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

interface ShopOwnedTable {
  shopId: SQLiteColumn;
}

export interface ShopScope {
  readonly shopId: string;
  /** The shop condition ANDed with the caller's own conditions. */
  where(table: ShopOwnedTable, ...conditions: (SQLWrapper | undefined)[]): SQL;
  /** Rows of the shop's or of nobody's (the global catalogue's), for tables where shop_id may be null. */
  ownOrGlobal(table: ShopOwnedTable): SQL;
  /** A row to insert, stamped with the shop id. */
  values<T extends object>(row: T): T & { shopId: string };
}

export function forShop(shopId: string): ShopScope {
  return {
    shopId,
    where: (table, ...conditions) => and(eq(table.shopId, shopId), ...conditions) as SQL,
    ownOrGlobal: (table) => or(isNull(table.shopId), eq(table.shopId, shopId)) as SQL,
    values: (row) => ({ ...row, shopId }),
  };
}
