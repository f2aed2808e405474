// Starts the server. Everything else is built by createApp() so tests reuse it.
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDb } from './db/client.ts';
import { loadEnv, publicUrl } from './env.ts';
import { createLogger } from './lib/logger.ts';

const env = loadEnv();
const log = createLogger(env.LOG_LEVEL);
const db = openDb(path.join(env.DATA_DIR, 'wrapsmith.sqlite'), path.resolve(import.meta.dirname, 'migrations'));
const app = createApp(
  { env, db, log, now: () => new Date() },
  { dashboardDir: path.resolve(import.meta.dirname, '../../dashboard/dist') },
);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info(`Wrapsmith is running at ${publicUrl({ ...env, PORT: info.port })}`);
  log.info(`Data directory: ${env.DATA_DIR}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    db.$client.close();
    process.exit(0);
  });
}
