// Builds the Hono app: API under /api/v1, the widget's scripts, the share link /v/:shopSlug, then the dashboard
// build with an SPA fallback.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { publicUrl } from './env.ts';
import { ApiError, onError, onNotFound } from './lib/errors.ts';
import { API_CSP, DASHBOARD_CSP, securityHeaders } from './lib/security-headers.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { stripeWebhookRoutes } from './routes/billing/billing.routes.ts';
import { devRoutes } from './routes/dev/dev.routes.ts';
import { publicRoutes } from './routes/public/public.routes.ts';
import { sharePageRoutes } from './routes/share/share-page.ts';
import { userRoutes } from './routes/user/user.routes.ts';
import { widgetAssetRoutes } from './routes/widget-assets/widget-assets.routes.ts';
import { widgetRoutes } from './routes/widget/widget.routes.ts';

export interface CreateAppOptions {
  /** Folder of the built dashboard (index.html + assets). Omitted in API tests. */
  dashboardDir?: string;
  /** Folder of the built widget (manifest.json, the loader, the hashed bundle and photo chunk). Omitted in most API tests. */
  widgetDir?: string;
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** Upload routes set their own, larger limit; every other request is held to JSON_BODY_LIMIT. */
const UPLOAD_PATHS = new Set([
  '/api/v1/user/films/swatch',
  '/api/v1/user/tool/photo-render',
  '/api/v1/user/tool/photo-recolour',
  '/api/v1/user/widget/logo',
  '/api/v1/user/images/upload-booking',
]);

/** The widget's photo recolour, under its key. */
const WIDGET_UPLOAD_PATH = /^\/api\/v1\/widget\/[^/]+\/photo-recolour$/;

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  // Not strict: the spec calls both /user and /user/, so a trailing slash must not change the route.
  const app = new Hono<AppEnv>({ strict: false });
  app.onError(onError(deps.log.error));

  app.use('*', async function injectDeps(c, next) {
    c.set('deps', deps);
    await next();
  });

  const api = new Hono<AppEnv>();
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    },
  });
  const https = publicUrl(deps.env).startsWith('https:');
  api.use('*', securityHeaders({ https, contentSecurityPolicy: API_CSP }), async function limitBody(c, next) {
    const path = c.req.path.replace(/\/$/, '');
    if (UPLOAD_PATHS.has(path) || WIDGET_UPLOAD_PATH.test(path)) return next();
    return jsonBodyLimit(c, next);
  });
  api.get('/health', (c) => c.json({ data: { ok: true } }));
  api.route('/auth', authRoutes());
  api.route('/user', userRoutes());
  api.route('/public', publicRoutes());
  api.route('/stripe', stripeWebhookRoutes());
  api.route('/widget', widgetRoutes());
  api.route('/widget-assets', widgetAssetRoutes());
  if (deps.env.NODE_ENV !== 'production') api.route('/dev', devRoutes());
  api.notFound(onNotFound);
  app.route('/api/v1', api);
  app.all('/api/*', onNotFound);

  if (options.widgetDir) mountWidget(app, options.widgetDir);
  app.route('/v', sharePageRoutes());
  if (options.dashboardDir) mountDashboard(app, options.dashboardDir, https);
  app.notFound(onNotFound);
  return app;
}

function mountDashboard(app: Hono<AppEnv>, dir: string, https: boolean) {
  const root = path.relative(process.cwd(), dir) || '.';
  const indexHtml = path.join(dir, 'index.html');
  // Registered after /api, /widget and /v, so it covers the dashboard's pages and assets only.
  app.use('*', securityHeaders({ https, contentSecurityPolicy: DASHBOARD_CSP }));
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexHtml, 'utf8'));
  });
}

interface WidgetManifest {
  loader: string;
  bundle: string;
  /** The photo tapper's chunk, which the bundle loads on demand. */
  photo?: string;
}

/** widget/build.mjs writes the names; reading them per request lets a rebuild take effect without a restart. */
async function readManifest(dir: string): Promise<WidgetManifest | undefined> {
  const text = await fs.promises.readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => undefined);
  const parsed: unknown = text === undefined ? undefined : JSON.parse(text);
  const manifest = parsed as Partial<WidgetManifest> | undefined;
  if (typeof manifest?.loader !== 'string' || typeof manifest.bundle !== 'string') return undefined;
  return { loader: manifest.loader, bundle: manifest.bundle, photo: typeof manifest.photo === 'string' ? manifest.photo : undefined };
}

/**
 * /widget.js (the loader shops paste: cached 5 minutes, so a new bundle reaches every site quickly) and
 * /widget/<hashed bundle or photo chunk> (names change with their content, so they are cached for good). Any site
 * may load them; no other file of the folder is served.
 */
function mountWidget(app: Hono<AppEnv>, dir: string) {
  const send = async (file: string, cacheControl: string) => {
    const bytes = await fs.promises.readFile(path.join(dir, file)).catch(() => undefined);
    if (!bytes) return undefined;
    return new Response(new Uint8Array(bytes), {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': cacheControl,
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
  app.use('/widget.js', compress(), etag());
  app.use('/widget/*', compress(), etag());
  app.get('/widget.js', async (c) => {
    const manifest = await readManifest(dir);
    return (manifest && (await send(manifest.loader, 'public, max-age=300'))) ?? onNotFound(c);
  });
  app.get('/widget/:file', async (c) => {
    const manifest = await readManifest(dir);
    const file = c.req.param('file');
    if (!manifest || (file !== manifest.bundle && file !== manifest.photo)) return onNotFound(c);
    return (await send(file, 'public, max-age=31536000, immutable')) ?? onNotFound(c);
  });
}
