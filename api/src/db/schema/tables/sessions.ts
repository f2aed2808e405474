import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/** Database sessions: the id is the sha256 of the token the client holds, so a leaked table grants nothing. */
export const sessions = defineTable((k) =>
  k.table(
    'sessions',
    {
      id: k.text('id').primaryKey(),
      userId: k.text('user_id')
        .notNull()
        .references(() => users[k.engine].id, { onDelete: 'cascade' }),
      expiresAt: k.timestampMs('expires_at').notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('sessions_user_idx').on(t.userId)],
  ),
);

export type Session = RowOf<typeof sessions>;
