import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES, DAY, TRIAL_CREDITS } from '@wrapsmith/core';
import { describe, expect, it } from 'vitest';
import { creditLedger, otps, shops, users } from '../../db/schema/index.ts';
import { ACCOUNT_ERRORS } from '../../services/accounts/index.ts';
import { balance, ledgerTotal } from '../../services/credits/index.ts';
import { prune } from '../../services/maintenance/index.ts';
import { bearer, createOwner, json, lastEmailTo, logIn, makeTestApp, otpSentTo, TEST_ORIGIN } from '../../test/app.ts';
import { rawRows } from '../../test/app.ts';
import type { UserDto } from '../../types.ts';
import { firstRow } from '../../db/tx.ts';

const MINUTE = 60_000;
const signUpBody = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', password: 'engines-of-1843' };
type ErrorBody = { error: { message: string; code: string } };

async function signUp(app: Awaited<ReturnType<typeof makeTestApp>>['app'], body: Record<string, unknown> = signUpBody) {
  return app.request('/api/v1/auth/sign-up', json('POST', body));
}

describe('sign-up', () => {
  it('creates the shop, its owner, the trial credits in the ledger and emails a 6-digit code', async () => {
    const { app, deps } = await makeTestApp();
    const res = await signUp(app);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ data: { email: 'ada@example.com' }, message: AUTH_MESSAGES.otpSent });

    const user = await firstRow(deps.db.select().from(users));
    const shop = await firstRow(deps.db.select().from(shops));
    expect(user).toMatchObject({ email: 'ada@example.com', role: 'owner', parentId: null, emailVerifiedAt: null, shopId: shop?.id });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(shop).toMatchObject({ name: "Ada Lovelace's shop", slug: 'ada-lovelace-s-shop', accountType: 'free' });
    expect(await deps.db.select().from(creditLedger)).toMatchObject([{ delta: TRIAL_CREDITS, kind: 'trial_grant' }]);
    expect(await balance(deps.db, shop!.id)).toBe(TRIAL_CREDITS);
    expect(await ledgerTotal(deps.db, shop!.id)).toBe((await balance(deps.db, shop!.id)));

    const mail = await lastEmailTo(deps, 'ada@example.com');
    expect(mail?.tag).toBe('otp');
    expect(mail?.text).toContain("Ada Lovelace's shop");
    expect(await otpSentTo(deps, 'ada@example.com')).toMatch(/^\d{6}$/);
    const stored = await firstRow(deps.db.select().from(otps));
    expect(stored?.codeHash).not.toContain(await otpSentTo(deps, 'ada@example.com'));
  });

  it('names the shop after the business and keeps slugs unique', async () => {
    const { app, deps } = await makeTestApp();
    await signUp(app, { ...signUpBody, email: 'a@x.test', businessName: 'Wrap Kings' });
    await signUp(app, { ...signUpBody, email: 'b@x.test', businessName: 'Wrap Kings' });
    expect(await deps.db.select({ name: shops.name, slug: shops.slug }).from(shops)).toEqual([
      { name: 'Wrap Kings', slug: 'wrap-kings' },
      { name: 'Wrap Kings', slug: 'wrap-kings-2' },
    ]);
  });

  it('answers 409 for a verified email', async () => {
    const { app, deps } = await makeTestApp();
    await createOwner(deps.db, { email: 'taken@x.test' });
    const res = await signUp(app, { ...signUpBody, email: 'TAKEN@x.test' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.emailTaken);
  });

  it('re-sends a code (after the cooldown) to an email that never verified, changing nothing else', async () => {
    const { app, deps, clock } = await makeTestApp();
    await signUp(app);
    const first = await otpSentTo(deps, 'ada@example.com');
    const before = await firstRow(deps.db.select().from(users));
    expect((await signUp(app)).status).toBe(429);
    clock.advance(MINUTE);
    const again = await signUp(app, { ...signUpBody, firstName: 'Mallory', password: 'attacker-password' });
    expect(again.status).toBe(201);
    expect(await deps.db.select().from(users)).toEqual([before]);
    expect(await deps.db.select().from(shops)).toHaveLength(1);
    expect(await deps.db.select().from(creditLedger)).toHaveLength(1);
    const second = await otpSentTo(deps, 'ada@example.com');
    const verify = async (otp: string) => app.request('/api/v1/auth/verify-otp', json('POST', { email: 'ada@example.com', otp }));
    if (second !== first) expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
    await expect(logIn(app, 'ada@example.com', 'attacker-password')).rejects.toThrow(/401/);
    await expect(logIn(app, 'ada@example.com', signUpBody.password)).resolves.toHaveProperty('token');
  });
});

