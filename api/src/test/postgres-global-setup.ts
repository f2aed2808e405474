// Vitest global setup: one throw-away PostgreSQL cluster per test run, started only when a test first asks for a
// database (runs that never do pay nothing) and stopped when the run ends. Test workers ask through a small HTTP
// endpoint on 127.0.0.1 (see freshDatabase() in postgres.ts); databases are copies of a migrated template.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { PostgresCluster } from './postgres-cluster.ts';

const TEMPLATE_DATABASE = 'wrapsmith_template';

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
  try {
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    const template = await openPgDb(cluster.url(TEMPLATE_DATABASE), { poolSize: 1 });
    // A template can be copied only while nobody is connected to it.
    await template.$client.end();
    return { cluster, admin };
  } catch (error) {
    await admin.end().catch(() => undefined);
    await cluster.stop();
    throw error;
  }
}

// No keep-alive: an idle connection to this server would keep the asking test worker from exiting.
const ANSWER_HEADERS = { 'content-type': 'application/json', connection: 'close' };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let ready: Promise<Ready> | undefined;
  let created = 0;
  const server = http.createServer((req, res) => {
    const migrated = new URL(req.url ?? '/', 'http://broker').searchParams.get('migrated') !== 'false';
    void (async () => {
      try {
        if (req.method !== 'POST') throw new Error(`${req.method} is not POST`);
        const { cluster, admin } = await (ready ??= startWithTemplate());
        const name = `wrapsmith_test_${++created}`;
        await admin.query(migrated ? `create database ${name} template ${TEMPLATE_DATABASE}` : `create database ${name}`);
        res.writeHead(200, ANSWER_HEADERS).end(JSON.stringify({ url: cluster.url(name) }));
      } catch (error) {
        res.writeHead(500, ANSWER_HEADERS).end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('postgresBroker', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    const started = await ready?.catch(() => undefined);
    await started?.admin.end();
    await started?.cluster.stop();
  };
}
