// pnpm bench, reads: get-makes and user-info over HTTP, with the API on SQLite and on PostgreSQL, each beside a bare
// node:http server answering that route with the very bytes the API answered it with (issue 24 item 6: a route is
// never compared with another route's body), and, for context, Hono alone answering get-makes' bytes. All measured
// in this run by one external load generator (autocannon) against servers in processes of their own
// (bench/read-server.ts, bundled by esbuild the way api/build.mjs bundles the shipped server). Rounds alternate
// between the servers and each figure is the median of its rounds, so a busy machine slows every server alike.
// PostgreSQL is a throw-away cluster of Debian's server (as the tests use); without it installed, its rows say so.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { bundleServer } from '../build.mjs';
import { childProcessEnv } from '../src/env.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../src/test/postgres-cluster.ts';

const CONNECTIONS = 16;
const ROUND_SECONDS = 2;
const ROUNDS = 5;
/** Issue 13's bar for reads, printed beside each ratio. */
const RATIO_TARGET = 0.5;

const apiDir = path.resolve(import.meta.dirname, '..');
/** Inside the package, so the bundle's npm imports resolve from its node_modules as dist/'s do. */
const bundleDir = path.join(apiDir, 'node_modules/.cache/wrapsmith-read-bench');

/** The read server as the product ships: bundled by api/build.mjs's settings, migrations beside it. */
async function bundleReadServer(): Promise<string> {
  await bundleServer({ 'read-server': path.join(import.meta.dirname, 'read-server.ts') }, bundleDir);
  return path.join(bundleDir, 'read-server.js');
}

type Mode = 'bare' | 'hono' | 'app';
interface Started {
  child: ChildProcess;
  port: number;
  token: string;
}

async function startReadServer(script: string, mode: Mode, options: { databaseUrl?: string; bodiesFile?: string } = {}): Promise<Started> {
  const env = childProcessEnv(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {});
  const child = spawn(process.execPath, [script, mode, ...(options.bodiesFile ? [options.bodiesFile] : [])], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`read server (${mode}) exited with ${code}`)));
  });
  const { port, token } = JSON.parse(first) as { port: number; token: string };
  return { child, port, token };
}

/** The server process's CPU time so far (user + system, µs), asked over its IPC channel. */
const cpuTime = (server: Started) =>
  new Promise<number>((resolve) => {
    server.child.once('message', (micros) => resolve(Number(micros)));
    server.child.send('cpu');
  });

interface Round {
  rps: number;
  /** The server's CPU time per answered request (µs): unlike req/s, barely moved by other work on the machine. */
  cpuPerRequest: number;
}

async function load(server: Started, route: string, seconds = ROUND_SECONDS): Promise<Round> {
  const cpuBefore = await cpuTime(server);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${route}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: server.token ? { authorization: `Bearer ${server.token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const cpuPerRequest = ((await cpuTime(server)) - cpuBefore) / Math.max(1, result.requests.total);
  return { rps: result.requests.average, cpuPerRequest };
}

const stop = (s: Started) =>
  new Promise<void>((resolve) => {
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const ROUTES = [
  ['get-makes', '/api/v1/user/tool/get-makes?year=2024'],
  ['user-info', '/api/v1/auth/user-info'],
] as const;

export interface ReadRow {
  name: string;
  rps: number;
  cpuPerRequest: number;
  /** The body's size: the API's answer, and the bare server's copy of it. */
  bytes: number;
  /** The bare node:http server answering the same bytes on the same path, measured in the same rounds. */
  bare: Round;
}

/** What the API answers on each route, byte for byte, written where the bare and Hono-alone servers read it. */
async function recordAnswers(app: Started, dir: string): Promise<{ file: string; bytes: Map<string, Buffer> }> {
  const answers: Record<string, { contentType: string; base64: string }> = {};
  const bytes = new Map<string, Buffer>();
  for (const [name, route] of ROUTES) {
    const res = await fetch(`http://127.0.0.1:${app.port}${route}`, { headers: { authorization: `Bearer ${app.token}` } });
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    bytes.set(route, body);
    answers[route] = { contentType: res.headers.get('content-type') ?? 'application/json', base64: body.toString('base64') };
  }
  const file = path.join(dir, 'answers.json');
  fs.writeFileSync(file, JSON.stringify(answers));
  return { file, bytes };
}