describe('verify-otp and resend-otp', () => {
  async function signedUp() {
    const t = await makeTestApp();
    await signUp(t.app);
    const verify = (otp: unknown) => t.app.request('/api/v1/auth/verify-otp', json('POST', { email: 'ada@example.com', otp }));
    return { ...t, verify, code: await otpSentTo(t.deps, 'ada@example.com') };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('verifies with the emailed code (as a number or a string), welcomes the owner and refuses reuse', async () => {
    const { deps, verify, code } = await signedUp();
    const res = await verify(Number(code));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { verified: true }, message: AUTH_MESSAGES.otpVerified });
    expect((await firstRow(deps.db.select().from(users)))?.emailVerifiedAt).not.toBeNull();
    expect((await lastEmailTo(deps, 'ada@example.com'))?.tag).toBe('welcome');
    expect(await rawRows(deps.db, sql`select title from notifications`)).toEqual([{ title: 'Welcome to Wrapsmith, Ada' }]);

    const reuse = await verify(code);
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.otpInvalid);
  });

  it('expires the code after 10 minutes', async () => {
    const { verify, code, clock } = await signedUp();
    clock.advance(10 * MINUTE);
    const res = await verify(code);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.otpExpired);
  });

  it('kills the code after 5 wrong tries, even the right one afterwards', async () => {
    const { verify, code, deps } = await signedUp();
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push(((await (await verify(wrong(code))).json()) as ErrorBody).error.message);
    expect(messages).toEqual([4, 3, 2, 1].map((n) => ACCOUNT_ERRORS.otpWrong(n)).concat(ACCOUNT_ERRORS.otpLocked));
    const res = await verify(code);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.otpLocked);
    expect((await firstRow(deps.db.select().from(users)))?.emailVerifiedAt).toBeNull();
  });

  it('resends only after the 60 s cooldown, and the new code replaces the old one', async () => {
    const { app, deps, clock, verify, code } = await signedUp();
    const resend = () => app.request('/api/v1/auth/resend-otp', json('POST', { email: 'ada@example.com' }));
    clock.advance(59_000);
    const early = await resend();
    expect(early.status).toBe(429);
    expect(((await early.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.otpCooldown(1));
    clock.advance(1_000);
    const ok = await resend();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: AUTH_MESSAGES.otpResent });
    const fresh = await otpSentTo(deps, 'ada@example.com');
    expect(await deps.db.select().from(otps)).toHaveLength(1);
    if (fresh !== code) expect((await verify(code)).status).toBe(400);
    expect((await verify(fresh)).status).toBe(200);
  });

  it('answers an unknown email like a known one and sends nothing; a verified email is 409', async () => {
    const { app, deps } = await makeTestApp();
    const unknown = await app.request('/api/v1/auth/resend-otp', json('POST', { email: 'nobody@x.test' }));
    expect(unknown.status).toBe(200);
    expect(await lastEmailTo(deps, 'nobody@x.test')).toBeUndefined();
    const { user } = await createOwner(deps.db);
    expect((await app.request('/api/v1/auth/resend-otp', json('POST', { email: user.email }))).status).toBe(409);
  });
});

