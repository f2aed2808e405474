// Response headers after OWASP's cheat sheets: no sniffing, never framed, no referrer, HTTPS pinned when the
// public URL is https, and a Content-Security-Policy per kind of response. The JSON API needs only
// frame-ancestors; the dashboard's pages get a full policy that runs nothing but our own script. (The share page
// sets its own, since shops may frame it.)
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** What @hono/node-server passes as the environment: the Node request and response. */
interface NodeBindings {
  outgoing?: ServerResponse;
}

export const API_CSP = "frame-ancestors 'none'";

/** The dashboard SPA: our script and styles, images we serve or make (renders as data:/blob: URLs), our API. */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React's style attributes (progress bars, swatch colours) are inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Settings → Widget previews the shop's own share page in a frame.
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export interface SecurityHeaderOptions {
  https: boolean;
  contentSecurityPolicy: string;
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Content-Security-Policy', options.contentSecurityPolicy],
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (options.https) headers.push(['Strict-Transport-Security', 'max-age=15552000; includeSubDomains']);
  return async function securityHeadersMiddleware(c, next) {
    // On the Node server the headers go onto the outgoing response before the handler runs, and Node merges them
    // into the head it writes; setting them on the finished fetch Response instead turns its plain header object
    // into a Headers instance first (docs/decisions/052). None of the responses behind this sets one of these.
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing && !outgoing.headersSent) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const target = c.res.headers;
    for (const [name, value] of headers) target.set(name, value);
  };
}
