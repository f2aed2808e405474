import { AUTH_MESSAGES, ROLE_MESSAGES, seatsFullMessage } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { ACCOUNT_ERRORS } from '../../services/accounts/index.ts';
import { bearer, createMember, createOwner, json, lastEmailTo, logIn, makeTestApp } from '../../test/app.ts';
import type { UserDto } from '../../types.ts';
import { firstRow } from '../../db/tx.ts';

type ErrorBody = { error: { message: string; code: string } };
const newMember = { firstName: 'Tess', lastName: 'Tinter', email: 'tess@x.test', password: 'tint-all-day' };

/** Two shops, each with an owner and one Shop Manager, all logged in; Alpha is on Pro (5 seats), Beta has no plan. */
async function twoShops() {
  const t = await makeTestApp({}, { PUBLIC_URL: 'https://studio.example.com' });
  const a = await createOwner(t.deps.db, { businessName: 'Alpha Wraps', planKey: 'pro' });
  const aMember = await createMember(t.deps.db, a.user);
  const b = await createOwner(t.deps.db, { businessName: 'Beta Films' });
  const bMember = await createMember(t.deps.db, b.user);
  const tokens = {
    aOwner: (await logIn(t.app, a.user.email, a.password)).token,
    aMember: (await logIn(t.app, aMember.user.email, aMember.password)).token,
    bOwner: (await logIn(t.app, b.user.email, b.password)).token,
  };
  return { ...t, a, aMember, b, bMember, tokens };
}