/** Fails the bench unless `server` answers every route with exactly the API's bytes. */
async function checkSameBytes(server: Started, label: string, bytes: Map<string, Buffer>, routes: readonly string[]) {
  for (const route of routes) {
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${server.port}${route}`)).arrayBuffer());
    if (!body.equals(bytes.get(route) ?? Buffer.alloc(0))) throw new Error(`${label} does not answer ${route} with the API's ${bytes.get(route)?.length} bytes`);
  }
}

/**
 * Per engine: the API first (its answers recorded), then a bare node:http server and Hono alone answering those
 * same bytes; then ROUNDS rounds of, per route, bare → API (and Hono alone on get-makes), after one warm-up round.
 * Hono alone is a row of its own (the framework's floor), without a target.
 */
export async function benchReads(): Promise<{ rows: ReadRow[]; honoAlone: ReadRow; skipped: string[] }> {
  const script = await bundleReadServer();
  const rows: ReadRow[] = [];
  const skipped: string[] = [];
  let honoAlone: ReadRow = { name: 'Hono alone (get-makes bytes)', rps: 0, cpuPerRequest: 0, bytes: 0, bare: { rps: 0, cpuPerRequest: 0 } };
  let cluster: PostgresCluster | undefined;
  const engines: [string, string | undefined][] = [['SQLite', undefined]];
  if (findPostgresBin()) {
    cluster = await startPostgresCluster();
    engines.push(['PostgreSQL', cluster.url('postgres')]);
  } else skipped.push('PostgreSQL: server binaries not installed (apt-get install -y postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-read-answers-'));
  try {
    for (const [engine, databaseUrl] of engines) {
      const app = await startReadServer(script, 'app', { databaseUrl });
      const started: Started[] = [app];
      try {
        const { file, bytes } = await recordAnswers(app, dir);
        const bare = await startReadServer(script, 'bare', { bodiesFile: file });
        started.push(bare);
        const hono = await startReadServer(script, 'hono', { bodiesFile: file });
        started.push(hono);
        await checkSameBytes(bare, 'The bare server', bytes, ROUTES.map(([, route]) => route));
        const [makesName, makesRoute] = ROUTES[0];
        await checkSameBytes(hono, 'Hono alone', bytes, [makesRoute]);
        const targets: [string, Started, string][] = [
          ...ROUTES.flatMap(([name, route]): [string, Started, string][] => [
            [`bare ${name}`, bare, route],
            [name, app, route],
          ]),
          ['hono', hono, makesRoute],
        ];
        for (const [, server, route] of targets) await load(server, route, 1);
        const measured = new Map<string, Round[]>();
        for (let round = 0; round < ROUNDS; round++) {
          for (const [name, server, route] of targets) measured.set(name, [...(measured.get(name) ?? []), await load(server, route)]);
        }
        const medianOf = (name: string): Round => {
          const rounds = measured.get(name) ?? [];
          return { rps: median(rounds.map((r) => r.rps)), cpuPerRequest: median(rounds.map((r) => r.cpuPerRequest)) };
        };
        if (engine === 'SQLite') {
          honoAlone = { ...honoAlone, ...medianOf('hono'), bytes: bytes.get(makesRoute)?.length ?? 0, bare: medianOf(`bare ${makesName}`) };
        }
        for (const [name, route] of ROUTES) {
          rows.push({ name: `${name} on ${engine}`, ...medianOf(name), bytes: bytes.get(route)?.length ?? 0, bare: medianOf(`bare ${name}`) });
        }
      } finally {
        await Promise.all(started.map(stop));
      }
    }
  } finally {
    await cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return { rows, honoAlone, skipped };
}

export const READ_RATIO_TARGET = RATIO_TARGET;
export const READ_LOAD = `autocannon, ${CONNECTIONS} connections, median of ${ROUNDS} alternating ${ROUND_SECONDS} s rounds per server; each route's bare server answers the API's own bytes for it`;
