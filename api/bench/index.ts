// pnpm bench: render times of the local engine through the real pipeline and as a client sees them (POST over HTTP,
// the JSON answer with its base64 PNG read to the end), get-makes throughput against a bare Hono route answering the
// same bytes in-process, reads over HTTP against a bare node:http server answering each route's own bytes under
// autocannon (bench/reads.ts), and how fast a read answers while a burst of renders runs (the render workers keep it
// off the event loop; the probe runs in a process of its own, bench/read-probe.mjs), the photo
// tool's costs, the memory after 100 photo recolours beside idle (bench/photo-memory.ts), and the bookings and leads
// lists at 10,000 rows against 100 with another shop's read during a large export (bench/lists.ts). Bounded in count
// and time; never part of the tests.
import { localDeposits } from '../src/services/deposits/index.ts';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Resvg } from '@resvg/resvg-js';
import { expandVehicles } from '@wrapsmith/catalog';
import { RENDER_VIEWS, renderSvg, type RenderView } from '@wrapsmith/render';
import { Hono } from 'hono';
import { createApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { createOwner } from '../src/seed/factories.ts';
import { seedCatalog } from '../src/seed/seed.ts';
import { loadEnv } from '../src/env.ts';
import type { AppDeps } from '../src/lib/context.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createSession } from '../src/lib/session.ts';
import { grant } from '../src/services/credits/index.ts';
import { localBilling } from '../src/services/billing/index.ts';
import { outboxEmail } from '../src/services/email/index.ts';
import { createTextService } from '../src/services/sms/index.ts';
import {
  closeSharedRenderPool,
  createRenderService,
  generateRender,
  localEngine,
  RENDER_SIZE,
  sharedRenderPool,
} from '../src/services/render/index.ts';
import { drawPng } from '../src/services/render/draw.ts';
import { diskStorage } from '../src/services/storage/index.ts';
import { benchLists } from './lists.ts';
import { benchPhoto } from './photo.ts';
import { benchPhotoMemory } from './photo-memory.ts';
import { benchReads, READ_LOAD, READ_RATIO_TARGET } from './reads.ts';

const RENDER_RUNS = 25;
const INPROC_REQUESTS = 4000;
const BURST_RENDERS = 60;
const PROBE_SAMPLES = 1000;
/** Issue #9: a cold drawing (scene → SVG → PNG) within this many times resvg alone on the same SVG, and this fast. */
const DRAW_RATIO_TARGET = 1.3;
const DRAW_MEDIAN_TARGET_MS = 50;
/** The read probe during a render burst may be this many times slower than idle (issue #8). */
const BURST_SLOWDOWN_TARGET = 3;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-bench-'));
const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' });
const db = openDb(':memory:');
const now = () => new Date();
const log = createLogger('silent');
await seedCatalog(db);
const { shop, user } = await createOwner(db, { businessName: 'Bench Wraps' });
await grant(db, { shopId: shop.id, kind: 'adjustment', amount: 10_000, reference: 'bench', at: now() });
const deps: AppDeps = {
  env,
  db,
  log,
  now,
  email: outboxEmail({ db, log, now }),
  texts: createTextService({ log }),
  storage: diskStorage(dataDir),
  render: createRenderService(env, { engine: localEngine(), limits: { perActor: [], perShop: [] } }),
  billing: localBilling({ db, publicUrl: 'http://localhost', now }),
  deposits: localDeposits({ now }),
};

const vehicle = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'sedan');
if (!vehicle) throw new Error('No 2024 sedan in the vehicle list');
const renderOnce = async (hex: string) => {
  const t = performance.now();
  await generateRender(deps, { shop, user, source: 'studio', request: { vehicle, film: { finish: 'gloss', color: hex, description: 'Bench' } } });
  return performance.now() - t;
};