describe('login, sessions and logout', () => {
  it('refuses an unverified account with EMAIL_NOT_VERIFIED and wrong credentials with 401', async () => {
    const { app, deps } = await makeTestApp();
    const { user, password } = await createOwner(deps.db, { verified: false });
    const unverified = await app.request('/api/v1/auth/login', json('POST', { email: user.email, password }));
    expect(unverified.status).toBe(403);
    const body = (await unverified.json()) as ErrorBody;
    expect(body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(body.error.message).toContain('not verified');

    for (const attempt of [{ email: user.email, password: 'wrong-password' }, { email: 'ghost@x.test', password }]) {
      const res = await app.request('/api/v1/auth/login', json('POST', attempt));
      expect(res.status).toBe(401);
      expect(((await res.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.invalidCredentials);
    }
  });

  it('returns the token and the user, sets the cookie, and counts logins from 0', async () => {
    const { app, deps } = await makeTestApp();
    const { user, password, shop } = await createOwner(deps.db);
    const res = await app.request('/api/v1/auth/login', json('POST', { email: user.email.toUpperCase(), password }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { accessToken: string; user: UserDto } };
    expect(body.data.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(body.data.user).toMatchObject({
      _id: user.id,
      email: user.email,
      credits: TRIAL_CREDITS,
      accountType: 'free',
      parentId: null,
      loginCount: 0,
      role: { role: 'owner', label: 'Owner' },
      shop: { _id: shop.id, name: shop.name },
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ws_session=[0-9a-f]{64};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const stored = await rawRows<{ id: string }>(deps.db, sql`select id from sessions`);
    expect(stored.map((s) => s.id)).not.toContain(body.data.accessToken);

    await logIn(app, user.email, password);
    const info = await app.request('/api/v1/auth/user-info', { headers: bearer(body.data.accessToken) });
    expect(((await info.json()) as { data: { user: UserDto } }).data.user.loginCount).toBe(2);
  });

  it('marks the cookie Secure in production', async () => {
    const { app, deps } = await makeTestApp({}, { NODE_ENV: 'production' });
    const { user, password } = await createOwner(deps.db);
    const res = await app.request('/api/v1/auth/login', json('POST', { email: user.email, password }));
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('answers 401 without a token, with a bad token and after logout', async () => {
    const { app, deps } = await makeTestApp();
    const { user, password } = await createOwner(deps.db);
    expect((await app.request('/api/v1/auth/user-info')).status).toBe(401);
    expect((await app.request('/api/v1/auth/user-info', { headers: bearer('f'.repeat(64)) })).status).toBe(401);
    expect((await app.request('/api/v1/auth/user-info', { headers: { cookie: 'ws_session=nope' } })).status).toBe(401);

    const { token, cookie } = await logIn(app, user.email, password);
    expect((await app.request('/api/v1/auth/user-info', { headers: { cookie } })).status).toBe(200);
    const out = await app.request('/api/v1/auth/logout', { method: 'POST', headers: { cookie, origin: TEST_ORIGIN } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/ws_session=;.*Max-Age=0/);
    expect((await app.request('/api/v1/auth/user-info', { headers: { cookie } })).status).toBe(401);
    expect((await app.request('/api/v1/auth/user-info', { headers: bearer(token) })).status).toBe(401);
  });

  it('expires sessions after 30 days without use and renews them while in use', async () => {
    const { app, deps, clock } = await makeTestApp();
    const { user, password } = await createOwner(deps.db);
    const idle = await logIn(app, user.email, password);
    const active = await logIn(app, user.email, password);
    const infoWith = (cookie: string) => app.request('/api/v1/auth/user-info', { headers: { cookie } });

    clock.advance(10 * DAY);
    const early = await infoWith(active.cookie);
    expect(early.status).toBe(200);
    expect(early.headers.get('set-cookie')).toBeNull();

    clock.advance(10 * DAY);
    const renewed = await infoWith(active.cookie);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('set-cookie')).toMatch(/^ws_session=[0-9a-f]{64};/);

    clock.advance(11 * DAY);
    expect((await infoWith(idle.cookie)).status).toBe(401);
    expect((await infoWith(active.cookie)).status).toBe(200);
    // Refusing the expired session wrote nothing (a GET, decision 052): its row stays until housekeeping prunes it.
    expect(await rawRows(deps.db, sql`select cast(count(*) as integer) as n from sessions`)).toEqual([{ n: 2 }]);
    expect((await prune(deps.db, deps.storage, clock.now())).sessions).toBe(1);
    expect(await rawRows(deps.db, sql`select cast(count(*) as integer) as n from sessions`)).toEqual([{ n: 1 }]);
    expect((await infoWith(idle.cookie)).status).toBe(401);
  });

  it('rejects cookie-authenticated writes from another origin but not bearer ones', async () => {
    const { app, deps } = await makeTestApp({}, { PUBLIC_URL: 'https://studio.example.com' });
    const { user, password } = await createOwner(deps.db);
    const { token, cookie } = await logIn(app, user.email, password);
    const update = (headers: Record<string, string>) => app.request('/api/v1/auth/update-user', json('POST', { city: 'Oslo' }, headers));

    for (const origin of [undefined, 'https://evil.example', 'null']) {
      const res = await update(origin ? { cookie, origin } : { cookie });
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).error.code).toBe('FORBIDDEN');
    }
    expect((await update({ cookie, origin: 'https://studio.example.com' })).status).toBe(200);
    expect((await update({ cookie, origin: TEST_ORIGIN })).status).toBe(200);
    expect((await update(bearer(token))).status).toBe(200);
    expect((await app.request('/api/v1/auth/user-info', { headers: { cookie } })).status).toBe(200);
  });

  it('rate-limits repeated logins for one email with 429', async () => {
    const { app, deps, clock } = await makeTestApp();
    const { user } = await createOwner(deps.db);
    const attempt = () => app.request('/api/v1/auth/login', json('POST', { email: user.email, password: 'guess-guess' }));
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(15 * MINUTE);
    expect((await attempt()).status).toBe(401);
  });

  it('stops a stranger guessing from one address without locking the owner out on theirs', async () => {
    const { app, deps } = await makeTestApp({}, { TRUST_PROXY: 'true' });
    const owner = await createOwner(deps.db);
    const from = (ip: string, password: string) =>
      app.request('/api/v1/auth/login', json('POST', { email: owner.user.email, password }, { 'x-forwarded-for': ip }));
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.9', 'guess-guess')).status).toBe(401);
    expect((await from('203.0.113.9', 'guess-guess')).status).toBe(429);
    expect((await from('203.0.113.9', owner.password)).status).toBe(429);
    expect((await from('198.51.100.7', owner.password)).status).toBe(200);
  });

  it('caps guesses at one account from many addresses together', async () => {
    const { app, deps } = await makeTestApp({}, { TRUST_PROXY: 'true' });
    const owner = await createOwner(deps.db);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const ip = `10.${Math.floor(i / 250)}.${i % 250}.1`;
      statuses.push((await app.request('/api/v1/auth/login', json('POST', { email: owner.user.email, password: 'guess-guess' }, { 'x-forwarded-for': ip }))).status);
    }
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
  });
});

describe('forgot and reset password', () => {
  const forgot = (app: Awaited<ReturnType<typeof makeTestApp>>['app'], email: string) =>
    app.request('/api/v1/auth/forgot-password-request', json('POST', { email }));
  const linkToken = (text: string | undefined) => text?.match(/\/reset-password\?token=([0-9a-f]{64})/)?.[1];

  it('gives the same answer for unknown emails and sends nothing', async () => {
    const { app, deps } = await makeTestApp();
    const res = await forgot(app, 'ghost@x.test');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    expect(await lastEmailTo(deps, 'ghost@x.test')).toBeUndefined();
  });

  it('tells an unverified account that it is not verified', async () => {
    const { app, deps } = await makeTestApp();
    const { user } = await createOwner(deps.db, { verified: false });
    const res = await forgot(app, user.email);
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.message).toContain('not verified');
  });

  it('emails a single-use link that sets the password and revokes every session', async () => {
    const { app, deps } = await makeTestApp({}, { PUBLIC_URL: 'https://studio.example.com' });
    const { user, password } = await createOwner(deps.db);
    const session = await logIn(app, user.email, password);
    expect((await app.request('/api/v1/auth/user-info', { headers: bearer(session.token) })).status).toBe(200);
    expect((await forgot(app, user.email)).status).toBe(200);
    const mail = await lastEmailTo(deps, user.email);
    expect(mail?.text).toContain('https://studio.example.com/reset-password?token=');
    const token = linkToken(mail?.text);
    expect(token).toBeDefined();

    const reset = (t: string | undefined, newPassword = 'brand-new-password') =>
      app.request('/api/v1/auth/reset-password', json('POST', { token: t, newPassword }));
    const ok = await reset(token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: AUTH_MESSAGES.passwordUpdated });
    expect((await app.request('/api/v1/auth/user-info', { headers: bearer(session.token) })).status).toBe(401);
    await expect(logIn(app, user.email, 'brand-new-password')).resolves.toHaveProperty('token');

    const again = await reset(token, 'another-password');
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).error.message).toBe(ACCOUNT_ERRORS.resetInvalid);
  });

  it('expires the link after 5 minutes and retires older links when a new one is sent', async () => {
    const { app, deps, clock } = await makeTestApp();
    const { user } = await createOwner(deps.db);
    await forgot(app, user.email);
    const first = linkToken((await lastEmailTo(deps, user.email))?.text);
    await forgot(app, user.email);
    const second = linkToken((await lastEmailTo(deps, user.email))?.text);
    const reset = (t: string | undefined) => app.request('/api/v1/auth/reset-password', json('POST', { token: t, newPassword: 'brand-new-password' }));
    expect((await reset(first)).status).toBe(400);
    clock.advance(5 * MINUTE);
    expect((await reset(second)).status).toBe(400);
  });

  it('checks a link without spending it: live, then retired, used or expired links answer valid: false', async () => {
    const { app, deps, clock } = await makeTestApp();
    const { user } = await createOwner(deps.db);
    const check = async (t: string | undefined) => {
      const res = await app.request('/api/v1/auth/reset-password-check', json('POST', { token: t }));
      expect(res.status).toBe(200);
      return res.json();
    };
    const reset = (t: string | undefined) => app.request('/api/v1/auth/reset-password', json('POST', { token: t, newPassword: 'brand-new-password' }));
    await forgot(app, user.email);
    const first = linkToken((await lastEmailTo(deps, user.email))?.text);
    expect(await check(first)).toEqual({ data: { valid: true } });
    expect(await check(first)).toEqual({ data: { valid: true } });

    await forgot(app, user.email);
    const second = linkToken((await lastEmailTo(deps, user.email))?.text);
    expect(await check(first)).toEqual({ data: { valid: false } });
    expect((await reset(second)).status).toBe(200);
    expect(await check(second)).toEqual({ data: { valid: false } });

    await forgot(app, user.email);
    const third = linkToken((await lastEmailTo(deps, user.email))?.text);
    clock.advance(5 * MINUTE);
    expect(await check(third)).toEqual({ data: { valid: false } });
    expect(await check('f'.repeat(64))).toEqual({ data: { valid: false } });
    expect((await app.request('/api/v1/auth/reset-password-check', json('POST', { token: 'short' }))).status).toBe(400);
  });
});
