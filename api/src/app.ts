// Builds the Hono app: API under /api/v1, then the dashboard build with an SPA fallback.
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { ApiError, onError, onNotFound } from './lib/errors.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { devRoutes } from './routes/dev/dev.routes.ts';
import { publicRoutes } from './routes/public/public.routes.ts';
import { userRoutes } from './routes/user/user.routes.ts';

export interface CreateAppOptions {
  /** Folder of the built dashboard (index.html + assets). Omitted in API tests. */
  dashboardDir?: string;
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** Upload routes set their own, larger limit; every other request is held to JSON_BODY_LIMIT. */
const UPLOAD_PATHS = new Set(['/api/v1/user/films/swatch', '/api/v1/user/tool/photo-render']);

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
  api.use('*', secureHeaders({ crossOriginResourcePolicy: false }), async function limitBody(c, next) {
    if (UPLOAD_PATHS.has(c.req.path.replace(/\/$/, ''))) return next();
    return jsonBodyLimit(c, next);
  });
  api.get('/health', (c) => c.json({ data: { ok: true } }));
  api.route('/auth', authRoutes());
  api.route('/user', userRoutes());
  api.route('/public', publicRoutes());
  if (deps.env.NODE_ENV !== 'production') api.route('/dev', devRoutes());
  api.notFound(onNotFound);
  app.route('/api/v1', api);
  app.all('/api/*', onNotFound);

  if (options.dashboardDir) mountDashboard(app, options.dashboardDir);
  app.notFound(onNotFound);
  return app;
}

function mountDashboard(app: Hono<AppEnv>, dir: string) {
  const root = path.relative(process.cwd(), dir) || '.';
  const indexHtml = path.join(dir, 'index.html');
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