const { token } = await createSession(db, user.id, now());
const app = createApp(deps);
const headers = { authorization: `Bearer ${token}` };
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * One Studio render as a client sees it (issue 24 item 6): POST generate-car-image over HTTP, the JSON answer with
 * its base64 PNG read and parsed to the end, the PNG decoded. Returns the time and the answer's size.
 */
const renderOverHttp = async (hex: string, description = 'Bench') => {
  const t = performance.now();
  const res = await globalThis.fetch(`${base}/api/v1/user/tool/generate-car-image`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ year: vehicle.year, make: vehicle.make, model: vehicle.model, finish: 'Gloss', color: hex, description }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`generate-car-image answered ${res.status}: ${text}`);
  const answer = JSON.parse(text) as { data: { image: { inlineData: { data: string } }[] } };
  const png = Buffer.from(answer.data.image[0]?.inlineData.data ?? '', 'base64');
  if (png.length === 0) throw new Error('generate-car-image answered no image');
  return { ms: performance.now() - t, bytes: Buffer.byteLength(text) };
};

// The pipeline in-process and the same renders over HTTP, interleaved so load and GC fall on both alike.
await renderOnce('#101010');
await renderOverHttp('#101011');
const cold: number[] = [];
const coldHttp: number[] = [];
let answerBytes = 0;
for (let i = 0; i < RENDER_RUNS; i++) {
  deps.render.cache.clear();
  cold.push(await renderOnce(`#${(0x200000 + i * 0x010203).toString(16).slice(-6)}`));
  deps.render.cache.clear();
  const http = await renderOverHttp(`#${(0x210000 + i * 0x010203).toString(16).slice(-6)}`);
  coldHttp.push(http.ms);
  answerBytes = http.bytes;
}
/**
 * The engine's whole drawing of a scene never drawn before, at the product's size, beside rasterising the same
 * SVG with resvg alone (both encode the PNG), interleaved so load and GC fall on both alike.
 */
const drawVersusResvg = (view: RenderView) => {
  const engine: number[] = [];
  const resvgAlone: number[] = [];
  for (let i = 0; i < RENDER_RUNS; i++) {
    const scene = {
      vehicle,
      film: { brand: 'Bench', code: '', name: `Bench ${i}`, hex: `#${(0x301000 + i * 0x020305).toString(16).slice(-6)}`, finish: 'gloss' as const },
      size: RENDER_SIZE,
      view,
    };
    let t = performance.now();
    drawPng(scene);
    engine.push(performance.now() - t);
    const svg = renderSvg(scene);
    t = performance.now();
    new Resvg(svg, { fitTo: { mode: 'width', value: RENDER_SIZE.width } }).render().asPng();
    resvgAlone.push(performance.now() - t);
  }
  return { engine: stats(engine), resvg: stats(resvgAlone) };
};
const drawing = RENDER_VIEWS.map((view) => ({ view, ...drawVersusResvg(view) }));

const cached: number[] = [];
const cachedHttp: number[] = [];
for (let i = 0; i < RENDER_RUNS; i++) {
  cached.push(await renderOnce('#101010'));
  cachedHttp.push((await renderOverHttp('#101011')).ms);
}

const MAKES_PATH = '/api/v1/user/tool/get-makes?year=2024';
// The bare route answers the API's own bytes for get-makes, so the two differ only in the work around them.
const makesAnswer = await (await app.request(MAKES_PATH, { headers })).text();
const bare = new Hono().get('/api/v1/user/tool/get-makes', (c) => c.body(makesAnswer, 200, { 'Content-Type': 'application/json' }));

type Fetcher = { request: (p: string, init?: RequestInit) => Response | Promise<Response> };

async function inProcessRound(fetcher: Fetcher, requests: number) {
  const t = performance.now();
  for (let i = 0; i < requests; i++) {
    const res = await fetcher.request(MAKES_PATH, { headers });
    if (res.status !== 200) throw new Error(`get-makes answered ${res.status}`);
    await res.arrayBuffer();
  }
  return requests / ((performance.now() - t) / 1000);
}

