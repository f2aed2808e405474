// Database sessions after the pattern the lucia maintainers recommend: random token, stored as its sha256,
// 30-day expiry renewed while in use, revocable one by one or for a whole user.
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Db, DbOrTx } from '../db/client.ts';
import { sessions, shops, users, type Session, type Shop, type User } from '../db/schema/index.ts';
import { randomToken, sha256 } from './crypto.ts';

export const SESSION_COOKIE = 'ws_session';
const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY;
/** A session used in its last 15 days is pushed out to a full 30 again. */
const RENEW_WITHIN_MS = 15 * DAY;

export interface SessionResult {
  session: Session;
  user: User;
  shop: Shop;
  /** True when this request pushed the expiry out, so the cookie should be re-sent. */
  renewed: boolean;
}

export function createSession(db: DbOrTx, userId: string, now: Date): { token: string; session: Session } {
  const token = randomToken();
  const session: Session = { id: sha256(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS), createdAt: now };
  db.insert(sessions).values(session).run();
  return { token, session };
}

// Looked up on every authenticated request, so the statement is prepared once per database.
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Db) {
  return db
    .select({ session: sessions, user: users, shop: shops })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(shops, eq(shops.id, users.shopId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();
}

/** The session a token belongs to, renewed when due; null when unknown or expired (expired rows are deleted). */
export function validateSessionToken(db: Db, token: string, now: Date): SessionResult | null {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const row = lookup.get({ id: sha256(token) });
  if (!row) return null;
  const { session } = row;
  if (now.getTime() >= session.expiresAt.getTime()) {
    invalidateSession(db, session.id);
    return null;
  }
  const renewed = session.expiresAt.getTime() - now.getTime() < RENEW_WITHIN_MS;
  if (renewed) {
    session.expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, session.id)).run();
  }
  return { ...row, renewed };
}

export function invalidateSession(db: DbOrTx, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

/** Logs a user out everywhere: on password change, reset and email change. */
export function invalidateUserSessions(db: DbOrTx, userId: string): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
