import { describe, expect, it } from 'vitest';
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
});
