// Widget keys: the public `pk_…` keys a shop's website (kind `embed`) or its share link (kind `share`) uses,
// and the websites (origins) each key is allowed on.
import { randomBytes } from 'node:crypto';
import { pageOffset, type PageQuery } from '@wrapsmith/core';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { shops, widgetKeyOrigins, widgetKeys, type Shop, type WidgetKey, type WidgetKeyKind } from '../../db/schema/index.ts';
import { newId } from '../../lib/crypto.ts';
import { firstRow, transaction, onlyRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const KEY_RANDOM_CHARS = 24;
/** What a key in a URL may look like: generated keys and the demo seed's fixed key both match. */
export const WIDGET_KEY_PATTERN = /^pk_[a-z0-9_]{16,64}$/;
/** At most this many origins per key and live keys per shop: enough for real shops, a bound on abuse. */
export { MAX_ORIGINS_PER_KEY } from '@wrapsmith/core';
export const MAX_KEYS_PER_SHOP = 20;
/** last_used_at is a hint for the dashboard, not an audit log: one write a minute per key is plenty. */
const TOUCH_INTERVAL_MS = 60_000;

/** `pk_` + 24 base32 characters: 120 random bits (256 is a multiple of 32, so every character is uniform). */
export function generateWidgetKey(): string {
  const bytes = randomBytes(KEY_RANDOM_CHARS);
  return `pk_${Array.from(bytes, (b) => BASE32[b % 32]).join('')}`;
}

/**
 * A website as the browser names it in the Origin header: scheme://host[:port], lowercased, default port
 * dropped. Accepts what shop owners paste ("northside.com", "https://northside.com/contact"); null when it is
 * not an http(s) website.
 */
export function normalizeOrigin(input: string): string | null {
  const text = input.trim();
  if (!text || /[\s*<>]/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return url.origin;
}

export interface ResolvedKey {
  key: WidgetKey;
  shop: Shop;
}

export async function findWidgetKey(db: Db, key: string): Promise<ResolvedKey | undefined> {
  return firstRow(db.select({ key: widgetKeys, shop: shops }).from(widgetKeys).innerJoin(shops, eq(shops.id, widgetKeys.shopId)).where(eq(widgetKeys.key, key)));
}

export async function isOriginListed(db: Db, keyId: string, origin: string): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ origin: widgetKeyOrigins.origin })
      .from(widgetKeyOrigins)
      .where(and(eq(widgetKeyOrigins.keyId, keyId), eq(widgetKeyOrigins.origin, origin))),
  );
  return row !== undefined;
}

/** Records use; returns without writing when the key was used less than a minute ago. */
export async function touchWidgetKey(db: Db, key: WidgetKey, now: Date): Promise<void> {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return;
  await db.update(widgetKeys).set({ lastUsedAt: now }).where(eq(widgetKeys.id, key.id));
}

export interface WidgetKeyWithOrigins extends WidgetKey {
  origins: string[];
}

async function originsOf(db: DbOrTx, keyId: string): Promise<string[]> {
  return (await db
    .select({ origin: widgetKeyOrigins.origin })
    .from(widgetKeyOrigins)
    .where(eq(widgetKeyOrigins.keyId, keyId))
    .orderBy(asc(widgetKeyOrigins.origin)))
    .map((r) => r.origin);
}

/**
 * One page of the shop's keys: the live ones first (at most MAX_KEYS_PER_SHOP and the share key, so a default
 * page holds them all), then the revoked ones, each newest first; with their websites in one query.
 */
