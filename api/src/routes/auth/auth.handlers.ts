// Sign-up, email verification, login/logout and password reset (docs/api.md "Auth").
import { AUTH_MESSAGES, TRIAL_CREDITS, type LoginInput, type SignUpInput } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { User } from '../../db/schema/index.ts';
import { publicUrl } from '../../env.ts';
import type { AppDeps, AppEnv, AuthedEnv } from '../../lib/context.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { toUserDto } from '../../lib/dto.ts';
import { ApiError, badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { clearSessionCookie, invalidateSession, setSessionCookie } from '../../lib/session.ts';
import {
  ACCOUNT_ERRORS,
  checkOtp,
  consumePasswordReset,
  signUpOwner,
  findShop,
  findUserByEmail,
  issueOtp,
  issuePasswordReset,
  OTP_TTL_MINUTES,
  peekPasswordReset,
  RESET_TTL_MINUTES,
  startSession,
} from '../../services/accounts/index.ts';
import { emailTemplates } from '../../services/email/index.ts';
import { notify } from '../../services/notifications/index.ts';

const notVerified = () => new ApiError(403, 'EMAIL_NOT_VERIFIED', ACCOUNT_ERRORS.notVerified);

async function shopOf(deps: AppDeps, shopId: string) {
  const shop = await findShop(deps.db, shopId);
  if (!shop) throw new Error(`User without shop ${shopId}`);
  return shop;
}

async function sendOtp(deps: AppDeps, user: { email: string; firstName: string; shopId: string }, code: string) {
  const shop = await shopOf(deps, user.shopId);
  await deps.email.send({
    to: user.email,
    shopId: shop.id,
    ...emailTemplates.otp({ firstName: user.firstName, shopName: shop.name, code, minutes: OTP_TTL_MINUTES }),
  });
}

/** Sign-up (the rules are signUpOwner's) and the code by email. */
export async function signUp(c: Context<AppEnv>, input: SignUpInput) {
  const { db, now } = c.get('deps');
  const { user, code } = await signUpOwner(db, input, () => hashPassword(input.password), now());
  await sendOtp(c.get('deps'), user, code);
  return c.json({ data: { email: user.email }, message: AUTH_MESSAGES.otpSent }, 201);
}

export async function verifyOtp(c: Context<AppEnv>, input: { email: string; otp: string }) {
  const { db, now, email, env } = c.get('deps');
  const at = now();
  const result = await checkOtp(db, input.email, input.otp, at);
  if (!result.ok) throw badRequest(result.message);
  const { user } = result;
  if (result.firstVerification && user.role === 'owner') {
    const shop = await shopOf(c.get('deps'), user.shopId);
    (await notify(db, {
      shopId: shop.id,
      userId: user.id,
      title: `Welcome to Wrapsmith, ${user.firstName}`,
      body: `Your free trial includes ${TRIAL_CREDITS} wrap previews. Pick a vehicle in the Studio to make your first one.`,
      link: '/tool',
      at,
    }));
    await email.send({
      to: user.email,
      shopId: shop.id,
      ...emailTemplates.welcome({ firstName: user.firstName, shopName: shop.name, dashboardUrl: `${publicUrl(env)}/dashboard` }),
    });
  }
  return c.json({ data: { verified: true }, message: AUTH_MESSAGES.otpVerified });
}

/** Unknown emails get the same answer as known ones, so the endpoint does not list accounts. */
export async function resendOtp(c: Context<AppEnv>, input: { email: string }) {
  const { db, now } = c.get('deps');
  const user = await findUserByEmail(db, input.email);
  if (user?.emailVerifiedAt) throw conflict(ACCOUNT_ERRORS.alreadyVerified);
  if (user) await sendOtp(c.get('deps'), user, (await issueOtp(db, user, now())));
  return c.json({ message: AUTH_MESSAGES.otpResent });
}

export async function login(c: Context<AppEnv>, input: LoginInput) {
  const { db, now, env } = c.get('deps');
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw unauthorized(ACCOUNT_ERRORS.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(ACCOUNT_ERRORS.invalidCredentials);
  if (!user.emailVerifiedAt) throw notVerified();
  const { token, session } = await startSession(db, user.id, now());
  setSessionCookie(c, token, session.expiresAt, env.NODE_ENV === 'production');
  // loginCount counts earlier logins (0 on the first), so the dashboard's welcome popup (count < 1) shows once.
  return c.json({ data: { accessToken: token, user: toUserDto(user, (await shopOf(c.get('deps'), user.shopId))) } });
}

export async function logout(c: Context<AuthedEnv>) {
  const { db, env } = c.get('deps');
  await invalidateSession(db, c.get('viewer').session.id);
  clearSessionCookie(c, env.NODE_ENV === 'production');
  return c.json({ message: 'Logged out' });
}

// The answer's text per user row. On SQLite the rows are shared by every request until the database changes
// (lib/session.ts), so most calls skip building and serialising it (docs/decisions/053); the shop row is read
// together with the user row, so a new shop row always comes with a new user row.
const userInfoBodies = new WeakMap<User, string>();

export function userInfo(c: Context<AuthedEnv>) {
  const { user, shop } = c.get('viewer');
  let body = userInfoBodies.get(user);
  if (body === undefined) {
    body = JSON.stringify({ data: { user: toUserDto(user, shop) } });
    userInfoBodies.set(user, body);
  }
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

/** Sends a reset link to a verified account; unknown emails get the same answer so accounts stay private. */
export async function forgotPassword(c: Context<AppEnv>, input: { email: string }) {
  const { db, now } = c.get('deps');
  const user = await findUserByEmail(db, input.email);
  if (user && !user.emailVerifiedAt) throw notVerified();
  if (user) await emailResetLink(c.get('deps'), user, (await issuePasswordReset(db, user.id, now())));
  return c.json({ message: AUTH_MESSAGES.resetLinkSent });
}

export async function emailResetLink(deps: AppDeps, user: { email: string; firstName: string; shopId: string }, token: string) {
  const { env, email } = deps;
  const shop = await shopOf(deps, user.shopId);
  const link = `${publicUrl(env)}/reset-password?token=${encodeURIComponent(token)}`;
  await email.send({
    to: user.email,
    shopId: shop.id,
    ...emailTemplates.passwordReset({ firstName: user.firstName, shopName: shop.name, link, minutes: RESET_TTL_MINUTES }),
  });
}

/** Read-only: whether a reset link still works, so the page can say so before anyone types a password. */
export async function checkResetLink(c: Context<AppEnv>, input: { token: string }) {
  const { db, now } = c.get('deps');
  const valid = (await peekPasswordReset(db, input.token, now())) !== undefined;
  return c.json({ data: { valid } });
}

export async function resetPassword(c: Context<AppEnv>, input: { token: string; newPassword: string }) {
  const { db, now } = c.get('deps');
  // Checked before the slow hash so a dead link fails fast; checked again atomically when it is spent.
  if (!(await peekPasswordReset(db, input.token, now()))) throw badRequest(ACCOUNT_ERRORS.resetInvalid);
  const passwordHash = await hashPassword(input.newPassword);
  if (!(await consumePasswordReset(db, input.token, passwordHash, now()))) throw badRequest(ACCOUNT_ERRORS.resetInvalid);
  return c.json({ message: AUTH_MESSAGES.passwordUpdated });
}
