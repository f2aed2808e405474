import { DAY, PROFILE_MESSAGES } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { supportTickets } from '../../db/schema/index.ts';
import { bearer, createOwner, json, lastEmailTo, logIn, makeTestApp, otpSentTo } from '../../test/app.ts';
import type { UserDto } from '../../types.ts';
import { ACCOUNT_SETTINGS_ERRORS } from './user.handlers.ts';

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
    // The postcode fits the country (issue 28 item 2): a US address takes a ZIP code, not a British postcode.
    expect((await save({ postcode: 'SW1A 1AA' })).status).toBe(400);
    expect((await save({ postcode: '94607-1234' })).status).toBe(200);
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

  it('changes the password only with the current one, revokes every session and tells the user (issue 23 item 5)', async () => {
    const { app, auth, owner, deps } = await signedIn({ PUBLIC_URL: 'https://studio.example.com' });
    const other = bearer((await logIn(app, owner.user.email, owner.password)).token);
    expect((await app.request('/api/v1/user/', { headers: other })).status).toBe(200);
    const change = (extra: Record<string, unknown>) =>
      app.request('/api/v1/user/', json('PUT', { firstName: 'Pat', lastName: 'Lee', email: owner.user.email, password: 'a-fresh-password', ...extra }, auth));

    const missing = await change({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: ACCOUNT_SETTINGS_ERRORS.currentPasswordRequired, details: [{ path: 'currentPassword' }] },
    });
    const wrong = await change({ currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: { code: 'WRONG_PASSWORD', message: ACCOUNT_SETTINGS_ERRORS.currentPasswordWrong } });
    expect((await change({ currentPassword: owner.password, password: 'password' })).status).toBe(400);
    // Nothing changed and nobody was signed out by the refusals.
    expect((await app.request('/api/v1/user/', { headers: other })).status).toBe(200);
    expect((await lastEmailTo(deps, owner.user.email))).toBeUndefined();

    const res = await change({ currentPassword: owner.password });
    expect(res.status).toBe(200);
    expect((await app.request('/api/v1/user/', { headers: auth })).status).toBe(401);
    expect((await app.request('/api/v1/user/', { headers: other })).status).toBe(401);
    await expect(logIn(app, owner.user.email, owner.password)).rejects.toThrow(/401/);
    await expect(logIn(app, owner.user.email, 'a-fresh-password')).resolves.toHaveProperty('token');
    const notice = await lastEmailTo(deps, owner.user.email);
    expect(notice?.tag).toBe('password-changed');
    expect(notice?.text).not.toContain('a-fresh-password');
  });

  it('bounds guesses at the current password through a stolen session (issue 23 item 5)', async () => {
    const { app, auth, owner } = await signedIn();
    const guess = (currentPassword: string) =>
      app.request('/api/v1/user/', json('PUT', { firstName: 'Pat', lastName: 'Lee', email: 'thief@x.test', currentPassword }, auth));
    for (let i = 0; i < 10; i++) expect((await guess(`guess-number-${i}`)).status).toBe(403);
    expect((await guess(owner.password)).status).toBe(429);
  });

  it('changes the email only with the current password; the old address can undo it once (issue 23 item 5)', async () => {
    const { app, deps, auth, owner, clock } = await signedIn({ PUBLIC_URL: 'https://studio.example.com' });
    const other = await createOwner(deps.db);
    const body = (extra: Record<string, unknown> = {}) => json('PUT', { firstName: 'Pat', lastName: 'Lee', email: 'pat@new.test', ...extra }, auth);
    expect((await app.request('/api/v1/user/', body())).status).toBe(400);
    expect((await app.request('/api/v1/user/', body({ currentPassword: 'not-my-password' }))).status).toBe(403);
    const taken = await app.request('/api/v1/user/', json('PUT', { firstName: 'Pat', lastName: 'Lee', email: other.user.email, currentPassword: owner.password }, auth));
    expect(taken.status).toBe(409);

    const res = await app.request('/api/v1/user/', body({ currentPassword: owner.password }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { user: UserDto } }).data.user.emailVerified).toBe(false);
    expect((await app.request('/api/v1/user/', { headers: auth })).status).toBe(401);
    const code = await otpSentTo(deps, 'pat@new.test');
    expect((await lastEmailTo(deps, 'pat@new.test'))?.subject).not.toContain(code);

    // The old address is told, with a one-time link that puts it back.
    const warning = await lastEmailTo(deps, owner.user.email);
    expect(warning?.tag).toBe('email-changed');
    expect(warning?.text).toContain('pat@new.test');
    const token = /\/undo-email-change\?token=([0-9a-f]{64})/.exec(warning?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(warning?.text).toContain(`https://studio.example.com/undo-email-change?token=${token}`);

    // Whoever changed it verifies the new address and signs in there…
    expect((await app.request('/api/v1/auth/verify-otp', json('POST', { email: 'pat@new.test', otp: code }))).status).toBe(200);
    const thief = bearer((await logIn(app, 'pat@new.test', owner.password)).token);
    clock.advance(DAY);
    // …and the owner of the old address undoes it: the old email is back, verified, and every session is out.
    const undo = await app.request('/api/v1/auth/undo-email-change', json('POST', { token }));
    expect(undo.status).toBe(200);
    expect(await undo.json()).toMatchObject({ data: { email: owner.user.email } });
    expect((await app.request('/api/v1/user/', { headers: thief })).status).toBe(401);
    await expect(logIn(app, 'pat@new.test', owner.password)).rejects.toThrow(/401/);
    await expect(logIn(app, owner.user.email, owner.password)).resolves.toHaveProperty('token');
    expect((await app.request('/api/v1/auth/undo-email-change', json('POST', { token }))).status).toBe(400);
    expect((await app.request('/api/v1/auth/undo-email-change', json('POST', { token: 'f'.repeat(64) }))).status).toBe(400);
  });

  it('expires the undo link after a week, and never hands the old address back over another account (issue 23 item 5)', async () => {
    const { app, deps, auth, owner, clock } = await signedIn();
    const oldEmail = owner.user.email;
    await app.request('/api/v1/user/', json('PUT', { firstName: 'Pat', lastName: 'Lee', email: 'pat@new.test', currentPassword: owner.password }, auth));
    const token = /token=([0-9a-f]{64})/.exec((await lastEmailTo(deps, oldEmail))?.text ?? '')?.[1];
    await createOwner(deps.db, { email: oldEmail });
    const taken = await app.request('/api/v1/auth/undo-email-change', json('POST', { token }));
    expect(taken.status).toBe(409);
    clock.advance(7 * DAY);
    expect((await app.request('/api/v1/auth/undo-email-change', json('POST', { token }))).status).toBe(400);
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
