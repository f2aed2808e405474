import { type RowOf, defineTable } from '../kit.ts';

/**
 * Fixed-window counters of the rate limits (sign-in attempts per address and per account, renders per user and
 * per shop), shared by every instance of the API (docs/decisions/041). A row is one window of one key; a hit past
 * `resetAt` starts the key's next window in the same statement.
 */
export const rateLimits = defineTable((k) =>
  k.table('rate_limits', {
    key: k.text('key').primaryKey(),
    hits: k.integer('hits').notNull(),
    resetAt: k.timestampMs('reset_at').notNull(),
  }),
);

/**
 * Periodic jobs (the hourly prune): the instance whose conditional update moves `lastStartedAt` forward runs the
 * job for that period; the others, whose update matches no row, skip it.
 */
export const jobRuns = defineTable((k) =>
  k.table('job_runs', {
    name: k.text('name').primaryKey(),
    lastStartedAt: k.timestampMs('last_started_at').notNull(),
  }),
);

export type RateLimitRow = RowOf<typeof rateLimits>;

/**
 * Secrets the instances share, made by whichever asks first (insert-if-absent, then read): the key that signs the
 * expiring image links in lead exports, so no operator setting is needed and every instance checks every link.
 */
export const appSecrets = defineTable((k) =>
  k.table('app_secrets', {
    name: k.text('name').primaryKey(),
    value: k.text('value').notNull(),
    createdAt: k.timestampMs('created_at').notNull(),
  }),
);
