// Authentication and authorisation middleware: requireUser() finds the viewer, requireAccess() and
// requirePermission() check its role's levels under the shop's role matrix (decision 062).
import { AREA_INFO, ROLE_MESSAGES, allows, can, hasPlanFeature, planFeatureMessage, type Area, type Permission, type PlanFeature } from '@wrapsmith/core';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { publicUrl } from '../env.ts';
import type { AppDeps, AuthedEnv, Viewer } from './context.ts';
import { ApiError, forbidden, unauthorized } from './errors.ts';
import { authenticateApiKey } from './api-key-auth.ts';
import { isApiKeySecret } from '../services/api-access/keys.ts';
import { SESSION_COOKIE, setSessionCookie, validateSessionToken } from './session.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** A cookie rides along on cross-site form posts; the Origin header tells us where the write came from. */
export function isOwnOrigin(origin: string | undefined, requestUrl: string, deps: AppDeps): boolean {
  if (!origin) return false;
  const own = new Set([new URL(requestUrl).origin]);
  if (deps.env.PUBLIC_URL) own.add(new URL(publicUrl(deps.env)).origin);
  return own.has(origin);
}

export function requireUser() {
  return createMiddleware<AuthedEnv>(async function requireUserMiddleware(c, next) {
    const deps = c.get('deps');
    const bearer = bearerToken(c.req.header('authorization'));
    // An API key (issue 24 item 4): the shop, on its scopes' endpoints only; no cookie, so no Origin check.
    if (bearer && isApiKeySecret(bearer)) {
      c.set('viewer', await authenticateApiKey(c, deps, bearer));
      return next();
    }
    const token = bearer ?? getCookie(c, SESSION_COOKIE);
    if (!token) throw unauthorized();
    if (!bearer && !SAFE_METHODS.has(c.req.method) && !isOwnOrigin(c.req.header('origin'), c.req.url, deps)) {
      throw forbidden('This request did not come from Wrapsmith');
    }
    const found = await validateSessionToken(deps.db, token, deps.now());
    if (!found) throw unauthorized('Your session has expired. Please log in again.');
    if (!bearer && found.renewed) setSessionCookie(c, token, found.session.expiresAt, deps.env.NODE_ENV === 'production');
    c.set('viewer', found);
    await next();
  });
}

/** Server-side permission check with core's can(); the dashboard hiding a button is not a permission. */
export function requirePermission(permission: Permission, message?: string) {
  return createMiddleware<AuthedEnv>(async function requirePermissionMiddleware(c, next) {
    const viewer = c.get('viewer');
    if (!can(viewer, permission)) throw forbidden(message ?? refusal(viewer, [permissionArea(permission)], 'edit'));
    await next();
  });
}

const permissionArea = (permission: Permission): Area => (permission === 'team:manage' ? 'team' : permission === 'billing:manage' ? 'billing' : 'settings');

/** The 403's words: "no access to …", or "can see but not change …" when the role has the view level. */
function refusal(viewer: Pick<Viewer, 'permissions'>, areas: readonly Area[], level: 'view' | 'edit'): string {
  const [first] = areas as [Area, ...Area[]];
  const label = AREA_INFO[first].label;
  return level === 'edit' && allows(viewer.permissions, first, 'view') ? ROLE_MESSAGES.forbiddenEdit(label) : ROLE_MESSAGES.forbidden(label);
}

/** Throws 403 unless the viewer's role has `level` in at least one of `areas`. */
export function assertAccess(viewer: Pick<Viewer, 'permissions'>, level: 'view' | 'edit', ...areas: [Area, ...Area[]]): void {
  if (!areas.some((area) => allows(viewer.permissions, area, level))) throw forbidden(refusal(viewer, areas, level));
}

/** The role matrix per endpoint: `level` in any one of `areas` (a render's picture serves the Studio, leads and jobs). */
export function requireAccess(level: 'view' | 'edit', ...areas: [Area, ...Area[]]) {
  return createMiddleware<AuthedEnv>(async function requireAccessMiddleware(c, next) {
    assertAccess(c.get('viewer'), level, ...areas);
    await next();
  });
}

/**
 * A plan feature (decision 073): 403 naming the plan needed when the shop's account has none (the trial, or after
 * its plan ended). The same table hides the dashboard's menu entries (core's PLAN_FEATURES).
 */
export function requirePlanFeature(feature: PlanFeature) {
  return createMiddleware<AuthedEnv>(async function requirePlanFeatureMiddleware(c, next) {
    if (!hasPlanFeature(c.get('viewer').shop.accountType, feature)) throw new ApiError(403, 'PLAN_REQUIRED', planFeatureMessage(feature));
    await next();
  });
}

/** The shop owner only: ownership, such as what each role may do, is never delegated. */
export function requireOwner(message: string) {
  return createMiddleware<AuthedEnv>(async function requireOwnerMiddleware(c, next) {
    if (c.get('viewer').role !== 'owner') throw forbidden(message);
    await next();
  });
}
