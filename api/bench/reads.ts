// pnpm bench, reads: get-makes and user-info over HTTP, with the API on SQLite and on PostgreSQL, each beside a bare
// node:http route serving the same get-makes body, all measured in this run by one external load generator
// (autocannon) against servers in processes of their own (bench/read-server.ts). PostgreSQL is a throw-away cluster
// of Debian's server (as the tests use); without it installed, its rows say so.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import autocannon from 'autocannon';
import { childProcessEnv } from '../src/env.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../src/test/postgres-cluster.ts';

const CONNECTIONS = 16;
const SECONDS = 4;
/** Issue 13's bar for reads, printed beside each ratio. */
const RATIO_TARGET = 0.5;

interface Started {
  child: ChildProcess;
  port: number;
  token: string;
}

async function startReadServer(mode: 'bare' | 'app', databaseUrl?: string): Promise<Started> {
  const env = childProcessEnv(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'read-server.ts'), mode], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`read server (${mode}) exited with ${code}`)));
  });
  const { port, token } = JSON.parse(first) as { port: number; token: string };
  return { child, port, token };
}

async function load(port: number, route: string, token: string): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${route}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

const stop = (s: Started) => new Promise<void>((resolve) => {
  s.child.once('exit', () => resolve());
  s.child.kill('SIGTERM');
});

const ROUTES = [
  ['get-makes', '/api/v1/user/tool/get-makes?year=2024'],
  ['user-info', '/api/v1/auth/user-info'],
] as const;

export interface ReadRow {
  name: string;
  rps: number;
  bare: number;
}

/** Each engine's rows: the bare route is measured right before that engine's routes, warm-up excluded. */
export async function benchReads(): Promise<{ rows: ReadRow[]; skipped: string[] }> {
  const rows: ReadRow[] = [];
  const skipped: string[] = [];
  let cluster: PostgresCluster | undefined;
  const engines: [string, string | undefined][] = [['SQLite', undefined]];
  if (findPostgresBin()) {
    cluster = await startPostgresCluster();
    engines.push(['PostgreSQL', cluster.url('postgres')]);
  } else skipped.push('PostgreSQL: server binaries not installed (apt-get install -y postgresql)');
  try {
    for (const [engine, url] of engines) {
      const bare = await startReadServer('bare');
      const app = await startReadServer('app', url);
      try {
        await load(bare.port, '/', '');
        const bareRps = await load(bare.port, '/', '');
        for (const [name, route] of ROUTES) {
          await load(app.port, route, app.token);
          rows.push({ name: `${name} on ${engine}`, rps: await load(app.port, route, app.token), bare: bareRps });
        }
      } finally {
        await Promise.all([stop(bare), stop(app)]);
      }
    }
  } finally {
    await cluster?.stop();
  }
  return { rows, skipped };
}

export const READ_RATIO_TARGET = RATIO_TARGET;
export const READ_LOAD = `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per route`;
