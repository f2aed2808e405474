// pnpm bench, issue 23 items 19 and 20: the bookings and leads lists of a shop with 10,000 rows against one with 100
// (a deep page by cursor and by `page`, a search through the index; the ratio large ÷ small; its own in-memory SQLite
// database and app), and another shop's user-info over HTTP idle and while a 10,000-lead CSV export downloads (p50,
// p99 and their ratio), with the API, the probe and the download each in a process of its own (benchExport).
import { fork, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { bundleServer } from '../build.mjs';
import { createApp } from '../src/app.ts';
import { openDb, type Db } from '../src/db/client.ts';
import { createOwner } from '../src/seed/factories.ts';
import type { AppDeps } from '../src/lib/context.ts';
import { createSession } from '../src/lib/session.ts';
import { childProcessEnv } from '../src/env.ts';
import { fill } from './fill-lists.ts';
import type { BenchRow } from './photo.ts';

const LARGE = 10_000;
const SMALL = 100;
const SAMPLES = 300;
/** Issue 23 item 19: a page or a search at 100× the rows within this many times the small shop's. */
const LIST_RATIO_TARGET = 2;
/** Issue 23 item 20: another shop's read during a 10,000-lead export. */
const EXPORT_P99_TARGET_MS = 10;
/** Exports downloaded one after another while the probe reads. */
const EXPORTS = 5;
/** Inside the package, so the bundle's npm imports resolve from its node_modules (as bench/reads.ts does). */
const EXPORT_BUNDLE_DIR = path.resolve(import.meta.dirname, '../node_modules/.cache/wrapsmith-export-bench');

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;
const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
};

