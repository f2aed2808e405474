// Team invites (issue 22 item 7, decision 062): an emailed one-time link where the member sets their own password;
// it expires, works once, can be resent (the earlier link dies) and revoked; only its hash is stored; any instance
// on the same database answers it.
import { DAY, DEFAULT_ROLE_MATRIX, INVITE_MESSAGES, INVITE_TTL_DAYS, ROLE_MESSAGES, seatsFullMessage } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, teamInvites, users } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { sha256 } from '../../lib/crypto.ts';
import { bearer, createMember, createOwner, json, lastEmailTo, logIn, makeTestApp } from '../../test/app.ts';
import type { InviteCheckDto, ShopEmailDto, TeamInviteDto, UserDto } from '../../types.ts';
import { PRIVATE_BODY } from '../emails/emails.handlers.ts';

type ErrorBody = { error: { message: string; code: string } };
const tess = { firstName: 'Tess', lastName: 'Tinter', email: 'tess@x.test', role: 'member' as const };

async function shop(planKey: 'pro' | null = 'pro') {
  const t = await makeTestApp({}, { PUBLIC_URL: 'https://studio.example.com' });
  const owner = await createOwner(t.deps.db, { firstName: 'Olivia', businessName: 'Alpha Wraps', ...(planKey ? { planKey } : {}) });
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  const invite = (body: unknown = tess, as = auth) => t.app.request('/api/v1/auth/invites', json('POST', body, as));
  /** The token of the invite link in the latest email to `to`. */
  const linkTo = async (to: string) => {
    const mail = await lastEmailTo(t.deps, to);
    const token = mail?.text.match(/https:\/\/studio\.example\.com\/invite\?token=([0-9a-f]{64})\b/)?.[1];
    if (!token) throw new Error(`No invite link to ${to}`);
    return token;
  };
  const check = async (token: string) => ((await (await t.app.request('/api/v1/auth/invite-check', json('POST', { token }))).json()) as { data: InviteCheckDto }).data;
  const accept = (token: string, password = 'my-own-password') => t.app.request('/api/v1/auth/accept-invite', json('POST', { token, password }));
  const list = async (as = auth) => ((await (await t.app.request('/api/v1/auth/invites', { headers: as })).json()) as { data: TeamInviteDto[] }).data;
  return { ...t, owner, auth, invite, linkTo, check, accept, list };
}

