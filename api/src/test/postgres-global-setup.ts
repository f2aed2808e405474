// Vitest global setup: one throw-away PostgreSQL cluster per test run, started only when a test first asks for a
// database (runs that never do pay nothing) and stopped when the run ends. Test workers ask through a small HTTP
// endpoint on 127.0.0.1 (see freshDatabase() in postgres.ts); databases are copies of a migrated (and, by default, catalogue-seeded) template.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { childProcessEnv } from '../env.ts';
import type { PostgresCluster } from './postgres-cluster.ts';

const TEMPLATE_DATABASE = 'wrapsmith_template';
/** The migrated template plus the built-in catalogue (vehicles and films), which most tests seed first. */
const SEEDED_TEMPLATE = 'wrapsmith_seeded';

/** Seeds in a child process: only there are the PostgreSQL tables the app's (DATABASE_URL set before import). */
async function seedTemplate(url: string): Promise<void> {
  const { spawn } = await import('node:child_process');
  const path = await import('node:path');
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'seed-template.ts')], {
    env: childProcessEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent' }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => void (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Seeding the test template failed (${code}): ${errors}`);
}

interface Ready {
  cluster: PostgresCluster;
  admin: pg.Client;
}

async function startWithTemplate(): Promise<Ready> {
  const [{ default: pgDriver }, { startPostgresCluster }, { openPgDb }] = await Promise.all([
    import('pg'),
    import('./postgres-cluster.ts'),
    import('../db/pg-client.ts'),
  ]);
  const cluster = await startPostgresCluster();
  const admin = new pgDriver.Client({ connectionString: cluster.url('postgres') });
  // When the run is interrupted (Ctrl-C, or turbo stopping the other tasks after one fails) the server goes first:
  // its goodbye on this idle connection is an 'error' event, which must not crash the run's main process.
  admin.on('error', () => undefined);
  try {
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    const template = await openPgDb(cluster.url(TEMPLATE_DATABASE), { poolSize: 1 });
    // A template can be copied only while nobody is connected to it.
    await template.$client.end();
    await admin.query(`create database ${SEEDED_TEMPLATE} template ${TEMPLATE_DATABASE}`);
    await seedTemplate(cluster.url(SEEDED_TEMPLATE));
    return { cluster, admin };
  } catch (error) {
    await admin.end().catch(() => undefined);
    await cluster.stop();
    throw error;
  }
}

// No keep-alive: an idle connection to this server would keep the asking test worker from exiting.
const ANSWER_HEADERS = { 'content-type': 'application/json', connection: 'close' };

/**
 * Databases made ahead per template while the tests work, so a test rarely waits for CREATE DATABASE (about 70 ms
 * each, on the cluster's own core). FILE_COPY copies the template's files instead of writing every block to the WAL
 * (PostgreSQL 15's default), which is cheaper for a 13 MB catalogue on a cluster run without fsync.
 */
const SPARES = 3;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let ready: Promise<Ready> | undefined;
  let created = 0;
  let closing = false;
  const spares = new Map<string, Promise<string>[]>();

  // One statement at a time on the admin connection (pg deprecates queueing queries on one client).
  let queue: Promise<unknown> = Promise.resolve();
  const create = (template: string | null): Promise<string> => {
    const made = queue.then(async () => {
      const { cluster, admin } = await (ready ??= startWithTemplate());
      const name = `wrapsmith_test_${++created}`;
      await admin.query(template ? `create database ${name} template ${template} strategy file_copy` : `create database ${name}`);
      return cluster.url(name);
    });
    queue = made.catch(() => undefined);
    return made;
  };
  const take = (template: string | null): Promise<string> => {
    if (!template) return create(null);
    const ahead = spares.get(template) ?? [];
    spares.set(template, ahead);
    while (!closing && ahead.length < SPARES + 1) {
      const made = create(template);
      made.catch(() => undefined);
      ahead.push(made);
    }
    return ahead.shift() ?? create(template);
  };

  const server = http.createServer((req, res) => {
    const kind = new URL(req.url ?? '/', 'http://broker').searchParams.get('template');
    void (async () => {
      try {
        if (req.method !== 'POST') throw new Error(`${req.method} is not POST`);
        const template = kind === 'seeded' ? SEEDED_TEMPLATE : kind === 'migrated' ? TEMPLATE_DATABASE : null;
        const url = await take(template);
        res.writeHead(200, ANSWER_HEADERS).end(JSON.stringify({ url }));
      } catch (error) {
        res.writeHead(500, ANSWER_HEADERS).end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('postgresBroker', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    closing = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    await Promise.allSettled([...spares.values()].flat());
    const started = await ready?.catch(() => undefined);
    await started?.admin.end();
    await started?.cluster.stop();
  };
}
