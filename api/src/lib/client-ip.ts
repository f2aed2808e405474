// The caller's address for rate limiting: the socket address, or X-Forwarded-For behind a trusted proxy. Every
// per-address limit keys on what addressForLimits() makes of it: an IPv6 address by its /64, the block one home or
// phone line is given, so one subscriber cannot pass as 2^64 addresses; IPv4 (and IPv4 written as IPv6) as is.
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

export function clientIp<E extends AppEnv>(c: Context<E>): string {
  return addressForLimits(rawClientIp(c));
}

/**
 * The caller's address as a record keeps it (a quote's acceptance, decision 086): the same trust rule as the limits
 * (the socket's peer; behind TRUST_PROXY=true, the first X-Forwarded-For entry, which the proxy reports as its
 * client), written out whole rather than reduced to its /64.
 */
export function clientAddress<E extends AppEnv>(c: Context<E>): string {
  return rawClientIp(c).trim().slice(0, 100);
}

function rawClientIp<E extends AppEnv>(c: Context<E>): string {
  if (c.get('deps').env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // app.request() in tests has no socket; every such call counts as one local client.
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming ? (getConnInfo(c).remote.address ?? 'unknown') : 'local';
}

/**
 * "2001:db8:1:2:aaaa::1" → "2001:db8:1:2::/64"; "::ffff:203.0.113.7" → "203.0.113.7"; an IPv4 address, or anything
 * that is not an address (a test's "local"), unchanged. A zone id (`%eth0`) is dropped.
 */
export function addressForLimits(address: string): string {
  const ip = address.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const groups = expandIPv6(ip);
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as hex (an embedded IPv4 tail becomes its two groups). */
function expandIPv6(ip: string): string[] {
  let text = ip.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...fill, ...right];
}
