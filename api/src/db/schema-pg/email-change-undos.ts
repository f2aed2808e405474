// PostgreSQL twin of ../schema-sqlite/email-change-undos.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';

export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
    usedAt: timestampMs('used_at'),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('email_change_undos_user_idx').on(t.userId)],
);

export type EmailChangeUndo = typeof emailChangeUndos.$inferSelect;
