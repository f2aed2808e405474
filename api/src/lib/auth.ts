// Authentication and authorisation middleware: requireUser() finds the viewer, requirePermission() checks it.
import { can, type Permission } from '@wrapsmith/core';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { publicUrl } from '../env.ts';
import type { AppDeps, AuthedEnv } from './context.ts';
import { forbidden, unauthorized } from './errors.ts';
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
export function requirePermission(permission: Permission, message = 'Only the shop owner can do that') {
  return createMiddleware<AuthedEnv>(async function requirePermissionMiddleware(c, next) {
    if (!can(c.get('viewer'), permission)) throw forbidden(message);
    await next();
  });
}
