// Database sessions after the pattern the lucia maintainers recommend: random token, stored as its sha256,
// 30-day expiry renewed while in use, revocable one by one or for a whole user.
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Db, DbOrTx } from '../db/client.ts';
import { DIALECT, sessions, shops, users, type Session, type Shop, type User } from '../db/schema/index.ts';
import { randomToken, sha256 } from './crypto.ts';
import { DAY } from '@wrapsmith/core';

export const SESSION_COOKIE = 'ws_session';
export const SESSION_TTL_MS = 30 * DAY;
/** A session used in its last 15 days is pushed out to a full 30 again. */
const RENEW_WITHIN_MS = 15 * DAY;

export interface SessionResult {
  session: Session;
  /** The signed-in user and their shop, read from the database on first use (most requests never need them). */
  readonly user: User;
  readonly shop: Shop;
  role: User['role'];
  shopId: string;
  /** True when this request pushed the expiry out, so the cookie should be re-sent. */
  renewed: boolean;
}

export async function createSession(db: DbOrTx, userId: string, now: Date): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const session: Session = { id: sha256(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS), createdAt: now };
  await db.insert(sessions).values(session);
  return { token, session };
}

// Looked up on every authenticated request, so the statements are prepared once per database. The lookup reads
// only what authentication and permissions need (the session, the role, the shop id); the full user and shop rows
// are two primary-key reads made when a handler first asks for them, which read-only catalogue routes never do.
const statements = new WeakMap<Db, ReturnType<typeof prepareStatements>>();
function prepareStatements(db: Db) {
  return {
    lookup: db
      .select({ session: sessions, role: users.role, shopId: users.shopId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .prepare(),
    // The user and their shop in one statement: on SQLite in WAL mode a statement's read transaction costs about
    // as much as the row itself (docs/decisions/052), and a handler that wants one of them usually wants both.
    account: db
      .select({ user: users, shop: shops })
      .from(users)
      .innerJoin(shops, eq(shops.id, users.shopId))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(),
  };
}

/** The session's user and shop rows, read together when a handler first asks for either. */
function lazyAccount(read: () => { user: User; shop: Shop } | undefined): { user: () => User; shop: () => Shop } {
  let rows: { user: User; shop: Shop } | undefined;
  const load = () => {
    rows ??= read();
    // The session row references the user (ON DELETE CASCADE), so a live session without its rows is a bug.
    if (rows === undefined) throw new Error("The session's user or shop is missing");
    return rows;
  };
  return { user: () => load().user, shop: () => load().shop };
}

// Recently validated sessions, held for a few seconds so a burst of requests (the Studio loads years, makes,
// models, brands and films at once) reads the session once. Every revocation in this process (logout, password
// or email change, reset, removing a team member) deletes its entries at once; the TTL only bounds how long a
// change made by another process (the CLI) can take to be seen. Entries remember their database, so test
// databases in one process never share them.
const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;
interface CachedSession {
  db: Db;
  session: Session;
  role: User['role'];
  shopId: string;
  until: number;
}
const recent = new Map<string, CachedSession>();

function readSession(db: Db, id: string, now: number): CachedSession | undefined {
  const hit = recent.get(id);
  if (hit && hit.db === db && hit.until > now) return hit;
  if (hit) recent.delete(id);
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = prepareStatements(db);
    statements.set(db, prepared);
  }
  const found = prepared.lookup.get({ id });
  if (!found) return undefined;
  const entry: CachedSession = { db, ...found, until: now + CACHE_TTL_MS };
  if (recent.size >= CACHE_MAX_ENTRIES) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
  recent.set(id, entry);
  return entry;
}

// PostgreSQL's lookup, built once per database: building the query (drizzle's SQL from the column objects) cost
// more CPU than the round trip when it was built per request (docs/decisions/052).
const joinedLookups = new WeakMap<Db, ReturnType<typeof prepareJoinedLookup>>();
function prepareJoinedLookup(db: Db) {
  return db
    .select({ session: sessions, user: users, shop: shops })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(shops, eq(shops.id, users.shopId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();
}

/** The session with the role and shop id permissions need, and readers of the full user and shop rows. */
interface FoundSession {
  session: Session;
  role: User['role'];
  shopId: string;
  user: () => User;
  shop: () => Shop;
}

/**
 * SQLite: the cached lookup above, the user and shop rows read on first use. PostgreSQL, where other instances
 * revoke sessions too: one joined read per request and no cache, so a revocation anywhere holds at once.
 */
async function findSession(db: Db, id: string, now: number): Promise<FoundSession | undefined> {
  if (DIALECT === 'postgres') {
    let lookup = joinedLookups.get(db);
    if (!lookup) {
      lookup = prepareJoinedLookup(db);
      joinedLookups.set(db, lookup);
    }
    const [row] = await lookup.execute({ id });
    return row && { session: row.session, role: row.user.role, shopId: row.shop.id, user: () => row.user, shop: () => row.shop };
  }
  const found = readSession(db, id, now);
  if (!found) return undefined;
  const prepared = statements.get(db);
  if (!prepared) throw new Error('Session statements were not prepared');
  return {
    session: found.session,
    role: found.role,
    shopId: found.shopId,
    ...lazyAccount(() => prepared.account.get({ id: found.session.userId })),
  };
}

/**
 * The session a token belongs to, renewed when due (the only write a request makes here: at most once per session in
 * RENEW_WITHIN_MS); null when unknown or expired (maintenance/prune deletes expired rows).
 */
export async function validateSessionToken(db: Db, token: string, now: Date): Promise<SessionResult | null> {
  const id = sha256(token);
  const found = await findSession(db, id, now.getTime());
  if (!found) return null;
  const { role, shopId, user, shop } = found;
  // An expired session is refused, not deleted: a GET writes nothing (docs/decisions/052); prune removes the row.
  if (now.getTime() >= found.session.expiresAt.getTime()) return null;
  const renewed = found.session.expiresAt.getTime() - now.getTime() < RENEW_WITHIN_MS;
  let session = { ...found.session };
  if (renewed) {
    session = { ...session, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) };
    const cached = recent.get(id);
    if (cached) cached.session = session;
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, session.id));
  }
  return {
    session: { ...session },
    role,
    shopId,
    renewed,
    get user() {
      return user();
    },
    get shop() {
      return shop();
    },
  };
}

export async function invalidateSession(db: DbOrTx, sessionId: string): Promise<void> {
  recent.delete(sessionId);
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Logs a user out everywhere: on password change, reset and email change. */
export async function invalidateUserSessions(db: DbOrTx, userId: string): Promise<void> {
  for (const [id, entry] of recent) if (entry.session.userId === userId) recent.delete(id);
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
