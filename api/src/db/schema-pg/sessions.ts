// PostgreSQL twin of ../schema-sqlite/sessions.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampMs('expires_at').notNull(),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type Session = typeof sessions.$inferSelect;
