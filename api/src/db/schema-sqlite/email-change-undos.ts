import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/**
 * The undo link emailed to the old address when a user changes their email (decision 069): the id is the sha256 of
 * the link's token. Used once, it puts `oldEmail` back (verified, since the link reached it) and signs every session out.
 */
export const emailChangeUndos = sqliteTable(
  'email_change_undos',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('email_change_undos_user_idx').on(t.userId)],
);

export type EmailChangeUndo = typeof emailChangeUndos.$inferSelect;
