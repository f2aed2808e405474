// Test harness: an in-memory app per test with a movable clock and its own temporary DATA_DIR, plus request helpers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { createApp, type CreateAppOptions } from '../app.ts';
import { openDb } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import type { AppDeps } from '../lib/context.ts';
import { createLogger } from '../lib/logger.ts';
import { createBillingProvider } from '../services/billing/index.ts';
import { outboxEmail } from '../services/email/index.ts';
import { createRenderService } from '../services/render/index.ts';
import { createStorage } from '../services/storage/index.ts';

export { createMember, createOwner } from '../db/factories.ts';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function testClock(start = new Date('2026-06-01T12:00:00Z')): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

/** A fresh temporary directory, removed when the current test ends. */
export function tempDir(prefix = 'wrapsmith-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function makeTestApp(overrides: Partial<AppDeps> = {}, envOverrides: Record<string, string> = {}, appOptions: CreateAppOptions = {}) {
  const dataDir = envOverrides.DATA_DIR ?? tempDir();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...envOverrides, DATA_DIR: dataDir });
  const clock = testClock();
  const db = overrides.db ?? openDb(':memory:');
  const log = overrides.log ?? createLogger('silent');
  const now = overrides.now ?? clock.now;
  const deps: AppDeps = {
    env,
    db,
    log,
    now,
    email: outboxEmail({ db, log, now }),
    storage: createStorage(env),
    render: createRenderService(env),
    billing: createBillingProvider({ env, db, now }),
    ...overrides,
  };
  const app = createApp(deps, appOptions);
  return { app, deps, clock };
}

/** The origin app.request() URLs resolve to; cookie-authenticated writes must carry it. */
export const TEST_ORIGIN = 'http://localhost';

/** JSON request helper for app.request(). */
export function json(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type TestApp = ReturnType<typeof makeTestApp>['app'];

/** Logs in through the API and returns the bearer token and the session cookie. */
export async function logIn(app: TestApp, email: string, password: string) {
  const res = await app.request('/api/v1/auth/login', json('POST', { email, password }));
  if (res.status !== 200) throw new Error(`Login failed with ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { data: { accessToken: string } };
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('Login set no cookie');
  return { token: body.data.accessToken, cookie };
}

/** Every row of every table: a bad request must leave this exactly as it was (not just the row counts). */
export function dbSnapshot(deps: AppDeps): Record<string, unknown[]> {
  const tables = deps.db.$client
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")
    .all() as { name: string }[];
  return Object.fromEntries(tables.map(({ name }) => [name, deps.db.$client.prepare(`select * from "${name}" order by rowid`).all()]));
}

/** The latest email sent to an address, from the outbox table. */
export function lastEmailTo(deps: AppDeps, to: string) {
  return deps.db.$client
    .prepare('select * from email_outbox where "to" = ? order by created_at desc, rowid desc limit 1')
    .get(to) as { subject: string; text: string; html: string; tag: string; shop_id: string | null; status: string } | undefined;
}

/** The 6-digit code in the latest OTP email to an address. */
export function otpSentTo(deps: AppDeps, to: string): string {
  const code = lastEmailTo(deps, to)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No OTP email to ${to}`);
  return code;
}
