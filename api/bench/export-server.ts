// The export bench's server (bench/lists.ts, issue 23 item 20), in a process of its own, so neither the export's
// download nor the read probe (bench/read-probe.mjs, another process) shares its event loop: what is measured is the
// API's own loop. The whole API as shipped on SQLite (a file under a temporary DATA_DIR, WAL), a shop with
// `argv[2]` leads (and as many bookings) and another shop that reads. Prints one JSON line `{ "port", "exportToken",
// "readToken" }` once listening.
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
import { assembleDeps } from '../src/deps.ts';
import { openDatabase } from '../src/db/open.ts';
import { loadEnvOver } from '../src/env.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createSession } from '../src/lib/session.ts';
import { createOwner } from '../src/seed/factories.ts';
import { fill } from './fill-lists.ts';

const leads = Number(process.argv[2] ?? 10_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-export-bench-'));
const env = loadEnvOver({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' });
const db = await openDatabase(env);
const now = () => new Date();
const exporter = await createOwner(db, { businessName: 'Large Wraps', addon: true });
const reader = await createOwner(db, { businessName: 'Reading Wraps', addon: true });
fill(db, exporter.shop.id, leads);
const app = createApp(assembleDeps({ env, db, log: createLogger('silent'), now }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
await new Promise((resolve) => server.once('listening', resolve));
console.log(
  JSON.stringify({
    port: (server.address() as AddressInfo).port,
    exportToken: (await createSession(db, exporter.user.id, now())).token,
    readToken: (await createSession(db, reader.user.id, now())).token,
  }),
);
process.on('SIGTERM', () => {
  server.close();
  db.$client.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
