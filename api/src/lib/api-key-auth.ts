// Requests made with an API key (`Authorization: Bearer ws_live_…`, issue 24 item 4, decision 077): the key acts as
// its shop's owner, on the endpoints its scopes open and no others, at most API_KEY_RATE requests a minute per key.
// No cookie is involved, so there is nothing for a cross-site request to ride on and no Origin check.
import { API_ACCESS_MESSAGES, hasApiAccess, permissionsFor, type ApiScope } from '@wrapsmith/core';
import type { Context } from 'hono';
import { forShop } from '../db/scope.ts';
import { findLiveApiKey, touchApiKey } from '../services/api-access/keys.ts';
import type { AppDeps, AuthedEnv, Viewer } from './context.ts';
import { ApiError, forbidden, unauthorized } from './errors.ts';
import { fixedWindows } from './fixed-window.ts';
import { jsonField } from './json-body.ts';
import { roleMatrixOf } from './session.ts';

/** Requests one key may make per window, all instances together (the shared counters on PostgreSQL). */
export const API_KEY_RATE = { max: 120, windowMs: 60_000 } as const;
const keyWindows = fixedWindows();

type ScopeOf = ApiScope | ((c: Context<AuthedEnv>) => Promise<ApiScope>);

/**
 * The endpoints a key may call, under /api/v1/user, and the scope each needs. Everything else (the key's own
 * management, settings, billing, the Studio, exports) is refused to a key whatever its scopes.
 */
const KEY_ROUTES: [method: string, path: RegExp, scope: ScopeOf | ApiScope[]][] = [
  ['GET', /^\/leads$/, 'leads:read'],
  ['GET', /^\/leads\/(?!export\.csv$)[^/]+$/, 'leads:read'],
  ['GET', /^\/customers$/, 'customers:read'],
  ['GET', /^\/customers\/[^/]+$/, 'customers:read'],
  ['GET', /^\/booking\/all$/, 'bookings:read'],
  ['GET', /^\/booking\/days$/, 'bookings:read'],
  ['GET', /^\/booking\/(?!export\.csv$)[^/]+$/, 'bookings:read'],
  // A lead's or a booking's picture, as their `render.imageUrl` links it.
  ['GET', /^\/renders\/[^/]+\/image$/, ['leads:read', 'bookings:read']],
  // Send Quote is a booking made with isQuoted: true.
  ['POST', /^\/booking$/, async (c) => ((await jsonField(c, 'isQuoted')) === true ? 'quotes:write' : 'bookings:write')],
  ['PUT', /^\/booking\/[^/]+$/, 'bookings:write'],
  ['PATCH', /^\/booking\/[^/]+$/, 'bookings:write'],
  ['POST', /^\/booking\/[^/]+\/resend-quote$/, 'quotes:write'],
];

const USER_PREFIX = '/api/v1/user';

/** The scopes that open this request to a key, or undefined when no key may make it. */
async function scopesFor(c: Context<AuthedEnv>): Promise<ApiScope[] | undefined> {
  const full = c.req.path.replace(/\/+$/, '');
  if (!full.startsWith(`${USER_PREFIX}/`)) return undefined;
  const path = full.slice(USER_PREFIX.length);
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = KEY_ROUTES.find(([m, pattern]) => m === method && pattern.test(path));
  if (!route) return undefined;
  const scope = route[2];
  if (Array.isArray(scope)) return scope;
  return [typeof scope === 'function' ? await scope(c) : scope];
}

/** The shop's owner as the key sees it: every area of the role (scopes narrow it to routes), no session. */
function keyViewer(found: NonNullable<Awaited<ReturnType<typeof findLiveApiKey>>>): Viewer {
  const { key, shop, owner } = found;
  return {
    user: owner,
    shop,
    role: 'owner',
    permissions: permissionsFor('owner', roleMatrixOf(shop)),
    // Not a session: a key has no expiry of its own and no cookie to renew.
    session: { id: `api-key:${key.id}`, userId: owner.id, expiresAt: new Date(8.64e15), createdAt: key.createdAt },
    scope: forShop(shop.id),
  };
}

/** Authenticates an API key request; throws 401, 403 (plan, scope, endpoint) or 429 with Retry-After. */
export async function authenticateApiKey(c: Context<AuthedEnv>, deps: AppDeps, secret: string): Promise<Viewer> {
  const found = await findLiveApiKey(deps.db, secret);
  if (!found) throw unauthorized(API_ACCESS_MESSAGES.keyInvalid);
  const now = deps.now();
  const verdict = await keyWindows.hit(deps.db, [{ key: `api-key:${found.key.id}`, ...API_KEY_RATE }], now.getTime(), { refusedCounts: false });
  if (!verdict.ok) throw new ApiError(429, 'RATE_LIMITED', API_ACCESS_MESSAGES.tooMany, { retryAfterSeconds: verdict.retryAfterSeconds });
  if (!hasApiAccess(found.shop.planKey)) throw new ApiError(403, 'PLAN_REQUIRED', API_ACCESS_MESSAGES.planRequired);
  const needed = await scopesFor(c);
  if (!needed) throw forbidden(API_ACCESS_MESSAGES.notForKeys);
  const granted = new Set(found.key.scopes);
  if (!needed.some((scope) => granted.has(scope))) throw forbidden(API_ACCESS_MESSAGES.outOfScope(needed[0] as ApiScope));
  await touchApiKey(deps.db, found.key, now).catch((error: unknown) => deps.log.warn(`Could not record the use of API key ${found.key.id}: ${(error as Error).message}`));
  return keyViewer(found);
}