describe('team members', () => {
  it('lets the owner add a verified member who gets an invite email and can log in', async () => {
    const { app, deps, a, tokens } = await twoShops();
    const res = await app.request('/api/v1/auth/add-user', json('POST', newMember, bearer(tokens.aOwner)));
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { user: UserDto } };
    expect(data.user).toMatchObject({
      email: 'tess@x.test',
      parentId: a.user.id,
      role: { role: 'shop-man', label: 'Shop Manager' },
      shop: { _id: a.shop.id },
      emailVerified: true,
    });
    const invite = await lastEmailTo(deps, 'tess@x.test');
    expect(invite?.tag).toBe('team-added');
    expect(invite?.text).toContain('Alpha Wraps');
    expect(invite?.text).toContain('https://studio.example.com/login');
    // Never "ask <owner> for your password" (issue 22): the way to a password of their own.
    expect(invite?.text).not.toMatch(/\bAsk\b/);
    expect(invite?.text).toContain('Forgot password?');
    expect(invite?.html).toContain('Alpha Wraps');
    expect(invite?.shop_id).toBe(a.shop.id);
    const note = await firstRow(deps.db.select().from(notifications).where(eq(notifications.title, 'New team member')));
    expect(note).toMatchObject({ shopId: a.shop.id, userId: a.user.id, body: 'Tess Tinter joined Alpha Wraps as Shop Manager.' });
    await expect(logIn(app, 'tess@x.test', 'tint-all-day')).resolves.toHaveProperty('token');
  });

  it('adds a plain member when asked and refuses a taken email with 409', async () => {
    const { app, tokens, bMember } = await twoShops();
    const member = await app.request('/api/v1/auth/add-user', json('POST', { ...newMember, role: 'member' }, bearer(tokens.aOwner)));
    expect(((await member.json()) as { data: { user: UserDto } }).data.user.role).toEqual({ role: 'member', label: 'Member' });
    const taken = await app.request('/api/v1/auth/add-user', json('POST', { ...newMember, email: bMember.user.email }, bearer(tokens.aOwner)));
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.memberEmailTaken);
  });

  it('forbids team changes to a plain Member, and the owner to everyone but the owner', async () => {
    const { app, deps, tokens, aMember, a } = await twoShops();
    const plain = await createMember(deps.db, a.user, { role: 'member' });
    const plainToken = (await logIn(app, plain.user.email, plain.password)).token;
    const before = (await deps.db.select().from(users)).length;
    const calls = [
      app.request('/api/v1/auth/add-user', json('POST', newMember, bearer(plainToken))),
      app.request('/api/v1/auth/delete-user', json('DELETE', { userId: aMember.user.id }, bearer(plainToken))),
      app.request('/api/v1/auth/reset-password-request', json('POST', { userId: aMember.user.id }, bearer(plainToken))),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).error.message).toBe(ROLE_MESSAGES.forbidden('Team'));
    }
    // A Shop Manager manages the team, but never the owner.
    const onOwner = [
      app.request('/api/v1/auth/delete-user', json('DELETE', { userId: a.user.id }, bearer(tokens.aMember))),
      app.request('/api/v1/auth/reset-password-request', json('POST', { userId: a.user.id }, bearer(tokens.aMember))),
    ];
    expect((await Promise.all(onOwner)).map((r) => r.status)).toEqual([400, 403]);
    expect(await deps.db.select().from(users)).toHaveLength(before);
  });

  it("lists only the caller's own shop's members", async () => {
    const { app, tokens, aMember, bMember } = await twoShops();
    for (const [token, expected] of [
      [tokens.aOwner, aMember.user.id],
      [tokens.aMember, aMember.user.id],
      [tokens.bOwner, bMember.user.id],
    ] as const) {
      const res = await app.request('/api/v1/auth/users-list', { headers: bearer(token) });
      const { data } = (await res.json()) as { data: UserDto[] };
      expect(data.map((u) => u._id)).toEqual([expected]);
    }
  });

  it("deletes a member with their sessions, and answers 404 for another shop's member", async () => {
    const { app, deps, tokens, aMember, bMember } = await twoShops();
    // Signed in and recently seen, so the removal must reach the session cache too, not only the table.
    expect((await app.request('/api/v1/auth/user-info', { headers: bearer(tokens.aMember) })).status).toBe(200);
    const cross = await app.request('/api/v1/auth/delete-user', json('DELETE', { userId: bMember.user.id }, bearer(tokens.aOwner)));
    expect(cross.status).toBe(404);
    expect(((await cross.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.userNotFound);
    expect(await firstRow(deps.db.select().from(users).where(eq(users.id, bMember.user.id)))).toBeDefined();

    const res = await app.request('/api/v1/auth/delete-user', json('DELETE', { userId: aMember.user.id }, bearer(tokens.aOwner)));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.deleteSuccess });
    expect(await firstRow(deps.db.select().from(users).where(eq(users.id, aMember.user.id)))).toBeUndefined();
    expect((await app.request('/api/v1/auth/user-info', { headers: bearer(tokens.aMember) })).status).toBe(401);
  });

  it('will not delete the owner', async () => {
    const { app, tokens, a } = await twoShops();
    const res = await app.request('/api/v1/auth/delete-user', json('DELETE', { userId: a.user.id }, bearer(tokens.aOwner)));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.cannotRemoveOwner);
  });

  it("emails a member a reset link, and answers 404 for another shop's member", async () => {
    const { app, deps, tokens, aMember, bMember } = await twoShops();
    // Signed in and recently seen, so the removal must reach the session cache too, not only the table.
    expect((await app.request('/api/v1/auth/user-info', { headers: bearer(tokens.aMember) })).status).toBe(200);
    const cross = await app.request('/api/v1/auth/reset-password-request', json('POST', { userId: bMember.user.id }, bearer(tokens.aOwner)));
    expect(cross.status).toBe(404);
    expect(await lastEmailTo(deps, bMember.user.email)).toBeUndefined();

    const res = await app.request('/api/v1/auth/reset-password-request', json('POST', { userId: aMember.user.id }, bearer(tokens.aOwner)));
    expect(res.status).toBe(200);
    const mail = await lastEmailTo(deps, aMember.user.email);
    expect(mail?.tag).toBe('password-reset');
    const token = mail?.text.match(/reset-password\?token=([0-9a-f]{64})/)?.[1];
    const reset = await app.request('/api/v1/auth/reset-password', json('POST', { token, newPassword: 'member-new-password' }));
    expect(reset.status).toBe(200);
    await expect(logIn(app, aMember.user.email, 'member-new-password')).resolves.toHaveProperty('token');
  });

  it('counts seats (owner included) against the plan and refuses a member beyond them, writing nothing', async () => {
    const { app, deps, tokens } = await twoShops();
    const list = await app.request('/api/v1/auth/users-list', { headers: bearer(tokens.bOwner) });
    expect(((await list.json()) as { seats: unknown }).seats).toEqual({ used: 2, invited: 0, limit: 2, planName: null });
    const before = (await deps.db.select().from(users)).length;
    const full = await app.request('/api/v1/auth/add-user', json('POST', newMember, bearer(tokens.bOwner)));
    expect(full.status).toBe(409);
    expect(((await full.json()) as ErrorBody).error).toEqual({
      code: 'SEATS_FULL',
      message: seatsFullMessage({ limit: 2, planName: null }),
    });
    expect(await deps.db.select().from(users)).toHaveLength(before);
    expect(await lastEmailTo(deps, newMember.email)).toBeUndefined();
  });

  it("fills a plan's seats exactly, even when the adds arrive at once", async () => {
    const { app, deps, a, tokens } = await twoShops();
    // Alpha is on Pro: 5 seats, 2 taken (owner and a Shop Manager), so 3 of 6 concurrent adds succeed.
    const adds = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.request('/api/v1/auth/add-user', json('POST', { ...newMember, email: `crew-${i}@x.test` }, bearer(tokens.aOwner))),
      ),
    );
    expect(adds.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await deps.db.select().from(users).where(eq(users.shopId, a.shop.id))).toHaveLength(5);
    const list = await app.request('/api/v1/auth/users-list', { headers: bearer(tokens.aOwner) });
    expect(((await list.json()) as { seats: unknown }).seats).toEqual({ used: 5, invited: 0, limit: 5, planName: 'Pro' });
    // A page of the team: data stays the list the spec reads, the seats still count the whole shop.
    const page = await app.request('/api/v1/auth/users-list?pageSize=3&page=2', { headers: bearer(tokens.aOwner) });
    const second = (await page.json()) as { data: UserDto[]; page: number; pageSize: number; total: number; seats: unknown };
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 4, seats: { used: 5 } });
    expect(second.data).toHaveLength(1);
    expect((await app.request('/api/v1/auth/users-list?pageSize=0', { headers: bearer(tokens.aOwner) })).status).toBe(400);
    const refused = (await Promise.all(adds.filter((r) => r.status === 409).map((r) => r.json()))) as ErrorBody[];
    expect(new Set(refused.map((b) => b.error.message))).toEqual(new Set([seatsFullMessage({ limit: 5, planName: 'Pro' })]));
  });
});
