// Fixed-window rate limiting of a route, keyed by client IP and, when the JSON body has one, by account email.
// The counters are lib/fixed-window.ts's: this process's memory on SQLite, shared by all instances on PostgreSQL.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './context.ts';
import { tooManyRequests } from './errors.ts';
import { fixedWindows, type WindowCheck } from './fixed-window.ts';
import { jsonField } from './json-body.ts';

export interface RateLimitOptions {
  /** Names this limit's counters, apart from every other limit's (`login`, `sign-up`). */
  name: string;
  /** Window length in milliseconds. */
  windowMs?: number;
  /** Requests allowed per IP per window. */
  perIp?: number;
  /** Requests allowed per account email per window, from all addresses together; omitted: no such limit. */
  perEmail?: number;
  /**
   * Requests allowed per account email from one address per window. Lower than perEmail, so a stranger guessing
   * a password is stopped early without locking the account's owner out on their own address.
   */
  perEmailFromIp?: number;
}

/** The body's email, read by the same rule as the validator after us (any JSON type), so no type skips the limit. */
async function emailOf(c: Context<AppEnv>): Promise<string | undefined> {
  const email = await jsonField(c, 'email');
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

export function rateLimit(options: RateLimitOptions) {
  const { name, windowMs = 15 * 60 * 1000, perIp = 30, perEmail, perEmailFromIp } = options;
  const windows = fixedWindows();

  return createMiddleware<AppEnv>(async function rateLimiter(c, next) {
    const now = c.get('deps').now().getTime();
    const ip = clientIp(c);
    const checks: WindowCheck[] = [{ key: `${name}:ip:${ip}`, windowMs, max: perIp }];
    if (perEmail !== undefined || perEmailFromIp !== undefined) {
      const email = await emailOf(c);
      if (email && perEmailFromIp !== undefined) checks.push({ key: `${name}:email-ip:${email}|${ip}`, windowMs, max: perEmailFromIp });
      if (email && perEmail !== undefined) checks.push({ key: `${name}:email:${email}`, windowMs, max: perEmail });
    }
    const verdict = await windows.hit(c.get('deps').db, checks, now, { refusedCounts: true });
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw tooManyRequests();
    }
    await next();
  });
}
