import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DIALECT, sessions, shops, users } from '../db/schema/index.ts';
import path from 'node:path';
import { openDb } from '../db/client.ts';
import { DATA_VERSION_CHECK_MS } from '../db/generation.ts';
import { bearer, createOwner, logIn, makeTestApp, tempDir } from '../test/app.ts';
import { createSession, validateSessionToken } from './session.ts';

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

  it.skipIf(DIALECT === 'postgres')('refuses a session revoked by another process on the same file within a second', async () => {
    const file = path.join(tempDir(), 'wrapsmith.sqlite');
    const { app, deps } = await makeTestApp({ db: openDb(file) });
    const { user, password } = await createOwner(deps.db);
    const { token } = await logIn(app, user.email, password);
    const info = () => app.request('/api/v1/auth/user-info', { headers: bearer(token) });
    expect((await info()).status).toBe(200);

    // What the CLI would do: its own connection deletes the row.
    const cli = openDb(file);
    await cli.delete(sessions).where(eq(sessions.userId, user.id));
    cli.$client.close();
    await new Promise((resolve) => setTimeout(resolve, DATA_VERSION_CHECK_MS + 50));
    expect((await info()).status).toBe(401);
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
