// Fails a test on any unexpected console.error.
import '@wrapsmith/testing/fail-on-console-error';

// Passwords in tests are hashed with argon2id at its cheapest cost (1 MiB, 1 pass: ~2 ms instead of ~40-80 ms).
// Thousands of sign-ups and logins across the suite spent minutes of CPU on the production cost, which proves
// nothing a cheap hash does not: the stored hash still names its own parameters, so verify() is unchanged. The
// production cost is held by crypto.test.ts, which reads the real module.
import type * as Argon2 from '@node-rs/argon2';
import { vi } from 'vitest';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return { ...real, hash: (password: string | Uint8Array, options?: Argon2.Options) => real.hash(password, { ...options, memoryCost: 1024, timeCost: 1 }) };
});

// Test files share their modules within a worker (isolate: false): a worker that imported the tables for one engine
// must never run a file of the other engine's project.
import { DIALECT } from '../db/schema/index.ts';
import { processDatabaseDialect } from '../env.ts';
if (processDatabaseDialect() !== DIALECT) {
  throw new Error(`This test process chose ${DIALECT} tables but runs a ${processDatabaseDialect()} test file.`);
}
