import type { Paged } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { createMember, createOwner } from '../../seed/factories.ts';
import { bearer, json, logIn, makeTestApp, otpSentTo } from '../../test/app.ts';
import type { ShopEmailDto } from '../../types.ts';
import { PRIVATE_BODY } from './emails.handlers.ts';

type ListBody = Paged<ShopEmailDto>;

async function setup() {
  const t = await makeTestApp();
  const password = 'correct-horse-1';
  const a = await createOwner(t.deps.db, { email: 'owner-a@example.com', password, businessName: 'Shop A', planKey: 'pro' });
  const b = await createOwner(t.deps.db, { email: 'owner-b@example.com', password, businessName: 'Shop B' });
  const member = await createMember(t.deps.db, a.user, { email: 'member-a@example.com', password, role: 'shop-man' });
  const ownerA = await logIn(t.app, 'owner-a@example.com', password);
  const ownerB = await logIn(t.app, 'owner-b@example.com', password);
  return { ...t, a, b, member, ownerA, ownerB, password };
}

describe('GET /api/v1/user/emails', () => {
  it("lists the shop's own emails, newest first, hiding sign-in codes and reset links", async () => {
    const t = await setup();
    const invite = await t.app.request(
      '/api/v1/auth/add-user',
      json('POST', { firstName: 'Nia', lastName: 'Lee', email: 'nia@example.com', password: 'another-pass-1' }, bearer(t.ownerA.token)),
    );
    expect(invite.status).toBe(201);
    t.clock.advance(1000);
    expect((await t.app.request('/api/v1/auth/forgot-password-request', json('POST', { email: 'owner-a@example.com' }))).status).toBe(200);

    const res = await t.app.request('/api/v1/user/emails', { headers: bearer(t.ownerA.token) });
    expect(res.status).toBe(200);
    const list = (await res.json()) as ListBody;
    expect(list.data.map((e) => e.tag)).toEqual(['password-reset', 'team-added']);
    expect(list).toMatchObject({ page: 1, pageSize: 25, total: 2 });
    const second = (await (await t.app.request('/api/v1/user/emails?pageSize=1&page=2', { headers: bearer(t.ownerA.token) })).json()) as ListBody;
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(second.data.map((e) => e.tag)).toEqual(['team-added']);
    const [reset, inviteEmail] = list.data;
    expect(reset?.text).toBe(PRIVATE_BODY);
    expect(inviteEmail).toMatchObject({ to: 'nia@example.com', provider: 'outbox', status: 'stored' });
    expect(inviteEmail?.text).toContain('nia@example.com');
  });

  it("never shows a member's verification code or undo link to the owner, in the subject or the body (issue 23 item 13)", async () => {
    const t = await setup();
    const member = await logIn(t.app, 'member-a@example.com', t.password);
    const change = await t.app.request(
      '/api/v1/user/',
      json('PUT', { firstName: 'Mia', lastName: 'Moe', email: 'mia-new@example.com', currentPassword: t.password }, bearer(member.token)),
    );
    expect(change.status).toBe(200);
    const code = await otpSentTo(t.deps, 'mia-new@example.com');
    const list = (await (await t.app.request('/api/v1/user/emails', { headers: bearer(t.ownerA.token) })).json()) as ListBody;
    const otp = list.data.find((e) => e.tag === 'otp');
    const undo = list.data.find((e) => e.tag === 'email-changed');
    expect(otp).toMatchObject({ to: 'mia-new@example.com', text: PRIVATE_BODY });
    expect(undo).toMatchObject({ to: 'member-a@example.com', text: PRIVATE_BODY });
    expect(JSON.stringify(list)).not.toContain(code);
    expect(JSON.stringify(list)).not.toMatch(/undo-email-change\?token/);
  });

  it("never shows another shop's emails", async () => {
    const t = await setup();
    await t.app.request(
      '/api/v1/auth/add-user',
      json('POST', { firstName: 'Nia', lastName: 'Lee', email: 'nia@example.com', password: 'another-pass-1' }, bearer(t.ownerA.token)),
    );
    const res = await t.app.request('/api/v1/user/emails', { headers: bearer(t.ownerB.token) });
    expect((await res.json()) as ListBody).toMatchObject({ data: [], total: 0 });
  });

  it('is for roles with the Settings area (not a plain Member) and validates the page', async () => {
    const t = await setup();
    const manager = await logIn(t.app, 'member-a@example.com', t.password);
    expect((await t.app.request('/api/v1/user/emails', { headers: bearer(manager.token) })).status).toBe(200);
    await createMember(t.deps.db, t.a.user, { email: 'plain-a@example.com', password: t.password, role: 'member' });
    const member = await logIn(t.app, 'plain-a@example.com', t.password);
    expect((await t.app.request('/api/v1/user/emails', { headers: bearer(member.token) })).status).toBe(403);
    expect((await t.app.request('/api/v1/user/emails')).status).toBe(401);
    for (const page of ['0', 'x', '1.5', '99999999', '1&pageSize=101']) {
      const res = await t.app.request(`/api/v1/user/emails?page=${page}`, { headers: bearer(t.ownerA.token) });
      expect(res.status, page).toBe(400);
    }
    expect((await t.app.request('/api/v1/user/emails?other=1', { headers: bearer(t.ownerA.token) })).status).toBe(400);
  });
});
