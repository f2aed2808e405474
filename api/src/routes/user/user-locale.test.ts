// Issue 28 item 1 (decision 099): each user's dashboard language, saved with the profile and read back with the user.
import { describe, expect, it } from 'vitest';
import { bearer, createOwner, json, logIn, makeTestApp } from '../../test/app.ts';
import type { UserDto } from '../../types.ts';

type Answer = { data: { user: UserDto } };

describe('issue 28 item 1: users.locale', () => {
  it('starts null (the browser decides), saves a supported language, refuses others whole, and clears with null', async () => {
    const t = await makeTestApp();
    const owner = await createOwner(t.deps.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
    const info = async () => ((await (await t.app.request('/api/v1/auth/user-info', { headers: auth })).json()) as Answer).data.user;
    const update = (body: unknown) => t.app.request('/api/v1/auth/update-user', json('POST', body, auth));

    expect((await info()).locale).toBeNull();
    const saved = await update({ locale: 'de', city: 'Berlin' });
    expect(saved.status).toBe(200);
    expect((await info()).locale).toBe('de');

    const refused = await update({ locale: 'xx', city: 'Paris' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/language/i);
    expect(await info()).toMatchObject({ locale: 'de', city: 'Berlin' });

    expect((await update({ locale: null })).status).toBe(200);
    expect((await info()).locale).toBeNull();
  });
});
