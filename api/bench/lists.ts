// pnpm bench, issue 23 items 19 and 20: the bookings and leads lists of a shop with 10,000 rows against one with 100
// (a deep page by cursor and by `page`, a search through the index; the ratio large ÷ small), and another shop's
// user-info over HTTP while a 10,000-lead CSV export downloads (p99). Its own in-memory SQLite database and app.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../src/app.ts';
import { openDb, type Db } from '../src/db/client.ts';
import { createOwner } from '../src/seed/factories.ts';
import type { AppDeps } from '../src/lib/context.ts';
import { createSession } from '../src/lib/session.ts';
import type { BenchRow } from './photo.ts';

const LARGE = 10_000;
const SMALL = 100;
const SAMPLES = 300;
/** Issue 23 item 19: a page or a search at 100× the rows within this many times the small shop's. */
const LIST_RATIO_TARGET = 2;
/** Issue 23 item 20: another shop's read during a 10,000-lead export. */
const EXPORT_P99_TARGET_MS = 10;

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;
const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
};

/** `n` bookings (a seventh without a date, a third without a time) and `n` leads, customer i's email `cust<i>@…`. */
function fill(db: Db, shopId: string, n: number): void {
  const booking = db.$client.prepare(
    `insert into bookings (id, shop_id, first_name, last_name, email, phone, booking_date, check_in_time, make, model, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'Toyota', 'Camry', ?, ?)`,
  );
  const lead = db.$client.prepare(
    `insert into leads (id, shop_id, snapshot, name, email, phone, message, consent_at, page_url, origin, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 'Full wrap in satin black, please call me back', 0, 'https://shop.example/', 'https://shop.example', ?, ?)`,
  );
  const snapshot = JSON.stringify({ vehicle: { year: 2024, make: 'Toyota', model: 'Camry', bodyStyle: 'sedan' }, film: { id: null, brand: '3M', name: 'Gloss Black', code: 'G12', colorCode: '#000000', finish: 'gloss' } });
  const start = Date.UTC(2026, 0, 1);
  db.$client.transaction(() => {
    for (let i = 0; i < n; i++) {
      const day = i % 7 === 0 ? null : new Date(start + (i % 300) * 86_400_000).toISOString().slice(0, 10);
      const time = i % 3 === 0 ? '' : `${String(8 + (i % 9)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      const at = start + i * 1000;
      booking.run(`${shopId}-b${i}`, shopId, `First${i}`, `Last${i}`, `cust${i}@mail${i % 7}.test`, `555-${String(i).padStart(5, '0')}`, day, time, at, at);
      lead.run(`${shopId}-l${i}`, shopId, snapshot, `Lead Person ${i}`, `lead${i}@mail${i % 7}.test`, `555-${String(i).padStart(5, '0')}`, at, at);
    }
  })();
}

export async function benchLists(makeDeps: (db: Db) => AppDeps): Promise<BenchRow[]> {
  const db = openDb(':memory:');
  const deps = makeDeps(db);
  const app = createApp(deps);
  const shops = { small: await createOwner(db, { businessName: 'Small Wraps', addon: true }), large: await createOwner(db, { businessName: 'Large Wraps', addon: true }) };
  fill(db, shops.small.shop.id, SMALL);
  fill(db, shops.large.shop.id, LARGE);
  const reader = await createOwner(db, { businessName: 'Reading Wraps', addon: true });
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
    leadsSearch: await compare({ small: 'leads?q=lead42%40', large: 'leads?q=lead42%40' }),
  };

  // Another shop's user-info over HTTP, idle and while the large shop's 10,000 leads download as CSV.
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const readerHeaders = await auth(reader.user.id);
  const probe = async () => {
    const t = performance.now();
    const res = await fetch(`${base}/api/v1/auth/user-info`, { headers: readerHeaders });
    if (res.status !== 200) throw new Error(`user-info answered ${res.status}`);
    await res.arrayBuffer();
    return performance.now() - t;
  };
  for (let i = 0; i < 100; i++) await probe();
  const idle: number[] = [];
  for (let i = 0; i < SAMPLES; i++) idle.push(await probe());
  const during: number[] = [];
  let exports = 0;
  let exportMs = 0;
  // Exports one after another until enough probes ran during them (at least 3 exports).
  while (exports < 3 || during.length < SAMPLES) {
    let done = false;
    const started = performance.now();
    const download = fetch(`${base}/api/v1/user/leads/export.csv`, { headers: headers.large }).then(async (res) => {
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      const text = await res.text();
      if (text.split('\r\n').length < LARGE) throw new Error('export incomplete');
      done = true;
    });
    while (!done) during.push(await probe());
    await download;
    exportMs += performance.now() - started;
    exports += 1;
  }
  await new Promise((resolve) => server.close(resolve));
  db.$client.close();

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
    ratioRow('leads search (index)', measured.leadsSearch, true),
    ['user-info idle (p99)', `${p99(idle).toFixed(2)} ms`, `median ${median(idle).toFixed(2)} ms, another shop, over HTTP`, '', true],
    [
      `user-info, ${LARGE / 1000}k-lead export (p99)`,
      `${p99(during).toFixed(2)} ms`,
      `median ${median(during).toFixed(2)} ms, ${during.length} reads during ${exports} exports (${(exportMs / exports).toFixed(0)} ms each)`,
      `< ${EXPORT_P99_TARGET_MS} ms`,
      p99(during) < EXPORT_P99_TARGET_MS,
    ],
  ];
}
