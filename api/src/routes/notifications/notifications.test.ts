import { LIST_MESSAGES, PAGE_SIZE, type Paged } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { notify } from '../../services/notifications/index.ts';
import { bearer, createMember, createOwner, json, logIn, makeTestApp } from '../../test/app.ts';
import type { NotificationDto } from '../../types.ts';

type ListBody = Paged<NotificationDto> & { unreadCount: number };

async function setup() {
  const t = await makeTestApp();
  const a = await createOwner(t.deps.db);
  const aMember = await createMember(t.deps.db, a.user);
  const b = await createOwner(t.deps.db);
  const at = t.clock.now;
  const ids = {
    ownerOnly: (await notify(t.deps.db, { shopId: a.shop.id, userId: a.user.id, title: 'For the owner', body: 'o', at: at() })),
    shopWide: (await notify(t.deps.db, { shopId: a.shop.id, title: 'For everyone', body: 's', link: '/leads', at: new Date(at().getTime() + 1000) })),
    otherShop: (await notify(t.deps.db, { shopId: b.shop.id, title: 'Other shop', body: 'x', at: at() })),
  };
  const tokens = {
    owner: bearer((await logIn(t.app, a.user.email, a.password)).token),
    member: bearer((await logIn(t.app, aMember.user.email, aMember.password)).token),
  };
  return { ...t, ids, tokens };
}

describe('notifications', () => {
  it("lists the viewer's own and the shop-wide ones, newest first, never another shop's", async () => {
    const { app, tokens } = await setup();
    const owner = (await (await app.request('/api/v1/user/notifications', { headers: tokens.owner })).json()) as ListBody;
    expect(owner.data.map((n) => n.title)).toEqual(['For everyone', 'For the owner']);
    expect(owner.unreadCount).toBe(2);
    const member = (await (await app.request('/api/v1/user/notifications', { headers: tokens.member })).json()) as ListBody;
    expect(member.data.map((n) => n.title)).toEqual(['For everyone']);
  });

  it('gets one, marks it read, filters unread and marks all read', async () => {
    const { app, tokens, ids } = await setup();
    const one = await app.request(`/api/v1/user/notifications/${ids.shopWide}`, { headers: tokens.owner });
    expect(((await one.json()) as { data: NotificationDto }).data).toMatchObject({ _id: ids.shopWide, link: '/leads', readAt: null });

    const read = await app.request(`/api/v1/user/notifications/${ids.shopWide}/read`, json('POST', undefined, tokens.owner));
    expect(((await read.json()) as { data: NotificationDto }).data.readAt).toBe('2026-06-01T12:00:00.000Z');
    const unread = (await (await app.request('/api/v1/user/notifications?unread=true', { headers: tokens.owner })).json()) as ListBody;
    expect(unread.data.map((n) => n._id)).toEqual([ids.ownerOnly]);
    expect(unread.unreadCount).toBe(1);

    const all = await app.request('/api/v1/user/notifications/read-all', json('POST', undefined, tokens.owner));
    expect(await all.json()).toEqual({ data: { updated: 1 } });
    const after = (await (await app.request('/api/v1/user/notifications', { headers: tokens.owner })).json()) as ListBody;
    expect(after.unreadCount).toBe(0);
  });

  it("issue 23 item 17: read state is each user's own: a member's read-all leaves the owner's shop-wide notifications unread", async () => {
    const { app, tokens, ids } = await setup();
    const list = async (who: Record<string, string>) => (await (await app.request('/api/v1/user/notifications', { headers: who })).json()) as ListBody;
    const all = await app.request('/api/v1/user/notifications/read-all', json('POST', undefined, tokens.member));
    expect(await all.json()).toEqual({ data: { updated: 1 } });
    expect((await list(tokens.member)).unreadCount).toBe(0);
    const owner = await list(tokens.owner);
    expect(owner.unreadCount).toBe(2);
    expect(owner.data.find((n) => n._id === ids.shopWide)?.readAt).toBeNull();

    // The owner reads the shop-wide one: theirs is read from now, the member's keeps the time they read it.
    const later = await app.request(`/api/v1/user/notifications/${ids.shopWide}/read`, json('POST', undefined, tokens.owner));
    expect(((await later.json()) as { data: NotificationDto }).data.readAt).not.toBeNull();
    expect((await list(tokens.owner)).unreadCount).toBe(1);
    expect((await list(tokens.member)).data.find((n) => n._id === ids.shopWide)?.readAt).toBe('2026-06-01T12:00:00.000Z');
    // Read-all again changes nothing for the member.
    expect(await (await app.request('/api/v1/user/notifications/read-all', json('POST', undefined, tokens.member))).json()).toEqual({ data: { updated: 0 } });
  });

  it('answers a page at a time; the unread count and the total cover every page', async () => {
    const t = await setup();
    const owner = await createOwner(t.deps.db);
    const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
    for (let i = 0; i < PAGE_SIZE + 3; i += 1) {
      await notify(t.deps.db, { shopId: owner.shop.id, userId: owner.user.id, title: `Note ${i}`, body: 'n', at: new Date(t.clock.now().getTime() + i * 1000) });
    }
    const list = async (query: string) => (await (await t.app.request(`/api/v1/user/notifications${query}`, { headers: auth })).json()) as ListBody;
    const first = await list('');
    expect(first).toMatchObject({ page: 1, pageSize: PAGE_SIZE, total: PAGE_SIZE + 3, unreadCount: PAGE_SIZE + 3 });
    expect(first.data).toHaveLength(PAGE_SIZE);
    expect(first.data[0]?.title).toBe(`Note ${PAGE_SIZE + 2}`);
    const second = await list('?page=2');
    expect(second.data.map((n) => n.title)).toEqual(['Note 2', 'Note 1', 'Note 0']);
    expect((await list('?unread=true&pageSize=5')).data).toHaveLength(5);

    for (const [query, message] of [
      ['?page=0', LIST_MESSAGES.page],
      ['?pageSize=500', LIST_MESSAGES.pageSize],
    ] as const) {
      const res = await t.app.request(`/api/v1/user/notifications${query}`, { headers: auth });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it("answers 404 for another shop's or another user's notification", async () => {
    const { app, tokens, ids } = await setup();
    for (const [id, who] of [
      [ids.otherShop, tokens.owner],
      [ids.ownerOnly, tokens.member],
    ] as const) {
      expect((await app.request(`/api/v1/user/notifications/${id}`, { headers: who })).status).toBe(404);
      expect((await app.request(`/api/v1/user/notifications/${id}/read`, json('POST', undefined, who))).status).toBe(404);
    }
  });
});
