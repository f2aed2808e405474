import { PROFILE_MESSAGES } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { supportTickets } from '../../db/schema/index.ts';
import { bearer, createOwner, json, lastEmailTo, logIn, makeTestApp, otpSentTo } from '../../test/app.ts';
import type { UserDto } from '../../types.ts';

async function signedIn(env: Record<string, string> = {}) {
  const t = await makeTestApp({}, env);
  const owner = await createOwner(t.deps.db, { firstName: 'Pat', lastName: 'Lee', businessName: 'Lee Wraps' });
  const { token } = await logIn(t.app, owner.user.email, owner.password);
  return { ...t, owner, auth: bearer(token) };
}

describe('GET /user/', () => {
  it('returns the user in both spec shapes', async () => {
    const { app, auth, owner } = await signedIn();
    const res = await app.request('/api/v1/user/', { headers: auth });
    const body = (await res.json()) as { success: boolean; user: UserDto; data: { user: UserDto } };
    expect(body.success).toBe(true);
    expect(body.user).toEqual(body.data.user);
    expect(body.user).toMatchObject({ firstName: 'Pat', lastName: 'Lee', email: owner.user.email });
  });

  it('needs a login', async () => {
    const { app } = await makeTestApp();
    expect((await app.request('/api/v1/user/')).status).toBe(401);
  });
});

describe('POST /auth/update-user', () => {
  it('updates profile fields, taking region as the country', async () => {
    const { app, auth } = await signedIn();
    const res = await app.request(
      '/api/v1/auth/update-user',
      json('POST', { phoneNumber: '+47 123 45 678', region: 'Norway', city: 'Oslo', businessAddress: 'Storgata 1' }, auth),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { user: UserDto }; message: string };
    expect(body.message).toBe(PROFILE_MESSAGES.updated);
    expect(body.data.user).toMatchObject({ phoneNumber: '+47 123 45 678', country: 'Norway', city: 'Oslo', businessAddress: 'Storgata 1' });
    const info = (await (await app.request('/api/v1/auth/user-info', { headers: auth })).json()) as { data: { user: UserDto } };
    expect(info.data.user.city).toBe('Oslo');
  });

  it('stores the state or region and the postcode beside the country and city (issue 22 item 8)', async () => {
    const { app, auth } = await signedIn();
    const save = (body: Record<string, unknown>) => app.request('/api/v1/auth/update-user', json('POST', body, auth));
    const res = await save({ country: 'United States', state: 'California', city: 'Oakland', postcode: ' 94607 ' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { user: UserDto } }).data.user).toMatchObject({ country: 'United States', state: 'California', city: 'Oakland', postcode: '94607' });
    // Fields left out keep their value; '' clears one.
    await save({ city: 'Berkeley' });
    const info = (await (await app.request('/api/v1/auth/user-info', { headers: auth })).json()) as { data: { user: UserDto } };
    expect(info.data.user).toMatchObject({ state: 'California', city: 'Berkeley', postcode: '94607' });
    expect((((await (await save({ postcode: '' })).json()) as { data: { user: UserDto } }).data.user.postcode)).toBe('');
    const bad = await save({ postcode: '<script>' });
    expect(bad.status).toBe(400);
    expect((await save({ postcode: 'SW1A 1AA-12345' })).status).toBe(400);
    expect((await save({ postcode: 'SW1A 1AA' })).status).toBe(200);
  });
});

describe('PUT /user/ (account settings)', () => {
  it('renames without logging out when the password is blank', async () => {
    const { app, auth, owner } = await signedIn();
    const res = await app.request('/api/v1/user/', json('PUT', { firstName: 'Patricia', lastName: 'Lee', email: owner.user.email, password: '' }, auth));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; message: string; data: { user: UserDto } };
    expect(body).toMatchObject({ success: true, message: PROFILE_MESSAGES.accountUpdated, data: { user: { firstName: 'Patricia' } } });
    expect((await app.request('/api/v1/user/', { headers: auth })).status).toBe(200);
    await expect(logIn(app, owner.user.email, owner.password)).resolves.toHaveProperty('token');
  });

  it('changes the password and revokes every session', async () => {
    const { app, auth, owner } = await signedIn();
    const other = bearer((await logIn(app, owner.user.email, owner.password)).token);
    expect((await app.request('/api/v1/user/', { headers: other })).status).toBe(200);
    const res = await app.request('/api/v1/user/', json('PUT', { firstName: 'Pat', lastName: 'Lee', email: owner.user.email, password: 'a-fresh-password' }, auth));
    expect(res.status).toBe(200);
    expect((await app.request('/api/v1/user/', { headers: auth })).status).toBe(401);
    expect((await app.request('/api/v1/user/', { headers: other })).status).toBe(401);
    await expect(logIn(app, owner.user.email, owner.password)).rejects.toThrow(/401/);
    await expect(logIn(app, owner.user.email, 'a-fresh-password')).resolves.toHaveProperty('token');
  });

  it('makes a new email unverified until its code is entered, and refuses a taken one', async () => {
    const { app, deps, auth, owner } = await signedIn();
    const other = await createOwner(deps.db);
    const taken = await app.request('/api/v1/user/', json('PUT', { firstName: 'Pat', lastName: 'Lee', email: other.user.email }, auth));
    expect(taken.status).toBe(409);

    const res = await app.request('/api/v1/user/', json('PUT', { firstName: 'Pat', lastName: 'Lee', email: 'pat@new.test' }, auth));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { user: UserDto } }).data.user.emailVerified).toBe(false);
    expect((await app.request('/api/v1/user/', { headers: auth })).status).toBe(401);
    await expect(logIn(app, 'pat@new.test', owner.password)).rejects.toThrow(/403/);
    const verify = await app.request('/api/v1/auth/verify-otp', json('POST', { email: 'pat@new.test', otp: await otpSentTo(deps, 'pat@new.test') }));
    expect(verify.status).toBe(200);
    await expect(logIn(app, 'pat@new.test', owner.password)).resolves.toHaveProperty('token');
  });
});

describe('POST /user/support-tickets', () => {
  it("stores the ticket under the viewer's shop and emails support", async () => {
    const { app, deps, auth, owner } = await signedIn({ SUPPORT_EMAIL: 'help@wrapsmith.test' });
    const res = await app.request('/api/v1/user/support-tickets', json('POST', { subject: 'Render looks off', message: 'The hood is <b>blue</b>.' }, auth));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data: { ticket: { _id: string; status: string } } };
    expect(body.data.ticket.status).toBe('open');
    expect(await deps.db.select().from(supportTickets)).toMatchObject([{ shopId: owner.shop.id, userId: owner.user.id }]);
    const mail = await lastEmailTo(deps, 'help@wrapsmith.test');
    expect(mail?.text).toContain('Lee Wraps');
    expect(mail?.html).toContain('The hood is &lt;b&gt;blue&lt;/b&gt;.');
  });

  it('rejects an empty subject', async () => {
    const { app, auth } = await signedIn();
    const res = await app.request('/api/v1/user/support-tickets', json('POST', { subject: ' ', message: 'x' }, auth));
    expect(res.status).toBe(400);
  });
});
