// API keys (issue 24 item 4, decision 077): made and revoked by the owner, the secret shown once and kept only as its
// SHA-256, found by that hash on every request made with one.
import { randomBytes } from 'node:crypto';
import { API_ACCESS_MESSAGES, API_KEY_PREFIX, MAX_API_KEYS, type ApiScope, type CreateApiKeyInput } from '@wrapsmith/core';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys, shops, users, type ApiKey, type Shop, type User } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow, onlyRow, transaction } from '../../db/tx.ts';
import { newOrderedId, sha256 } from '../../lib/crypto.ts';
import { conflict, notFound } from '../../lib/errors.ts';

/** `ws_live_` and 43 base64url characters (32 random bytes): unguessable, and recognisable as ours. */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Shown beside the key's name: the prefix and four characters, never enough to use. */
const visiblePart = (secret: string): string => secret.slice(0, API_KEY_PREFIX.length + 4);

export const isApiKeySecret = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** The new key, and its secret: the only time the secret exists outside the caller's hands. */
export async function createApiKey(db: Db, scope: ShopScope, userId: string, input: CreateApiKeyInput, now: Date): Promise<{ key: ApiKey; secret: string }> {
  const secret = newApiKeySecret();
  const key = await transaction(db, async (tx) => {
    const [live] = await tx.select({ n: count() }).from(apiKeys).where(scope.where(apiKeys, isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= MAX_API_KEYS) throw conflict(API_ACCESS_MESSAGES.tooManyKeys(MAX_API_KEYS));
    return onlyRow(
      tx
        .insert(apiKeys)
        .values(
          scope.values({
            id: newOrderedId(),
            name: input.name,
            prefix: visiblePart(secret),
            secretHash: sha256(secret),
            scopes: [...new Set(input.scopes)],
            createdBy: userId,
            createdAt: now,
          }),
        )
        .returning(),
    );
  });
  return { key, secret };
}

/** Live keys first, then revoked ones, each newest first. */
export async function listApiKeys(db: Db, scope: ShopScope): Promise<ApiKey[]> {
  return db
    .select()
    .from(apiKeys)
    .where(scope.where(apiKeys))
    .orderBy(asc(sql`case when ${apiKeys.revokedAt} is null then 0 else 1 end`), desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes the key at once, on every instance (each request reads the key). Revoking twice keeps the first time. */
export async function revokeApiKey(db: Db, scope: ShopScope, id: string, now: Date): Promise<ApiKey> {
  const revoked = await firstRow(db.update(apiKeys).set({ revokedAt: now }).where(scope.where(apiKeys, eq(apiKeys.id, id), isNull(apiKeys.revokedAt))).returning());
  if (revoked) return revoked;
  const existing = await firstRow(db.select().from(apiKeys).where(scope.where(apiKeys, eq(apiKeys.id, id))));
  if (!existing) throw notFound(API_ACCESS_MESSAGES.keyNotFound);
  return existing;
}

export interface KeyHolder {
  key: ApiKey;
  shop: Shop;
  /** The shop's owner: what the key does is done in the owner's name (bookings' createdBy). */
  owner: User;
}

/** The live key with this secret, its shop and the shop's owner; undefined for a revoked or unknown one. */
export async function findLiveApiKey(db: Db, secret: string): Promise<KeyHolder | undefined> {
  return firstRow(
    db
      .select({ key: apiKeys, shop: shops, owner: users })
      .from(apiKeys)
      .innerJoin(shops, eq(shops.id, apiKeys.shopId))
      // The key's own shop's owner: the join is the scope (the shop is not known before the key is found).
      // eslint-disable-next-line no-restricted-syntax
      .innerJoin(users, and(eq(users.shopId, apiKeys.shopId), eq(users.role, 'owner')))
      .where(and(eq(apiKeys.secretHash, sha256(secret)), isNull(apiKeys.revokedAt)))
      .limit(1),
  );
}

const TOUCH_INTERVAL_MS = 60_000;

/** Records use at most once a minute, so reads by key stay free of writes (decision 052). Best effort. */
export async function touchApiKey(db: Db, key: ApiKey, now: Date): Promise<void> {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return;
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
}

export type { ApiScope };