/** Alternates rounds of the two apps so warm-up and GC fall on both alike; the best round of each counts. */
async function inProcess(a: Fetcher, b: Fetcher): Promise<[number, number]> {
  await inProcessRound(a, 500);
  await inProcessRound(b, 500);
  let best: [number, number] = [0, 0];
  for (let round = 0; round < 4; round++) {
    const ra = await inProcessRound(a, INPROC_REQUESTS / 4);
    const rb = await inProcessRound(b, INPROC_REQUESTS / 4);
    best = [Math.max(best[0], ra), Math.max(best[1], rb)];
  }
  return best;
}

/**
 * GET get-makes over HTTP, one request at a time, from a process of its own (bench/read-probe.mjs): PROBE_SAMPLES
 * of them on an idle server, then as many as fit while BURST_RENDERS Studio renders of different colours (no cache
 * hits) run at once.
 */
async function readProbeDuringBurst() {
  const probe = fork(path.join(import.meta.dirname, 'read-probe.mjs'), [`${base}${MAKES_PATH}`, headers.authorization], { stdio: 'inherit' });
  const reply = <T>() => new Promise<T>((resolve) => probe.once('message', (message) => resolve(message as T)));
  const ask = async <T>(message: object) => {
    const answer = reply<T>();
    probe.send(message);
    return answer;
  };
  await ask<{ samples: number[] }>({ idle: 100 });
  const { samples: idle } = await ask<{ samples: number[] }>({ idle: PROBE_SAMPLES });

  await ask<{ started: true }>({ start: true });
  const done = reply<{ samples: number[] }>();
  const burstStarted = performance.now();
  await Promise.all(Array.from({ length: BURST_RENDERS }, (_, i) => renderOverHttp(`#${(0x401000 + i * 0x000307).toString(16).slice(-6)}`, 'Bench burst')));
  const burstMs = performance.now() - burstStarted;
  probe.send({ stop: true });
  const { samples: during } = await done;
  probe.disconnect();
  return { idle: stats(idle), during: stats(during), samples: during.length, burstMs };
}

const [appInProc, bareInProc] = await inProcess(app, bare);
deps.render.cache.clear();
const probed = await readProbeDuringBurst();
const slowdown = probed.during.p99 / probed.idle.p99;
await new Promise((resolve) => server.close(resolve));

// Close the in-process app's resources first: the read bench runs its own servers in child processes.
const workers = sharedRenderPool().size;
await closeSharedRenderPool();
const reads = await benchReads();
const photoRows = await benchPhoto();
const memoryRows = await benchPhotoMemory();
// Issue 23 items 19 and 20: lists at 10,000 rows against 100, and another shop's read during a large export.
const listRows = await benchLists((listDb) => ({
  ...deps,
  db: listDb,
  email: outboxEmail({ db: listDb, log, now }),
  billing: localBilling({ db: listDb, publicUrl: 'http://localhost', now }),
}));

