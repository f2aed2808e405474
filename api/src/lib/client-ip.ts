// The caller's IP for rate limiting: the socket address, or X-Forwarded-For behind a trusted proxy.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

export function clientIp<E extends AppEnv>(c: Context<E>): string {
  if (c.get('deps').env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // app.request() in tests has no socket; every such call counts as one local client.
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming ? (getConnInfo(c).remote.address ?? 'unknown') : 'local';
}
