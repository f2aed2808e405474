import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';

/** One-time codes sent by email. Only the sha256 of the code is kept. */
export const otps = sqliteTable(
  'otps',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify-email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    lastSentAt: integer('last_sent_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * A sign-up's code carries the password submitted with it (argon2id hash), and entering the code activates that
     * password and no other (decision 069): a stranger who signed up with someone's email first cannot keep the
     * account. Null for codes that verify a changed email, which leave the password as it is.
     */
    passwordHash: text('password_hash'),
  },
  (t) => [index('otps_user_idx').on(t.userId, t.purpose)],
);

export type Otp = typeof otps.$inferSelect;
