// Sign-up, email verification, login/logout and password reset (docs/api.md "Auth").
import { AUTH_MESSAGES, TRIAL_CREDITS, type LoginInput, type SignUpInput } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { User } from '../../db/schema/index.ts';
import { publicUrl } from '../../env.ts';
import type { AppDeps, AppEnv, AuthedEnv } from '../../lib/context.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { toUserDto } from '../../lib/dto.ts';
import { ApiError, badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import type { FixedWindows } from '../../lib/fixed-window.ts';
import { knownDevice, rememberDevice, throttledMessage, type LoginThrottle } from '../../lib/login-throttle.ts';
import { requireStrongPassword } from '../../lib/password-strength.ts';
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
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MINUTES,
  peekPasswordReset,
  pendingSignUpPasswords,
  undoEmailChange as undoChange,
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

async function sendOtp(deps: AppDeps, user: { email: string; firstName: string; shopId: string }, code: string, purpose: 'sign-up' | 'email-change' = 'sign-up') {
  const shop = await shopOf(deps, user.shopId);
  await deps.email.send({
    to: user.email,
    shopId: shop.id,
    ...emailTemplates.otp({ firstName: user.firstName, shopName: shop.name, code, minutes: OTP_TTL_MINUTES, purpose }),
  });
}

/**
 * Sign-up (the rules are signUpOwner's). The answer is the same 201 whether the email is new, signed up but never
 * verified, or already an account (decision 069): only the email differs (a code, or "you already have an account").
 */
export async function signUp(c: Context<AppEnv>, input: SignUpInput) {
  const deps = c.get('deps');
  requireStrongPassword(input.password, [input.email, input.firstName, input.lastName, input.businessName]);
  const { user, code, outcome } = await signUpOwner(deps.db, input, () => hashPassword(input.password), deps.now());
  if (code) await sendOtp(deps, user, code);
  else if (outcome === 'verified') {
    const shop = await shopOf(deps, user.shopId);
    await deps.email.send({
      to: user.email,
      shopId: shop.id,
      ...emailTemplates.accountExists({ firstName: user.firstName, shopName: shop.name, loginUrl: `${publicUrl(deps.env)}/login` }),
    });
  }
  return c.json({ data: { email: input.email }, message: AUTH_MESSAGES.otpSent }, 201);
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

/**
 * Unknown, unverified and verified emails get the same answer (decision 069): only an unverified one is sent a code,
 * bound to the same sign-up's password as the code it replaces. Every email, known or not, has one turn a minute
 * (the 429 is the same for all); a resend that meets the code's own cooldown (a code sent under a minute ago, still
 * in the mailbox) is answered like the others and sends nothing.
 */
export async function resendOtp(c: Context<AppEnv>, input: { email: string }, turns: FixedWindows) {
  const { db, now } = c.get('deps');
  const turn = await turns.takeTurn(db, `resend-otp:${input.email}`, OTP_RESEND_COOLDOWN_MS, now().getTime());
  if (!turn.ok) {
    c.header('Retry-After', String(turn.retryAfterSeconds));
    throw tooManyRequests(ACCOUNT_ERRORS.otpCooldown(turn.retryAfterSeconds));
  }
  const user = await findUserByEmail(db, input.email);
  if (user && !user.emailVerifiedAt) {
    const purpose = (await pendingSignUpPasswords(db, user.id, now())).length > 0 ? 'sign-up' : 'email-change';
    try {
      await sendOtp(c.get('deps'), user, await issueOtp(db, user, now(), { kind: 'resend' }), purpose);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 429)) throw error;
    }
  }
  return c.json({ message: AUTH_MESSAGES.otpResent });
}

/**
 * Sign-in. Per address the route's rate limit holds; across addresses an account's tries are spaced out once it has
 * many failures, except from a browser that signed in to it before (lib/login-throttle.ts, decision 069).
 */
export async function login(c: Context<AppEnv>, input: LoginInput, throttle: LoginThrottle) {
  const { db, now, env } = c.get('deps');
  const at = now().getTime();
  const user = await findUserByEmail(db, input.email);
  if (!user || !knownDevice(c, user)) {
    const turn = await throttle.admit(db, input.email, at);
    if (!turn.ok) {
      c.header('Retry-After', String(turn.retryAfterSeconds));
      throw tooManyRequests(throttledMessage(turn.retryAfterSeconds));
    }
  }
  if (!user) {
    await burnPasswordCheck(input.password);
    await throttle.failed(db, input.email, at);
    throw unauthorized(ACCOUNT_ERRORS.invalidCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    // An unverified account's own sign-ups (each with its password) are told to verify, not that the password is wrong.
    if (!user.emailVerifiedAt && (await matchesPendingSignUp(db, user.id, input.password, now()))) throw notVerified();
    await throttle.failed(db, input.email, at);
    throw unauthorized(ACCOUNT_ERRORS.invalidCredentials);
  }
  if (!user.emailVerifiedAt) throw notVerified();
  const { token, session } = await startSession(db, user.id, now());
  const secure = env.NODE_ENV === 'production';
  setSessionCookie(c, token, session.expiresAt, secure);
  rememberDevice(c, user, secure);
  // loginCount counts earlier logins (0 on the first), so the dashboard's welcome popup (count < 1) shows once.
  return c.json({ data: { accessToken: token, user: toUserDto(user, (await shopOf(c.get('deps'), user.shopId))) } });
}

async function matchesPendingSignUp(db: AppDeps['db'], userId: string, password: string, at: Date): Promise<boolean> {
  for (const hash of await pendingSignUpPasswords(db, userId, at)) if (await verifyPassword(hash, password)) return true;
  return false;
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

/**
 * Sends a reset link to the account; unknown emails get the same answer, so accounts stay private (decision 069).
 * An account that never verified gets the link too: it reaches the mailbox, so using it verifies the address.
 */
export async function forgotPassword(c: Context<AppEnv>, input: { email: string }) {
  const { db, now } = c.get('deps');
  const user = await findUserByEmail(db, input.email);
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
  const user = await peekPasswordReset(db, input.token, now());
  if (!user) throw badRequest(ACCOUNT_ERRORS.resetInvalid);
  requireStrongPassword(input.newPassword, [user.email, user.firstName, user.lastName], 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  if (!(await consumePasswordReset(db, input.token, passwordHash, now()))) throw badRequest(ACCOUNT_ERRORS.resetInvalid);
  return c.json({ message: AUTH_MESSAGES.passwordUpdated });
}

export const UNDO_MESSAGES = {
  invalid: 'This link is invalid, already used or expired.',
  taken: 'Your old email now belongs to another account, so it cannot be put back. Please contact support.',
  done: (email: string) => `Your email is ${email} again and every session was signed out. If you did not change it, reset your password now.`,
} as const;

/** POST /auth/undo-email-change: the old address's one-time link puts it back and signs every session out (decision 069). */
export async function undoEmailChange(c: Context<AppEnv>, input: { token: string }) {
  const { db, now } = c.get('deps');
  const result = await undoChange(db, input.token, now());
  if (!result.ok) throw result.reason === 'taken' ? conflict(UNDO_MESSAGES.taken) : badRequest(UNDO_MESSAGES.invalid);
  return c.json({ data: { email: result.user.email }, message: UNDO_MESSAGES.done(result.user.email) });
}
