// Test factories: an in-memory app per test with a movable clock. The seed script reuses these factories.
import { createApp } from '../app.ts';
import { openDb } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import type { AppDeps } from '../lib/context.ts';
import { createLogger } from '../lib/logger.ts';

export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function testClock(start = new Date('2026-06-01T12:00:00Z')): TestClock {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms) => void (t += ms) };
}

export function makeTestApp(overrides: Partial<AppDeps> = {}) {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', SEED_DEMO: 'false' });
  const clock = testClock();
  const deps: AppDeps = {
    env,
    db: openDb(':memory:'),
    log: createLogger('silent'),
    now: clock.now,
    ...overrides,
  };
  const app = createApp(deps);
  return { app, deps, clock };
}

/** JSON request helper for app.request(). */
export function json(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  };
}
