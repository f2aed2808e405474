import { describe, expect, it } from 'vitest';
import { balance } from '../services/credits/index.ts';
import { TRIAL_CREDITS } from '@wrapsmith/core';
import { json, logIn, makeTestApp } from '../test/app.ts';
import type { UserDto } from '../types.ts';
import { DEMO, seedDemo } from './seed.ts';

describe('seedDemo', () => {
  it('creates the demo shop once, with a verified owner and a Shop Manager who can log in', async () => {
    const { app, deps } = makeTestApp();
    expect(await seedDemo(deps.db)).toBe(true);
    expect(await seedDemo(deps.db)).toBe(false);
    const { token } = await logIn(app, DEMO.owner.email, DEMO.owner.password);
    const team = await app.request('/api/v1/auth/users-list', { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await team.json()) as { data: UserDto[] };
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ email: DEMO.manager.email, role: { label: 'Shop Manager' }, shop: { name: DEMO.shopName } });
    const manager = await app.request('/api/v1/auth/login', json('POST', DEMO.manager));
    expect(manager.status).toBe(200);
  });

  it('gives the demo shop Northside Wraps branding, 50 more credits and the fixed embed key for the embed-demo', async () => {
    const { app, deps } = makeTestApp();
    await seedDemo(deps.db);
    const { token } = await logIn(app, DEMO.owner.email, DEMO.owner.password);
    const me = (await (await app.request('/api/v1/auth/user-info', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { user: UserDto } };
    expect(balance(deps.db, me.data.user.shop._id)).toBe(TRIAL_CREDITS + DEMO.extraCredits);
    // On the Pro plan: every menu entry is visible and "Powered by Wrapsmith" may be removed.
    expect(me.data.user.accountType).toBe('paid');
    const settings = await app.request('/api/v1/user/widget/settings', { headers: { authorization: `Bearer ${token}` } });
    expect(((await settings.json()) as { data: { canHidePoweredBy: boolean } }).data.canHidePoweredBy).toBe(true);
    for (const origin of DEMO.widget.origins) {
      const res = await app.request(`/api/v1/widget/${DEMO.widget.key}/config`, { headers: { origin } });
      expect(res.status, origin).toBe(200);
      const { data } = (await res.json()) as { data: { branding: { displayName: string; primary: string } } };
      expect(data.branding).toMatchObject({ displayName: 'Northside Wraps', primary: DEMO.widget.primary });
    }
    expect((await app.request(`/api/v1/widget/${DEMO.widget.key}/config`, { headers: { origin: 'http://localhost:3002' } })).status).toBe(403);
  });
});