describe('team invites', () => {
  it('emails a one-time link; the member sets their own password, joins as invited and signs in', async () => {
    const t = await shop();
    const res = await t.invite();
    expect(res.status).toBe(201);
    const sent = (await res.json()) as { data: TeamInviteDto; message: string };
    expect(sent.message).toBe(INVITE_MESSAGES.sent('tess@x.test'));
    expect(sent.data).toMatchObject({ email: 'tess@x.test', role: { role: 'member', label: 'Member' }, status: 'pending' });
    expect(new Date(sent.data.expiresAt).getTime() - t.deps.now().getTime()).toBe(INVITE_TTL_DAYS * DAY);

    const mail = await lastEmailTo(t.deps, 'tess@x.test');
    expect(mail).toMatchObject({ tag: 'team-invite', subject: 'Olivia Owner invited you to Alpha Wraps on Wrapsmith', shop_id: t.owner.shop.id });
    expect(mail?.text).not.toMatch(/password is|Ask /);
    const token = await t.linkTo('tess@x.test');
    // Only the hash is stored.
    const row = await firstRow(t.deps.db.select().from(teamInvites).where(eq(teamInvites.id, sent.data._id)));
    expect(row?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    // The shop's email log shows the link to the owner (to hand over when no email provider delivers it), and to a
    // role that may see the settings but not manage the team, only that it was sent.
    const logOf = async (auth: Record<string, string>) =>
      ((await (await t.app.request('/api/v1/user/emails', { headers: auth })).json()) as { data: ShopEmailDto[] }).data.find((e) => e.tag === 'team-invite')?.text;
    expect(await logOf(t.auth)).toContain(token);
    const matrix = { ...DEFAULT_ROLE_MATRIX, member: { ...DEFAULT_ROLE_MATRIX.member, settings: 'view' } };
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', matrix, t.auth))).status).toBe(200);
    const reader = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const readerLog = await logOf(bearer((await logIn(t.app, reader.user.email, reader.password)).token));
    expect(readerLog).toBe(PRIVATE_BODY);

    expect(await t.check(token)).toMatchObject({ valid: true, email: 'tess@x.test', firstName: 'Tess', shopName: 'Alpha Wraps', role: { label: 'Member' } });
    const accepted = await t.accept(token);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ data: { email: 'tess@x.test' }, message: INVITE_MESSAGES.accepted });
    const { token: session } = await logIn(t.app, 'tess@x.test', 'my-own-password');
    const { user } = ((await (await t.app.request('/api/v1/auth/user-info', { headers: bearer(session) })).json()) as { data: { user: UserDto } }).data;
    expect(user).toMatchObject({ role: { role: 'member' }, parentId: t.owner.user.id, shop: { _id: t.owner.shop.id }, emailVerified: true });
    expect(await t.list()).toEqual([]);
    const note = await firstRow(t.deps.db.select().from(notifications).where(eq(notifications.userId, t.owner.user.id)));
    expect(note?.body).toBe('Tess Tinter accepted the invite and joined Alpha Wraps as Member.');
  });

  it('works once: a second use, even at the same moment, is refused and creates no one', async () => {
    const t = await shop();
    await t.invite();
    const token = await t.linkTo('tess@x.test');
    const both = await Promise.all([t.accept(token, 'first-password'), t.accept(token, 'second-password')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 410]);
    const again = await t.accept(token, 'third-password');
    expect(again.status).toBe(410);
    expect(((await again.json()) as ErrorBody).error).toEqual({ code: 'INVITE_USED', message: INVITE_MESSAGES.used });
    expect(await t.check(token)).toEqual({ valid: false, reason: 'used', message: INVITE_MESSAGES.used });
    expect(await t.deps.db.select().from(users).where(eq(users.email, 'tess@x.test'))).toHaveLength(1);
  });

  it(`expires after ${INVITE_TTL_DAYS} days; a resend sends a new link that works, and the old one no longer does`, async () => {
    const t = await shop();
    await t.invite();
    const old = await t.linkTo('tess@x.test');
    t.clock.advance(INVITE_TTL_DAYS * DAY);
    expect(await t.check(old)).toEqual({ valid: false, reason: 'expired', message: INVITE_MESSAGES.expired });
    const late = await t.accept(old);
    expect(late.status).toBe(410);
    expect(((await late.json()) as ErrorBody).error).toEqual({ code: 'INVITE_EXPIRED', message: INVITE_MESSAGES.expired });
    const [expired] = await t.list();
    expect(expired).toMatchObject({ email: 'tess@x.test', status: 'expired' });

    const resent = await t.app.request(`/api/v1/auth/invites/${expired?._id}/resend`, { method: 'POST', headers: t.auth });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ data: { status: 'pending' }, message: INVITE_MESSAGES.resent('tess@x.test') });
    const fresh = await t.linkTo('tess@x.test');
    expect(fresh).not.toBe(old);
    const dead = await t.accept(old);
    expect(dead.status).toBe(400);
    expect(((await dead.json()) as ErrorBody).error).toEqual({ code: 'INVITE_INVALID', message: INVITE_MESSAGES.invalid });
    expect((await t.accept(fresh)).status).toBe(200);
  });

  it('a resend of a pending invite kills its earlier link at once', async () => {
    const t = await shop();
    const { data } = (await (await t.invite()).json()) as { data: TeamInviteDto };
    const first = await t.linkTo('tess@x.test');
    t.clock.advance(1000);
    expect((await t.app.request(`/api/v1/auth/invites/${data._id}/resend`, { method: 'POST', headers: t.auth })).status).toBe(200);
    expect((await t.check(first)).valid).toBe(false);
    expect((await t.check(await t.linkTo('tess@x.test'))).valid).toBe(true);
  });

  it('a revoked invite’s link stops working, and it leaves the list', async () => {
    const t = await shop();
    const { data } = (await (await t.invite()).json()) as { data: TeamInviteDto };
    const token = await t.linkTo('tess@x.test');
    const revoked = await t.app.request(`/api/v1/auth/invites/${data._id}`, { method: 'DELETE', headers: t.auth });
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ message: INVITE_MESSAGES.revoked });
    expect(await t.check(token)).toEqual({ valid: false, reason: 'revoked', message: INVITE_MESSAGES.revokedLink });
    const used = await t.accept(token);
    expect(used.status).toBe(410);
    expect(((await used.json()) as ErrorBody).error.code).toBe('INVITE_REVOKED');
    expect(await t.list()).toEqual([]);
    expect((await t.app.request(`/api/v1/auth/invites/${data._id}`, { method: 'DELETE', headers: t.auth })).status).toBe(404);
    expect((await t.app.request(`/api/v1/auth/invites/${data._id}/resend`, { method: 'POST', headers: t.auth })).status).toBe(404);
    // Revoked, the address can be invited again.
    expect((await t.invite()).status).toBe(201);
  });

  it('a pending invite holds a seat; a taken or already invited address is refused', async () => {
    const t = await shop(null); // no plan: 2 seats, the owner's and one more
    expect((await t.invite()).status).toBe(201);
    const seats = (await (await t.app.request('/api/v1/auth/users-list', { headers: t.auth })).json()) as { seats: unknown };
    expect(seats.seats).toEqual({ used: 2, invited: 1, limit: 2, planName: null });
    const full = await t.invite({ ...tess, email: 'sam@x.test' });
    expect(full.status).toBe(409);
    expect(((await full.json()) as ErrorBody).error).toEqual({ code: 'SEATS_FULL', message: seatsFullMessage({ limit: 2, planName: null }) });
    const added = await t.app.request('/api/v1/auth/add-user', json('POST', { ...tess, email: 'sam@x.test', password: 'sam-password-1' }, t.auth));
    expect(added.status).toBe(409);
    const twice = await t.invite();
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as ErrorBody).error.message).toBe(INVITE_MESSAGES.alreadyInvited);
    const taken = await t.invite({ ...tess, email: t.owner.user.email });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).error.message).toBe(INVITE_MESSAGES.alreadyMember);
    expect(await t.deps.db.select().from(teamInvites)).toHaveLength(1);
  });

  it('refuses an address that signed up elsewhere meanwhile, and spends nothing', async () => {
    const t = await shop();
    await t.invite();
    const token = await t.linkTo('tess@x.test');
    await createOwner(t.deps.db, { email: 'tess@x.test' });
    const res = await t.accept(token);
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toBe(INVITE_MESSAGES.alreadyMember);
    expect((await t.check(token)).valid).toBe(true);
  });

  it('is the Team area’s, and no one invites or manages above their own role', async () => {
    const t = await shop();
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    const refused = await t.invite(tess, memberAuth);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.message).toBe(ROLE_MESSAGES.forbidden('Team'));
    expect((await t.app.request('/api/v1/auth/invites', { headers: memberAuth })).status).toBe(403);
    // The owner lets Members manage the team: they invite Members, not Shop Managers.
    const matrix = { ...DEFAULT_ROLE_MATRIX, member: { ...DEFAULT_ROLE_MATRIX.member, team: 'edit' } };
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', matrix, t.auth))).status).toBe(200);
    expect((await t.invite(tess, memberAuth)).status).toBe(201);
    const manager = await t.invite({ ...tess, email: 'boss@x.test', role: 'shop-man' }, memberAuth);
    expect(manager.status).toBe(403);
    expect(((await manager.json()) as ErrorBody).error.message).toBe(ROLE_MESSAGES.manageRole('Shop Manager'));
    // The owner's Shop Manager invite is not theirs to revoke.
    const { data } = (await (await t.invite({ ...tess, email: 'boss@x.test', role: 'shop-man' })).json()) as { data: TeamInviteDto };
    expect((await t.app.request(`/api/v1/auth/invites/${data._id}`, { method: 'DELETE', headers: memberAuth })).status).toBe(403);
  });

  it("keeps each shop's invites to itself", async () => {
    const t = await shop();
    const { data } = (await (await t.invite()).json()) as { data: TeamInviteDto };
    const other = await createOwner(t.deps.db, { businessName: 'Beta Films' });
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    expect(await t.list(otherAuth)).toEqual([]);
    expect((await t.app.request(`/api/v1/auth/invites/${data._id}/resend`, { method: 'POST', headers: otherAuth })).status).toBe(404);
    expect((await t.app.request(`/api/v1/auth/invites/${data._id}`, { method: 'DELETE', headers: otherAuth })).status).toBe(404);
    expect(await t.list()).toHaveLength(1);
  });

  it('answers an invite made on one instance on another that shares the database', async () => {
    const t = await shop();
    const second = await makeTestApp({ db: t.deps.db, now: t.deps.now }, { PUBLIC_URL: 'https://studio.example.com' });
    await t.invite();
    const token = await t.linkTo('tess@x.test');
    expect((await second.app.request('/api/v1/auth/invite-check', json('POST', { token }))).status).toBe(200);
    expect((await second.app.request('/api/v1/auth/accept-invite', json('POST', { token, password: 'from-elsewhere' }))).status).toBe(200);
    expect((await t.accept(token)).status).toBe(410);
    await expect(logIn(t.app, 'tess@x.test', 'from-elsewhere')).resolves.toHaveProperty('token');
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const t = await shop();
    for (const body of [{ ...tess, role: 'owner' }, { ...tess, email: 'nope' }, { ...tess, password: 'x' }, { email: 'a@x.test' }]) {
      const res = await t.invite(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorBody).error.message).toBeTruthy();
    }
    expect((await t.accept('short')).status).toBe(400);
    expect((await t.accept('f'.repeat(64), 'x')).status).toBe(400);
    expect(await t.deps.db.select().from(teamInvites)).toHaveLength(0);
  });
});
