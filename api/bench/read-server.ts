// A server for the read bench (bench/reads.ts), in a process of its own so the load generator never shares its
// event loop. `app`: the whole API on SQLite (a file under a temporary DATA_DIR, WAL, as shipped), or on PostgreSQL
// when DATABASE_URL is set, with the catalogue and one signed-in owner. `bare`: a plain node:http server, and `hono`:
// Hono alone, each answering every route with the very bytes the API answered it with (issue 24 item 6), read from
// the JSON file named by the third argument (`{ "<path?query>": { "contentType", "base64" } }`, written by
// bench/reads.ts from the API's own answers). Prints one JSON line `{ "port", "token" }` once listening.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../src/app.ts';
import { assembleDeps } from '../src/deps.ts';
import { createOwner } from '../src/seed/factories.ts';
import { openDatabase } from '../src/db/open.ts';
import { seedCatalog } from '../src/seed/seed.ts';
import { loadEnvOver } from '../src/env.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createSession } from '../src/lib/session.ts';

const mode = process.argv[2];

/** What the API answered per route (path with its query), as bench/reads.ts recorded it. */
type Bodies = Record<string, { contentType: string; base64: string }>;
const bodiesFile = process.argv[3];
const bodies = new Map(
  Object.entries(bodiesFile ? (JSON.parse(fs.readFileSync(bodiesFile, 'utf8')) as Bodies) : {}).map(([route, { contentType, base64 }]) => [
    route,
    { contentType, bytes: Buffer.from(base64, 'base64') },
  ]),
);

let server: http.Server;
let token = '';
if (mode === 'bare') {
  server = http.createServer((req, res) => {
    const answer = bodies.get(req.url ?? '');
    if (!answer) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': answer.contentType, 'content-length': String(answer.bytes.length) }).end(answer.bytes);
  });
  server.listen(0, '127.0.0.1');
} else if (mode === 'hono') {
  // The framework alone answering the same bytes: what any Hono route costs before our middleware and handlers.
  const hono = new Hono();
  for (const [route, answer] of bodies) {
    hono.get(new URL(route, 'http://x').pathname, (c) => c.body(new Uint8Array(answer.bytes), 200, { 'Content-Type': answer.contentType }));
  }
  server = serve({ fetch: hono.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-read-bench-'));
  const env = loadEnvOver({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const db = await openDatabase(env);
  await seedCatalog(db);
  const now = () => new Date();
  const log = createLogger('silent');
  const { user } = await createOwner(db, { businessName: 'Bench Wraps' });
  token = (await createSession(db, user.id, now())).token;
  const app = createApp(assembleDeps({ env, db, log, now }));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
}
await new Promise((resolve) => server.once('listening', resolve));
console.log(JSON.stringify({ port: (server.address() as AddressInfo).port, token }));
// bench/reads.ts asks for this process's CPU time around each round, to print CPU per request beside req/s.
process.on('message', () => {
  const { user, system } = process.cpuUsage();
  process.send?.(user + system);
});
