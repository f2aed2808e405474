import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * The undo link emailed to the old address when a user changes their email (decision 069): the id is the sha256 of
 * the link's token. Used once, it puts `oldEmail` back (verified, since the link reached it) and signs every session out.
 */
export const emailChangeUndos = defineTable((k) =>
  k.table(
    'email_change_undos',
    {
      id: k.text('id').primaryKey(),
      userId: k.text('user_id')
        .notNull()
        .references(() => users[k.engine].id, { onDelete: 'cascade' }),
      oldEmail: k.text('old_email').notNull(),
      newEmail: k.text('new_email').notNull(),
      expiresAt: k.timestampMs('expires_at').notNull(),
      usedAt: k.timestampMs('used_at'),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('email_change_undos_user_idx').on(t.userId)],
  ),
);

export type EmailChangeUndo = RowOf<typeof emailChangeUndos>;
