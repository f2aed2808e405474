// pnpm bench, reads: get-makes and user-info over HTTP, with the API on SQLite and on PostgreSQL, each beside a bare
// node:http route serving the same get-makes body (and, for context, Hono alone answering it), all measured in this
// run by one external load generator (autocannon) against servers in processes of their own (bench/read-server.ts,
// bundled by esbuild the way api/build.mjs bundles the shipped server). Rounds alternate between the servers and each
// figure is the median of its rounds, so a busy machine slows every server alike. PostgreSQL is a throw-away cluster
// of Debian's server (as the tests use); without it installed, its rows say so.
import { spawn, type ChildProcess } from 'node:child_process';
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

async function startReadServer(script: string, mode: Mode, databaseUrl?: string): Promise<Started> {
  const env = childProcessEnv(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const child = spawn(process.execPath, [script, mode], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
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
  /** The bare node:http route, measured in the same rounds. */
  bare: Round;
}

/**
 * Per engine: a bare node:http server, Hono alone and the API, then ROUNDS rounds of bare → Hono → each route,
 * after one warm-up round. Hono alone is a row of its own (the framework's floor), without a target.
 */
export async function benchReads(): Promise<{ rows: ReadRow[]; honoAlone: ReadRow; skipped: string[] }> {
  const script = await bundleReadServer();
  const rows: ReadRow[] = [];
  const skipped: string[] = [];
  let honoAlone: ReadRow = { name: 'Hono alone (same body)', rps: 0, cpuPerRequest: 0, bare: { rps: 0, cpuPerRequest: 0 } };
  let cluster: PostgresCluster | undefined;
  const engines: [string, string | undefined][] = [['SQLite', undefined]];
  if (findPostgresBin()) {
    cluster = await startPostgresCluster();
    engines.push(['PostgreSQL', cluster.url('postgres')]);
  } else skipped.push('PostgreSQL: server binaries not installed (apt-get install -y postgresql)');
  try {
    for (const [engine, url] of engines) {
      const bare = await startReadServer(script, 'bare');
      const hono = await startReadServer(script, 'hono');
      const app = await startReadServer(script, 'app', url);
      try {
        const targets: [string, Started, string][] = [
          ['bare', bare, '/'],
          ['hono', hono, '/'],
          ...ROUTES.map(([name, route]): [string, Started, string] => [name, app, route]),
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
        const bareRound = medianOf('bare');
        if (engine === 'SQLite') honoAlone = { ...honoAlone, ...medianOf('hono'), bare: bareRound };
        for (const [name] of ROUTES) rows.push({ name: `${name} on ${engine}`, ...medianOf(name), bare: bareRound });
      } finally {
        await Promise.all([stop(bare), stop(hono), stop(app)]);
      }
    }
  } finally {
    await cluster?.stop();
  }
  return { rows, honoAlone, skipped };
}

export const READ_RATIO_TARGET = RATIO_TARGET;
export const READ_LOAD = `autocannon, ${CONNECTIONS} connections, median of ${ROUNDS} alternating ${ROUND_SECONDS} s rounds per server`;
