// Response headers for the JSON API, after OWASP's REST Security Cheat Sheet: the few that matter for an API
// (no sniffing, never framed, no referrer, HTTPS pinned in production) rather than Hono's browser-page set of
// ten, several of them for Internet Explorer and Flash. Pages (dashboard, share page) set their own.
import type { MiddlewareHandler } from 'hono';

export function apiSecurityHeaders(options: { https: boolean }): MiddlewareHandler {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', "frame-ancestors 'none'"],
    ['Referrer-Policy', 'no-referrer'],
  ];
  if (options.https) headers.push(['Strict-Transport-Security', 'max-age=15552000; includeSubDomains']);
  return async function securityHeaders(c, next) {
    await next();
    const target = c.res.headers;
    for (const [name, value] of headers) target.set(name, value);
  };
}
