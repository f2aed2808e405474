// The database down, out of connections or out of disk (issue 23 item 10, decision 071): PostgreSQL unreachable or
// refusing connections answers 503 with Retry-After (not 500), and works again when it is back; SQLite's full disk
// answers 507 with a clear message, and the widget's reads keep working.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../db/client.ts';
import { asDb, closeDatabase } from '../db/open.ts';
import { openPgDb } from '../db/pg-client.ts';
import { DIALECT } from '../db/schema/index.ts';
import * as pgSchema from '../db/schema/pg.ts';
import { bearer, createOwner, json, logIn, makeTestApp, rawRows, rawRun } from '../test/app.ts';
import { freshDatabase } from '../test/postgres.ts';
import { widgetApp } from '../test/widget.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_SECONDS,
  isDatabaseUnavailable,
  isStorageFull,
  STORAGE_FULL_MESSAGE,
} from './errors.ts';

/** A TCP proxy in front of PostgreSQL that the test can take down (connections refused, open ones cut) and bring back. */
async function outageProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  onTestFinished(() => {
    for (const s of sockets) s.destroy();
    server.close();
  });
  return {
    port,
    down: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    up: () => listen(port),
  };
}

const userInfo = (t: Awaited<ReturnType<typeof makeTestApp>>, auth: Record<string, string>) => t.app.request('/api/v1/auth/user-info', { headers: auth });
const saveSettings = (t: Awaited<ReturnType<typeof makeTestApp>>, auth: Record<string, string>) =>
  t.app.request('/api/v1/user/catalog/settings', json('PUT', { hiddenBrands: ['3m'], hiddenFilms: [] }, auth));

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe(String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
  expect(await res.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE } });
}

describe.skipIf(DIALECT !== 'postgres')('PostgreSQL unavailable (issue 23 item 10)', () => {
  it('answers 503 with Retry-After while the server is unreachable for a few seconds, and 200 again once it is back', async () => {
    const url = new URL(await freshDatabase());
    const proxy = await outageProxy(url);
    const viaProxy = new URL(url);
    viaProxy.port = String(proxy.port);
    const db = asDb(await openPgDb(viaProxy.toString(), { poolSize: 4, connectTimeoutMs: 1_000 }));
    onTestFinished(() => closeDatabase(db));
    const t = await makeTestApp({ db });
    const owner = await createOwner(db);
    const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
    expect((await userInfo(t, auth)).status).toBe(200);

    await proxy.down();
    const started = Date.now();
    for (const res of await Promise.all([userInfo(t, auth), saveSettings(t, auth), userInfo(t, auth)])) await expectUnavailable(res);
    // The pool's connection timeout: nothing waits for ever on a server that does not answer.
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await expectUnavailable(await saveSettings(t, auth));

    await proxy.up();
    expect((await saveSettings(t, auth)).status).toBe(200);
    expect((await userInfo(t, auth)).status).toBe(200);
  });

  it('answers 503 when the server refuses a connection for too many clients (53300) or a closed port', async () => {
    const url = new URL(await freshDatabase());
    const setup = asDb(await openPgDb(url.toString(), { poolSize: 2 }));
    onTestFinished(() => closeDatabase(setup));
    const role = `limited_${Math.random().toString(36).slice(2, 10)}`;
    // A role allowed no connection at all: every connection it opens is refused with 53300, as past max_connections.
    await rawRun(setup, sql.raw(`create role ${role} login connection limit 0`));
    onTestFinished(() => rawRun(setup, sql.raw(`drop role if exists ${role}`)));
    const owner = await createOwner(setup);
    const login = (await makeTestApp({ db: setup })).app;
    const auth = bearer((await logIn(login, owner.user.email, owner.password)).token);

    for (const target of [Object.assign(new URL(url), { username: role, password: '' }), Object.assign(new URL(url), { port: '1' })]) {
      const pool = new pg.Pool({ connectionString: target.toString(), max: 2, connectionTimeoutMillis: 1_000 });
      pool.on('error', () => undefined);
      const db = drizzle(pool, { schema: pgSchema }) as unknown as Db;
      onTestFinished(() => pool.end());
      const t = await makeTestApp({ db });
      await expectUnavailable(await userInfo(t, auth));
      await expectUnavailable(await saveSettings(t, auth));
    }
    expect((await rawRows<{ n: number }>(setup, sql`select 1 as n`))[0]?.n).toBe(1);
  });
});

describe('outage errors are told apart from bugs (issue 23 item 10)', () => {
  it('maps connection refused, admin shutdown, cannot-connect-now, too many clients and the pool timeout to unavailable', () => {
    const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });
    for (const code of ['ECONNREFUSED', '57P01', '57P02', '57P03', '53300', '08006']) {
      expect([code, isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code })))]).toEqual([code, true]);
    }
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    for (const code of ['23505', '42P01', 'SQLITE_BUSY', '22P02']) expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false);
    expect(isStorageFull(wrapped(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' })))).toBe(true);
    expect(isStorageFull(new Error('database or disk is full'))).toBe(false);
  });
});

describe.skipIf(DIALECT === 'postgres')('SQLite on a full disk (issue 23 item 10)', () => {
  it('answers 507 with a clear message to a write, and the widget keeps answering reads', async () => {
    const t = await widgetApp({ planKey: 'pro' });
    expect((await t.call('config')).status).toBe(200);
    // The file may grow no further, and its free space is used up: every write that needs room fails with
    // SQLITE_FULL, as on a full disk.
    const [{ pages } = { pages: 0 }] = await rawRows<{ pages: number }>(t.deps.db, sql`select page_count as pages from pragma_page_count()`);
    await rawRun(t.deps.db, sql.raw(`pragma max_page_count = ${pages + 4}`));
    await rawRun(t.deps.db, sql.raw('create table filler (x blob)'));
    let filled = false;
    for (let i = 0; i < 100 && !filled; i += 1) {
      filled = await rawRun(t.deps.db, sql.raw('insert into filler values (randomblob(1500))')).then(
        () => false,
        (error: unknown) => (expect(isStorageFull(error)).toBe(true), true),
      );
    }
    expect(filled).toBe(true);
    const write = await t.app.request('/api/v1/user/booking', json('POST', { bookingDate: '2026-06-10', firstName: 'Dana', notes: 'n'.repeat(3900) }, t.auth));
    expect(write.status).toBe(507);
    expect(await write.json()).toEqual({ error: { code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE } });

    // The widget's key was last used over a minute ago, so each read writes "last used", and that write fails too.
    t.clock.advance(120_000);
    await rawRun(t.deps.db, sql.raw(`create temp trigger key_full before update on widget_keys begin select raise(abort, 'database or disk is full'); end`));
    for (const path of ['config', 'get-years']) expect([path, (await t.call(path)).status]).toEqual([path, 200]);
  });
});
