// PostgreSQL twin of ../schema-sqlite/shared-state.ts (docs/decisions/041): the meaning of each column is documented there.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns.ts';

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestampMs('reset_at').notNull(),
});

export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestampMs('last_started_at').notNull(),
});

export type RateLimitRow = typeof rateLimits.$inferSelect;

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestampMs('created_at').notNull(),
});
