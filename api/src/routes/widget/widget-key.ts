// widgetKey(): the gate of every public widget route. Resolves the key in the path, checks the browser's Origin
// against the key's allowed websites, answers CORS preflights for that origin only, and hands the shop and its
// widget settings to the handler. A refused request stops here, before anything is read, spent or written.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Shop, WidgetKey } from '../../db/schema/index.ts';
import { isOwnOrigin } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import {
  findWidgetKey,
  getWidgetSettings,
  isOriginListed,
  touchWidgetKey,
  WIDGET_KEY_PATTERN,
  type WidgetSettings,
} from '../../services/widget/index.ts';
import { WIDGET_API_MESSAGES as M } from '../../services/widget/messages.ts';

export interface WidgetContext {
  key: WidgetKey;
  shop: Shop;
  settings: WidgetSettings;
  /** The allowed origin the request came from. */
  origin: string;
  /** X-Wrapsmith-Visitor when it looks like the widget's random id; null otherwise. */
  visitorId: string | null;
}

export interface WidgetEnv {
  Variables: {
    deps: AppDeps;
    widget: WidgetContext;
  };
}

export const VISITOR_HEADER = 'x-wrapsmith-visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const ALLOWED_METHODS = 'GET, POST';
export const PROOF_HEADER = 'x-wrapsmith-proof';
const ALLOWED_HEADERS = `content-type, ${VISITOR_HEADER}, ${PROOF_HEADER}`;
/** Browsers cap this (Chrome at 2 hours); 10 minutes keeps a key's revocation quick to bite. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export function widgetKey() {
  return createMiddleware<WidgetEnv>(async function widgetKeyMiddleware(c, next) {
    const { db, now, log } = c.get('deps');
    const origin = requestOrigin(c);
    const preflight = c.req.method === 'OPTIONS';
    c.header('Vary', 'Origin');

    // The error carries no data, so letting the page read it costs nothing and lets the widget say what is wrong.
    const refuse = (error: ApiError): never => {
      if (origin && !preflight) c.header('Access-Control-Allow-Origin', origin);
      throw error;
    };

    const raw = c.req.param('key') ?? '';
    const found = WIDGET_KEY_PATTERN.test(raw) ? await findWidgetKey(db, raw) : undefined;
    if (!found) return refuse(new ApiError(404, 'INVALID_KEY', M.unknownKey));
    if (found.key.revokedAt) return refuse(new ApiError(401, 'INVALID_KEY', M.revokedKey));
    if (!origin || origin === 'null') return refuse(new ApiError(403, 'ORIGIN_NOT_ALLOWED', M.missingOrigin));
    if (!(await isAllowed(c, found.key, origin))) return refuse(new ApiError(403, 'ORIGIN_NOT_ALLOWED', M.originNotAllowed(origin)));
    const settings = await getWidgetSettings(db, found.shop.id);
    // A share link switched off renders nothing, even for a page still open with its key (decision 067).
    if (found.key.kind === 'share' && !settings.shareLinkEnabled) return refuse(new ApiError(403, 'SHARE_LINK_OFF', M.shareLinkOff(found.shop.name)));

    c.header('Access-Control-Allow-Origin', origin);
    if (preflight) {
      c.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
      c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      c.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
      return c.body(null, 204);
    }
    c.header('Access-Control-Expose-Headers', 'Retry-After');
    // Best effort: "last used" is a hint, and a database that cannot write (a full disk) must not fail a read.
    await touchWidgetKey(db, found.key, now()).catch((error: unknown) => log.warn(`Could not record the use of widget key ${found.key.id}: ${(error as Error).message}`));
    const visitor = c.req.header(VISITOR_HEADER);
    c.set('widget', {
      key: found.key,
      shop: found.shop,
      settings,
      origin,
      visitorId: visitor && VISITOR_ID.test(visitor) ? visitor : null,
    });
    await next();
  });
}

/**
 * The Origin header, or for a same-origin GET (browsers leave Origin off those, e.g. the share page asking for
 * its config) the request's own origin, vouched for by Sec-Fetch-Site, which page scripts cannot set.
 */
function requestOrigin(c: Context<WidgetEnv>): string | undefined {
  const origin = c.req.header('origin');
  if (origin) return origin;
  return c.req.header('sec-fetch-site') === 'same-origin' ? new URL(c.req.url).origin : undefined;
}

/** Listed for the key; the share-link key also works from Wrapsmith's own pages, whatever host they were served on. */
async function isAllowed(c: Context<WidgetEnv>, key: WidgetKey, origin: string): Promise<boolean> {
  if (await isOriginListed(c.get('deps').db, key.id, origin)) return true;
  return key.kind === 'share' && isOwnOrigin(origin, c.req.url, c.get('deps'));
}
