// Builds the Hono app: API under /api/v1, the widget's scripts, the share link /v/:shopSlug, then the dashboard
// build with an SPA fallback.
import fs from 'node:fs';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { contractCheckEnabled, publicUrl } from './env.ts';
import { contractCheck } from './lib/contract-check.ts';
import { DOCS_CSP, openApiDocument, referencePage } from './lib/openapi.ts';
import { compressJsonAnswers } from './lib/compress-json.ts';
import { ApiError, onError, onNotFound } from './lib/errors.ts';
import { API_CSP, DASHBOARD_CSP, securityHeaders } from './lib/security-headers.ts';
import { MemoRouter } from './lib/memo-router.ts';
import { readBuildAsset } from './lib/build-assets.ts';
import { fileInside, IMMUTABLE, staticAssets } from './lib/static-assets.ts';
import type { Storage } from './services/storage/index.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { stripeWebhookRoutes } from './routes/billing/billing.routes.ts';
import { connectWebhookRoutes, publicDepositRoutes } from './routes/payments/payments.routes.ts';
import { devRoutes } from './routes/dev/dev.routes.ts';
import { publicRoutes } from './routes/public/public.routes.ts';
import { trackingPublicRoutes } from './routes/tracking/tracking.routes.ts';
import { sharePageRoutes } from './routes/share/share-page.ts';
import { userRoutes } from './routes/user/user.routes.ts';
import { devTextRoutes, twilioWebhookRoutes } from './routes/texts/texts.routes.ts';
import { widgetAssetRoutes } from './routes/widget-assets/widget-assets.routes.ts';
import { widgetRoutes } from './routes/widget/widget.routes.ts';

export interface CreateAppOptions {
  /** Folder of the built dashboard (index.html + assets). Omitted in API tests. */
  dashboardDir?: string;
  /** Folder of the built widget (manifest.json, the loader, the hashed bundle and its chunks). Omitted in most API tests. */
  widgetDir?: string;
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** Upload routes set their own, larger limit; every other request is held to JSON_BODY_LIMIT. */
const UPLOAD_PATHS = new Set([
  '/api/v1/user/films/swatch',
  '/api/v1/user/tool/photo-render',
  '/api/v1/user/tool/photo-recolour',
  '/api/v1/user/tool/photos',
  '/api/v1/user/widget/logo',
  '/api/v1/user/images/upload-booking',
]);

/** The widget's photo recolour and photo upload, under its key. */
const WIDGET_UPLOAD_PATH = /^\/api\/v1\/widget\/[^/]+\/(photo-recolour|photos)$/;

export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  // Not strict: the spec calls both /user and /user/, so a trailing slash must not change the route.
  const app = new Hono<AppEnv>({ strict: false, router: new MemoRouter() });
  app.onError(onError(deps.log.error));

  const injectDeps: MiddlewareHandler<AppEnv> = async function injectDeps(c, next) {
    c.set('deps', deps);
    await next();
  };

  const api = new Hono<AppEnv>();
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    },
  });
  const https = publicUrl(deps.env).startsWith('https:');
  const apiHeaders = securityHeaders({ https, contentSecurityPolicy: API_CSP });
  // Every API request's first step, in one middleware rather than four (each layer of Hono's chain costs a read
  // about 2 µs, docs/decisions/053): the dependencies, JSON compression, the security headers, the body limit.
  // Tests only: each JSON answer of a declared route is parsed against the contract (docs/decisions/081).
  if (contractCheckEnabled() && deps.env.NODE_ENV !== 'production') api.use('*', contractCheck({ onMismatch: (message) => console.error(message) }));
  api.use('*', async function apiRequest(c, next) {
    c.set('deps', deps);
    compressJsonAnswers(c);
    // A GET or HEAD has no body to limit; asking for one would build a whole fetch Request for every read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return apiHeaders(c, next);
    const path = c.req.path.replace(/\/$/, '');
    if (UPLOAD_PATHS.has(path) || WIDGET_UPLOAD_PATH.test(path)) return apiHeaders(c, next);
    return apiHeaders(c, async () => {
      await jsonBodyLimit(c, next);
    });
  });
  api.get('/health', (c) => c.json({ data: { ok: true } }));
  // The OpenAPI 3.1 document built from the contract (packages/core/src/contract), built once per process.
  const production = deps.env.NODE_ENV === 'production';
  api.get('/openapi.json', (c) => c.json(openApiDocument({ production })));
  api.route('/auth', authRoutes());
  api.route('/user', userRoutes());
  api.route('/public', publicRoutes());
  api.route('/public/deposit', publicDepositRoutes());
  api.route('/public', trackingPublicRoutes());
  api.route('/stripe', stripeWebhookRoutes());
  api.route('/stripe', connectWebhookRoutes());
  api.route('/texts', twilioWebhookRoutes());
  api.route('/widget', widgetRoutes());
  api.route('/widget-assets', widgetAssetRoutes());
  if (deps.env.NODE_ENV !== 'production') api.route('/dev', devRoutes());
  if (deps.env.NODE_ENV !== 'production') api.route('/dev/texts', devTextRoutes());
  api.notFound(onNotFound);
  app.route('/api/v1', api);
  // The readable reference of that document, rendered here: no script, its one stylesheet allowed by hash.
  app.get('/api/docs', (c) => {
    c.header('Content-Security-Policy', DOCS_CSP);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-cache');
    return c.html(referencePage(openApiDocument({ production })));
  });
  app.all('/api/*', onNotFound);

  if (options.widgetDir) mountWidget(app, options.widgetDir, deps.storage);
  app.use('/v/*', injectDeps);
  app.route('/v', sharePageRoutes());
  if (options.dashboardDir) mountDashboard(app, options.dashboardDir, https, deps.storage);
  app.notFound(onNotFound);
  return app;
}

