import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DIALECT, sessions, shops, users } from '../db/schema/index.ts';
import type { Pool } from 'pg';
import type { Db } from '../db/client.ts';
import { generationOf } from '../db/generation.ts';
import { bearer, createOwner, eventually, logIn, makeTestApp, twoConnections } from '../test/app.ts';
import { createSession, validateSessionToken } from './session.ts';

/** Connections LISTENing on this PostgreSQL database. */
async function listenerCount(db: Db): Promise<number> {
  const { rows } = await (db.$client as unknown as Pool).query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and state = 'idle'`,
  );
  return rows[0]?.n ?? 0;
}

describe('session lookup', () => {
  it('refuses a session revoked in this process at once, and shows changed account rows at once', async () => {
    const { app, deps } = await makeTestApp();
    const { user, password } = await createOwner(deps.db);
    const { token } = await logIn(app, user.email, password);
    const info = () => app.request('/api/v1/auth/user-info', { headers: bearer(token) });
    expect((await info()).status).toBe(200);

    await deps.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
    expect(((await (await info()).json()) as { data: { user: { firstName: string } } }).data.user.firstName).toBe('Renamed');

    // Behind the API's back, with no clock moved: the write itself makes every cached session stale.
    await deps.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await info()).status).toBe(401);
  });

  it("sees another instance's or process's change: within a second on SQLite, when the notice arrives on PostgreSQL", async () => {
    const [here, elsewhere] = await twoConnections();
    const { app } = await makeTestApp({ db: here });
    const { user, password } = await createOwner(here);
    const { token } = await logIn(app, user.email, password);
    const firstName = async () => {
      const res = await app.request('/api/v1/auth/user-info', { headers: bearer(token) });
      return res.status === 200 ? ((await res.json()) as { data: { user: { firstName: string } } }).data.user.firstName : res.status;
    };
    expect(await firstName()).toBe('Olivia');
    expect(await firstName()).toBe('Olivia');

    // What another instance, the CLI or an operator's SQL would do, on a connection of its own.
    await elsewhere.update(users).set({ firstName: 'Changed' }).where(eq(users.id, user.id));
    expect(await eventually(firstName, 'Changed')).toBe('Changed');
    await elsewhere.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await eventually(firstName, 401)).toBe(401);
  });

  it.skipIf(DIALECT !== 'postgres')('asks PostgreSQL nothing for a session it keeps, once it listens', async () => {
    const { app, deps } = await makeTestApp();
    const { user, password } = await createOwner(deps.db);
    const { token } = await logIn(app, user.email, password);
    const info = () => app.request('/api/v1/auth/user-info', { headers: bearer(token) });
    // The first lookup starts the listening connection; until it listens, every request reads.
    expect((await info()).status).toBe(200);
    expect(await eventually(async () => generationOf(deps.db) !== undefined, true)).toBe(true);
    expect((await info()).status).toBe(200);
    const queries = vi.spyOn(deps.db.$client as unknown as Pool, 'query');
    for (let i = 0; i < 3; i++) expect((await info()).status).toBe(200);
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
  });

  it.skipIf(DIALECT !== 'postgres')('keeps nothing while its listening connection is lost, and listens again', async () => {
    const [here, elsewhere] = await twoConnections();
    const { app } = await makeTestApp({ db: here });
    const { user, password } = await createOwner(here);
    const { token } = await logIn(app, user.email, password);
    const info = () => app.request('/api/v1/auth/user-info', { headers: bearer(token) });
    expect((await info()).status).toBe(200);
    await eventually(() => listenerCount(elsewhere), 1);

    // The server ends the listening connection: until it listens again every request reads the session.
    await (elsewhere.$client as unknown as Pool).query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    await eventually(() => listenerCount(elsewhere), 0);
    await elsewhere.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await info()).status).toBe(401);
    expect(await eventually(() => listenerCount(elsewhere), 1)).toBe(1);
  });

  it('reads the role and shop id up front and the full user and shop rows only when asked, then fresh', async () => {
    const { deps } = await makeTestApp();
    const { user, shop } = await createOwner(deps.db, { businessName: 'Lazy Wraps' });
    const { token } = await createSession(deps.db, user.id, deps.now());
    const found = await validateSessionToken(deps.db, token, deps.now());
    expect(found).toMatchObject({ role: 'owner', shopId: shop.id, renewed: false });

    await deps.db.update(shops).set({ name: 'Renamed Wraps' }).where(eq(shops.id, shop.id));
    await deps.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
    // SQLite reads the rows when first asked; PostgreSQL with the session, one joined read per request (no cache,
    // so other instances' changes and sign-outs show at once): there the next request sees the change.
    const read = DIALECT === 'postgres' ? await validateSessionToken(deps.db, token, deps.now()) : found;
    expect(read?.shop.name).toBe('Renamed Wraps');
    expect(read?.user.firstName).toBe('Renamed');
  });

  it('keeps sessions of two databases in one process apart', async () => {
    const one = await makeTestApp();
    const two = await makeTestApp();
    const { user } = await createOwner(one.deps.db);
    const { token } = await createSession(one.deps.db, user.id, one.deps.now());
    expect(await validateSessionToken(one.deps.db, token, one.deps.now())).not.toBeNull();
    expect(await validateSessionToken(two.deps.db, token, two.deps.now())).toBeNull();
  });
});
