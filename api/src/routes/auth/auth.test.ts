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

  it('answers a verified email as it answers a new one, and tells the mailbox instead (issue 23 item 12)', async () => {
    const { app, deps } = await makeTestApp({}, { PUBLIC_URL: 'https://studio.example.com' });
    const owner = await createOwner(deps.db, { email: 'taken@x.test' });
    const before = await deps.db.select().from(users);
    const res = await signUp(app, { ...signUpBody, email: 'TAKEN@x.test' });
    const fresh = await signUp(app, { ...signUpBody, email: 'fresh@x.test' });
    expect(res.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(await res.json()).toEqual({ data: { email: 'taken@x.test' }, message: AUTH_MESSAGES.otpSent });
    expect(await fresh.json()).toEqual({ data: { email: 'fresh@x.test' }, message: AUTH_MESSAGES.otpSent });
    expect((await deps.db.select().from(users)).filter((u) => u.email === 'taken@x.test')).toEqual(before);
    const mail = await lastEmailTo(deps, 'taken@x.test');
    expect(mail?.tag).toBe('account-exists');
    expect(mail?.text).toContain('https://studio.example.com/login');
    await expect(logIn(app, 'taken@x.test', owner.password)).resolves.toHaveProperty('token');
  });

  it('refuses guessable passwords and the user\'s own details, whoever the email belongs to (issue 23 item 12)', async () => {
    const { app, deps, clock } = await makeTestApp();
    await createOwner(deps.db, { email: 'taken@x.test' });
    for (const email of ['new@x.test', 'taken@x.test']) {
      for (const password of ['password', '12345678', '        ', email, 'Lovelace1843']) {
        const res = await signUp(app, { ...signUpBody, email, password });
        expect(res.status, `${email} ${JSON.stringify(password)}`).toBe(400);
        const body = (await res.json()) as ErrorBody & { error: { details: { path: string }[] } };
        expect(body.error.code).toBe('VALIDATION_FAILED');
        expect(body.error.details[0]?.path).toBe('password');
      }
    }
    expect(await lastEmailTo(deps, 'new@x.test')).toBeUndefined();
    clock.advance(60 * MINUTE);
    expect((await signUp(app, { ...signUpBody, email: 'new@x.test' })).status).toBe(201);
  });

  it('lets the mailbox owner take back an address a stranger signed up with first (issue 23 item 4)', async () => {
    const { app, deps, clock } = await makeTestApp();
    const verify = (otp: string) => app.request('/api/v1/auth/verify-otp', json('POST', { email: 'ada@example.com', otp }));
    expect((await signUp(app, { ...signUpBody, firstName: 'Mallory', password: 'attacker-password' })).status).toBe(201);
    const attackers = await otpSentTo(deps, 'ada@example.com');
    clock.advance(MINUTE + 1000);
    // Before it is verified, each sign-up's own password is told to verify; a wrong one is just wrong.
    expect((await signUp(app)).status).toBe(201);
    const victims = await otpSentTo(deps, 'ada@example.com');
    await expect(logIn(app, 'ada@example.com', signUpBody.password)).rejects.toThrow(/403/);
    await expect(logIn(app, 'ada@example.com', 'attacker-password')).rejects.toThrow(/403/);
    await expect(logIn(app, 'ada@example.com', 'some-other-guess')).rejects.toThrow(/401/);
    expect(await deps.db.select().from(shops)).toHaveLength(1);
    expect(await deps.db.select().from(creditLedger)).toHaveLength(1);

    expect((await verify(victims)).status).toBe(200);
    await expect(logIn(app, 'ada@example.com', signUpBody.password)).resolves.toHaveProperty('token');
    await expect(logIn(app, 'ada@example.com', 'attacker-password')).rejects.toThrow(/401/);
    // The stranger's code (which only the mailbox saw) is void once the address is verified.
    if (attackers !== victims) expect((await verify(attackers)).status).toBe(400);
    await expect(logIn(app, 'ada@example.com', 'attacker-password')).rejects.toThrow(/401/);
  });

  it('keeps the first sign-up\'s code bound to its password when a stranger signs up again (issue 23 item 4)', async () => {
    const { app, deps } = await makeTestApp();
    await signUp(app);
    const first = await otpSentTo(deps, 'ada@example.com');
    const again = await signUp(app, { ...signUpBody, firstName: 'Mallory', password: 'attacker-password' });
    expect(again.status).toBe(201);
    expect(await deps.db.select().from(shops)).toHaveLength(1);
    expect(await deps.db.select().from(otps)).toHaveLength(2);
    const verify = async (otp: string) => app.request('/api/v1/auth/verify-otp', json('POST', { email: 'ada@example.com', otp }));
    expect((await verify(first)).status).toBe(200);
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

  it('resends a code bound to the same sign-up, and the new code replaces the old one', async () => {
    const { app, deps, clock, verify, code } = await signedUp();
    const resend = () => app.request('/api/v1/auth/resend-otp', json('POST', { email: 'ada@example.com' }));
    clock.advance(MINUTE);
    const ok = await resend();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: AUTH_MESSAGES.otpResent });
    const fresh = await otpSentTo(deps, 'ada@example.com');
    expect(await deps.db.select().from(otps)).toHaveLength(1);
    if (fresh !== code) expect((await verify(code)).status).toBe(400);
    expect((await verify(fresh)).status).toBe(200);
    await expect(logIn(app, 'ada@example.com', signUpBody.password)).resolves.toHaveProperty('token');
  });

  it('answers unknown, unverified and verified emails alike, and sends a code only to the unverified (issue 23 item 12)', async () => {
    const { app, deps } = await makeTestApp();
    await signUp(app, { ...signUpBody, email: 'pending@x.test' });
    const { user } = await createOwner(deps.db);
    const answers: unknown[] = [];
    for (const email of ['nobody@x.test', 'pending@x.test', user.email]) {
      const res = await app.request('/api/v1/auth/resend-otp', json('POST', { email }));
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: { message: AUTH_MESSAGES.otpResent } }));
    expect(await lastEmailTo(deps, 'nobody@x.test')).toBeUndefined();
    expect((await lastEmailTo(deps, user.email))?.tag).not.toBe('otp');
    expect(await deps.db.select().from(otps)).toHaveLength(1);
    // One resend a minute for every email alike: the second is the same 429 whether or not the account exists.
    const again: unknown[] = [];
    for (const email of ['nobody@x.test', 'pending@x.test', user.email]) {
      const res = await app.request('/api/v1/auth/resend-otp', json('POST', { email }));
      again.push({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() });
    }
    expect(again).toEqual(Array(3).fill({ status: 429, retryAfter: '60', body: { error: { code: 'RATE_LIMITED', message: ACCOUNT_ERRORS.otpCooldown(60) } } }));
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

  it('never locks the owner out from many addresses: a known device signs in, a new one waits seconds (issue 23 item 6)', async () => {
    const { app, deps, clock } = await makeTestApp({}, { TRUST_PROXY: 'true' });
    const owner = await createOwner(deps.db);
    const login = (ip: string, password: string, cookie?: string) =>
      app.request('/api/v1/auth/login', json('POST', { email: owner.user.email, password }, { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) }));
    // The owner's laptop signed in yesterday: the device cookie.
    const first = await login('192.0.2.1', owner.password);
    expect(first.status).toBe(200);
    const device = /ws_device=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[0];
    expect(device).toBeDefined();
    expect(first.headers.get('set-cookie')).toMatch(/ws_device=[^;]+;.*HttpOnly/);

    // 10 addresses × 10 wrong passwords, a second apart (the spacing lets some through, refuses the rest).
    const statuses: number[] = [];
    for (let ip = 0; ip < 10; ip++) {
      for (let i = 0; i < 10; i++) {
        statuses.push((await login(`10.0.${ip}.1`, 'guess-guess')).status);
        clock.advance(1000);
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses).toContain(429);
    // The known device signs in at once, from any address.
    expect((await login('198.51.100.7', owner.password, device)).status).toBe(200);
    // A new device is slowed, never locked: right behind a stranger's try it is told to wait seconds, then it signs in.
    await login('10.0.99.1', 'guess-guess');
    const slowed = await login('198.51.100.8', owner.password);
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    expect(((await slowed.json()) as ErrorBody).error.message).toMatch(/wait \d+ seconds?/);
    clock.advance(wait * 1000);
    expect((await login('198.51.100.8', owner.password)).status).toBe(200);
    // Per address the hard limit still holds, for the known device too.
    for (let i = 0; i < 10; i++) await login('203.0.113.9', 'guess-guess', device);
    expect((await login('203.0.113.9', owner.password, device)).status).toBe(429);
  });

  it('does not trust a device cookie that is forged or made for another account (issue 23 item 6)', async () => {
    const { app, deps } = await makeTestApp({}, { TRUST_PROXY: 'true' });
    const owner = await createOwner(deps.db);
    const other = await createOwner(deps.db);
    const otherLogin = await app.request('/api/v1/auth/login', json('POST', { email: other.user.email, password: other.password }));
    const otherDevice = /ws_device=([^;]+)/.exec(otherLogin.headers.get('set-cookie') ?? '')?.[0] ?? '';
    for (let i = 0; i < 40; i++) {
      await app.request('/api/v1/auth/login', json('POST', { email: owner.user.email, password: 'guess-guess' }, { 'x-forwarded-for': `10.1.${i}.1` }));
    }
    for (const cookie of [otherDevice, `ws_device=${owner.user.id}.abc.forged`]) {
      const res = await app.request('/api/v1/auth/login', json('POST', { email: owner.user.email, password: owner.password }, { 'x-forwarded-for': '198.51.100.1', cookie }));
      expect(res.status, cookie).toBe(429);
    }
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

  it('answers an unverified account as any other, and its link verifies the address (issue 23 item 12)', async () => {
    const { app, deps } = await makeTestApp();
    const { user } = await createOwner(deps.db, { verified: false });
    const res = await forgot(app, user.email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.resetLinkSent });
    const token = linkToken((await lastEmailTo(deps, user.email))?.text);
    expect(token).toBeDefined();
    const reset = await app.request('/api/v1/auth/reset-password', json('POST', { token, newPassword: 'brand-new-password' }));
    expect(reset.status).toBe(200);
    await expect(logIn(app, user.email, 'brand-new-password')).resolves.toHaveProperty('token');
  });

  it('refuses a guessable new password without spending the link (issue 23 item 12)', async () => {
    const { app, deps } = await makeTestApp();
    const { user } = await createOwner(deps.db);
    await forgot(app, user.email);
    const token = linkToken((await lastEmailTo(deps, user.email))?.text);
    for (const newPassword of ['password', '12345678', '        ', user.email]) {
      const res = await app.request('/api/v1/auth/reset-password', json('POST', { token, newPassword }));
      expect(res.status, newPassword).toBe(400);
    }
    expect((await app.request('/api/v1/auth/reset-password', json('POST', { token, newPassword: 'brand-new-password' }))).status).toBe(200);
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