export async function listWidgetKeys(db: Db, shopId: string, query: PageQuery): Promise<{ keys: WidgetKeyWithOrigins[]; total: number }> {
  const where = forShop(shopId).where(widgetKeys);
  const rows = await db
    .select()
    .from(widgetKeys)
    .where(where)
    .orderBy(sql`${widgetKeys.revokedAt} is not null`, desc(widgetKeys.createdAt), asc(widgetKeys.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const origins = new Map<string, string[]>(rows.map((key) => [key.id, []]));
  if (rows.length > 0) {
    const listed = await db
      .select()
      .from(widgetKeyOrigins)
      .where(inArray(widgetKeyOrigins.keyId, [...origins.keys()]))
      .orderBy(asc(widgetKeyOrigins.origin));
    for (const row of listed) origins.get(row.keyId)?.push(row.origin);
  }
  const total = (await firstRow(db.select({ n: count() }).from(widgetKeys).where(where)))?.n ?? 0;
  return { keys: rows.map((key) => ({ ...key, origins: origins.get(key.id) ?? [] })), total };
}

export async function getWidgetKey(db: DbOrTx, shopId: string, id: string): Promise<WidgetKeyWithOrigins | undefined> {
  const key = await firstRow(db
    .select()
    .from(widgetKeys)
    .where(forShop(shopId).where(widgetKeys, eq(widgetKeys.id, id))));
  return key ? { ...key, origins: (await originsOf(db, key.id)) } : undefined;
}

export async function countLiveKeys(db: Db, shopId: string): Promise<number> {
  return (await firstRow(db
    .select({ n: count() })
    .from(widgetKeys)
    .where(forShop(shopId).where(widgetKeys, isNull(widgetKeys.revokedAt)))))?.n ?? 0;
}

export interface NewWidgetKey {
  label: string;
  kind: WidgetKeyKind;
  origins: readonly string[];
  /** A fixed key (the demo seed); generated otherwise. */
  key?: string;
}

export async function createWidgetKey(db: DbOrTx, shopId: string, input: NewWidgetKey, now: Date): Promise<WidgetKeyWithOrigins> {
  return transaction(db, async (tx) => {
    const key = await onlyRow(tx
      .insert(widgetKeys)
      .values({ id: newId(), shopId, key: input.key ?? generateWidgetKey(), label: input.label, kind: input.kind, createdAt: now })
      .returning());
    await replaceOrigins(tx, key.id, input.origins);
    return { ...key, origins: await originsOf(tx, key.id) };
  });
}

async function replaceOrigins(tx: DbOrTx, keyId: string, origins: readonly string[]): Promise<void> {
  await tx.delete(widgetKeyOrigins).where(eq(widgetKeyOrigins.keyId, keyId));
  const unique = [...new Set(origins)];
  if (unique.length > 0) await tx.insert(widgetKeyOrigins).values(unique.map((origin) => ({ keyId, origin })));
}

export async function setWidgetKeyOrigins(db: Db, shopId: string, id: string, origins: readonly string[]): Promise<WidgetKeyWithOrigins | undefined> {
  return transaction(db, async (tx) => {
    if (!(await getWidgetKey(tx, shopId, id))) return undefined;
    await replaceOrigins(tx, id, origins);
    return getWidgetKey(tx, shopId, id);
  });
}

/** Revoking twice keeps the first revocation time. */
export async function revokeWidgetKey(db: Db, shopId: string, id: string, now: Date): Promise<WidgetKeyWithOrigins | undefined> {
  await db.update(widgetKeys)
    .set({ revokedAt: now })
    .where(forShop(shopId).where(widgetKeys, eq(widgetKeys.id, id), isNull(widgetKeys.revokedAt)));
  return getWidgetKey(db, shopId, id);
}

/** The shop's live share-link key, made on first use; the partial unique index settles two first visits at once. */
export async function ensureShareKey(db: Db, shopId: string, publicOrigin: string, now: Date): Promise<WidgetKey> {
  const live = async () =>
    (firstRow(db
      .select()
      .from(widgetKeys)
      .where(forShop(shopId).where(widgetKeys, eq(widgetKeys.kind, 'share'), isNull(widgetKeys.revokedAt)))));
  const existing = await live();
  if (existing) return existing;
  try {
    return await createWidgetKey(db, shopId, { label: 'Share link', kind: 'share', origins: [publicOrigin] }, now);
  } catch (error) {
    const winner = await live();
    if (winner) return winner;
    throw error;
  }
}