function mountDashboard(app: Hono<AppEnv>, dir: string, https: boolean, storage: Storage) {
  const files = staticAssets();
  const indexHtml = path.join(dir, 'index.html');
  // Registered after /api, /widget and /v, so it covers the dashboard's pages and assets only.
  app.use('*', securityHeaders({ https, contentSecurityPolicy: DASHBOARD_CSP }));
  // Hashed names (decision 046): cached for good. A chunk this build does not have is looked for among the copies
  // other versions left in the object store (a rolling deploy, decision 071); a missing chunk is a 404, never the
  // SPA's page in its place.
  app.get('/assets/*', async (c) => {
    const file = fileInside(dir, c.req.path);
    const sent = file === undefined ? undefined : await files.send(c.req.raw, file, { cacheControl: IMMUTABLE });
    if (sent) return sent;
    const name = c.req.path.slice('/assets/'.length);
    const other = await files.sendStored(c.req.raw, `dashboard/${name}`, name, () => readBuildAsset(storage, 'dashboard', name), { cacheControl: IMMUTABLE });
    return other ?? onNotFound(c);
  });
  // Any other file of the build, then the SPA's page for every route; revalidated on each visit (ETag).
  app.get('*', async (c) => {
    const file = c.req.path === '/' ? undefined : fileInside(dir, c.req.path);
    const sent = file === undefined ? undefined : await files.send(c.req.raw, file, { cacheControl: 'no-cache' });
    return sent ?? (await files.send(c.req.raw, indexHtml, { cacheControl: 'no-cache' })) ?? onNotFound(c);
  });
}

interface WidgetManifest {
  loader: string;
  bundle: string;
  /** The files the bundle may load besides itself: the photo tapper's chunk and any other lazily loaded chunk. */
  files: Set<string>;
}

/** widget/build.mjs writes the names; reading them per request lets a rebuild take effect without a restart. */
async function readManifest(dir: string): Promise<WidgetManifest | undefined> {
  const text = await fs.promises.readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => undefined);
  const parsed: unknown = text === undefined ? undefined : JSON.parse(text);
  const manifest = parsed as { loader?: unknown; bundle?: unknown; photo?: unknown; chunks?: unknown } | undefined;
  if (typeof manifest?.loader !== 'string' || typeof manifest.bundle !== 'string') return undefined;
  const listed: unknown[] = [manifest.bundle, manifest.photo, ...(Array.isArray(manifest.chunks) ? (manifest.chunks as unknown[]) : [])];
  return {
    loader: manifest.loader,
    bundle: manifest.bundle,
    files: new Set(listed.filter((f): f is string => typeof f === 'string' && f !== '' && !/[\\/]/.test(f))),
  };
}

/**
 * /widget.js (the loader shops paste: cached 5 minutes, so a new bundle reaches every site quickly) and
 * /widget/<file> for the hashed bundle, the photo chunk and any chunk the manifest lists (names change with their
 * content, so they are cached for good). Any site may load them; no other file of the folder is served.
 */
function mountWidget(app: Hono<AppEnv>, dir: string, storage: Storage) {
  const files = staticAssets();
  const scriptOptions = (cacheControl: string) => ({
    cacheControl,
    contentType: 'text/javascript; charset=utf-8',
    headers: { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' },
  });
  const send = (request: Request, file: string, cacheControl: string) => files.send(request, path.join(dir, file), scriptOptions(cacheControl));
  app.get('/widget.js', async (c) => {
    const manifest = await readManifest(dir);
    return (manifest && (await send(c.req.raw, manifest.loader, 'public, max-age=300'))) ?? onNotFound(c);
  });
  app.get('/widget/:file', async (c) => {
    const manifest = await readManifest(dir);
    const file = c.req.param('file');
    if (manifest?.files.has(file)) return (await send(c.req.raw, file, IMMUTABLE)) ?? onNotFound(c);
    // Another version's bundle or chunk, from the copies every instance leaves in the object store (decision 071).
    const other = await files.sendStored(c.req.raw, `widget/${file}`, file, () => readBuildAsset(storage, 'widget', file), scriptOptions(IMMUTABLE));
    return other ?? onNotFound(c);
  });
}
