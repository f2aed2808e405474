// PostgreSQL twin of ../schema-sqlite/password-reset-tokens.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampMs('expires_at').notNull(),
    usedAt: timestampMs('used_at'),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