export async function benchLists(makeDeps: (db: Db) => AppDeps): Promise<BenchRow[]> {
  const db = openDb(':memory:');
  const deps = makeDeps(db);
  const app = createApp(deps);
  const shops = { small: await createOwner(db, { businessName: 'Small Wraps', addon: true }), large: await createOwner(db, { businessName: 'Large Wraps', addon: true }) };
  fill(db, shops.small.shop.id, SMALL);
  fill(db, shops.large.shop.id, LARGE);
  const auth = async (userId: string) => ({ authorization: `Bearer ${(await createSession(db, userId, new Date())).token}` });
  const headers = { small: await auth(shops.small.user.id), large: await auth(shops.large.user.id) };

  const call = async (size: 'small' | 'large', path: string) => {
    const res = await app.request(`/api/v1/user/${path}`, { headers: headers[size] });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  /** The cursor of the row 90% down the list: walk there by cursor once. */
  const deepCursor = async (size: 'small' | 'large', list: string) => {
    const n = size === 'large' ? LARGE : SMALL;
    const rows = Math.floor(n * 0.9);
    let cursor: string | null = null;
    for (let seen = 0; seen < rows; ) {
      const pageSize = Math.min(100, rows - seen);
      const res = await call(size, `${list}?pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`);
      const json = (await res.json()) as { data: unknown[]; nextCursor: string };
      seen += json.data.length;
      cursor = json.nextCursor;
    }
    return cursor!;
  };
  /** Median time of one request of each size, interleaved so warm-up and GC fall on both alike. */
  const compare = async (paths: Record<'small' | 'large', string>) => {
    const times = { small: [] as number[], large: [] as number[] };
    for (let i = 0; i < SAMPLES + 20; i++) {
      for (const size of ['small', 'large'] as const) {
        const t = performance.now();
        await (await call(size, paths[size])).arrayBuffer();
        if (i >= 20) times[size].push(performance.now() - t);
      }
    }
    return { small: median(times.small), large: median(times.large) };
  };
  const deepPage = (n: number) => Math.floor((n * 0.9) / 25);
  const measured = {
    bookingsCursor: await compare({
      small: `booking/all?pageSize=25&cursor=${await deepCursor('small', 'booking/all')}`,
      large: `booking/all?pageSize=25&cursor=${await deepCursor('large', 'booking/all')}`,
    }),
    bookingsPage: await compare({ small: `booking/all?pageSize=25&page=${deepPage(SMALL)}`, large: `booking/all?pageSize=25&page=${deepPage(LARGE)}` }),
    bookingsSearch: await compare({ small: 'booking/all?q=cust42%40', large: 'booking/all?q=cust42%40' }),
    leadsCursor: await compare({ small: `leads?pageSize=25&cursor=${await deepCursor('small', 'leads')}`, large: `leads?pageSize=25&cursor=${await deepCursor('large', 'leads')}` }),
    leadsPage: await compare({ small: `leads?pageSize=25&page=${deepPage(SMALL)}`, large: `leads?pageSize=25&page=${deepPage(LARGE)}` }),
    leadsSearch: await compare({ small: 'leads?q=lead42%40', large: 'leads?q=lead42%40' }),
  };

  db.$client.close();
  const exportRun = await benchExport();

  const ratioRow = (name: string, m: { small: number; large: number }, target: boolean): BenchRow => [
    name,
    `${(m.large / m.small).toFixed(2)}×`,
    `median ${m.large.toFixed(2)} ms at ${LARGE.toLocaleString('en')} rows, ${m.small.toFixed(2)} ms at ${SMALL}`,
    target ? `≤ ${LIST_RATIO_TARGET}×` : '',
    m.large / m.small <= LIST_RATIO_TARGET,
  ];
  return [
    ratioRow('bookings deep page, cursor', measured.bookingsCursor, true),
    ratioRow('bookings deep page, ?page=', measured.bookingsPage, false),
    ratioRow('bookings search (index)', measured.bookingsSearch, true),
    ratioRow('leads deep page, cursor', measured.leadsCursor, true),
    ratioRow('leads deep page, ?page=', measured.leadsPage, false),
    ratioRow('leads search (index)', measured.leadsSearch, true),
    ...exportRows(exportRun),
  ];
}

interface ExportRun {
  idle: number[];
  during: number[];
  exports: number;
  exportMs: number;
  bytes: number;
}

/**
 * Issue 23 item 20: another shop's user-info, idle and while the large shop downloads its 10,000 leads as CSV, side
 * by side in one run. Three processes, so only the API's own event loop is measured: the API (bench/export-server.ts,
 * bundled as the product ships), the read probe (bench/read-probe.mjs, one GET after another), and this one, which
 * downloads the exports one after another (EXPORTS of them) while the probe runs, counting bytes and rows as they
 * stream rather than holding the file.
 */
export async function benchExport(): Promise<ExportRun> {
  await bundleServer({ 'export-server': path.join(import.meta.dirname, 'export-server.ts') }, EXPORT_BUNDLE_DIR);
  const child = spawn(process.execPath, [path.join(EXPORT_BUNDLE_DIR, 'export-server.js'), String(LARGE)], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: childProcessEnv({}),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const first = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`export server exited with ${code}`)));
    });
    const { port, exportToken, readToken } = JSON.parse(first) as { port: number; exportToken: string; readToken: string };
    const base = `http://127.0.0.1:${port}/api/v1`;
    const probe = fork(path.join(import.meta.dirname, 'read-probe.mjs'), [`${base}/auth/user-info`, `Bearer ${readToken}`], { stdio: 'inherit' });
    const ask = <T>(message: object) =>
      new Promise<T>((resolve) => {
        probe.once('message', (answer) => resolve(answer as T));
        probe.send(message);
      });
    const download = async () => {
      const res = await fetch(`${base}/user/leads/export.csv`, { headers: { authorization: `Bearer ${exportToken}` } });
      if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
      let bytes = 0;
      let rows = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows += 1;
      }
      // The header and every lead (a lead's message has no line break here).
      if (rows !== LARGE + 1) throw new Error(`export had ${rows} lines, not ${LARGE + 1}`);
      return bytes;
    };
    try {
      await download();
      await ask<{ samples: number[] }>({ idle: 200 });
      const { samples: idle } = await ask<{ samples: number[] }>({ idle: SAMPLES * 2 });
      await ask<{ started: true }>({ start: true });
      const stopped = new Promise<{ samples: number[] }>((resolve) => probe.once('message', (answer) => resolve(answer as { samples: number[] })));
      const started = performance.now();
      let bytes = 0;
      for (let i = 0; i < EXPORTS; i++) bytes = await download();
      const exportMs = performance.now() - started;
      probe.send({ stop: true });
      const { samples: during } = await stopped;
      return { idle, during, exports: EXPORTS, exportMs, bytes };
    } finally {
      probe.disconnect();
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export function exportRows(run: ExportRun): BenchRow[] {
  const idle = { p50: median(run.idle), p99: p99(run.idle) };
  const during = { p50: median(run.during), p99: p99(run.during) };
  return [
    ['user-info idle (p50 / p99)', `${idle.p50.toFixed(2)} / ${idle.p99.toFixed(2)} ms`, `another shop, over HTTP from a process of its own, ${run.idle.length} reads`, '', true],
    [
      `user-info, ${LARGE / 1000}k-lead export (p50 / p99)`,
      `${during.p50.toFixed(2)} / ${during.p99.toFixed(2)} ms`,
      `${run.during.length} reads during ${run.exports} exports (${(run.exportMs / run.exports).toFixed(0)} ms, ${(run.bytes / 1e6).toFixed(1)} MB each)`,
      `p99 < ${EXPORT_P99_TARGET_MS} ms`,
      during.p99 < EXPORT_P99_TARGET_MS,
    ],
    [
      'user-info export ÷ idle (p50 / p99)',
      `${(during.p50 / idle.p50).toFixed(2)}× / ${(during.p99 / idle.p99).toFixed(2)}×`,
      `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.availableParallelism()} cores when it ended`,
      '',
      true,
    ],
  ];
}
