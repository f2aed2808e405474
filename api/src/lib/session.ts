// Database sessions after the pattern the lucia maintainers recommend: random token, stored as its sha256,
// 30-day expiry renewed while in use, revocable one by one or for a whole user.
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Db, DbOrTx } from '../db/client.ts';
import { DIALECT, sessions, shops, users, type Session, type Shop, type User } from '../db/schema/index.ts';
import { generationOf } from '../db/generation.ts';
import { forShop, type ShopScope } from '../db/scope.ts';
import type { Viewer } from './context.ts';
import { randomToken, sha256 } from './crypto.ts';
import { DAY, permissionsFor, readRoleMatrix, type Permissions, type RoleMatrix } from '@wrapsmith/core';

export const SESSION_COOKIE = 'ws_session';
export const SESSION_TTL_MS = 30 * DAY;
/** A session used in its last 15 days is pushed out to a full 30 again. */
const RENEW_WITHIN_MS = 15 * DAY;

/**
 * A valid session: the session, the role and shop id permissions need, the user and shop rows (read on first use:
 * catalogue reads never need them) and the shop's scope (made on first use). It is the viewer handlers see.
 */
export class SessionResult implements Viewer {
  #scope: ShopScope | undefined;
  constructor(
    private readonly db: Db,
    private readonly found: FoundSession,
    readonly session: Session,
    /** True when this request pushed the expiry out, so the cookie should be re-sent. */
    readonly renewed: boolean,
  ) {}
  get role(): User['role'] {
    return this.found.role;
  }
  get shopId(): string {
    return this.found.shopId;
  }
  get user(): User {
    return accountOf(this.db, this.found).user;
  }
  get shop(): Shop {
    return accountOf(this.db, this.found).shop;
  }
  get scope(): ShopScope {
    return (this.#scope ??= forShop(this.found.shopId));
  }
  get permissions(): Permissions {
    return permissionsFor(this.found.role, roleMatrixOf(this.shop));
  }
}

// The matrix parsed once per shop row: rows are kept and shared while the database stands (decision 053).
const matrices = new WeakMap<Shop, RoleMatrix>();
/** The shop's role matrix (decision 062): the owner's adjustments, the defaults where there are none. */
export function roleMatrixOf(shop: Shop): RoleMatrix {
  let matrix = matrices.get(shop);
  if (!matrix) {
    matrix = readRoleMatrix(shop.roleMatrix);
    matrices.set(shop, matrix);
  }
  return matrix;
}

export async function createSession(db: DbOrTx, userId: string, now: Date): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const session: Session = { id: sha256(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS), createdAt: now };
  await db.insert(sessions).values(session);
  return { token, session };
}

// Looked up on every authenticated request, so the statements are prepared once per database. The lookup reads
// only what authentication and permissions need (the session, the role, the shop id); the full user and shop rows
// are read together when a handler first asks for either, which read-only catalogue routes never do.
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
function statementsOf(db: Db) {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = prepareStatements(db);
    statements.set(db, prepared);
  }
  return prepared;
}

/** The session with the role and shop id permissions need, and the user and shop rows once read. */
interface FoundSession {
  session: Session;
  role: User['role'];
  shopId: string;
  account?: { user: User; shop: Shop };
}

// Sessions validated in this process, with their user and shop rows once read, kept while the database's generation
// (db/generation.ts) stands. On SQLite any row written on this connection (a logout, a password change, a removed
// team member, a renewal, a credit spent) drops them all at once, another process's commit (the CLI) within a second.
// On PostgreSQL a change to sessions, users or shops committed anywhere drops them when its notice arrives
// (milliseconds), this instance's own writes at once; while the instance is not listening nothing is kept, and every
// request reads (docs/decisions/053). Keyed by the token itself, so a hit costs no hash. Entries remember their
// database, so test databases in one process never share them.
const CACHE_MAX_ENTRIES = 10_000;
/**
 * PostgreSQL only, a backstop: an entry is read again after this long whatever the notices said, which bounds what a
 * listening connection lost without a word could hide before its heartbeat notices (db/generation.ts).
 */
const PG_ENTRY_MAX_AGE_MS = 30_000;
interface CachedSession extends FoundSession {
  db: Db;
  generation: number;
  /** Wall-clock time after which the entry is read again (PostgreSQL). */
  until: number;
}
const recent = new Map<string, CachedSession>();

async function findSession(db: Db, token: string): Promise<FoundSession | undefined> {
  // Taken before the read: a notice that arrives while a PostgreSQL read is under way leaves its answer stale at once.
  const generation = generationOf(db);
  const hit = recent.get(token);
  if (hit && hit.db === db && hit.generation === generation && hit.until > Date.now()) return hit;
  const found = DIALECT === 'postgres' ? await readPgSession(db, token) : statementsOf(db).lookup.get({ id: sha256(token) });
  if (!found) {
    if (hit) recent.delete(token);
    return undefined;
  }
  if (generation === undefined) return found;
  if (!hit && recent.size >= CACHE_MAX_ENTRIES) {
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
  const until = DIALECT === 'postgres' ? Date.now() + PG_ENTRY_MAX_AGE_MS : Infinity;
  const entry: CachedSession = { db, generation, until, ...found, session: Object.freeze(found.session) };
  recent.set(token, entry);
  return entry;
}

// PostgreSQL's lookup, built once per database: building the query (drizzle's SQL from the column objects) cost
// more CPU than the round trip when it was built per request (docs/decisions/052). It reads the user and shop rows
// with the session: a second round trip would cost more than the columns.
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

async function readPgSession(db: Db, token: string): Promise<FoundSession | undefined> {
  let lookup = joinedLookups.get(db);
  if (!lookup) {
    lookup = prepareJoinedLookup(db);
    joinedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ id: sha256(token) });
  return row && { session: row.session, role: row.user.role, shopId: row.shop.id, account: frozen(row) };
}

/** Rows a kept session shares with every request of its generation: a handler changing one in place throws, not leaks. */
const frozen = (rows: { user: User; shop: Shop }) => ({ user: Object.freeze(rows.user), shop: Object.freeze(rows.shop) });

/** The user and shop rows of a found session, read together on first use and kept with it. */
function accountOf(db: Db, found: FoundSession): { user: User; shop: Shop } {
  if (found.account === undefined) {
    const rows = statementsOf(db).account.get({ id: found.session.userId });
    // The session row references the user (ON DELETE CASCADE), so a live session without its rows is a bug.
    if (rows === undefined) throw new Error("The session's user or shop is missing");
    found.account = frozen(rows);
  }
  return found.account;
}

/**
 * The session a token belongs to, renewed when due (the only write a request makes here: at most once per session in
 * RENEW_WITHIN_MS); null when unknown or expired (maintenance/prune deletes expired rows).
 */
export async function validateSessionToken(db: Db, token: string, now: Date): Promise<SessionResult | null> {
  const found = await findSession(db, token);
  if (!found) return null;
  // An expired session is refused, not deleted: a GET writes nothing (docs/decisions/052); prune removes the row.
  const expiresAt = found.session.expiresAt.getTime();
  if (now.getTime() >= expiresAt) return null;
  const renewed = expiresAt - now.getTime() < RENEW_WITHIN_MS;
  if (!renewed) return new SessionResult(db, found, found.session, false);
  const session = Object.freeze({ ...found.session, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, session.id));
  return new SessionResult(db, found, session, true);
}

// Revocations need not touch the cache above: the deleted rows move the database's generation.
export async function invalidateSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Logs a user out everywhere: on password change, reset and email change. */
export async function invalidateUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', expires: expiresAt });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