const coldStats = stats(cold);
const cachedStats = stats(cached);
const coldHttpStats = stats(coldHttp);
const cachedHttpStats = stats(cachedHttp);
const rows: [string, string, string, string, boolean][] = [
  ['render, cold spec (median)', `${coldStats.median.toFixed(1)} ms`, `p95 ${coldStats.p95.toFixed(1)} ms`, '≤ 150 ms', coldStats.median <= 150],
  ['render, cached spec (median)', `${cachedStats.median.toFixed(2)} ms`, `p95 ${cachedStats.p95.toFixed(2)} ms`, '≤ 5 ms', cachedStats.median <= 5],
  ['cold ÷ cached', `${(coldStats.median / cachedStats.median).toFixed(0)}×`, '', '', true],
  [
    'render over HTTP, cold (median)',
    `${coldHttpStats.median.toFixed(1)} ms`,
    `p95 ${coldHttpStats.p95.toFixed(1)} ms; +${(coldHttpStats.median - coldStats.median).toFixed(1)} ms over the pipeline; answer ${(answerBytes / 1024).toFixed(0)} KB JSON (base64 PNG)`,
    '',
    true,
  ],
  ['render over HTTP, cached (median)', `${cachedHttpStats.median.toFixed(2)} ms`, `p95 ${cachedHttpStats.p95.toFixed(2)} ms; as a client sees it, answer read to the end`, '', true],
  ...drawing.flatMap(({ view, engine, resvg }): [string, string, string, string, boolean][] => [
    [`draw ${view}, cold (median)`, `${engine.median.toFixed(1)} ms`, `p95 ${engine.p95.toFixed(1)} ms, ${RENDER_SIZE.width}×${RENDER_SIZE.height}`, `≤ ${DRAW_MEDIAN_TARGET_MS} ms`, engine.median <= DRAW_MEDIAN_TARGET_MS],
    [
      `draw ${view} ÷ resvg alone`,
      `${(engine.median / resvg.median).toFixed(2)}×`,
      `resvg on the same SVG ${resvg.median.toFixed(1)} ms`,
      `≤ ${DRAW_RATIO_TARGET}×`,
      engine.median / resvg.median <= DRAW_RATIO_TARGET,
    ],
  ]),
  ['get-makes in-process', `${appInProc.toFixed(0)} req/s`, `bare ${bareInProc.toFixed(0)} req/s, ratio ${(appInProc / bareInProc).toFixed(2)}`, '≥ 0.5× bare', appInProc / bareInProc >= 0.5],
  ['read probe idle (p99)', `${probed.idle.p99.toFixed(2)} ms`, `median ${probed.idle.median.toFixed(2)} ms, ${PROBE_SAMPLES} GET get-makes`, '', true],
  [
    `read probe, ${BURST_RENDERS}-render burst (p99)`,
    `${probed.during.p99.toFixed(2)} ms`,
    `median ${probed.during.median.toFixed(2)} ms, ${probed.samples} probes in ${(probed.burstMs / 1000).toFixed(1)} s`,
    '',
    true,
  ],
  ...[reads.honoAlone, ...reads.rows].map(({ name, rps, cpuPerRequest, bytes, bare }, i): [string, string, string, string, boolean] => [
    `${name} over HTTP`,
    `${rps.toFixed(0)} req/s`,
    `bare node:http, same ${bytes} B: ${bare.rps.toFixed(0)} req/s, ratio ${(rps / bare.rps).toFixed(2)}; CPU ${cpuPerRequest.toFixed(0)} µs/req (bare ${bare.cpuPerRequest.toFixed(0)})`,
    i === 0 ? '' : `≥ ${READ_RATIO_TARGET}× bare`,
    rps / bare.rps >= READ_RATIO_TARGET,
  ]),
  ['burst p99 ÷ idle p99', `${slowdown.toFixed(2)}×`, `${workers} render worker${workers === 1 ? '' : 's'}`, `≤ ${BURST_SLOWDOWN_TARGET}×`, slowdown <= BURST_SLOWDOWN_TARGET],
  ...photoRows,
  ...memoryRows,
  ...listRows,
];
const widths = [34, 16, 92, 13];
console.log(
  `\nWrapsmith API bench (${RENDER_RUNS} renders each, in-process and over HTTP; ${INPROC_REQUESTS} in-process requests; read probe, in its own process, during ${BURST_RENDERS} concurrent renders)\n`,
);
console.log(['measure', 'result', 'detail', 'target', 'met'].map((h, i) => h.padEnd(widths[i] ?? 4)).join(' '));
for (const [name, result, detail, target, met] of rows) {
  console.log([name.padEnd(34), result.padEnd(16), detail.padEnd(92), target.padEnd(13), target ? (met ? 'yes' : 'NO') : ''].join(' '));
}
console.log(`\nReads over HTTP: ${READ_LOAD}; each server in a process of its own.`);
for (const line of reads.skipped) console.log(`Skipped: ${line}`);
db.$client.close();
fs.rmSync(dataDir, { recursive: true, force: true });
