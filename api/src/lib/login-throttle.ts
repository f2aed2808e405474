// Sign-in throttling across addresses (decision 069, issue 23 item 6). Per address the login route's rate limit
// stays a hard limit (10 tries per account per address per 15 minutes). Across all addresses there is no lock any
// more: once an account has had SOFT_FAILURES failed sign-ins in the window, tries on it from devices it has not
// signed in on are spaced out (one per `spacingMs` across every address and instance, the spacing growing with the
// failures); a try that comes too early is told to wait a few seconds. A device that signed in before carries a
// signed cookie and is never throttled by the account-wide count, so strangers cannot lock the owner out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { DbOrTx } from '../db/client.ts';
import type { User } from '../db/schema/index.ts';
import { fixedWindows, type WindowVerdict } from './fixed-window.ts';

const MINUTE = 60_000;
export const LOGIN_WINDOW_MS = 15 * MINUTE;
/** Failed sign-ins of one account, from all addresses, before its tries are spaced out. */
export const SOFT_FAILURES = 20;
/** The spacing grows by a second per ten failures past the soft limit, up to half a minute. */
export const MAX_SPACING_MS = 30_000;
export const DEVICE_COOKIE = 'ws_device';
/** Accounts one browser remembers signing in to (a shared shop computer has a few). */
const DEVICES_PER_COOKIE = 5;
const DEVICE_COOKIE_DAYS = 365;

export function spacingFor(failures: number): number {
  if (failures < SOFT_FAILURES) return 0;
  return Math.min(MAX_SPACING_MS, 1000 * (1 + Math.floor((failures - SOFT_FAILURES) / 10)));
}

export const throttledMessage = (seconds: number) =>
  `Too many sign-in attempts on this account. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;

export function loginThrottle() {
  const windows = fixedWindows();
  const failures = (email: string) => ({ key: `login:failures:${email}`, windowMs: LOGIN_WINDOW_MS });
  return {
    /** Whether a try on `email` from an unknown device may go ahead now. */
    async admit(db: DbOrTx, email: string, now: number): Promise<WindowVerdict> {
      const spacing = spacingFor(await windows.peek(db, failures(email), now));
      return spacing === 0 ? { ok: true } : windows.takeTurn(db, `login:turn:${email}`, spacing, now);
    },
    /** Counts a failed sign-in on `email`, whatever address or device it came from. */
    async failed(db: DbOrTx, email: string, now: number): Promise<void> {
      await windows.hit(db, [{ ...failures(email), max: Number.MAX_SAFE_INTEGER }], now, { refusedCounts: true });
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;

/**
 * A device entry is `userId.nonce.mac`, the mac an HMAC keyed by the user's stored password hash: only the server can
 * make one, every instance can check it with no shared key to configure, and a password change forgets every device.
 */
const mac = (user: Pick<User, 'id' | 'passwordHash'>, nonce: string) =>
  createHmac('sha256', user.passwordHash).update(`device:${user.id}.${nonce}`).digest('base64url');

function entries(c: Context): string[] {
  return (getCookie(c, DEVICE_COOKIE) ?? '').split('~').filter((e) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(e));
}

/** Whether this browser signed in to `user` before (and the password has not changed since). */
export function knownDevice(c: Context, user: Pick<User, 'id' | 'passwordHash'>): boolean {
  return entries(c).some((entry) => {
    const [id, nonce, given] = entry.split('.') as [string, string, string];
    if (id !== user.id) return false;
    const want = Buffer.from(mac(user, nonce));
    const got = Buffer.from(given);
    return want.length === got.length && timingSafeEqual(want, got);
  });
}

/** After a successful sign-in: this browser is remembered for the account (the newest few accounts are kept). */
export function rememberDevice(c: Context, user: Pick<User, 'id' | 'passwordHash'>, secure: boolean): void {
  const nonce = randomBytes(12).toString('base64url');
  const kept = entries(c).filter((entry) => !entry.startsWith(`${user.id}.`));
  const value = [...kept.slice(-(DEVICES_PER_COOKIE - 1)), `${user.id}.${nonce}.${mac(user, nonce)}`].join('~');
  setCookie(c, DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'Lax', secure, path: '/api/v1/auth', maxAge: DEVICE_COOKIE_DAYS * 24 * 3600 });
}
