import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DIALECT, sessions, shops, users } from '../db/schema/index.ts';
import { bearer, createOwner, logIn, makeTestApp } from '../test/app.ts';
import { createSession, validateSessionToken } from './session.ts';

describe('session lookup', () => {
  it('notices a session revoked outside this process within five seconds', async () => {
    const { app, deps, clock } = await makeTestApp();
    const { user, password } = await createOwner(deps.db);
    const { token } = await logIn(app, user.email, password);
    const info = () => app.request('/api/v1/auth/user-info', { headers: bearer(token) });
    expect((await info()).status).toBe(200);

    // What the CLI or a second process would do: delete the row behind this process's back.
    await deps.db.delete(sessions).where(eq(sessions.userId, user.id));
    clock.advance(5_001);
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
