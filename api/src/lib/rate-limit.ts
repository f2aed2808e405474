// Fixed-window rate limiting in memory, keyed by client IP and, when the JSON body has one, by account email.
// One process holds the counters; a multi-node deployment needs a shared store (see docs/decisions).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientIp } from './client-ip.ts';
import type { AppEnv } from './context.ts';
import { tooManyRequests } from './errors.ts';
import { jsonField } from './json-body.ts';

export interface RateLimitOptions {
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

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_AT = 10_000;

/** The body's email, read by the same rule as the validator after us (any JSON type), so no type skips the limit. */
async function emailOf(c: Context<AppEnv>): Promise<string | undefined> {
  const email = await jsonField(c, 'email');
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

export function rateLimit(options: RateLimitOptions = {}) {
  const { windowMs = 15 * 60 * 1000, perIp = 30, perEmail, perEmailFromIp } = options;
  const windows = new Map<string, Window>();

  function hit(key: string, limit: number, now: number): Window | undefined {
    if (windows.size >= SWEEP_AT) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    }
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    return w.count > limit ? w : undefined;
  }

  return createMiddleware<AppEnv>(async function rateLimiter(c, next) {
    const now = c.var.deps.now().getTime();
    const ip = clientIp(c);
    const checks: [string, number][] = [[`ip:${ip}`, perIp]];
    if (perEmail !== undefined || perEmailFromIp !== undefined) {
      const email = await emailOf(c);
      if (email && perEmailFromIp !== undefined) checks.push([`email-ip:${email}|${ip}`, perEmailFromIp]);
      if (email && perEmail !== undefined) checks.push([`email:${email}`, perEmail]);
    }
    for (const [key, limit] of checks) {
      const over = hit(key, limit, now);
      if (over) {
        c.header('Retry-After', String(Math.ceil((over.resetAt - now) / 1000)));
        throw tooManyRequests();
      }
    }
    await next();
  });
}
