import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Fixed-window counters of the rate limits (sign-in attempts per address and per account, renders per user and
 * per shop), shared by every instance of the API (docs/decisions/041). A row is one window of one key; a hit past
 * `resetAt` starts the key's next window in the same statement.
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: integer('reset_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * Periodic jobs (the hourly prune): the instance whose conditional update moves `lastStartedAt` forward runs the
 * job for that period; the others, whose update matches no row, skip it.
 */
export const jobRuns = sqliteTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: integer('last_started_at', { mode: 'timestamp_ms' }).notNull(),
});

export type RateLimitRow = typeof rateLimits.$inferSelect;

/**
 * Secrets the instances share, made by whichever asks first (insert-if-absent, then read): the key that signs the
 * expiring image links in lead exports, so no operator setting is needed and every instance checks every link.
 */
export const appSecrets = sqliteTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});
