// The Hono environment shared by every router: dependencies and the signed-in viewer.
import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from './logger.ts';

export interface AppDeps {
  env: Env;
  db: Db;
  log: Logger;
  /** Injected so tests can move time (OTP and reset expiry, rate-limit windows). */
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
  };
}
