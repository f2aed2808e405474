import { users } from './users.ts';
import { defineTable } from '../kit.ts';

/** Single-use reset links; the id is the sha256 of the token in the emailed link. */
export const passwordResetTokens = defineTable((k) =>
  k.table(
    'password_reset_tokens',
    {
      id: k.text('id').primaryKey(),
      userId: k.text('user_id')
        .notNull()
        .references(() => users[k.engine].id, { onDelete: 'cascade' }),
      expiresAt: k.timestampMs('expires_at').notNull(),
      usedAt: k.timestampMs('used_at'),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('password_reset_tokens_user_idx').on(t.userId)],
  ),
);
