// PostgreSQL twin of ../schema-sqlite/otps.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';

export const otps = pgTable(
  'otps',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify-email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestampMs('used_at'),
    lastSentAt: timestampMs('last_sent_at').notNull(),
    passwordHash: text('password_hash'),
  },
  (t) => [index('otps_user_idx').on(t.userId, t.purpose)],
);

export type Otp = typeof otps.$inferSelect;
